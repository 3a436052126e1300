"""Statistics: after a game is played to its end, Home's Statistics screen shows the players,
their figures as tiles and charts, and the leaderboard (docs/ui-identifiers.md, "Statistics").
The statistics count finished games only (docs/stats.md), as `scorepad stats` does."""

from __future__ import annotations

import pytest

from .flows import enter_round, start_game
from .test_full_game import PLAYERS, ROUNDS  # the four rounds worked out by hand there

pytestmark = pytest.mark.browser


def test_statistics_show_a_finished_game(app):
    start_game(app, PLAYERS, dealer=0)
    for number, data in enumerate(ROUNDS, start=1):
        enter_round(app, number, data, rounds=len(ROUNDS))
    app.wait_for("end-winner")
    app.tap("end-home")
    app.tap("home-stats")
    app.wait_for("stats-leaderboard")
    assert app.identifiers("stats-player-") == [f"stats-player-{i}" for i in range(4)]
    app.tap("stats-player-1")  # alphabetical: Ann, Bob, Cy, Di
    app.wait_text("0.5", identifier="stats-tile-points-sixth-sense")  # 2 points in 4 rounds
    app.wait_for("stats-chart-hits-sixth-sense")
    app.screenshot("statistics")
    app.scroll_to(app.el("stats-chart-form-sixth-sense"))
    app.screenshot("statistics-charts")
    app.scroll_to(app.el("stats-leaderboard"))
    app.screenshot("statistics-leaderboard")
    app.tap("stats-back")
    app.wait_for("home-new-game")
