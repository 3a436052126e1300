"""The Settings screen's own state (issue 29, item 5): where this device's games are kept and,
on the phone alone, whether the browser agreed to keep them. The rest of the screen is the
app's: its language and theme (`AppState`), the backups (`BackupsState`).

`keeping` is what the site's page learnt when it asked the browser to keep its storage
(`navigator.storage.persist()`, scorepad/publish/web/index.html): "kept", "installed" (a
home-screen app keeps its storage) or "refused"; None: not asked (not the phone-alone site) or
not known (a browser that keeps no preferences).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.services.storage.where import Kept, where_kept
from scorepad.state.errors import action_errors

log = logging.getLogger("scorepad.state.settings")

STORAGE_KEY = "scorepad.storage"  # the page's answer, in the browser's preferences
KEEPING = ("kept", "installed", "refused")


@ft.observable
@dataclass(eq=False)
class SettingsState:
    kept: Kept | None = None  # where the games are kept; None: not known (said so)
    keeping: str | None = None  # the browser's answer (see the module's docstring)
    located: bool = True  # False: `kept` is read when Settings opens (`locate`)

    def locate(self, store: Any) -> None:
        """Say where `store` keeps its games (None: not known)."""
        self.located = True
        if store is None:
            return
        try:
            self.kept = where_kept(store)
        except action_errors():  # an odd URL: the screen says it does not know, never a traceback
            log.info("where the games are kept is not known", exc_info=True)

    def browser_answered(self, answer: Any) -> None:
        """What the page learnt from the browser (anything else: not known)."""
        self.keeping = answer if answer in KEEPING else None

    @property
    def at_risk(self) -> bool:
        """The browser may clear the games: say how to install the site or export them."""
        return self.kept is not None and self.kept.kind == "browser" and \
            self.keeping not in ("kept", "installed")
