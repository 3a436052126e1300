"""Addresses typed into the browser (scorepad/state/routes.py, parsed with Flet's TemplateRoute):
junk shows Home, a bad game id says so, nothing ends in a traceback on the server, and the
address bar follows the screen shown."""

from __future__ import annotations

import re

import pytest

from .conftest import PHONES, open_driver

pytestmark = pytest.mark.browser

JUNK = ["/nowhere/at/all", "/game/", "/game/%00", "/history/x/y", "/rules/sixth-sense/extra",
        "/NEW", "/" + "x" * 3000, "/game/" + "x" * 300]


def address_bar(app) -> str:
    """The path the browser shows now (the part after the server's address)."""
    return app.page.evaluate("() => location.pathname + location.search")


def wait_address(app, path: str) -> None:
    app.page.wait_for_function("p => location.pathname === p", arg=path, timeout=20_000)


def test_a_bad_game_address_shows_home_saying_so(browser, app_server, request):
    with open_driver(browser, app_server, request, ready="home-new-game",
                     path="/game/not-a-game", viewport=PHONES["360x640"]) as app:
        app.wait_text("There is no game not-a-game", identifier="app-error")
        wait_address(app, "/")
        shot = app.screenshot("bad-game-address")
        assert shot.stat().st_size > 0
        assert not app.exists("round-title")


@pytest.mark.parametrize("path", JUNK, ids=lambda p: p[:24])
def test_junk_addresses_show_home_and_leave_no_traceback(browser, app_server, request, path):
    """Each typed into a new tab (a tab already open keeps its session: see the report)."""
    log_before = app_server.log.read_text(errors="replace")
    with open_driver(browser, app_server, request, ready="home-new-game", path=path) as app:
        wait_address(app, "/")
        assert app.exists("home-judge") and not app.exists("app-back")
        if path.startswith("/game/") and path != "/game/":  # a game id, but no game of it
            app.wait_text("There is no game", identifier="app-error")
        app.screenshot("home")
        # a real address still opens its screen after that
        app.open("/rules/shedding?section=gold", ready="rules-shedding-gold")
        assert re.fullmatch(r"/rules/shedding(\?section=gold)?", address_bar(app))
    log = app_server.log.read_text(errors="replace")[len(log_before):]
    assert "Traceback" not in log and "Exception" not in log, log[-3000:]


def test_junk_typed_into_an_open_tab_puts_home_back_in_the_address_bar(browser, app_server,
                                                                         request):
    """The tab keeps its session (Flet reconnects it): Home stays, and the bar says "/"."""
    with open_driver(browser, app_server, request, ready="home-new-game") as app:
        for path in ("/nowhere/at/all", "/history/x/y", "/NEW", "/game/"):
            app.open(path, ready="home-new-game")
            wait_address(app, "/")
            assert app.exists("home-judge") and not app.exists("app-back"), path
        app.open("/stats", ready="app-back")
        wait_address(app, "/stats")
        app.screenshot("stats-after-junk")


def test_a_screen_of_the_table_opens_by_its_address_and_from_its_button(browser, app_server,
                                                                         request):
    """Each row of scorepad/screens.py typed into a new tab opens, and the address bar keeps
    it; About opens from Settings' button, and Back goes to Settings again."""
    from scorepad.screens import ABOUT, SCREENS

    with open_driver(browser, app_server, request, ready="home-new-game",
                     viewport=PHONES["360x640"]) as app:
        for row in SCREENS:
            app.open(row.address, ready="app-back")
            wait_address(app, row.address)
            assert not app.exists("home-new-game"), row.route
        app.open("/settings", ready="settings-about")
        app.tap("settings-about")
        app.wait_for("about-version")
        wait_address(app, ABOUT.address)
        app.wait_text("This is version", identifier="about-version")
        app.screenshot("about")
        app.tap("about-rules-shedding")
        wait_address(app, "/rules/shedding")
        app.tap("app-back")
        app.wait_for("about-version")
        app.tap("app-back")
        app.wait_for("settings-about")
        wait_address(app, "/settings")
