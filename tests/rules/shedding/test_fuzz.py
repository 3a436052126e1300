"""Fuzz: random and mutated requests for shedding end in exit 0 or 2 with one JSON object,
never a traceback (in-process over many requests, and a sample through the CLI)."""

import copy
import json
import random

from hypothesis import given, settings, strategies as st

from rules.cli import answer_text

from ..judge_helpers import run_cli

BASE = [
    {"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "blue 8 pentagram",
     "challenge": True},
    {"kind": "play", "game": "shedding", "on": "gold blind", "card": "red trickster"},
    {"kind": "score", "game": "shedding", "hand": ["red 7 hexagon", "gold blind", "blue 1 hexagon"]},
    {"kind": "setup", "game": "shedding", "players": 3},
]
ODD = [None, True, False, 0, -1, 1, 7, 15, 16, 2**70, 1.5, 7.0, "", "red", "gold 7 hexagon",
       "red 7 hexagon", "RED 7 HEXAGON", "gold gold", "blue blind", "red 16 hexagon", [],
       ["red 7 hexagon", "red 7 hexagon"], [None], {}, {"card": "red 7 hexagon"}, "shedding",
       "nomination-whist", "play", "trick", "\u00e9", "red\u00007 hexagon", "red ٧ hexagon"]


def odd(rng):
    return copy.deepcopy(rng.choice(ODD))


def mutate(obj, rng):
    obj = copy.deepcopy(obj)
    for _ in range(rng.randint(1, 3)):
        target = obj
        keys = [k for k in target if k not in ("kind", "game") or rng.random() < 0.1]
        if not keys or rng.random() < 0.15:
            target[rng.choice(["extra", "short", "challenge", "hand", "on", "players"])] = odd(rng)
            continue
        key = rng.choice(keys)
        if isinstance(target[key], list) and target[key] and rng.random() < 0.5:
            items = target[key]
            i = rng.randrange(len(items))
            if rng.random() < 0.3:
                items.append(odd(rng))
            else:
                items[i] = odd(rng)
        elif rng.random() < 0.2:
            del target[key]
        else:
            target[key] = odd(rng)
    return obj


def check_one(text):
    obj, ok = answer_text(text)
    assert isinstance(obj, dict)
    json.dumps(obj)
    if not ok:
        assert set(obj) == {"error", "at"} and "internal error" not in obj["error"], (text, obj)
    return ok


def test_mutated_requests_answer_or_fail_cleanly():
    rng = random.Random(2027)
    results = [check_one(json.dumps(mutate(BASE[i % len(BASE)], rng))) for i in range(4000)]
    assert any(results) and not all(results)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(BASE), st.sampled_from(["on", "card", "hand", "players", "challenge",
                                               "short", "x"]), json_values)
def test_any_value_in_any_field_answers_or_fails_cleanly(base, field, value):
    check_one(json.dumps({**base, field: value}))


def test_a_sample_through_the_command_line_is_exit_0_or_2_with_one_object_a_line():
    rng = random.Random(8)
    lines = [json.dumps(mutate(BASE[i % len(BASE)], rng)) for i in range(300)] + ["{", "1"]
    code, out, err = run_cli("\n".join(lines) + "\n", "--lines")
    assert code in (0, 2) and "Traceback" not in out + err
    rows = [json.loads(r) for r in out.splitlines()]
    assert len(rows) == len(lines)
    for obj in rows:
        if "error" in obj:
            assert set(obj) == {"error", "at"} and "internal error" not in obj["error"]
    for line in lines[:15]:
        code, out, err = run_cli(line)
        assert code in (0, 2) and len(out.splitlines()) == 1 and "Traceback" not in out + err
