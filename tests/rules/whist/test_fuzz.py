"""Fuzz: random and mutated requests for nomination-whist end in exit 0 or 2 with one JSON
object, never a traceback. In-process over many requests, and a sample through the CLI."""

import copy
import json
import random

from hypothesis import given, settings, strategies as st

from rules.cli import answer_text

from ..judge_helpers import run_cli

BASE = [
    {"kind": "trick", "game": "nomination-whist", "players": 4, "trump": "S", "leader": 1,
     "plays": ["QH", "2S", "AH", "10H"]},
    {"kind": "round", "game": "nomination-whist", "players": 3, "dealer": 2, "trump": "H",
     "bids": [1, 1, 0], "hand": 3, "tricks": [{"plays": ["KS", "AS", "2H"]},
                                              {"plays": ["5C", "9C", "QC"]},
                                              {"plays": ["3D", "4S", "7D"]}]},
    {"kind": "score", "game": "nomination-whist", "bid": 2, "tricks": 2},
    {"kind": "setup", "game": "nomination-whist", "players": 3, "short": True},
]
ODD = [None, True, False, 0, -1, 1, 2, 3, 4, 5, 13, 99, 2**70, 1.5, 4.0, "", "S", "x", "10H",
       "th", "AS", [], ["AS"], [None], {}, {"plays": []}, {"card": "AS", "as": 9}, "nomination-whist",
       "sixth-sense", "shedding", "trick", "round", [{"plays": ["AS"]}], "\u00e9", "A\u0000S"]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)


def odd(rng: random.Random):
    return copy.deepcopy(rng.choice(ODD))


def mutate(obj, rng: random.Random):
    obj = json.loads(json.dumps(obj))
    for _ in range(rng.randint(1, 3)):
        target, key = obj, None
        # walk to a random nested container
        while True:
            keys = list(target) if isinstance(target, dict) else list(range(len(target)))
            if not keys:
                break
            key = rng.choice(keys)
            if key in ("kind", "game") and len(keys) > 2 and rng.random() < 0.9:
                continue  # mostly keep the request's kind and game: fuzz the rest deeper
            if isinstance(target[key], (dict, list)) and target[key] and rng.random() < 0.6:
                target = target[key]
                continue
            break
        choice = rng.random()
        if key is None or choice < 0.15:
            if isinstance(target, dict):
                target[rng.choice(["extra", "as", "block", "removed", "bids", "hand"])] = \
                    odd(rng)
            else:
                target.append(odd(rng))
        elif choice < 0.3:
            del target[key]
        else:
            target[key] = odd(rng)
    return obj


def check_one(text: str) -> None:
    obj, ok = answer_text(text)
    assert isinstance(obj, dict)
    json.dumps(obj)
    if not ok:
        assert set(obj) == {"error", "at"}
        assert "internal error" not in obj["error"], (text, obj)


def test_mutated_requests_answer_or_fail_cleanly():
    rng = random.Random(2026)
    for i in range(4000):
        check_one(json.dumps(mutate(BASE[i % len(BASE)], rng)))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(BASE), st.dictionaries(st.text(max_size=8), json_values, max_size=3))
def test_random_fields_answer_or_fail_cleanly(base, extra):
    check_one(json.dumps({**base, **extra}))


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_random_json_answers_or_fails_cleanly(value):
    check_one(json.dumps(value))
    check_one(json.dumps({"kind": "trick", "game": "nomination-whist", "plays": value,
                          "players": 3, "trump": None}))


def test_a_sample_through_the_command_line_is_exit_0_or_2_with_one_object_a_line():
    rng = random.Random(7)
    lines = [json.dumps(mutate(BASE[i % len(BASE)], rng)) for i in range(300)]
    lines += ["{", "not json", "[]", "null", '{"kind": "trick", "game": "nomination-whist"}']
    code, out, err = run_cli("\n".join(lines) + "\n", "--lines")
    assert code in (0, 2) and "Traceback" not in out + err
    rows = out.splitlines()
    assert len(rows) == len(lines)
    for row in rows:
        obj = json.loads(row)
        assert isinstance(obj, dict)
        if "error" in obj:
            assert set(obj) == {"error", "at"} and "internal error" not in obj["error"]
    for line in lines[:20]:
        code, out, err = run_cli(line)
        assert code in (0, 2) and len(out.splitlines()) == 1 and "Traceback" not in out + err
