"""Players as rows: list them with their game counts, rename, merge two rows, delete one.

Keyword-only functions over an explicit session, as repo.py; the caller owns the transaction
(scorepad.services.players.service opens one per change). A game's seats point at players by id, so
a rename or a merge changes every game, the history and the statistics at once: nothing else
stores a name but the changes of a game's table (`games.changes`, the export's form), which a
rename or a merge renames too.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlmodel import Session

from rules.table import TAKES_OVER
from scorepad.store.models import Game, GameSeat, Player


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
    old = session.scalar(select(Player.name).where(Player.id == player_id))
    if old is not None:
        rename_in_changes(session=session, player_id=player_id, old=old, new=name)
    session.execute(update(Player).where(Player.id == player_id).values(name=name))


def rename_in_changes(*, session: Session, player_id: int, old: str, new: str) -> None:
    """The games of `player_id` whose table changed name its players in `games.changes`
    (PLAYERS.md's export form): there `old` becomes `new` (a rename, a merge)."""
    games = select(GameSeat.game_id).where(GameSeat.player_id == player_id)
    for row in session.scalars(select(Game).where(Game.id.in_(games),
                                                  Game.changes.is_not(None))):
        if row.changes:
            row.changes = renamed(row.changes, old, new)
    session.flush()


def move_seats(*, session: Session, source: int, target: int) -> int:
    """Give every seat of `source` to `target`; returns how many seats moved."""
    result = session.execute(update(GameSeat).where(GameSeat.player_id == source)
                             .values(player_id=target))
    return result.rowcount or 0


def delete_player(*, session: Session, player_id: int) -> None:
    session.execute(delete(Player).where(Player.id == player_id))


def renamed(docs: list[Any], old: str, new: str) -> list[dict[str, Any]]:
    """Stored changes of a table with the player `old` called `new`: the players a change
    names, where a join sits and whose total it takes over."""
    out = []
    for doc in docs:
        d = dict(doc)
        for key in ("player", "after"):
            if d.get(key) == old:
                d[key] = new
        start = d.get("start")
        if isinstance(start, dict) and start.get(TAKES_OVER) == old:
            d["start"] = {TAKES_OVER: new}
        out.append(d)
    return out
