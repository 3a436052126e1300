"""A new game's set-up as the service accepts it: player names, their number, the game id."""

from __future__ import annotations

import uuid
from typing import Sequence

from rules.scoresheet import MAX_PLAYERS, MIN_PLAYERS  # the one player limit
from scorepad.names import tidy_name  # the one tidying of a name
from scorepad.services.games.errors import GameError
from scorepad.store.limits import NAME_MAX, control_character
from scorepad.app_message import app_msg

__all__ = ["MAX_NAME", "MAX_PLAYERS", "MIN_PLAYERS", "clean_names", "game_id"]

MAX_NAME = NAME_MAX  # scorepad/store/limits.py: shared with the import


def clean_names(players: Sequence[str]) -> list[str]:
    """Player names as stored: inner spaces collapsed; raises `GameError` for bad lists."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise GameError("players must be a list of names")
    names = []
    for name in players:
        if not isinstance(name, str) or not tidy_name(name):
            raise GameError(app_msg("Every player needs a name."))
        name = tidy_name(name)
        if control_character(name):  # NUL and the like: PostgreSQL refuses them, screens garble
            raise GameError(app_msg("The name {name} holds a character a name cannot have "
                                    "({character}).", name=repr(name[:20]),
                                    character=control_character(name)))
        if len(name) > MAX_NAME:
            raise GameError(app_msg("The name {name}... is too long (at most {n} characters).",
                                    name=repr(name[:20]), n=MAX_NAME))
        names.append(name)
    seen: dict[str, str] = {}
    for name in names:
        if name.casefold() in seen:
            raise GameError(app_msg("Two players are called {name}: give each player their own "
                                    "name.", name=repr(name)))
        seen[name.casefold()] = name
    return names


def game_id(given: str | None) -> str:
    """A new game's id: a fresh UUID, or the one given (as a UUID's canonical text)."""
    if given is None:
        return str(uuid.uuid4())
    try:
        return str(uuid.UUID(str(given)))
    except ValueError:
        raise GameError(f"A game id is a UUID, not {given!r}.") from None


def round_index(index: object) -> int:
    """A round's index as a device names it: a whole number from 0."""
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        raise GameError(f"A round index is a whole number from 0, not {index!r}.")
    return index


def round_version(expected: object) -> int | None:
    """The version of a round a device saw (None: not said)."""
    if expected is None:
        return None
    if isinstance(expected, bool) or not isinstance(expected, int) or expected < 0:
        raise GameError(f"A round's version is a whole number from 0, not {expected!r}.")
    return expected
