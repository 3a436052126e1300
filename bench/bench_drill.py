"""The drill of issue 24 against `scorepad web --share`, with figures.

    python bench/bench_drill.py [--attack 60] [--settle 150] [--sessions 200]

One shared server (loopback, a fresh data dir, PIN 4321), spoken to in Flet's protocol from
several loopback addresses (tests/drill.py):

1. Brute force: 6 guessers (127.0.0.3-8), a new session per guess, for `--attack` s; a genuine
   phone (127.0.0.2) unlocks every 5 s. Figures: guesses checked a minute per address (mean
   and most), the phone's unlocks, whether any wrong PIN let anyone in.
2. Session churn: `--sessions` sessions opened (20 addresses) and closed. Figures: the
   server's memory (VmRSS) idle (and after one session has loaded the app's modules), at its
   peak over 1-2, and `--settle` s after the last
   session closed (Flet drops a gone tab's session after SESSION_TIMEOUT).
3. Flood: one socket sends 10,000 events as fast as it can; meanwhile a page load (GET /)
   from another address and another session's tap (the PIN prompt opening), over 8 s.
   Figure: the worst of each.
4. Damage: a database of 500 games damaged in the middle; the time `PRAGMA quick_check`
   takes to say so (what `open_store` runs at each start).

Every loop is bounded in time; loopback only. Run it against the old code from a copy of that
tree (it uses the server of the tree it sits in).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import msgpack  # noqa: E402

from tests.drill import FletClient, Refused, http_get, shows_pin, tap, try_pin  # noqa: E402
from tests.harness import Server  # noqa: E402

PIN = "4321"


def rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


class Peak:
    """Samples a process's memory every 0.25 s in a thread."""

    def __init__(self, pid: int) -> None:
        self.pid, self.peak, self.running = pid, 0.0, True
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self) -> None:
        while self.running:
            self.peak = max(self.peak, rss_mb(self.pid))
            time.sleep(0.25)

    def stop(self) -> float:
        self.running = False
        self.thread.join(2)
        return self.peak


def brute_force(port: int, seconds: float) -> dict:
    stop = time.monotonic() + seconds
    checked: dict[int, int] = {k: 0 for k in range(6)}
    let_in: list[str] = []

    def guess(k: int) -> None:
        n = 0
        while time.monotonic() < stop:
            n += 1
            try:
                c = FletClient(port, f"127.0.0.{k + 3}", timeout=5).register(wait=5)
            except (Refused, OSError, TimeoutError):
                time.sleep(0.2)
                continue
            try:
                said = try_pin(c, f"{(k * 7919 + n) % 10000:04d}9", timeout=5)
                checked[k] += said.startswith("Wrong PIN")
                if not said.startswith(("Wrong PIN", "Too many")) and shows_pin(c, timeout=3):
                    let_in.append(said)
            except Exception:  # noqa: BLE001 - a closed socket: the next guess
                pass
            finally:
                c.close()

    threads = [threading.Thread(target=guess, args=(k,), daemon=True) for k in range(6)]
    for t in threads:
        t.start()
    phone = []
    while time.monotonic() < stop - 2:
        try:
            c = FletClient(port, "127.0.0.2", timeout=10).register(wait=10)
            try_pin(c, PIN)
            phone.append(shows_pin(c))
            c.close()
        except Exception:  # noqa: BLE001 - refused: counts as not unlocked
            phone.append(False)
        time.sleep(5)
    for t in threads:
        t.join(30)
    per_minute = [n * 60 / seconds for n in checked.values()]
    return {"checked_mean": statistics.mean(per_minute), "checked_max": max(per_minute),
            "phone_ok": sum(phone), "phone_tries": len(phone), "let_in": len(let_in)}


def churn(port: int, sessions: int) -> int:
    held, refused = [], 0
    for k in range(sessions):
        try:
            held.append(FletClient(port, f"127.0.1.{k % 20 + 1}", timeout=5).register(wait=10))
        except (Refused, OSError, TimeoutError):
            refused += 1
    for c in held:
        c.close()
    return refused


def flood(port: int, seconds: float = 8.0) -> dict:
    flooder = FletClient(port, "127.0.0.11").register()
    target = flooder.wait_for("home-new-game")
    frame = b"\x00" + msgpack.packb([3, {"target": target, "name": "click", "data": None}])
    sent = []

    def send() -> None:
        start = time.perf_counter()
        try:
            for _ in range(10_000):
                if time.perf_counter() - start > seconds:
                    break
                flooder.ws.send(frame)
                sent.append(1)
        except Exception:  # noqa: BLE001 - closed by the server
            pass
        sent.append(time.perf_counter() - start)

    thread = threading.Thread(target=send, daemon=True)
    thread.start()
    time.sleep(0.1)
    pages, taps, end, n = [], [], time.monotonic() + seconds, 0
    while time.monotonic() < end:
        n += 1
        try:
            pages.append(http_get(port, "127.0.0.13", timeout=30))
        except Exception:  # noqa: BLE001
            pages.append(30.0)
        try:
            other = FletClient(port, f"127.0.2.{n % 20 + 1}", timeout=30).register(wait=30)
            other.wait_for("pin-open", 30)
            start = time.perf_counter()
            tap(other, "pin-open", 30)
            found = other.wait_for("pin-field", 30)
            taps.append(time.perf_counter() - start if found else 30.0)
            other.close()
        except Exception:  # noqa: BLE001
            taps.append(30.0)
    thread.join(30)
    flooder.close()
    return {"events_sent": len(sent) - 1, "worst_page": max(pages), "worst_tap": max(taps),
            "median_page": statistics.median(pages), "median_tap": statistics.median(taps)}


def damage_detect(folder: Path) -> str:
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import COLOUR, Trump
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    db = folder / "big.sqlite"
    service = GameService(open_store(f"sqlite:///{db}"))
    entry = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                              SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))
    for i in range(500):
        g = service.start_game(game="sixth-sense", players=[f"Ann{i}", "Bob", "Cy"],
                               first_dealer=0)
        for k in range(3):
            service.record_round(g.id, entry, index=k)
    service.store.close()
    size = db.stat().st_size
    with open(db, "r+b") as f:
        f.seek(size // 2 - (size // 2) % 4096)
        f.write(b"\xa5" * 8192)
    try:
        from scorepad.store.backup import check
    except ImportError:
        start = time.perf_counter()
        try:
            open_store(f"sqlite:///{db}").close()
            return f"not detected at open ({time.perf_counter() - start:.3f} s to open), {size // 1024} KB"
        except Exception as exc:  # noqa: BLE001
            return f"open failed: {exc}"
    start = time.perf_counter()
    problem = check(db)
    took = time.perf_counter() - start
    return f"{'detected' if problem else 'NOT detected'} in {took * 1000:.1f} ms, {size // 1024} KB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attack", type=float, default=60.0)
    parser.add_argument("--settle", type=float, default=150.0)
    parser.add_argument("--sessions", type=int, default=200)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-drill-"))
    server = Server(tmp / "data", share=True, pin=PIN).start()
    try:
        pid = server.proc.pid
        time.sleep(2)
        idle = rss_mb(pid)
        FletClient(server.port, "127.0.0.2").register().close()  # the app's modules loaded
        time.sleep(3)
        warm = rss_mb(pid)
        peak = Peak(pid)
        attack = brute_force(server.port, args.attack)
        refused = churn(server.port, args.sessions)
        top = peak.stop()
        time.sleep(args.settle)
        final = rss_mb(pid)
        flooded = flood(server.port)
        damage = damage_detect(tmp)
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"tree: {REPO}")
    print(f"brute force ({args.attack:.0f} s, 6 addresses): guesses checked a minute per address "
          f"mean {attack['checked_mean']:.1f}, most {attack['checked_max']:.1f}; genuine phone "
          f"unlocked {attack['phone_ok']}/{attack['phone_tries']}; wrong PINs let in: "
          f"{attack['let_in']}")
    print(f"memory: idle {idle:.0f} MB (after a first session {warm:.0f} MB), peak {top:.0f} MB (attack + {args.sessions} sessions, "
          f"{refused} refused), {args.settle:.0f} s later {final:.0f} MB")
    print(f"flood (one socket, {flooded['events_sent']} events sent): another session's tap "
          f"worst {flooded['worst_tap']:.2f} s (median {flooded['median_tap']:.2f}), a page "
          f"load worst {flooded['worst_page']:.2f} s (median {flooded['median_page']:.2f})")
    print(f"damage: {damage}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
