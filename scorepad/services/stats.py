"""Player statistics, computed by the database: every figure is a GROUP BY over the store.

Nothing here loads games into Python: each function runs a handful of aggregate queries whose
results are one row per player, per prediction value or per opponent, so the figures stay fast
with 10,000 games (bench/bench_stats.py).

What the figures mean (a table whose players change between rounds, PLAYERS.md: the store
keeps a row per seat at each round's table, so everything is read from the rounds played):

- *games* a player played at least one round of (any status: a seat that joined or sat out and
  never played a round, like every seat of a game with no round yet, counts nowhere),
  *finished* the finished ones, *wins* the finished games whose stored winners include their
  seat (equal totals share the win: each counts one; a seat that left is never among them);
  *win rate* = wins / finished.
- *points per round* = the player's points over the rounds they played (a round away is no
  round; a joining seat's starting total is no round's points); *best game* = their best final
  total in a finished game, "best" as the game reads it (its sheet's `higher_wins_for`:
  highest, or lowest where the lowest total wins), per game id: the points of the rounds they
  played (no starting total), in the games where they were ranked (a seat that left is not).
- *kinds*: the same figures per kind of game (a game id, or a game's kind option set to
  another value, `stats_games.kinds_of`): totals that read differently are never compared.
- *predictions* (games whose rounds carry a call: the sheet's `call_word`): a call is *met*
  when the tricks taken hit one of its targets exactly; the *distance* is how far the tricks
  were from the nearest target (the sheet's `call_targets`: a call aiming at two counts is
  off by the nearer). Per call value: how often it was met.
- *form*: the points of the player's last N rounds played, oldest first (games by date, rounds
  in order).
- *head to head*: in finished games two players both played and neither left, how often each
  ended with the better total (the same totals and reading as *best game*).

Filters: `game` (a registry id) and `since` (games created at or after).

The figures are the values of stats_figures.py; how each game reads in SQL is in
stats_games.py; all are importable from here.

>>> from scorepad.store.db import open_store
>>> from scorepad.services.games import GameService
>>> svc = GameService(open_store("sqlite://"))
>>> from rules.scoresheet import RoundEntry, SeatEntry
>>> from rules.trump import COLOUR, Trump
>>> g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
>>> with svc.store.session() as s:  # a game counts for a player once they played a round
...     table_stats(session=s)
[]
>>> _ = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(
...     call=5, tricks=5), SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red")), index=0)
>>> with svc.store.session() as s:
...     [(p.name, p.games, p.wins, p.rounds) for p in table_stats(session=s)]
[('Ann', 1, 0, 1), ('Bob', 1, 0, 1), ('Cy', 1, 0, 1)]
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (String, and_, case, cast, exists, func, literal, select, true,
                        tuple_)
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.sql.elements import ColumnElement
from sqlmodel import Session

from rules.registry import GAMES
from scorepad.services.stats_figures import (CallFigures, GameFigures, HeadToHead, PlayerStats,
                                             PlayerSummary, PredictionFigures)
from scorepad.services.stats_games import (_distance, _higher_is_better,
                                           _kind, call_distance, call_games, call_label,
                                           game_of, game_title, kind_title)
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.store.models import Game, GameSeat, Player, Round, RoundSeat

__all__ = ["FORM_ROUNDS", "MAX_FORM_ROUNDS", "CallFigures",
           "GameFigures", "HeadToHead", "PlayerStats",
           "PlayerSummary", "PredictionFigures", "StatsService", "call_distance", "call_games",
           "call_label", "game_title",
           "games_played", "kind_title", "player_names", "player_stats", "table_stats"]

FORM_ROUNDS = 20  # rounds shown in the form chart by default
MAX_FORM_ROUNDS = 500


# -- queries -----------------------------------------------------------------------------------

def _won(session: Session) -> ColumnElement:
    """1 where the seat is among the game's stored winners, else 0 (winners: a JSON list)."""
    if session.get_bind().dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import JSONB  # not in the browser's archive

        inside = cast(Game.winners, JSONB).op("@>")(func.to_jsonb(GameSeat.seat))
    else:  # SQLite's JSON1
        each = func.json_each(Game.winners).table_valued("value")
        inside = exists(select(literal(1)).select_from(each).where(each.c.value == GameSeat.seat))
    return case((and_(Game.winners.is_not(None), inside), 1), else_=0)


def _finished() -> ColumnElement:
    return case((Game.status == "finished", 1), else_=0)


def _seat_rounds(*columns):
    """`columns` over every round's seats, each joined to its game seat (so to its player)."""
    return (select(*columns)
            .select_from(RoundSeat)
            .join(Round, Round.id == RoundSeat.round_id)
            .join(GameSeat, and_(GameSeat.game_id == Round.game_id,
                                 GameSeat.seat == RoundSeat.seat)))


def _played() -> ColumnElement:
    """The game seat played a round of its game: a row at one of its rounds' tables. A seat
    that never did (joined or sat out, and never at the table; every seat of a game with no
    round yet) counts nowhere: no game, no win (PLAYERS.md, Statistics)."""
    return exists(select(literal(1)).select_from(RoundSeat)
                  .join(Round, Round.id == RoundSeat.round_id)
                  .where(Round.game_id == GameSeat.game_id, RoundSeat.seat == GameSeat.seat))


def _left(session: Session, pid: int, game: str | None,
          since: datetime | None) -> list[tuple[str, int, int]]:
    """(game id, seat, player id) of each seat that left one of the player's finished games in
    scope: not ranked, so neither its total nor a comparison with it says how a game ended.
    The changes name the players (games.changes); a game without any is not read (its column
    is SQL or JSON null), so most cost nothing here."""
    changed = {gid: docs for gid, docs in session.execute(_scoped(
        select(Game.id, Game.changes).select_from(GameSeat)
        .join(Game, Game.id == GameSeat.game_id)
        .where(GameSeat.player_id == pid, Game.status == "finished",
               Game.changes.is_not(None), cast(Game.changes, String) != "null"), game, since))
        if docs}
    leaving = {gid: {d.get("player") for d in docs
                     if isinstance(d, dict) and d.get("change") == "leave"}
               for gid, docs in changed.items()}
    leaving = {gid: names for gid, names in leaving.items() if names}
    if not leaving:
        return []
    seats = session.execute(
        select(GameSeat.game_id, GameSeat.seat, GameSeat.player_id, Player.name)
        .join(Player, Player.id == GameSeat.player_id)
        .where(GameSeat.game_id.in_(list(leaving))))
    return [(gid, seat, p) for gid, seat, p, name in seats if name in leaving[gid]]


def _scoped(query, game: str | None, since: datetime | None):
    if game is not None:
        query = query.where(Game.game == game)
    if since is not None:
        query = query.where(Game.created_at >= since)
    return query


def _check_filters(game: str | None, since: datetime | None) -> None:
    if game is not None and not isinstance(game, str):
        raise ValueError(f"A game filter is a game id, not {game!r}.")
    if since is not None and not isinstance(since, datetime):
        raise ValueError(f"A period starts at a date and time, not {since!r}.")


def table_stats(*, session: Session, game: str | None = None,
                since: datetime | None = None) -> list[PlayerSummary]:
    """Every player who played a round in scope: most wins first (then win rate, games,
    name)."""
    _check_filters(game, since)
    # one row per game seat that played: its rounds and points; so a game counts for the
    # seats at one of its rounds' tables only (one pass over the rounds' seats, no probe per
    # seat)
    per_seat = (select(Round.game_id.label("game_id"), RoundSeat.seat.label("seat"),
                       func.count().label("rounds"), func.sum(RoundSeat.points).label("points"))
                .select_from(RoundSeat).join(Round, Round.id == RoundSeat.round_id))
    if game is not None or since is not None:  # every round's seat: join games only to filter
        per_seat = _scoped(per_seat.join(Game, Game.id == Round.game_id), game, since)
    per_seat = per_seat.group_by(Round.game_id, RoundSeat.seat).subquery()
    query = (select(GameSeat.player_id, func.count(), func.sum(_finished()),
                    func.sum(_won(session)), func.sum(per_seat.c.rounds),
                    func.sum(per_seat.c.points))
             .select_from(per_seat)
             .join(GameSeat, and_(GameSeat.game_id == per_seat.c.game_id,
                                  GameSeat.seat == per_seat.c.seat))
             .join(Game, Game.id == per_seat.c.game_id)
             .group_by(GameSeat.player_id))
    names = dict(session.execute(select(Player.id, Player.name)).all())
    out = [PlayerSummary(name=names.get(pid, "?"), games=games, finished=finished or 0,
                         wins=wins or 0, rounds=n or 0, points=pts or 0)
           for pid, games, finished, wins, n, pts in session.execute(query)]
    out.sort(key=lambda p: (-p.wins, -(p.win_rate or 0.0), -p.games, p.name.casefold()))
    return out


def player_names(*, session: Session) -> list[str]:
    """Everyone who played a round of at least one game, alphabetical."""
    query = select(Player.name).where(
        exists(select(literal(1)).select_from(GameSeat)
               .where(GameSeat.player_id == Player.id, _played())))
    return sorted(session.scalars(query), key=str.casefold)


def games_played(*, session: Session) -> list[str]:
    """The game ids that have at least one game in the store, in registry order."""
    found = set(session.scalars(select(Game.game).distinct()))
    return [g for g in GAMES if g in found] + sorted(found - set(GAMES))


def player_stats(*, session: Session, name: str, game: str | None = None,
                 since: datetime | None = None, form_rounds: int = FORM_ROUNDS) -> PlayerStats:
    """One player's figures (all zero for a name that has not played in scope)."""
    _check_filters(game, since)
    if isinstance(form_rounds, bool) or not isinstance(form_rounds, int) \
            or not 1 <= form_rounds <= MAX_FORM_ROUNDS:
        raise ValueError(f"The form covers 1 to {MAX_FORM_ROUNDS} rounds, not {form_rounds!r}.")
    pid = session.scalar(select(Player.id).where(Player.name == name)) \
        if isinstance(name, str) else None
    if pid is None:
        return PlayerStats(name=str(name), games=0, finished=0, wins=0, rounds=0, points=0,
                           by_game=(), predictions=(), form=(), head_to_head=())

    mine = GameSeat.player_id == pid
    # the player's seat in each round they played
    my_rounds = (_seat_rounds(RoundSeat.points)
                 .join(Game, Game.id == Round.game_id)
                 .where(mine))
    # the player's finished games in scope, and the seats that left them (not ranked)
    my_finished = select(GameSeat.game_id).where(
        mine, GameSeat.game_id.in_(_scoped(select(Game.id).where(Game.status == "finished"),
                                           game, since)))
    left = _left(session, pid, game, since)
    ranked = _ranked_only([(g, seat) for g, seat, p in left if p == pid])

    # final totals of the player's finished games (one row per game id and reading): the
    # points of the rounds played (a joining seat's starting total is in none), where the
    # player's seat was ranked (it did not leave)
    totals = _scoped(
        _seat_rounds(Game.game.label("game"), Game.id.label("game_id"),
                     func.sum(RoundSeat.points).label("total"),
                     _higher_is_better().label("higher"))
        .join(Game, Game.id == Round.game_id)
        .where(mine, Game.status == "finished", ranked), game, since
    ).group_by(Game.id).subquery()  # Game.id: PostgreSQL then allows the game's columns
    best = {g: (hi, lo, higher_any, lower_any) for g, hi, lo, higher_any, lower_any in
            session.execute(select(totals.c.game,
                                   func.max(case((totals.c.higher, totals.c.total))),
                                   func.min(case((~totals.c.higher, totals.c.total))),
                                   func.max(case((totals.c.higher, 1), else_=0)),
                                   func.max(case((totals.c.higher, 0), else_=1)))
                            .group_by(totals.c.game))}

    # games played (a round at least), finished, won: per game id and kind, in one query
    kind = _kind()
    counts = session.execute(_scoped(
        select(Game.game, kind, func.count(), func.sum(_finished()), func.sum(_won(session)))
        .select_from(GameSeat).join(Game, Game.id == GameSeat.game_id)
        .where(mine, _played()), game, since).group_by(Game.game, kind)).all()
    per_game: dict[str, list[int]] = {}
    for g, _k, n, fin, wins in counts:
        cell = per_game.setdefault(g, [0, 0, 0])
        cell[0] += n
        cell[1] += fin or 0
        cell[2] += wins or 0

    by_game = []
    for g, (n, fin, wins) in per_game.items():
        hi, lo, higher_any, _ = best.get(g, (None, None, 0, 0))
        best_total = hi if higher_any else lo  # one game id reads one way in practice
        by_game.append(GameFigures(game=g, title=game_title(g), games=n, finished=fin or 0,
                                   wins=wins or 0, best_total=best_total))
    by_game.sort(key=lambda f: (-f.games, f.game))

    n_rounds, points = session.execute(_scoped(my_rounds.with_only_columns(
        func.count(), func.coalesce(func.sum(RoundSeat.points), 0)), game, since)).one()

    kinds = _kind_figures(session, mine, my_rounds, game, since, form_rounds, ranked,
                          [(k, n, fin, wins) for _g, k, n, fin, wins in counts])

    predictions = []
    for g in call_games():
        if game is not None and g != game:
            continue
        dist = _distance(g)
        rows = session.execute(_scoped(
            my_rounds.with_only_columns(RoundSeat.call, func.count(),
                                        func.sum(case((dist == 0, 1), else_=0)), func.sum(dist))
            .where(Game.game == g, RoundSeat.call.is_not(None), RoundSeat.tricks.is_not(None)),
            None, since).group_by(RoundSeat.call).order_by(RoundSeat.call)).all()
        if not rows:
            continue
        calls = tuple(CallFigures(call=c, label=call_label(g, c), rounds=n, met=met or 0)
                      for c, n, met, _ in rows)
        predictions.append(PredictionFigures(
            game=g, title=game_title(g), rounds=sum(c.rounds for c in calls),
            met=sum(c.met for c in calls), distance=sum(d or 0 for *_, d in rows),
            by_call=calls))
    predictions.sort(key=lambda p: -p.rounds)

    last = session.scalars(_scoped(my_rounds, game, since)
                           .order_by(Game.created_at.desc(), Game.id.desc(), Round.index.desc())
                           .limit(form_rounds)).all()
    form = tuple(reversed(last))

    return PlayerStats(name=name, games=sum(f.games for f in by_game),
                       finished=sum(f.finished for f in by_game),
                       wins=sum(f.wins for f in by_game), rounds=n_rounds or 0,
                       points=points or 0, by_game=tuple(by_game), predictions=tuple(predictions),
                       form=form,
                       head_to_head=tuple(_head_to_head(session, pid, my_finished, left)),
                       kinds=tuple(kinds))


def _kind_figures(session: Session, mine, my_rounds, game: str | None, since: datetime | None,
                  form_rounds: int, ranked: ColumnElement,
                  counts: list[tuple[str, int, int, int]]) -> list[GameFigures]:
    """A player's figures per kind of game (see `_kind`), most played first. `ranked`: the
    player's round rows in games where their seat was ranked (the best total's); `counts`:
    per kind, the games played, finished and won."""
    kind = _kind()
    played = {k: (n or 0, pts or 0) for k, n, pts in session.execute(_scoped(
        my_rounds.with_only_columns(kind, func.count(),
                                    func.coalesce(func.sum(RoundSeat.points), 0)),
        game, since).group_by(kind))}
    totals = _scoped(
        _seat_rounds(kind.label("kind"), Game.id.label("game_id"),
                     func.sum(RoundSeat.points).label("total"),
                     _higher_is_better().label("higher"))
        .join(Game, Game.id == Round.game_id)
        .where(mine, Game.status == "finished", ranked), game, since
    ).group_by(Game.id).subquery()
    best = {k: (hi, lo, bool(higher_any)) for k, hi, lo, higher_any in session.execute(
        select(totals.c.kind, func.max(case((totals.c.higher, totals.c.total))),
               func.min(case((~totals.c.higher, totals.c.total))),
               func.max(case((totals.c.higher, 1), else_=0)))
        .group_by(totals.c.kind))}
    out = []
    for k, n, fin, wins in counts:
        rounds, pts = played.get(k, (0, 0))
        last = session.scalars(_scoped(my_rounds.where(kind == k), None, since)
                               .order_by(Game.created_at.desc(), Game.id.desc(),
                                         Round.index.desc())
                               .limit(form_rounds)).all() if rounds else []
        hi, lo, higher = best.get(k, (None, None, True))
        out.append(GameFigures(
            game=game_of(k), title=kind_title(k), games=n, finished=fin or 0, wins=wins or 0,
            best_total=hi if higher else lo, rounds=rounds, points=pts,
            form=tuple(reversed(last)), best_is_lowest=not higher, kind=k))
    out.sort(key=lambda f: (-f.games, f.kind))
    return out


def _ranked_only(left: list[tuple[str, int]]) -> ColumnElement:
    """A condition on round rows (`Round`, `RoundSeat`): not a seat of `left` ((game id, seat)
    of seats that left)."""
    if not left:
        return true()
    return tuple_(Round.game_id, RoundSeat.seat).not_in(left)


def _head_to_head(session: Session, pid: int, my_games,
                  left: list[tuple[str, int, int]]) -> list[HeadToHead]:
    """Per opponent: finished games together, and who ended with the better total. `my_games`:
    the player's finished games in scope (a select of game ids); `left`: the seats that left
    them. Only seats that played and did not leave are compared (the points of their rounds:
    a joining seat's starting total is in none); a game the player left compares nothing."""
    # Only the player's finished games in scope are summed. Two flat IN lists, not a join:
    # joined, SQLite (no ANALYZE statistics) drives from the games' date index and scans the
    # player's seats once per game (seconds at 10,000 games); as lists each is read once.
    totals = (select(Round.game_id.label("game_id"), RoundSeat.seat.label("seat"),
                     func.sum(RoundSeat.points).label("total"))
              .select_from(RoundSeat).join(Round, Round.id == RoundSeat.round_id)
              .where(Round.game_id.in_(my_games),
                     _ranked_only([(g, seat) for g, seat, _ in left]))
              .group_by(Round.game_id, RoundSeat.seat).subquery())
    # Each seat's total next to the player's own in the same game: a window over the game, not
    # a self-join of two aggregates (SQLite recomputes those per row: seconds at 10,000 games).
    seats = (select(totals.c.game_id, GameSeat.player_id, totals.c.total,
                    func.max(case((GameSeat.player_id == pid, totals.c.total)))
                    .over(partition_by=totals.c.game_id).label("mine"))
             .select_from(totals)
             .join(GameSeat, and_(GameSeat.game_id == totals.c.game_id,
                                  GameSeat.seat == totals.c.seat))
             .subquery())
    higher = _higher_is_better()
    better = case((higher, seats.c.mine > seats.c.total), else_=seats.c.mine < seats.c.total)
    worse = case((higher, seats.c.mine < seats.c.total), else_=seats.c.mine > seats.c.total)
    query = (select(seats.c.player_id, func.count(),
                    func.sum(case((better, 1), else_=0)), func.sum(case((worse, 1), else_=0)))
             .select_from(seats)
             .join(Game, Game.id == seats.c.game_id)
             .where(seats.c.player_id != pid, seats.c.mine.is_not(None))
             .group_by(seats.c.player_id))
    names = dict(session.execute(select(Player.id, Player.name)).all())
    out = [HeadToHead(opponent=names.get(opp, "?"), games=n, ahead=a or 0, behind=b or 0)
           for opp, n, a, b in session.execute(query)]
    out.sort(key=lambda h: (-h.games, h.opponent.casefold()))
    return out


# -- for the state layer: sessions opened here, database errors as StoreError ------------------

class StatsService:
    """The statistics over one store; every method opens and closes its own session."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _run(self, fn, **kw):
        try:
            with self.store.session() as s:
                return fn(session=s, **kw)
        except SQLAlchemyError as exc:
            raise StoreError(f"could not read the statistics: {describe_db_error(exc)}") from None

    def table_stats(self, *, game: str | None = None,
                    since: datetime | None = None) -> list[PlayerSummary]:
        return self._run(table_stats, game=game, since=since)

    def player_stats(self, *, name: str, game: str | None = None, since: datetime | None = None,
                     form_rounds: int = FORM_ROUNDS) -> PlayerStats:
        return self._run(player_stats, name=name, game=game, since=since,
                         form_rounds=form_rounds)

    def player_names(self) -> list[str]:
        return self._run(player_names)

    def games_played(self) -> list[str]:
        return self._run(games_played)

    def figures(self, *, game: str | None = None) -> Any:
        """The table's figures over the finished games (scorepad/services/figures.py: the
        computation `scorepad stats` prints), kept until the store changes
        (scorepad/services/figures_cache.py)."""
        from scorepad.services.figures_cache import cached_figures

        return cached_figures(self.store, game=game)
