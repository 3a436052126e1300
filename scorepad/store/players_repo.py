"""Players as rows: list them with their game counts, rename, merge two rows, delete one.

Keyword-only functions over an explicit session, as repo.py; the caller owns the transaction
(scorepad.services.players opens one per change). A game's seats point at players by id, so a
rename or a merge changes every game, the history and the statistics at once: nothing else
stores a name.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, func, select, update
from sqlmodel import Session

from scorepad.store.models import GameSeat, Player


@dataclass(frozen=True, slots=True)
class PlayerRow:
    id: int
    name: str
    games: int
    last_played: datetime | None


def player_rows(*, session: Session) -> list[PlayerRow]:
    """Every player with the number of games they sat in, alphabetical (case-insensitive)."""
    counts = (select(GameSeat.player_id, func.count().label("games"))
              .group_by(GameSeat.player_id).subquery())
    query = (select(Player.id, Player.name, func.coalesce(counts.c.games, 0), Player.last_played)
             .outerjoin(counts, counts.c.player_id == Player.id))
    rows = [PlayerRow(id=i, name=n, games=g or 0, last_played=lp)
            for i, n, g, lp in session.execute(query)]
    rows.sort(key=lambda r: (r.name.casefold(), r.name))
    return rows


def find_player(*, session: Session, name: str) -> Player | None:
    """The player called exactly `name`."""
    return session.scalars(select(Player).where(Player.name == name)).first()


def find_player_folded(*, session: Session, name: str) -> list[Player]:
    """Players whose name equals `name` ignoring case (at most a few rows)."""
    return list(session.scalars(select(Player).where(func.lower(Player.name) == name.lower())))


def count_games(*, session: Session, player_id: int) -> int:
    return session.scalar(select(func.count()).select_from(GameSeat)
                          .where(GameSeat.player_id == player_id)) or 0


def shared_games(*, session: Session, a: int, b: int) -> list[str]:
    """Ids of the games both players sat in (two seats of one game cannot be one person)."""
    mine = select(GameSeat.game_id).where(GameSeat.player_id == a)
    return list(session.scalars(select(GameSeat.game_id)
                                .where(GameSeat.player_id == b, GameSeat.game_id.in_(mine))))


def rename_player(*, session: Session, player_id: int, name: str) -> None:
    session.execute(update(Player).where(Player.id == player_id).values(name=name))


def move_seats(*, session: Session, source: int, target: int) -> int:
    """Give every seat of `source` to `target`; returns how many seats moved."""
    result = session.execute(update(GameSeat).where(GameSeat.player_id == source)
                             .values(player_id=target))
    return result.rowcount or 0


def delete_player(*, session: Session, player_id: int) -> None:
    session.execute(delete(Player).where(Player.id == player_id))
