"""PostgreSQL LISTEN/NOTIFY between server processes (issue 11 item 5), on the real throwaway
PostgreSQL of tests/conftest.py: a write's notification leaves only when it commits, reaches
another process's listener (not its own), and a listener whose connection is cut reconnects
and asks for a reload. Every wait is bounded."""

from __future__ import annotations

import queue
import threading

import psycopg
import pytest

from scorepad.services import live
from scorepad.services.games.service import GameError, GameService
from scorepad.store import notify
from scorepad.store.db import open_store

WAIT = 10.0  # seconds, at most, for a notification to arrive


@pytest.fixture
def pg_url(postgres_server):
    return postgres_server.new_database()


@pytest.fixture
def writer(pg_url):
    store = open_store(pg_url)
    yield GameService(store)
    store.close()


class Heard:
    """What a listener with another origin (another server process) hears."""

    def __init__(self, store):
        self.changes: queue.Queue = queue.Queue()
        self.reloads = threading.Semaphore(0)
        self.listener = notify.Listener(
            store.engine, origin="another-process",
            on_change=lambda g, w: self.changes.put((g, w)),
            on_reconnect=self.reloads.release).start()
        assert self.listener.wait_listening(WAIT), "the listener did not start listening"

    def next(self, timeout: float = WAIT):
        return self.changes.get(timeout=timeout)

    def none_within(self, seconds: float) -> bool:
        try:
            got = self.changes.get(timeout=seconds)
        except queue.Empty:
            return True
        raise AssertionError(f"heard {got!r}")


@pytest.fixture
def heard(writer):
    h = Heard(writer.store)
    yield h
    h.listener.stop()
    assert not h.listener.alive


def test_payloads_round_trip():
    assert notify.parse(notify.payload("g-1", "round", "p1")) == ("g-1", "round", "p1")
    assert notify.parse(notify.payload(None, "players", "p1")) == (None, "players", "p1")
    assert notify.parse("someone else's note") is None


def test_another_process_hears_each_committed_change(writer, heard):
    gid = writer.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0).id
    assert heard.next() == (gid, "start")
    writer.delete_game(gid)
    assert heard.next() == (gid, "delete")


def test_a_rolled_back_write_sends_nothing(writer, heard):
    gid = writer.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0).id
    assert heard.next() == (gid, "start")
    with pytest.raises(GameError):  # same id: refused inside the transaction
        writer.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                          game_id=gid)
    with writer.store.transaction() as s:  # a NOTIFY in a transaction that rolls back
        live.announce(s, gid, live.ROUND)
        s.rollback()
    assert heard.none_within(1.0)


def test_a_process_does_not_hear_itself_through_postgres(writer):
    got: queue.Queue = queue.Queue()
    own = notify.Listener(writer.store.engine, origin=live.PROCESS_ID,
                          on_change=lambda g, w: got.put((g, w)), on_reconnect=lambda: None)
    own.start()
    try:
        assert own.wait_listening(WAIT)
        writer.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
        with pytest.raises(queue.Empty):
            got.get(timeout=1.0)
    finally:
        own.stop()


def test_a_dropped_listener_reconnects_and_asks_for_a_reload(writer, heard, pg_url):
    first = heard.listener.backend_pid()
    assert first is not None
    admin = pg_url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(admin, autocommit=True, connect_timeout=10) as conn:
        assert conn.execute("SELECT pg_terminate_backend(%s)", (first,)).fetchone()[0]
    assert heard.reloads.acquire(timeout=WAIT), "no reload asked for after the reconnect"
    assert heard.listener.backend_pid() not in (None, first)
    gid = writer.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0).id
    assert heard.next() == (gid, "start")  # listening again


def test_the_server_listener_publishes_into_the_stores_events(pg_url):
    """`live.listen`: what another process writes reaches this process's subscribers."""
    here, there = open_store(pg_url), open_store(pg_url)
    try:
        got: queue.Queue = queue.Queue()
        live.events_for(here).subscribe(got.put)
        listener = live.listen(here)
        assert listener is not None and listener.wait_listening(WAIT)
        # `there` is this process too: pretend it is another by sending another origin
        with there.transaction() as s:
            notify.notify(s, "g-9", live.UNDO, origin="elsewhere")
        change = got.get(timeout=WAIT)
        assert (change.game_id, change.what, change.remote) == ("g-9", "undo", True)
        listener.stop()
    finally:
        here.close()
        there.close()


def test_sqlite_has_no_listener(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'x.sqlite'}")
    try:
        assert live.listen(store) is None
        with store.transaction() as s:
            notify.notify(s, "g", "round", origin="p")  # nothing to send: no error
    finally:
        store.close()
