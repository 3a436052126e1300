"""The words and small values of the round screen: the field names, the words the sheets'
choices are written with, what the table sees after a confirm, and the conflict note (its
sentence is `GameConflict.fact`, services/games/errors.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.message import Listing
from rules.scoresheet import HAND as HAND_PHASE, Choice
from scorepad.state.lead import Lead
from scorepad.words import say

PREDICTION = "prediction"
TRICKS = "tricks"
DOUBLES = "doubles"
TRUMP = "trump"
HAND = HAND_PHASE  # a typed number per seat (the points of the hand left)


def choice_word(choice: Choice) -> str:
    """A choice as the table reads it: the game's word in the session's language (the
    engine's term, `Choice.said`), else its label as it is (a number, or the form's label)."""
    return choice.label if choice.said is None else say(choice.said)


@dataclass(frozen=True, slots=True)
class LastResult:
    """What the table sees right after confirming a round."""

    number: int
    points: tuple[tuple[str, int, str], ...]  # name, points, why
    totals: tuple[tuple[str, int], ...]
    lead: Lead | None  # who is ahead (who has won, once the game is over)
    next_dealer: str | None
    over: bool
    edited: bool = False


@dataclass(frozen=True, slots=True)
class ConflictNote:
    """Another device saved, changed or undid a round first: what to tell the table, and the
    draft this device had (in words, to compare with what was saved)."""

    message: str
    draft: str = ""


def _with(values: tuple, index: int, value: Any) -> tuple:
    out = list(values)
    out[index] = value
    return tuple(out)


def _join(names: list[str]) -> Listing:
    """Names as a list, said in the session's language where a sentence names them ("Ann, Bob
    and Cem"; French "d’Anna et de Ben" after "de")."""
    return Listing(tuple(names))
