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

from dataclasses import dataclass, field
from dataclasses import field as _field
from typing import Any, Mapping, Protocol, Sequence

from rules.language import render
from rules.message import Joined, Message

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
    said: Any = _field(default=None, compare=False)  # the message as data (rules.message)

    def __post_init__(self) -> None:
        if isinstance(self.message, (Message, Joined)):  # built from a message: keep both
            object.__setattr__(self, "said", self.message)
            object.__setattr__(self, "message", str(self.message))

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        """The message with the seats named as the players are, in `lang`."""
        return render(self.said if self.said is not None else self.message, lang=lang,
                      names=names)


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
    reason: Any = _field(default="", compare=False)  # why it is over, naming nobody
    said: Any = _field(default=None, compare=False)  # the explanation as data

    def __post_init__(self) -> None:
        if isinstance(self.explanation, (Message, Joined)):
            object.__setattr__(self, "said", self.explanation)
            object.__setattr__(self, "explanation", str(self.explanation))

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        """The explanation with the seats named as the players are, in `lang`."""
        return render(self.said if self.said is not None else self.explanation, lang=lang,
                      names=names)

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
