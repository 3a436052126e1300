"""The 6-at-nine house rule as a game option of the 6th Sense score sheet."""

import pytest

from rules.errors import RulesError
from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.scoresheet import SCORESHEET as SHEET
from rules.trump import COLOUR, Trump


def entry(*pairs, trump=Trump(COLOUR, "red")):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in pairs), trump=trump)


def scores(options, pairs):
    opts = SHEET.options(3, options)
    plan = SHEET.plan(players=3, first_dealer=0, index=0, options=opts)
    e = entry(*pairs, trump=None if opts.get("scoring") == "novice" else Trump(COLOUR, "red"))
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


# ---- the judge's house rules as options (issue 31) ----------------------------------------

JUDGE_KEYS = {"void_leader": ("same", "other"), "peek": ("led", "led_even_blocked"),
              "block_limit": ("trick", "round")}


@pytest.mark.parametrize("key", JUDGE_KEYS)
def test_each_judge_house_rule_is_an_option_with_its_default(key):
    default, other = JUDGE_KEYS[key]
    players = 2 if key == "void_leader" else 3
    extra = {"removed": "red"} if players == 2 else {}
    assert SHEET.options(players, extra)[key] == default
    assert SHEET.options(players, {**extra, key: other})[key] == other
    assert SHEET.options(players, {**extra, key: None})[key] == default
    for bad in ("x", 1, True, other.upper()):
        with pytest.raises(RulesError) as err:
            SHEET.options(players, {**extra, key: bad})
        assert err.value.at == key


def test_who_leads_after_a_void_trick_applies_whenever_two_are_at_the_table():
    """PLAYERS.md: a house rule naming a player count applies whenever that many are at the
    table: a game of 3 may keep it for the rounds it plays with 2 (and the judge of a round
    of 3, which has no void trick, never reads it)."""
    from rules.table import Table

    three = SHEET.options(3, {"void_leader": "other"})
    assert three["void_leader"] == "other"
    two = SHEET.round_options(three, table=Table(2, (0, 1), 0, removed="red"), start=3)
    assert two["void_leader"] == "other" and two["removed"] == "red"
    assert SHEET.options(3, {"void_leader": "same"})["void_leader"] == "same"


def test_the_judge_rules_change_no_points_of_a_reported_round():
    pairs = [(6, 9), (2, 2), (3, 2)]
    assert scores({"peek": "led_even_blocked", "block_limit": "round"}, pairs) == \
        scores({}, pairs)


def test_the_judge_form_takes_the_house_rules_from_the_options():
    from rules.sixth_sense.judge_form import JUDGE_FORM
    from rules.sixth_sense.options import SixthSenseOptions

    plain = JUDGE_FORM.settings(SHEET.options(3))
    assert plain["round"] == {"scoring": "standard"}  # as before: no house object
    opts = SHEET.options(2, {"removed": "red", "void_leader": "other", "six_at_nine": 6,
                             "block_limit": "round"})
    settings = JUDGE_FORM.settings(opts)
    assert settings["round"]["house"] == {"six_at_nine": 6, "void_leader": "other",
                                          "block_limit": "round"}
    # a game stored before the rules existed reads them as their defaults
    old = SixthSenseOptions.of({"scoring": "standard", "six_at_nine": 9})
    assert (old.void_leader, old.peek, old.block_limit) == ("same", "led", "trick")
    assert JUDGE_FORM.settings({"scoring": "standard"})["round"] == {"scoring": "standard"}
    # a trick's request keeps the keys a trick takes, and is one the judge answers
    from rules.cli import answer_text
    from rules.judge_form import Play
    import json

    request = JUDGE_FORM.trick_request(players=2, trump="blue", leader=0,
                                       plays=[Play("red 3"), Play("green 0", block=0)],
                                       removed="purple", settings=settings["round"])
    assert request["house"] == {"void_leader": "other"}
    answer, good = answer_text(json.dumps(request))
    assert good and answer["next_leader"] == 1
    ruling = JUDGE_FORM.rule_trick(players=2, trump="blue", leader=0,
                                   plays=[Play("red 3"), Play("green 0", block=0)],
                                   removed="purple", settings=settings["round"])
    assert ruling.as_json() == answer


def test_one_block_per_round_allows_one_void_trick_in_a_2_player_round():
    def problems(options, voids):
        opts = SHEET.options(2, {"removed": "purple", **options})
        plan = SHEET.plan(players=2, first_dealer=0, index=0, options=opts)
        e = RoundEntry(seats=(SeatEntry(call=5, tricks=7), SeatEntry(call=4, tricks=7 - voids)),
                       trump=Trump(COLOUR, "red"), voids=voids)
        return SHEET.check(players=2, plan=plan, entry=e, options=opts)

    assert problems({}, 2) == [] and problems({}, 1) == []
    assert problems({"block_limit": "round"}, 1) == []
    said = problems({"block_limit": "round"}, 2)
    assert len(said) == 1 and said[0].field == "voids"
    assert "house rule" in said[0].message
    assert "huisregel" in said[0].text(lang="nl")
