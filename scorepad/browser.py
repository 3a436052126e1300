"""Scorepad inside the browser (the static site `scorepad publish` writes; Python on Pyodide).

The site's worker (scorepad/publish/web/python-worker.js) has mounted the browser's
persistent storage (IndexedDB) at /data and loaded it before this runs. Here:
- the database is /data/scorepad.sqlite, opened and migrated as on a computer;
- after every committed write the store calls `Durability` (`Store.after_commit`): /data is
  copied to IndexedDB and the write returns only when the browser has kept it
  (`pyodide.ffi.run_sync`, WebAssembly JS Promise Integration), so a round the screen shows
  as saved survives the tab being killed right after. A browser without JSPI (Safari; Firefox
  has it since ESR 153 here) cannot wait: the copy starts at once and is done a few milliseconds later,
  the page told of its outcome by the worker (`syncfsLater`);
- when the browser refuses its storage (private browsing) or has no room, the write is kept in
  the page and the page says so in words, over the app, until a later sync succeeds
  (index.html: the `storage-refused` / `storage-full` lines of boot_words.py); nothing is lost
  while the page is open, and the next write tries again.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import logging
import os
import sys
from typing import Any, Callable, Iterable

from scorepad.app import make_main
from scorepad.assemble import open_service

log = logging.getLogger("scorepad.browser")

DATA_DIR = "/data"


class Durability:
    """How writes reach the browser's storage (one per page). `problem`: None, or the key of
    the line the page shows ("storage-refused", "storage-full")."""

    def __init__(self, flet_js: Any, run_sync: Any = None, can_wait: Any = None) -> None:
        self.flet_js = flet_js
        self._run_sync = run_sync
        self._can_wait = can_wait
        self.syncs = 0
        self.problem: str | None = None
        if str(getattr(flet_js, "storage", "idbfs")) != "idbfs":
            self._tell("storage-refused")

    def _tell(self, problem: str | None) -> None:
        if problem != self.problem:
            self.problem = problem
            self.flet_js.progress(problem or "storage-ok")

    def __call__(self) -> None:
        """After a commit: wait until the browser's storage holds it (see module docstring)."""
        if self.problem == "storage-refused":
            return
        run_sync, can_wait = self._run_sync, self._can_wait
        if run_sync is None:
            from pyodide.ffi import can_run_sync as can_wait, run_sync
        if not can_wait():  # no JSPI (Safari): the copy starts now, a moment later done
            self.flet_js.syncfsLater()
            return
        try:
            run_sync(self.flet_js.syncfs())
        except Exception as exc:  # the edge: the browser's storage (QuotaExceededError, refused)
            log.warning("the browser's storage did not keep the write: %s", exc)
            self._tell("storage-full")
            return
        self.syncs += 1
        self.flet_js.progress("synced", self.syncs)
        self._tell(None)


WARM_AFTER_S = 0.3  # after Home is drawn: the ORM is imported then (`FirstGames.made`)
# ... in these pieces, each its own turn of the event loop, so a tap made meanwhile waits for
# one piece, not for the whole import (0.7 s in WebKit). Each is imported by the next anyway;
# SQLAlchemy's package imports all of its core at once (about 40 % of the whole).
WARM_STEPS = ("pydantic_core", "pydantic.main", "sqlalchemy", "sqlalchemy.orm", "sqlmodel",
              "sqlalchemy.dialects.sqlite", "scorepad.store.models", "scorepad.store.repo",
              "scorepad.services.games.service")


def keep(service: Any, durable: Durability, *, now: bool = True) -> None:
    """Every committed write of `service` (a `GameService`) reaches the browser's storage;
    `now`: what the opening wrote too (a new or migrated database, the day's backup)."""
    service.store.after_commit = durable
    if now:
        durable()
    # a finished game's backup (assemble.keep_backups: the newest 8, in /data/backups) is written
    # after the commit's copy: copy again, so the backup is in IndexedDB too (issue 29)
    service.events.subscribe(lambda change: durable()
                             if getattr(change, "what", "") == "finish" else None)


class LaterPackages:
    """The site's packages Home does not need (scorepad/publish/archive.py, LATER: the ORM).
    They come in a second archive, which the worker fetches once Home is drawn (`warm`:
    flet_js.fetchLater) and unpacks as it comes, linking its native library meanwhile; at
    the first import of one of them `unpack` (flet_js.unpackLater) fetches and writes it there
    and then if it has not come yet, and their zip goes on sys.path. Last on sys.meta_path:
    asked only for a top-level name no other finder found. (A finder by its `find_spec`
    alone: importlib.abc would import tempfile, shutil, random, bz2 and lzma before Home.)"""

    def __init__(self, names: Iterable[str], zip_path: str, unpack: Callable[[], Any]) -> None:
        self.names = frozenset(names)
        self.zip_path = zip_path
        self._unpack = unpack
        self.done = False

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        if self.done or path is not None or fullname.split(".", 1)[0] not in self.names:
            return None
        self.load()
        return importlib.machinery.PathFinder.find_spec(fullname)

    def load(self) -> None:
        """The packages unpacked and importable (once; a failed fetch is tried again at the
        next import and raises ImportError meanwhile)."""
        if self.done:
            return
        try:
            self._unpack()
        except Exception as exc:  # the edge: offline before the archive was ever kept
            raise ImportError("the part of Scorepad that comes after its first screen could "
                              f"not be fetched: {exc}") from None
        if self.zip_path not in sys.path:
            sys.path.insert(1, self.zip_path)
        importlib.invalidate_caches()
        self.done = True


def later_packages(names: Iterable[str], zip_path: str, unpack: Callable[[], Any]) -> LaterPackages:
    """A `LaterPackages` on sys.meta_path (last): the packages `names` come at their first import."""
    finder = LaterPackages(names, zip_path, unpack)
    sys.meta_path.append(finder)
    return finder


def first_games(settings: Any, durable: Durability) -> Any:
    """Home's reads with the standard library (`FirstGames` over `FirstRead`) when the file is
    there, sound and at the newest schema, or over `NoFile` on a first start (no file yet: the
    store creates it when first needed, after Home); None otherwise (a migration to run, a
    damaged file, the day's backup to take: the store is opened at once, as on a computer)."""
    from scorepad.config import sqlite_path
    from scorepad.services.games.first import FirstGames
    from scorepad.store.backup import Backups, list_backups
    from scorepad.store.first_read import FirstRead, NoFile
    from scorepad.store.migrate import script_head

    path = sqlite_path(settings.database_url)
    if path is None:
        return None
    new = not os.path.exists(path) and os.path.isdir(os.path.dirname(path) or ".")
    if new:
        read: Any = NoFile()
    elif FirstRead(path).usable(script_head()):
        read = FirstRead(path)
        if Backups(path).due() and read.count_games() > 0:
            return None  # the day's backup is taken at the start and kept, as before (assemble.py)
    else:
        return None

    def opened() -> Any:
        backups = list_backups(path)
        service = open_service(settings)
        keep(service, durable, now=new or list_backups(path) != backups)
        return service

    return FirstGames(read, opened)


def remembered(flet_js: Any) -> dict:
    """This device's choices as the page handed them to the worker (python.js: Flet's
    SharedPreferences in localStorage, by key), read at a session's start; {} when none."""
    choices = getattr(flet_js, "remembered", None)
    try:
        choices = choices.to_py() if hasattr(choices, "to_py") else choices
    except Exception:  # the edge: a JavaScript value that is not a plain object
        return {}
    return dict(choices) if isinstance(choices, dict) else {}


def native_msgpack() -> None:
    """Flet's messages packed by msgpack's native library again when the interpreter was
    restored from the snapshot, whose maker imported msgpack as its pure-Python twin (a
    snapshot cannot hold a native library: scorepad/publish/snapshot.py). msgpack's `packb` and
    `unpackb`, which Flet calls, read these three names at each call. Without the library (a
    copy that lacks it) the pure-Python twin goes on working, slower."""
    import msgpack

    if getattr(msgpack.Packer, "__module__", "") != "msgpack.fallback":
        return
    try:
        from msgpack import _cmsgpack
    except ImportError:
        return
    msgpack.Packer, msgpack.Unpacker, msgpack.unpackb = (_cmsgpack.Packer, _cmsgpack.Unpacker,
                                                         _cmsgpack.unpackb)


def start(later: Iterable[str] = (), later_zip: str | None = None) -> None:
    """Open the store in the browser's storage and run the app (the archive's main.py).

    Home is drawn before SQLAlchemy, SQLModel and pydantic are imported when it can be
    (`first_games`); they are imported right after (`WARM_AFTER_S`), or at the first thing
    that needs them, whichever comes first. `later`: the packages that come in the second
    archive (`LaterPackages`), whose zip is `later_zip`."""
    import flet as ft
    import flet_js  # the worker's namespace (python-worker.js)

    from scorepad.config import resolve

    native_msgpack()
    split = bool(later and later_zip)  # the ORM in a second archive (the site's main.py)
    if split:
        later_packages(later, later_zip, flet_js.unpackLater)
    flet_js.progress("opening")
    settings = resolve(data_dir=DATA_DIR, environ={})
    durable = Durability(flet_js)
    service = first_games(settings, durable)
    first = service is not None  # Home from the standard library's sqlite3, the ORM after it
    if first:
        flet_js.progress("store-read")
    else:
        # the ORM (SQLAlchemy, SQLModel, pydantic)
        import scorepad.services.games.service  # noqa: F401

        flet_js.progress("orm-imported")  # the page's clock at each step (bench/bench_engines.py)
        service = open_service(settings)
        flet_js.progress("store-read")
        keep(service, durable)
    flet_js.progress("store-open")
    main = make_main(service, remembered=lambda: remembered(flet_js))  # states: assemble.py
    flet_js.progress("app-made")

    from scorepad.words import browser_header

    # the page's languages, best first (index.html has made them readable: languages.js), as
    # the server reads them from its Accept-Language header: the app starts in the best it has
    languages = ",".join(str(code) for code in (getattr(flet_js, "languages", None) or []))

    async def warm() -> None:
        import asyncio

        await asyncio.sleep(WARM_AFTER_S)
        try:
            if split:  # the second archive, its native library linked, the page free
                await flet_js.fetchLater()
            for name in WARM_STEPS:
                importlib.import_module(name)
                await asyncio.sleep(0)
            service.made()
        except Exception:  # the edge: a task after Home; the store's words come when needed
            log.warning("the store did not open after Home", exc_info=True)
            return
        flet_js.progress("warmed")

    def shown(page: ft.Page) -> None:
        browser_header.set(languages)
        main(page)
        flet_js.progress("shown")
        if first:
            page.run_task(warm)

    ft.run(shown)
