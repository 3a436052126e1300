"""Game flow as values: everything the scorekeeper needs to know about a game.

The app's game-flow service (scorepad.services) works only through `ScoreSheet`, so a new game
plugs in by registering a sheet, without changes to the service, the store or the screens.

A game is a sequence of rounds. For round `index` (0-based) the sheet says who deals, who
leads, how many cards are dealt and how many tricks are played (`plan`). The table reports one
`RoundEntry` per round: per seat the call (prediction or bid), the tricks taken and how many of
them were taken double, or the hand left (shedding); per round the trump and the void tricks.
The sheet checks the entry (`check`: empty list = consistent), scores it (`score`), and says
when the game is over and who won (`is_over`, `winners`).

Options are typed and frozen per game (`rules.options.GameOptions`; `rules/<game>/options.py`
documents the keys): `options()` parses a raw mapping at the boundary, `to_dict()` is the stored
form, and the other methods take the typed options or a stored mapping. `option_specs` describe
the options as data (what a new-game screen offers), so the app renders them knowing no game.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as _field
from types import MappingProxyType
from enum import Enum
from typing import Any, Mapping, Protocol, Sequence

from rules.message import keep_said
from rules.paint import Paint
from rules.trump import COLOUR_TURNED, TrumpWords

#: the fewest and the most players any game seats (each sheet's min/max_players lie within):
#: the one limit the app's forms, the game service and the import share
MIN_PLAYERS = 2
MAX_PLAYERS = 6

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
    # the trump, the value itself (rules.trump.Trump): one of the round's trump choices (a 6th
    # Sense colour, a whist suit, NO_TRUMP when the round offers it); None: none yet (not
    # chosen, a late trump not turned) or no trump phase. Its stored form ("red", "S", null)
    # lives only at the edges (scorepad.store.round_rows, an export, the judge's JSON).
    trump: Any = None
    voids: int = 0  # 6th Sense, 2 players: tricks nobody won because of a block


@dataclass(frozen=True, slots=True)
class Problem:
    """Why an entry cannot be right, in plain words, and which seat/field it concerns."""

    message: str
    seat: int | None = None
    field: str | None = None  # "call", "tricks", "doubles", "voids", "trump", "hand", "points"
    said: Any = _field(default=None, compare=False)  # the message as data (rules.message)

    def __post_init__(self) -> None:
        keep_said(self, "message")  # built from a message: keep both

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        """The message with the seats named as the players are, in `lang`."""
        from rules.language import render  # on first use: the judge's start stays quick

        return render(self.said if self.said is not None else self.message, lang=lang,
                      names=names)


@dataclass(frozen=True, slots=True)
class SeatScore:
    points: int
    explanation: str  # one sentence: why these points (English)
    said: Any = _field(default=None, compare=False)  # the explanation as data

    def __post_init__(self) -> None:
        keep_said(self)  # built from a message: keep both

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        from rules.language import render

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
        keep_said(self)  # built from a message: keep both

    def text(self, names: Sequence[str] | None = None, lang: str = "en") -> str:
        """The explanation with the seats named as the players are, in `lang`."""
        from rules.language import render

        return render(self.said if self.said is not None else self.explanation, lang=lang,
                      names=names)

    def reason_text(self, lang: str = "en") -> str:
        """Why the game is over (or not), naming nobody, in `lang`."""
        from rules.language import render

        return render(self.reason, lang=lang)


# ---- how a round is entered, as data (the app renders whatever the sheet says) ------------

class Phase(str, Enum):
    """A phase of entering a round. A sheet lists the ones its rounds have, in the order the
    table fills them (`EntryForm.phases`: that order IS the round's order, the app writes it
    nowhere else): the trump before the calls when it is turned up first, after them when it
    is known only once every call is in. (A `str`: `Phase.CALL == "call"`, as a `Problem`'s
    field names it.)"""

    CALL = "call"  # per seat: a prediction or a bid, picked from `EntryForm.calls`
    TRUMP = "trump"  # per round: one of `EntryForm.trumps`
    TRICKS = "tricks"  # per seat: the tricks taken (`ScoreSheet.trick_choices`)
    DOUBLES = "doubles"  # per seat: how many of them were taken double (`double_choices`)
    VOIDS = "voids"  # per round: the tricks nobody won (`EntryForm.voids`)
    HAND = "hand"  # per seat: the points of the hand left, typed (`hand_points_problem`)

    def __str__(self) -> str:
        return self.value

    def __hash__(self) -> int:  # as its text's: a phase and its name are one key
        return str.__hash__(self)


CALL, TRUMP, TRICKS, DOUBLES, VOIDS, HAND = Phase
PHASES = tuple(Phase)

# The game's words, as keys of fixed sets of whole phrases the app holds (translators see
# whole sentences per case: "Confirm round" / "Confirm game"), never as words to splice.
KINDS = ("round", "game")  # what one round of the sheet is called at the table
CALL_WORDS = ("prediction", "bid")  # what a call is called


@dataclass(frozen=True, slots=True)
class Choice:
    """One value a key offers: `value` is the thing itself (a call's number; a trump choice's
    `rules.trump.Trump`, no trump included), `label` how the key is written, in English
    ("6/9", "blue"), `said` the game's word for it when it is one (a `Term`: "blue",
    "spades", "no trump"), which a reader says in its language (None: the label is written as
    it is, a number, "6/9"), and `paint` the card colours its chip is drawn in (None: the
    theme's)."""

    value: Any
    label: str
    said: Any = None
    paint: Paint | None = None

    @property
    def key(self) -> str:
        """A stable name for the control that offers it ("blue", "S", "none", "6")."""
        return getattr(self.value, "key", None) or str(self.value)

    @property
    def word(self) -> Any:
        """What a reader says for it: the game's term, else the label."""
        return self.label if self.said is None else self.said


@dataclass(frozen=True, slots=True)
class EntryForm:
    """How the table enters round `plan` with these options: the phases in order, the choices
    of each, how the trump is asked for, and which of the app's fixed phrases name things
    (see the word sets above)."""

    phases: tuple[Phase, ...]
    calls: tuple[Choice, ...] = ()
    trumps: tuple[Choice, ...] = ()
    voids: tuple[int, ...] = ()
    call_word: str = "prediction"  # CALL_WORDS
    trump_words: TrumpWords = COLOUR_TURNED  # the trump row's layout and phrases
    no_trump: Any = None  # why the round has no trump phase, said ("Novice: no trump.")
    face_down: bool = False  # the calls may be kept hidden until the round ends

    def has(self, phase: str) -> bool:
        return phase in self.phases

    @property
    def trump_after_calls(self) -> bool:
        """The trump is known only once every call is in (late trump, chosen by a bidder)."""
        return (TRUMP in self.phases and CALL in self.phases
                and self.phases.index(TRUMP) > self.phases.index(CALL))

    def call_label(self, value: Any) -> str:
        """How a call is written ("6/9"), "–" for none."""
        if value is None:
            return "–"
        return next((c.label for c in self.calls if c.value == value), str(value))

    def trump_choice(self, trump: Any) -> Choice | None:
        """The trump choice whose value is `trump` (None: none is)."""
        return next((c for c in self.trumps if c.value == trump), None)


class SheetDefaults:
    """What a sheet says when its game has nothing to say (a base the sheets share):
    no forbidden calls, nobody chooses trump, any trick count up to the tricks played, no
    doubles, every hand value allowed, the game's fixed `higher_wins`, no history problems."""

    higher_wins: bool = True
    round_word: str = "round"  # KINDS: what one round is called in the service's messages
    option_specs: tuple[Any, ...] = ()  # rules.options.OptionSpec: the game has no options
    options_type: Any = None  # the game's rules.options.GameOptions type (None: NoOptions)
    # -- what the statistics read (scorepad/services/figures/per_game.py renders it in SQL) ------
    call_word: str = ""  # CALL_WORDS: what the rounds' calls are called; "": no calls
    #: the calls whose label or targets are not simply their value ("6/9"; `call_targets`)
    call_choices: tuple[Choice, ...] = ()
    #: an option whose values are kinds of game whose figures are never compared (totals read
    #: differently: classic shedding and Last Man Standing); None: the game is one kind.
    #: `higher_wins_for` may depend on this option only
    kind_option: str | None = None
    kind_words: Mapping[Any, Any] = MappingProxyType({})  # kind_option value -> its term

    #: the game takes a colour out of the deck when 2 are at the table (6th Sense): a change
    #: that leaves 2 at the table names it (rules.table)
    takes_out_at_two: bool = False
    #: the option a table chooses that colour with (its picks offered when the table goes
    #: down to 2); None: the game takes nothing out
    removed_option: str | None = None

    def rounds_changeable(self, options: Mapping[str, Any]) -> bool:
        """Whether a table whose players change may play another number of rounds (a game
        that ends after the rounds of its set-up table: 6th Sense)."""
        return False

    def call_targets(self, call: int) -> tuple[int, ...]:
        """The trick counts that meet `call`, ascending (6th Sense: the 6/9 card, 6 or 9)."""
        return (call,)

    def round_options(self, options: Mapping[str, Any], *, table: Any, start: int
                      ) -> Mapping[str, Any]:
        """The options a round is played with when its table (`rules.table.Table`) is not the
        game's start (`start` seats): what depends on the number at the table. The game's
        own, unless the game says otherwise (6th Sense: the colour taken out, the rounds)."""
        return options

    def default_start(self, options: Mapping[str, Any]) -> str:
        """How a joining seat's total starts unless the table says otherwise (rules.table)."""
        return "zero"

    def read_options(self, stored: Mapping[str, Any] | None) -> Any:
        """A game's options as stored, as the typed options (`GameOptions.of`)."""
        from rules.options import NoOptions

        return (self.options_type or NoOptions).of(stored)

    def higher_wins_for(self, options: Mapping[str, Any]) -> bool:
        return self.higher_wins

    def forbidden_calls(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                        history: Sequence[RoundEntry], options: Mapping[str, Any]
                        ) -> dict[Any, Problem]:
        return {}

    def trump_chooser_of(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                         options: Mapping[str, Any]) -> int | None:
        return None

    def trick_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                      options: Mapping[str, Any]) -> tuple[int, ...]:
        return tuple(range(0, plan.tricks + 1))

    def double_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                       options: Mapping[str, Any]) -> tuple[int, ...]:
        return (0,)

    def hand_points_problem(self, value: int, seat: int) -> Any:
        return None


class ScoreSheet(Protocol):
    game: str  # registry id, e.g. "sixth-sense"
    title: str  # "6th Sense"
    min_players: int
    max_players: int
    higher_wins: bool  # False for the shedding game (lowest total wins in classic mode)

    option_specs: tuple[Any, ...]  # rules.options.OptionSpec, in the order a screen shows them
    # what the statistics read (defaults in SheetDefaults)
    call_word: str  # "prediction", "bid"; "" when the rounds carry no call
    call_choices: tuple[Choice, ...]  # calls written otherwise than their value, or aiming
    kind_option: str | None  # an option whose values are kinds of game kept apart
    kind_words: Mapping[Any, Any]  # each kind_option value's term

    def call_targets(self, call: int) -> tuple[int, ...]:
        """The trick counts that meet `call`, ascending."""

    def options(self, players: int, options: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
        """Fill defaults and validate into the game's typed options (`rules.options.GameOptions`,
        a read-only mapping of its stored form); raises `RulesError` naming the bad option."""

    def read_options(self, stored: Mapping[str, Any] | None) -> Mapping[str, Any]:
        """Stored options (a game's row, an export) read as the typed options."""

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

    # -- entering a round (the app's round screen renders these; it knows no game) ---------
    def entry_form(self, *, players: int, plan: RoundPlan, options: Mapping[str, Any]
                   ) -> EntryForm:
        """The phases of entry of round `plan` in order, their choices and the game's words."""

    def higher_wins_for(self, options: Mapping[str, Any]) -> bool:
        """Whether the highest total leads with these options (classic shedding: lowest)."""

    def forbidden_calls(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                        history: Sequence[RoundEntry], options: Mapping[str, Any]
                        ) -> dict[Any, Problem]:
        """The calls `seat` may not make now (given the calls entered and the rounds before),
        each with why: whist's hook and zero streak."""

    def trump_chooser_of(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                         options: Mapping[str, Any]) -> int | None:
        """The seat that chooses trump, once known (None: nobody chooses, or not yet)."""

    def trick_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                      options: Mapping[str, Any]) -> tuple[int, ...]:
        """The trick counts `seat` can still have taken, given the rest of the entry."""

    def double_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                       options: Mapping[str, Any]) -> tuple[int, ...]:
        """How many double tricks `seat` can have taken, given its tricks."""

    def hand_points_problem(self, value: int, seat: int) -> Any:
        """Why `value` cannot be the points of `seat`'s hand left, a message naming the seat
        (None: it can be)."""
