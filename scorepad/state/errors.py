"""One plain sentence for any error an action may meet, so no input ends in a traceback."""

from __future__ import annotations

import logging

from scorepad.words import say, tr

log = logging.getLogger("scorepad.state")


def message_of(exc: BaseException) -> str:
    """The sentence to show in place for `exc`.

    Errors of the service carry the problems found (``GameError.problems``); errors of the
    rules and the judge carry ``message``; anything else is a bug of ours, logged with its
    traceback and shown as one line.
    """
    problems = getattr(exc, "problems", None)
    if problems:
        texts = [_said(p) for p in problems]
        return " ".join(t if t.endswith(".") else t + "." for t in texts)
    message = getattr(exc, "message", None)
    if isinstance(message, str) and message:
        return _said(exc) if getattr(exc, "said", None) is not None else message
    if isinstance(exc, (ValueError, LookupError)) and str(exc):
        return str(exc)
    log.exception("unexpected error in a UI action", exc_info=exc)
    return tr("Something went wrong ({error}). Nothing was saved.",
              error=f"{type(exc).__name__}: {exc}")


def _said(p: object) -> str:
    """A problem in the session's language: its message as data when it carries one (the
    engine's `said`), else its English sentence."""
    said = getattr(p, "said", None)
    if said is not None and not isinstance(said, str):
        try:
            return say(p if callable(getattr(p, "text", None)) else said)
        except Exception:  # a message the renderer cannot fill: the English sentence
            log.warning("could not render %r", said)
    message = getattr(p, "message", None)
    return message if isinstance(message, str) else str(p)
