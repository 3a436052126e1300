"""`house` in a shedding judge request is an error (JUDGE.md: 6th Sense score and round only)."""

import json

import pytest

from rules.cli import answer_text

REQUESTS = [
    {"kind": "play", "on": "red 7 hexagon", "card": "blue 8 pentagram"},
    {"kind": "score", "hand": ["red 7 hexagon", "gold blind"]},
    {"kind": "setup", "players": 3},
]


@pytest.mark.parametrize("request_", REQUESTS)
@pytest.mark.parametrize("house", [{}, {"six_at_nine": 6}])
def test_house_is_an_error_at_house(request_, house):
    obj, good = answer_text(json.dumps({**request_, "game": "shedding", "house": house}))
    assert not good
    assert obj == {"error": obj["error"], "at": "house"}
    assert "house" in obj["error"]


@pytest.mark.parametrize("request_", REQUESTS)
def test_null_house_is_the_same_as_none(request_):
    plain, good = answer_text(json.dumps({**request_, "game": "shedding"}))
    assert good, plain
    obj, good = answer_text(json.dumps({**request_, "game": "shedding", "house": None}))
    assert good and obj == plain
