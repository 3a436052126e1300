"""Addresses (scorepad/state/routes.py, parsed with Flet's TemplateRoute) and AppState.follow:
every screen's address opens it, and junk shows Home with no error escaping."""

from __future__ import annotations

import uuid

import pytest

from scorepad.assemble import assemble
from scorepad.state import routes
from scorepad.state.app_state import AppState
from scorepad.state.routes import Address, parse

GID = str(uuid.UUID(int=0x1234))


@pytest.mark.parametrize("url, screen", [
    ("/", "/"), ("", "/"), (None, "/"), ("/new", "/new"), ("/new/", "/new"), ("/judge", "/judge"),
    ("/history", "/history"), ("/players", "/players"), ("/stats", "/stats"),
    ("/share", "/share"), ("/rules", "/rules"), ("/stats?x=1", "/stats"), ("/share#top", "/share"),
])
def test_each_screen_has_its_address(url, screen):
    assert parse(url) == Address(screen)


def test_a_game_and_a_played_game_carry_their_id():
    assert parse(f"/game/{GID}") == Address("/game", game_id=GID, written=GID)
    assert parse(f"/history/{GID}/") == Address("/history/game", game_id=GID, written=GID)
    # written as the service writes it, however the address wrote it
    assert parse(f"/game/{GID.upper()}").game_id == GID
    assert routes.url_of(routes.GAME, id=GID) == f"/game/{GID}"


def test_rules_addresses_name_the_game_and_the_section():
    assert parse("/rules/sixth-sense") == Address("/rules", game="sixth-sense")
    assert parse("/rules/shedding?section=gold") == Address("/rules", game="shedding",
                                                            section="gold")
    assert parse("/rules/nomination-whist#hook").section == "hook"
    assert parse("/rules/shedding?a=1&section=gold&b=2").section == "gold"
    assert parse("/rules?section=gold") == Address("/rules", section="gold")
    assert parse("/rules/nope") == Address("/rules", game="nope")  # RulesState shows the list


@pytest.mark.parametrize("url", [
    "/game/", "/game", "/history/x/y", "/game/a/b", "/nowhere/at/all", "/NEW", "//new",
    "//[", "http://evil.example/new", "javascript:alert(1)", "/rules/a/b", "/new\n",
    "/game/\x00", "/" + "a" * 100_000, "/game/" + "9" * 5000, "/%", "/?" + "&" * 5000,
])
def test_junk_is_no_address_of_the_app(url):
    assert parse(url) == Address(known=False)


@pytest.mark.parametrize("url, written", [
    ("/game/%00", "%00"), ("/game/nope", "nope"), ("/game/..", ".."),
    ("/game/" + "7" * 300, "7" * 39 + "…"), ("/history/%ZZ", "%ZZ"),
])
def test_a_bad_game_id_is_kept_short_and_printable_for_the_message(url, written):
    where = parse(url)
    assert where.game_id is None and where.written == written and where.known


def test_the_rules_section_query_is_bounded():
    assert parse("/rules/shedding?" + "a=1&" * 30 + "section=gold").section is None


# -- AppState.follow ------------------------------------------------------------------------

@pytest.mark.parametrize("url, route", [
    ("/new", "/new"), ("/judge", "/judge"), ("/history", "/history"), ("/players", "/players"),
    ("/stats", "/stats"), ("/share", "/share"), ("/rules", "/rules"), ("/exchange", "/exchange"),
    ("/settings", "/settings"),
    ("/rules/shedding", "/rules/shedding"), ("/", "/"),
])
def test_following_an_address_opens_its_screen(service, url, route):
    app = assemble(service)
    if url == "/":
        app.open_stats()
    app.follow(url)
    assert app.route == route and app.url == route and app.error is None


@pytest.mark.parametrize("url", [
    "/game/", "/game/%00", "/game/nope", "/rules/nope/more", "/" + "x" * 50_000, "//[",
    "/game/" + "%00" * 2000, "/history/../../etc/passwd",
])
def test_junk_addresses_show_home_and_change_nothing(service, four, url):
    app = assemble(service)
    app.open_stats()
    app.follow(url)
    assert app.route == "/" and app.url == "/"
    assert app._rounds == {} and service.get(four).id == four
    if app.error is not None:  # a game address: one short sentence, no machine detail
        assert "no game" in app.error.lower() and len(app.error) < 120
        assert "\x00" not in app.error and "Traceback" not in app.error


def test_an_unknown_game_id_says_so_and_keeps_no_state(service):
    app = assemble(service)
    app.follow(f"/game/{GID}")
    assert app.route == "/" and "no game" in app.error.lower()
    assert app._rounds == {}


def test_a_game_address_opens_the_game_and_the_address_bar_agrees(service, four):
    app = assemble(service)
    app.follow(f"/game/{four.upper()}/")
    assert app.route == "/game" and app.game_id == four and app.url == f"/game/{four}"
    rs = app.round_state()
    rs.enter_prediction(1, 4)
    app.follow(app.url)  # the address bar catching up: the draft stays
    assert app.round_state() is rs and rs.calls[1] == 4


def test_a_played_game_address_opens_its_detail_or_the_list(service, four):
    app = assemble(service)
    app.follow(f"/history/{four}")
    assert app.route == "/history/game" and app.url == f"/history/{four}"
    app.follow(f"/history/{GID}")
    assert app.route == "/history" and app.url == "/history"


def test_the_same_rules_page_with_a_section_scrolls_again(service):
    app = assemble(service)
    app.follow("/rules/shedding")
    jump = app.rules.jump
    app.follow("/rules/shedding")  # the address bar: nothing to do
    assert app.rules.jump == jump
    app.follow("/rules/shedding#gold")
    assert app.rules.section == "gold" and app.url == "/rules/shedding"


class FakePage:
    def __init__(self):
        self.navigated = []

    def navigate(self, route):
        self.navigated.append(route)


def test_an_address_that_changes_nothing_puts_the_screens_address_back(service, four):
    """scorepad.app.follow_route: junk typed into a tab showing Home, or a screen already
    shown written otherwise, leaves the address bar on the screen's own address."""
    from scorepad.app import follow_route

    app, page = assemble(service), FakePage()
    follow_route(page, app, "/nowhere")
    assert app.route == "/" and page.navigated == ["/"]
    follow_route(page, app, "/")  # the bar's own change comes back: nothing more
    follow_route(page, app, "/stats")  # a new screen: the shell updates the bar, not this
    assert app.route == "/stats" and page.navigated == ["/"]
    follow_route(page, app, "/stats?from=link")
    assert page.navigated == ["/", "/stats"]
    follow_route(page, app, f"/game/{four}")
    follow_route(page, app, f"/game/{four}")
    assert page.navigated == ["/", "/stats"]
