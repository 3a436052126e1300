"""The scorekeeper's sheet: options, plan, expected tricks, checks, scores, standing."""

import pytest

from rules.errors import RulesError
from rules.registry import scoresheet
from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump

SHEET = scoresheet("sixth-sense")


def entry(*seats, trump=Trump(COLOUR, "blue"), voids=0):
    return RoundEntry(seats=tuple(SeatEntry(*s) for s in seats), trump=trump, voids=voids)


def plan(players=4, index=0, first_dealer=0, options=None):
    return SHEET.plan(players=players, first_dealer=first_dealer, index=index,
                      options=SHEET.options(players, options))


def problems(players, e, options=None):
    opts = SHEET.options(players, options)
    return SHEET.check(players=players, plan=SHEET.plan(players=players, first_dealer=0, index=0,
                                                        options=opts), entry=e, options=opts)


def test_identity():
    assert (SHEET.game, SHEET.title, SHEET.min_players, SHEET.max_players, SHEET.higher_wins) == (
        "sixth-sense", "6th Sense", 2, 6, True)


def test_options_fill_defaults_and_are_idempotent():
    opts = SHEET.options(4)
    assert opts == {"scoring": "standard", "ending": "rounds", "target": None,
                    "late_trump": False, "removed": None, "six_at_nine": 9,
                    "void_leader": "same", "peek": "led", "block_limit": "trick"}
    assert SHEET.options(4, opts) == opts
    two = SHEET.options(2, {"removed": "Red", "ending": "target", "target": 40})
    assert two["removed"] == "red" and two["target"] == 40


@pytest.mark.parametrize("players, options, at", [
    (2, {}, "removed"),
    (3, {"removed": "red"}, "removed"),
    (2, {"removed": "orange"}, "removed"),
    (4, {"ending": "target"}, "target"),
    (4, {"ending": "target", "target": 0}, "target"),
    (4, {"target": 50}, "target"),
    (4, {"ending": "forever"}, "ending"),
    (4, {"scoring": "expert"}, "scoring"),
    (4, {"late_trump": "yes"}, "late_trump"),
    (4, {"colour": "red"}, "colour"),
    (7, {}, "players"),
])
def test_bad_options_are_errors_naming_the_option(players, options, at):
    with pytest.raises(RulesError) as err:
        SHEET.options(players, options)
    assert err.value.at == at


def test_plan_rotates_the_dealer_and_follows_the_table():
    p = plan(players=5, index=3, first_dealer=4)
    assert (p.dealer, p.leader, p.cards, p.tricks, p.rounds, p.number) == (2, 3, 13, 12, 5, 4)
    with pytest.raises(RulesError, match="has 5 rounds"):
        plan(players=5, index=5)
    beyond = plan(players=5, index=9, options={"ending": "target", "target": 30})
    assert beyond.rounds is None and beyond.dealer == 4


def test_expected_tricks_counts_doubles_and_voids():
    p = plan(players=2, options={"removed": "red"})
    e = entry((4, 6, 1), (3, 7), voids=1)
    assert SHEET.expected_tricks(players=2, plan=p, entry=e,
                                 options=SHEET.options(2, {"removed": "red"})) == 14


def test_a_consistent_round_has_no_problems_and_scores_with_explanations():
    e = entry((4, 6, 1), (6, 7), (0, 0), (3, 1))
    assert problems(4, e) == []
    scores = SHEET.score(players=4, plan=plan(), entry=e, options=SHEET.options(4))
    assert [s.points for s in scores] == [-2, -1, 0, -2]
    assert scores[0].explanation == "Predicted 4, took 6: 2 off, so -2."


def test_the_sum_must_be_t_minus_v_plus_d():
    found = problems(4, entry((4, 6, 1), (6, 7), (0, 0), (3, 0)))
    assert [p.message for p in found] == [
        "13 tricks were played and 1 was taken double, so the counts must add up to 14; "
        "they add up to 13."]


@pytest.mark.parametrize("players, e, options, field, words", [
    (4, entry((9, 4), (3, 3), (3, 3), (3, 3)), None, "call", "no 9"),
    (4, entry((None, 4), (3, 3), (3, 3), (3, 3)), None, "call", "no prediction"),
    (4, entry((15, 4), (3, 3), (3, 3), (3, 3)), None, "call", "not a card"),
    (4, entry((4, 3, 2), (3, 3), (3, 3), (3, 4)), None, "doubles", "double"),
    (4, entry((4, -1), (3, 3), (3, 3), (3, 8)), None, "tricks", "whole number"),
    (4, entry((4, 4), (3, 3), (3, 3), (3, 3), voids=1), None, "voids", "2 players"),
    (2, entry((4, 4), (3, 3), voids=5, trump=Trump(COLOUR, "blue")), {"removed": "red"}, "voids", "at most 4"),
    (2, entry((4, 4), (3, 10)), {"removed": "blue"}, "trump", "taken out"),
    (4, entry((4, 4), (3, 3), (3, 3), (3, 3), trump=Trump(COLOUR, "pink")), None, "trump", "not a colour"),
    (6, entry((4, 2), (4, 2), (4, 2), (4, 2), (4, 1), (4, 1)), None, "call",
     "Seats 0, 1, 2, 3, 4 and 5 predicted 4, but only 5 such cards"),
])
def test_problems_in_plain_words(players, e, options, field, words):
    found = problems(players, e, options)
    assert any(p.field == field and words in p.message for p in found), found


def test_one_value_predicted_too_often_names_the_players_not_a_count():
    found = [p for p in problems(6, entry((4, 2), (4, 2), (4, 2), (4, 2), (4, 1), (4, 1)))
             if "such cards" in p.message]
    names = ["Ann", "Bob", "Cem", "Dee", "Eve", "Fay"]
    assert [p.text(names) for p in found] == [
        "Ann, Bob, Cem, Dee, Eve and Fay predicted 4, but only 5 such cards are in the game."]
    assert found[0].text(names, "de") == ("Ann, Bob, Cem, Dee, Eve und Fay haben 4 vorausgesagt, "
                                          "aber nur 5 solche Karten sind im Spiel.")


def test_doubles_are_at_most_the_12s_in_play():
    # 4 players, 13 tricks: six doubles would need six 12s; two 12s are prediction cards
    e = entry((12, 7, 2), (12, 7, 2), (3, 3, 1), (4, 2, 1))
    found = problems(4, e)
    assert any(p.field == "doubles" and "at most 3" in p.message for p in found)


def test_void_tricks_are_counted_with_two_players():
    e = entry((4, 6), (6, 7), voids=1, trump=Trump(COLOUR, "blue"))
    assert problems(2, e, {"removed": "red"}) == []


def test_standing_fixed_rounds():
    opts = SHEET.options(4)
    assert not SHEET.standing(players=4, rounds_played=3, totals=[1, 2, 3, 4], options=opts).over
    s = SHEET.standing(players=4, rounds_played=4, totals=[9, 2, 9, 4], options=opts)
    assert s.over and s.winners == (0, 2) and "share" in s.explanation


def test_standing_target_score():
    opts = SHEET.options(3, {"ending": "target", "target": 30})
    assert not SHEET.standing(players=3, rounds_played=8, totals=[29, 2, 3], options=opts).over
    s = SHEET.standing(players=3, rounds_played=9, totals=[31, 33, 3], options=opts)
    assert s.over and s.winners == (1,)


def test_novice_scores_by_distance():
    opts = SHEET.options(4, {"scoring": "novice"})
    e = entry((4, 6, 1), (6, 8), (0, 0), (3, 0), trump=None)
    scores = SHEET.score(players=4, plan=plan(options={"scoring": "novice"}), entry=e, options=opts)
    assert [s.points for s in scores] == [3, 4, 6, 2]
