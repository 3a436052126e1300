"""The backups of this device's SQLite file as the app offers them (issues 29 and 37): the
newest `store.backup.KEEP` (8), one after every finished game and the day's copy
(`app.keep_backups`, on a computer and in the browser alike); the app lists them, saying when
and why each was taken (the game that finished), and puts one back.

Putting one back first keeps the games as they are as a backup of their own (`REPLACED`:
putting that one back undoes it), then closes the store's connections and copies the backup
in place of the file (`store.backup.restore`); the next read opens it. In the browser the copy
is then kept in IndexedDB (`Store.after_commit`, scorepad/browser.py).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from scorepad.app_message import app_msg
from scorepad.errors import ScorepadError
from scorepad.services import live
from scorepad.store import backup
from scorepad.store.db import Store


@dataclass(frozen=True)
class BackupInfo:
    """One backup: its file name (its id here), when it was taken (UTC), how many games it
    holds, why it was taken (`kind`: one of `store.backup.KINDS`, "" when not said) and, after
    a finished game, that game (`game`: its sheet's id, `players`: their names)."""

    name: str
    taken: datetime
    games: int | None  # None: the file could not be read
    kind: str = ""
    game: str | None = None
    players: tuple[str, ...] = ()

    @property
    def title(self) -> str | None:
        """The finished game's sheet's title (English: said where shown)."""
        from scorepad.services.games.views import game_title

        return game_title(self.game) if self.game else None


@dataclass(frozen=True)
class PutBack:
    """What putting a backup back did: `put` the backup put back, `kept` the backup of the
    games it replaced (putting that one back undoes it)."""

    put: BackupInfo
    kept: BackupInfo


class BackupError(ScorepadError, ValueError):
    """A backup that cannot be put back (gone, unreadable, not a Scorepad database)."""


class BackupService:
    def __init__(self, store: Store) -> None:
        from scorepad.config import sqlite_path

        self.store = store
        self.db = sqlite_path(str(store.engine.url)) if store.is_sqlite else None

    @property
    def available(self) -> bool:
        """Backups exist only for a SQLite file (a club's PostgreSQL has its own)."""
        return self.db is not None

    def list(self) -> list[BackupInfo]:
        """The backups, newest first."""
        if self.db is None:
            return []
        return [info(p) for p in backup.list_backups(self.db)]

    def restore(self, name: str) -> PutBack:
        """Put the backup `name` (one of `list`) in place of the games, the games as they are
        kept as a backup first; raises BackupError (nothing changed then)."""
        if self.db is None:
            raise BackupError("no backups: the games are not in a SQLite file")
        found = [p for p in backup.list_backups(self.db) if p.name == name]
        if not found:
            raise BackupError(f"there is no backup {name!r}")
        source = found[0]
        put = info(source)
        self.store.engine.dispose()  # no connection keeps the old file open
        try:
            try:
                kept = backup.make_backup(self.db, keep=None, kind=backup.REPLACED)
            except (OSError, sqlite3.Error):
                raise BackupError(app_msg("The games as they are could not be kept as a backup, "
                                          "so nothing was put back.")) from None
            try:
                backup.restore(self.db, source, aside=False)
            except (OSError, ValueError, sqlite3.Error) as exc:
                raise BackupError(str(exc)) from None
            backup.prune(self.db, backup.KEEP, spare=(kept, source))
        finally:
            self.store.engine.dispose()
        if self.store.after_commit is not None:  # the browser: kept in IndexedDB at once
            self.store.after_commit()
        live.events_for(self.store).publish(None, live.RELOAD)
        return PutBack(put=put, kept=info(kept))


def info(path: Path) -> BackupInfo:
    """What the list says of the backup at `path`."""
    kind, game_id = backup.kind_of(path)
    try:
        taken = datetime.fromtimestamp(path.stat().st_mtime, tz=timezone.utc)
    except OSError:
        taken = datetime.now(timezone.utc)
    game, players = _finished(path, game_id) if game_id else (None, ())
    return BackupInfo(path.name, taken, _games(path), kind, game, players)


def _finished(path: Path, game_id: str) -> tuple[str | None, tuple[str, ...]]:
    """The sheet's id of the game `game_id` in the backup at `path` and its players' names."""
    from scorepad.store.first_read import FirstRead

    if not path.is_file():
        return None, ()
    try:
        found = FirstRead(str(path)).game(game_id)
    except (sqlite3.Error, ValueError):
        return None, ()
    if found is None:
        return None, ()
    row, names = found
    return row.game, tuple(names)


def _games(path: Any) -> int | None:
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return con.execute("SELECT count(*) FROM games").fetchone()[0]
        finally:
            con.close()
    except sqlite3.Error:
        return None
