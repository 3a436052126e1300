"""Statistics of games whose players change between rounds (PLAYERS.md, Statistics), on SQLite
and PostgreSQL: a late joiner (average, takes over, worst), a sit-out, a leave, seats that never
played. Every figure is checked against what tests/scorepad/services/changed_games.py works out
from the rounds the script played: `games` counts the games a player played a round of,
`rounds` the rounds played, `points` their points (never a starting total), `wins` only seats
that played and did not leave, `by_seat_from_dealer` the seats at each round's table."""

from __future__ import annotations

import pytest

from scorepad.services.figures.compute import table_figures
from scorepad.services.games.service import GameService
from scorepad.services.figures.stats import StatsService
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


# -- the Statistics screen's figures (scorepad.services.figures.stats) ------------------------

def test_the_leaderboard_counts_the_games_and_rounds_played(played):
    svc, games = played
    stats = StatsService(svc.store)
    assert stats.player_names() == changed_games.everyone(games)
    rows = {p.name: (p.games, p.finished, p.wins, p.rounds, p.points)
            for p in stats.table_stats()}
    want = {}
    for name in changed_games.everyone(games):
        e = changed_games.player(games, name)
        want[name] = (e["games"], e["finished"], e["wins"], e["rounds"], e["points"])
    assert rows == want
    assert "Hal" not in rows and "Gus" not in rows and "Zed" not in rows


@pytest.mark.parametrize("name", ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Hal", "Zed"])
def test_a_players_figures(played, name):
    svc, games = played
    got = StatsService(svc.store).player_stats(name=name, form_rounds=100)
    want = changed_games.player(games, name)
    assert (got.games, got.finished, got.wins, got.rounds, got.points) == (
        want["games"], want["finished"], want["wins"], want["rounds"], want["points"])
    assert got.form == want["form"]
    assert {f.game: f.best_total for f in got.by_game if f.best_total is not None} == \
        want["best"]
    assert {f.kind: f.best_total for f in got.kinds if f.best_total is not None} == \
        want["best"]  # one kind per game id here
    assert sum(f.rounds for f in got.kinds) == want["rounds"]
    assert {h.opponent: (h.games, h.ahead, h.behind) for h in got.head_to_head} == \
        want["head_to_head"]


def test_win_rate_best_game_and_head_to_head_with_seats_away(played):
    svc, games = played
    stats = StatsService(svc.store)
    cy = stats.player_stats(name="Cy")
    # Cy left G1 and G3: finished games that count (played), never a best total there, and
    # nobody is compared with a seat that left
    assert (cy.games, cy.finished, cy.wins) == (4, 4, 0) and cy.win_rate == 0
    g1_cy = sum(r.points["Cy"] for r in games[0].rounds if "Cy" in r.at)
    g4_cy = games[3].rounds[0].points["Cy"]
    assert g1_cy > g4_cy  # G1's total would be the best: Cy left it
    assert {f.game: f.best_total for f in cy.by_game} == {SIX: g4_cy, WHIST: 15, SHED: None}
    assert "Cy" not in {h.opponent for h in stats.player_stats(name="Eve").head_to_head}
    # Eve's shedding total was 34 (a start of 30): her best is the 4 points she scored
    eve = {f.kind: f for f in stats.player_stats(name="Eve").kinds}
    assert eve[SHED].best_total == 4 and eve[SHED].best_is_lowest
    # Hal won G2 without playing a round: no game, no win, no opponent
    assert stats.player_stats(name="Hal").games == 0
    assert all(h.opponent != "Hal" for h in stats.player_stats(name="Bob").head_to_head)
