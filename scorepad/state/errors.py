"""One plain sentence for any error an action may meet, so no input ends in a traceback."""

from __future__ import annotations

import logging

log = logging.getLogger("scorepad.state")


def message_of(exc: BaseException) -> str:
    """The sentence to show in place for `exc`.

    Errors of the service carry the problems found (``GameError.problems``); errors of the
    rules and the judge carry ``message``; anything else is a bug of ours, logged with its
    traceback and shown as one line.
    """
    problems = getattr(exc, "problems", None)
    if problems:
        texts = [getattr(p, "message", str(p)) for p in problems]
        return " ".join(t if t.endswith(".") else t + "." for t in texts)
    message = getattr(exc, "message", None)
    if isinstance(message, str) and message:
        return message
    if isinstance(exc, (ValueError, LookupError)) and str(exc):
        return str(exc)
    log.exception("unexpected error in a UI action", exc_info=exc)
    return f"Something went wrong ({type(exc).__name__}: {exc}). Nothing was saved."
