"""Nomination whist and the shedding game in the real app: one whist round, one shedding game.

Expected points by hand from RULES.md: whist (Game B) bid met -> 10 + tricks, missed -> 1 per
trick won; shedding (Game C) each game scores the hand left, lowest total wins (classic).
"""

from __future__ import annotations

import pytest

from .flows import newest_game, store_rounds, wait_number

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy"]


def set_up(app, game: str, shot: str) -> None:
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    app.tap(f"newgame-game-{game}")
    for seat, name in enumerate(PLAYERS):
        app.type_into("newgame-name", name, submit=True)
        app.wait_text(name, identifier=f"newgame-seat-{seat}")
    app.tap("newgame-dealer-0")


def test_a_whist_round_and_a_shedding_game(app, app_server):
    # -- nomination whist, short game: 7 cards in round 1, Ann deals, Bob bids first
    set_up(app, "nomination-whist", "whist-new")
    app.tap("newgame-short")
    app.screenshot("whist-new-game")
    app.tap("newgame-start")
    app.wait_text("Round 1 of 7", identifier="round-title")
    app.wait_text("Ann deals 7 cards", identifier="round-title")
    app.wait_text("Bob bids first", identifier="round-title")
    app.tap("round-bid-1-3")  # Bob 3
    app.tap("round-bid-2-2")  # Cy 2
    # Ann, the dealer, may not bid 2 (3 + 2 + 2 = 7, the hand size): the hook
    app.wait_text("2 is greyed out. The hook", identifier="round-bid-why")
    app.screenshot("whist-hook")
    app.tap("round-bid-0-1")  # Ann 1
    app.tap("round-suit-H")
    app.tap("round-tricks-1-3")  # Bob took 3
    app.tap("round-tricks-2-1")  # Cy took 1; Ann's 3 is filled in
    wait_number(app, "round-seat-0-tricks", 3)
    # Ann bid 1 took 3: 3. Bob bid 3 took 3: 13. Cy bid 2 took 1: 1.
    for seat, points in enumerate((3, 13, 1)):
        wait_number(app, f"round-points-{seat}", points)
    app.screenshot("whist-round-entered")
    app.tap("round-confirm")
    app.wait_text("Round 2 of 7", identifier="round-title")
    for seat, total in enumerate((3, 13, 1)):
        wait_number(app, f"round-total-{seat}", total)
    app.screenshot("whist-round-saved")
    whist_id = newest_game(app_server.database())
    stored = store_rounds(app_server.database(), whist_id)
    assert stored["rounds"][0]["calls"] == [1, 3, 2]
    assert stored["rounds"][0]["points"] == [3, 13, 1]
    assert stored["rounds"][0]["trump"] == "H"

    # -- the shedding game, classic, a match of one game; Bob went out
    app.tap("app-home")
    app.wait_for("home-new-game")
    set_up(app, "shedding", "shedding-new")
    app.type_into("newgame-shed-games", "1")
    app.screenshot("shedding-new-game")
    app.tap("newgame-start")
    app.wait_text("Game 1 of 1", identifier="round-title")
    for seat, value in enumerate(("15", "0", "42")):
        app.type_into(f"round-handpoints-{seat}", value)
    for seat, points in enumerate((15, 0, 42)):
        wait_number(app, f"round-points-{seat}", points)
    app.screenshot("shedding-game-entered")
    app.tap("round-confirm")
    # the lowest total wins
    app.wait_text("Bob wins with 0 points", identifier="end-winner")
    for seat, total in enumerate((15, 0, 42)):
        wait_number(app, f"round-total-{seat}", total)
    app.screenshot("shedding-end")
    shed_id = newest_game(app_server.database())
    assert shed_id != whist_id
    assert store_rounds(app_server.database(), shed_id)["rounds"][0]["points"] == [15, 0, 42]
