"""Reading an export file safely: a regular file of bounded size, UTF-8 (a byte-order mark
allowed); a FIFO, a device or a folder is refused before any read.
"""

from __future__ import annotations

import os
import stat

from scorepad.services.exchange.format import ExchangeError
from scorepad.app_message import N_

#: the largest file `scorepad import` reads (docs/export-format.md); an export of a thousand
#: games is a few MiB
MAX_IMPORT_BYTES = 64 * 1024 * 1024


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MiB" if size >= 1024 * 1024 else f"{size} bytes"


def read_import_file(path: str | os.PathLike, *, limit: int = MAX_IMPORT_BYTES) -> str:
    """An export file's text, read only when it is a regular file of at most `limit` bytes
    (a FIFO, a device such as /dev/zero, a folder is refused at once, before any read).
    A UTF-8 byte-order mark is accepted. Raises `ExchangeError` with one sentence (without
    the path: the caller names the file)."""
    try:
        info = os.stat(path)  # follows links: a link to /dev/zero is a device
    except FileNotFoundError:
        raise ExchangeError("no such file") from None
    except OSError as exc:
        raise ExchangeError(exc.strerror or str(exc)) from None
    _check_file(info, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise ExchangeError(exc.strerror or str(exc)) from None
    with os.fdopen(fd, "rb") as handle:
        _check_file(os.fstat(handle.fileno()), limit)  # the file opened is the one checked
        data = handle.read(limit + 1)
    return decode_import(data, limit=limit)


def read_import_stream(stream, *, limit: int = MAX_IMPORT_BYTES) -> str:
    """An export's text from a binary stream (stdin), at most `limit` bytes."""
    data = stream.read(limit + 1)
    if isinstance(data, str):  # a text stream (tests)
        if len(data) > limit:
            raise ExchangeError(f"it is larger than {_mib(limit)}, the most an export file may be")
        return data.removeprefix("\ufeff")
    return decode_import(data, limit=limit)


def decode_import(data: bytes, *, limit: int = MAX_IMPORT_BYTES) -> str:
    if len(data) > limit:
        raise ExchangeError(f"it is larger than {_mib(limit)}, the most an export file may be",
                            words=N_("the file is larger than an export file may be"))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ExchangeError("it is not UTF-8 text (is it a JSON export?)",
                            words=N_("the file is not text (UTF-8): it is not a Scorepad "
                                     "export")) from None


def _check_file(info: os.stat_result, limit: int) -> None:
    mode = info.st_mode
    if stat.S_ISDIR(mode):
        raise ExchangeError("it is a folder, not an export file")
    if not stat.S_ISREG(mode):
        kind = ("a named pipe (FIFO)" if stat.S_ISFIFO(mode) else
                "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else
                "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
        raise ExchangeError(f"it is {kind}, not an export file: give a file written by "
                            "scorepad export")
    if info.st_size > limit:
        raise ExchangeError(f"it is {_mib(info.st_size)}; an export file may be at most "
                            f"{_mib(limit)}")
