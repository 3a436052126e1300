"""A game survives the server stopping: after a restart on the same data directory, Home offers
to resume it, and it goes on at the round after the last confirmed one, totals kept."""

from __future__ import annotations

import pytest

from .conftest import enable_accessibility, open_driver
from .flows import RoundData, Seat, enter_round, start_game, wait_number

pytestmark = pytest.mark.browser

# 4 players, dealer Ann, Bob leads. Ann 2 at 2: 2. Bob 6/9 at 9: 9. Cy 1 at 0: -1.
# Di 3 at 2: -1. Tricks 2+9+0+2 = 13.
FIRST = RoundData(dealer=0, leader=1, trump="purple",
                  seats=(Seat(2, 2), Seat(6, 9), Seat(1, 0), Seat(3, 2)),
                  points=(2, 9, -1, -1), totals=(2, 9, -1, -1))


def test_a_game_resumes_after_a_server_restart(app, app_server):
    game_id = start_game(app, ["Ann", "Bob", "Cy", "Di"], dealer=0)
    enter_round(app, 1, FIRST, rounds=4)
    app.wait_text("Round 2 of 4", identifier="round-title")
    # round 2: dealer Bob, Cy predicts first; a draft not yet confirmed
    app.tap("round-prediction-2-3")
    app.screenshot("before-restart")

    app_server.restart()
    app.open("/", ready="home-new-game")
    app.wait_for(f"home-resume-{game_id}")
    # the card says who is ahead before the game is opened: Bob, 9 after round 1
    app.wait_text("Bob is ahead with 9.", identifier=f"home-resume-{game_id}")
    app.screenshot("home-after-restart")
    app.tap(f"home-resume-{game_id}")
    app.wait_text("Round 2 of 4", identifier="round-title")
    for seat, total in enumerate(FIRST.totals):
        wait_number(app, f"round-total-{seat}", total)
    # the keypad asks for round 2's first prediction again: Cy's (seat 2)
    app.wait_for("round-prediction-2-3")
    app.screenshot("resumed")


def test_a_link_to_a_game_opens_it_in_a_new_tab(app, app_server, browser, request):
    """docs/ui-identifiers.md: the round screen lives at /game/<id>; a link shared to another
    phone (a new tab, no session) lands on the game's round."""
    game_id = start_game(app, ["Ann", "Bob", "Cy", "Di"], dealer=0)
    enter_round(app, 1, FIRST, rounds=4)
    app.wait_text("Round 2 of 4", identifier="round-title")
    with open_driver(browser, app_server, request, ready="app-theme-toggle",
                     path=f"/game/{game_id}", tab="new-tab") as other:
        try:
            other.wait_for("round-title")
        finally:
            other.screenshot("linked-game")
        other.wait_text("Round 2 of 4", identifier="round-title")
        for seat, total in enumerate(FIRST.totals):
            wait_number(other, f"round-total-{seat}", total)


def test_a_reload_keeps_the_game_on_screen(app, app_server):
    """A phone's pull-to-refresh reloads the page: the round being entered should come back,
    not Home (docs/ui-identifiers.md puts the round screen at /game/<id>)."""
    start_game(app, ["Ann", "Bob", "Cy", "Di"], dealer=0)
    enter_round(app, 1, FIRST, rounds=4)
    app.wait_text("Round 2 of 4", identifier="round-title")
    app.page.reload()
    enable_accessibility(app.page)
    app.wait_for("round-title")
    app.wait_text("Round 2 of 4", identifier="round-title")
    app.screenshot("after-reload")
