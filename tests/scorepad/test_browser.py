"""scorepad/browser.py: in the browser a write returns once the browser's storage holds it;
when the storage refuses or is full, the page is told (a line over the app) and the write is
kept in the page, tried again at the next write. And Store.after_commit, the hook it uses."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scorepad.browser import Durability
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store


class FakeJs:
    """The worker's `flet_js` (python-worker.js): syncfs() returns a promise; here a token."""

    def __init__(self, storage: str = "idbfs", fail: bool = False) -> None:
        self.storage = storage
        self.fail = fail
        self.told: list[tuple] = []
        self.synced = 0

    def syncfs(self):
        return "promise"

    def progress(self, *step) -> None:
        self.told.append(step)


def runner(js: FakeJs):
    def run_sync(promise):
        assert promise == "promise"
        if js.fail:
            raise RuntimeError("QuotaExceededError")
        js.synced += 1
    return run_sync


def test_every_committed_write_waits_for_the_browser_storage_and_nothing_else_does(tmp_path):
    js = FakeJs()
    service = GameService(open_store(f"sqlite:///{tmp_path / 'x.sqlite'}"))
    service.store.after_commit = Durability(js, runner(js), lambda: True)
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    assert js.synced == 1
    service.get(view.id)
    service.list_games(limit=10)  # reads: no copy
    assert js.synced == 1
    with pytest.raises(Exception):
        service.start_game(game="sixth-sense", players=["Ann"], first_dealer=0)  # refused
    assert js.synced == 1
    assert js.told == [("synced", 1)]


def test_a_full_storage_is_said_once_and_cleared_by_the_next_good_write():
    js = FakeJs(fail=True)
    durable = Durability(js, runner(js), lambda: True)
    durable()
    durable()
    assert durable.problem == "storage-full"
    assert js.told == [("storage-full",)]
    js.fail = False
    durable()
    assert durable.problem is None
    assert js.told[-2:] == [("synced", 1), ("storage-ok",)]


def test_a_refused_storage_is_said_at_start_and_no_copy_is_tried():
    js = FakeJs(storage="memory:SecurityError")
    durable = Durability(js, lambda promise: pytest.fail("a copy was tried"), lambda: True)
    durable()
    assert durable.problem == "storage-refused"
    assert js.told == [("storage-refused",)]


def test_without_a_hook_a_store_commits_as_before(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'y.sqlite'}")
    assert store.after_commit is None
    GameService(store).start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)


def test_a_browser_that_cannot_wait_starts_the_copy_at_once_and_the_worker_reports_it():
    js = FakeJs()
    started = []
    js.syncfsLater = lambda: started.append(True)
    durable = Durability(js, lambda promise: pytest.fail("waited without JSPI"), lambda: False)
    durable()
    assert started == [True] and durable.problem is None


def test_the_devices_choices_are_read_from_what_the_page_handed_the_worker():
    from scorepad.browser import remembered

    class JsObject:  # a JS object as Pyodide gives it
        def to_py(self):
            return {"scorepad.storage": "refused"}

    assert remembered(SimpleNamespace(remembered=JsObject())) == {"scorepad.storage": "refused"}
    assert remembered(SimpleNamespace(remembered={"scorepad.language": "de"})) == \
        {"scorepad.language": "de"}
    assert remembered(SimpleNamespace()) == {}
    assert remembered(SimpleNamespace(remembered="junk")) == {}


NATIVE = """
import json, os, sys
os.environ["MSGPACK_PUREPYTHON"] = "1"  # as the snapshot's maker imports it
import msgpack
del os.environ["MSGPACK_PUREPYTHON"]
seen = [msgpack.Packer.__module__]
from scorepad.browser import native_msgpack
native_msgpack()
native_msgpack()  # again: nothing more
seen.append(msgpack.Packer.__module__)
seen.append(msgpack.unpackb(msgpack.packb({"a": [1, "b"]})))
print(json.dumps(seen))
"""


def test_msgpack_gets_its_native_library_back_after_the_snapshot():
    """The interpreter restored from the snapshot imported msgpack as its pure-Python twin
    (scorepad/publish/snapshot.py): the start puts the native library back for Flet's messages."""
    import json
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", NATIVE], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == ["msgpack.fallback", "msgpack._cmsgpack", {"a": [1, "b"]}]
