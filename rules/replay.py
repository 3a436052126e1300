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

from dataclasses import dataclass
from typing import Any, Collection, Mapping, Sequence

from rules.errors import RulesError
from rules.scoresheet import (Problem, RoundEntry, RoundPlan, ScoreSheet, SeatScore, Standing)

#: the explanation of points kept as recorded (a round the rules no longer score)
AS_RECORDED = "as recorded"


@dataclass(frozen=True, slots=True)
class ReplayedRound:
    """One round as replayed: its plan, entry, scores and every seat's total after it.

    A refused round (problems found) has no scores and the totals from before it; `plan` is
    None only when the rules could not plan it (a problem says why)."""

    index: int
    plan: RoundPlan | None
    entry: RoundEntry
    scores: tuple[SeatScore, ...]
    totals: tuple[int, ...]
    problems: tuple[Problem, ...] = ()
    #: checked rounds: the standing before this round when the game was already over then
    ended: Standing | None = None

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(s.points for s in self.scores)


@dataclass(frozen=True, slots=True)
class Replay:
    """The replayed rounds (up to a refused one), the totals after them, the standing and the
    plan of the round to enter next (None when the game is over or a round was refused)."""

    rounds: tuple[ReplayedRound, ...]
    totals: tuple[int, ...]
    standing: Standing
    next_plan: RoundPlan | None

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


def rules_problem(exc: RulesError) -> Problem:
    """A rules error as a problem of the round: a sentence, the field it concerns."""
    text = exc.message[:1].upper() + exc.message[1:]
    return Problem(text if text.endswith(".") else text + ".", field=exc.at, said=exc.said)


def history_problems(sheet: ScoreSheet, players: int, before: Sequence[RoundEntry],
                     after: Sequence[RoundEntry], options: Mapping[str, Any]) -> list[Problem]:
    """The problems only the rounds before can show (nomination whist: a fourth zero bid in a
    row) that the rounds `after` have and the rounds `before` had not: a change is refused only
    for what it adds. A sheet offers them as ``history_problems(history, players, options)``."""
    check = getattr(sheet, "history_problems", None)
    if check is None:
        return []
    old = {(p.message, p.seat, p.field) for p in check(list(before), players, options)}
    return [p for p in check(list(after), players, options)
            if (p.message, p.seat, p.field) not in old]


def replay(sheet: ScoreSheet, *, players: int, first_dealer: int, options: Mapping[str, Any],
           entries: Sequence[RoundEntry], recorded: Sequence[Sequence[int]] | None = None,
           check: bool | Collection[int] = (), previous: Sequence[RoundEntry] | None = None,
           known: Sequence[Any] = (), until_over: bool = False) -> Replay:
    """Replay `entries` (round 0 first) with these set-up values.

    `recorded`: the points stored with each round, kept for an unchecked round the rules no
    longer score. `check`: True to check every round, or the indexes of the rounds to check.
    `previous`: the entries as they were before this change (recording or editing a round);
    the history problems counted are those the change adds to them. Without it, those a round
    adds to the rounds before it. `known`: these rounds as replayed before with the same
    set-up (each with `entry`, `plan` and `scores`, as a loaded view's rounds): an unchecked
    round whose entry is unchanged keeps its plan and scores instead of being scored again.
    `until_over`: stop after the round that ends the game (a what-if under other options: the
    rounds after it would not have been played).

    Raises `RulesError` only for an unchecked round the rules cannot plan (or score, without
    recorded points)."""
    checked = range(len(entries)) if check is True else frozenset(check or ())
    totals = (0,) * players
    rounds: list[ReplayedRound] = []
    for index, entry in enumerate(entries):
        if index in checked:
            done = _checked(sheet, players, first_dealer, options, entries, index, totals,
                            previous)
            rounds.append(done)
            if done.problems:
                standing = sheet.standing(players=players, rounds_played=index, totals=totals,
                                          options=options)
                return Replay(rounds=tuple(rounds), totals=totals, standing=standing,
                              next_plan=None)
        elif index < len(known) and known[index].entry == entry:
            seen = known[index]
            done = ReplayedRound(index=index, plan=seen.plan, entry=entry,
                                 scores=tuple(seen.scores), totals=_add(totals, seen.scores))
            rounds.append(done)
        else:
            plan = sheet.plan(players=players, first_dealer=first_dealer, index=index,
                              options=options)
            try:
                scores = tuple(sheet.score(players=players, plan=plan, entry=entry,
                                           options=options))
            except RulesError:
                if recorded is None or index >= len(recorded):
                    raise
                scores = tuple(SeatScore(p, AS_RECORDED) for p in recorded[index])
            done = ReplayedRound(index=index, plan=plan, entry=entry, scores=scores,
                                 totals=_add(totals, scores))
            rounds.append(done)
        totals = done.totals
        if until_over and index + 1 < len(entries) and sheet.standing(
                players=players, rounds_played=index + 1, totals=totals, options=options).over:
            break
    standing = sheet.standing(players=players, rounds_played=len(rounds), totals=totals,
                              options=options)
    next_plan = None
    if not standing.over:
        try:
            next_plan = sheet.plan(players=players, first_dealer=first_dealer,
                                   index=len(rounds), options=options)
        except RulesError:  # a game of a fixed number of rounds, all played
            next_plan = None
    return Replay(rounds=tuple(rounds), totals=totals, standing=standing, next_plan=next_plan)


def _add(totals: tuple[int, ...], scores: Sequence[SeatScore]) -> tuple[int, ...]:
    return tuple(t + s.points for t, s in zip(totals, scores))


def _checked(sheet: ScoreSheet, players: int, first_dealer: int, options: Mapping[str, Any],
             entries: Sequence[RoundEntry], index: int, totals: tuple[int, ...],
             previous: Sequence[RoundEntry] | None) -> ReplayedRound:
    """Round `index` planned, checked and (without problems) scored."""
    entry = entries[index]
    before = sheet.standing(players=players, rounds_played=index, totals=totals,
                            options=options)
    ended = before if before.over else None
    plan = None
    try:
        plan = sheet.plan(players=players, first_dealer=first_dealer, index=index,
                          options=options)
        problems = list(sheet.check(players=players, plan=plan, entry=entry, options=options))
        if previous is None:
            problems += history_problems(sheet, players, entries[:index], entries[:index + 1],
                                         options)
        else:
            problems += history_problems(sheet, players, previous, entries, options)
        scores: tuple[SeatScore, ...] = ()
        if not problems:
            scores = tuple(sheet.score(players=players, plan=plan, entry=entry,
                                       options=options))
    except RulesError as exc:
        problems, scores = [rules_problem(exc)], ()
    if problems:
        return ReplayedRound(index=index, plan=plan, entry=entry, scores=(), totals=totals,
                             problems=tuple(problems), ended=ended)
    return ReplayedRound(index=index, plan=plan, entry=entry, scores=scores,
                         totals=_add(totals, scores), ended=ended)
