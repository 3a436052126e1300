"""Private files: the scores and names of a club are nobody else's business on a shared machine.

- A data folder Scorepad creates is made 0700 (this user only), whatever the umask; the
  default data folder (``~/.local/share/scorepad``) is tightened to 0700 even when an older
  Scorepad created it 0755. A folder the user chose that already exists keeps its mode
  (``--data-dir ~/Documents`` must not change who can open ``~/Documents``); the database
  files in it are private anyway.
- The SQLite database file is created 0600 before SQLite opens it, and an existing one (and
  its ``-wal``, ``-shm``, ``-journal`` companions) is tightened to 0600 when this user owns
  it. SQLite creates ``-wal`` and ``-shm`` with the database file's own mode (and sets that
  mode itself after creating them, so the umask does not widen it): they are 0600 too.

>>> import tempfile, os, stat
>>> d = Path(tempfile.mkdtemp()) / "data"
>>> db = prepare_sqlite_file(d / "scorepad.sqlite")
>>> oct(stat.S_IMODE(os.stat(d).st_mode)), oct(stat.S_IMODE(os.stat(db).st_mode))
('0o700', '0o600')
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

DIR_MODE = 0o700
FILE_MODE = 0o600
COMPANIONS = ("-wal", "-shm", "-journal")


def private_dir(folder: str | os.PathLike, *, tighten: bool = False) -> Path:
    """Create `folder` (and missing parents) with the folder itself 0700; an existing folder
    is tightened to 0700 only when `tighten` (and this user owns it)."""
    folder = Path(folder)
    if folder.is_dir():
        if tighten:
            _chmod_if_mine(folder, DIR_MODE)
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    try:
        folder.mkdir(mode=DIR_MODE)
    except FileExistsError:  # another process made it a moment ago
        if not folder.is_dir():
            raise
        return folder
    os.chmod(folder, DIR_MODE)  # mkdir's mode passes through the umask; chmod does not
    return folder


def prepare_sqlite_file(path: str | os.PathLike) -> Path:
    """Make sure the database file `path` exists, private (0600), in a private folder; its
    companions (-wal, -shm, -journal) that exist are made private too. Raises OSError."""
    path = Path(path)
    private_dir(path.parent)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags, FILE_MODE)
    except OSError:
        if path.exists():  # a database this user may only read: SQLite opens it as it can
            return path
        raise
    try:
        info = os.fstat(fd)
        if stat.S_ISREG(info.st_mode) and _mine(info) and stat.S_IMODE(info.st_mode) != FILE_MODE:
            os.fchmod(fd, FILE_MODE)
    finally:
        os.close(fd)
    for suffix in COMPANIONS:
        companion = path.with_name(path.name + suffix)
        try:
            info = os.lstat(companion)
        except FileNotFoundError:
            continue
        if stat.S_ISREG(info.st_mode):
            _chmod_if_mine(companion, FILE_MODE)
    return path


def secure_data_dir(settings) -> None:
    """The data folder of `settings`, private: created 0700 when missing, and tightened when it
    is Scorepad's default folder (an older version made it 0755)."""
    from scorepad.config import sqlite_path

    data_dir = getattr(settings, "data_dir", None)
    if data_dir is None or not getattr(settings, "is_sqlite", False):
        return
    db_file = sqlite_path(settings.database_url)
    if db_file is None or Path(db_file).parent != Path(data_dir):
        return  # the database lives elsewhere: its own folder is handled when it is opened
    private_dir(data_dir, tighten=getattr(settings, "data_dir_source", "") == "default")


def _mine(info: os.stat_result) -> bool:
    return not hasattr(os, "getuid") or info.st_uid == os.getuid()


def _chmod_if_mine(path: Path, mode: int) -> None:
    try:
        info = os.stat(path)
        if _mine(info) and stat.S_IMODE(info.st_mode) != mode:
            os.chmod(path, mode)
    except OSError:
        pass  # not ours to change: leave it
