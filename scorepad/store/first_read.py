"""What Home shows, read from a SQLite file with the standard library's `sqlite3`: the browser's
start (scorepad/browser.py) draws Home from these before SQLAlchemy, SQLModel and pydantic
are imported (about a second of every start there, issue 29). Reads only; the store (db.py,
repo.py) stays the one place that writes.

The rows come back as the ORM's would for what Home reads (repo.list_games' `GameRow`, a game's
row and seat names, repo.load_rounds' `StoredRound`): timestamps aware in UTC, JSON columns
decoded, the trump read by the game's `TrumpReader`. tests/scorepad/store/test_first_read.py
checks them against repo.py's on the same file.

>>> FirstRead("/no/such/folder/scorepad.sqlite").usable("0002")
False
"""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import datetime, timezone
from types import SimpleNamespace
from typing import Any

from scorepad.store.round_rows import StoredRound, TrumpReader, entry_of

GAME_COLUMNS = ("id", "game", "options", "first_dealer", "status", "winners", "created_at",
                "finished_at", "version", "changes")


def _when(text: Any) -> datetime | None:
    if text is None:
        return None
    value = datetime.fromisoformat(str(text))
    return value.replace(tzinfo=timezone.utc) if value.tzinfo is None else value.astimezone(
        timezone.utc)


def _json(text: Any) -> Any:
    return None if text is None else json.loads(text)


def _game(row: sqlite3.Row) -> SimpleNamespace:
    return SimpleNamespace(id=row["id"], game=row["game"], options=_json(row["options"]) or {},
                           first_dealer=row["first_dealer"], status=row["status"],
                           winners=_json(row["winners"]), created_at=_when(row["created_at"]),
                           finished_at=_when(row["finished_at"]), version=row["version"] or 0,
                           changes=_json(row["changes"]))


class FirstRead:
    """Home's reads on the SQLite file at `path`."""

    def __init__(self, path: str) -> None:
        self.path = path

    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=5)
        con.row_factory = sqlite3.Row
        con.execute("PRAGMA query_only = ON")
        return con

    def usable(self, head: str | None) -> bool:
        """Whether the file is there, sound and at schema `head` (the newest migration): else
        the store is opened as always (created, migrated, or its damage said)."""
        if head is None or not os.path.isfile(self.path):
            return False
        from scorepad.store.backup import check
        from scorepad.store.migrate import stored_revision_of

        if check(self.path) is not None:
            return False
        try:
            con = self._connect()
            try:
                return stored_revision_of(con) == head
            finally:
                con.close()
        except sqlite3.Error:
            return False

    def count_games(self) -> int:
        con = self._connect()
        try:
            return con.execute("SELECT count(*) FROM games").fetchone()[0]
        finally:
            con.close()

    def list_games(self, *, status: str | None, limit: int, offset: int) -> list[Any]:
        """repo.list_games: one page, newest first, each with its seat names and round count."""
        where = "WHERE status = ? " if status is not None else ""
        con = self._connect()
        try:
            games = con.execute(f"SELECT {', '.join(GAME_COLUMNS)} FROM games {where}"
                                "ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
                                (*((status,) if status is not None else ()), limit,
                                 offset)).fetchall()
            out = []
            for row in games:
                names = self._names(con, row["id"])
                rounds = con.execute("SELECT count(*) FROM rounds WHERE game_id = ?",
                                     (row["id"],)).fetchone()[0]
                out.append(SimpleNamespace(game=_game(row), players=names, rounds=rounds))
            return out
        finally:
            con.close()

    @staticmethod
    def _names(con: sqlite3.Connection, game_id: str) -> tuple[str, ...]:
        return tuple(r[0] for r in con.execute(
            "SELECT players.name FROM game_seats JOIN players ON players.id = "
            "game_seats.player_id WHERE game_seats.game_id = ? ORDER BY game_seats.seat",
            (game_id,)))

    def game(self, game_id: str) -> tuple[SimpleNamespace, tuple[str, ...]] | None:
        """The game's row and seat names; None when there is no such game."""
        con = self._connect()
        try:
            row = con.execute(f"SELECT {', '.join(GAME_COLUMNS)} FROM games WHERE id = ?",
                              (str(game_id),)).fetchone()
            return None if row is None else (_game(row), self._names(con, row["id"]))
        finally:
            con.close()

    def rounds(self, game_id: str, trump_of: TrumpReader) -> list[StoredRound]:
        """repo.load_rounds: the game's rounds in order, each with its seats."""
        con = self._connect()
        try:
            rounds = con.execute(
                'SELECT id, "index", dealer, trump, voids, recorded_at, version FROM rounds '
                'WHERE game_id = ? ORDER BY "index"', (str(game_id),)).fetchall()
            seats: dict[int, list[Any]] = {r["id"]: [] for r in rounds}
            for s in con.execute(
                    "SELECT round_seats.round_id, call, tricks, doubles, hand, hand_value, points "
                    "FROM round_seats JOIN rounds ON rounds.id = round_seats.round_id "
                    "WHERE rounds.game_id = ? ORDER BY round_seats.round_id, round_seats.seat",
                    (str(game_id),)):
                seats[s["round_id"]].append(SimpleNamespace(
                    call=s["call"], tricks=s["tricks"], doubles=s["doubles"],
                    hand=_json(s["hand"]), hand_value=s["hand_value"], points=s["points"]))
        finally:
            con.close()
        out = []
        for r in rounds:
            row = SimpleNamespace(index=r["index"], trump=r["trump"], voids=r["voids"])
            mine = seats[r["id"]]
            out.append(StoredRound(index=r["index"], dealer=r["dealer"],
                                  entry=entry_of(row, mine, trump_of),
                                  points=tuple(s.points for s in mine),
                                  recorded_at=_when(r["recorded_at"]), version=r["version"]))
        return out


class NoFile:
    """Home's reads on a first start, before the file exists: no games (the store creates the
    file when first needed, after Home: scorepad/browser.py)."""

    def list_games(self, *, status: str | None, limit: int, offset: int) -> list[Any]:
        return []

    def game(self, game_id: str) -> None:
        return None

    def rounds(self, game_id: str, trump_of: TrumpReader) -> list[StoredRound]:
        return []
