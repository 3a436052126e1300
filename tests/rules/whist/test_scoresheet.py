"""The scorekeeper's sheet for nomination whist: options, plan, check, score, standing."""

import pytest

from rules.errors import RulesError
from rules.registry import scoresheet
from rules.scoresheet import RoundEntry, SeatEntry
from rules.whist.scoresheet import SCORESHEET as SHEET


def entry(*pairs, trump=None):
    return RoundEntry(seats=tuple(SeatEntry(call=b, tricks=t) for b, t in pairs), trump=trump)


def test_the_registry_finds_the_sheet():
    assert scoresheet("nomination-whist") is SHEET
    assert SHEET.game == "nomination-whist" and SHEET.higher_wins is True
    assert (SHEET.min_players, SHEET.max_players) == (2, 4)


def test_options_default_and_validate():
    assert SHEET.options(3) == {"short": False, "hook": True, "zero_streak": True}
    assert SHEET.options(3, {"short": True}) == {"short": True, "hook": True, "zero_streak": True}
    with pytest.raises(RulesError):
        SHEET.options(3, {"short": "yes"})
    with pytest.raises(RulesError):
        SHEET.options(3, {"rounds": 5})
    with pytest.raises(RulesError):
        SHEET.options(5)


def test_the_plan_follows_the_hand_sizes_and_moves_the_dealer_left():
    opts = SHEET.options(3)
    plans = [SHEET.plan(players=3, first_dealer=1, index=i, options=opts) for i in range(13)]
    assert [p.cards for p in plans] == [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]
    assert [p.tricks for p in plans] == [p.cards for p in plans]
    assert [p.dealer for p in plans[:4]] == [1, 2, 0, 1]
    assert [p.leader for p in plans[:4]] == [2, 0, 1, 2]
    assert {p.rounds for p in plans} == {13}
    with pytest.raises(RulesError):
        SHEET.plan(players=3, first_dealer=1, index=13, options=opts)
    short = SHEET.options(3, {"short": True})
    assert SHEET.plan(players=3, first_dealer=0, index=6, options=short).cards == 1
    with pytest.raises(RulesError):
        SHEET.plan(players=3, first_dealer=0, index=7, options=short)


def plan(index=0, players=3):
    return SHEET.plan(players=players, first_dealer=0, index=index, options=SHEET.options(players))


def test_a_consistent_round_has_no_problems_and_scores_by_the_sheet():
    p = plan()  # 7 cards, dealer 0
    e = entry((2, 2), (3, 1), (0, 4))
    assert SHEET.check(players=3, plan=p, entry=e, options={}) == []
    assert SHEET.expected_tricks(players=3, plan=p, entry=e, options={}) == 7
    assert [s.points for s in SHEET.score(players=3, plan=p, entry=e, options={})] == [12, 1, 4]


def test_tricks_must_add_up_to_the_hand_size():
    problems = SHEET.check(players=3, plan=plan(), entry=entry((2, 2), (3, 1), (0, 3)), options={})
    assert [pr.field for pr in problems] == ["tricks"] and "6" in problems[0].message


def test_the_hook_is_a_problem_on_the_dealer():
    problems = SHEET.check(players=3, plan=plan(), entry=entry((2, 2), (3, 1), (2, 4)), options={})
    assert [(pr.seat, pr.field) for pr in problems] == [(0, "call")]
    assert "hook" in problems[0].message


def test_missing_or_impossible_values_are_problems_never_exceptions():
    e = RoundEntry(seats=(SeatEntry(call=None, tricks=8), SeatEntry(call=-1, tricks=0),
                          SeatEntry(call=2.5, tricks="x")))
    problems = SHEET.check(players=3, plan=plan(), entry=e, options={})
    assert {(pr.seat, pr.field) for pr in problems} >= {(0, "call"), (0, "tricks"), (1, "call"),
                                                         (2, "call"), (2, "tricks")}
    bad_trump = SHEET.check(players=3, plan=plan(), entry=entry((2, 2), (3, 1), (0, 4), trump="Z"),
                            options={})
    assert [pr.field for pr in bad_trump] == ["trump"]
    wrong_count = SHEET.check(players=3, plan=plan(), entry=entry((2, 2), (3, 5)), options={})
    assert len(wrong_count) == 1


def test_a_fourth_zero_bid_in_a_row_is_found_over_the_history():
    history = [entry((0, 0), (1, 1), (3, 6)), entry((0, 0), (2, 2), (3, 4)),
               entry((0, 1), (2, 2), (4, 2)), entry((0, 0), (2, 0), (3, 4))]
    problems = SHEET.zero_bid_problems(history[:3], 3)
    assert problems == []
    problems = SHEET.zero_bid_problems(history, 3)
    assert [(pr.seat, pr.field) for pr in problems] == [(0, "call")]
    assert "round 4" in problems[0].message


def test_most_points_wins_and_ties_share():
    assert SHEET.standing(players=3, rounds_played=12, totals=[50, 60, 40], options={}).over is False
    s = SHEET.standing(players=3, rounds_played=13, totals=[50, 60, 40], options={"short": False})
    assert s.over and s.winners == (1,)
    s = SHEET.standing(players=3, rounds_played=7, totals=[60, 60, 40], options={"short": True})
    assert s.over and s.winners == (0, 1) and "share" in s.explanation


def test_the_history_check_is_offered_under_the_generic_name_too():
    history = [entry((0, 0), (1, 1), (3, 6))] * 4
    assert SHEET.history_problems(history, 3) == SHEET.zero_bid_problems(history, 3) != []
