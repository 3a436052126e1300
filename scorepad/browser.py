"""Scorepad inside the browser (the static site `scorepad publish` writes; Python on Pyodide).

The site's worker (scorepad/publish/web/python-worker.js) has mounted the browser's
persistent storage (IndexedDB) at /data and loaded it before this runs. Here:
- the database is /data/scorepad.sqlite, opened and migrated as on a computer;
- after every committed write the store calls `durable()`: /data is copied to IndexedDB and
  the write returns only when the browser has kept it, so a round the screen shows as saved
  survives the tab being killed right after;
- when the browser refuses or has no room, the write is kept in the tab and the person is told
  in words (`storage_problem`); the next write tries again.
"""

from __future__ import annotations

import logging
from typing import Any

from scorepad.words import N_

log = logging.getLogger("scorepad.browser")

DATA_DIR = "/data"

STORAGE_REFUSED = N_("This browser does not let Scorepad keep its games (private browsing, or "
                     "storage turned off). Your games stay while this page is open: export "
                     "them before closing it.")
STORAGE_FULL = N_("Your phone's storage is full: the last change is kept while this page is "
                  "open, not yet on the phone. Free some space; Scorepad tries again at the "
                  "next change.")


class Durability:
    """How writes reach the browser's storage (one per page)."""

    def __init__(self, flet_js: Any) -> None:
        self.flet_js = flet_js
        self.problem: str | None = None  # an N_ message while the storage fails
        storage = str(getattr(flet_js, "storage", "idbfs"))
        if storage != "idbfs":
            self.problem = STORAGE_REFUSED
        self.syncs = 0

    def __call__(self) -> None:
        """After a commit: wait until the browser's storage holds it (see module docstring)."""
        if self.problem is STORAGE_REFUSED:
            return
        try:
            from pyodide.ffi import run_sync

            run_sync(self.flet_js.syncfs())
            self.syncs += 1
            self.problem = None
        except Exception as exc:  # QuotaExceededError, a closed database
            log.warning("the browser's storage did not keep the write: %s", exc)
            self.problem = STORAGE_FULL


def start() -> None:
    """Open the store in the browser's storage and run the app (the archive's main.py)."""
    import flet as ft
    import flet_js  # the worker's namespace (python-worker.js)

    from scorepad.app import make_main, open_service
    from scorepad.config import resolve

    flet_js.progress("opening")
    service = open_service(resolve(data_dir=DATA_DIR, environ={}))
    durable = Durability(flet_js)
    service.store.after_commit = durable
    durable()  # a new or migrated database is kept at once
    main = make_main(service)

    def shown(page: ft.Page) -> None:
        main(page)
        flet_js.progress("shown")

    ft.run(shown)
