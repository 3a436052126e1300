"""Every private name of Flet the app uses, and every patch it makes to Flet: here, nowhere else.

Flet (flet, flet-web) offers no public hook for what these do. Each entry of `PATCHES` says what
is patched or read, why, and which public hook would replace it. They were checked against
Flet `CHECKED_AGAINST`; tests/scorepad/web/test_flet_internals.py fails on any other version with
the list to recheck. Only the web server applies them (`apply()`, from `server.serve`); the
static site (Pyodide) runs Flet as it is. The rest of the app uses Flet's public API only
(`ft.context.page`, controls, `ft.run`).

Replaced by a public way and dropped (issue 30): words.py's `_context_page` (`ft.context.page`);
the replacement of `Session.dispatch_event` that sent no crash report (Flet's own handler
logs the error; the crash frame it sends is dropped at the socket by web/limits.leaks, plain
ASGI); `BaseControl` from Flet's internal module (`ft.BaseControl`).
"""

from __future__ import annotations

import dataclasses
import logging
import typing
from dataclasses import dataclass
from typing import Any, Callable

log = logging.getLogger("scorepad.server")

CHECKED_AGAINST = "1.0.5"  # flet and flet-web


@dataclass(frozen=True)
class Patch:
    target: str  # what in Flet is patched or read
    why: str
    public_hook: str  # what public API of Flet would let it go


PATCHES = (
    Patch("flet.messaging.session.Session.dispatch_event (wrapped)",
          "an event whose data does not fit its type (a route_change with no route, crafted by "
          "a client) makes Flet log a traceback: it is dropped first, in one line at info",
          "a validation step for incoming events, or Flet dropping an event it cannot build"),
    Patch("flet.messaging.session.Session.apply_patch (wrapped)",
          "a client may set any field of any control to anything; only existing fields of "
          "their own type are kept (the caller's `fits`)",
          "client-writable properties declared per control, checked by Flet"),
    Patch("flet_web.fastapi.flet_app.FletApp.handle (wrapped; reads _FletApp__session, "
          "_FletApp__get_unique_session_id, _FletApp__session_timeout_seconds)",
          "when a send to a closing tab fails, handle() raises before disconnect_session and "
          "the session is never expired (memory kept for ever)",
          "FletApp.handle disconnecting its session in a `finally`"),
    Patch("flet.messaging.protocol.Message.__repr__ (replaced)",
          "flet_transport formats every outgoing message with an f-string even with debug "
          "off: a tenth of the server's time for a new screen (issue 12)",
          "lazy logging arguments in Flet (`log.debug('%s', message)`)"),
    Patch("logger 'flet_web.fastapi' (a filter: GoneSocket)",
          "Flet logs a tab gone while it was sending as a warning with a traceback",
          "Flet treating WebSocketDisconnected as a normal disconnect"),
    Patch("flet.utils.platform_utils.is_linux_server, flet.utils.browser.open_in_browser",
          "what ft.run does to open a tab, for the server the app runs itself (uvicorn)",
          "ft.run accepting an ASGI wrapper (middleware) while it serves"),
)


def flet_version() -> str:
    from importlib.metadata import version

    return version("flet")


# -- events -------------------------------------------------------------------------------------

def event_fits(control: Any, name: str, data: Any) -> bool:
    """Whether Flet can build a well-typed event from a client's `data` for `control`'s
    `on_<name>` (no handler: nothing to build, it fits)."""
    from flet.controls.control_event import get_event_field_type
    from flet.utils.from_dict import from_dict
    import flet as ft

    field = f"on_{name}"
    if not hasattr(control, field):
        return True
    event_type = get_event_field_type(control, field)
    if event_type is None:
        return True
    base = typing.get_origin(event_type) or event_type
    if base in (ft.ControlEvent, ft.Event):  # a plain event: any data
        return True
    if not isinstance(data, dict):  # a typed event (a route change) is always a map
        return False
    try:
        event = from_dict(event_type, {**data, "control": control, "name": name})
    except Exception:  # the edge: a client's data Flet cannot build: it does not fit
        return False
    for f in dataclasses.fields(event):  # a field typed str, int, bool must hold one
        value = getattr(event, f.name, None)
        if f.type in ("str", str) and not isinstance(value, str) \
                or f.type in ("int", int) and type(value) is not int \
                or f.type in ("bool", bool) and type(value) is not bool:
            return False
    return True


def harden_sessions(fits: Callable[[Any, Any, Any], bool]) -> None:
    """Drop a client's event that does not fit its type, and a property update that `fits`
    refuses (one line at info each; see PATCHES). Idempotent."""
    from flet.messaging.session import Session

    if getattr(Session, "_scorepad_hardened", False):
        return
    original_dispatch = Session.dispatch_event

    async def dispatch_event(self, control_id: int, event_name: str, event_data: Any) -> None:
        control = self.index.get(control_id)
        if control is not None and not event_fits(control, event_name, event_data):
            log.info("dropped an event %r that does not fit its type", event_name)
            return
        await original_dispatch(self, control_id, event_name, event_data)

    original_patch = Session.apply_patch

    def apply_patch(self, control_id: int, patch: Any) -> None:
        control = self.index.get(control_id)
        if control is None or not isinstance(patch, dict):
            return
        kept = {k: v for k, v in patch.items() if fits(control, k, v)}
        if len(kept) < len(patch):
            log.info("dropped a property update that does not fit (%s)",
                     ", ".join(sorted(str(k)[:40] for k in patch if k not in kept)))
        try:
            original_patch(self, control_id, kept)
        except Exception as exc:  # the edge: a client's crafted properties: dropped
            log.info("dropped a property update that does not fit (%s)", type(exc).__name__)

    Session.dispatch_event = dispatch_event
    Session.apply_patch = apply_patch
    Session._scorepad_hardened = True


def is_hardened() -> bool:
    from flet.messaging.session import Session

    return bool(getattr(Session, "_scorepad_hardened", False))


# -- sockets ------------------------------------------------------------------------------------

def close_sessions_of_gone_sockets() -> None:
    """Flet 1.0.5 marks a session disconnected (so that it expires) only when its socket ends
    cleanly: when a message was still being sent to a tab that had just closed, the send
    fails, `FletApp.handle` raises before `disconnect_session`, and the session is kept for
    ever (the drill's memory that never came back). Disconnect it here in that case."""
    from flet_web.fastapi.flet_app import FletApp
    from flet_web.fastapi.flet_app_manager import app_manager

    if getattr(FletApp, "_scorepad_closes_gone", False):
        return
    original = FletApp.handle

    async def handle(self, websocket) -> None:
        try:
            await original(self, websocket)
        finally:
            session = getattr(self, "_FletApp__session", None)
            if session is not None and session.expires_at is None \
                    and session.connection is self:
                key = self._FletApp__get_unique_session_id(session.id)
                try:
                    await app_manager.disconnect_session(
                        key, self._FletApp__session_timeout_seconds)
                except Exception:  # the edge: a session already gone
                    log.debug("a gone socket's session could not be disconnected", exc_info=True)

    FletApp.handle = handle
    FletApp._scorepad_closes_gone = True


class GoneSocket(logging.Filter):
    """A tab gone while Flet 1.0.5 was still sending to it is a disconnect, not an error: the
    failed send marks the socket closed, and Flet's receive loop then logs starlette's
    "WebSocket is not connected" as a warning with its traceback. That record is kept at
    debug level (the session is closed all the same: `close_sessions_of_gone_sockets`);
    every other record passes as it is."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None and type(exc).__name__ == "WebSocketDisconnected" \
                and record.levelno > logging.DEBUG:
            log.debug("a tab went away while the server was sending to it")
            return False
        return True


def quiet_transport_log() -> None:
    """Flet 1.0.5 writes `transport_log.debug(f"send_message: {message}")` for every message
    it sends: the f-string formats the whole patch (every control's fields) even with debug
    logging off, a tenth of the server's time for a new screen (py-spy, issue 12). Unless
    that log is on, a message's repr is its action only."""
    if logging.getLogger("flet_transport").isEnabledFor(logging.DEBUG):
        return
    from flet.messaging.protocol import Message

    Message.__repr__ = lambda self: f"Message({getattr(self.action, 'name', self.action)})"


def apply(fits: Callable[[Any, Any, Any], bool]) -> None:
    """Every patch of PATCHES, for the web server (`fits`: may a client set control.key to
    value)."""
    harden_sessions(fits)
    close_sessions_of_gone_sockets()
    quiet_transport_log()
    gone = logging.getLogger("flet_web.fastapi")
    if not any(isinstance(f, GoneSocket) for f in gone.filters):
        gone.addFilter(GoneSocket())


# -- the browser tab ft.run would open ------------------------------------------------------------

def has_display() -> bool:
    """Whether a browser tab can be opened here (ft.run's own test: not a Linux server)."""
    import os

    from flet.utils.platform_utils import is_linux_server

    return not (os.environ.get("FLET_FORCE_WEB_SERVER") or is_linux_server())


def open_tab(url: str) -> None:
    from flet.utils.browser import open_in_browser

    open_in_browser(url)
