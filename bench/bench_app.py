"""How fast Scorepad's web app feels, against a bare Flet counter run the same way.

    python bench/bench_app.py [--runs 7] [--games 10000] [--only server,paint,tap,history]

Figures (median of --runs, app and reference measured alternately in the same run):

1. server ready: process start to the first HTTP 200 on `/`. Scorepad is started as a user
   starts it (`python -m scorepad --data-dir D web --port P`, an existing data dir); the
   reference is bench/reference_counter.py. Target: Scorepad <= 1.5 s.
2. first paint: navigation (a new tab) to Home's "New game" button in Chromium's accessibility
   tree, against navigation to the counter's button. Target: within 1.3x the reference.
3. tap to updated screen: a tap on Home's "New game" to the New game screen (target: within 2x
   the reference), and a keypad tap in a round to the next seat's keypad (target: within 1.5x),
   against a click on the counter to its updated text (issue 12). Each is split into the tap to
   the first message back from the server and that message to the frame shown; the bytes the
   server sends for a keypad tap (target: <= 2 KB).
4. history, server side: with N games in the store (finished 4-player games, 4 rounds each,
   bulk-inserted with the store's models), `GameService.list_games(limit=page)` for the
   history's first page. Target: <= 100 ms.
5. the same store in the browser: a tap on Home's History to the newest game in the list,
   against the counter's click (no target; for the record).

Timings in the browser are taken inside the page (performance.now(), polled every animation
frame), so Playwright's own round trips are not counted, for the app and the reference alike.
Needs Debian's chromium (SCOREPAD_CHROMIUM or /usr/bin/chromium). Prints a table; writes nothing
but temporary directories, which it removes.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
VIEWPORT = {"width": 412, "height": 915}

# Turn Flutter's accessibility tree on the moment its placeholder exists (both apps alike).
ENABLE_SEMANTICS = """
(() => {
  const poke = () => {
    const p = document.querySelector('flt-semantics-placeholder');
    if (p) p.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    if (!document.querySelector('flt-semantics-host [flt-semantics-identifier]'))
      setTimeout(poke, 5);
  };
  poke();
})();
"""

# performance.now() once the selector is in the tree (and, if given, shows the text).
WAIT_IN_PAGE = """
([sel, text, limit]) => new Promise((resolve, reject) => {
  const start = performance.now();
  const look = () => {
    const e = document.querySelector(sel);
    if (e && (!text || (e.textContent || '').includes(text))) return resolve(performance.now());
    if (performance.now() - start > limit) return reject(new Error('timeout waiting for ' + sel));
    requestAnimationFrame(look);
  };
  look();
})
"""

# Arm the clock: the finger's release (pointerup, where a tap fires) starts it; the frame whose
# tree shows `sel` (with `text`) stops it. The click itself is a real pointer click from
# Playwright, as a finger's tap: Flutter hit-tests it on the canvas (a DOM click() reaches only
# nodes with a semantic tap action).
ARM_TAP = """
([sel, text]) => {
  window.__tapStart = null; window.__tapEnd = null;
  document.addEventListener('pointerup', () => {
    if (window.__tapStart === null) window.__tapStart = performance.now();
  }, {capture: true, once: true});
  const look = () => {
    if (window.__tapStart !== null) {
      const e = document.querySelector(sel);
      if (e && (!text || (e.textContent || '').includes(text))) {
        window.__tapEnd = performance.now();
        return;
      }
    }
    requestAnimationFrame(look);
  };
  look();
}
"""

def ident(name: str) -> str:
    return f'[flt-semantics-identifier="{name}"]'


# ----------------------------------------------------------------------------- servers

from tests.harness import Server as _HarnessServer  # noqa: E402  (the one server harness)
from tests.harness import reference_command, scorepad_command  # noqa: E402

app_command = scorepad_command()  # `python -m scorepad --data-dir D web --port P`


class Server(_HarnessServer):
    """tests/harness.py's server (as the browser tests start it); `start()` returns the seconds
    from process start to the first HTTP 200, the figure this bench prints."""

    def __init__(self, command, data_dir: Path):
        super().__init__(data_dir, command, poll=0.005)

    def start(self, timeout: float = 60.0) -> float:
        return super().start(timeout).ready_seconds


# ----------------------------------------------------------------------------- figures

def median(xs):
    return statistics.median(xs) if xs else float("nan")


class Table:
    def __init__(self):
        self.rows: list[tuple[str, str, str, str, str]] = []

    def add(self, what, app, ref, ratio, target):
        self.rows.append((what, app, ref, ratio, target))

    def print(self):
        head = ("measure", "Scorepad", "reference", "ratio", "target")
        widths = [max(len(r[i]) for r in self.rows + [head]) for i in range(5)]
        line = "  ".join("-" * w for w in widths)
        print()
        print("  ".join(h.ljust(w) for h, w in zip(head, widths)))
        print(line)
        for r in self.rows:
            print("  ".join(c.ljust(w) for c, w in zip(r, widths)))
        print()


def ms(x: float) -> str:
    if x != x:
        return "n/a"
    return f"{x * 1000:.1f} ms" if x < 0.01 else f"{x * 1000:.0f} ms"


def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def bench_server_ready(runs: int, tmp: Path, table: Table) -> None:
    app_times, ref_times = [], []
    first_app = Server(app_command, tmp / "ready-first" / "data")
    try:
        first = first_app.start()  # a new data dir: creates and migrates the database
    finally:
        first_app.stop()
    for i in range(runs):
        for command, out in ((app_command, app_times), (reference_command, ref_times)):
            server = Server(command, tmp / "ready-first" / "data")  # existing data dir
            try:
                out.append(server.start())
            finally:
                server.stop()
    a, r = median(app_times), median(ref_times)
    table.add("server ready (start -> HTTP 200)", ms(a), ms(r), f"{a / r:.2f}x",
              f"<= 1.5 s: {verdict(a <= 1.5)}")
    table.add("  first start, new data dir", ms(first), "", "", "")


def new_page(browser):
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
    context.add_init_script(ENABLE_SEMANTICS)
    return context, context.new_page()


def first_paint(browser, url: str, ready: str) -> float:
    """Seconds from navigation start to `ready` in the accessibility tree (a new tab)."""
    context, page = new_page(browser)
    try:
        page.goto(url, wait_until="commit")
        at = page.evaluate(WAIT_IN_PAGE, [ident(ready), None, 60_000])
        return at / 1000  # performance.now() counts from the navigation's start
    finally:
        context.close()


def pointer_tap(page, identifier: str) -> None:
    box = page.locator(ident(identifier)).first.bounding_box()
    if box is None:
        raise RuntimeError(f"{identifier} has no box on the screen")
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


# The page's clock at each WebSocket message from the server (both apps alike): splits a tap
# into tap -> first message back (the input's way to the server, its work, the way back) and
# that message -> the frame that shows it (the browser's work).
WS_CLOCK = """
(() => {
  window.__msgs = [];
  const Native = window.WebSocket;
  const Clocked = function (...args) {
    const ws = new Native(...args);
    ws.addEventListener('message', () => window.__msgs.push(performance.now()));
    return ws;
  };
  Clocked.prototype = Native.prototype;
  Object.assign(Clocked, Native);
  window.WebSocket = Clocked;
})();
"""


class Tap:
    """One measured tap: seconds to the frame, seconds to the first message back, and the
    bytes the server sent for it."""

    def __init__(self, total: float, reply: float | None, received: int):
        self.total, self.reply, self.received = total, reply, received


def tap_time(browser, url: str, ready: str, click: str, shows: str, text: str | None,
             before: tuple[tuple[str, str], ...] = ()) -> Tap:
    """A pointer tap on `click` to the frame whose tree shows `shows` (+ `text`).
    `before`: (tap, then wait for) pairs that lead from `ready` to the screen measured."""
    context, page = new_page(browser)
    context.add_init_script(WS_CLOCK)
    frames: list[int] = []
    counting = [False]

    def on_socket(ws):
        ws.on("framereceived", lambda f: frames.append(len(f)) if counting[0] else None)

    page.on("websocket", on_socket)
    try:
        page.goto(url, wait_until="commit")
        page.evaluate(WAIT_IN_PAGE, [ident(ready), None, 60_000])
        for tap, wait in before:
            pointer_tap(page, tap)
            page.evaluate(WAIT_IN_PAGE, [ident(wait), None, 20_000])
        page.wait_for_timeout(300)  # let the frame settle, for both apps alike
        page.evaluate(ARM_TAP, [ident(shows), text])
        counting[0] = True
        pointer_tap(page, click)
        page.wait_for_function("() => window.__tapEnd !== null", timeout=20_000, polling=50)
        page.wait_for_timeout(150)  # whatever else the tap sends (the address bar, ...)
        counting[0] = False
        total, reply = page.evaluate("""() => {
            const back = window.__msgs.filter(t => t >= window.__tapStart);
            return [window.__tapEnd - window.__tapStart,
                    back.length ? back[0] - window.__tapStart : null];
        }""")
        return Tap(total / 1000, None if reply is None else reply / 1000, sum(frames))
    finally:
        context.close()


def seed_round_game(data_dir: Path) -> str | None:
    """A 4-player 6th Sense game with no round yet, for the keypad tap; None if not possible."""
    try:
        from scorepad.config import resolve
        from scorepad.services.games.service import GameService
        from scorepad.store.db import open_store
    except ImportError:
        return None
    store = open_store(resolve(data_dir=data_dir, environ={}))
    try:
        view = GameService(store).start_game(game="sixth-sense", players=["Ann", "Bob", "Cy", "Di"],
                                             first_dealer=0)
        return view.id
    finally:
        store.close()


def bench_browser(runs: int, tmp: Path, table: Table) -> None:
    from playwright.sync_api import sync_playwright

    executable = os.environ.get("SCOREPAD_CHROMIUM") or "/usr/bin/chromium"
    app = Server(app_command, tmp / "browser-app" / "data")
    ref = Server(reference_command, tmp / "browser-ref" / "data")
    try:
        app.start()
        ref.start()
        game_id = seed_round_game(app.data_dir)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            try:
                # warm both servers' static files and the browser's caches alike
                first_paint(browser, app.url, "home-new-game")
                first_paint(browser, ref.url, "ref-increment")
                paint_app, paint_ref = [], []
                for _ in range(runs):
                    paint_app.append(first_paint(browser, app.url, "home-new-game"))
                    paint_ref.append(first_paint(browser, ref.url, "ref-increment"))
                a, r = median(paint_app), median(paint_ref)
                table.add("first paint (new tab -> Home's New game)", ms(a), ms(r),
                          f"{a / r:.2f}x", f"<= 1.3x: {verdict(a <= 1.3 * r)}")

                refs = [tap_time(browser, ref.url, "ref-increment", "ref-increment",
                                 "ref-count", "Count: 1") for _ in range(runs)]
                r = median([t.total for t in refs])

                def measured(what, click, shows, goal, before=()):
                    try:
                        taps = [tap_time(browser, app.url, "home-new-game", click, shows, None,
                                         before) for _ in range(runs)]
                    except Exception as exc:  # the screen is not there (yet): say so, go on
                        table.add(what, "n/a", ms(r), "", f"failed: {str(exc).splitlines()[0][:60]}")
                        return None
                    a = median([t.total for t in taps])
                    table.add(what, ms(a), ms(r), f"{a / r:.2f}x",
                              f"<= {goal}x: {verdict(a <= goal * r)}")
                    replies = [t.reply for t in taps if t.reply is not None]
                    ref_replies = [t.reply for t in refs if t.reply is not None]
                    if replies and ref_replies:
                        back, ref_back = median(replies), median(ref_replies)
                        table.add("  tap -> first message back", ms(back), ms(ref_back),
                                  f"{back / ref_back:.2f}x", "")
                        table.add("  message -> frame shown", ms(a - back), ms(r - ref_back),
                                  f"{(a - back) / max(r - ref_back, 1e-6):.2f}x", "")
                    return taps

                measured("tap: Home New game -> New game screen", "home-new-game",
                         "newgame-start", 2.0)
                if game_id is None:
                    table.add("tap: keypad -> next seat's keypad", "n/a", ms(r), "", "no service")
                else:
                    # Home -> the game; dealer 0: seat 1 predicts first, then seat 2
                    taps = measured("tap: keypad -> next seat's keypad", "round-prediction-1-3",
                                    "round-prediction-2-3", 1.5,
                                    before=((f"home-resume-{game_id}", "round-prediction-1-3"),))
                    if taps:
                        sent = int(median([t.received for t in taps]))
                        ref_sent = int(median([t.received for t in refs]))
                        table.add("  bytes sent for a keypad tap", f"{sent:,} B",
                                  f"{ref_sent:,} B", f"{sent / max(ref_sent, 1):.1f}x",
                                  f"<= 2 KB: {verdict(sent <= 2048)}")
            finally:
                browser.close()
    finally:
        app.stop()
        ref.stop()


def seed_games(data_dir: Path, games: int) -> float:
    """Bulk-insert `games` finished 4-player 6th Sense games (4 rounds each); seconds taken."""
    from sqlalchemy import insert, select

    from scorepad.config import resolve
    from scorepad.store.db import open_store
    from scorepad.store.models import Game, GameSeat, Player, Round, RoundSeat

    rng = random.Random(7)
    t0 = time.perf_counter()
    store = open_store(resolve(data_dir=data_dir, environ={}))
    try:
        names = [f"Player {i}" for i in range(40)]
        base = datetime(2024, 1, 1, tzinfo=timezone.utc)
        with store.transaction() as s:
            s.execute(insert(Player), [{"name": n, "last_played": base} for n in names])
            s.flush()
            player_ids = list(s.scalars(select(Player.id).order_by(Player.id)))
            game_rows, seat_rows, round_rows, round_seat_rows = [], [], [], []
            round_id = 0
            for g in range(games):
                gid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
                created = base + timedelta(minutes=37 * g)
                game_rows.append({"id": gid, "game": "sixth-sense", "options": {"scoring": "standard",
                                  "ending": "rounds", "late_trump": False}, "first_dealer": g % 4,
                                  "status": "finished", "winners": [g % 4], "created_at": created,
                                  "finished_at": created + timedelta(minutes=30)})
                for seat, pid in enumerate(rng.sample(player_ids, 4)):
                    seat_rows.append({"game_id": gid, "seat": seat, "player_id": pid})
                for index in range(4):
                    round_id += 1
                    round_rows.append({"id": round_id, "game_id": gid, "index": index,
                                       "dealer": (g + index) % 4, "trump": "blue", "voids": 0,
                                       "recorded_at": created + timedelta(minutes=7 * index)})
                    for seat, (call, tricks) in enumerate(((3, 3), (4, 2), (2, 4), (4, 4))):
                        round_seat_rows.append({"round_id": round_id, "seat": seat, "call": call,
                                                "tricks": tricks, "doubles": 0,
                                                "points": call if call == tricks else -abs(call - tricks)})
            for model, rows in ((Game, game_rows), (GameSeat, seat_rows), (Round, round_rows),
                                (RoundSeat, round_seat_rows)):
                for i in range(0, len(rows), 5000):
                    s.execute(insert(model), rows[i:i + 5000])
    finally:
        store.close()
    return time.perf_counter() - t0


def bench_history(runs: int, games: int, tmp: Path, table: Table) -> tuple[Path, str]:
    from scorepad.config import resolve
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    try:
        from scorepad.state.history import PAGE_SIZE
    except ImportError:
        PAGE_SIZE = 20
    data_dir = tmp / "history" / "data"
    seeded = seed_games(data_dir, games)
    store = open_store(resolve(data_dir=data_dir, environ={}))
    try:
        service = GameService(store)
        assert service.count_games() == games, "the seed did not land"
        first = service.list_games(limit=PAGE_SIZE + 1)  # what the history screen asks for
        assert len(first) == PAGE_SIZE + 1 and first[0].rounds == 4, first[:1]
        times = []
        for _ in range(max(runs, 15)):
            t0 = time.perf_counter()
            service.list_games(limit=PAGE_SIZE + 1)
            times.append(time.perf_counter() - t0)
        a = median(times)
        table.add(f"history first page ({PAGE_SIZE}+1 of {games:,} games)", ms(a), "", "",
                  f"<= 100 ms: {verdict(a <= 0.1)}")
        times = []
        for _ in range(max(runs, 15)):
            t0 = time.perf_counter()
            service.list_games(limit=PAGE_SIZE + 1, offset=games - PAGE_SIZE)
            times.append(time.perf_counter() - t0)
        table.add("  last page (offset paging)", ms(median(times)), "", "", "")
        table.add(f"  seeding {games:,} games (bulk insert)", f"{seeded:.1f} s", "", "", "")
        return data_dir, first[0].id
    finally:
        store.close()


def bench_history_screen(runs: int, data_dir: Path, newest: str, games: int, tmp: Path,
                         table: Table) -> None:
    """Home's History button to the newest game in the list, with the seeded store."""
    from playwright.sync_api import sync_playwright

    executable = os.environ.get("SCOREPAD_CHROMIUM") or "/usr/bin/chromium"
    app = Server(app_command, data_dir)
    ref = Server(reference_command, tmp / "screen-ref" / "data")
    try:
        app.start()
        ref.start()
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            try:
                tap_ref, tap_app = [], []
                for _ in range(runs):
                    tap_ref.append(tap_time(browser, ref.url, "ref-increment", "ref-increment",
                                            "ref-count", "Count: 1").total)
                    tap_app.append(tap_time(browser, app.url, "home-new-game", "home-history",
                                            f"history-game-{newest}", None).total)
                a, r = median(tap_app), median(tap_ref)
                table.add(f"tap: Home History -> list ({games:,} games)", ms(a), ms(r),
                          f"{a / r:.2f}x", "")
            finally:
                browser.close()
    finally:
        app.stop()
        ref.stop()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--only", default="server,paint,history,screen",
                        help="comma list of: server, paint (first paint and taps), history "
                             "(service), screen (the History screen over the seeded store)")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))
    table = Table()
    tmp = Path(tempfile.mkdtemp(prefix="scorepad-bench-"))
    print(f"Scorepad app bench: median of {args.runs} runs, reference = bench/reference_counter.py "
          f"(bare Flet counter, no CDN); {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}")
    try:
        if "server" in parts:
            bench_server_ready(args.runs, tmp, table)
        if "paint" in parts:
            bench_browser(args.runs, tmp, table)
        if "history" in parts or "screen" in parts:
            data_dir, newest = bench_history(args.runs, args.games, tmp, table)
            if "screen" in parts:
                bench_history_screen(args.runs, data_dir, newest, args.games, tmp, table)
    finally:
        table.print()
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
