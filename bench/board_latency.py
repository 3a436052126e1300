"""The big screen (issue 31): how soon a board follows a phone's confirm, edit and undo.

    python bench/board_latency.py [--trials 10]

One `scorepad web` (loopback, a fresh data dir), one Chromium, three contexts: a phone at
390 x 844 on a game's round screen (it taps), a board at 1920 x 1080 on `/board` (the game
being played) and, as the reference in the same run, a second phone viewing the same game's
round screen (the live updates of issue 11, bench/bench_live.py). Each trial on the phone:
confirm round 1, edit it (Ann's call 4 -> 3), edit it back, undo it. For each change: from
the phone's pointerdown (a capturing listener, Date.now()) to the frame in which the board's,
and the viewer's, accessibility tree first shows the change (a MutationObserver, the same
clock: tests/e2e/board_watch.py). Prints the median, 90th percentile and maximum per kind.

Requirement: the board within 1 s of every change. Every wait is bounded; only 127.0.0.1 is
used; the temporary folder is removed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from bench_app import CHROMIUM_ARGS, ENABLE_SEMANTICS, Server, app_command, ident  # noqa: E402
from tests.e2e.board_watch import ARM, WATCH_TAPS  # noqa: E402

FOREGROUND_ARGS = ["--disable-renderer-backgrounding", "--disable-background-timer-throttling",
                   "--disable-backgrounding-occluded-windows"]
WAIT_MS = 15_000
BOUND_MS = 1_000  # the requirement
PLAYERS = ["Ann", "Bob", "Cy"]
# round 1 (RULES.md; as tests/e2e/test_board.py): Bob leads; totals 4, 5, -2
CALLS = {1: 5, 2: 6, 0: 4}
TRUMP = "red"
TRICKS = {1: 5, 2: 4}  # Ann's 4 is filled in


def number(value: int) -> str:
    """A JS regex for the number as a whole, with either minus sign."""
    digits = str(abs(value))
    return (f"[-\u2212]{digits}(?!\\d)" if value < 0 else f"(?<![-\u2212\\d]){digits}(?!\\d)")


def centre_tap(page, name: str) -> None:
    loc = page.locator(ident(name)).first
    loc.wait_for(state="attached", timeout=WAIT_MS)
    loc.scroll_into_view_if_needed(timeout=WAIT_MS)
    box = loc.bounding_box()
    if box is None:
        raise RuntimeError(f"{name} is not painted")
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def wait_shows(page, name: str, pattern: str, timeout: float = WAIT_MS) -> None:
    page.wait_for_function(
        "([s, p]) => { const e = document.querySelector(s); return !!e && new RegExp(p)"
        ".test((e.textContent || '') + ' ' + (e.getAttribute('aria-label') || '')); }",
        arg=[ident(name), pattern], timeout=timeout)


def open_page(browser, url: str, viewport: dict, ready: str):
    context = browser.new_context(viewport=viewport, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    page.add_init_script(ENABLE_SEMANTICS)
    page.goto(url, wait_until="load")
    page.locator(ident(ready)).first.wait_for(state="attached", timeout=WAIT_MS)
    return page


def measure(phone, watchers: dict, act) -> dict:
    """Arm every watcher ({name: (page, identifier, pattern)}), do `act` on the phone, return
    {name: ms from the phone's last pointerdown to that page showing the pattern}."""
    for page, identifier, pattern in watchers.values():
        if not page.evaluate(ARM, [identifier, pattern]):
            raise RuntimeError(f"{identifier} already shows {pattern!r}")
    act()
    out = {}
    for name, (page, _identifier, _pattern) in watchers.items():
        page.wait_for_function("() => window.__seenAt !== null", timeout=WAIT_MS, polling=20)
        out[name] = page.evaluate("() => window.__seenAt") - phone.evaluate("() => window.__tapAt")
    return out


def tap_until(page, name: str, done, tries: int = 3) -> None:
    """Tap `name` until `done(page)` holds (a tap that lands while a busy machine is still
    drawing the screen is tapped again; at most `tries` times)."""
    for _ in range(tries):
        centre_tap(page, name)
        try:
            done(page)
            return
        except Exception:
            continue
    raise RuntimeError(f"tapping {name} {tries} times did nothing")


def present(name: str):
    return lambda page: page.locator(ident(name)).first.wait_for(state="attached",
                                                                  timeout=3_000)


def edit_call(phone, value: int, points: int) -> None:
    """Open round 1, change Ann's call, then the measured tap: Save the edit."""
    tap_until(phone, "round-open-0", present("round-edit-cancel"))
    tap_until(phone, "round-seat-0-prediction", present(f"round-prediction-0-{value}"))
    tap_until(phone, f"round-prediction-0-{value}",
              lambda page: wait_shows(page, "round-points-0", number(points), 3_000))
    centre_tap(phone, "round-confirm")


def run(browser, url: str, gid: str, trials: int) -> dict:
    phone = open_page(browser, f"{url}game/{gid}", {"width": 390, "height": 844}, "round-title")
    viewer = open_page(browser, f"{url}game/{gid}", {"width": 390, "height": 844},
                       "round-title")
    board = open_page(browser, f"{url}board", {"width": 1920, "height": 1080}, "board-total-0")
    phone.evaluate(WATCH_TAPS)
    for seat, value in CALLS.items():
        centre_tap(phone, f"round-prediction-{seat}-{value}")
    centre_tap(phone, f"round-trump-{TRUMP}")
    for seat, value in TRICKS.items():
        centre_tap(phone, f"round-tricks-{seat}-{value}")
    wait_shows(phone, "round-points-2", number(-2))
    figures: dict[str, dict[str, list[float]]] = {k: {"board": [], "viewer": []}
                                                  for k in ("confirm", "edit", "undo")}

    def keep(kind: str, got: dict) -> None:
        for name, ms in got.items():
            figures[kind][name].append(ms)

    for _ in range(trials):
        keep("confirm", measure(phone, {
            "board": (board, "board-heading", "Round 2 of"),
            "viewer": (viewer, "round-title", "Round 2 of")},
            lambda: centre_tap(phone, "round-confirm")))
        keep("edit", measure(phone, {
            "board": (board, "board-total-0", number(-1)),
            "viewer": (viewer, "round-total-0", number(-1))},
            lambda: edit_call(phone, 3, -1)))
        wait_shows(phone, "round-title", "Round 2 of")
        keep("edit", measure(phone, {
            "board": (board, "board-total-0", number(4)),
            "viewer": (viewer, "round-total-0", number(4))},
            lambda: edit_call(phone, 4, 4)))
        wait_shows(phone, "round-title", "Round 2 of")
        keep("undo", measure(phone, {
            "board": (board, "board-heading", "Round 1 of"),
            "viewer": (viewer, "round-title", "Round 1 of")},
            lambda: centre_tap(phone, "round-undo")))
        wait_shows(phone, "round-points-2", number(-2))  # the round back as its draft
    return figures


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=10)
    args = parser.parse_args(argv)
    if args.trials < 1:
        parser.error("--trials must be at least 1")
    from playwright.sync_api import sync_playwright

    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    tmp = Path(tempfile.mkdtemp(prefix="scorepad-bench-board-"))
    server = Server(app_command, tmp / "data")
    try:
        server.start()
        db = next((tmp / "data").glob("*.sqlite"))
        store = open_store(f"sqlite:///{db}", migrate=False)
        gid = GameService(store).start_game(game="sixth-sense", players=PLAYERS,
                                            first_dealer=0).id
        store.close()
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                         args=CHROMIUM_ARGS + FOREGROUND_ARGS)
            try:
                figures = run(browser, server.url, gid, args.trials)
            finally:
                browser.close()
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    load = os.getloadavg()
    print(f"load average during the run: {load[0]:.1f} (1 min), {load[1]:.1f} (5 min) on "
          f"{os.cpu_count()} cores")
    print(f"{'change':<8} {'screen':<28} {'n':>3} {'median':>8} {'p90':>8} {'max':>8}")
    worst = 0.0
    for kind, by in figures.items():
        for name, label in (("board", "board 1920x1080 (/board)"),
                            ("viewer", "reference: a phone viewing")):
            values = by[name]
            print(f"{kind:<8} {label:<28} {len(values):>3} {statistics.median(values):>5.0f} ms "
                  f"{p90(values):>5.0f} ms {max(values):>5.0f} ms")
            if name == "board":
                worst = max(worst, max(values))
    print(f"(from the phone's pointerdown to the frame showing the change; requirement: the "
          f"board within {BOUND_MS} ms: {'met' if worst <= BOUND_MS else 'NOT met'}, "
          f"slowest {worst:.0f} ms)")
    return 0 if worst <= BOUND_MS else 1


if __name__ == "__main__":
    sys.exit(main())
