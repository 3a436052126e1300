"""Who wins a trick of Prism, and a round trick after trick: the engine's typed core.

Typed plays in (`Play`), a typed ruling out (`TrickRuling`, `RoundRuling`) carrying its
explanation as a message (`said`, rules.message); the JSON (`python -m rules judge`'s shape)
is read in judge.py and written by `as_json()` only.

The rules: the leader plays any card, its colour is the colour led. The highest trump wins;
with no trump in the trick, the highest card of the colour led. A 1 counts what its owner
declared (1 or 11). A 10 in a complete trick lets its winner take it as two tricks. The
winner leads the next trick; the first trick is led by the player after the dealer.

(For the lead, issue 22 item 2: these have the fields of `rules.judge_form.TrickRuling` and
`RoundRuling` as engineer `judge` is writing them; once merged, `PrismForm.rule_trick` and
`rule_round` in judge_form.py can return those types, built from these, or these can become
them. `Play.of` takes any play with `.card` (written) and `.declared`, so the app's or
rules.judge_form's `Play` is read as it is.)

>>> r = rule_trick([Play.of("jade 7"), Play.of("jade 1", declared=11)], players=3,
...                trump="garnet", leader=2)
>>> r.winner, r.complete, str(r.said)
(0, False, 'Jade 1 (declared 11) is the highest jade card and no trump is in the trick so far: seat 0 is winning.')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.message import Seat, joined, msg
from tests.games.prism.cards import DECLARE_AS, DECLARED, DOUBLE, TERMS, Card, colour_of
from tests.games.prism.scoring import score

MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True, slots=True)
class Play:
    card: Card
    declared: int | None = None  # a 1 declared 11 (None or 1: as printed)

    @property
    def value(self) -> int:
        return self.card.value if self.declared is None else self.declared

    @classmethod
    def of(cls, play: Any, at: str | None = None, *, declared: int | None = None) -> "Play":
        """A play from its written card ("jade 1", `declared` 11), or from any play object
        with `.card` (written) and `.declared`."""
        if not isinstance(play, str):
            play, declared = getattr(play, "card", play), getattr(play, "declared", None)
        card = Card.parse(play, at)
        if declared is not None and (card.value != DECLARED or declared not in DECLARE_AS):
            raise RulesError(msg("only a 1 is declared, as 1 or 11: not {card} as {value}",
                                 card=card.message(), value=repr(declared)), at)
        return cls(card, declared)

    def message(self, *, at_start: bool = False) -> Any:
        """The card as played, as a message names it ("jade 1 (declared 11)")."""
        said = self.card.message()
        if self.declared is not None and self.declared != self.card.value:
            said = msg("{card} (declared {value})", card=said, value=self.declared)
        return said.opening() if at_start else said


@dataclass(frozen=True)
class TrickRuling:
    """Who wins the trick, or is winning it so far (the fields and their order are
    `rules.judge_form.TrickRuling`'s, so the app reads either)."""

    winner: int | None
    winning_play: int | None
    complete: bool
    next_leader: int | None
    said: Any  # the explanation, a message
    rule: str | None = None  # Prism has no Rules screen sections
    requested: str | None = None  # the colour led
    reversed: bool = False  # never in Prism
    blocked: tuple[int, ...] = ()  # never in Prism
    double: bool = False  # a 10 is in the complete trick: its winner may take it as two
    peek: int | None = None  # never in Prism
    void: bool = False  # never in Prism
    record: Any = field(default=None, compare=False, repr=False)

    @property
    def explanation(self) -> str:
        return str(self.said)

    def as_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "winning_play": self.winning_play,
                "complete": self.complete, "requested": self.requested,
                "next_leader": self.next_leader, "double": self.double, "void": self.void,
                "explanation": self.explanation}


def check_table(players: Any, trump: Any, removed: Any) -> None:
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(msg("Prism is played by 2 to 4 players, not {players}",
                             players=repr(players)), "players")
    if removed is not None:
        if players != 2:
            raise RulesError(msg("only a 2-player game of Prism takes a colour out"), "removed")
        colour_of(removed, "removed")
    if trump is not None:
        colour_of(trump, "trump", removed=removed)


def rule_trick(plays: Sequence[Play], *, players: int, trump: str | None, leader: int,
               removed: str | None = None, seen: frozenset = frozenset()) -> TrickRuling:
    """Who wins the trick (or is winning it so far); `seen`: cards of earlier tricks."""
    check_table(players, trump, removed)
    if not isinstance(leader, int) or not 0 <= leader < players:
        raise RulesError(msg("the leader is a seat from 0 to {last}", last=players - 1),
                         "leader")
    if len(plays) > players:
        raise RulesError(msg("a trick of {players} players has at most {players} cards",
                             players=players), "plays")
    cards = set(seen)
    for i, p in enumerate(plays):
        colour_of(p.card.colour, f"plays[{i}]", removed=removed)
        if p.card in cards:
            raise RulesError(msg("{card} is played twice", card=p.card.message()), f"plays[{i}]")
        cards.add(p.card)
    if not plays:
        return TrickRuling(None, None, False, None, msg("No card yet: nobody is winning."))
    led = plays[0].card.colour

    def rank(i: int) -> tuple[int, int]:
        p = plays[i]
        return (2 if p.card.colour == trump else 1 if p.card.colour == led else 0, p.value)

    best = max(range(len(plays)), key=rank)
    seat = Seat((leader + best) % players)
    complete = len(plays) == players
    card = plays[best].message(at_start=True)
    if plays[best].card.colour == trump:
        why = (msg("{card} is the highest trump: {seat} wins the trick.", card=card, seat=seat)
               if complete else
               msg("{card} is the highest trump so far: {seat} is winning.", card=card,
                   seat=seat))
    elif complete:
        why = msg("{card} is the highest {colour} card and no trump is in the trick: {seat} "
                  "wins the trick.", card=card, colour=TERMS[led], seat=seat)
    else:
        why = msg("{card} is the highest {colour} card and no trump is in the trick so far: "
                  "{seat} is winning.", card=card, colour=TERMS[led], seat=seat)
    double = complete and any(p.card.value == DOUBLE for p in plays)
    if double:
        why = joined((why, msg("A 10 is in the trick: {seat} may take it as two tricks.",
                               seat=seat)))
    return TrickRuling(seat.index, best, complete, seat.index if complete else None, why,
                       requested=led, double=double)


@dataclass(frozen=True)
class RoundRuling:
    """A round so far (the fields and their order are `rules.judge_form.RoundRuling`'s)."""

    tricks: tuple[TrickRuling, ...]
    leaders: tuple[int, ...]  # who led each trick
    taken: tuple[int, ...]  # per seat, a double trick counting 2
    complete: bool
    points: tuple[int, ...] | None  # once complete, with every bid
    revokes: tuple[Any, ...] = ()  # Prism's judge finds none
    warnings: tuple[Any, ...] = ()
    said: Any = None
    record: Any = field(default=None, compare=False, repr=False)

    @property
    def voids(self) -> int:
        return 0  # a Prism trick is always won

    def as_json(self) -> dict[str, Any]:
        return {"tricks": [t.as_json() for t in self.tricks], "taken": list(self.taken),
                "complete": self.complete,
                "points": None if self.points is None else list(self.points),
                "revokes": [], "warnings": []}


def rule_round(tricks: Sequence[tuple[Sequence[Play], bool]], *, players: int, dealer: int,
               trump: str | None, bids: Sequence[int], hand: int,
               removed: str | None = None, house: Mapping[str, Any] | None = None
               ) -> RoundRuling:
    """A round so far: each trick's plays and whether its winner took it double; `house`: the
    house rules the points are scored with (`scoring.score`'s keywords; none: the defaults)."""
    check_table(players, trump, removed)
    if not isinstance(dealer, int) or not 0 <= dealer < players:
        raise RulesError(msg("the dealer is a seat from 0 to {last}", last=players - 1),
                         "dealer")
    if len(tricks) > hand:
        raise RulesError(msg("a round of {hand} cards each has {hand} tricks", hand=hand),
                         "tricks")
    leader = (dealer + 1) % players
    taken = [0] * players
    ruled, leaders, seen = [], [], frozenset()
    for i, (plays, double) in enumerate(tricks):
        try:
            ruling = rule_trick(plays, players=players, trump=trump, leader=leader,
                                removed=removed, seen=seen)
        except RulesError as exc:
            raise exc.located(f"tricks[{i}]") from None
        if not ruling.complete and i < len(tricks) - 1:
            raise RulesError(msg("only the last trick may be unfinished"), f"tricks[{i}]")
        if double and not ruling.double:
            raise RulesError(msg("a trick is taken double only when a 10 is in it"),
                             f"tricks[{i}].take_double")
        ruled.append(ruling)
        leaders.append(leader)
        seen = seen | {p.card for p in plays}
        if ruling.complete:
            taken[ruling.winner] += 2 if double else 1
            leader = ruling.next_leader
    complete = len(ruled) == hand and all(t.complete for t in ruled)
    points = None
    if complete and len(bids) == players and all(isinstance(b, int) for b in bids):
        points = tuple(score(b, t, **(house or {})).points for b, t in zip(bids, taken))
    return RoundRuling(tuple(ruled), tuple(leaders), tuple(taken), complete, points)
