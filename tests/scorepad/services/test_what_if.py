"""What if: a game re-scored under another reading, as a pure replay; the game is unchanged."""

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.scoring import NOVICE_POINTS
from scorepad.services.games import GameService
from scorepad.services.what_if import WhatIfError, offered, rescore

# 3 players, 13 tricks a round; worked out by hand from RULES.md:
# round 1: Ann 6/9 took 9, Bob 2 took 2, Cy 3 took 2 -> standard 9, 2, -1 (house 6: 6, 2, -1;
#          novice: 6, 6, 4)
# round 2: Ann 4 took 6, Bob 6/9 took 6, Cy 1 took 1 -> standard -2, 6, 1 (novice 3, 6, 6)
ROUNDS = [
    ((6, 9), (2, 2), (3, 2)),
    ((4, 6), (6, 6), (1, 1)),
]


def entry(pairs):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in pairs), trump="red")


@pytest.fixture
def game(store):
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    for k, pairs in enumerate(ROUNDS):
        g = svc.record_round(g.id, entry(pairs), index=k)
    return svc, g


def test_the_6_at_nine_house_rule_changes_only_the_met_6_9_card(game):
    svc, g = game
    assert g.totals == (7, 8, 0)
    res = rescore(g, {"six_at_nine": 6})
    assert res.totals == (4, 8, 0)
    assert res.changed == ((0, 0),)
    assert "house rule" in res.rounds[0][0].explanation
    assert not res.standing.over and res.ended_after is None  # 2 of 6 rounds played


def test_novice_scoring_by_distance(game):
    svc, g = game
    res = rescore(g, {"scoring": "novice"})
    assert NOVICE_POINTS[:3] == (6, 4, 3)
    assert [s.points for s in res.rounds[0]] == [6, 6, 4]
    assert [s.points for s in res.rounds[1]] == [3, 6, 6]
    assert res.totals == (9, 12, 10)


def test_the_real_game_is_not_changed(game, store):
    svc, g = game
    before = svc.get(g.id)
    rescore(g, {"scoring": "novice", "six_at_nine": 6})
    after = svc.get(g.id)
    assert after.totals == before.totals and after.options == before.options
    assert [r.points for r in after.rounds] == [r.points for r in before.rounds]


def test_only_the_options_that_change_points_may_be_tried(game):
    svc, g = game
    with pytest.raises(WhatIfError):
        rescore(g, {"late_trump": True})
    with pytest.raises(WhatIfError):
        rescore(g, {"six_at_nine": 7})
    assert offered("nomination-whist") == {} and offered("shedding") == {}


def test_a_target_game_may_end_earlier_under_another_reading(store):
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                       options={"ending": "target", "target": 12})
    g = svc.record_round(g.id, entry(((6, 6), (2, 2), (3, 5))), index=0)  # 6, 2, -2 / novice 6, 6, 3
    g = svc.record_round(g.id, entry(((6, 6), (2, 2), (3, 5))), index=1)  # 12: over
    assert g.status == "finished"
    res = rescore(g, {"scoring": "novice"})
    assert res.ended_after == 2 and res.totals == (12, 12, 6)
    assert res.standing.winners == (0, 1)
