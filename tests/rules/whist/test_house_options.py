"""The hook and the zero-bid streak as house rules of a nomination whist game (on by default)."""

import pytest

from rules.errors import RulesError
from rules.scoresheet import RoundEntry, SeatEntry
from rules.whist.scoresheet import SCORESHEET as SHEET


def plan(options, index=0):
    return SHEET.plan(players=3, first_dealer=0, index=index, options=options)


def test_both_are_on_by_default_and_stored_with_the_options():
    opts = SHEET.options(3)
    assert (opts["hook"], opts["zero_streak"]) == (True, True)
    off = SHEET.options(3, {"hook": False, "zero_streak": False})
    assert (off["hook"], off["zero_streak"]) == (False, False)
    assert SHEET.options(3, off) == off


@pytest.mark.parametrize("key", ["hook", "zero_streak"])
@pytest.mark.parametrize("value", ["no", 0, 1])
def test_a_house_rule_is_true_or_false(key, value):
    with pytest.raises(RulesError) as err:
        SHEET.options(3, {key: value})
    assert err.value.at == key


HOOKED = RoundEntry(seats=(SeatEntry(call=3, tricks=3), SeatEntry(call=2, tricks=2),
                           SeatEntry(call=2, tricks=2)))  # 7 cards, bids add up to 7


def test_the_hook_is_checked_only_when_the_table_plays_it():
    on = SHEET.options(3)
    off = SHEET.options(3, {"hook": False})
    problems = SHEET.check(players=3, plan=plan(on), entry=HOOKED, options=on)
    assert [p.field for p in problems] == ["call"] and "hook" in problems[0].message
    assert SHEET.check(players=3, plan=plan(off), entry=HOOKED, options=off) == []
    draft = RoundEntry(seats=(SeatEntry(call=None), SeatEntry(call=2), SeatEntry(call=2)))
    assert 3 in SHEET.forbidden_bids(players=3, plan=plan(on), entry=draft, seat=0, history=(),
                                     options=on)
    assert SHEET.forbidden_bids(players=3, plan=plan(off), entry=draft, seat=0, history=(),
                                options=off) == {}


def _zero_rounds(n):
    return [RoundEntry(seats=(SeatEntry(call=0, tricks=0), SeatEntry(call=1, tricks=1),
                              SeatEntry(call=1, tricks=1))) for _ in range(n)]


def test_the_zero_streak_is_checked_only_when_the_table_plays_it():
    on = SHEET.options(3)
    off = SHEET.options(3, {"zero_streak": False})
    four = _zero_rounds(4)
    assert len(SHEET.zero_bid_problems(four, 3, on)) == 1
    assert SHEET.zero_bid_problems(four, 3) == SHEET.zero_bid_problems(four, 3, on)
    assert SHEET.zero_bid_problems(four, 3, off) == []
    draft = RoundEntry(seats=(SeatEntry(), SeatEntry(), SeatEntry()))
    p4 = plan(on, 3)
    seat = 0  # bid 0 in each of the three rounds before
    assert 0 in SHEET.forbidden_bids(players=3, plan=p4, entry=draft, seat=seat,
                                     history=_zero_rounds(3), options=on)
    assert 0 not in SHEET.forbidden_bids(players=3, plan=p4, entry=draft, seat=seat,
                                         history=_zero_rounds(3), options=off)
