"""Passing a game to another phone, and receiving one (issue 29, item 3), over
scorepad/services/passing/service.py: the link and its code for the game shown (`show`); a link's
game read and shown, not stored (`receive`); kept when asked (`keep`), as the service says.

What the screen says is data: `error` a sentence already in words (a damaged link: one
sentence, nothing stored), `kept` the service's `Kept` (the screen says it).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.state.errors import action_errors, message_of
from scorepad.words import tr

log = logging.getLogger("scorepad.state.passing")

PENDING_KEY = "scorepad.pass"  # the browser's storage: a link's data the page handed over
CARRIED = "pass"  # /received?at=<time>&pass=<data>: a link opened in a page already open
STORAGE_TOLD_KEY = "scorepad.storage_told"  # Home's note that the games may go has been read


def passed_in(route: str) -> tuple[str | None, str]:
    """A link opened in a tab that already shows the app (issue 37): the page
    (scorepad/assets/passed_link.js) gives the app's router the /received screen's address
    with the link's data in it, `/received?at=<time>&pass=<data>`. The data, and the address
    without it; (None, `route`) for any other address.

    >>> passed_in("/received?at=17&pass=AXja_-1")
    ('AXja_-1', '/received?at=17')
    >>> passed_in("/received?at=17"), passed_in("/game/x?pass=1")
    ((None, '/received?at=17'), (None, '/game/x?pass=1'))
    """
    from urllib.parse import parse_qsl, urlencode, urlsplit

    try:
        parts = urlsplit(route)
    except (TypeError, ValueError):
        return None, route
    if parts.path != "/received" or f"{CARRIED}=" not in parts.query:
        return None, route
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    carried = [value for key, value in pairs if key == CARRIED]
    if not carried:
        return None, route
    rest = urlencode([(key, value) for key, value in pairs if key != CARRIED])
    return carried[-1], "/received" + (f"?{rest}" if rest else "")


def link_for(page_url: str, view: Any) -> str:
    """The link that passes `view` (a GameView) from the page at `page_url`; "" if none."""
    from scorepad.services.passing import service as passing
    try:
        return passing.link(passing.app_address(page_url), view)
    except action_errors():  # a game the link cannot hold: the text goes without it
        log.info("no link for a game", exc_info=True)
        return ""


@ft.observable
@dataclass(eq=False)
class PassState:
    service: Any  # scorepad.services.passing.service.PassService
    base: str = ""  # the app's own address, the links' start
    link: str = ""  # the link of the game being passed
    game_id: Any = None  # ... and its id
    received: Any = None  # a game read from a link (services.passing.service.Received), not stored
    plan: Any = None  # what keeping it would do (Kept)
    kept: Any = None  # what keeping it did (Kept)
    error: str | None = None
    waiting: bool = False  # a link was opened; its data is on its way from the page

    def show(self, view: Any) -> bool:
        """The link of `view` (a GameView), to pass it on."""
        from scorepad.services.passing import service as passing
        try:
            self.link = passing.link(self.base, view)
        except action_errors() as exc:
            self.error = message_of(exc)
            return False
        self.game_id = view.id
        self.error = None
        return True

    def receive(self, text: Any) -> bool:
        """Read a link's game (nothing is stored); a link that cannot be read: one sentence."""
        from scorepad.services.passing import service as passing
        self.waiting = False
        self.received = self.plan = self.kept = None
        if not isinstance(text, str):
            self.error = tr(passing.DAMAGED)
            return False
        try:
            self.received = passing.read(text)
            self.plan = self.service.compare(self.received)
        except passing.PassError as exc:
            log.info("a passed link refused: %s", exc)
            self.received = None
            self.error = tr(passing.DAMAGED)
            return False
        except action_errors() as exc:  # the store could not be read: said, nothing stored
            self.received = None
            self.error = message_of(exc)
            return False
        self.error = None
        if self.plan.what == "same":  # nothing to keep: the game here can be opened
            self.kept = self.plan
        return True

    def keep(self) -> str | None:
        """Keep the received game on this device; the id of the game kept (to carry on)."""
        if self.received is None or self.kept is not None:
            return self.kept.game_id if self.kept is not None else None
        try:
            self.kept = self.service.keep(self.received)
        except action_errors() as exc:  # locked (a shared table), a store error: nothing kept
            self.error = message_of(exc)
            return None
        self.error = None
        return self.kept.game_id
