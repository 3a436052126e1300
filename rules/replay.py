"""One replay of a game: plan, check, score, totals and standing, round after round.

A game is its set-up (the number of players, the first dealer, the options) and the entries the
table confirmed; everything else is computed from those by the game's `ScoreSheet`. `replay`
is that computation, written once: the app builds a game's view with it, checks and scores a
round being recorded or edited with it, and checks an imported file with it. Pure: it reads
nothing but its arguments.

`check` names the rounds to check (`True`: all of them, as an import does; a round being
recorded or edited: that one). A checked round is planned, checked (with the problems only
the rounds before can show, `history_problems`), then scored; a rules error on the way is one
of its problems. The replay stops at the first checked round with problems (`Replay.refused`).
An unchecked round is planned and scored as it is; when the rules no longer score it (a round
stored by another version of them) its `recorded` points are kept.

A round is played by the seats at the table in that round (rules/table.py, PLAYERS.md):
`players` counts every seat the game has had, `changes` says who joined, sat out, came back or
left before which round. The sheet sees each round as a game of the seats at its table,
numbered 0.. clockwise (an entry holds only them; its plan's dealer and leader are theirs);
what it says is said of the game's seats again (`rules.message.reseat`), its points added to
the game's totals, and the standing ranks the seats that have not left. With no change every
seat is at every table, and the replay is the replay of a fixed table.

>>> from rules.registry import scoresheet
>>> from rules.scoresheet import RoundEntry, SeatEntry
>>> from rules.trump import SUIT, Trump
>>> sheet = scoresheet("nomination-whist")
>>> r = replay(sheet, players=3, first_dealer=0, options=sheet.options(3, {}),
...            entries=[RoundEntry(seats=(SeatEntry(call=2, tricks=2), SeatEntry(call=3, tricks=3),
...                                       SeatEntry(call=1, tricks=2)), trump=Trump(SUIT, "S"))],
...            check=True)
>>> r.refused is None, r.totals, r.standing.over, r.next_plan.index
(True, (12, 13, 2), False, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Collection, Mapping, Sequence

from rules import table as tables_of
from rules.errors import RulesError
from rules.message import msg, reseat
from rules.scoresheet import (Problem, RoundEntry, RoundPlan, ScoreSheet, SeatEntry, SeatScore,
                              Standing)
from rules.table import Change, Table

#: the explanation of points kept as recorded (a round the rules no longer score)
AS_RECORDED = "as recorded"


@dataclass(frozen=True, slots=True)
class ReplayedRound:
    """One round as replayed: its plan, entry, scores and every seat's total after it.

    `plan`, `entry` and `scores` are the round's own: its seats are those at its table
    (`table.seats[i]` is the game's seat of the entry's seat `i`); `totals` are the game's,
    one per seat it has had. A refused round (problems found) has no scores and the totals from
    before it; `plan` is None only when the rules could not plan it (a problem says why)."""

    index: int
    plan: RoundPlan | None
    entry: RoundEntry
    scores: tuple[SeatScore, ...]
    totals: tuple[int, ...]
    problems: tuple[Problem, ...] = ()
    #: checked rounds: the standing before this round when the game was already over then
    ended: Standing | None = None
    table: Table | None = None

    @property
    def points(self) -> tuple[int, ...]:
        """The points of the seats at the table, in the entry's order."""
        return tuple(s.points for s in self.scores)

    @property
    def seats(self) -> tuple[int, ...]:
        """The game's seats at this round's table, in the entry's order."""
        return self.table.seats if self.table is not None else tuple(range(len(self.entry.seats)))

    def seat_points(self, players: int) -> tuple[int | None, ...]:
        """The points of each of the game's `players` seats (None: away)."""
        out: list[int | None] = [None] * players
        for seat, s in zip(self.seats, self.scores):
            out[seat] = s.points
        return tuple(out)


@dataclass(frozen=True, slots=True)
class Replay:
    """The replayed rounds (up to a refused one), the totals after them, the standing and the
    plan of the round to enter next (None when the game is over or a round was refused).

    `tables`: each round's table, and the next round's last; `joined`: per seat that joined,
    (the round it joined before, its starting total); `left`: per seat that left, the rounds
    played when it did ("left after round k")."""

    rounds: tuple[ReplayedRound, ...]
    totals: tuple[int, ...]
    standing: Standing
    next_plan: RoundPlan | None
    tables: tuple[Table, ...] = ()
    joined: dict[int, tuple[int, int]] = field(default_factory=dict)
    left: dict[int, int] = field(default_factory=dict)

    @property
    def refused(self) -> ReplayedRound | None:
        """The checked round whose problems stopped the replay, if any."""
        last = self.rounds[-1] if self.rounds else None
        return last if last is not None and last.problems else None

    @property
    def played(self) -> tuple[ReplayedRound, ...]:
        """The rounds replayed without problems."""
        return self.rounds[:-1] if self.refused is not None else self.rounds

    @property
    def is_over(self) -> bool:
        return self.standing.over

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats once the game is over (ties share the win), else ()."""
        return tuple(self.standing.winners) if self.standing.over else ()

    @property
    def next_table(self) -> Table | None:
        """The table of the round to enter next."""
        return self.tables[len(self.played)] if len(self.tables) > len(self.played) else None


def rules_problem(exc: RulesError) -> Problem:
    """A rules error as a problem of the round: a sentence, the field it concerns."""
    text = exc.message[:1].upper() + exc.message[1:]
    return Problem(text if text.endswith(".") else text + ".", field=exc.at, said=exc.said)


def history_problems(sheet: ScoreSheet, players: int, before: Sequence[Any],
                     after: Sequence[Any], options: Mapping[str, Any]) -> list[Problem]:
    """The problems only the rounds before can show (nomination whist: a fourth zero bid in a
    row) that the rounds `after` have and the rounds `before` had not: a change is refused only
    for what it adds. A sheet offers them as ``history_problems(history, players, options)``;
    the history is that of the seats at one table (`seated_history`)."""
    check = getattr(sheet, "history_problems", None)
    if check is None:
        return []
    old = {(p.message, p.seat, p.field) for p in check(list(before), players, options)}
    return [p for p in check(list(after), players, options)
            if (p.message, p.seat, p.field) not in old]


def seated_history(entries: Sequence[RoundEntry], tables: Sequence[Table],
                   seats: Sequence[int]) -> list[RoundEntry]:
    """The rounds `entries` (played at `tables`) as the seats `seats` (a table's, in order)
    played them: per round, each of those seats' entry, None for a round it did not play
    (away, left or not joined yet: whist's zero streak neither breaks nor grows there)."""
    out = []
    for entry, t in zip(entries, tables):
        where = {seat: i for i, seat in enumerate(t.seats)}
        out.append(RoundEntry(seats=tuple(entry.seats[where[s]] if s in where
                                          and where[s] < len(entry.seats) else None
                                          for s in seats),  # type: ignore[misc]
                              trump=entry.trump, voids=entry.voids))
    return out


def ended_standing(sheet: ScoreSheet, options: Mapping[str, Any], rounds_played: int,
                   totals: Sequence[int], seats: Sequence[int]) -> Standing:
    """A game the table ended after `rounds_played` rounds, as it stood: the best total of
    `seats` (those still in the game) wins, ties share."""
    from rules.message import Seat, Seats, msg, msg_n

    if not totals:
        return Standing(True, (), msg("The game was ended."), reason=msg("The game was ended."))
    higher = sheet.higher_wins_for(options)
    best = max(totals) if higher else min(totals)
    won = tuple(s for s, t in zip(seats, totals) if t == best)
    reason = msg_n("The game was ended after {n} round, as it stood.",
                   "The game was ended after {n} rounds, as it stood.", n=rounds_played)
    if len(won) == 1:
        said = msg("The game was ended as it stood; {seat} wins with {points}.", seat=Seat(won[0]),
                   points=best)
    else:
        said = msg("The game was ended as it stood; {seats} share the win with {points}.",
                   seats=Seats(won), points=best)
    return Standing(True, won, said, reason=reason)


class Seated:
    """The game's tables and what the sheet sees of each round (its options, its plan), with
    the starting totals of joining seats: `tables[i]`, `plan(i)`, `options_of(i)` for rounds
    0 .. `count` (the last: the round to enter after `count` rounds)."""

    def __init__(self, sheet: ScoreSheet, *, players: int, first_dealer: int,
                 options: Mapping[str, Any], changes: Sequence[Change], count: int) -> None:
        self.sheet, self.players, self.options = sheet, players, options
        self.changed = bool(changes)
        if changes:
            from rules.registry import game_title
            self.tables = tables_of.seating(
                players, first_dealer, changes, count,
                limits=(sheet.min_players, sheet.max_players), game=game_title(sheet.game),
                two_colour=bool(getattr(sheet, "takes_out_at_two", False)))
            joiners = {c.seat for c in changes if c.change == tables_of.JOIN}
            self.start = players - len(joiners)
        else:
            self.tables = tables_of.fixed(players, first_dealer, count + 1)
            self.start = players
        self.first_dealer = first_dealer
        self.joined: dict[int, tuple[int, int]] = {}
        self.left: dict[int, int] = {}
        self._options: dict[int, Mapping[str, Any]] = {}

    def options_of(self, index: int) -> Mapping[str, Any]:
        if not self.changed:
            return self.options
        known = self._options.get(index)
        if known is None:
            known = self._options[index] = self.sheet.round_options(
                self.options, table=self.tables[index], start=self.start)
        return known

    def plan(self, index: int) -> RoundPlan:
        t = self.tables[index]
        if not self.changed:
            return self.sheet.plan(players=self.players, first_dealer=self.first_dealer,
                                   index=index, options=self.options)
        if t.ended:
            raise RulesError(msg("the game was ended: there is no round {number}",
                                 number=index + 1), "index")
        n = t.players
        return self.sheet.plan(players=n, first_dealer=(t.local_dealer - index) % n,
                               index=index, options=self.options_of(index))

    def sit(self, index: int, totals: tuple[int, ...]) -> tuple[int, ...]:
        """The totals once the changes before round `index` are made (joining seats given
        their starting totals)."""
        t = self.tables[index]
        for seat in t.leaves:
            self.left[seat] = index
        if not t.joins:
            return totals
        joining = {c.seat for c in t.joins}
        still = [s for s in t.seats + t.away if s not in joining]
        higher = self.sheet.higher_wins_for(self.options)
        out = list(totals)
        for c in t.joins:
            taken = totals[c.takes_over] if c.takes_over is not None else None
            out[c.seat] = tables_of.starting_total(c.start, others=[totals[s] for s in still],
                                                   higher_wins=higher, taken=taken)
            self.joined[c.seat] = (index, out[c.seat])
        return tuple(out)

    def history(self, entries: Sequence[RoundEntry], index: int) -> list[Any]:
        if not self.changed:
            return list(entries)
        return seated_history(entries, self.tables, self.tables[index].seats)

    def standing(self, rounds_played: int, totals: tuple[int, ...]) -> Standing:
        """The standing after `rounds_played` rounds: the seats that have not left ranked."""
        if not self.changed:
            return self.sheet.standing(players=self.players, rounds_played=rounds_played,
                                       totals=totals, options=self.options)
        t = self.tables[min(rounds_played, len(self.tables) - 1)]
        ranked = tuple(s for s in range(self.players) if s not in t.left and s not in t.waiting)
        if t.ended:  # ended by the table, as it stood (PLAYERS.md)
            return ended_standing(self.sheet, self.options, rounds_played,
                                  [totals[s] for s in ranked], ranked)
        said = self.sheet.standing(players=len(ranked), rounds_played=rounds_played,
                                   totals=[totals[s] for s in ranked],
                                   options=self.options_of(t.index))
        return Standing(said.over, tuple(ranked[w] for w in said.winners),
                        reseat(said.said if said.said is not None else said.explanation, ranked),
                        reason=said.reason)

    def local(self, index: int, value: Any) -> Any:
        """What the sheet said of round `index`'s seats, said of the game's."""
        if not self.changed:
            return value
        seats = self.tables[index].seats
        if isinstance(value, Problem):
            return Problem(reseat(value.said if value.said is not None else value.message,
                                  seats),
                           None if value.seat is None else seats[value.seat], value.field)
        if isinstance(value, SeatScore):
            return SeatScore(value.points, reseat(value.said if value.said is not None
                                                  else value.explanation, seats))
        return value


def replay(sheet: ScoreSheet, *, players: int, first_dealer: int, options: Mapping[str, Any],
           entries: Sequence[RoundEntry], recorded: Sequence[Sequence[int]] | None = None,
           check: bool | Collection[int] = (), previous: Sequence[RoundEntry] | None = None,
           known: Sequence[Any] = (), until_over: bool = False,
           changes: Sequence[Change] = ()) -> Replay:
    """Replay `entries` (round 0 first) with these set-up values.

    `players`: every seat the game has had; `changes`: the changes of the table
    (rules.table), none for a table that never changes. Each entry holds the seats at its
    round's table. `recorded`: the points stored with each round, kept for an unchecked round
    the rules no longer score. `check`: True to check every round, or the indexes of the rounds
    to check. `previous`: the entries as they were before this change (recording or editing a
    round); the history problems counted are those the change adds to them. Without it, those
    a round adds to the rounds before it. `known`: these rounds as replayed before with the same
    set-up (each with `entry`, `plan` and `scores`, as a loaded view's rounds): an unchecked
    round whose entry is unchanged keeps its plan and scores instead of being scored again.
    `until_over`: stop after the round that ends the game (a what-if under other options: the
    rounds after it would not have been played).

    Raises `RulesError` for changes that cannot be (one sentence naming the round), and for an
    unchecked round the rules cannot plan (or score, without recorded points)."""
    checked = range(len(entries)) if check is True else frozenset(check or ())
    seated = Seated(sheet, players=players, first_dealer=first_dealer, options=options,
                    changes=changes, count=len(entries))
    totals = (0,) * players
    rounds: list[ReplayedRound] = []
    for index, entry in enumerate(entries):
        totals = seated.sit(index, totals)
        t = seated.tables[index]
        if index in checked:
            done = _checked(sheet, seated, entries, index, totals, previous)
            rounds.append(done)
            if done.problems:
                return Replay(rounds=tuple(rounds), totals=totals,
                              standing=seated.standing(index, totals), next_plan=None,
                              tables=tuple(seated.tables), joined=seated.joined,
                              left=seated.left)
        elif index < len(known) and known[index].entry == entry \
                and getattr(known[index], "table", t) == t:
            seen = known[index]
            done = ReplayedRound(index=index, plan=seen.plan, entry=entry,
                                 scores=tuple(seen.scores),
                                 totals=_add(totals, t.seats, seen.scores), table=t)
            rounds.append(done)
        else:
            plan = seated.plan(index)
            try:
                scores = tuple(seated.local(index, s) for s in sheet.score(
                    players=t.players, plan=plan, entry=entry, options=seated.options_of(index)))
            except RulesError:
                if recorded is None or index >= len(recorded):
                    raise
                scores = tuple(SeatScore(p, AS_RECORDED) for p in recorded[index])
            done = ReplayedRound(index=index, plan=plan, entry=entry, scores=scores,
                                 totals=_add(totals, t.seats, scores), table=t)
            rounds.append(done)
        totals = done.totals
        if until_over and index + 1 < len(entries) and seated.standing(index + 1, totals).over:
            break
    if len(rounds) < len(seated.tables):
        totals = seated.sit(len(rounds), totals)  # the changes before the next round
    standing = seated.standing(len(rounds), totals)
    next_plan = None
    if not standing.over:
        try:
            next_plan = seated.plan(len(rounds))
        except RulesError:  # a game of a fixed number of rounds, all played
            next_plan = None
    return Replay(rounds=tuple(rounds), totals=totals, standing=standing, next_plan=next_plan,
                  tables=tuple(seated.tables), joined=seated.joined, left=seated.left)


def _add(totals: tuple[int, ...], seats: Sequence[int],
         scores: Sequence[SeatScore]) -> tuple[int, ...]:
    out = list(totals)
    for seat, s in zip(seats, scores):
        out[seat] += s.points
    return tuple(out)


def _checked(sheet: ScoreSheet, seated: Seated, entries: Sequence[RoundEntry], index: int,
             totals: tuple[int, ...], previous: Sequence[RoundEntry] | None) -> ReplayedRound:
    """Round `index` planned, checked and (without problems) scored."""
    entry = entries[index]
    t = seated.tables[index]
    options = seated.options_of(index)
    before = seated.standing(index, totals)
    ended = before if before.over else None
    plan = None
    try:
        plan = seated.plan(index)
        problems = list(sheet.check(players=t.players, plan=plan, entry=entry, options=options))
        if previous is None:
            problems += history_problems(sheet, t.players, seated.history(entries[:index], index),
                                         seated.history(entries[:index + 1], index), options)
        else:
            problems += history_problems(sheet, t.players, seated.history(previous, index),
                                         seated.history(entries, index), options)
        scores: tuple[SeatScore, ...] = ()
        if not problems:
            scores = tuple(sheet.score(players=t.players, plan=plan, entry=entry,
                                       options=options))
    except RulesError as exc:
        problems, scores = [rules_problem(exc)], ()
    problems = [seated.local(index, p) for p in problems]
    if problems:
        return ReplayedRound(index=index, plan=plan, entry=entry, scores=(), totals=totals,
                             problems=tuple(problems), ended=ended, table=t)
    scores = tuple(seated.local(index, s) for s in scores)
    return ReplayedRound(index=index, plan=plan, entry=entry, scores=scores,
                         totals=_add(totals, t.seats, scores), ended=ended, table=t)
