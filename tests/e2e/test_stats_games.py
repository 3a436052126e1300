"""Statistics with "All games" (issue 9, item 4): every figure says which games it covers, and
points are compared only within one kind of game.

The data (set up through the service, as another device would have saved it) and Ann's figures,
worked out by hand from RULES.md:
- 6th Sense to 5 points, finished: Ann 5 met at 5 -> 5 (wins); Bob 0 at 3 -> -3; Cy 3 at 5 -> -2.
- 6th Sense, unfinished: one round, Ann 3 at 2 -> missed by 1 -> -1.
- Nomination whist, short (7 down to 1), finished, Ann deals round 1: Ann's rounds 0, 16, 10, 0,
  13, 10, 0 = 49 (met 4 of 7: bid met scores 10 + tricks, missed 1 per trick won); Bob wins.
- Shedding, classic, 2 games, finished: Ann 7 then 0 = 7; Bob 12 then 20 = 32: Ann wins (lowest).
The statistics count finished games only (docs/stats.md, as `scorepad stats`): the unfinished
6th Sense game counts nowhere. So Ann: 3 games, all finished, 2 wins (67%). Best game per kind: 6th Sense 5, whist 49
(higher than any 6th Sense total: the old "Best game" showed 6th Sense's only), shedding 7
(lowest). Calls met per game: 6th Sense 1 of 1 prediction, whist 4 of 7 bids (the old tile
showed one of them without saying which; then every game's said "Predictions met"). Form per game: shedding hand points (7, 0), never mixed with points.
"""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, SUIT, Trump

from .flows import service_on

pytestmark = pytest.mark.browser


def sixth(*calls_tricks):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in calls_tricks),
                      trump=Trump(COLOUR, "red"))


@pytest.fixture(scope="module")
def seeded(app_server):
    svc = service_on(app_server.database())
    try:
        g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                           options={"ending": "target", "target": 5})
        assert svc.record_round(g.id, sixth((5, 5), (0, 3), (3, 5)), index=0).status == "finished"
        g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
        svc.record_round(g.id, sixth((3, 2), (4, 4), (6, 7)), index=0)
        v = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=0,
                           options={"short": True})
        k = 0
        while v.next_plan is not None:  # one of Ann/Bob bids and takes every trick
            p = v.next_plan
            taker = 0 if p.dealer == 1 else 1
            seats = [SeatEntry(call=0, tricks=0) for _ in range(3)]
            seats[taker] = SeatEntry(call=p.cards, tricks=p.cards)
            seats[p.dealer] = SeatEntry(call=1, tricks=0)  # never the hook's total
            v = svc.record_round(v.id, RoundEntry(seats=tuple(seats), trump=Trump(SUIT, "S")), index=k)
            k += 1
        assert v.status == "finished" and v.totals[0] == 49
        s = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0,
                           options={"mode": "classic", "games": 2})
        for k, (a, b) in enumerate(((7, 12), (0, 20))):
            v = svc.record_round(s.id, RoundEntry(seats=(SeatEntry(points=a),
                                                         SeatEntry(points=b))), index=k)
        assert v.status == "finished"
    finally:
        svc.store.close()


def test_all_games_figures_say_which_games_and_never_mix_them(phone_app, seeded):
    app = phone_app
    app.tap("home-stats")
    app.wait_for("stats-leaderboard")
    app.tap("stats-game-all")
    app.tap("stats-player-0")  # Ann (alphabetical)
    app.wait_text("all games", identifier="stats-scope")
    for title in ("6th Sense", "Nomination whist", "Shedding game"):
        app.wait_text(title, identifier="stats-scope")
    app.wait_text("3", identifier="stats-tile-games")
    app.wait_text("3 finished", identifier="stats-tile-games")
    app.wait_text("67% of 3 finished games", identifier="stats-tile-wins")
    app.screenshot("all-games-top")

    # best game per kind: the whist 49 is not hidden behind 6th Sense's 5
    app.wait_text("5", identifier="stats-tile-best-sixth-sense")
    app.wait_text("49", identifier="stats-tile-best-nomination-whist")
    app.wait_text("7", identifier="stats-tile-best-shedding")
    app.wait_text("lowest total", identifier="stats-tile-best-shedding")
    # calls met per game, each naming its rounds, in the game's word (whist bids, issue 22)
    app.wait_text("1 of 1 round", identifier="stats-tile-met-sixth-sense")
    app.wait_text("Predictions met", identifier="stats-tile-met-sixth-sense")
    app.wait_text("4 of 7 rounds", identifier="stats-tile-met-nomination-whist")
    app.wait_text("Bids met", identifier="stats-tile-met-nomination-whist")
    assert "Predictions" not in app.text("stats-tile-met-nomination-whist")
    assert not app.exists("stats-tile-met-shedding")
    app.scroll_to(app.el("stats-chart-hits-nomination-whist"))
    app.wait_text("Chart of bids met by value, Ann, Nomination whist",
                  identifier="stats-chart-hits-nomination-whist")
    app.screenshot("all-games-whist-bids")
    # points per round per game; the shedding game's hand points say lower is better
    app.wait_text("Hand points per game", identifier="stats-tile-points-shedding")
    app.wait_text("lower is better", identifier="stats-tile-points-shedding")
    app.wait_text("7", identifier="stats-tile-points-nomination-whist")  # 49 in 7 rounds
    # the form: one chart per game, shedding hand points on their own
    app.scroll_to(app.el("stats-chart-form-shedding"))
    app.wait_text("lower is better", identifier="stats-chart-form-shedding")
    app.wait_text("latest 0", identifier="stats-chart-form-shedding")
    app.screenshot("all-games-shedding")
    assert not app.exists("stats-chart-form")  # no chart mixing the games any more

    # the leaderboard: wins over finished games (the unfinished one counts nowhere)
    app.scroll_to(app.el("stats-leaderboard"))
    board = app.text("stats-leaderboard")
    assert "Ann: 2 wins in 3 finished games" in board and "not finished" not in board
    app.screenshot("leaderboard")

    # one game only: the scope says so
    app.tap("stats-game-shedding")
    app.wait_text("Shedding game only", identifier="stats-scope")
    assert not app.exists("stats-tile-best-sixth-sense")
    app.screenshot("shedding-only")


def test_charts_of_the_figures_say_their_numbers(phone_app, seeded, app_server):
    """Issue 31, item 2: calls met by hand size and by seat from the dealer, points per round
    game by game and the player against the table, each chart's label saying the numbers of
    the computation `scorepad stats` prints (read here over the server's database)."""
    from scorepad.services.figures.compute import table_figures
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{app_server.database()}", migrate=False)
    try:
        figures = table_figures(store)
    finally:
        store.close()
    whist = figures.games["nomination-whist"]
    ann = whist.players["Ann"]
    app = phone_app
    app.tap("home-stats")
    app.wait_for("stats-leaderboard")
    app.tap("stats-player-0")  # Ann
    app.wait_for("stats-figures-nomination-whist")

    hand = app.el("stats-chart-hand-nomination-whist")
    app.scroll_to(hand)
    app.wait_text("Chart of bids met by hand size, Ann, Nomination whist",
                  identifier="stats-chart-hand-nomination-whist")
    label = app.text("stats-chart-hand-nomination-whist")
    assert len(ann.by_hand_size) == 7  # the short game: 7 cards down to 1
    for cards, (met, n) in ann.by_hand_size.items():
        assert f"{cards}: {met} of {n} met" in label
    app.screenshot("figures-hand-size")

    app.scroll_to(app.el("stats-chart-seat-nomination-whist"))
    label = app.text("stats-chart-seat-nomination-whist")
    assert "seat from the dealer" in label
    for seat, (met, n) in ann.by_seat.items():
        assert f"{seat}: {met} of {n} met" in label
    assert sum(n for _, n in ann.by_seat.values()) == ann.rounds == 7
    app.screenshot("figures-seat")

    app.scroll_to(app.el("stats-chart-games-nomination-whist"))
    label = app.text("stats-chart-games-nomination-whist")
    assert "Ann, Nomination whist: 7;" in label  # 49 points in 7 rounds, her one game
    assert f"the table's average {whist.table_points_per_round():g}" in label
    app.screenshot("figures-games")

    app.scroll_to(app.el("stats-chart-versus-nomination-whist"))
    label = app.text("stats-chart-versus-nomination-whist")
    assert f"Bids met: Ann {round(100 * ann.met_rate)}%" in label  # whist's own word
    assert f"the table {round(100 * whist.table_met_rate())}%" in label
    app.screenshot("figures-versus")

    # 6th Sense's charts speak of predictions, as its tiles do
    sixth = figures.games["sixth-sense"]
    app.scroll_to(app.el("stats-chart-hand-sixth-sense"))
    label = app.text("stats-chart-hand-sixth-sense")
    assert label.startswith("Chart of predictions met by hand size, Ann, 6th Sense.")
    app.scroll_to(app.el("stats-chart-versus-sixth-sense"))
    label = app.text("stats-chart-versus-sixth-sense")
    assert f"Predictions met: Ann {round(100 * sixth.players['Ann'].met_rate)}%" in label
    assert "Bids" not in label
    app.screenshot("figures-sixth-sense")

    # the shedding game has no calls: only its points, game by game and against the table
    shed = figures.games["shedding"].players["Ann"]
    assert not app.exists("stats-chart-hand-shedding")
    app.scroll_to(app.el("stats-chart-versus-shedding"))
    label = app.text("stats-chart-versus-shedding")
    assert f"Ann {shed.points_per_round:g}" in label and " met" not in label
    app.screenshot("figures-shedding")
