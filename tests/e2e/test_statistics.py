"""Statistics: after a round is confirmed, Home's Statistics screen shows the players, their
figures as tiles and charts, and the leaderboard (docs/ui-identifiers.md, "Statistics")."""

from __future__ import annotations

import pytest

from .flows import RoundData, Seat, enter_round, start_game

pytestmark = pytest.mark.browser

# 4 players, dealer Ann, Bob leads. Ann 2 at 2: 2. Bob 6/9 at 9: 9. Cy 1 at 0: -1.
# Di 3 at 2: -1. Tricks 2+9+0+2 = 13: two of four predictions met.
FIRST = RoundData(dealer=0, leader=1, trump="purple",
                  seats=(Seat(2, 2), Seat(6, 9), Seat(1, 0), Seat(3, 2)),
                  points=(2, 9, -1, -1), totals=(2, 9, -1, -1))


def test_statistics_show_a_recorded_round(app):
    start_game(app, ["Ann", "Bob", "Cy", "Di"], dealer=0)
    enter_round(app, 1, FIRST, rounds=4)
    app.wait_text("Round 2 of 4", identifier="round-title")
    app.tap("app-home")
    app.tap("home-stats")
    app.wait_for("stats-leaderboard")
    assert app.identifiers("stats-player-") == [f"stats-player-{i}" for i in range(4)]
    app.tap("stats-player-1")  # alphabetical: Ann, Bob, Cy, Di
    app.wait_text("9", identifier="stats-tile-points-sixth-sense")
    app.wait_for("stats-chart-hits-sixth-sense")
    app.screenshot("statistics")
    app.scroll_to(app.el("stats-chart-form-sixth-sense"))
    app.screenshot("statistics-charts")
    app.scroll_to(app.el("stats-leaderboard"))
    app.screenshot("statistics-leaderboard")
    app.tap("stats-back")
    app.wait_for("home-new-game")
