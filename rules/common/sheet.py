"""Option and plan checks the games' score sheets share (`rules.<game>.scoresheet`).

The rule text and the game-specific messages stay in each game's sheet; what is here is the
same in all of them: whole numbers that are not bools, the unknown-option check, a true/false
option, the round index and first dealer of `plan`, the seats holding a given total, and the
first check of every entry (a seat for each player).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.message import msg
from rules.scoresheet import Problem, RoundEntry


def is_int(value: object) -> bool:
    """A whole number, and not a bool (JSON true is not 1 here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_option_keys(given: Mapping[str, Any], keys: Sequence[str], game: Any) -> None:
    """A `RulesError` at the first key of `given` that is not one of `keys` (`game`: its name)."""
    for key in given:
        if key not in keys:
            known = (msg("the only option is {key}", key=repr(keys[0])) if len(keys) == 1
                     else msg("the options are {keys}", keys=", ".join(keys)))
            raise RulesError(msg("unknown {game} option {key}: {known}", game=game,
                                 key=repr(key), known=known), key)


def flag(given: Mapping[str, Any], key: str) -> bool:
    """A true/false option, false when left out or null."""
    value = given.get(key)
    value = False if value is None else value
    if not isinstance(value, bool):
        raise RulesError(msg("{name} must be true or false, got {got}", name=key,
                             got=repr(value)), key)
    return value


def check_index_and_dealer(index: object, first_dealer: object, players: int,
                           round_word: str = "round") -> None:
    """`plan`'s index (a whole number from 0) and first dealer (a seat)."""
    if not is_int(index) or index < 0:  # type: ignore[operator]
        said = (msg("a game index is a whole number from 0, got {got}", got=repr(index))
                if round_word == "game" else
                msg("a round index is a whole number from 0, got {got}", got=repr(index)))
        raise RulesError(said, "index")
    if not is_int(first_dealer) or not 0 <= first_dealer < players:  # type: ignore[operator]
        raise RulesError(msg("the first dealer is a seat from 0 to {last}, got {got}",
                             last=players - 1, got=repr(first_dealer)), "first_dealer")


def seats_with(totals: Sequence[int], total: int) -> tuple[int, ...]:
    """The seats whose total is `total` (the winners, given the winning total)."""
    return tuple(seat for seat, t in enumerate(totals) if t == total)


def seat_count_problems(entry: RoundEntry, players: int, *, unit: str = "round") -> list[Problem]:
    """Every sheet's first check: [] when `entry` has one seat per player, else the one problem
    (nothing else can be checked). `unit`: what one entry is, a "round" or (shedding) a "game"."""
    entered = len(entry.seats)
    if entered == players:
        return []
    if unit == "game":
        return [Problem(msg("The game has {entered} seats entered, but {players} players play.",
                            entered=entered, players=players))]
    return [Problem(msg("The round has {entered} seats entered, but {players} players play.",
                        entered=entered, players=players))]


def double_choices_up_to(most: int, entry: RoundEntry, seat: int) -> tuple[int, ...]:
    """How many double tricks `seat` can have taken: 0 to `most` (the doubling cards in
    play), and no more than half its tricks once they are entered (a double trick counts 2)."""
    taken = entry.seats[seat].tricks if 0 <= seat < len(entry.seats) else None
    if is_int(taken) and taken >= 0:
        most = min(most, taken // 2)
    return tuple(range(0, most + 1))
