"""One plain sentence for any error an action may meet, so no input ends in a traceback.

A state catches `action_errors()`, never `Exception` (issue 39, item 5): the app's contract
(`scorepad.errors.ScorepadError`), and what the libraries below it can really raise on an
input or a store: a value that does not parse (ValueError: the engine's `RulesError`,
pydantic's, JSON's, a text's encoding), a key or a place not there (LookupError), a file, a
folder or the disk (OSError), the database (SQLAlchemy's, SQLite's own). Anything else is a
bug of ours; it is left to the edge that catches everything (a thread, a Flet callback).
"""

from __future__ import annotations

import logging
import sqlite3
import sys
from typing import Sequence

from scorepad.errors import ScorepadError
from scorepad.words import said_of, say, say_all, tr

log = logging.getLogger("scorepad.state")

_ERRORS: tuple[type[BaseException], ...] = (
    ScorepadError, ValueError, LookupError, OSError, sqlite3.Error)


def action_errors() -> tuple[type[BaseException], ...]:
    """What an action may meet and says in place (`message_of`): see the module's docstring.
    Written `except action_errors() as exc:` (evaluated only when an error is raised), so a
    state never imports SQLAlchemy itself: the site draws Home before the ORM is imported
    (scorepad/browser.py), and no SQLAlchemy error exists before SQLAlchemy does."""
    orm = sys.modules.get("sqlalchemy.exc")
    return _ERRORS if orm is None else (*_ERRORS, orm.SQLAlchemyError)


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
        if isinstance(exc, ScorepadError) and exc.said is not None:  # the contract's words
            return say(exc.said, names)
    except (LookupError, ValueError, TypeError):  # a message the renderer cannot fill (its
        # template and its parameters do not match): logged, and said in English
        log.exception("could not render the error %r", exc)
        if problems:
            return " ".join(_english(getattr(p, "message", p)) for p in problems)
        return _english(said_of(exc) or message)
    if isinstance(exc, (ValueError, LookupError)) and str(exc):
        return str(exc)
    log.exception("unexpected error in a UI action", exc_info=exc)
    reason = _reason(exc)
    if not isinstance(exc, action_errors()):  # a bug of ours: its kind says where to look
        reason = f"{type(exc).__name__}: {reason}"
    return tr("Something went wrong ({error}). Nothing was saved.", error=reason)


def _reason(exc: BaseException) -> str:
    """The first line of what went wrong, in the library's own words: the driver's for a
    database (never the SQL, its parameters or a link), the system's for a file."""
    inner = getattr(exc, "orig", None)  # SQLAlchemy's DBAPIError: the driver's error
    if isinstance(exc, OSError) and exc.strerror:
        text = exc.strerror
    else:
        text = str(inner if inner is not None else exc)
    lines = text.strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def _english(message: object) -> str:
    """A message the renderer could not fill, as written in English (the app's own words: their
    template, unfilled)."""
    return str(getattr(message, "template", message))
