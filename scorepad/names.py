"""A player's name as every screen takes it (New game, Players): the one length limit, the
one tidying, the one sentence for a name that cannot be used: a message (`AppMessage`, data),
said where it is shown (`scorepad.words.say`), so the services that check names render nothing.

The number itself lives with the store's other limits (`scorepad.store.limits.NAME_MAX`, which
the game service and the import check too): one limit from the form down to the database, so a
name the form accepts is never cut or refused further down.
"""

from __future__ import annotations

from scorepad.app_message import AppMessage, app_msg
from scorepad.store.limits import NAME_MAX, control_character

__all__ = ["NAME_MAX", "name_problem", "tidy_name"]


def tidy_name(raw: str | None) -> str:
    """A name as stored: inner runs of spaces made one, no spaces at either end."""
    return " ".join((raw or "").split())


def name_problem(name: str) -> AppMessage | None:
    """Why a (tidied) name cannot be used, a plain sentence as data; None when it can."""
    if not name:
        return app_msg("Type a name first.")
    if len(name) > NAME_MAX:
        return app_msg("A name has at most {n} characters; this one has {length}. Shorten it.",
                       n=NAME_MAX, length=len(name))
    if control_character(name) or any(not ch.isprintable() for ch in name):
        return app_msg("A name cannot hold control characters.")
    return None
