"""Live updates: who changed which game, told to every session that shows it (issue 11).

The services announce each change after it is committed: `GameService` when a round is
confirmed, edited or undone and when a game is started, finished or deleted; `PlayerService`
when a player is renamed, merged or removed. `GameEvents.publish(game_id, what)` hands a
`Change` to every subscriber; the app (scorepad/app.py) subscribes once per server process and
passes each change on to its browser sessions through Flet's PubSub, and each session's
`AppState.live(change)` reloads what it shows. Nothing here knows about Flet.

Several server processes on one PostgreSQL: each write also sends `NOTIFY scorepad_games` in
its own transaction (scorepad/store/notify.py), so the notification leaves only on commit; a
listener thread per process publishes what other processes changed here, and after a dropped
listener connection it publishes `Change(None, RELOAD)`: every session reloads what it shows.
On SQLite the changes reach the sessions of one process only.

>>> events = GameEvents()
>>> seen = []
>>> stop = events.subscribe(seen.append)
>>> events.publish("g1", ROUND)
>>> stop(); events.publish("g1", UNDO)
>>> [(c.game_id, c.what, c.remote) for c in seen]
[('g1', 'round', False)]
"""

from __future__ import annotations

import logging
import threading
import uuid
import weakref
from dataclasses import dataclass
from typing import Any, Callable
from scorepad import runtime

log = logging.getLogger("scorepad.live")

# what changed
ROUND = "round"  # a round confirmed
EDIT = "edit"  # an earlier round changed
UNDO = "undo"  # the last round taken back
START = "start"  # a new game
FINISH = "finish"  # the round that ended the game (sent as well as ROUND)
DELETE = "delete"  # a game deleted
PLAYERS = "players"  # a player renamed, merged or removed (game_id None: any game)
RELOAD = "reload"  # changes may have been missed (a listener reconnected): reload everything
KINDS = frozenset({ROUND, EDIT, UNDO, START, FINISH, DELETE, PLAYERS, RELOAD})
#: not a change of stored data: the round a phone is entering, as entered so far (issue 31,
#: the big screen). Told to this process's sessions only (`GameEvents.share_draft`), never
#: stored and never sent through PostgreSQL (not in KINDS: the listener drops it).
DRAFT = "draft"

#: this process, in the notifications it sends (its own come back to its listener: skipped)
PROCESS_ID = uuid.uuid4().hex[:12]


@dataclass(frozen=True, slots=True)
class Change:
    """One committed change: `game_id` None means "any game" (players, a reload)."""

    game_id: str | None
    what: str
    remote: bool = False  # told by another server process (PostgreSQL NOTIFY)
    draft: Any = None  # DRAFT only: the round as entered so far (a plain value of the state)

    def concerns(self, game_id: Any) -> bool:
        """Whether a screen showing `game_id` must reload."""
        return self.game_id is None or (game_id is not None and str(game_id) == self.game_id)


Subscriber = Callable[[Change], Any]


class GameEvents:
    """A thread-safe list of subscribers; `publish` calls each with the `Change`.

    Subscribers run in the publishing thread (the server's loop for a change made by a session,
    the listener thread for one made by another process): they must only hand the change on
    (the app's subscriber does so through Flet's PubSub, which is thread-safe). A failing
    subscriber is logged and the others are still told."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: list[Subscriber] = []

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Add a subscriber; returns the function that removes it again."""
        with self._lock:
            self._subscribers.append(subscriber)

        def unsubscribe() -> None:
            with self._lock:
                if subscriber in self._subscribers:
                    self._subscribers.remove(subscriber)

        return unsubscribe

    @property
    def subscribers(self) -> int:
        with self._lock:
            return len(self._subscribers)

    def publish(self, game_id: Any, what: str, *, remote: bool = False) -> None:
        if what not in KINDS:
            raise ValueError(f"unknown change {what!r}")
        self.tell(Change(None if game_id is None else str(game_id), what, remote))

    def share_draft(self, game_id: Any, draft: Any) -> None:
        """Tell this process's sessions the round a phone is entering (`DRAFT`): nothing is
        stored, nothing leaves the process."""
        self.tell(Change(str(game_id), DRAFT, draft=draft))

    def tell(self, change: Change) -> None:
        with self._lock:
            subscribers = list(self._subscribers)
        for subscriber in subscribers:
            try:
                subscriber(change)
            except Exception:  # the edge: a session's callback; one broken session must not
                # stop the others being told
                log.exception("a live-update subscriber failed")


_by_store: "weakref.WeakKeyDictionary[Any, GameEvents]" = weakref.WeakKeyDictionary()
_by_store_lock = threading.Lock()


def events_for(store: Any) -> GameEvents:
    """The one `GameEvents` of a store (every service over it publishes there)."""
    with _by_store_lock:
        events = _by_store.get(store)
        if events is None:
            events = GameEvents()
            _by_store[store] = events
        return events


def announce(session: Any, game_id: Any, what: str) -> None:
    """Inside a write's transaction: tell other server processes on the same PostgreSQL
    (`NOTIFY`, sent by PostgreSQL only when the transaction commits). Nothing on SQLite."""
    from scorepad.store.notify import notify

    notify(session, None if game_id is None else str(game_id), what, origin=PROCESS_ID)


def listen(store: Any, events: GameEvents | None = None) -> Any:
    """On PostgreSQL: start this process's listener for other processes' changes, publishing
    them into the store's `GameEvents` (and `RELOAD` after a reconnect). None on SQLite, and
    in the browser (no server process, no other process to hear from)."""
    if runtime.in_browser():
        return None
    from scorepad.store.notify import start_listener

    events = events if events is not None else events_for(store)

    def on_change(game_id: str | None, what: str) -> None:
        if what in KINDS:
            events.publish(game_id, what, remote=True)

    def on_reconnect() -> None:
        events.publish(None, RELOAD, remote=True)

    return start_listener(store, origin=PROCESS_ID, on_change=on_change,
                          on_reconnect=on_reconnect)
