"""Charts a player can read on a 360 x 640 phone (issue 38, item 6), in Chromium on a real
`scorepad web`: the round screen's running totals and the board of a 6-player game whose lines
are tied two by two (three pairs, every round), and the Statistics screen's charts of a player
with one finished game (a single point per game), a bar that is neither 0 % nor 100 %, and a
player whose points are all below zero.

The charts are drawn on the canvas; what a test can read is each chart's label and the words
around it (the legend's ties, the bars' values said in the label). The screenshots
(tests/artifacts/test_chart_reading-*/) are for a person to look at: no label on another, no
point cut by an edge, a value over every bar, six lines told apart.
"""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, SUIT, Trump

from .conftest import PHONES, open_driver
from .flows import service_on

pytestmark = pytest.mark.browser

SIX = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay"]
# 6 players, 10 tricks: Ann and Bob 2 at 2 (+2), Cy and Di 1 at 2 (-1), Eve and Fay 1 at 1 (+1),
# twice: totals 4, 4, -2, -2, 2, 2 (three pairs of lines on one another).
TIED = tuple(SeatEntry(call=c, tricks=t) for c, t in ((2, 2), (2, 2), (1, 2), (1, 2), (1, 1),
                                                      (1, 1)))
# 3 players to 15: Ann calls 5 and meets it 4 times in 5 (80 %), Cy misses every round (-1).
TIES = ("Tied on 4 points: Ann and Bob", "Tied on 2 points: Eve and Fay",
        "Tied on −2 points: Cy and Di")
TO_15 = [((5, 5), (3, 3), (4, 5)), ((5, 4), (3, 4), (4, 5)), ((5, 5), (3, 3), (4, 5)),
         ((5, 5), (3, 3), (4, 5)), ((5, 5), (3, 3), (4, 5))]


@pytest.fixture(scope="module")
def games(app_server) -> dict[str, str]:
    svc = service_on(app_server.database())
    try:
        tied = svc.start_game(game="sixth-sense", players=SIX, first_dealer=0).id
        for i in range(2):
            svc.record_round(tied, RoundEntry(seats=TIED, trump=Trump(COLOUR, "red")), index=i)
        short = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                               options={"ending": "target", "target": 15}).id
        for i, calls in enumerate(TO_15):
            v = svc.record_round(short, RoundEntry(
                seats=tuple(SeatEntry(call=c, tricks=t) for c, t in calls),
                trump=Trump(COLOUR, "red")), index=i)
        assert v.status == "finished"
        whist = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"],
                               first_dealer=0, options={"short": True})
        k = 0
        while whist.next_plan is not None and k < 20:  # every hand size: many bars
            p = whist.next_plan
            seats = [SeatEntry(call=0, tricks=0) for _ in range(3)]
            taker = 0 if p.dealer == 1 else 1
            seats[taker] = SeatEntry(call=p.cards, tricks=p.cards)
            seats[p.dealer] = SeatEntry(call=1, tricks=0)  # never the hook's total
            whist = svc.record_round(whist.id, RoundEntry(seats=tuple(seats),
                                                          trump=Trump(SUIT, "S")), index=k)
            k += 1
        assert whist.status == "finished"
        match = svc.start_game(game="shedding", players=["Ann", "Bob", "Cy"], first_dealer=0,
                               options={"mode": "classic", "games": 2}).id
        for i, points in enumerate(((17, 0, 42), (0, 9, 3))):  # points per game, not calls
            v = svc.record_round(match, RoundEntry(seats=tuple(SeatEntry(points=p)
                                                               for p in points)), index=i)
        assert v.status == "finished"
        return {"tied": tied, "short": short, "whist": whist.id, "match": match}
    finally:
        svc.store.close()


def test_the_charts_read_at_360x640(browser, app_server, games, request):
    small = PHONES["360x640"]
    with open_driver(browser, app_server, request, ready="round-title",
                     path=f"/game/{games['tied']}", viewport=small, tab="round") as app:
        app.scroll_to(app.el("round-chart").first)
        app.screenshot("round-chart-tied-lines")
        said = app.text("round-chart-ties")  # the legend says who is tied where it ends
        for line in TIES:
            assert line in said, said
    with open_driver(browser, app_server, request, ready="board-total-0",
                     path=f"/board/{games['tied']}", viewport=small, tab="board") as board:
        board.scroll_to(board.el("board-chart").first)
        board.screenshot("board-chart-tied-lines")
        said = board.text("board-chart-ties")
        for line in TIES:
            assert line in said, said
    with open_driver(browser, app_server, request, ready="home-new-game", viewport=small,
                     tab="stats") as app:
        app.tap("home-stats")
        app.wait_for("stats-leaderboard")
        for name, seat in (("Ann", 0), ("Cy", 2)):
            app.tap(f"stats-player-{seat}")  # alphabetical: Ann, Bob, Cy, ...
            app.wait_for("stats-chart-games-sixth-sense")
            for chart in ("hits-sixth-sense", "form-sixth-sense", "hand-sixth-sense",
                          "seat-sixth-sense", "games-sixth-sense", "versus-sixth-sense",
                          "hand-nomination-whist", "versus-nomination-whist",
                          "games-shedding", "versus-shedding"):
                app.scroll_to(app.el(f"stats-chart-{chart}").first)
                app.screenshot(f"{name}-{chart}")
        # back to Ann: every bar of predictions met says its share beside it
        app.tap("stats-player-0")
        app.wait_text("Chart of predictions met by value, Ann",
                      identifier="stats-chart-hits-sixth-sense")
        said = app.text("stats-chart-hits-sixth-sense")
        # Ann in finished games (the 6-player game is not: STATS.md counts finished games only):
        # 5 called five times, met 4 of 5, a bar that is neither 0 % nor 100 %
        assert "80%" in said and "4 of 5" in said and "100%" not in said, said
