"""Scorepad on the phone alone (issue 21): the static site `scorepad publish` writes, served by
a plain static host on loopback, in Chromium at 390x844 with every other host unresolvable
(`--host-resolver-rules`: Playwright's `route()` would miss the service worker's requests).

One browser profile (a user-data-dir) goes through what a phone does: the first visit (the
loading screen at once, then Home), names typed key by key, a round confirmed, a reload, the
browser killed right after a round was shown as saved and opened again, the host gone
(offline: the service worker serves the site); a new version on the host is offered with a
prompt while the open app goes on. Every request is counted: none may leave the
origin. Chromium reports no installability error (CDP `Page.getInstallabilityErrors`).

Each launch boots Python in the browser (10-30 s on a loaded 2-core machine): launches are few.
Offline, the game is exported (a downloaded JSON file) and `scorepad import` reads it on a computer;
a table's finished game is read in from a computer's file, and the Statistics screen draws its
figures' charts in the phone alone (issue 31: a whist chart's label speaks of bids). A last
reload at Home shows the Home Python drew at the last start before Python has drawn its own,
and "New game" tapped on it opens (issue 37: replay.js).
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import ARTIFACTS, CHROMIUM_ARGS, chromium_path
from .driver import AppDriver, enable_accessibility
from .engines import FRAMES, FRAMES_BEFORE_GONE
from .flows import RoundData, Seat, enter_round, wait_number
from .phone import new_game
from .static_site import StaticSite

pytestmark = pytest.mark.browser

BOOT = 180_000  # ms: Python starting in the browser, on a loaded machine
OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']
PHONE = {"width": 390, "height": 844}
PLAYERS = ["Ann", "Bob", "Cy"]
# whether the service worker keeps this version's interpreter saved before Home
SNAPSHOT_KEPT = ("async () => !!flet.snapshotUrl &&"
                 " !!(await caches.match(new URL(flet.snapshotUrl, document.baseURI).href))")
# Dealer Ann, Bob leads, 13 tricks (RULES.md): Ann 4 at 4: 4; Bob 5 at 5: 5; Cy 6/9 at 4: -2.
ROUND_1 = RoundData(dealer=0, leader=1, trump="red", seats=(Seat(4, 4), Seat(5, 5), Seat(6, 4)),
                    points=(4, 5, -2), totals=(4, 5, -2))
# Bob deals, Cy leads: Cy 2 at 2: 2; Ann 3 at 3: 3; Bob 6/9 at 8: -1.
ROUND_2 = RoundData(dealer=1, leader=2, trump="blue", seats=(Seat(3, 3), Seat(6, 8), Seat(2, 2)),
                    points=(3, -1, 2), totals=(7, 4, 0))


@pytest.fixture(scope="module")
def site(published_site):
    host = StaticSite(published_site).start()
    try:
        yield host
    finally:
        host.stop()


# A browser that tells no language at all (navigator.languages empty, no navigator.language)
NO_LANGUAGE = ("Object.defineProperty(Navigator.prototype, 'languages', {get: () => []});"
               "Object.defineProperty(Navigator.prototype, 'language', {get: () => undefined});")


def uncaught(app: AppDriver) -> list[str]:
    """The page's errors (its console's and the ones nobody caught): none in any engine."""
    return [line for line in app.console if line.startswith(("error:", "pageerror:"))] + \
        app.page.evaluate("() => window.scorepadErrors || []")


class Phone:
    """One Chromium on one profile (user-data-dir), every request it makes recorded."""

    def __init__(self, pw, profile: Path, site: StaticSite, artifacts: Path):
        self.context = pw.chromium.launch_persistent_context(
            str(profile), executable_path=chromium_path(), args=CHROMIUM_ARGS + OFFLINE_ARGS,
            viewport=PHONE, device_scale_factor=1, service_workers="allow")
        self.context.add_init_script(NO_LANGUAGE)
        self.context.add_init_script(FRAMES)
        self.profile = profile
        self.requests: list[str] = []
        self.context.on("request", lambda r: self.requests.append(r.url))
        page = self.context.pages[0] if self.context.pages else self.context.new_page()
        page.set_default_timeout(20_000)
        self.app = AppDriver(page, site, artifacts)
        self.app.shots = len(list(artifacts.glob("*.png"))) if artifacts.exists() else 0

    def open(self, path: str = "", ready: str = "home-new-game") -> float:
        """Load the site (at `path`, a hash route), wait for `ready`; seconds it took."""
        started = time.monotonic()
        page = self.app.page
        page.goto(self.app.server.url + path, wait_until="commit")
        page.wait_for_selector("#scorepad-boot", state="attached", timeout=10_000)
        enable_accessibility(page, timeout=BOOT)
        self.app.wait_for(ready, BOOT)
        return time.monotonic() - started

    def off_origin(self, origin: str) -> list[str]:
        return [u for u in self.requests
                if not u.startswith(origin) and not u.startswith(("data:", "blob:"))]

    def kill(self) -> None:
        """End this browser at once, as a phone's system does (SIGKILL to the processes of
        this profile, which this test started), no chance to flush anything."""
        mine = []
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:
                continue
            if str(self.profile).encode() in cmd and b"chromium" in cmd:
                mine.append(int(pid))
        for pid in mine:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            self.context.close()
        except Exception:
            pass


def game_id_of(app: AppDriver) -> str:
    found = re.search(r"#/game/([0-9a-f-]{36})", app.page.url)
    assert found, f"the address does not name the game: {app.page.url}"
    return found.group(1)


def installability_errors(app: AppDriver) -> list:
    cdp = app.page.context.new_cdp_session(app.page)
    try:
        return cdp.send("Page.getInstallabilityErrors").get("installabilityErrors", [])
    finally:
        cdp.detach()


def finished_whist(folder: Path) -> Path:
    """A computer's export of one finished short whist game of Ann, Bob and Cy: one of Ann and
    Bob bids every card and takes every trick, the dealer bids 1 and takes none. Ann meets 4
    of her 7 bids (57%): 0 at 1 card, 1 at 2 cards, ..."""
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import SUIT, Trump
    from scorepad.services.exchange import export as exchange
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    folder.mkdir(parents=True)
    store = open_store(f"sqlite:///{folder}/table.sqlite")
    try:
        svc = GameService(store)
        g = svc.start_game(game="nomination-whist", players=PLAYERS, first_dealer=0,
                           options={"short": True})
        for k in range(20):
            if g.next_plan is None:
                break
            p = g.next_plan
            seats = [SeatEntry(call=0, tricks=0) for _ in PLAYERS]
            seats[0 if p.dealer == 1 else 1] = SeatEntry(call=p.cards, tricks=p.cards)
            seats[p.dealer] = SeatEntry(call=1, tricks=0)  # never the hook's total
            g = svc.record_round(g.id, RoundEntry(seats=tuple(seats), trump=Trump(SUIT, "S")), index=k)
        assert g.status == "finished"
        path = folder / "table-whist.json"
        path.write_text(exchange.dumps(exchange.export_games(store, None)), encoding="utf-8")
    finally:
        store.close()
    return path


def test_the_phone_alone_keeps_a_typed_game_through_reload_restart_and_offline(site, tmp_path):
    from playwright.sync_api import sync_playwright

    artifacts = ARTIFACTS / "test_publish"
    if artifacts.exists():
        import shutil

        shutil.rmtree(artifacts)
    profile = tmp_path / "profile"
    origin = site.url.rstrip("/")
    with sync_playwright() as pw:
        # 1. first visit: the loading screen at once, then Home
        phone = Phone(pw, profile, site, artifacts)
        app = phone.app
        app.page.goto(site.url, wait_until="commit")
        app.page.wait_for_selector("#scorepad-boot-text", state="attached", timeout=10_000)
        shown = app.page.evaluate("() => scorepadBoot.marks.loading_screen")
        assert shown < 1000, f"the loading screen came after {shown} ms"
        app.screenshot("loading-screen")
        enable_accessibility(app.page, timeout=BOOT)
        app.wait_for("home-new-game", BOOT)
        app.screenshot("home-first-visit")
        assert installability_errors(app) == []
        # no language at all (issue 29): the page's languages.js gives Flutter English
        assert app.page.evaluate("() => navigator.languages") == ["en"]
        # 2. a game, names typed key by key, round 1 confirmed
        new_game(app, "sixth-sense", PLAYERS)
        game_id = game_id_of(app)
        enter_round(app, 1, ROUND_1, rounds=None, players=PLAYERS, shot="round-1")
        app.wait_text("Round 2", identifier="round-title")
        for seat, total in enumerate(ROUND_1.totals):
            wait_number(app, f"round-total-{seat}", total)
        app.screenshot("round-1-saved")
        # 3. a reload at the game's address brings the game back, in the interpreter saved
        # before Home (kept once the first visit's Home was drawn: issue 37, item 1)
        deadline = time.monotonic() + 60
        while not app.page.evaluate(SNAPSHOT_KEPT) and time.monotonic() < deadline:
            time.sleep(0.5)
        app.page.reload(wait_until="commit")
        enable_accessibility(app.page, timeout=BOOT)
        app.wait_text("Round 2", identifier="round-title", timeout=BOOT)
        for seat, total in enumerate(ROUND_1.totals):
            wait_number(app, f"round-total-{seat}", total)
        app.screenshot("after-reload")
        assert app.page.evaluate("() => scorepadBoot.marks.snapshot != null"), \
            "the reload did not restore the interpreter saved before Home"
        # the installed page is cross-origin isolated, as `scorepad web`'s is (sw.js): Flutter
        # draws on a thread of its own, and the game above came back through it
        assert app.page.evaluate("() => window.crossOriginIsolated") is True
        # 4. round 2 confirmed; the browser killed as soon as the screen says it is saved
        # (in the restored interpreter, whose run_sync was repaired: Chromium has JSPI)
        # a start that wrote nothing copied nothing yet (Home before the store: browser.py)
        syncs = app.page.evaluate("() => scorepadBoot.marks.syncs || 0")
        enter_round(app, 2, ROUND_2, rounds=None, players=PLAYERS)
        app.wait_text("Round 3", identifier="round-title")
        # the copy to the browser's storage was done before the screen said "saved"
        assert app.page.evaluate("() => scorepadBoot.marks.syncs") == syncs + 1
        assert app.page.evaluate("() => scorepadBoot.marks.storage_problem") is None
        wait_number(app, "round-total-0", ROUND_2.totals[0])
        app.screenshot("round-2-saved")
        # 5. a new version put on the host: the open app offers to reload, and keeps running
        sw = site.folder / "sw.js"
        current = sw.read_text()
        sw.write_text(current.replace('const VERSION = "', 'const VERSION = "next-', 1))
        try:
            app.page.evaluate("() => navigator.serviceWorker.getRegistration().then(r => r.update())")
            app.page.wait_for_selector("#scorepad-update", state="visible", timeout=BOOT)
        finally:
            sw.write_text(current)
        assert "A new version of Scorepad is ready." in app.page.inner_text("#scorepad-update")
        app.screenshot("new-version-offered")
        wait_number(app, "round-total-0", ROUND_2.totals[0])  # the open app goes on as it was
        requests_first = phone.off_origin(origin)
        served = len(site.requests)
        assert uncaught(app) == [], uncaught(app)
        phone.kill()

        # 6. the host gone: the browser opened again on the same profile, offline (the new
        # version, installed in the background, takes over at this fresh start)
        site.stop()
        try:
            phone = Phone(pw, profile, site, artifacts)
            app = phone.app
            # the game tapped the moment it is there: the tap takes effect (issue 37)
            phone.open(ready=f"home-resume-{game_id}")
            drawn = app.el(f"home-resume-{game_id}").first.bounding_box()
            app.tap(f"home-resume-{game_id}")
            app.wait_text("Round 3", identifier="round-title")
            for seat, total in enumerate(ROUND_2.totals):
                wait_number(app, f"round-total-{seat}", total)
            app.screenshot("offline-game-kept")
            # 7. the phone's games backed up, still offline: History > Export or import
            # games > "Download the file" (a JSON file, the browser's own download)
            app.tap("app-home")
            app.wait_for("home-history")
            # Home was drawn as it stays: nothing moved under a finger on its way to the game
            assert abs(app.el(f"home-resume-{game_id}").first.bounding_box()["y"] - drawn["y"]) < 20, \
                "the game to resume moved after Home was drawn"
            app.tap("home-history")
            app.wait_for("history-exchange")
            app.tap("history-exchange")
            app.wait_for("exchange-export")
            with app.page.expect_download(timeout=60_000) as download:
                app.tap("exchange-export")
            exported = tmp_path / download.value.suggested_filename
            download.value.save_as(exported)
            app.wait_text("Exported 1 game to scorepad-", identifier="exchange-note")
            app.screenshot("offline-exported")
            # 8. the table's finished whist game, from a computer, read in; the Statistics
            # screen draws its figures in the phone alone and speaks of bids (issue 31)
            table = finished_whist(tmp_path / "table")
            with app.page.expect_file_chooser() as chooser:
                app.tap("exchange-import")
            chooser.value.set_files(str(table))
            app.wait_text(f"Imported 1 game from {table.name}.", identifier="exchange-note")
            app.tap("app-home")
            app.wait_for("home-stats")
            app.tap("home-stats")
            app.wait_for("stats-leaderboard", BOOT)
            app.tap(f"stats-player-{PLAYERS.index('Ann')}")  # the picker is alphabetical
            app.wait_for("stats-figures-nomination-whist", BOOT)
            app.scroll_to(app.el("stats-chart-hand-nomination-whist"))
            app.wait_text("Chart of bids met by hand size, Ann, Nomination whist. 1: 0 of 1 "
                          "met; 2: 1 of 1 met;", identifier="stats-chart-hand-nomination-whist")
            app.screenshot("offline-stats-hand-size")
            app.scroll_to(app.el("stats-chart-versus-nomination-whist"))
            app.wait_text("Bids met: Ann 57%", identifier="stats-chart-versus-nomination-whist")
            app.screenshot("offline-stats-versus")
            # 8b. a start at Home shows the Home Python drew at the last start at once (replay.js)
            # and a tap on it, made before Python has drawn its own, takes effect
            app.tap("app-home")
            app.wait_for("home-new-game")
            app.page.reload(wait_until="commit")
            enable_accessibility(app.page, timeout=BOOT)
            app.wait_for("home-new-game", BOOT)
            marks = app.page.evaluate("() => ({...scorepadBoot.marks})")
            assert marks.get("replayed") is not None and marks.get("shown") is None, marks
            # the loading screen goes only once Flutter has put a frame of that Home on the page
            # (its first frame comes well after the packets in Chromium: nothing white between)
            app.page.wait_for_function("() => window.__bootGone != null", timeout=BOOT)
            put = app.page.evaluate(FRAMES_BEFORE_GONE)
            assert put["before"] >= 1 and put["painted"] is not None, put
            app.screenshot("home-shown-before-python")
            app.tap("home-new-game")
            app.wait_for("newgame-name", BOOT)
            marks = app.page.evaluate("() => ({...scorepadBoot.marks})")
            assert marks["shown"] > marks["replayed"], marks
            assert (marks.get("replay-same") or marks.get("replay-replaced")) is not None, marks
            app.screenshot("new-game-from-shown-home")
            requests_offline = phone.off_origin(origin)
            assert uncaught(app) == [], uncaught(app)
            phone.context.close()
        finally:
            site.start()
    assert len(site.requests) == served, "the offline launch reached the host"
    assert requests_first == [] and requests_offline == [], (requests_first, requests_offline)

    # 9. ... and moved to a computer: `scorepad import` reads the phone's file whole
    [doc] = json.loads(exported.read_text(encoding="utf-8"))
    assert doc["id"] == game_id and doc["players"] == PLAYERS and len(doc["rounds"]) == 2
    computer = tmp_path / "computer"
    done = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(computer),
                           "import", str(exported)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "Imported 1 game.", done.stderr
    listed = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(computer),
                             "games"], capture_output=True, text=True, timeout=120)
    assert game_id in listed.stdout and "Ann, Bob, Cy" in listed.stdout, listed.stdout




def test_the_sites_icon_font_is_cut_and_holds_every_icon_the_app_names(published_site):
    """The built site's Material Icons font (scorepad/publish/icons.py): a cut of flet-web's
    whole one that holds a glyph for every `ft.Icons.NAME` of Scorepad's code (no browser)."""
    import io

    import flet as ft
    from fontTools.ttLib import TTFont

    from scorepad.publish import icons, project_root, site as flet_site

    built = (published_site / icons.FONT).read_bytes()
    whole = (flet_site.flet_web_dir() / icons.FONT).read_bytes()
    assert len(built) < len(whole) // 20
    kept = TTFont(io.BytesIO(built)).getBestCmap()
    table, drawn = icons.client_table((published_site / icons.CLIENT).read_bytes(), len(ft.Icons))
    names = icons.named_icons(project_root() / "scorepad")
    missing = [n for n in sorted(names) if table[int(getattr(ft.Icons, n)) & 0xFFFF] not in kept]
    assert names and not missing, missing
    assert drawn <= set(kept)
