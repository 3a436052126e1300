"""Player statistics from games recorded through the service; figures worked out by hand.

The table (3-player 6th Sense: 13 tricks a round; standard scoring):

- G1 Ann, Bob, Cy, six rounds, finished: Ann 13, Bob 14 (wins), Cy 3.
- G2 Ann, Bob, Di, to a target of 5, finished after one round: Ann 5, Bob -3, Di 5 (Ann and Di
  share the win).
- G3 Ann, Cy, Di, one round, still active: Ann 2, Cy 9, Di -1. The statistics count finished
  games only (docs/stats.md), so G3 counts nowhere.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy import update

from rules.registry import scoresheet
from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.cards import VALUE_SET
from rules.sixth_sense.scoring import score
from scorepad.services.figures.compute import table_figures
from scorepad.services.games.service import GameService
from scorepad.services.figures.stats import StatsService
from scorepad.services.figures.per_game import higher_is_better, kind_of
from scorepad.store import repo
from scorepad.store.models import Game, utcnow
from rules.trump import COLOUR, Trump


def sixth(*seats, trump=Trump(COLOUR, "red")):
    """A 6th Sense round from (prediction, tricks) per seat."""
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in seats), trump=trump)


G1_ROUNDS = [
    sixth((4, 4), (5, 5), (6, 4)),  # Ann 4, Bob 5, Cy -2
    sixth((6, 9), (2, 2), (3, 2)),  # Ann 9 (6/9 met at 9), Bob 2, Cy -1
    sixth((6, 7), (0, 0), (5, 6)),  # Ann -1 (7 is 1 off 6), Bob 0, Cy -1
    sixth((6, 8), (1, 1), (4, 4)),  # Ann -1 (8 is 1 off 9), Bob 1, Cy 4
    sixth((3, 3), (7, 7), (2, 3)),  # Ann 3, Bob 7, Cy -1
    sixth((4, 5), (5, 4), (4, 4)),  # Ann -1, Bob -1, Cy 4
]


@pytest.fixture
def svc(store):
    return GameService(store)


@pytest.fixture
def table(svc):
    g1 = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    for k, entry in enumerate(G1_ROUNDS):
        view = svc.record_round(g1.id, entry, index=k)
    assert view.status == "finished" and view.totals == (13, 14, 3)
    g2 = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Di"], first_dealer=0,
                        options={"ending": "target", "target": 5})
    view = svc.record_round(g2.id, sixth((5, 5), (0, 3), (5, 5)), index=0)
    assert view.status == "finished" and view.winners == ("Ann", "Di")
    g3 = svc.start_game(game="sixth-sense", players=["Ann", "Cy", "Di"], first_dealer=0)
    view = svc.record_round(g3.id, sixth((2, 2), (6, 9), (1, 2)), index=0)
    assert view.status == "active" and view.totals == (2, 9, -1)
    return svc


def stats(svc, **kw):
    return StatsService(svc.store).player_stats(**kw)


def board(svc, **kw):
    return StatsService(svc.store).table_stats(**kw)


# -- per player ---------------------------------------------------------------------------------

def test_games_finished_and_wins_count_shared_wins(table):
    ann = stats(table, name="Ann")
    assert (ann.games, ann.finished, ann.wins) == (2, 2, 1)  # G3 is not finished
    assert ann.win_rate == 0.5


def test_points_per_round_over_every_round_played_rounded_once(table):
    ann = stats(table, name="Ann")
    assert (ann.rounds, ann.points) == (7, 13 + 5)
    assert ann.points_per_round == 2.57  # 18 / 7, 2 decimals, as `scorepad stats` writes it


def test_best_game_is_the_highest_finished_total(table):
    ann = stats(table, name="Ann")
    assert ann.best.best_total == 13 and ann.best.game == "sixth-sense"
    # Cy's 9 in the active game does not count: only finished games have a final total
    assert stats(table, name="Cy").best.best_total == 3


def test_predictions_met_exactly_and_distance_to_the_nearest_target(table):
    p = stats(table, name="Ann").prediction("sixth-sense")
    # met: 4/4, 6/9 at 9, 3/3, 5/5; missed by 1: 6 at 7, 6 at 8, 4 at 5
    assert (p.rounds, p.met, p.distance) == (7, 4, 3)
    assert p.met_rate == 0.571 and p.average_distance == 0.43


def test_hit_rate_per_prediction_value(table):
    p = stats(table, name="Ann").prediction()
    assert [(c.label, c.rounds, c.met) for c in p.by_call] == [
        ("3", 1, 1), ("4", 2, 1), ("5", 1, 1), ("6/9", 3, 1)]
    assert [c.rate for c in p.by_call] == [1.0, 0.5, 1.0, 0.333]


def test_form_is_the_last_rounds_oldest_first(table):
    assert stats(table, name="Ann").form == (4, 9, -1, -1, 3, -1, 5)
    ann = stats(table, name="Ann", form_rounds=3)
    assert ann.form == (3, -1, 5) and ann.form_average == 2.33


def test_head_to_head_counts_finished_games_only(table):
    h2h = {h.opponent: (h.games, h.ahead, h.behind, h.level)
           for h in stats(table, name="Ann").head_to_head}
    # Bob: behind 13-14 in G1, ahead 5 to -3 in G2; Cy: ahead 13-3; Di: level 5-5; G3 is active
    assert h2h == {"Bob": (2, 1, 1, 0), "Cy": (1, 1, 0, 0), "Di": (1, 0, 0, 1)}


def test_a_player_with_no_games_has_zero_figures(table):
    nobody = stats(table, name="Zed")
    assert (nobody.games, nobody.rounds, nobody.win_rate, nobody.points_per_round) == (0, 0, None, None)
    assert nobody.best is None and nobody.prediction() is None and nobody.form == ()


# -- the table --------------------------------------------------------------------------------

def test_leaderboard_most_wins_then_win_rate_then_games(table):
    rows = [(p.name, p.games, p.finished, p.wins, p.rounds, p.points) for p in board(table)]
    assert rows == [("Di", 1, 1, 1, 1, 5), ("Ann", 2, 2, 1, 7, 18), ("Bob", 2, 2, 1, 7, 11),
                    ("Cy", 1, 1, 0, 6, 3)]


def test_filters_by_game_and_period(table):
    assert board(table, game="nomination-whist") == []
    assert board(table, since=utcnow() + timedelta(days=1)) == []
    assert len(board(table, since=utcnow() - timedelta(days=1))) == 4
    assert stats(table, name="Ann", game="shedding").games == 0
    assert stats(table, name="Ann", game="sixth-sense").games == 2


def test_an_empty_store_has_no_players(svc):
    assert board(svc) == []
    assert StatsService(svc.store).player_names() == []
    assert StatsService(svc.store).player_stats(name="Ann").games == 0


def test_bad_filters_are_refused_with_a_sentence(svc):
    with pytest.raises(ValueError, match="game id"):
        board(svc, game=3)
    with pytest.raises(ValueError, match="1 to"):
        stats(svc, name="Ann", form_rounds=0)


# -- the figures agree with the rules -----------------------------------------------------------

def test_sixth_sense_tricks_off_target_are_the_scoring_distance(store):
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    cases = [(c, t) for c in sorted(VALUE_SET) for t in range(0, 27)]
    with store.transaction() as s:
        for i, (c, t) in enumerate(cases):
            repo.put_round(session=s, game_id=g.id, index=i, dealer=0,
                           entry=RoundEntry(seats=(SeatEntry(call=c, tricks=t), SeatEntry(0, 0),
                                                   SeatEntry(0, 0))), points=(0, 0, 0))
        s.execute(update(Game).where(Game.id == g.id).values(status="finished"))
    (ann,) = table_figures(store).plays["Ann"]
    assert {c: off for c, (_n, _met, off) in ann.calls.items()} == {
        c: sum(score(c, t).distance for t in range(0, 27)) for c in sorted(VALUE_SET)}


@pytest.mark.parametrize("game,options", [
    ("sixth-sense", {}), ("nomination-whist", {}), ("shedding", {"mode": "classic"}),
    ("shedding", {"mode": "last-man-standing"})])
def test_which_total_is_better_agrees_with_the_sheet(game, options):
    sheet = scoresheet(game)
    opts = sheet.options(3, options)
    stored = opts if isinstance(opts, dict) else opts.model_dump() \
        if hasattr(opts, "model_dump") else dict(opts)
    expected = getattr(sheet, "higher_wins_for", lambda o: sheet.higher_wins)(opts)
    assert higher_is_better(kind_of(game, stored)) is expected


def test_classic_shedding_reads_the_lowest_total_as_best(svc):
    g = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0,
                       options={"mode": "classic", "games": 1})
    view = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(points=0), SeatEntry(points=12))),
                            index=0)
    assert view.status == "finished" and view.winners == ("Ann",)
    bob = stats(svc, name="Bob")
    assert bob.best.best_total == 12 and bob.wins == 0
    assert [(h.opponent, h.ahead, h.behind) for h in bob.head_to_head] == [("Ann", 0, 1)]
    assert [(h.opponent, h.ahead, h.behind) for h in stats(svc, name="Ann").head_to_head] == [
        ("Bob", 1, 0)]
    assert stats(svc, name="Ann").prediction() is None  # shedding has no calls
