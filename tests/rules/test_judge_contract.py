"""JUDGE.md read to the letter, one statement a test: the points an independent review found.

Each test quotes the sentence it checks. They go through `rules.cli.main` (the command line
in process) or `rules.cli.answer` (one request already parsed).
"""

import io
import json

import pytest

from rules.cli import answer, main


def run(text: str, *args: str) -> tuple[int, list[dict]]:
    out = io.StringIO()
    code = main(list(args), stdin=io.StringIO(text), stdout=out)
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


def ok(request: dict) -> dict:
    code, objs = run(json.dumps(request))
    assert code == 0, objs
    assert len(objs) == 1 and "error" not in objs[0]
    return objs[0]


def error(request: dict) -> dict:
    code, objs = run(json.dumps(request))
    assert code == 2, objs
    assert len(objs) == 1 and set(objs[0]) == {"error", "at"}
    return objs[0]


# "`null` means the same as leaving an optional field out."

@pytest.mark.parametrize("request_", [
    {"kind": "setup", "game": "sixth-sense", "players": 5, "short": None},
    {"kind": "setup", "game": "shedding", "players": 4, "short": None},
    {"kind": "round", "game": "sixth-sense", "players": 3, "trump": None,
     "predictions": [1, 2, 3], "tricks": [], "bids": None, "hand": None},
    {"kind": "trick", "game": "nomination-whist", "players": 3, "trump": None, "plays": [],
     "removed": None},
])
def test_null_is_the_same_as_leaving_a_field_out(request_):
    without = {k: v for k, v in request_.items() if v is not None or k == "trump"}
    assert ok(request_) == ok(without)


# "(with `"short": true`: 7 rounds, 7 down to 1; `short` is an error for other games)"

@pytest.mark.parametrize("game", ["sixth-sense", "shedding"])
@pytest.mark.parametrize("short", [True, False])
def test_short_with_a_value_is_an_error_for_other_games(game, short):
    assert error({"kind": "setup", "game": game, "players": 4, "short": short})["at"] == "short"


# "Answer: `{"tricks": [<trick answers>], "taken": [..by seat..], "complete": bool,
# "points": [..by seat.. or null while incomplete], "revokes": [...], "warnings": [...]}`."

ROUND_FIELDS = ["tricks", "taken", "complete", "points", "revokes", "warnings"]


def test_the_round_answer_has_exactly_the_fields_judge_md_lists():
    six = ok({"kind": "round", "game": "sixth-sense", "players": 3, "dealer": 0, "trump": "red",
              "predictions": ["blue 4", "green 6", "yellow 0"],
              "tricks": [{"plays": ["red 3", "red 7", "blue 11"]}]})
    whist = ok({"kind": "round", "game": "nomination-whist", "players": 2, "trump": "S",
                "bids": [0, 0], "hand": 1, "tricks": [{"plays": ["2H", "3H"]}]})
    assert list(six) == ROUND_FIELDS
    assert list(whist) == ROUND_FIELDS


# "--lines: every input line gets exactly one output line ... the answer"; the one-request form
# reads a UTF-8 file with a byte-order mark, and so must the first line of JSON Lines.

def test_lines_accepts_a_byte_order_mark_before_the_first_line():
    setup = json.dumps({"kind": "setup", "game": "sixth-sense", "players": 5})
    out = io.StringIO()
    code = main(["--lines"], stdin=io.TextIOWrapper(io.BytesIO(
        b"\xef\xbb\xbf" + setup.encode() + b"\r\n" + setup.encode() + b"\n")), stdout=out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answers == [{"rounds": 5, "cards": 13, "tricks": 12}] * 2
    assert code == 0


# "stdout holds {"error": "<one clear sentence>", ...}": values are quoted as JSON writes them,
# and never at any length.

def test_errors_quote_values_as_json_and_briefly():
    assert "got true" in error({"kind": "setup", "game": "sixth-sense", "players": True})["error"]
    long = "x" * 10_000
    for game in ("sixth-sense", "nomination-whist", "shedding"):
        e = error({"kind": long, "game": game, "players": 4})
        assert e["at"] == "kind" and len(e["error"]) < 200
    e = error({"kind": "setup", "game": long, "players": 4})
    assert e["at"] == "game" and len(e["error"]) < 200
    e = error({"kind": "score", "game": "sixth-sense", "prediction": 4, "tricks": 1,
               "scoring": long})
    assert e["at"] == "scoring" and len(e["error"]) < 200


# "explanation: one or two plain sentences": a sentence starts with a capital.

@pytest.mark.parametrize("request_", [
    {"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "blue 8 pentagram"},
    {"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "blue 8 hexagon",
     "challenge": True},
    {"kind": "play", "game": "shedding", "on": "red dilemma", "card": "blue 3 hexagon"},
    {"kind": "trick", "game": "sixth-sense", "players": 3, "trump": None,
     "plays": ["blue 3", {"card": "red 0", "block": 0}]},
])
def test_explanations_are_sentences(request_):
    text = ok(request_)["explanation"]
    assert text[0].isupper() and text.endswith("."), text


def test_answer_in_process_is_the_same_as_the_cli():
    request = {"kind": "trick", "game": "sixth-sense", "players": 4, "trump": "blue",
               "plays": ["blue 10", "red 4", "green 1", "yellow 1"]}
    assert answer(request) == ok(request)


# Shedding: `{"kind": "score", "game": "shedding", "hand": ["red 7 hexagon", "gold blind"]}` ->
# `{"points": 27}`.

def test_the_shedding_score_answer_is_the_one_judge_md_gives():
    assert ok({"kind": "score", "game": "shedding",
               "hand": ["red 7 hexagon", "gold blind"]}) == {"points": 27}


# Score: `{"points": 4, "target": 9, "explanation": "..."}`; "Nomination-whist: `"bid"` instead
# of `"prediction"`, no `scoring`": the same answer, the bid being the target.

@pytest.mark.parametrize("bid,tricks,points", [(2, 2, 12), (0, 0, 10), (3, 1, 1), (1, 4, 4)])
def test_the_whist_score_answer_has_the_same_fields(bid, tricks, points):
    got = ok({"kind": "score", "game": "nomination-whist", "bid": bid, "tricks": tricks})
    six = ok({"kind": "score", "game": "sixth-sense", "prediction": 4, "tricks": 4})
    assert list(got) == list(six) == ["points", "target", "explanation"]
    assert (got["points"], got["target"]) == (points, bid)


# RULES.md Game C: "Special cards repeat (20 cards over 16 kind-and-colour pairs)": 20, no more.

def test_a_shedding_hand_holds_at_most_the_20_special_cards_of_the_deck():
    kinds = [f"{c} {k}" for c in ("purple", "red", "blue", "gold")
             for k in ("blind", "sight", "dilemma", "trickster")]
    twenty = kinds + kinds[:4]
    assert ok({"kind": "score", "game": "shedding", "hand": twenty}) == {"points": 400}
    e = error({"kind": "score", "game": "shedding", "hand": twenty + ["gold blind"]})
    assert e["at"] == "hand[20]"
