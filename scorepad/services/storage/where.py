"""Where the games are kept, as the Settings screen says it (issue 29, item 5): the kind of
store and where it is, in words a player can read, never a machine's path or address.

- `browser`: the phone-alone site (Pyodide): a SQLite file in this browser's own storage.
- `file`: a SQLite file on the computer that runs Scorepad, in Scorepad's usual data folder
  (`usual`) or in one given when it was started (`--data-dir`, `SCOREPAD_DATA_DIR`, a URL).
- `memory`: an in-memory SQLite database: nothing is kept once Scorepad stops.
- `postgresql`: a PostgreSQL server, on the computer that runs Scorepad (`usual` True) or on
  another one (a club's server).

>>> from scorepad.store.db import open_store
>>> where_kept(open_store("sqlite://"))
Kept(kind='memory', usual=False)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any
from scorepad import runtime

#: host names of this computer itself (a PostgreSQL server reached without the network)
THIS_COMPUTER = frozenset({"", "localhost", "127.0.0.1", "::1"})


@dataclass(frozen=True)
class Kept:
    """Where a store keeps its games (see the module's list)."""

    kind: str  # "browser", "file", "memory", "postgresql"
    usual: bool = False  # file: Scorepad's usual data folder; postgresql: on this computer


def where_kept(store: Any) -> Kept:
    """The `Kept` of a `scorepad.store.db.Store` (read from its URL: nothing is opened)."""
    from scorepad.config import default_data_dir, sqlite_path
    url = store.engine.url
    if store.is_sqlite:
        path = sqlite_path(str(url))
        if path is None:
            return Kept("memory")
        if runtime.in_browser():
            return Kept("browser")
        try:
            usual = Path(path).resolve().parent == default_data_dir().resolve()
        except (OSError, RuntimeError):  # a folder that cannot be resolved: not the usual one
            usual = False
        return Kept("file", usual)
    host = url.host or ""
    return Kept("postgresql", host in THIS_COMPUTER or host.startswith("/"))
