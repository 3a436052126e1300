"""A SQLite store's health and its backups (issue 24, item 6).

- `check(path)`: ``PRAGMA quick_check`` on the file (a few ms for a table's database, see
  bench/bench_drill.py); `open_store` runs it before migrating, so a damaged file is never
  served: it raises `DamagedStore`, one sentence naming the newest good backup and the command
  that restores it (``scorepad restore FILE``). ``scorepad web`` refuses to start then.
- Backups, with SQLite's online backup API (`sqlite3.Connection.backup`: a consistent copy while
  the app runs, WAL included), in ``backups/`` next to the database, 0700/0600 like it
  (scorepad/store/files.py), named ``<db>-YYYYmmdd-HHMMSS.sqlite``; the newest `KEEP` are kept.
  `Backups.watch(events)` takes one after every finished game and, at the first change of a day
  when the newest is older than `DAILY` seconds, one more. Each copy is checked before it counts.
  No thread: it runs in the writer's own call, so it works the same in the browser (Pyodide).
- `restore(db, source)`: the source is checked first; the current file (and its -wal, -shm)
  is moved aside as ``<db>.damaged-<stamp>`` (never deleted), then the backup is copied in.

>>> import tempfile, sqlite3
>>> db = Path(tempfile.mkdtemp()) / "scorepad.sqlite"
>>> sqlite3.connect(db).executescript("CREATE TABLE t (x); INSERT INTO t VALUES (1);").close()
>>> check(db) is None, make_backup(db).parent.name, len(list_backups(db))
(True, 'backups', 1)
"""

from __future__ import annotations

import os
import sqlite3
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from scorepad.store.files import COMPANIONS, FILE_MODE, private_dir

KEEP = 8  # backups kept next to the database
DAILY = 24 * 3600  # at least one backup a day of play
FOLDER = "backups"
SUFFIX = ".sqlite"


def check(path: str | os.PathLike) -> str | None:
    """None when the SQLite file at `path` is sound (or empty: a new database); otherwise the
    problem SQLite reports, in its own words (first line)."""
    path = Path(path)
    try:
        if path.stat().st_size == 0:
            return None
    except FileNotFoundError:
        return None
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=5)
    except sqlite3.Error as exc:
        return str(exc)
    try:
        rows = con.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    finally:
        con.close()
    if rows and rows[0][0] == "ok":
        return None
    return str(rows[0][0]).splitlines()[0] if rows else "no answer to the integrity check"


def backup_dir(db: str | os.PathLike) -> Path:
    return Path(db).parent / FOLDER


def list_backups(db: str | os.PathLike) -> list[Path]:
    """The backups of `db`, newest first."""
    folder = backup_dir(db)
    stem = Path(db).stem + "-"
    try:
        found = [p for p in folder.iterdir()
                 if p.name.startswith(stem) and p.name.endswith(SUFFIX) and p.is_file()]
    except OSError:
        return []
    def order(p: Path) -> tuple[str, int]:  # <stem>-<date>-<time>[-<n>].sqlite
        parts = p.name[len(stem):-len(SUFFIX)].split("-")
        n = int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else 1
        return "-".join(parts[:2]), n

    return sorted(found, key=order, reverse=True)


def newest_good(db: str | os.PathLike) -> Path | None:
    """The newest backup of `db` that passes the check."""
    for candidate in list_backups(db):
        if check(candidate) is None:
            return candidate
    return None


def copy_database(source: str | os.PathLike, target: str | os.PathLike) -> Path:
    """A consistent copy of the SQLite database `source` at `target` (0600), with the online
    backup API; written beside `target` and renamed into place, so a failed copy leaves no
    half file. Raises sqlite3.Error or OSError."""
    target = Path(target)
    tmp = target.with_name(f".{target.name}.part")
    fd = os.open(tmp, os.O_RDWR | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    os.close(fd)
    try:
        src = sqlite3.connect(f"{Path(source).resolve().as_uri()}?mode=ro", uri=True, timeout=5)
        try:
            dst = sqlite3.connect(tmp)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            finally:
                dst.close()
        finally:
            src.close()
        problem = check(tmp)
        if problem is not None:
            raise sqlite3.DatabaseError(problem)
        os.chmod(tmp, FILE_MODE)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return target


def make_backup(db: str | os.PathLike, target: str | os.PathLike | None = None, *,
                keep: int = KEEP, now: Callable[[], float] = time.time) -> Path:
    """Back `db` up (to `target`, or a new file in backups/ next to it, keeping the newest
    `keep` there). Returns the backup's path."""
    db = Path(db)
    auto = target is None
    if auto:
        folder = private_dir(backup_dir(db))
        stamp = datetime.fromtimestamp(now()).strftime("%Y%m%d-%H%M%S")
        target = folder / f"{db.stem}-{stamp}{SUFFIX}"
        n = 1
        while target.exists():
            n += 1
            target = folder / f"{db.stem}-{stamp}-{n}{SUFFIX}"
    path = copy_database(db, target)
    if auto:
        for old in list_backups(db)[keep:]:
            old.unlink(missing_ok=True)
    return path


def restore(db: str | os.PathLike, source: str | os.PathLike, *,
            now: Callable[[], float] = time.time) -> Path | None:
    """Put the backup `source` in place of `db`. The current file, when there is one, is moved
    aside (returned; never deleted). Raises ValueError when `source` is not a sound database."""
    db, source = Path(db), Path(source)
    if not source.is_file():
        raise ValueError(f"there is no file {str(source)!r}")
    problem = check(source)
    if problem is not None:
        raise ValueError(f"{str(source)!r} is not a sound Scorepad database ({problem})")
    if not _has_games_table(source):
        raise ValueError(f"{str(source)!r} is not a Scorepad database")
    private_dir(db.parent)
    aside = None
    if db.exists():
        stamp = datetime.fromtimestamp(now()).strftime("%Y%m%d-%H%M%S")
        aside = db.with_name(f"{db.name}.damaged-{stamp}")
        os.replace(db, aside)
        for suffix in COMPANIONS:
            companion = db.with_name(db.name + suffix)
            if companion.exists():
                os.replace(companion, aside.with_name(aside.name + suffix))
    copy_database(source, db)
    return aside


def _has_games_table(path: Path) -> bool:
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT 1 FROM sqlite_master WHERE name='games'").fetchone() is not None
    except sqlite3.Error:
        return False
    finally:
        con.close()


class Backups:
    """Automatic backups of one SQLite file: after each finished game, and once a day of play."""

    def __init__(self, db: str | os.PathLike, *, keep: int = KEEP, daily: float = DAILY,
                 now: Callable[[], float] = time.time) -> None:
        self.db = Path(db)
        self.keep = keep
        self.daily = daily
        self.now = now
        self.failed: str | None = None  # the last failure, for the log

    def due(self) -> bool:
        newest = list_backups(self.db)
        if not newest:
            return True
        try:
            return self.now() - newest[0].stat().st_mtime >= self.daily
        except OSError:
            return True

    def take(self) -> Path | None:
        import logging

        try:
            path = make_backup(self.db, keep=self.keep, now=self.now)
        except (OSError, sqlite3.Error) as exc:  # never stops a save: the round is stored
            self.failed = str(exc)
            logging.getLogger("scorepad.backup").warning("no backup was made: %s", exc)
            return None
        self.failed = None
        return path

    def on_change(self, change: Any) -> None:
        what = getattr(change, "what", "")
        if getattr(change, "remote", False):
            return
        if what == "finish" or (what in ("round", "start", "edit", "undo") and self.due()):
            self.take()

    def watch(self, events: Any) -> Callable[[], None]:
        """Subscribe to a store's `GameEvents` (scorepad/services/live.py)."""
        return events.subscribe(self.on_change)
