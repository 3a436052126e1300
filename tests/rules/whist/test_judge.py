"""The judge contract for nomination-whist (JUDGE.md): fields, defaults, errors, exit codes."""

import json

import pytest

from ..judge_helpers import ask, error_of, one_object, run_cli

G = "nomination-whist"


def test_a_trick_request_gets_exactly_the_whist_answer_fields():
    a = ask(kind="trick", game=G, players=4, trump="S", plays=["QS", "AS", "2H", "KS"])
    assert list(a) == ["winner", "winning_play", "complete", "requested", "next_leader",
                       "explanation"]
    assert (a["winner"], a["winning_play"], a["requested"], a["next_leader"]) == (1, 1, "S", 1)


def test_a_play_may_be_the_object_form_without_as_or_block():
    a = ask(kind="trick", game=G, players=2, trump=None, plays=[{"card": "qs"}, "KS"])
    assert a["winner"] == 1 and "The king of spades" in a["explanation"]


def test_leader_defaults_to_zero_and_input_cards_are_case_insensitive():
    a = ask(kind="trick", game=G, players=3, trump="d", plays=["th", "jd", "2h"])
    assert a["winner"] == 1 and a["requested"] == "H" and "The jack of diamonds" in a["explanation"]
    a = ask(kind="trick", game=G, players=3, trump=None, leader=2, plays=["th", "jd", "2h"])
    assert a["winner"] == 2 and "The 10 of hearts" in a["explanation"]


@pytest.mark.parametrize("request_fields,at", [
    (dict(players=4, trump="S", plays=[{"card": "QS", "as": 9}]), "plays[0].as"),
    (dict(players=4, trump="S", plays=["QS", {"card": "2S", "block": 0}]), "plays[1].block"),
    (dict(players=4, trump="S", plays=["QS", {"card": "2S", "colour": "S"}]), "plays[1].colour"),
    (dict(players=4, trump="S", plays=["QS", {"rank": "2"}]), "plays[1].card"),
    (dict(players=4, trump="S", removed="H", plays=["QS"]), "removed"),
    (dict(players=5, trump="S", plays=["QS"]), "players"),
    (dict(players=1, trump="S", plays=["QS"]), "players"),
    (dict(players=4, trump="blue", plays=["QS"]), "trump"),
    (dict(players=4, plays=["QS"]), "trump"),
    (dict(players=4, trump="S", plays=["QS", "9X"]), "plays[1]"),
    (dict(players=4, trump="S", plays=["QS", "qs"]), "plays[1]"),
    (dict(players=2, trump="S", plays=["QS", "2S", "3S"]), "plays[2]"),
    (dict(players=4, trump="S", leader=4, plays=["QS"]), "leader"),
    (dict(players=4.0, trump="S", plays=["QS"]), "players"),
    (dict(players=4, trump="S", plays=["QS"], colour="S"), "colour"),
])
def test_bad_trick_requests_are_errors_that_say_where(request_fields, at):
    assert error_of(kind="trick", game=G, **request_fields).at == at


def test_a_round_request_with_bids_and_hand():
    a = ask(kind="round", game=G, players=2, dealer=1, trump="H", bids=[1, 0], hand=2,
            tricks=[{"plays": ["QS", "2H"]}, {"plays": ["3S", "AS"]}])
    assert set(a) == {"tricks", "taken", "complete", "points", "revokes", "warnings"}
    assert a["taken"] == [1, 1] and a["points"] == [11, 1]
    assert a["revokes"] == [{"seat": 1, "trick": 1, "colour": "S", "failed_at": 0}]
    assert a["warnings"] == []


@pytest.mark.parametrize("extra,at", [
    ({"predictions": [1, 0]}, "predictions"),
    ({"scoring": "standard"}, "scoring"),
    ({"tricks": [{"plays": ["QS", "2S"], "take_double": True}]}, "tricks[0].take_double"),
    ({"hand": None}, "hand"),
    ({"bids": None}, "bids"),
    ({"bids": [1]}, "bids"),
    ({"bids": [1, 3]}, "bids[1]"),
    ({"bids": [1, -1]}, "bids[1]"),
    ({"hand": 27}, "hand"),
    ({"hand": 0}, "hand"),
    ({"tricks": [{"plays": ["QS", "2S"]}, {"plays": ["3S", "4S"]}, {"plays": ["5S"]}]},
     "tricks[2]"),
    ({"tricks": [{"plays": ["QS", "2S"], "winner": 0}]}, "tricks[0].winner"),
    ({"tricks": ["QS"]}, "tricks[0]"),
    ({"dealer": 2}, "dealer"),
])
def test_bad_round_requests_are_errors_that_say_where(extra, at):
    request = dict(kind="round", game=G, players=2, trump="S", bids=[1, 0], hand=2,
                   tricks=[{"plays": ["QS", "2S"]}])
    request.update(extra)
    assert error_of(**request).at == at


def test_the_round_needs_the_hand_size():
    e = error_of(kind="round", game=G, players=2, trump="S", bids=[1, 0],
                 tricks=[{"plays": ["QS", "2S"]}])
    assert e.at == "hand" and "required" in e.message


def test_score_takes_bid_and_tricks():
    assert ask(kind="score", game=G, bid=2, tricks=2)["points"] == 12
    assert ask(kind="score", game=G, bid=3, tricks=1)["points"] == 1
    assert ask(kind="score", game=G, bid=0, tricks=0)["explanation"]
    assert error_of(kind="score", game=G, prediction=2, tricks=2).at == "prediction"
    assert error_of(kind="score", game=G, bid=2, tricks=2, scoring="novice").at == "scoring"
    assert error_of(kind="score", game=G, bid=2.0, tricks=2).at == "bid"
    assert error_of(kind="score", game=G, bid=2, tricks=-1).at == "tricks"


def test_setup_answers_rounds_and_hands():
    assert ask(kind="setup", game=G, players=4) == \
        {"rounds": 13, "hands": [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]}
    assert ask(kind="setup", game=G, players=2, short=True) == \
        {"rounds": 7, "hands": [7, 6, 5, 4, 3, 2, 1]}
    assert ask(kind="setup", game=G, players=3, short=None)["rounds"] == 13
    assert error_of(kind="setup", game=G, players=5).at == "players"
    assert error_of(kind="setup", game=G, players=3, short="yes").at == "short"


def test_an_unknown_kind_is_an_error():
    assert error_of(kind="play", game=G, on="AS", card="KS").at == "kind"


def test_the_command_line_answers_with_exit_0_and_one_object():
    code, out, err = run_cli(json.dumps(
        {"kind": "trick", "game": G, "players": 4, "trump": "S", "leader": 0,
         "plays": ["QH", "2S", "AH", "10H"]}))
    assert code == 0 and err == ""
    assert one_object(out)["winner"] == 1


def test_the_command_line_error_is_exit_2_and_one_error_object():
    code, out, err = run_cli(json.dumps(
        {"kind": "trick", "game": G, "players": 4, "trump": "S", "plays": ["QH", "1S"]}))
    obj = one_object(out)
    assert code == 2 and set(obj) == {"error", "at"} and obj["at"] == "plays[1]"
    assert "'1S'" in obj["error"] and "Traceback" not in out + err


def test_lines_mode_answers_every_line_in_order():
    good = json.dumps({"kind": "score", "game": G, "bid": 1, "tricks": 1})
    bad = json.dumps({"kind": "score", "game": G, "bid": 1})
    code, out, _ = run_cli("\n".join([good, bad, good]) + "\n", "--lines")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 2 and len(rows) == 3
    assert rows[0]["points"] == 11 and rows[1]["at"] == "tricks" and rows[2]["points"] == 11


def test_a_sixth_sense_field_set_to_null_is_the_same_as_leaving_it_out():
    a = ask(kind="trick", game=G, players=2, trump=None, removed=None, plays=["AS"])
    assert a["winner"] == 0
    a = ask(kind="round", game=G, players=2, trump="S", bids=[1, 0], hand=1, scoring=None,
            tricks=[{"plays": ["QS", "2S"], "take_double": None}])
    assert a["taken"] == [0, 1] and a["points"] == [0, 1]  # seat 1 (left of dealer 0) leads QS
