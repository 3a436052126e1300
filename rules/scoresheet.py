"""Game flow as values: everything the scorekeeper needs to know about a game.

The app's game-flow service (scorepad.services) works only through `ScoreSheet`, so a new game
plugs in by registering a sheet, without changes to the service, the store or the screens.

A game is a sequence of rounds. For round `index` (0-based) the sheet says who deals, who
leads, how many cards are dealt and how many tricks are played (`plan`). The table reports one
`RoundEntry` per round: per seat the call (prediction or bid), the tricks taken and how many of
them were taken double, or the hand left (shedding); per round the trump and the void tricks.
The sheet checks the entry (`check`: empty list = consistent), scores it (`score`), and says
when the game is over and who won (`is_over`, `winners`).

Options are a plain dict, normalised by `options()`; each game documents its keys.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from dataclasses import field as _field
from typing import Any, Mapping, Protocol, Sequence

from rules.language import render
from rules.message import Joined, Message

# A seat named in a message is given as data: the message's template holds a mark per seat (or
# list of seats), `seats` says which, and `text(names)` names them as the players are called.
# `message` is the same sentence with "seat 2" / "seats 0 and 1" (for callers without names).
_MARK = re.compile("\ue000(\\d+)\ue001")


def seat_mark(i: int) -> str:
    """The mark standing for the `i`-th entry of a message's `seats` in its template."""
    return f"\ue000{i}\ue001"


def name_seats(template: str, seats: Sequence[Any], names: Sequence[str] | None = None) -> str:
    """The template with each mark replaced: by the players' names when `names` is given,
    else by "seat N" (a list of seats: "seats 1 and 2"); a sentence starts with a capital.

    >>> t = f"{seat_mark(0)} share the win. {seat_mark(1)} deals."
    >>> name_seats(t, [(1, 2), 0]), name_seats(t, [(1, 2), 0], ["Ann", "Bob", "Cem"])
    ('Seats 1 and 2 share the win. Seat 0 deals.', 'Bob and Cem share the win. Ann deals.')
    """
    def one(seat: int) -> str:
        if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return str(seat)

    def sub(m: re.Match) -> str:
        i = int(m.group(1))
        ref = seats[i] if i < len(seats) else ()
        group = tuple(ref) if isinstance(ref, (tuple, list)) else (ref,)
        words = [one(s) for s in group]
        listed = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
        if names is not None:
            out = listed
        else:
            out = ("seat " if len(words) == 1 else "seats ") + listed
        start = m.start() == 0 or template[max(0, m.start() - 2):m.start()] in (". ", "! ", "? ")
        return out[:1].upper() + out[1:] if start else out

    return _MARK.sub(sub, template)


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """What the table must know before round `index` (0-based) starts."""

    index: int
    dealer: int  # seat that deals
    leader: int  # seat that leads the first trick (or plays first)
    cards: int  # cards dealt to each player (0: not fixed by the rules)
    tricks: int  # tricks played in the round (0: the game has no tricks)
    rounds: int | None  # rounds in the whole game, None when it ends at a target score

    @property
    def number(self) -> int:
        """1-based round number, as players say it."""
        return self.index + 1


@dataclass(frozen=True, slots=True)
class SeatEntry:
    """What the table reports for one seat at the end of a round."""

    call: int | None = None  # 6th Sense: prediction card value (6 = the 6/9 card); whist: bid
    tricks: int | None = None  # tricks taken, a double trick counting 2
    doubles: int = 0  # how many of the tricks taken were double tricks (6th Sense)
    hand: tuple[str, ...] | None = None  # shedding: the cards left in hand, when entered
    points: int | None = None  # shedding: the hand's value, when entered directly


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One round as the table reports it."""

    seats: tuple[SeatEntry, ...]
    trump: str | None = None  # 6th Sense colour / whist suit letter; None: no trump (yet)
    voids: int = 0  # 6th Sense, 2 players: tricks nobody won because of a block


@dataclass(frozen=True, slots=True)
class Problem:
    """Why an entry cannot be right, in plain words, and which seat/field it concerns."""

    message: str
    seat: int | None = None
    field: str | None = None  # "call", "tricks", "doubles", "voids", "trump", "hand", "points"
    template: str = _field(default="", compare=False)  # the message with seat marks
    seats: tuple = _field(default=(), compare=False)  # what each mark names: a seat or seats
    said: Any = _field(default=None, compare=False)  # the message as data (rules.message)

    def __post_init__(self) -> None:
        if isinstance(self.message, (Message, Joined)):  # built from a message: keep both
            object.__setattr__(self, "said", self.message)
            object.__setattr__(self, "message", str(self.message))

    @classmethod
    def about(cls, template: str, *seats: Any, seat: int | None = None,
              field: str | None = None) -> "Problem":
        """A problem whose message names `seats` (see `seat_mark`)."""
        return cls(name_seats(template, seats), seat, field, template, tuple(seats))

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        """The message with the seats named as the players are, in `lang`."""
        if self.said is not None:
            return render(self.said, lang=lang, names=names)
        return name_seats(self.template, self.seats, names) if self.template else self.message


@dataclass(frozen=True, slots=True)
class SeatScore:
    points: int
    explanation: str  # one sentence: why these points (English)
    said: Any = _field(default=None, compare=False)  # the explanation as data

    def __post_init__(self) -> None:
        if isinstance(self.explanation, (Message, Joined)):
            object.__setattr__(self, "said", self.explanation)
            object.__setattr__(self, "explanation", str(self.explanation))

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        return render(self.said if self.said is not None else self.explanation, lang=lang,
                      names=names)


@dataclass(frozen=True, slots=True)
class Standing:
    """Who has won when the game is over (ties share the win)."""

    over: bool
    winners: tuple[int, ...] = ()
    explanation: str = ""
    template: str = _field(default="", compare=False)  # the explanation with seat marks
    seats: tuple = _field(default=(), compare=False)
    reason: Any = _field(default="", compare=False)  # why it is over, naming nobody
    said: Any = _field(default=None, compare=False)  # the explanation as data

    def __post_init__(self) -> None:
        if isinstance(self.explanation, (Message, Joined)):
            object.__setattr__(self, "said", self.explanation)
            object.__setattr__(self, "explanation", str(self.explanation))

    @classmethod
    def about(cls, over: bool, winners: tuple[int, ...], template: str, *seats: Any,
              reason: str = "") -> "Standing":
        return cls(over, winners, name_seats(template, seats), template, tuple(seats), reason)

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        """The explanation with the seats named as the players are, in `lang`."""
        if self.said is not None:
            return render(self.said, lang=lang, names=names)
        return name_seats(self.template, self.seats, names) if self.template else self.explanation

    def reason_text(self, lang: str = "en") -> str:
        """Why the game is over (or not), naming nobody, in `lang`."""
        return render(self.reason, lang=lang)


class ScoreSheet(Protocol):
    game: str  # registry id, e.g. "sixth-sense"
    title: str  # "6th Sense"
    min_players: int
    max_players: int
    higher_wins: bool  # False for the shedding game (lowest total wins in classic mode)

    def options(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Fill defaults and validate; raises `RulesError` naming the bad option."""

    def plan(self, *, players: int, first_dealer: int, index: int,
             options: Mapping[str, Any]) -> RoundPlan:
        """Dealer, leader, cards and tricks of round `index` (0-based)."""

    def expected_tricks(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                        options: Mapping[str, Any]) -> int | None:
        """What the seats' trick counts must add up to, given the entry's doubles and voids
        (None when the game has no tricks). Lets a screen fill in the last count."""

    def check(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[Problem]:
        """Every reason the entry cannot be right (empty: it can be). Never raises for bad
        values: they come back as problems."""

    def score(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[SeatScore]:
        """Points per seat, each with its explanation. The entry must pass `check`."""

    def standing(self, *, players: int, rounds_played: int, totals: Sequence[int],
                 options: Mapping[str, Any]) -> Standing:
        """Whether the game is over after `rounds_played` rounds with these totals, and who won."""
