"""`house` in a nomination whist judge request is an error (JUDGE.md: 6th Sense score and
round only)."""

import json

import pytest

from rules.cli import answer_text

REQUESTS = [
    {"kind": "score", "bid": 2, "tricks": 2},
    {"kind": "trick", "players": 3, "trump": "S", "plays": ["QS", "2S"]},
    {"kind": "round", "players": 2, "trump": None, "bids": [1, 1], "hand": 3,
     "tricks": [{"plays": ["AS", "2S"]}]},
    {"kind": "setup", "players": 3},
]


@pytest.mark.parametrize("request_", REQUESTS)
@pytest.mark.parametrize("house", [{}, {"six_at_nine": 6}, {"hook": False}])
def test_house_is_an_error_at_house(request_, house):
    obj, good = answer_text(json.dumps({**request_, "game": "nomination-whist", "house": house}))
    assert not good
    assert obj["at"] == "house"
    assert "house" in obj["error"]


@pytest.mark.parametrize("request_", REQUESTS)
def test_null_house_is_the_same_as_none(request_):
    plain, good = answer_text(json.dumps({**request_, "game": "nomination-whist"}))
    assert good, plain
    obj, good = answer_text(json.dumps({**request_, "game": "nomination-whist", "house": None}))
    assert good and obj == plain
