"""A SQLite store's health and its backups (issue 24, item 6).

- `check(path)`: ``PRAGMA quick_check`` on the file (a few ms for a table's database, see
  bench/bench_drill.py); `open_store` runs it before migrating, so a damaged file is never
  served: it raises `DamagedStore`, one sentence naming the newest good backup and the command
  that restores it (``scorepad restore FILE``). ``scorepad web`` refuses to start then.
- Backups, with SQLite's online backup API (`sqlite3.Connection.backup`: a consistent copy while
  the app runs, WAL included), in ``backups/`` next to the database, 0700/0600 like it
  (scorepad/store/files.py), named ``<db>-YYYYmmdd-HHMMSS[-n][.<kind>[.<game id>]].sqlite``;
  the newest `KEEP` are kept. The kind says why it was taken (issue 37, item 8): `FINISHED`
  (after a finished game, with its id), `DAY` (the day's copy), `REPLACED` (the games a
  put-back replaced); none for `scorepad backup` and older copies. `Backups.watch(events)`
  takes one after every finished game and, at the first change of a day when the newest is
  older than `DAILY` seconds and holds other games, the day's copy; a finished game's backup
  takes the place of the day's copy taken before it when nothing since could have removed or
  changed what that copy holds (only games started, rounds added, games finished): one
  backup per finished game. Each copy is checked before it counts. No thread: it runs in the
  writer's own call, so it works the same in the browser (Pyodide).
- `restore(db, source)`: the source is checked first; the current file (and its -wal, -shm)
  is moved aside (never deleted) as ``<db>.before-restore-<stamp>``, or ``<db>.damaged-<stamp>``
  when it fails its check (`kept_aside_as`), then the backup is copied in;
  `aside=False` (the app's put-back, which keeps the games as a backup of their own first)
  replaces it.

>>> import tempfile, sqlite3
>>> db = Path(tempfile.mkdtemp()) / "scorepad.sqlite"
>>> sqlite3.connect(db).executescript("CREATE TABLE t (x); INSERT INTO t VALUES (1);").close()
>>> check(db) is None, make_backup(db).parent.name, len(list_backups(db))
(True, 'backups', 1)
"""

from __future__ import annotations

import os
import re
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
# why a backup was taken (in its name, issue 37)
FINISHED = "finished"  # after a finished game (its id follows)
DAY = "day"  # the day's copy
REPLACED = "replaced"  # the games a put-back replaced
KINDS = (FINISHED, DAY, REPLACED)
_GAME_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
# the end of a backup's name: -<date>-<time>[-<n>][.<kind>[.<game id>]].sqlite
_TAIL = re.compile(r"-\d{8}-\d{6}(?:-\d+)?(?:\.(" + "|".join(KINDS) + r")(?:\.("
                   + _GAME_ID.pattern + r"))?)?\.sqlite$")


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

    def order(p: Path) -> tuple[str, int]:  # <stem>-<date>-<time>[-<n>][.<kind>...].sqlite
        parts = p.name[len(stem):-len(SUFFIX)].partition(".")[0].split("-")
        return "-".join(parts[:2]), _number(p, Path(db).stem)

    return sorted(found, key=order, reverse=True)


def _number(path: Path, stem: str) -> int:
    """A backup's number within its second (1 when its name has none)."""
    parts = path.name[len(stem) + 1:-len(SUFFIX)].partition(".")[0].split("-")
    return int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else 1


def kind_of(path: str | os.PathLike) -> tuple[str, str | None]:
    """Why the backup at `path` was taken (one of `KINDS`, "" when its name does not say) and,
    after a finished game, that game's id.

    >>> kind_of("scorepad-20261128-171600.finished.0b9e0d52-5b1e-4c1e-9f0a-2d3c4b5a6f70.sqlite")
    ('finished', '0b9e0d52-5b1e-4c1e-9f0a-2d3c4b5a6f70')
    >>> kind_of("scorepad-20261128-171600-2.day.sqlite"), kind_of("scorepad-20261128-171600.sqlite")
    (('day', None), ('', None))
    """
    found = _TAIL.search(Path(path).name)
    if found is None or found.group(1) is None:
        return "", None
    return found.group(1), found.group(2) if found.group(1) == FINISHED else None


def prune(db: str | os.PathLike, keep: int = KEEP, *, spare: tuple[Path, ...] = ()) -> None:
    """Only the newest `keep` backups of `db` are kept; those in `spare` are never removed."""
    spared = {Path(p).name for p in spare}
    found = list_backups(db)
    extra = len(found) - keep
    for old in reversed(found):
        if extra <= 0:
            break
        if old.name not in spared:
            old.unlink(missing_ok=True)
            extra -= 1


def _contents(path: str | os.PathLike) -> tuple[Any, ...] | None:
    """What tells two copies of the games apart, or None when it cannot be read: every game
    with its version (which counts each change of its rounds) and status, every player's
    name, how many tricks were judged."""
    try:
        con = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=5)
    except sqlite3.Error:
        return None
    try:
        return (con.execute("SELECT id, version, status FROM games ORDER BY id").fetchall(),
                con.execute("SELECT id, name FROM players ORDER BY id").fetchall(),
                con.execute("SELECT count(*), max(id) FROM judged_tricks").fetchone())
    except sqlite3.Error:
        return None
    finally:
        con.close()


def same_games(one: str | os.PathLike, other: str | os.PathLike) -> bool:
    """Whether two databases hold the very same games (False when either cannot be read)."""
    mine = _contents(one)
    return mine is not None and mine == _contents(other)


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
                keep: int | None = KEEP, now: Callable[[], float] = time.time,
                kind: str = "", game_id: str | None = None) -> Path:
    """Back `db` up (to `target`, or a new file in backups/ next to it, keeping the newest
    `keep` there, all when None). `kind` (one of `KINDS`) and `game_id` (FINISHED) go in
    its name. Returns the backup's path."""
    db = Path(db)
    auto = target is None
    if auto:
        folder = private_dir(backup_dir(db))
        stamp = datetime.fromtimestamp(now()).strftime("%Y%m%d-%H%M%S")
        tag = ""
        if kind in KINDS:
            tag = f".{kind}" + (f".{game_id}" if kind == FINISHED and game_id is not None
                                and _GAME_ID.fullmatch(str(game_id)) else "")
        # after every backup of the same second, never in a gap one removed left
        same = [_number(p, db.stem) for p in list_backups(db)
                if p.name[len(db.stem) + 1:].startswith(stamp)]
        n = max(same) + 1 if same else 1
        target = folder / f"{db.stem}-{stamp}{f'-{n}' if n > 1 else ''}{tag}{SUFFIX}"
    path = copy_database(db, target)
    if auto and keep is not None:
        prune(db, keep, spare=(path,))
    return path



def restore(db: str | os.PathLike, source: str | os.PathLike, *,
            now: Callable[[], float] = time.time, aside: bool = True) -> Path | None:
    """Put the backup `source` in place of `db`. The current file, when there is one, is moved
    aside (returned; never deleted), or, `aside` False (its games are kept in a backup
    already), replaced. Raises ValueError when `source` is not a sound database."""
    db, source = Path(db), Path(source)
    if not source.is_file():
        raise ValueError(f"there is no file {str(source)!r}")
    problem = check(source)
    if problem is not None:
        raise ValueError(f"{str(source)!r} is not a sound Scorepad database ({problem})")
    if not _has_games_table(source):
        raise ValueError(f"{str(source)!r} is not a Scorepad database")
    private_dir(db.parent)
    if not aside:
        ready = copy_database(source, db.with_name(f".{db.name}.restored"))
        for suffix in COMPANIONS:  # the old file's journal must not be read into the new one
            db.with_name(db.name + suffix).unlink(missing_ok=True)
        os.replace(ready, db)
        return None
    moved = None
    if db.exists():
        stamp = datetime.fromtimestamp(now()).strftime("%Y%m%d-%H%M%S")
        moved = db.with_name(f"{db.name}.{kept_aside_as(db)}-{stamp}")
        os.replace(db, moved)
        for suffix in COMPANIONS:
            companion = db.with_name(db.name + suffix)
            if companion.exists():
                os.replace(companion, moved.with_name(moved.name + suffix))
    copy_database(source, db)
    return moved


#: what the file a restore replaced is kept aside as: a damaged one, or a sound one (the
#: games as they were before the restore)
DAMAGED = "damaged"
BEFORE_RESTORE = "before-restore"


def kept_aside_as(db: str | os.PathLike) -> str:
    """What the database `db`, about to be replaced by a restore, is: `DAMAGED` when it fails
    its check, else `BEFORE_RESTORE` (a sound database is never named damaged)."""
    return DAMAGED if check(db) is not None else BEFORE_RESTORE


def was_damaged(kept: str | os.PathLike) -> bool:
    """Whether the file a restore kept aside (`restore`'s answer) was damaged."""
    return Path(kept).name.rsplit("-", 2)[0].endswith("." + DAMAGED)


def _has_games_table(path: Path) -> bool:
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT 1 FROM sqlite_master WHERE name='games'").fetchone() is not None
    except sqlite3.Error:
        return False
    finally:
        con.close()


class Backups:
    """Automatic backups of one SQLite file: after each finished game, and once a day of play
    (the day's copy, which a finished game's backup takes the place of when nothing since could
    have removed or changed what it holds: `replaceable`)."""

    #: changes after which a later copy still holds everything an earlier one does
    ADDING = frozenset({"start", "round", "finish", "draft"})

    def __init__(self, db: str | os.PathLike, *, keep: int = KEEP, daily: float = DAILY,
                 now: Callable[[], float] = time.time) -> None:
        self.db = Path(db)
        self.keep = keep
        self.daily = daily
        self.now = now
        self.failed: str | None = None  # the last failure, for the log
        self.replaceable: Path | None = None  # the day's copy, while only additions followed

    def due(self) -> bool:
        """Whether the day's copy is to be taken: no backup yet, or the newest is older than
        a day and holds other games than the database (a day without a change takes none)."""
        newest = list_backups(self.db)
        if not newest:
            return True
        try:
            old = self.now() - newest[0].stat().st_mtime >= self.daily
        except OSError:
            return True
        return old and not same_games(self.db, newest[0])

    def take(self, kind: str = "", game_id: str | None = None) -> Path | None:
        import logging

        try:
            path = make_backup(self.db, keep=self.keep, now=self.now, kind=kind,
                               game_id=game_id)
        except (OSError, sqlite3.Error) as exc:  # never stops a save: the round is stored
            self.failed = str(exc)
            logging.getLogger("scorepad.backup").warning("no backup was made: %s", exc)
            return None
        self.failed = None
        return path

    def take_daily(self) -> Path | None:
        """The day's copy, when due."""
        if not self.due():
            return None
        path = self.take(DAY)
        if path is not None:
            self.replaceable = path
        return path

    def on_change(self, change: Any) -> None:
        what = getattr(change, "what", "")
        if getattr(change, "remote", False):
            return
        if what not in self.ADDING:  # an edit, an undo, a deletion, a rename, a put-back...
            self.replaceable = None  # the day's copy may hold what no later one does
        if what == "finish":
            path = self.take(FINISHED, getattr(change, "game_id", None))
            if path is not None:
                if self.replaceable is not None and self.replaceable != path:
                    self.replaceable.unlink(missing_ok=True)  # this one holds all it held
                self.replaceable = None
        elif what in ("round", "start", "edit", "undo"):
            self.take_daily()

    def watch(self, events: Any) -> Callable[[], None]:
        """Subscribe to a store's `GameEvents` (scorepad/services/live.py)."""
        return events.subscribe(self.on_change)
