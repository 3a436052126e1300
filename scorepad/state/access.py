"""A session's side of a shared table: viewer or editor, the PIN prompt, the share screen's
facts and the keep-awake switch (issue 11).

Without `--share` the state says `shared=False`: the session may edit (as before issue 11),
no prompt ever opens and nothing here changes what a screen does. With `--share`, the session's
services are guarded (scorepad/services/access/guarded.py): a change asked while locked raises
`Locked`, and the guard calls `ask()` here first, so the PIN prompt opens over the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import flet as ft

from scorepad import runtime
from scorepad.services.access.control import AccessControl, AccessSession
from scorepad.words import say, tr

TOKEN_KEY = "scorepad.unlock_token"  # SharedPreferences (the browser's storage of this site)
AWAKE_KEY = "scorepad.keep_awake"
SECURE_HOSTS = ("localhost", "127.0.0.1", "::1", "[::1]")


@dataclass(frozen=True)
class ShareInfo:
    """What `scorepad web --share` told the app: the addresses to give out and the PIN."""

    urls: tuple[str, ...]
    control: AccessControl


def secure_context(url: str | None) -> bool:
    """Whether a page at `url` is a secure context (where a browser grants a wake lock):
    HTTPS, or a page of this machine itself (localhost, 127.0.0.1, ::1)."""
    if not url:
        return False
    try:
        parts = urlsplit(url if "//" in url else f"http://{url}")
        host = (parts.hostname or "").lower()
    except ValueError:
        return False
    if parts.scheme == "https":
        return True
    return host in SECURE_HOSTS or host.endswith(".localhost") or host.startswith("127.")


@ft.observable
@dataclass(eq=False)
class AccessState:
    info: ShareInfo | None = None
    session: AccessSession | None = None
    unlocked: bool = True  # a table that is not shared: every session edits
    prompt_open: bool = False
    message: str | None = None
    good: bool = False  # the message says it worked
    pin_text: str = ""
    version: int = 0  # a new version: a fresh, empty PIN field
    keep_awake: bool = True
    page_url: str = ""  # the address this session's page was opened at
    wake: Any = field(default=None, repr=False, compare=False)  # the session's wake lock holder
    _asked: list = field(default_factory=list)

    @property
    def shared(self) -> bool:
        return self.info is not None

    # ---- the share screen ------------------------------------------------------------------

    @property
    def share_url(self) -> str:
        """The address other devices can use: the first one on the network; this page's own
        address when the server has no other (or is not shared)."""
        if self.info is not None and self.info.urls:
            return self.info.urls[0]
        return self.page_url or "http://127.0.0.1/"

    @property
    def pin(self) -> str | None:
        """The PIN, for an unlocked session only (never for a viewer)."""
        if self.info is None or self.session is None:
            return None
        return self.info.control.pin_for(self.session)

    # ---- the PIN prompt --------------------------------------------------------------------

    def ask(self) -> None:
        """Open the PIN prompt (a locked control was used, or "Unlock to edit")."""
        if self.unlocked:
            return
        if not self.prompt_open:
            self.version += 1
            self.pin_text = ""
            self.message = None
            self.good = False
        self.prompt_open = True

    def close(self) -> None:
        self.prompt_open = False
        self.pin_text = ""
        self.version += 1

    def set_pin_text(self, text: str) -> None:
        self.pin_text = "".join(c for c in text if c.isdigit())[:32]

    def unlock(self) -> str | None:
        """Try the PIN typed; the session's token (to keep in the tab) when it opened."""
        if self.info is None or self.session is None:
            return None
        result = self.info.control.try_unlock(self.session, self.pin_text)
        self.pin_text = ""
        self.version += 1  # the field is emptied after each try, right or wrong
        self.message = say(result.message)
        self.good = result.ok
        if not result.ok:
            return None
        self.unlocked = True
        self.prompt_open = False
        return self.session.token

    def sync(self) -> None:
        """Show what the server holds: a session locked while its tab was gone is a viewer."""
        if self.session is not None and not self.session.unlocked and self.unlocked:
            self.unlocked = False

    def restore(self, token: Any) -> bool:
        """A reload of an unlocked tab: its token unlocks this session again."""
        if self.info is None or self.session is None or self.unlocked:
            return self.unlocked
        if self.info.control.restore(self.session, token):
            self.unlocked = True
            self.prompt_open = False
            return True
        return False

    # ---- keep the screen awake -------------------------------------------------------------

    @property
    def awake_possible(self) -> bool:
        return secure_context(self.page_url)

    @property
    def awake_note(self) -> str:
        if self.awake_possible:
            return (tr("While a game is open, this device's screen stays on.")
                    if self.keep_awake else tr("The screen may turn off, as the device is set."))
        if runtime.in_browser():  # the static site: no computer of its own, only its address
            return tr("Keeping the screen on needs the app opened at an https address: this "
                      "browser does not allow it here. Set this device's screen timeout instead.")
        return tr("Keeping the screen on needs a secure page (https, or this computer's own "
                  "address): this browser does not allow it here. Set this device's screen "
                  "timeout instead.")

    def set_keep_awake(self, value: bool) -> None:
        self.keep_awake = bool(value)
