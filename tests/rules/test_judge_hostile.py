"""The judge never says "internal error", whatever the input, and its error messages quote at
most a short excerpt of the input (issue 10, item 7).

Hostile values (numbers of thousands of digits, in JSON and inside card strings; strings of
megabytes; huge keys) are put in every place of the requests JUDGE.md shows; hypothesis
builds arbitrary JSON requests; a bounded random loop goes through `python -m rules judge
--lines`. Valid requests' answers are the other tests' business (tests/rules stays green).
"""

from __future__ import annotations

import copy
import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules.errors import MAX_MESSAGE
from rules.cli import answer_text

from .judge_helpers import run_cli

#: an error line: {"error": <= MAX_MESSAGE characters, "at": <= 240 characters}
MAX_ERROR_LINE = MAX_MESSAGE + 240 + 40

BASE = [
    {"kind": "trick", "game": "sixth-sense", "players": 4, "trump": "blue", "leader": 0,
     "plays": ["blue 10", "red 4", {"card": "green 6", "as": 9}, {"card": "red 0", "block": 1}]},
    {"kind": "score", "game": "sixth-sense", "prediction": 6, "tricks": 9},
    {"kind": "round", "game": "sixth-sense", "players": 3, "dealer": 0, "trump": "red",
     "predictions": ["blue 4", "green 6", "yellow 0"],
     "tricks": [{"plays": ["red 3", "red 7", "blue 11"]},
                {"plays": ["yellow 12", "yellow 2", "red 1"], "take_double": True}]},
    {"kind": "trick", "game": "nomination-whist", "players": 4, "trump": "S", "leader": 0,
     "plays": ["AS", "10H", "QD", "2C"]},
    {"kind": "score", "game": "nomination-whist", "bid": 2, "tricks": 2},
    {"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "blue 8 pentagram"},
    {"kind": "score", "game": "shedding", "hand": ["red 7 hexagon", "gold blind"]},
    {"kind": "setup", "game": "shedding", "players": 3},
]

DIGITS_4000 = int("9" * 4000)  # as long as JSON may carry (Python prints up to 4300 digits)
HOSTILE = [
    DIGITS_4000, -DIGITS_4000, 10 ** 30,
    "red " + "1" * 4400, "blue " + "9" * 5000 + " hexagon", "1" * 4400 + "H", "A" + "S" * 4400,
    "x" * 300_000, "red " + "7 " * 50_000 + "hexagon", "\x00" * 100, "é" * 5000,
    {"card": "red " + "1" * 4400, "as": DIGITS_4000}, {"card": "green 6", "as": DIGITS_4000},
    {"card": "red 0", "block": DIGITS_4000}, ["x" * 100_000] * 3, {"k" * 100_000: 1},
]


def _places(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _places(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _places(v, path + (i,))


def _put(obj, path, value):
    if not path:
        return copy.deepcopy(value)
    obj = copy.deepcopy(obj)
    cur = obj
    for k in path[:-1]:
        cur = cur[k]
    cur[path[-1]] = value
    return obj


def check_answer(text: str) -> tuple[dict, bool]:
    obj, ok = answer_text(text)
    line = json.dumps(obj, ensure_ascii=False)
    assert "internal error" not in line, line[:300]
    if not ok:
        assert set(obj) == {"error", "at"}
        assert len(obj["error"]) <= MAX_MESSAGE, len(obj["error"])
        assert obj["at"] is None or len(obj["at"]) <= 240
        assert len(line) <= MAX_ERROR_LINE
    return obj, ok


def test_the_bases_are_valid_requests():
    for base in BASE:
        obj, ok = answer_text(json.dumps(base))
        assert ok, (base, obj)


def test_hostile_values_in_every_place():
    tried = 0
    for base in BASE:
        for path in list(_places(base)):
            for value in HOSTILE:
                check_answer(json.dumps(_put(base, path, value)))
                tried += 1
        huge_key = dict(base, **{"k" * 200_000: 1})
        obj, ok = check_answer(json.dumps(huge_key))
        assert not ok and "unknown field" in obj["error"]
        tried += 1
    assert tried > 500


def test_a_card_with_4400_digits_is_an_ordinary_error():
    for card in ("red " + "1" * 4400 + " hexagon", "red " + "1" * 4400, "1" * 4400 + "H"):
        game = ("shedding" if "hexagon" in card else
                "nomination-whist" if card.endswith("H") else "sixth-sense")
        if game == "shedding":
            req = {"kind": "play", "game": game, "on": "red 7 hexagon", "card": card}
        else:
            req = {"kind": "trick", "game": game, "players": 4,
                   "trump": "S" if game != "sixth-sense" else "red", "plays": [card]}
        obj, ok = check_answer(json.dumps(req))
        assert not ok and "is not a card" in obj["error"], obj
        assert "..." in obj["error"]


def test_a_json_number_over_the_digit_limit_is_malformed_json():
    obj, ok = check_answer('{"kind": "trick", "game": "sixth-sense", "players": ' + "7" * 4400 + "}")
    assert not ok and obj["error"] == "malformed JSON: a number is too long"


def test_a_10_mb_card_gives_a_short_message():
    card = "red " + "x" * 10_000_000
    obj, ok = check_answer(json.dumps({"kind": "trick", "game": "sixth-sense", "players": 3,
                                       "trump": "red", "plays": [card]}))
    assert not ok and obj["at"] == "plays[0]"
    assert len(obj["error"]) < 200
    assert re.search(r"'red x{20,40}\.\.\.'", obj["error"]), obj["error"]


@pytest.mark.parametrize("where", ["key", "sixth-sense card", "colour", "whist card", "whist rank",
                                   "whist trump", "shedding card", "number"])
def test_a_medium_input_is_quoted_as_an_excerpt(where):
    """Even in a message short enough to be left whole, a quoted input is a few dozen
    characters at most."""
    long = "q" * 100
    reqs = {
        "key": {"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "red",
                "plays": ["red 1"], long: 1},
        "sixth-sense card": {"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "red",
                             "plays": [long]},
        "colour": {"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "red",
                   "plays": [long + " 1"]},
        "whist card": {"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S",
                       "plays": [long]},
        "whist rank": {"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S",
                       "plays": [long + "S"]},
        "whist trump": {"kind": "trick", "game": "nomination-whist", "players": 3, "trump": long,
                        "plays": ["AS"]},
        "shedding card": {"kind": "play", "game": "shedding", "on": "red 7 hexagon",
                          "card": f"red {long} hexagon"},
        "number": {"kind": "trick", "game": "sixth-sense", "players": 10 ** 60, "trump": "red",
                   "plays": ["red 1"]},
    }
    obj, ok = check_answer(json.dumps(reqs[where]))
    assert not ok
    assert not re.search(r"[q0]{41,}", obj["error"]), obj["error"]
    assert "..." in obj["error"] or "digits" in obj["error"], obj["error"]


def test_ordinary_messages_are_unchanged():
    """Short messages are not touched: the excerpt rule starts where quoting would be long."""
    obj, _ = answer_text(json.dumps({"kind": "trick", "game": "sixth-sense", "players": 3,
                                     "trump": "red", "plays": ["blue 9"]}))
    assert obj == {"error": "'blue 9' is not a card: there is no 9: the 6 stands in for it",
                   "at": "plays[0]"}


# -- hypothesis: any JSON at all, and mutated requests ---------------------------------------

_scalars = (st.none() | st.booleans() | st.integers(min_value=-(10 ** 4000), max_value=10 ** 4000)
            | st.floats(allow_nan=False, allow_infinity=False)
            | st.text(max_size=50) | st.sampled_from([v for v in HOSTILE if isinstance(v, (str, int))]))
_json = st.recursive(_scalars, lambda inner: st.lists(inner, max_size=5)
                     | st.dictionaries(st.text(max_size=12), inner, max_size=5), max_leaves=20)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.data_too_large])
@given(base=st.sampled_from(BASE), data=st.data())
def test_mutated_requests_never_crash(base, data):
    places = list(_places(base))
    path = data.draw(st.sampled_from(places))
    check_answer(json.dumps(_put(base, path, data.draw(_json))))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.data_too_large])
@given(value=_json)
def test_any_json_never_crashes(value):
    check_answer(json.dumps(value))


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=200))
def test_any_text_never_crashes(text):
    check_answer(text)


# -- through the command line ----------------------------------------------------------------

def test_random_lines_through_the_cli():
    """A bounded random loop (seeded): 600 hostile or mutated lines, one `--lines` run."""
    rng = random.Random(20261123)
    lines = []
    for _ in range(600):
        base = rng.choice(BASE)
        path = rng.choice(list(_places(base)))
        value = rng.choice(HOSTILE[:9] + [None, 1.5, True, "", [], {}, "red 7 hexagon", "AS"])
        if isinstance(value, str) and len(value) > 20_000:
            value = value[:20_000]
        lines.append(json.dumps(_put(base, path, value)))
    lines.append('{"kind": "score", "game": "shedding", "hand": ["' + "1" * 4400 + '"]}')
    lines.append('{"kind": "trick", "players": ' + "9" * 4400 + "}")
    code, out, err = run_cli("\n".join(lines) + "\n", "--lines")
    answers = out.splitlines()
    assert err == "" and code in (0, 2)
    assert len(answers) == len(lines)
    for line in answers:
        obj = json.loads(line)
        assert "internal error" not in line
        if "error" in obj:
            assert len(line) <= MAX_ERROR_LINE


@pytest.mark.parametrize("card", ["red " + "1" * 4400, "red " + "x" * 2_000_000])
def test_one_request_through_the_cli(card):
    code, out, err = run_cli(json.dumps({"kind": "trick", "game": "sixth-sense", "players": 3,
                                         "trump": "red", "plays": [card]}))
    assert code == 2 and err == ""
    obj = json.loads(out)
    assert "internal error" not in obj["error"] and len(out) < 300
