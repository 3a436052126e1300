"""The tables. Rows only: converting them to and from the engine's values happens in repo.py.

- ``players``: every name ever seated, so the set-up screen can offer them again.
- ``games``: one row per game: its kind (registry id), options, first dealer, status, the
  winners' seats once it is over (so the history list needs no rounds), and a version counting
  the changes of its rounds. The game row is also what a writer locks (see repo.lock_game).
- ``game_seats``: the players of a game in clockwise seat order: every seat it has had (a
  player who joined stands at their place: the seats after it move up one, in every table
  that numbers them, repo.insert_seat).
- ``rounds`` and ``round_seats``: what the table reported for each round, seat by seat (the
  seats at that round's table only; `dealer` numbers the round's own table), and the points
  each seat scored; ``version`` is the game's version that wrote the round, unique
  within the game, so an edit or undo can name the state of the round the device saw.
- ``judged_tricks``: a question put to the judge and its answer, kept with the game and round
  it came from when there is one.

Timestamps are aware datetimes in UTC (SQLModel's UTCDateTime: timestamptz on PostgreSQL, UTC
without offset on SQLite).
Changing a table here needs a migration in migrations/versions (tests compare the two).
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Optional

from pydantic import ConfigDict
from sqlalchemy import JSON, Column, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlmodel import Field, SQLModel

# Alembic and tests compare against this metadata; naming conventions keep constraint names
# identical on SQLite and PostgreSQL, so migrations can drop or alter them by name later.
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Row(SQLModel):
    """The tables' base. Their rows are made by the store and the ORM, never validated from
    outside input, so pydantic builds a table's validator only if one is ever asked for
    (`defer_build`): building the six at import was most of this module's import, a few
    tenths of a second of every start in the browser (issue 29)."""

    model_config = ConfigDict(defer_build=True)


class Player(Row, table=True):
    __tablename__ = "players"

    id: Optional[int] = Field(default=None, primary_key=True)
    name: str = Field(sa_column=Column(String(60), nullable=False, unique=True))
    last_played: datetime = Field(default_factory=utcnow, nullable=False)


class Game(Row, table=True):
    __tablename__ = "games"
    __table_args__ = (
        # The history list: newest first, optionally only one status. id breaks ties so that
        # paging is stable.
        Index("ix_games_created_at", "created_at", "id"),
        Index("ix_games_status_created_at", "status", "created_at"),
    )

    id: str = Field(sa_column=Column(String(36), primary_key=True))  # uuid, stable across exports
    game: str = Field(sa_column=Column(String(40), nullable=False))  # registry id: "sixth-sense"
    options: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    first_dealer: int = Field(nullable=False)
    status: str = Field(sa_column=Column(String(16), nullable=False))  # "active" | "finished"
    winners: Optional[list[int]] = Field(default=None, sa_column=Column(JSON, nullable=True))
    created_at: datetime = Field(default_factory=utcnow, nullable=False)
    finished_at: Optional[datetime] = Field(default=None, nullable=True)
    # When the game last changed (started, a round saved, edited, undone): the game being
    # played is the active one changed last. Nullable only for migration 0003's sake.
    changed_at: Optional[datetime] = Field(default_factory=utcnow, nullable=True)
    # Counts every change of the game's rounds (record, edit, undo, import): a round stores the
    # value that wrote it, so a device can say which state of a round it saw (see repo.py).
    version: int = Field(default=0, sa_column=Column(Integer, nullable=False,
                                                     server_default="0"))
    # The changes of the table between rounds (PLAYERS.md: join, sit out, come back, leave,
    # rounds), in order, as the export writes them (players named); null: none (migration 0004).
    changes: Optional[list[Any]] = Field(default=None, sa_column=Column(JSON, nullable=True))


class GameSeat(Row, table=True):
    __tablename__ = "game_seats"

    game_id: str = Field(sa_column=Column(
        String(36), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True))
    seat: int = Field(sa_column=Column(Integer, primary_key=True, autoincrement=False))
    player_id: int = Field(sa_column=Column(
        Integer, ForeignKey("players.id", ondelete="RESTRICT"), nullable=False, index=True))


class Round(Row, table=True):
    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("game_id", "index"),)

    id: Optional[int] = Field(default=None, primary_key=True)
    game_id: str = Field(sa_column=Column(
        String(36), ForeignKey("games.id", ondelete="CASCADE"), nullable=False))
    index: int = Field(nullable=False)  # 0-based, as RoundPlan.index
    dealer: int = Field(nullable=False)
    trump: Optional[str] = Field(default=None, sa_column=Column(String(16), nullable=True))
    voids: int = Field(default=0, nullable=False)
    recorded_at: datetime = Field(default_factory=utcnow, nullable=False)
    version: int = Field(default=0, sa_column=Column(Integer, nullable=False,
                                                     server_default="0"))  # the game's, when written


class RoundSeat(Row, table=True):
    __tablename__ = "round_seats"

    round_id: int = Field(sa_column=Column(
        Integer, ForeignKey("rounds.id", ondelete="CASCADE"), primary_key=True,
        autoincrement=False))
    seat: int = Field(sa_column=Column(Integer, primary_key=True, autoincrement=False))
    call: Optional[int] = Field(default=None, nullable=True)  # prediction (6th Sense) or bid
    tricks: Optional[int] = Field(default=None, nullable=True)
    doubles: int = Field(default=0, nullable=False)
    hand: Optional[list[str]] = Field(default=None, sa_column=Column(JSON, nullable=True))
    hand_value: Optional[int] = Field(default=None, nullable=True)  # shedding: value entered directly
    points: int = Field(nullable=False)  # what the seat scored this round


class JudgedTrick(Row, table=True):
    __tablename__ = "judged_tricks"

    id: Optional[int] = Field(default=None, primary_key=True)
    game_id: Optional[str] = Field(default=None, sa_column=Column(
        String(36), ForeignKey("games.id", ondelete="CASCADE"), nullable=True, index=True))
    round_index: Optional[int] = Field(default=None, nullable=True)
    game: str = Field(sa_column=Column(String(40), nullable=False))
    kind: str = Field(sa_column=Column(String(16), nullable=False))  # "trick", "round", ...
    plays: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    request: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    answer: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    explanation: str = Field(default="", nullable=False)
    created_at: datetime = Field(default_factory=utcnow, nullable=False)
