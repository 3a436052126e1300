"""A round's trump as a typed value (issue 12): a colour (6th Sense), a suit (nomination
whist), no trump, or not chosen yet, each distinct. A round without a trump phase (6th Sense's
novice variant, the shedding game) has no trump value at all: its `EntryForm` has no TRUMP
phase, and that is not a trump.

The stored form is unchanged (`RoundEntry.trump`, the store, an export, the judge's JSON): the
colour's or the suit's name as the sheet's trump choices record it ("red", "S"), or null.
`read_trump` reads it against those choices, in this one place for every game:

- exactly a choice's value: that colour or suit;
- null: "no trump" when the round offers no trump as a choice (whist), else "not chosen yet"
  (a late trump not turned yet, a turned card not written down);
- anything else is no trump value (None), and the sheet says why in its own words.

Decided (the issue's `" RED "`): what is read is exactly what is stored. A value that differs
from every choice, in case or by spaces included, is refused with the sheet's clear message and
nothing is saved; it is never stored differently from what was checked. (The judge reads its
requests' trump as JUDGE.md says; that contract does not change.)

>>> from rules.scoresheet import Choice
>>> suits = (Choice("S", "S", "spades"), Choice(None, "none", "no trump"))
>>> read_trump("S", suits, SUIT), read_trump(None, suits, SUIT) is NO_TRUMP
(Trump(kind='suit', name='S'), True)
>>> read_trump(None, suits[:1], SUIT) is NOT_CHOSEN, read_trump(" s ", suits, SUIT)
(True, None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.message import term

# the kinds of trump value
COLOUR = "colour"  # a colour of 6th Sense ("red")
SUIT = "suit"  # a suit letter of nomination whist ("S")
NONE = "none"  # no trump: the round is played without one
UNKNOWN = "not-chosen"  # not known yet (or not written down)
KINDS = (COLOUR, SUIT, NONE, UNKNOWN)


@dataclass(frozen=True, slots=True)
class Trump:
    kind: str  # KINDS
    name: str | None = None  # the colour's or suit's stored name; None for NONE, NOT_CHOSEN

    @property
    def stored(self) -> str | None:
        """What `RoundEntry.trump` records."""
        return self.name

    @property
    def chosen(self) -> bool:
        """The trump is known: a colour, a suit, or no trump."""
        return self.kind != UNKNOWN


NO_TRUMP = Trump(NONE)  # the round is played without trump
NO_TRUMP_TERM = term("no trump")  # how the table says it, in any game
NOT_CHOSEN = Trump(UNKNOWN)  # not known yet


def read_trump(value: object, choices: Sequence[Any], kind: str) -> Trump | None:
    """`value` as a round records it, read against the round's trump `choices`
    (`rules.scoresheet.Choice`: `.value` None is the "no trump" choice); `kind`: what the
    named choices are (COLOUR or SUIT). None: `value` is none of them."""
    if value is None:
        return NO_TRUMP if any(c.value is None for c in choices) else NOT_CHOSEN
    if isinstance(value, str):
        for c in choices:
            if c.value is not None and c.value == value:
                return Trump(kind, value)
    return None
