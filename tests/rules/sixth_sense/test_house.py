"""House rules in the judge (JUDGE.md "House rules"): `house.six_at_nine` in 6th Sense `score`
and `round`, and every error JUDGE.md lists for `house`."""

import json
import random

import pytest

from rules.sixth_sense.scoring import House, Scoring, score
from tests.rules.judge_helpers import answer_of as ask, error, ok
from tests.rules.sixth_sense.games import random_round


SCORE = {"kind": "score", "prediction": 6, "tricks": 9}


def test_the_judge_md_example_scores_6_and_names_the_house_rule():
    got = ok({**SCORE, "house": {"six_at_nine": 6}})
    assert got["points"] == 6
    assert got["target"] == 9
    assert "house rule" in got["explanation"]
    assert set(got) == {"points", "target", "explanation"}


@pytest.mark.parametrize("house", [None, {}, {"six_at_nine": 9}, {"six_at_nine": None}])
def test_the_default_reading_is_byte_identical_to_no_house(house):
    plain, _ = ask(SCORE)
    assert plain["points"] == 9
    request = dict(SCORE)
    request["house"] = house
    assert json.dumps(ok(request)) == json.dumps(plain)


@pytest.mark.parametrize("prediction, tricks", [(6, 6), (6, 7), (6, 8), (6, 10), (6, 3), (4, 4),
                                                (0, 0), (14, 9), (8, 9)])
def test_the_house_rule_changes_only_a_6_9_card_met_at_nine(prediction, tricks):
    base = ok({"kind": "score", "prediction": prediction, "tricks": tricks})
    house = ok({"kind": "score", "prediction": prediction, "tricks": tricks,
                "house": {"six_at_nine": 6}})
    assert house == base


@pytest.mark.parametrize("tricks", range(0, 14))
def test_novice_scoring_is_unaffected(tricks):
    base = ok({"kind": "score", "scoring": "novice", "prediction": 6, "tricks": tricks})
    house = ok({"kind": "score", "scoring": "novice", "prediction": 6, "tricks": tricks,
                "house": {"six_at_nine": 6}})
    assert house == base


def test_the_engine_function_reads_the_house_value():
    assert score(6, 9, Scoring.STANDARD, House(six_at_nine=6)).points == 6
    assert score(6, 9, Scoring.STANDARD, House(six_at_nine=9)).points == 9
    assert score(6, 9, Scoring.NOVICE, House(six_at_nine=6)).points == 6  # novice: met is 6


def _round_with_a_nine() -> tuple[dict, int]:
    """A real, complete 3-player round in which some seat took exactly 9 tricks."""
    for seed in range(400):
        rr = random_round(random.Random(seed), 3)
        request = {"kind": "round", "players": 3, "dealer": rr.dealer,
                   "trump": None if rr.trump is None else rr.trump.value,
                   "predictions": [0, 0, 0],
                   "tricks": [{"plays": [_play(p) for p in t.plays],
                               "take_double": t.take_double} for t in rr.tricks]}
        taken = ok(request)["taken"]
        if 9 in taken:
            return request, taken.index(9)
    pytest.fail("no random round gave a seat 9 tricks")


def _play(p):
    if p.declared is None and p.block is None:
        return str(p.card)
    obj = {"card": str(p.card)}
    if p.declared is not None:
        obj["as"] = p.declared
    if p.block is not None:
        obj["block"] = p.block
    return obj


def test_a_round_scores_the_met_6_9_card_as_the_house_reads_it():
    request, seat = _round_with_a_nine()
    request["predictions"] = [6 if s == seat else 3 for s in range(3)]
    default = ok(request)
    assert default["complete"] and default["points"][seat] == 9
    house = ok({**request, "house": {"six_at_nine": 6}})
    assert house["points"][seat] == 6
    others = [s for s in range(3) if s != seat]
    assert [house["points"][s] for s in others] == [default["points"][s] for s in others]
    # everything but the points is the same answer
    assert {k: v for k, v in house.items() if k != "points"} == \
        {k: v for k, v in default.items() if k != "points"}
    assert json.dumps(ok({**request, "house": {}})) == json.dumps(default)
    novice = ok({**request, "scoring": "novice"})
    assert ok({**request, "scoring": "novice", "house": {"six_at_nine": 6}}) == novice


# ---- every error JUDGE.md lists ----------------------------------------------------------

@pytest.mark.parametrize("value", [7, 0, 9.0, 6.0, "6", True, [], {}])
def test_another_value_is_an_error_at_the_key(value):
    got = error({**SCORE, "house": {"six_at_nine": value}})
    assert got["at"] == "house.six_at_nine"
    assert "six_at_nine" in got["error"]


@pytest.mark.parametrize("kind", ["score", "round"])
def test_an_unknown_key_is_an_error_at_that_key(kind):
    request = dict(SCORE) if kind == "score" else {
        "kind": "round", "players": 3, "trump": "red", "predictions": [1, 2, 3],
        "tricks": [{"plays": ["red 3", "red 7", "blue 11"]}]}
    got = error({**request, "house": {"six_at_nine": 6, "sixAtNine": 6}})
    assert got["at"] == "house.sixAtNine"
    assert "six_at_nine" in got["error"]  # says what would be right


@pytest.mark.parametrize("value", [6, "six", [], True])
def test_house_must_be_an_object(value):
    got = error({**SCORE, "house": value})
    assert got["at"] == "house"


def test_a_bad_house_in_a_round_is_located():
    got = error({"kind": "round", "players": 3, "trump": "red", "predictions": [1, 2, 3],
                 "tricks": [{"plays": ["red 3"]}], "house": {"six_at_nine": 8}})
    assert got["at"] == "house.six_at_nine"


@pytest.mark.parametrize("house", [{}, {"six_at_nine": 6}])
def test_house_in_a_setup_is_an_error(house):
    got = error({"kind": "setup", "players": 3, "house": house})
    assert got["at"] == "house"
    assert "house" in got["error"]


@pytest.mark.parametrize("request_", [
    {"kind": "trick", "players": 3, "trump": "red", "plays": ["red 3"]},
    {"kind": "setup", "players": 3},
])
def test_a_null_house_in_another_kind_is_left_out(request_):
    assert ok({**request_, "house": None}) == ok(request_)
