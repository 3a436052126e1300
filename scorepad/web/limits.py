"""A shared table no one can wear down (issue 24, items 2-4): what `server.Guard` does to each
WebSocket beyond checking its Host and Origin.

- **Sockets**: at most `Limits.per_address` open WebSockets from one client address (an IPv6
  address counts by its /64; this computer itself, 127.0.0.1 and ::1, only in the total),
  `Limits.total` in all, and `Limits.new_burst` new ones at once
  from an address, then `new_per_minute` (each new socket is a new Flet session: a guesser
  opening one per guess is slowed here before it reaches the PIN). Over a limit, the upgrade
  is refused (403) before a session exists.
- **Sessions**: a session whose tab has gone is dropped after `SESSION_TIMEOUT` s (Flet keeps
  it an hour by default; ``FLET_SESSION_TIMEOUT``), and once the server has been quiet that
  long the memory freed is given back to the system (`trim_memory`).
- **Events**: each socket has a bucket of `EVENT_BURST` events refilled at `EVENT_RATE` a
  second; a socket that sends faster waits (its own events queue, nobody else's), and one
  that keeps flooding (`FLOOD_CLOSE` events over its rate) is closed. A frame that is not a
  well-formed Flet message (`frame_problem`) is dropped, counted and logged at debug.
- **What leaves**: Flet sends a crashed session its traceback (``SESSION_CRASHED``: file
  paths, code); that frame is never sent (`leaks`).
- **What a browser may set**: `_fits` says which property updates a client may make; the
  patches that apply it, and drop an event whose data does not fit its type (``route_change``
  with no route) in one line, are Flet's internals: scorepad/web/flet_internals.py.

>>> frame_problem(b"\\x00" + __import__("msgpack").packb([3, {"target": 1, "name": "click", "data": None}]), True)
>>> frame_problem(b"\\x00\\x92\\x03\\xc0", True)
'a body that is not a map'
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import defaultdict, deque
from typing import Any

import msgpack

from scorepad.services.access.control import THIS_COMPUTER, address_key

log = logging.getLogger("scorepad.server")

SESSION_TIMEOUT = 120  # seconds a session is kept after its tab has gone
EVENT_BURST = 20  # events (taps, keys) a socket may send at once ...
EVENT_RATE = 12.0  # ... then this many a second (a person taps or types fewer)
FLOOD_CLOSE = 2000  # events over its rate before a socket is closed
MAX_FRAME = 1 << 20  # bytes in one WebSocket message (uvicorn's ws_max_size)

REGISTER, EVENT, PROPS, RESULT, CRASHED = 1, 3, 4, 5, 6
_EVENT_NAME = re.compile(r"[a-z][a-z0-9_]{0,47}")
_CRASHED_PREFIX = bytes([0x00, 0x92, CRASHED])  # [0x00][fixarray 2][action 6]


def frame_problem(data: bytes, registered: bool) -> str | None:
    """Why a WebSocket frame from a browser is dropped, or None when Flet may have it."""
    if not data:
        return None
    kind = data[0]
    if kind == 0x01:  # a data-channel frame: Flet checks its own
        return None if registered else "data before registering"
    if kind != 0x00:
        return "an unknown frame type"
    try:
        message = msgpack.unpackb(data[1:], strict_map_key=False)
    except Exception:  # the edge: hostile input, any decoding failure is a malformed frame
        return "not MessagePack"
    if not isinstance(message, list) or len(message) != 2:
        return "not an [action, body] pair"
    action, body = message
    if not isinstance(body, dict):
        return "a body that is not a map"
    if action == REGISTER:
        if registered:
            return "a second registration"
        if not isinstance(body.get("session_id"), (str, type(None))) \
                or not isinstance(body.get("page_name"), (str, type(None))) \
                or not isinstance(body.get("page"), dict) \
                or set(body) - {"session_id", "page_name", "page"}:
            return "a malformed registration"
        route = body["page"].get("route")
        if route is not None and not isinstance(route, str):
            return "a malformed registration"
        return None
    if not registered:
        return "a message before registering"
    if action == EVENT:
        if set(body) != {"target", "name", "data"} or type(body["target"]) is not int \
                or not isinstance(body["name"], str) or not _EVENT_NAME.fullmatch(body["name"]):
            return "a malformed event"
        return None
    if action == PROPS:
        if set(body) != {"id", "props"} or type(body["id"]) is not int \
                or not isinstance(body["props"], dict) \
                or not all(isinstance(k, str) for k in body["props"]):
            return "a malformed property update"
        return None
    if action == RESULT:
        if set(body) - {"control_id", "call_id", "result", "error"} \
                or type(body.get("control_id")) is not int or not isinstance(body.get("call_id"), str):
            return "a malformed method result"
        return None
    return "an action a browser does not send"


def leaks(message: dict) -> bool:
    """Whether a message the server is about to send is Flet's crash report (a traceback)."""
    data = message.get("bytes")
    return message.get("type") == "websocket.send" and isinstance(data, (bytes, bytearray)) \
        and data[:3] == _CRASHED_PREFIX


class Bucket:
    """A token bucket: `take()` returns at once while tokens last, else waits for one."""

    def __init__(self, burst: int = EVENT_BURST, rate: float = EVENT_RATE,
                 clock=time.monotonic) -> None:
        self.burst, self.rate, self.clock = burst, rate, clock
        self.tokens = float(burst)
        self.at = clock()
        self.over = 0  # events that had to wait

    def wait_for(self) -> float:
        """Seconds to wait before the next event (0: now); takes its token."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        self.tokens -= 1
        if self.tokens >= 0:
            return 0.0
        self.over += 1
        return -self.tokens / self.rate


class Limits:
    """The socket limits of one server (see the module docstring)."""

    def __init__(self, *, per_address: int = 12, total: int = 400, new_burst: int = 20,
                 new_per_minute: float = 30.0, session_timeout: int = SESSION_TIMEOUT,
                 clock=time.monotonic) -> None:
        self.per_address, self.total = per_address, total
        self.new_burst, self.new_per_minute = new_burst, new_per_minute
        self.session_timeout = session_timeout
        self.clock = clock
        self.open: dict[str, int] = defaultdict(int)
        self.opened: dict[str, Bucket] = {}
        self.refused = 0
        self._trim: asyncio.TimerHandle | None = None

    @property
    def sockets(self) -> int:
        return sum(self.open.values())

    def admit(self, host: str | None) -> str | None:
        """Count a new socket from `host`; the reason it is refused, or None."""
        key = address_key(host)
        if self.sockets >= self.total:
            reason = "too many sockets in all"
        elif key in THIS_COMPUTER:  # the scorekeeper's own browser: only the total counts
            self.open[key] += 1
            return None
        elif self.open.get(key, 0) >= self.per_address:
            reason = "too many sockets from one address"
        else:
            bucket = self.opened.get(key)
            if bucket is None:
                if len(self.opened) > 4096:  # forget addresses whose bucket is full again
                    full = self.new_burst / (self.new_per_minute / 60.0)
                    now = self.clock()
                    self.opened = {k: b for k, b in self.opened.items() if now - b.at < full}
                bucket = self.opened[key] = Bucket(self.new_burst, self.new_per_minute / 60.0,
                                                   self.clock)
            if bucket.wait_for() > 0:
                bucket.tokens += 1  # refused: not counted against the next try
                reason = "new sockets too fast from one address"
            else:
                self.open[key] += 1
                return None
        self.refused += 1
        return reason

    def release(self, host: str | None) -> None:
        key = address_key(host)
        self.open[key] -= 1
        if self.open[key] <= 0:
            del self.open[key]
        self._schedule_trim()

    def _schedule_trim(self) -> None:
        """Give freed memory back once the sessions of the gone tabs have been dropped (Flet
        looks for expired sessions every 10 s)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        if self._trim is not None:
            self._trim.cancel()
        self._trim = loop.call_later(self.session_timeout + 15, trim_memory)

    def receive(self, receive, send):
        """`receive` for one socket: malformed frames dropped, events paced, a flood closed."""
        bucket = Bucket()
        state = {"registered": False, "dropped": 0}

        async def guarded() -> dict:
            while True:
                message = await receive()
                if message.get("type") != "websocket.receive":
                    return message
                data = message.get("bytes")
                problem = "a text frame" if data is None else frame_problem(data, state["registered"])
                if problem is not None:
                    state["dropped"] += 1
                    if state["dropped"] in (1, 100, 10000):
                        log.info("dropped %s from a browser (%d so far)", problem, state["dropped"])
                    continue
                if data and data[0] == 0x00 and data[2:3] == bytes([REGISTER]):
                    state["registered"] = True
                if not (data and data[0] == 0x00 and data[2:3] == bytes([EVENT])):
                    return message  # a property update or a method's result: no handler runs
                wait = bucket.wait_for()
                if bucket.over > FLOOD_CLOSE:
                    log.warning("closed a socket that kept flooding the server with events")
                    await send({"type": "websocket.close", "code": 1008})
                    return {"type": "websocket.disconnect", "code": 1008}
                if wait > 0:
                    await asyncio.sleep(wait)
                return message

        return guarded

    @staticmethod
    def send(send):
        async def guarded(message: dict) -> None:
            if leaks(message):
                log.debug("a crash report was not sent to the browser")
                return
            await send(message)

        return guarded


def trim_memory() -> None:
    """Collect garbage and hand free heap pages back to the system (glibc's malloc_trim)."""
    import ctypes
    import gc

    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def _fits(control: Any, key: Any, value: Any) -> bool:
    """Whether a browser may set `control.key` to `value`: an existing field, of its type; never
    a control or a list of them (only Flet's own side builds those)."""
    from flet import BaseControl

    if not isinstance(key, str) or not hasattr(control, key):
        return False
    current = getattr(control, key)
    if isinstance(current, BaseControl) or isinstance(value, BaseControl):
        return False
    if isinstance(current, (list, tuple, set)) or isinstance(value, (list, tuple)):
        return isinstance(current, (list, tuple, set, type(None))) \
            and isinstance(value, (list, tuple)) \
            and not any(isinstance(x, BaseControl) for x in current or ()) \
            and all(isinstance(x, (str, int, float, bool, type(None))) for x in value)
    if isinstance(current, bool) or isinstance(value, bool):
        return value is None or type(value) is type(current) or current is None
    if isinstance(current, (int, float)):
        return value is None or isinstance(value, (int, float))
    if isinstance(current, str):
        return value is None or isinstance(value, str)
    return value is None or isinstance(value, (str, int, float, dict)) or current is None
