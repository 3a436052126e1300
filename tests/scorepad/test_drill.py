"""The drill of issue 24 against `scorepad web --share`, speaking Flet's protocol from several
loopback addresses (127.0.0.2, .3, ...; tests/drill.py): crafted events, a reconnect with a
session id alone, a PIN brute force with a genuine phone beside it, a one-socket flood, the
socket limits and the sessions' memory, a damaged database. Every loop is bounded in time;
figures with more load: bench/bench_drill.py."""

from __future__ import annotations

import re
import threading
import time

import msgpack
import pytest

from tests.drill import FletClient, Refused, http_get, shows_pin, tap, try_pin
from tests.harness import Server, ServerError

PIN = "4321"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    s = Server(tmp_path_factory.mktemp("drill") / "data", share=True, pin=PIN).start()
    yield s
    s.stop()


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def log_since(server: Server, mark: int) -> str:
    return server.log.read_text(errors="replace")[mark:]


def test_crafted_events_are_dropped_without_a_traceback_and_nothing_leaks(server):
    mark = len(server.log.read_text(errors="replace"))
    c = FletClient(server.port, "127.0.0.9").register()
    page = c.controls[0]["_i"]
    for data in ({}, {"route": 5}, {"route": None}, "/", None, [1, 2], {"route": "/", "x": 1}):
        c.event(page, "route_change", data)
    c.event(page, "view_pop", {"route": {}})
    c.event(c.find("home-new-game"), "click", {"x": object.__name__})
    c.event(10 ** 9, "click", None)
    c.event(page, "Bad-Name!", None)
    c.props(page, {"route": 7, "views": "junk"})
    c.ws.send(b"\x07junk")
    c.ws.send(b"\x00\xc1\xc1")  # not MessagePack
    c.ws.send(b"\x00" + msgpack.packb([9, {}]))
    c.ws.send(b"\x00" + msgpack.packb([3, [1, 2, 3]]))
    c.ws.send(b"\x00" + msgpack.packb([1, {"session_id": "x", "page": {}}]))  # a second register
    c.ws.send("text, not bytes")
    c.read(timeout=1.5)
    assert try_pin(c, "9999").startswith("Wrong PIN")  # the session still answers
    assert c.crashed == []
    said = log_since(server, mark)
    assert "Traceback" not in said and "AttributeError" not in said and "Error" not in said, said
    c.close()


def test_a_session_id_alone_does_not_bring_an_unlocked_session_back(server):
    a = FletClient(server.port, "127.0.0.10").register()
    try_pin(a, PIN)
    assert shows_pin(a)  # unlocked
    tap(a, "app-home")
    a.wait_for("share-open")
    a.read(timeout=0.5)
    sid = a.session_id
    a.close()
    time.sleep(0.5)
    thief = FletClient(server.port, "127.0.0.10").register(session_id=sid)  # same address, browser
    assert thief.session_id == sid  # Flet gave the session back ...
    assert not shows_pin(thief)  # ... but as a viewer: the PIN is not shown
    thief.read(timeout=0.5)
    assert thief.find("pin-open") is not None
    thief.close()


def test_a_guesser_per_address_never_locks_a_genuine_phone_out(server):
    """Three guessers, each from its own address, a new session per guess; a phone
    from another address unlocks every few seconds, every time (15 s)."""
    stop = time.monotonic() + 15
    checked = {k: 0 for k in range(3)}
    wrong_in = []

    def guess(k: int) -> None:
        n = 0
        while time.monotonic() < stop:
            n += 1
            try:
                c = FletClient(server.port, f"127.0.0.{k + 3}", timeout=5).register(wait=5)
            except (Refused, OSError):
                time.sleep(0.3)
                continue
            said = try_pin(c, f"{(k * 1000 + n) % 10000:04d}9", timeout=5)
            checked[k] += said.startswith("Wrong PIN")
            if not said.startswith(("Wrong PIN", "Too many")) and shows_pin(c, timeout=3):
                wrong_in.append(said)
            c.close()

    threads = [threading.Thread(target=guess, args=(k,)) for k in range(3)]
    for t in threads:
        t.start()
    phone = []
    while time.monotonic() < stop - 3:
        c = FletClient(server.port, "127.0.0.2").register()
        try_pin(c, PIN)
        phone.append(shows_pin(c))
        c.close()
        time.sleep(2)
    for t in threads:
        t.join(30)
    assert wrong_in == []
    assert len(phone) >= 3 and all(phone), phone
    assert all(1 <= n <= 10 for n in checked.values()), checked


def test_a_flood_from_one_socket_does_not_stall_the_others(server):
    flooder = FletClient(server.port, "127.0.0.11").register()
    target = flooder.wait_for("home-new-game")
    frame = b"\x00" + msgpack.packb([3, {"target": target, "name": "click", "data": None}])
    sent = []

    def flood() -> None:
        end = time.monotonic() + 6
        try:
            for _ in range(10_000):
                if time.monotonic() > end:
                    break
                flooder.ws.send(frame)
                sent.append(1)
        except Exception:  # noqa: BLE001 - closed by the server: what a flood earns
            pass

    thread = threading.Thread(target=flood)
    thread.start()
    time.sleep(0.2)
    pages, taps = [], []
    end = time.monotonic() + 5
    while time.monotonic() < end:
        pages.append(http_get(server.port, "127.0.0.13"))
        other = FletClient(server.port, f"127.0.0.{50 + len(taps) % 10}").register()  # a phone
        other.wait_for("pin-open")
        start = time.perf_counter()
        tap(other, "pin-open")  # its tap: the PIN prompt opens
        assert other.wait_for("pin-field", 5) is not None
        taps.append(time.perf_counter() - start)
        other.close()
        time.sleep(0.1)
    thread.join(10)
    flooder.close()
    assert len(sent) > 500
    assert max(pages) < 1.0, f"a page load took {max(pages):.2f} s during the flood"
    assert max(taps) < 1.5, f"a tap took {max(taps):.2f} s during the flood"


def test_sockets_are_limited_per_address_and_sessions_cost_little(server):
    before = rss_mb(server.proc.pid)
    held, refused = [], 0
    for _ in range(16):
        try:
            held.append(FletClient(server.port, "127.0.0.14", timeout=5).register(wait=5))
        except Refused:
            refused += 1
    assert len(held) == 12 and refused == 4
    for c in held:
        c.close()
    for k in range(40):  # churn: new sessions from a few addresses, each closed at once
        try:
            FletClient(server.port, f"127.0.0.{20 + k % 4}", timeout=5).register(wait=5).close()
        except Refused:
            pass
    after = rss_mb(server.proc.pid)
    assert after < 300 and after - before < 60, (before, after)


def test_a_damaged_database_is_refused_at_start_with_a_backup_offered(tmp_path):
    from tests.scorepad.store.test_backup import damage, filled
    from scorepad.store import backup

    db = tmp_path / "data" / "scorepad.sqlite"
    filled(db).store.close()
    good = backup.make_backup(db)
    damage(db)
    with pytest.raises(ServerError) as refused:
        Server(tmp_path / "data").start(timeout=30)
    said = str(refused.value)
    assert "is damaged" in said and str(good) in said and "Traceback" not in said
    assert re.search(r"scorepad restore \S+", said)


def test_the_session_of_a_gone_tab_is_dropped(tmp_path):
    """Flet kept a session whose tab closed while it was being sent to for ever; with the
    session timeout (2 s here, 120 s by default) every closed session is dropped."""
    import subprocess
    import sys
    from pathlib import Path

    from tests.harness import REPO, free_port

    probe = Path(__file__).with_name("expiry_probe.py")
    out = subprocess.run([sys.executable, str(probe), str(tmp_path / "data"), str(free_port())],
                         cwd=REPO, capture_output=True, text=True, timeout=120).stdout
    counts = dict(line.rsplit(" ", 1) for line in out.splitlines() if line.startswith("after"))
    assert int(counts["after churn"]) > 0, out
    assert int(counts["after expiry"]) == 0, out
