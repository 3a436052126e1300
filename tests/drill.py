"""A Flet client that speaks the protocol itself, from a chosen loopback address (issue 24's
drill: tests/scorepad/test_drill.py and bench/bench_drill.py). Standard library, `websockets`
and `msgpack` (both installed with Flet's web server); loopback only.

    c = FletClient(port, source="127.0.0.3").register()
    c.find("pin-open")      # the id of the control under that Semantics identifier, or None
    c.event(c.page_id, "route_change", {})
"""

from __future__ import annotations

import socket
import time
from typing import Any

import msgpack
from websockets.sync.client import connect

UA = "Mozilla/5.0 (drill) Chrome/130"


def source_socket(port: int, source: str, timeout: float = 10.0) -> socket.socket:
    """A TCP connection to 127.0.0.1:port from the loopback address `source`."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    s.bind((source, 0))
    s.connect(("127.0.0.1", port))
    return s


def http_get(port: int, source: str = "127.0.0.1", path: str = "/", timeout: float = 10.0) -> float:
    """Seconds to get `path`'s whole answer (status 200 checked)."""
    start = time.perf_counter()
    with source_socket(port, source, timeout) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
                  .encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    assert data.startswith(b"HTTP/1.1 200"), data[:80]
    return time.perf_counter() - start


class Refused(Exception):
    """The server refused the WebSocket."""


class FletClient:
    def __init__(self, port: int, source: str = "127.0.0.1", ua: str = UA,
                 timeout: float = 10.0) -> None:
        self.port, self.source, self.ua = port, source, ua
        try:
            self.ws = connect(f"ws://127.0.0.1:{port}/ws", sock=source_socket(port, source, timeout),
                              origin=f"http://127.0.0.1:{port}",
                              user_agent_header=ua, open_timeout=timeout, max_size=None,
                              legacy=True)
        except Exception as exc:  # noqa: BLE001 - an upgrade refused, a reset
            raise Refused(str(exc)) from None
        self.session_id: str | None = None
        self.controls: list[dict] = []  # every control dict seen in the patches
        self.crashed: list[str] = []  # SESSION_CRASHED messages received
        self.frames = 0  # messages received
        self.page_id = 1

    # -- sending ------------------------------------------------------------------------------

    def send(self, action: int, body: Any) -> None:
        self.ws.send(b"\x00" + msgpack.packb([action, body]))

    def register(self, session_id: str | None = None, route: str = "/",
                 wait: float = 15.0) -> "FletClient":
        self.send(1, {"session_id": session_id, "page_name": "",
                      "page": {"route": route, "width": 400, "height": 800, "platform": "linux",
                               "web": True, "pwa": False, "debug": False,
                               "platform_brightness": "light", "media": {}}})
        self.read(until=lambda: self.session_id is not None, timeout=wait)
        return self

    def event(self, target: int, name: str, data: Any = None) -> None:
        self.send(3, {"target": target, "name": name, "data": data})

    def props(self, target: int, props: dict) -> None:
        self.send(4, {"id": target, "props": props})

    def close(self) -> None:
        try:
            self.ws.close()
        except Exception:  # noqa: BLE001
            pass

    # -- reading ------------------------------------------------------------------------------

    def read(self, until=lambda: False, timeout: float = 5.0) -> None:
        """Read what the server sends until `until()` or `timeout` seconds."""
        end = time.monotonic() + timeout
        while not until():
            left = end - time.monotonic()
            if left <= 0:
                return
            try:
                data = self.ws.recv(timeout=left)
            except TimeoutError:
                return
            self.frames += 1
            if isinstance(data, (bytes, bytearray)) and data[:1] == b"\x00":
                self._take(msgpack.unpackb(data[1:], strict_map_key=False))

    def _take(self, message: Any) -> None:
        action, body = message
        if action == 1 and isinstance(body, dict):
            self.session_id = body.get("session_id")
            self._walk(body.get("page_patch"))
        elif action == 6:
            self.crashed.append(str(body))
        else:
            self._walk(body)

    def _walk(self, value: Any) -> None:
        if isinstance(value, dict):
            if "_i" in value:
                self.controls.append(value)
            for v in value.values():
                self._walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                self._walk(v)

    def find(self, identifier: str) -> int | None:
        """The id of the control inside the Semantics `identifier` (its content), or None."""
        for c in reversed(self.controls):
            if c.get("identifier") == identifier:
                content = c.get("content")
                return content.get("_i") if isinstance(content, dict) else c.get("_i")
        return None

    def wait_for(self, identifier: str, timeout: float = 10.0) -> int | None:
        self.read(until=lambda: self.find(identifier) is not None, timeout=timeout)
        return self.find(identifier)


def control_text(control: dict | None) -> str:
    """The words of a Text control (or of the first Text inside it)."""
    if not isinstance(control, dict):
        return ""
    if isinstance(control.get("value"), str):
        return control["value"]
    for v in control.values():
        if isinstance(v, dict) and (found := control_text(v)):
            return found
    return ""


def tap(c: FletClient, identifier: str, timeout: float = 10.0) -> bool:
    target = c.wait_for(identifier, timeout)
    if target is None:
        return False
    c.event(target, "click")
    return True


def try_pin(c: FletClient, pin: str, timeout: float = 10.0) -> str:
    """Open the PIN prompt, type `pin`, tap Unlock; the message the prompt says ("" when it
    closed without one: unlocked)."""
    if not tap(c, "pin-open", timeout):
        return ""
    field = c.wait_for("pin-field", timeout)
    if field is None:
        return ""
    c.props(field, {"value": pin})
    c.event(field, "change", pin)
    seen, frames = len(c.controls), c.frames
    if not tap(c, "pin-unlock", timeout):
        return ""
    c.read(until=lambda: c.frames > frames, timeout=timeout)  # the answer to the tap
    c.read(until=lambda: any(x.get("identifier") == "pin-message" for x in c.controls[seen:]),
           timeout=0.3)
    for x in reversed(c.controls[seen:]):
        if x.get("identifier") == "pin-message":
            return control_text(x.get("content"))
    return ""


def shows_pin(c: FletClient, timeout: float = 10.0) -> bool:
    """Open the Share screen: whether it shows the PIN (an unlocked session only)."""
    seen = len(c.controls)
    tap(c, "share-open", timeout)
    c.read(until=lambda: any(x.get("identifier") in ("share-qr", "share-pin")
                             for x in c.controls[seen:]), timeout=timeout)
    c.read(timeout=0.3)
    return any(x.get("identifier") == "share-pin" for x in c.controls[seen:])
