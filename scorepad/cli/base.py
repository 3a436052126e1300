"""What the `scorepad` command's modules share (scorepad/cli/: __init__.py, web.py, data.py)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from scorepad.errors import ScorepadError

PROG = "scorepad"
DEFAULT_PORT = 8550
LOOPBACK = "127.0.0.1"


class CliError(ScorepadError):
    """One line for the user; exit status 1."""


def file_problem(exc: OSError, path: str | os.PathLike) -> str:
    """Why the file `path` could not be written or read, in plain words (the end of a sentence:
    "cannot write FILE: <this>"), never the system's own text where a plainer one is known."""
    where = Path(path)
    if exc.errno == errno.ENOENT:
        folder = where.parent
        return (f"the folder {str(folder)!r} does not exist" if not folder.is_dir()
                else f"there is no file {str(where)!r}")
    if exc.errno == errno.EISDIR or where.is_dir():
        return f"{str(where)!r} is a folder, not a file"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if exc.errno == errno.EROFS:
        return "the disk is read-only"
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    return (exc.strerror or type(exc).__name__).lower()
