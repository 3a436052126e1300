"""A player's name as every screen takes it (New game, Players): the one length limit, the
one tidying, the one sentence for a name that cannot be used.

The number itself lives with the store's other limits (`scorepad.store.limits.NAME_MAX`, which
the game service and the import check too): one limit from the form down to the database, so a
name the form accepts is never cut or refused further down.
"""

from __future__ import annotations

from scorepad.store.limits import NAME_MAX, control_character
from scorepad.words import tr

__all__ = ["NAME_MAX", "name_problem", "tidy_name"]


def tidy_name(raw: str | None) -> str:
    """A name as stored: inner runs of spaces made one, no spaces at either end."""
    return " ".join((raw or "").split())


def name_problem(name: str) -> str | None:
    """Why a (tidied) name cannot be used, in a plain sentence; None when it can."""
    if not name:
        return tr("Type a name first.")
    if len(name) > NAME_MAX:
        return tr("A name has at most {n} characters; this one has {length}. Shorten it.",
                  n=NAME_MAX, length=len(name))
    if control_character(name) or any(not ch.isprintable() for ch in name):
        return tr("A name cannot hold control characters.")
    return None
