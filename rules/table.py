"""Who is at the table in each round: seats, and the changes made between rounds (PLAYERS.md).

A game has **seats**, in clockwise order, numbered by their place in the game's players as they
stand now (every seat the game has had, those who left included: a seat that joined stands at
its place). In each round a seat is **at the table** (dealt in, calls, takes tricks, scores) or
**away** (no cards, no call, no points; its total stays as it was). Between two rounds the table
changes: a seat **joins** (from the next round on, with a starting total), **sits out**, **comes
back**, or **leaves** (away for the rest of the game); 6th Sense may also change the number of
rounds (`ROUNDS`). A round is dealt for the seats at the table: the score sheets see only them,
numbered 0.. in clockwise order (a fixed table is the special case where they are all the seats).

`seating(players, first_dealer, changes, rounds)` works the tables out, checking every change
(one sentence naming the round); `Table` is one round's table: the seats at it, in order, its
dealer, and what the changes before it did. The replay (rules/replay.py) plays each round with
its table; the starting totals of joining seats are worked out there, from the totals then.

>>> t = seating(4, 3, [Change(1, SIT_OUT, 0), Change(2, COME_BACK, 0)], 3)
>>> [(x.seats, x.dealer) for x in t]
[((0, 1, 2, 3), 3), ((1, 2, 3), 1), ((0, 1, 2, 3), 2), ((0, 1, 2, 3), 3)]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from rules.errors import RulesError
from rules.message import Seat, msg, msg_n

JOIN, SIT_OUT, COME_BACK, LEAVE, ROUNDS = "join", "sit_out", "come_back", "leave", "rounds"
#: the game ends here, as it stands (PLAYERS.md: two at the table and one must go)
END = "end"
CHANGES = (JOIN, SIT_OUT, COME_BACK, LEAVE, ROUNDS, END)
#: a joining seat's starting total (PLAYERS.md): 0, the total farthest from winning among the
#: seats still in the game, their mean, or the total of a seat that left (`Change.takes_over`)
ZERO, WORST, AVERAGE, TAKES_OVER = "zero", "worst", "average", "takes_over"
STARTS = (ZERO, WORST, AVERAGE, TAKES_OVER)

# a seat's state before a round
WAITING, IN, AWAY, LEFT = "waiting", "in", "away", "left"


@dataclass(frozen=True, slots=True)
class Change:
    """One change of the table, made before round `before_round` (0-based: the first round
    played after it). `seat` is the seat it concerns (its place in the game's players);
    a join says how its total starts (`start`, and `takes_over`: the seat that left whose
    total it takes); `removed` is 6th Sense's colour taken out when the changes before a
    round leave 2 at the table; a `ROUNDS` change sets the game's number of rounds."""

    before_round: int
    change: str
    seat: int | None = None
    start: str = ZERO
    takes_over: int | None = None
    removed: str | None = None
    rounds: int | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """Round `index`'s table: the seats at it (clockwise, as the game numbers them), the
    dealer (one of them), the seats away, left or not joined yet, and what the changes just
    before it did (`joins`: (seat, its starting rule) in order; `changed`: any change at all).
    `removed`: 6th Sense's colour taken out while 2 are at the table (None otherwise, or the
    game's own at the start); `rounds`: the game's rounds as last changed (None: unchanged)."""

    index: int
    seats: tuple[int, ...]
    dealer: int
    away: tuple[int, ...] = ()
    left: tuple[int, ...] = ()
    waiting: tuple[int, ...] = ()
    joins: tuple[Change, ...] = ()
    leaves: tuple[int, ...] = ()
    changed: bool = False
    removed: str | None = None
    rounds: int | None = None
    ended: bool = False  # the game was ended before this round, as it stood

    @property
    def players(self) -> int:
        """How many are at the table: what the round is dealt for."""
        return len(self.seats)

    def local(self, seat: int) -> int | None:
        """The seat's number in this round (0 = the first at the table), None when away."""
        try:
            return self.seats.index(seat)
        except ValueError:
            return None

    @property
    def local_dealer(self) -> int:
        return self.seats.index(self.dealer)


def fixed(players: int, first_dealer: int, count: int) -> list[Table]:
    """`count` rounds of a table that never changes."""
    seats = tuple(range(players))
    return [Table(i, seats, (first_dealer + i) % players if players else 0)
            for i in range(count)]


def _next_at(seats: Sequence[int], after: int, total: int) -> int:
    """The first of `seats` clockwise after place `after` (the place itself excluded) among
    `total` places."""
    at = set(seats)
    for step in range(1, total + 1):
        place = (after + step) % total
        if place in at:
            return place
    raise RulesError(msg("nobody is at the table"))  # the range check comes first


def _from(seats: Sequence[int], place: int, total: int) -> int:
    """The first of `seats` clockwise from place `place` (itself included)."""
    return place if place in seats else _next_at(seats, place, total)


def seating(players: int, first_dealer: int, changes: Iterable[Change], count: int, *,
            limits: tuple[int, int] | None = None, game: Any = None,
            two_colour: bool = False) -> list[Table]:
    """The tables of rounds 0 .. `count` (inclusive: the last is the round to enter next) of a
    game of `players` seats (every seat it has had) whose first dealer is `first_dealer`.

    `limits`: the fewest and most at the table (checked for every round with changes before
    it; `game`: the game's title, for the sentence). `two_colour`: the game takes a colour out
    when 2 are at the table (6th Sense): going from 3 or more to 2 needs one (`removed` on a
    change of that round), going back to 3 or more puts it back (from 2 to 2 it stays out). Raises `RulesError` with one sentence naming the round, for the first change
    that cannot be."""
    changes = tuple(changes)
    by_round: dict[int, list[Change]] = {}
    for c in changes:
        _check_shape(c, players)
        by_round.setdefault(c.before_round, []).append(c)
    if any(k > count for k in by_round):
        k = max(by_round)
        raise RulesError(msg("a change is made before round {number}, but only {played} "
                             "rounds are played", number=k + 1, played=count), "changes")
    joiners = {c.seat for c in changes if c.change == JOIN}
    state = [WAITING if s in joiners else IN for s in range(players)]
    if not 0 <= first_dealer < players or state[first_dealer] == WAITING:
        raise RulesError(msg("the first dealer must be a seat of the start"), "first_dealer")
    taken: set[int] = set()
    tables: list[Table] = []
    dealer: int | None = None
    out: str | None = None
    rounds: int | None = None
    ended = False
    before = sum(1 for s in state if s == IN)
    for index in range(count + 1):
        group = by_round.get(index, [])
        joins, leaves = [], []
        if ended and group:
            raise RulesError(msg("the game was ended before round {number}: nothing changes "
                                 "after that", number=index), "changes")
        for c in group:
            who = c.seat
            if c.change == END:
                if index == 0:
                    raise RulesError(msg("a game ends after a round is played"), "changes")
                ended = True
                continue
            if c.change == ROUNDS:
                if c.rounds is None or c.rounds <= index:
                    raise RulesError(msg("before round {number} the game cannot end after "
                                         "{rounds} rounds: {played} are already played",
                                         number=index + 1, rounds=c.rounds, played=index),
                                     "changes")
                rounds = c.rounds
                continue
            now = state[who]
            if c.change == JOIN:
                if now != WAITING:
                    raise RulesError(msg("{seat} already has a seat in this game",
                                         seat=Seat(who)), "changes")
                state[who] = IN
                joins.append(c)
            elif c.change == SIT_OUT:
                if now != IN:
                    raise RulesError(_not_there(who, now, index), "changes")
                state[who] = AWAY
            elif c.change == COME_BACK:
                if now != AWAY:
                    raise RulesError(msg("before round {number}, {seat} cannot come back: "
                                         "only a seat that sat out can", number=index + 1,
                                         seat=Seat(who)), "changes")
                state[who] = IN
            elif c.change == LEAVE:
                if now not in (IN, AWAY):
                    raise RulesError(_not_there(who, now, index), "changes")
                state[who] = LEFT
                leaves.append(who)
        for c in joins:  # a seat taken over: one that has left by now, once
            if c.start == TAKES_OVER:
                if state[c.takes_over] != LEFT:
                    raise RulesError(msg("before round {number}, {seat} cannot be taken over: "
                                         "only a seat that left can", number=index + 1,
                                         seat=Seat(c.takes_over)), "changes")
                if c.takes_over in taken:
                    raise RulesError(msg("before round {number}, {seat} is taken over a "
                                         "second time: a seat is taken over once",
                                         number=index + 1, seat=Seat(c.takes_over)),
                                     "changes")
                taken.add(c.takes_over)
        seats = tuple(s for s in range(players) if state[s] == IN)
        if group and not ended and limits is not None and \
                not limits[0] <= len(seats) <= limits[1]:
            raise RulesError(out_of_range(game, index, len(seats), limits), "changes")
        if not seats and not ended:
            raise RulesError(msg("nobody is at the table"), "changes")
        if two_colour:
            given = next((c.removed for c in reversed(group) if c.removed), None)
            if len(seats) == 2 and before >= 3:
                if given is None:
                    raise RulesError(msg("before round {number} 2 players are left at the "
                                         "table: say which colour is taken out",
                                         number=index + 1), "removed")
                out = given
            elif len(seats) == 2 and given is not None:
                out = given
            elif len(seats) >= 3:
                out = None
        if not seats:  # ended with nobody left: no round follows
            dealer = dealer if dealer is not None else first_dealer
        else:
            dealer = (_from(seats, first_dealer, players) if dealer is None
                      else _next_at(seats, dealer, players))
        tables.append(Table(
            index, seats, dealer,
            away=tuple(s for s in range(players) if state[s] == AWAY),
            left=tuple(s for s in range(players) if state[s] == LEFT),
            waiting=tuple(s for s in range(players) if state[s] == WAITING),
            joins=tuple(joins), leaves=tuple(leaves), changed=bool(group),
            removed=out if two_colour else None, rounds=rounds, ended=ended))
        if ended and index < count:
            raise RulesError(msg("the game was ended after round {number}: no round is played "
                                 "after that", number=index), "changes")
        before = len(seats)
    return tables


def _check_shape(c: Change, players: int) -> None:
    """A change that names what its kind needs (its seat, a known start...)."""
    if not isinstance(c, Change) or c.change not in CHANGES:
        raise RulesError(msg("a change is a join, a sit-out, a come-back, a leave, a change "
                             "of the rounds or the game's end, not {given}",
                             given=repr(getattr(c, "change", c))),
                         "changes")
    if isinstance(c.before_round, bool) or not isinstance(c.before_round, int) \
            or c.before_round < 0:
        raise RulesError(msg("a change is made before a round numbered from 0, not {given}",
                             given=repr(c.before_round)), "changes")
    if c.change == END:
        return
    if c.change == ROUNDS:
        if isinstance(c.rounds, bool) or not isinstance(c.rounds, int) or c.rounds < 1:
            raise RulesError(msg("the number of rounds is a whole number from 1, not {given}",
                                 given=repr(c.rounds)), "changes")
        return
    if isinstance(c.seat, bool) or not isinstance(c.seat, int) or not 0 <= c.seat < players:
        raise RulesError(msg("a change names a player who is not in this game"), "changes")
    if c.change == JOIN:
        if c.start not in STARTS:
            raise RulesError(msg("a joining player starts at zero, the worst total, the "
                                 "average or takes over a seat that left, not {given}",
                                 given=repr(c.start)), "changes")
        if (c.start == TAKES_OVER) != (c.takes_over is not None) or (
                c.takes_over is not None and not 0 <= c.takes_over < players):
            raise RulesError(msg("a player who takes over names the seat that left"), "changes")


def _not_there(seat: int, state: str, index: int) -> Any:
    if state == LEFT:
        return msg("before round {number}, {seat} has already left the game",
                   number=index + 1, seat=Seat(seat))
    if state == WAITING:
        return msg("before round {number}, {seat} has not joined the game yet",
                   number=index + 1, seat=Seat(seat))
    return msg("before round {number}, {seat} is not at the table", number=index + 1,
               seat=Seat(seat))


def out_of_range(game: Any, index: int, count: int, limits: tuple[int, int]) -> Any:
    """The one sentence for a table out of the game's range before round `index`."""
    if count < limits[0]:
        return msg_n("{game} is played by {least} to {most} players: round {number} would have "
                     "only {n} player at the table",
                     "{game} is played by {least} to {most} players: round {number} would have "
                     "only {n} players at the table", n=count, game=game, least=limits[0],
                     most=limits[1], number=index + 1)
    return msg_n("{game} is played by {least} to {most} players: round {number} would have "
                 "{n} player at the table",
                 "{game} is played by {least} to {most} players: round {number} would have "
                 "{n} players at the table", n=count, game=game, least=limits[0],
                 most=limits[1], number=index + 1)


def starting_total(rule: str, *, others: Sequence[int], higher_wins: bool,
                   taken: int | None = None) -> int:
    """A joining seat's first total: `others` are the totals of the seats still in the game
    (not left; the joiners of the same round excluded); `taken` the total of the seat taken
    over.

    >>> starting_total(AVERAGE, others=[3, -4], higher_wins=True)   # -0.5: half away from 0
    -1
    >>> starting_total(WORST, others=[12, 3, 40], higher_wins=False)
    40
    """
    if rule == TAKES_OVER:
        return int(taken or 0)
    if rule == ZERO or not others:
        return 0
    if rule == WORST:
        return min(others) if higher_wins else max(others)
    total, count = sum(others), len(others)  # the mean, rounded half away from zero
    q, r = divmod(abs(total), count)
    mean = q + (1 if 2 * r >= count else 0)
    return mean if total >= 0 else -mean


@dataclass(frozen=True, slots=True)
class Lineup:
    """What the game's changes did, for showing it: per seat, the round it joined before and
    its starting total, and the number of rounds played when it left (`left_after`)."""

    joined: dict[int, tuple[int, int]] = field(default_factory=dict)  # seat: (round, total)
    left_after: dict[int, int] = field(default_factory=dict)  # seat: rounds played then
