"""The 6-at-nine house rule as a game option of the 6th Sense score sheet."""

import pytest

from rules.errors import RulesError
from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.scoresheet import SCORESHEET as SHEET


def entry(*pairs):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in pairs), trump="red")


def scores(options, pairs):
    opts = SHEET.options(3, options)
    plan = SHEET.plan(players=3, first_dealer=0, index=0, options=opts)
    e = entry(*pairs)
    assert SHEET.check(players=3, plan=plan, entry=e, options=opts) == []
    return SHEET.score(players=3, plan=plan, entry=e, options=opts)


def test_the_default_is_nine_and_is_stored_with_the_options():
    assert SHEET.options(3)["six_at_nine"] == 9
    assert SHEET.options(3, {"six_at_nine": 6})["six_at_nine"] == 6
    assert SHEET.options(3, {"six_at_nine": None})["six_at_nine"] == 9


@pytest.mark.parametrize("value", [7, "6", True, 6.0])
def test_another_value_is_refused_naming_the_option(value):
    with pytest.raises(RulesError) as err:
        SHEET.options(3, {"six_at_nine": value})
    assert err.value.at == "six_at_nine"


def test_a_6_9_card_met_at_nine_scores_the_house_reading_and_says_so():
    pairs = [(6, 9), (2, 2), (3, 2)]  # 13 tricks
    nine = scores({}, pairs)
    six = scores({"six_at_nine": 6}, pairs)
    assert nine[0].points == 9 and "house rule" not in nine[0].explanation
    assert six[0].points == 6 and "house rule" in six[0].explanation
    # the scores it does not change are the same, explanation and all
    assert six[1:] == nine[1:]


def test_a_stored_game_without_the_option_scores_with_the_default():
    plan = SHEET.plan(players=3, first_dealer=0, index=0, options={})
    got = SHEET.score(players=3, plan=plan, entry=entry((6, 9), (2, 2), (3, 2)), options={})
    assert got[0].points == 9


def test_novice_scoring_is_unaffected_by_the_house_rule():
    pairs = [(6, 9), (2, 2), (3, 2)]
    assert scores({"scoring": "novice", "six_at_nine": 6}, pairs) == \
        scores({"scoring": "novice"}, pairs)
