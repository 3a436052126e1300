"""The game replayed around one round: the stored rounds as they are (`replayed`), or with a
round being entered or corrected, that round checked (`with_round`). Both are the one replay of
`rules.replay`; the service (service.py) reads and writes the store around them. Pure.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.common.sheet import seat_count_problems
from rules.errors import RulesError
from rules.registry import scoresheet
from rules.replay import Replay, Seated as seated, replay, rules_problem
from rules.scoresheet import Problem, RoundEntry, ScoreSheet, SeatEntry, SeatScore
from rules.table import Change
from scorepad.services.games.errors import GameError
from scorepad.services.games.table import engine_changes
from scorepad.store.round_rows import TrumpReader
from scorepad.app_message import app_msg


def replayed(sheet: ScoreSheet, *, first_dealer: int, options: Mapping[str, Any],
             players: int, stored: Sequence[Any], changes: Sequence[Change] = ()) -> Replay:
    """The stored rounds (each with `entry` and `points`) replayed as they are, each at its
    table (`changes`: the engine's, rules.table)."""
    try:
        return replay(sheet, players=players, first_dealer=first_dealer, options=options,
                      entries=[r.entry for r in stored], recorded=[r.points for r in stored],
                      changes=changes)
    except RulesError as exc:
        raise GameError(exc.message, [rules_problem(exc)]) from None


def replay_row(row: Any, names: Sequence[str], stored: Sequence[Any]) -> Replay:
    """A stored game (its row, seat names and rounds) replayed as it is, its table's changes
    included: the one replay of `GameService.get` and Home's first read."""
    return replayed(sheet_of(row.game), first_dealer=row.first_dealer, options=row.options,
                    players=len(names), stored=stored, changes=changes_of(row, names))


def with_round(sheet: ScoreSheet, *, first_dealer: int, options: Mapping[str, Any],
               players: int, stored: Sequence[Any], entry: RoundEntry, index: int | None,
               known: Sequence[Any] = (), changes: Sequence[Change] = ()
               ) -> tuple[list[Problem], Replay | None]:
    """The game replayed with `entry` as round `index` (None: the next round), that round
    checked: ([], the replay) when it can be, else (its problems, None). `stored`: the game's
    rounds, each with its `entry` and `points` (from the store, or a loaded view); `known`:
    the same rounds already replayed (a loaded view's), kept rather than scored again."""
    if not isinstance(entry, RoundEntry) or not all(isinstance(x, SeatEntry) for x in entry.seats):
        return [Problem("The round must be a RoundEntry of SeatEntry values.")], None
    new = index is None or index == len(stored)
    if new:
        index = len(stored)
    elif isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(stored):
        recorded = (f"rounds 0 to {len(stored) - 1} are recorded" if stored
                    else "no round is recorded yet")
        return [Problem(f"There is no round {index!r} to change: {recorded}.")], None
    at_table = players
    if changes:
        try:
            at_table = seated(sheet, players=players, first_dealer=first_dealer,
                              options=options, changes=changes, count=len(stored)
                              ).tables[index].players
        except RulesError as exc:
            return [rules_problem(exc)], None
    wrong = seat_count_problems(entry, at_table)  # the sheet's own first check
    if wrong:
        return wrong, None
    before = [r.entry for r in stored]
    try:
        played = replay(sheet, players=players, first_dealer=first_dealer, options=options,
                        entries=before[:index] + [entry] + before[index + 1:],
                        recorded=[r.points for r in stored], check={index}, previous=before,
                        known=known, changes=changes)
    except RulesError as exc:  # another round the rules cannot plan any more
        return [rules_problem(exc)], None
    done = played.rounds[index]
    if new and done.ended is not None:
        return [Problem(app_msg("The game is over: there is no round left to enter."))], None
    if done.problems:
        return list(done.problems), None
    return [], played


def scores_of(problems: list[Problem], played: Replay | None, index: int | None,
              recorded: int) -> list[SeatScore]:
    """The scores of the round checked in `played`; raises `GameError` on problems."""
    if problems or played is None:
        raise GameError.of(problems)
    return list(played.rounds[recorded if index is None else index].scores)


def sheet_of(game: str) -> ScoreSheet:
    """The game's score sheet; an id this version does not know is a GameError."""
    try:
        return scoresheet(game)
    except RulesError as exc:
        raise GameError(exc.message) from None


def trumps_of(row: Any, names: Sequence[str]) -> TrumpReader:
    """How a stored game's rounds read their trump: the game's own choices, read once at
    load (`store.round_rows.TrumpReader`), each round's at its table."""
    return TrumpReader(sheet_of(row.game), players=len(names), first_dealer=row.first_dealer,
                       options=row.options, changes=changes_of(row, names))


def changes_of(row: Any, names: Sequence[str]) -> list[Change]:
    """A stored game's changes of the table, as the engine plays them (none: [])."""
    docs = getattr(row, "changes", None)
    if not docs:
        return []
    try:
        return engine_changes(docs, names)
    except RulesError as exc:
        raise GameError(exc.message, [rules_problem(exc)]) from None
