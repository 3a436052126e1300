"""Statistics of games whose players change between rounds (PLAYERS.md, Statistics), on SQLite
and PostgreSQL: a late joiner (average, takes over, worst), a sit-out, a leave, seats that never
played. Every figure is checked against what tests/scorepad/services/changed_games.py works out
from the rounds the script played: `games` counts the games a player played a round of,
`rounds` the rounds played, `points` their points (never a starting total), `wins` only seats
that played and did not leave, `by_seat_from_dealer` the seats at each round's table."""

from __future__ import annotations

import pytest

from scorepad.services.figures import table_figures
from scorepad.services.games import GameService
from scorepad.services.stats import StatsService
from tests.scorepad.services import changed_games
from tests.scorepad.services.changed_games import SHED, SIX, WHIST


@pytest.fixture
def played(store):
    svc = GameService(store)
    return svc, changed_games.play(svc)


def _without_judged(figs: dict) -> dict:
    return {"games": {g: {k: v for k, v in f.items() if k != "judged"}
                      for g, f in figs["games"].items()}}


# -- the table's figures (scorepad stats, the Statistics screen's charts) ----------------------

def test_the_figures_are_those_of_the_rounds_played(played):
    svc, games = played
    got = table_figures(svc.store).as_json()
    assert _without_judged(got) == changed_games.figures(games)
    assert got["games"][SIX]["judged"]["tricks"] == 0  # none kept: the key is still there
    assert StatsService(svc.store).figures().as_json() == got  # the screen reads the same


def test_seats_that_never_played_count_nowhere(played):
    svc, games = played
    got = table_figures(svc.store).as_json()["games"]
    # Gus joined and sat out at once; Hal took over Ann's total and sat out: Hal is the whist
    # game's stored winner, and nobody is credited with that win
    assert "Gus" not in got[SIX]["players"] and "Hal" not in got[WHIST]["players"]
    assert sum(p["wins"] for p in got[WHIST]["players"].values()) == 0
    assert "Zed" not in str(got)  # joined a game still being played
    assert table_figures(svc.store, player="Hal").as_json() == {"games": {}}
    assert table_figures(svc.store, player="Gus").as_json() == {"games": {}}


def test_a_starting_total_is_not_points(played):
    svc, games = played
    g2 = svc.get(games[1].id)
    dee = g2.players.index("Dee")
    start = g2.joined[dee][1]
    assert start == 9  # the mean of Ann 12, Bob 13, Cy 2
    figs = table_figures(svc.store).as_json()["games"]
    assert figs[WHIST]["players"]["Dee"]["points"] == g2.totals[dee] - start == 25
    g3 = svc.get(games[2].id)
    eve = g3.players.index("Eve")
    assert g3.joined[eve][1] == 30 and figs[SHED]["players"]["Eve"]["points"] == 4


def test_seat_from_the_dealer_counts_the_table_of_each_round(played):
    svc, games = played
    ann = table_figures(svc.store).as_json()["games"][SIX]["players"]["Ann"]
    # G1: Ann deals round 1 (3 at the table), sits 4th of 5, 3rd of 4, 1st of 4 (7 tricks on
    # a 6/9: missed), deals (5 at the table), 4th of 5; G4: Cy deals, Ann is 2nd of 4; never
    # a 6th or 7th seat, though G1 ends with 7 seats
    assert ann["by_seat_from_dealer"] == {"1": [0, 1], "2": [1, 1], "3": [2, 2], "4": [2, 2],
                                          "5": [1, 1]}
    # the hand sizes of the rounds' tables: 14 with 3 or 4, 13 with 5
    assert ann["by_hand_size"] == {"13": [3, 3], "14": [3, 4]}


def test_one_player_keeps_the_games_they_played(played):
    svc, games = played
    for name in ("Ann", "Cy", "Dee", "Eve", "Fay"):
        got = table_figures(svc.store, player=name).as_json()
        assert _without_judged(got) == changed_games.figures(games, player=name), name
