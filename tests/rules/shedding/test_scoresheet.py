"""The scorekeeper's sheet for the shedding game: classic and Last Man Standing."""

import pytest

from rules.errors import RulesError
from rules.registry import scoresheet
from rules.scoresheet import RoundEntry, SeatEntry
from rules.shedding.scoresheet import SCORESHEET as SHEET


def plan(opts, index=0, players=3):
    return SHEET.plan(players=players, first_dealer=0, index=index, options=opts)


def test_the_registry_finds_the_sheet_and_lowest_wins_in_classic():
    assert scoresheet("shedding") is SHEET
    assert SHEET.higher_wins is False
    assert SHEET.higher_wins_for({"mode": "last-man-standing"}) is True


def test_options_default_and_validate():
    assert SHEET.options(3) == {"mode": "classic", "games": 5, "target": None, "challenge": False}
    assert SHEET.options(3, {"mode": "last-man-standing", "target": 150}) == \
        {"mode": "last-man-standing", "games": None, "target": 150, "challenge": False}
    assert SHEET.options(2, {"games": 3, "challenge": True})["challenge"] is True
    for bad in ({"mode": "lms"}, {"games": 0}, {"games": 2.0}, {"target": 100},
                {"mode": "last-man-standing", "games": 3}, {"challenge": "no"}, {"short": True}):
        with pytest.raises(RulesError):
            SHEET.options(3, bad)
    with pytest.raises(RulesError):
        SHEET.options(1)


def test_the_plan_deals_seven_and_the_dealer_moves_left():
    opts = SHEET.options(3, {"games": 4})
    plans = [plan(opts, i) for i in range(4)]
    assert [p.dealer for p in plans] == [0, 1, 2, 0] and [p.leader for p in plans] == [1, 2, 0, 1]
    assert {(p.cards, p.tricks, p.rounds) for p in plans} == {(7, 0, 4)}
    with pytest.raises(RulesError):
        plan(opts, 4)
    lms = SHEET.options(3, {"mode": "last-man-standing"})
    assert plan(lms, 40).rounds is None


def test_hands_or_points_are_scored():
    opts = SHEET.options(3)
    e = RoundEntry(seats=(SeatEntry(hand=()), SeatEntry(hand=("red 7 hexagon", "gold blind")),
                          SeatEntry(points=12)))
    assert SHEET.check(players=3, plan=plan(opts), entry=e, options=opts) == []
    assert [s.points for s in SHEET.score(players=3, plan=plan(opts), entry=e, options=opts)] == \
        [0, 27, 12]
    assert SHEET.expected_tricks(players=3, plan=plan(opts), entry=e, options=opts) is None


def test_bad_entries_are_problems_never_exceptions():
    opts = SHEET.options(3)
    e = RoundEntry(seats=(SeatEntry(hand=("red 7 hexagon", "red 7 hexagon")),
                          SeatEntry(hand=("blue 3 circle",)), SeatEntry()))
    problems = SHEET.check(players=3, plan=plan(opts), entry=e, options=opts)
    assert [(p.seat, p.field) for p in problems] == [(0, "hand"), (1, "hand"), (2, "hand")]
    e = RoundEntry(seats=(SeatEntry(hand=("red 7 hexagon",)), SeatEntry(hand=("red 7 hexagon",)),
                          SeatEntry(points=-3)), trump="S")
    problems = SHEET.check(players=3, plan=plan(opts), entry=e, options=opts)
    assert {(p.seat, p.field) for p in problems} == {(None, "trump"), (1, "hand"), (2, "points")}
    e = RoundEntry(seats=(SeatEntry(hand=("red 7 hexagon",), points=8), SeatEntry(points=0),
                          SeatEntry(call=2, tricks=1, points=0)))
    problems = SHEET.check(players=3, plan=plan(opts), entry=e, options=opts)
    assert [(p.seat, p.field) for p in problems] == [(0, "points"), (2, "call")]


def test_classic_lowest_total_wins_after_the_games_ties_share():
    opts = SHEET.options(3, {"games": 3})
    assert SHEET.standing(players=3, rounds_played=2, totals=[0, 9, 9], options=opts).over is False
    s = SHEET.standing(players=3, rounds_played=3, totals=[30, 9, 12], options=opts)
    assert s.over and s.winners == (1,)
    s = SHEET.standing(players=3, rounds_played=3, totals=[9, 9, 12], options=opts)
    assert s.winners == (0, 1) and "share" in s.explanation


def test_last_man_standing_the_first_to_reach_the_target_wins():
    opts = SHEET.options(3, {"mode": "last-man-standing", "target": 100})
    assert SHEET.standing(players=3, rounds_played=9, totals=[99, 0, 50], options=opts).over is False
    s = SHEET.standing(players=3, rounds_played=9, totals=[100, 0, 50], options=opts)
    assert s.over and s.winners == (0,)
    s = SHEET.standing(players=3, rounds_played=9, totals=[120, 130, 50], options=opts)
    assert s.winners == (1,)
