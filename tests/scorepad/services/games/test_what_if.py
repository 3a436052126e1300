"""What if: a game re-scored under another reading, as a pure replay; the game is unchanged."""

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.scoring import NOVICE_POINTS
from scorepad.services.games.service import GameService
from scorepad.services.games.what_if import WhatIfError, offered, rescore
from rules.trump import COLOUR, Trump

# 3 players, 13 tricks a round; worked out by hand from RULES.md:
# round 1: Ann 6/9 took 9, Bob 2 took 2, Cy 3 took 2 -> standard 9, 2, -1 (house 6: 6, 2, -1;
#          novice: 6, 6, 4)
# round 2: Ann 4 took 6, Bob 6/9 took 6, Cy 1 took 1 -> standard -2, 6, 1 (novice 3, 6, 6)
ROUNDS = [
    ((6, 9), (2, 2), (3, 2)),
    ((4, 6), (6, 6), (1, 1)),
]


def entry(pairs):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in pairs), trump=Trump(COLOUR, "red"))


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


# ---- the judge's house rules: a what-if judges the kept tricks and rounds again ------------

KEPT_ROUND = {"kind": "round", "game": "sixth-sense", "players": 3, "dealer": 2,
              "trump": "red", "predictions": [0, 0, 0], "scoring": "standard",
              "tricks": [{"plays": ["blue 8", {"card": "green 0", "block": 0}, "yellow 3"]},
                         {"plays": ["yellow 5", "yellow 7", {"card": "red 0", "block": 1}]}]}


def test_the_judges_house_rules_are_offered_by_the_players_they_concern():
    assert {"peek", "block_limit"} <= set(offered("sixth-sense", 3))
    assert "void_leader" not in offered("sixth-sense", 3)
    assert offered("sixth-sense", 2)["void_leader"] == ("same", "other")


def test_a_kept_round_is_judged_again_under_each_reading(game):
    svc, g = game
    from rules.cli import answer_text
    import json

    answer, good = answer_text(json.dumps(KEPT_ROUND))
    assert good
    svc.save_judged_trick(game_id=g.id, round_index=1, request=KEPT_ROUND, answer=answer)
    judged = svc.judged_tricks(g.id)
    # one block per round: the kept round has two, so the reading refuses it, and says why
    limited = rescore(g, {"block_limit": "round"}, judged)
    assert limited.totals == g.totals and limited.changed == ()
    (index, said), = limited.rejudged
    assert index == 1 and "one block per round" in str(said)
    # a blocked led 8 gives the peek: the first trick's answer changes
    peek = rescore(g, {"peek": "led_even_blocked"}, judged)
    (index, said), = peek.rejudged
    assert index == 1 and "house rule" in str(said) and "seat 2" in str(said)
    # the game's own reading changes nothing, and without kept tricks nothing is re-judged
    assert rescore(g, {"peek": "led"}, judged).rejudged == ()
    assert rescore(g, {"peek": "led_even_blocked"}).rejudged == ()
