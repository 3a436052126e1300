"""The backups of this device's SQLite file as the app offers them (issue 29, item 5): the
newest `store.backup.KEEP` (8) are made after every finished game (`app.keep_backups`, on a
computer and in the browser alike); the app lists them and puts one back.

Putting one back closes the store's connections, moves the current file aside (never deleted)
and copies the backup in its place (`store.backup.restore`); the next read opens it. In the
browser the copy is then kept in IndexedDB (`Store.after_commit`, scorepad/web/browser.py).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from scorepad.services import live
from scorepad.store import backup
from scorepad.store.db import Store


@dataclass(frozen=True)
class BackupInfo:
    """One backup: its file name (its id here), when it was taken, how many games it holds."""

    name: str
    taken: datetime
    games: int | None  # None: the file could not be read


class BackupError(ValueError):
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
        return [BackupInfo(p.name, datetime.fromtimestamp(p.stat().st_mtime), _games(p))
                for p in backup.list_backups(self.db)]

    def restore(self, name: str) -> None:
        """Put the backup `name` (one of `list`) in place of the games; raises BackupError."""
        if self.db is None:
            raise BackupError("no backups: the games are not in a SQLite file")
        found = [p for p in backup.list_backups(self.db) if p.name == name]
        if not found:
            raise BackupError(f"there is no backup {name!r}")
        self.store.engine.dispose()  # no connection keeps the old file open
        try:
            backup.restore(self.db, found[0])
        except (OSError, ValueError, sqlite3.Error) as exc:
            raise BackupError(str(exc)) from None
        finally:
            self.store.engine.dispose()
        if self.store.after_commit is not None:  # the browser: kept in IndexedDB at once
            self.store.after_commit()
        live.events_for(self.store).publish(None, live.RELOAD)


def _games(path: Any) -> int | None:
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return con.execute("SELECT count(*) FROM games").fetchone()[0]
        finally:
            con.close()
    except sqlite3.Error:
        return None
