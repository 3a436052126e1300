"""The words and small values of the round screen: the field names, the words the sheets'
choices are written with, what the table sees after a confirm, and the conflict sentences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.message import Listing
from rules.scoresheet import HAND as HAND_PHASE, Choice
from scorepad.state.lead import Lead
from scorepad.words import N_, say, tr

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


def _join(names: list[str]) -> str:
    """Names as a list in the session's language ("Ann, Bob and Cem")."""
    return say(Listing(tuple(names)))


def conflict_text(word: str, change: str, number: int) -> str:
    """ "Round 3 was just saved on another device." — a whole sentence per case."""
    texts = {
        ("round", "saved"): N_("Round {number} was just saved on another device."),
        ("round", "changed"): N_("Round {number} was just changed on another device."),
        ("round", "undone"): N_("Round {number} was just undone on another device."),
        ("game", "saved"): N_("Game {number} was just saved on another device."),
        ("game", "changed"): N_("Game {number} was just changed on another device."),
        ("game", "undone"): N_("Game {number} was just undone on another device."),
    }
    template = texts.get((word, change))
    if template is None:  # a word or change this list does not know: English as before
        return f"{word.capitalize()} {number} was just {change} on another device."
    return tr(template, number=number)
