"""Small keyword-only functions over an explicit session; the caller owns the transaction.

A round is written from a `rules.scoresheet.RoundEntry` plus its points, and read back as the
same `RoundEntry`; the rows <-> values of a round are `scorepad.store.round_rows` (the trump's
stored name read into its value once at load, written back once at save).

Many devices on one game: a writer first takes the game's row with `lock_game` (PostgreSQL
``SELECT ... FOR UPDATE``; on SQLite the store's write transactions begin IMMEDIATE, which
already holds the one write lock), then reads the rounds. Every change of the rounds
(`put_round`, `delete_round`) adds one to ``games.version`` and a written round keeps that
number as its own ``version``: a device that names the version it saw can be told when the
round changed since.

>>> from scorepad.store.db import open_store
>>> store = open_store("sqlite://")
>>> with store.transaction() as s:
...     _ = create_game(session=s, game_id="g1", game="sixth-sense", options={},
...                     players=["Ann", "Bob"], first_dealer=0)
>>> with store.session() as s:
...     seat_names(session=s, game_id="g1")
['Ann', 'Bob']
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterable, Sequence

from sqlalchemy import case, delete, func, select, update
from sqlmodel import Session

from rules.scoresheet import RoundEntry
from scorepad.store.models import (Game, GameSeat, JudgedTrick, Player, Round, RoundSeat,
                                   utcnow)
from scorepad.store.round_rows import StoredRound, TrumpReader, entry_of, seat_row, trump_cell


@dataclass(frozen=True, slots=True)
class GameRow:
    """One line of the history list."""

    game: Game
    players: tuple[str, ...]
    rounds: int


# -- players ---------------------------------------------------------------------------------

def upsert_player(*, session: Session, name: str, when: datetime | None = None) -> Player:
    """The player called `name` (exactly), created if new; `last_played` moves to `when`."""
    when = when or utcnow()
    player = session.scalars(select(Player).where(Player.name == name)).first()
    if player is None:
        player = Player(name=name, last_played=when)
        session.add(player)
        session.flush()
    elif player.last_played is None or player.last_played < when:
        player.last_played = when
    return player


def known_players(*, session: Session, limit: int | None = None) -> list[str]:
    """Names of everyone who has played, most recent first."""
    query = select(Player.name).order_by(Player.last_played.desc(), Player.name)
    if limit is not None:
        query = query.limit(limit)
    return list(session.scalars(query))


# -- games -----------------------------------------------------------------------------------

def create_game(*, session: Session, game_id: str, game: str, options: dict[str, Any],
                players: Sequence[str], first_dealer: int, status: str = "active",
                created_at: datetime | None = None, finished_at: datetime | None = None,
                winners: Sequence[int] | None = None) -> Game:
    created_at = created_at or utcnow()
    row = Game(id=game_id, game=game, options=dict(options), first_dealer=first_dealer,
               status=status, created_at=created_at, changed_at=created_at,
               finished_at=finished_at, winners=list(winners) if winners is not None else None)
    session.add(row)
    session.flush()
    for seat, name in enumerate(players):
        player = upsert_player(session=session, name=name, when=created_at)
        session.add(GameSeat(game_id=game_id, seat=seat, player_id=player.id))
    session.flush()
    return row


def get_game(*, session: Session, game_id: str) -> Game | None:
    return session.get(Game, game_id)


def lock_game(*, session: Session, game_id: str) -> Game | None:
    """The game's row, locked until the transaction ends (PostgreSQL ``FOR UPDATE``: another
    writer of the same game waits here, then reads what this one committed). SQLite has no row
    locks: there the store's write transaction (``BEGIN IMMEDIATE``) holds the database's write
    lock already. Read the rounds only after this call."""
    return session.get(Game, game_id, with_for_update=True, populate_existing=True)


def bump_version(*, session: Session, game_id: str) -> int:
    """Add one to the game's version, and mark it changed now; returns the new version."""
    session.execute(update(Game).where(Game.id == game_id)
                    .values(version=Game.version + 1, changed_at=utcnow()))
    return session.scalar(select(Game.version).where(Game.id == game_id)) or 0


def seat_names(*, session: Session, game_id: str) -> list[str]:
    query = (select(Player.name).join(GameSeat, GameSeat.player_id == Player.id)
             .where(GameSeat.game_id == game_id).order_by(GameSeat.seat))
    return list(session.scalars(query))


def set_outcome(*, session: Session, game_id: str, status: str,
                winners: Sequence[int] | None, finished_at: datetime | None) -> None:
    session.execute(update(Game).where(Game.id == game_id).values(
        status=status, winners=list(winners) if winners is not None else None,
        finished_at=finished_at))


def delete_game(*, session: Session, game_id: str) -> bool:
    """Delete a game with its seats, rounds and judged tricks; False when there was none."""
    # The foreign keys cascade, but deleting children explicitly keeps this correct even on a
    # connection where SQLite's foreign_keys pragma were off.
    round_ids = select(Round.id).where(Round.game_id == game_id)
    session.execute(delete(RoundSeat).where(RoundSeat.round_id.in_(round_ids)))
    session.execute(delete(Round).where(Round.game_id == game_id))
    session.execute(delete(GameSeat).where(GameSeat.game_id == game_id))
    session.execute(delete(JudgedTrick).where(JudgedTrick.game_id == game_id))
    result = session.execute(delete(Game).where(Game.id == game_id))
    return bool(result.rowcount)


def list_games(*, session: Session, status: str | None = None, limit: int = 50,
               offset: int = 0) -> list[GameRow]:
    """One page of games, newest first: three queries, each bounded by the page size."""
    query = select(Game).order_by(Game.created_at.desc(), Game.id.desc())
    if status is not None:
        query = query.where(Game.status == status)
    games = list(session.scalars(query.limit(limit).offset(offset)))
    if not games:
        return []
    ids = [g.id for g in games]
    names: dict[str, list[str]] = {gid: [] for gid in ids}
    seats = session.execute(
        select(GameSeat.game_id, Player.name).join(Player, Player.id == GameSeat.player_id)
        .where(GameSeat.game_id.in_(ids)).order_by(GameSeat.game_id, GameSeat.seat))
    for gid, name in seats:
        names[gid].append(name)
    counts = dict(session.execute(
        select(Round.game_id, func.count()).where(Round.game_id.in_(ids)).group_by(Round.game_id)
    ).all())
    return [GameRow(game=g, players=tuple(names[g.id]), rounds=counts.get(g.id, 0)) for g in games]


def count_games(*, session: Session, status: str | None = None) -> int:
    query = select(func.count()).select_from(Game)
    if status is not None:
        query = query.where(Game.status == status)
    return session.scalar(query) or 0


def last_changed_active(*, session: Session) -> str | None:
    """The id of the active game changed last: a round saved, edited or undone, else its
    start (the big screen's `/board`)."""
    changed = func.coalesce(Game.changed_at, Game.created_at)
    query = (select(Game.id).where(Game.status == "active")
             .order_by(changed.desc(), Game.id.desc()).limit(1))
    return session.scalar(query)


def last_played(*, session: Session) -> str | None:
    """The id of the game the table played last (the big screen's `/board`): each game is
    dated by what it last became, an active game by its last change (`last_changed_active`'s
    time), a finished game by the moment it finished; the latest wins. So the game just
    finished stays the one shown until a game starts or a round is saved, edited or undone
    in an active game (or the finished game is taken back by an undo). An edit of a
    finished game does not make it newer (it keeps when it finished), nor does an import
    (it keeps the time it was finished elsewhere)."""
    moment = case((Game.status == "active", func.coalesce(Game.changed_at, Game.created_at)),
                  else_=func.coalesce(Game.finished_at, Game.changed_at, Game.created_at))
    query = select(Game.id).order_by(moment.desc(), Game.id.desc()).limit(1)
    return session.scalar(query)


def game_ids(*, session: Session) -> list[str]:
    """Every game id, newest first (ids only: used to export a whole store)."""
    return list(session.scalars(select(Game.id).order_by(Game.created_at.desc(), Game.id.desc())))


# -- rounds ----------------------------------------------------------------------------------

def put_round(*, session: Session, game_id: str, index: int, dealer: int, entry: RoundEntry,
              points: Sequence[int], recorded_at: datetime | None = None,
              seats: Sequence[int] | None = None) -> int:
    """Write round `index` of a game, replacing what was there; returns the round's version
    (the game's version, raised by one). `seats`: the game's seats at the round's table, in
    the entry's order (None: every seat); `dealer` numbers the round's own table."""
    if len(points) != len(entry.seats):
        raise ValueError("one score per seat")
    seats = tuple(range(len(entry.seats))) if seats is None else tuple(seats)
    version = bump_version(session=session, game_id=game_id)
    row = session.scalars(select(Round).where(Round.game_id == game_id,
                                              Round.index == index)).first()
    if row is None:
        row = Round(game_id=game_id, index=index, dealer=dealer, trump=trump_cell(entry.trump),
                    voids=entry.voids, recorded_at=recorded_at or utcnow(), version=version)
        session.add(row)
        session.flush()
    else:
        row.dealer, row.trump, row.voids = dealer, trump_cell(entry.trump), entry.voids
        row.recorded_at = recorded_at or utcnow()
        row.version = version
        session.execute(delete(RoundSeat).where(RoundSeat.round_id == row.id))
    for seat, seat_entry, pts in zip(seats, entry.seats, points):
        session.add(seat_row(row.id, seat, seat_entry, pts))
    session.flush()
    return version


def load_rounds(*, session: Session, game_id: str,
                trump_of: TrumpReader) -> list[StoredRound]:
    """The game's rounds in order, each with its seats: two plain queries (columns, not ORM
    objects: a writer reads them while it holds the game's lock, so this is kept quick).
    `trump_of` reads each stored trump into its value (`round_rows.TrumpReader`, the game's)."""
    rounds = session.execute(
        select(Round.id, Round.index, Round.dealer, Round.trump, Round.voids, Round.recorded_at,
               Round.version).where(Round.game_id == game_id).order_by(Round.index)).all()
    if not rounds:
        return []
    by_round: dict[int, list[Any]] = {r.id: [] for r in rounds}
    for seat in session.execute(
            select(RoundSeat.round_id, RoundSeat.call, RoundSeat.tricks, RoundSeat.doubles,
                   RoundSeat.hand, RoundSeat.hand_value, RoundSeat.points)
            .join(Round, Round.id == RoundSeat.round_id).where(Round.game_id == game_id)
            .order_by(RoundSeat.round_id, RoundSeat.seat)):
        by_round[seat.round_id].append(seat)
    out = []
    for r in rounds:
        seats = by_round[r.id]
        entry = entry_of(r, seats, trump_of)
        out.append(StoredRound(index=r.index, dealer=r.dealer, entry=entry,
                               points=tuple(s.points for s in seats), recorded_at=r.recorded_at,
                               version=r.version))
    return out


def delete_round(*, session: Session, game_id: str, index: int) -> bool:
    """Delete round `index` (the game's version goes up by one); False when there was none."""
    round_id = session.scalar(select(Round.id).where(Round.game_id == game_id, Round.index == index))
    if round_id is None:
        return False
    bump_version(session=session, game_id=game_id)
    session.execute(delete(RoundSeat).where(RoundSeat.round_id == round_id))
    session.execute(delete(Round).where(Round.id == round_id))
    return True


# -- the table's changes ---------------------------------------------------------------------

_SHIFT = 1000  # seats move through numbers no seat has, so no two rows meet on the way


def _shift_seats(session: Session, game_id: str, start: int, by: int) -> None:
    """Seats numbered `start` or more move by `by`, in every table that numbers them."""
    rounds = select(Round.id).where(Round.game_id == game_id)
    for step in (by + _SHIFT, -_SHIFT):  # two steps: a unique key holds after each row
        low = start if step > 0 else start + by + _SHIFT
        session.execute(update(GameSeat).where(GameSeat.game_id == game_id,
                                               GameSeat.seat >= low)
                        .values(seat=GameSeat.seat + step))
        session.execute(update(RoundSeat).where(RoundSeat.round_id.in_(rounds),
                                                RoundSeat.seat >= low)
                        .values(seat=RoundSeat.seat + step))
    session.execute(update(Game).where(Game.id == game_id, Game.first_dealer >= start)
                    .values(first_dealer=Game.first_dealer + by))


def insert_seat(*, session: Session, game_id: str, place: int, name: str,
                when: datetime | None = None) -> None:
    """A player joins the game at seat `place` (clockwise): the seats from `place` on move up
    one (game_seats, round_seats, the first dealer), then the player sits there."""
    _shift_seats(session, game_id, place, 1)
    player = upsert_player(session=session, name=name, when=when)
    session.add(GameSeat(game_id=game_id, seat=place, player_id=player.id))
    session.flush()


def remove_seat(*, session: Session, game_id: str, place: int) -> None:
    """Undo a join: the seat at `place` (which played no round) goes, the seats after it move
    down one."""
    session.execute(delete(GameSeat).where(GameSeat.game_id == game_id, GameSeat.seat == place))
    _shift_seats(session, game_id, place + 1, -1)
    session.flush()


def set_changes(*, session: Session, game_id: str, changes: Sequence[Any]) -> int:
    """Store the game's changes of the table (the export's form); the game's version goes up
    by one (every device showing it reloads). Returns the new version."""
    session.execute(update(Game).where(Game.id == game_id)
                    .values(changes=list(changes) or None))
    return bump_version(session=session, game_id=game_id)


# -- judged tricks ---------------------------------------------------------------------------

def add_judged_trick(*, session: Session, game: str, kind: str, plays: Iterable[Any],
                     request: dict[str, Any], answer: dict[str, Any], explanation: str = "",
                     game_id: str | None = None, round_index: int | None = None,
                     created_at: datetime | None = None) -> JudgedTrick:
    row = JudgedTrick(game_id=game_id, round_index=round_index, game=game, kind=kind,
                      plays=list(plays), request=dict(request), answer=dict(answer),
                      explanation=explanation, created_at=created_at or utcnow())
    session.add(row)
    session.flush()
    return row


def judged_tricks(*, session: Session, game_id: str) -> list[JudgedTrick]:
    return list(session.scalars(select(JudgedTrick).where(JudgedTrick.game_id == game_id)
                                .order_by(JudgedTrick.created_at, JudgedTrick.id)))
