"""Issue 29, item 3 on the phone alone (`scorepad publish`, hash routes, Python in the page): a
game's link opened on the static site shows the game, keeps it in the browser's storage (it is
there after a reload) and carries on where it stood; a damaged link is one sentence. Issue 37:
a link opened in the page that already shows the app opens there (no new start), and again
after a reload of the received screen. One Python start per page load: few loads."""

from __future__ import annotations

import pytest

from scorepad.services.passing import service as passing
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store

from .conftest import ARTIFACTS
from .static_site import StaticSite
from .driver import enable_accessibility
from .test_publish import BOOT, Phone  # the site's own test's phone: one profile, its requests
from .test_passing import _round

PLAYERS = ["Ann", "Bob", "Cleo"]


@pytest.fixture(scope="module")
def site(published_site):
    host = StaticSite(published_site).start()  # the one site build of the test session
    try:
        yield host
    finally:
        host.stop()


def test_a_passed_game_is_kept_on_the_phone_alone_and_carries_on(site, tmp_path):
    from playwright.sync_api import sync_playwright

    other = GameService(open_store("sqlite://"))  # the phone that passes it (its own store)
    gid = other.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0).id
    _round(other, gid)
    _round(other, gid)
    data = passing.pack(other.get(gid))
    artifacts = ARTIFACTS / "test_passing_site"
    with sync_playwright() as pw:
        phone = Phone(pw, tmp_path / "profile", site, artifacts)
        try:
            phone.open("#pass=" + data[:40], ready="pass-error")  # cut short: one sentence
            phone.app.wait_text("damaged or incomplete", identifier="pass-error")
            phone.app.screenshot("site-damaged")
            # the right link opened in this page, which shows the app already (issue 37):
            # only the "#" part changes, the page does not load again
            page = phone.app.page
            page.evaluate("() => { window.__scorepadStayed = true; }")
            page.goto(site.url + "#pass=" + data, wait_until="commit")
            phone.app.wait_for("pass-keep")
            phone.app.wait_text("2 rounds played")
            assert page.evaluate("() => window.__scorepadStayed === true")  # no new start
            page.wait_for_function("() => location.hash === '#/received'")  # the game left the bar
            phone.app.screenshot("site-received")
            page.reload(wait_until="commit")  # a reload of the received screen: the same game
            enable_accessibility(page, timeout=BOOT)
            phone.app.wait_for("pass-keep", BOOT)
            phone.app.wait_text("2 rounds played")
            phone.app.tap("pass-keep")
            phone.app.wait_for("pass-continue")
            phone.app.tap("pass-continue")
            phone.app.wait_text("Round 3", identifier="round-title")
            assert gid in phone.app.page.url  # the same game, the same id
            # a reload: Python starts again from the browser's storage
            page.reload(wait_until="commit")
            page.wait_for_selector("#scorepad-boot", state="attached", timeout=10_000)
            enable_accessibility(page, timeout=BOOT)
            phone.app.wait_text("Round 3", identifier="round-title")
            phone.app.screenshot("site-kept")
            # item 5: the site asked the browser to keep its storage; refused (and not
            # installed), Home says what that means until it is read
            kept = page.evaluate("localStorage.getItem('flutter.scorepad.storage')")
            assert kept in ('"kept"', '"installed"', '"refused"'), kept
            phone.app.tap("app-home")
            phone.app.wait_for("home-new-game")
            if kept == '"refused"':
                phone.app.wait_text("home screen", identifier="home-storage-note")
                phone.app.screenshot("site-storage-note")
                phone.app.tap("home-storage-ok")
                phone.app.wait_gone("home-storage-note")
                told = page.evaluate("localStorage.getItem('flutter.scorepad.storage_told')")
                assert told == "true", told
            else:
                assert not phone.app.exists("home-storage-note")
            # Settings says it too: kept in this browser, and what the browser answered
            phone.app.tap("settings-open")
            phone.app.wait_text("in this browser, on this device only",
                                identifier="settings-storage")
            answer = {'"kept"': "has agreed to keep them", '"installed"': "is installed",
                      '"refused"': "has not agreed to keep them"}[kept]
            phone.app.wait_text(answer, identifier="settings-storage")
            assert ("add Scorepad to the home screen" in phone.app.text("settings-storage")) \
                is (kept == '"refused"')
            # the backups of this phone: the game kept was backed up (the day's first change)
            phone.app.wait_text("1 game", identifier="backups-0")
            phone.app.screenshot("site-settings")
            assert not phone.off_origin(site.url.rstrip("/")), phone.off_origin(site.url)
        finally:
            phone.context.close()
