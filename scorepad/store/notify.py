"""PostgreSQL LISTEN/NOTIFY: several server processes on one database stay in step (issue 11).

Every write of a game or a player sends, inside its own transaction,
``NOTIFY scorepad_games, '<game_id> <what> <origin>'`` (`notify`): PostgreSQL delivers it only
when that transaction commits, and never when it rolls back. `game_id` is ``*`` for a change
that concerns any game (players); `origin` names the sending process, whose own listener skips
it (that process has told its sessions already).

`Listener` is one thread per server process with its own connection (not one of the pool's):
``LISTEN scorepad_games``, then each notification from another process is handed to
`on_change(game_id, what)`. When the connection drops it reconnects (waiting 0.2 s, doubling
up to 5 s) and then calls `on_reconnect()`: notifications sent while it was away are lost, so
the sessions reload what they show. SQLite has no such thing: there, `notify` does nothing and
changes reach the sessions of one process only.
"""

from __future__ import annotations

import logging
import re
import threading
from typing import Any, Callable

from sqlalchemy import text

log = logging.getLogger("scorepad.notify")

CHANNEL = "scorepad_games"
ANY_GAME = "*"
MAX_BACKOFF = 5.0
WAIT = 0.5  # seconds the listener waits for a notification before checking whether to stop


def payload(game_id: str | None, what: str, origin: str) -> str:
    return f"{game_id or ANY_GAME} {what} {origin}"


_PAYLOAD = re.compile(r"(\*|[0-9A-Za-z-]{1,64}) ([a-z]{1,16}) ([0-9A-Za-z-]{1,64})")


def parse(text_: str) -> tuple[str | None, str, str] | None:
    """(game_id or None, what, origin) of a payload; None when it is not one of ours."""
    found = _PAYLOAD.fullmatch(text_ or "")
    if found is None:
        return None
    game_id, what, origin = found.groups()
    return (None if game_id == ANY_GAME else game_id), what, origin


def notify(session: Any, game_id: str | None, what: str, *, origin: str) -> None:
    """Queue the notification in `session`'s transaction (PostgreSQL only)."""
    bind = session.get_bind()
    if bind.dialect.name != "postgresql":
        return
    session.execute(text("SELECT pg_notify(:channel, :payload)"),
                    {"channel": CHANNEL, "payload": payload(game_id, what, origin)})


def connect_args(engine: Any) -> tuple[list, dict]:
    """psycopg's connect arguments for the store's engine (the same server, user, password,
    options), from SQLAlchemy's own dialect: nothing is parsed twice."""
    cargs, cparams = engine.dialect.create_connect_args(engine.url)
    return list(cargs), dict(cparams)


class Listener:
    """A daemon thread listening on `CHANNEL` with its own connection; `stop()` ends it.

    `on_change(game_id, what)` is called (in this thread) for each notification another
    process sent; `on_reconnect()` after the connection was lost and made again."""

    def __init__(self, engine: Any, *, origin: str,
                 on_change: Callable[[str | None, str], None],
                 on_reconnect: Callable[[], None],
                 connect: Callable[[], Any] | None = None) -> None:
        self.origin = origin
        self.on_change = on_change
        self.on_reconnect = on_reconnect
        if connect is None:
            import psycopg

            cargs, cparams = connect_args(engine)
            cparams.setdefault("connect_timeout", 10)

            def connect() -> Any:
                return psycopg.connect(*cargs, autocommit=True, **cparams)

        self._connect = connect
        self._stop = threading.Event()
        self._listening = threading.Event()
        self._conn: Any = None
        self._thread = threading.Thread(target=self._run, name="scorepad-listen", daemon=True)
        self.connections = 0  # how many times it has connected (tests, logs)

    def start(self) -> "Listener":
        self._thread.start()
        return self

    def wait_listening(self, timeout: float) -> bool:
        """True once LISTEN is in place (tests; the server does not wait)."""
        return self._listening.wait(timeout)

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        conn = self._conn
        if conn is not None:
            try:
                conn.close()
            except Exception:  # the edge: closing a connection that may be broken
                pass
        self._thread.join(timeout)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def backend_pid(self) -> int | None:
        conn = self._conn
        return None if conn is None else conn.info.backend_pid

    def _run(self) -> None:
        backoff = 0.2
        while not self._stop.is_set():
            try:
                conn = self._connect()
            except Exception as exc:  # the edge: the listening thread, a network read
                log.warning("cannot listen for other servers' changes (retrying): %s",
                            type(exc).__name__)
                self._stop.wait(backoff)
                backoff = min(backoff * 2, MAX_BACKOFF)
                continue
            self._conn = conn
            try:
                conn.execute(f"LISTEN {CHANNEL}")
                self.connections += 1
                self._listening.set()
                backoff = 0.2
                if self.connections > 1:  # changes made while away were not heard
                    self._safe(self.on_reconnect)
                while not self._stop.is_set():
                    for note in conn.notifies(timeout=WAIT):
                        self._handle(note.payload)
                        if self._stop.is_set():
                            break
            except Exception as exc:  # the edge: the listening thread, a network read
                if self._stop.is_set():
                    break
                log.warning("lost the connection listening for other servers' changes "
                            "(reconnecting): %s", type(exc).__name__)
                self._listening.clear()
                self._stop.wait(backoff)
                backoff = min(backoff * 2, MAX_BACKOFF)
            finally:
                self._conn = None
                try:
                    conn.close()
                except Exception:  # the edge: closing a broken connection
                    pass

    def _handle(self, text_: str) -> None:
        parsed = parse(text_)
        if parsed is None:
            return
        game_id, what, origin = parsed
        if origin == self.origin:
            return  # this process's own change: its sessions were told already
        self._safe(self.on_change, game_id, what)

    @staticmethod
    def _safe(fn: Callable, *args: Any) -> None:
        try:
            fn(*args)
        except Exception:  # the edge: a session's callback, on the listening thread
            log.exception("a live-update handler failed")


def start_listener(store: Any, *, origin: str,
                   on_change: Callable[[str | None, str], None],
                   on_reconnect: Callable[[], None]) -> Listener | None:
    """The listener of a server process on a PostgreSQL store (started); None on SQLite."""
    engine = store.engine
    if engine.dialect.name != "postgresql":
        return None
    return Listener(engine, origin=origin, on_change=on_change,
                    on_reconnect=on_reconnect).start()
