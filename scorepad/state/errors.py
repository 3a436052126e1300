"""One plain sentence for any error an action may meet, so no input ends in a traceback."""

from __future__ import annotations

import logging
from typing import Sequence

from scorepad.words import said_of, say, say_all, tr

log = logging.getLogger("scorepad.state")


def message_of(exc: BaseException, names: Sequence[str] | None = None) -> str:
    """The sentence to show in place for `exc`, the seats named by `names`.

    Errors of the service carry the problems found (``GameError.problems``); errors of the
    rules and the judge carry ``message`` (and the message as data, ``said``): both are said
    by `scorepad.words.say`. Anything else is a bug of ours, logged with its traceback and
    shown as one line.
    """
    problems = getattr(exc, "problems", None)
    message = getattr(exc, "message", None)
    try:
        if problems:
            return say_all(problems, names)
        if (isinstance(message, str) and message) or said_of(exc) is not None:
            return say(exc, names)
    except Exception:  # a message the renderer cannot fill: logged, and said in English
        log.exception("could not render the error %r", exc)
        if problems:
            return " ".join(_english(getattr(p, "message", p)) for p in problems)
        return _english(said_of(exc) or message)
    if isinstance(exc, (ValueError, LookupError)) and str(exc):
        return str(exc)
    log.exception("unexpected error in a UI action", exc_info=exc)
    return tr("Something went wrong ({error}). Nothing was saved.",
              error=f"{type(exc).__name__}: {exc}")


def _english(message: object) -> str:
    """A message the renderer could not fill, as written in English (the app's own words: their
    template, unfilled)."""
    return str(getattr(message, "template", message))
