"""`python -m rules judge [--lines] [FILE]` as JUDGE.md fixes it: exit codes, one JSON object on
stdout, never a traceback, whatever the input (fuzzed), in process and as a real subprocess."""

import io
import json
import os
import random
import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

TRICK = {"kind": "trick", "game": "sixth-sense", "players": 4, "trump": "blue", "leader": 0,
         "plays": ["blue 10", "red 4", "green 1", "yellow 1"]}
ROUND = {"kind": "round", "game": "sixth-sense", "players": 3, "dealer": 0, "trump": "red",
         "scoring": "standard", "predictions": ["blue 4", "green 6", "yellow 0"],
         "tricks": [{"plays": ["red 3", "red 7", "blue 11"]},
                    {"plays": ["yellow 12", "yellow 2", "red 1"], "take_double": True}]}
SCORE = {"kind": "score", "game": "sixth-sense", "scoring": "novice", "prediction": 6, "tricks": 8}
SETUP = {"kind": "setup", "game": "sixth-sense", "players": 5}
SAMPLES = [TRICK, ROUND, SCORE, SETUP]


def run(text: str, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(args), stdin=io.StringIO(text), stdout=out)
    return code, out.getvalue()


def one_object(stdout: str) -> dict:
    lines = stdout.splitlines()
    assert len(lines) == 1, stdout
    obj = json.loads(lines[0])
    assert isinstance(obj, dict)
    return obj


def check_outcome(code: int, stdout: str) -> dict:
    assert code in (0, 2)
    obj = one_object(stdout)
    if code == 2:
        assert set(obj) == {"error", "at"}
        assert isinstance(obj["error"], str) and obj["error"]
        assert obj["at"] is None or isinstance(obj["at"], str)
        assert "internal error" not in obj["error"], obj
        assert "Traceback" not in obj["error"]
    else:
        assert "error" not in obj
    return obj


def test_each_kind_answers_with_exit_0():
    for request in SAMPLES:
        code, out = run(json.dumps(request))
        assert code == 0
        check_outcome(code, out)
    code, out = run(json.dumps(SETUP))
    assert one_object(out) == {"rounds": 5, "cards": 13, "tricks": 12}


def test_bad_input_is_exit_2_with_the_error_object():
    for text, words in [("{", "malformed JSON"), ("[]", "JSON object"), ("", "malformed JSON"),
                        ('{"kind": "trick", "game": "sixth-sense", "players": NaN}', "NaN"),
                        ('{"kind": "setup", "game": "sixth-sense", "players": 4.0}', "JSON integer")]:
        code, out = run(text)
        assert code == 2
        assert words in check_outcome(code, out)["error"]


def test_lines_answers_every_line_in_order_and_a_bad_line_never_stops_the_rest():
    lines = [json.dumps(TRICK), "{not json", json.dumps(SETUP), "", json.dumps(SCORE)]
    code, out = run("\n".join(lines) + "\n", "--lines")
    answers = [json.loads(line) for line in out.splitlines()]
    assert code == 2
    assert len(answers) == 5
    assert answers[0]["winner"] == 3
    assert set(answers[1]) == {"error", "at"}
    assert answers[2] == {"rounds": 5, "cards": 13, "tricks": 12}
    assert set(answers[3]) == {"error", "at"}
    assert answers[4]["points"] == 4


def test_lines_all_good_is_exit_0():
    code, out = run("\n".join(json.dumps(r) for r in SAMPLES) + "\n", "--lines")
    assert code == 0 and len(out.splitlines()) == 4


def test_options_and_files(tmp_path):
    path = tmp_path / "trick.json"
    path.write_text(json.dumps(TRICK), encoding="utf-8")
    code, out = run("", str(path))
    assert code == 0 and one_object(out)["winner"] == 3
    code, out = run("", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in one_object(out)["error"]
    code, out = run("", "--frobnicate")
    assert code == 2 and "unknown option" in one_object(out)["error"]
    code, out = run("", "a", "b")
    assert code == 2 and "only one FILE" in one_object(out)["error"]
    code, out = run("", "--help")
    assert code == 0 and "usage" in out


# -- fuzzing ------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10, max_value=20) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["blue 1", "red 0", "green 6", "yellow 12", "blue 9",
                                              "sixth-sense", "trick", "round", "red", None]),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(
        st.sampled_from(["card", "as", "block", "plays", "take_double", "kind", "x"]), children,
        max_size=4),
    max_leaves=20)

FIELDS = ["kind", "game", "players", "trump", "leader", "removed", "plays", "predictions",
          "tricks", "dealer", "scoring", "prediction", "card", "as", "block", "take_double",
          "short", "bids", "hand"]


def mutate(value, rng: random.Random, depth: int = 0):
    """A request with one random change somewhere inside it."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        copy = dict(value)
        action = rng.random()
        if action < 0.2:
            del copy[key]
        elif action < 0.3:
            copy[rng.choice(FIELDS)] = rng.choice([None, 1, "blue 3", [], {}, -1, 2.5, True])
        else:
            copy[key] = mutate(value[key], rng, depth + 1)
        return copy
    if isinstance(value, list) and value and rng.random() < 0.8:
        copy = list(value)
        i = rng.randrange(len(copy))
        action = rng.random()
        if action < 0.2:
            del copy[i]
        elif action < 0.35:
            copy.insert(i, copy[i])
        else:
            copy[i] = mutate(copy[i], rng, depth + 1)
        return copy
    return rng.choice([None, 0, 1, 2, 3, 5, 6, 9, 12, -1, 100, 4.0, True, False, "", "blue 0",
                       "red 4", "green 6", "yellow 8", "purple 12", "blue 9", "Blue  X", "pink 1",
                       "blue", "novice", [], {}, {"card": "red 0", "block": 0},
                       {"card": "green 6", "as": 9}, {"card": "green 6", "as": 7},
                       {"plays": ["blue 2"]}, "\ud800", "x" * 200])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_fuzz_random_json_never_crashes(value):
    code, out = run(json.dumps(value))
    check_outcome(code, out)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SAMPLES), st.integers(min_value=0, max_value=2**32 - 1),
       st.integers(min_value=1, max_value=4))
def test_fuzz_mutated_requests_never_crash(request, seed, times):
    rng = random.Random(seed)
    value = request
    for _ in range(times):
        value = mutate(value, rng)
    code, out = run(json.dumps(value))
    check_outcome(code, out)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_fuzz_arbitrary_text_never_crashes(text):
    code, out = run(text)
    check_outcome(code, out)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.text(alphabet=st.characters(blacklist_characters="\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"),
                        max_size=40) | st.sampled_from([json.dumps(r) for r in SAMPLES]),
                min_size=1, max_size=6))
def test_fuzz_lines_one_answer_a_line(lines):
    code, out = run("\n".join(lines) + "\n", "--lines")
    answers = out.split("\n")
    assert answers[-1] == ""
    assert len(answers) - 1 == len(lines)
    oks = []
    for line in answers[:-1]:
        obj = json.loads(line)
        assert isinstance(obj, dict)
        oks.append(set(obj) != {"error", "at"})
    assert code == (0 if all(oks) else 2)


# -- the real command ---------------------------------------------------------------------

def judge_process(stdin: bytes, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules", "judge", *args], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=60)


def test_subprocess_one_request():
    done = judge_process(json.dumps(TRICK).encode())
    assert done.returncode == 0 and done.stderr == b""
    assert one_object(done.stdout.decode())["winner"] == 3


def test_subprocess_bad_input_exit_2_and_only_the_error_object():
    for raw in [b"{", b"\xff\xfe", json.dumps({**TRICK, "plays": ["blue 9"]}).encode(),
                b'{"kind": "\\ud800", "game": "sixth-sense"}']:
        done = judge_process(raw)
        assert done.returncode == 2, raw
        assert done.stderr == b""
        obj = one_object(done.stdout.decode("utf-8"))
        assert set(obj) == {"error", "at"}


def test_subprocess_lines_with_a_bad_line_in_the_middle(tmp_path):
    raw = b"\n".join([json.dumps(TRICK).encode(), b"{oops", b"\xff bad bytes",
                      json.dumps(SETUP).encode()]) + b"\n"
    path = tmp_path / "requests.jsonl"
    path.write_bytes(raw)
    for done in (judge_process(raw, "--lines"), judge_process(b"", "--lines", str(path))):
        assert done.returncode == 2 and done.stderr == b""
        answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
        assert len(answers) == 4
        assert answers[0]["winner"] == 3
        assert "error" in answers[1] and "error" in answers[2]
        assert answers[3] == {"rounds": 5, "cards": 13, "tricks": 12}


def test_subprocess_without_the_judge_word_is_a_usage_error():
    done = subprocess.run([sys.executable, "-m", "rules"], capture_output=True, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 2 and "usage" in one_object(done.stdout.decode())["error"]
