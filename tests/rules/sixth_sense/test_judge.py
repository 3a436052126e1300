"""The judge's requests for 6th Sense, through the JSON contract (JUDGE.md)."""

import json

import pytest

from rules.cli import answer_text


def ask(**request):
    request.setdefault("game", "sixth-sense")
    obj, ok = answer_text(json.dumps(request))
    return obj, ok


def ok(**request):
    obj, good = ask(**request)
    assert good, obj
    return obj


def error(**request):
    obj, good = ask(**request)
    assert not good, obj
    assert set(obj) == {"error", "at"}
    return obj


TRICK = dict(kind="trick", players=4, trump="blue", leader=0,
             plays=["blue 10", "red 4", "green 1", "yellow 1"])


def test_the_judge_md_trick_example():
    assert ok(**TRICK) == {
        "winner": 3, "winning_play": 3, "complete": True, "requested": "blue", "reversed": True,
        "blocked": [], "double": False, "peek": None, "void": False, "next_leader": 3,
        "explanation": "A reversal (red 4) is in play, so the lowest card wins; of the cards not "
                       "in the requested colour, yellow 1 and green 1 are lowest, and yellow 1 "
                       "was played last, so seat 3 wins."}


def test_defaults_and_nulls():
    base = dict(kind="trick", players=4, trump="blue", plays=["yellow 3", "red 11"])
    assert ok(**base) == ok(**base, leader=None, removed=None) == ok(**base, leader=0)


def test_play_objects_and_canonical_cards():
    obj = ok(kind="trick", players=3, trump=None, leader=1,
             plays=["YELLOW  8", {"card": "Yellow 6", "as": 9}, {"card": "red x", "block": 0}])
    assert obj["blocked"] == [0, 2]
    assert obj["requested"] == "yellow" and obj["winner"] == 2  # the 6-as-9 at play 1, seat 2
    assert "yellow 6 (as 9)" in obj["explanation"]
    assert ok(kind="trick", players=3, trump=None, plays=[{"card": "green 6", "as": None}])["winner"] == 0


def test_a_trick_in_progress_and_an_empty_one():
    obj = ok(kind="trick", players=4, trump="blue", plays=["yellow 8", {"card": "red 0", "block": 0}])
    assert (obj["winner"], obj["requested"], obj["complete"], obj["next_leader"], obj["peek"],
            obj["void"]) == (None, None, False, None, None, False)
    obj = ok(kind="trick", players=4, trump="blue", plays=[])
    assert obj["winner"] is None and obj["winning_play"] is None and obj["blocked"] == []


def test_two_players_void():
    obj = ok(kind="trick", players=2, trump="blue", removed="red", leader=1,
             plays=["yellow 8", {"card": "green 0", "block": 0}])
    assert (obj["void"], obj["winner"], obj["next_leader"], obj["complete"]) == (True, None, 1, True)


@pytest.mark.parametrize("changes, at, words", [
    (dict(plays=["blue 9"]), "plays[0]", "there is no 9"),
    (dict(plays=["blue 1", "pink 3"]), "plays[1]", "not a colour"),
    (dict(players=2, removed="red", plays=["blue 1", "red 3"]), "plays[1]", "taken out"),
    (dict(plays=["blue 1", "Blue 1"]), "plays[1]", "twice"),
    (dict(plays=["blue 1", "blue 2", "blue 3", "blue 4", "blue 5"]), "plays[4]", "at most 4"),
    (dict(plays=["blue 1", {"card": "blue 5", "as": 9}]), "plays[1]", "only a 6"),
    (dict(plays=["blue 1", {"card": "blue 6", "as": 8}]), "plays[1]", "6 or 9"),
    (dict(plays=["blue 1", {"card": "blue 6", "as": 9.0}]), "plays[1]", "JSON integer"),
    (dict(plays=["blue 1", {"card": "blue 5", "block": 0}]), "plays[1]", "only a 0"),
    (dict(plays=[{"card": "blue 0", "block": 0}]), "plays[0]", "lead"),
    (dict(plays=["blue 1", {"card": "red 0", "block": 0}, {"card": "green 0", "block": 1}]), "plays[2]", "only one"),
    (dict(plays=["blue 1", {"card": "red 0", "block": 1}]), "plays[1]", "earlier"),
    (dict(plays=["blue 1", {"card": "red 0", "block": 2}]), "plays[1]", "earlier"),
    (dict(plays=["blue 1", {"card": "red 0", "blok": 0}]), "plays[1].blok", "unknown field"),
    (dict(plays=["blue 1", {"as": 9}]), "plays[1].card", "no 'card'"),
    (dict(plays=["blue 1", 7]), "plays[1]", "a play is a card"),
    (dict(plays="blue 1"), "plays", "must be a list"),
    (dict(players=7), "players", "2 to 6"),
    (dict(players=4.0), "players", "whole number"),
    (dict(players=True), "players", "whole number"),
    (dict(leader=4), "leader", "0 to 3"),
    (dict(leader=-1), "leader", "at least 0"),
    (dict(trump="pink"), "trump", "not a colour"),
    (dict(trump=3), "trump", "not a colour"),
    (dict(removed="red"), "removed", "only a 2-player game"),
    (dict(players=2, removed="blue", plays=["yellow 1"]), "removed", "both trump"),
    (dict(colour="red"), "colour", "unknown field"),
    (dict(kind="play"), "kind", "no kind 'play'"),
])
def test_trick_errors(changes, at, words):
    obj = error(**{**TRICK, **changes})
    assert obj["at"] == at
    assert words in obj["error"]


def test_trump_is_required_but_may_be_null():
    request = {k: v for k, v in TRICK.items() if k != "trump"}
    assert error(**request)["at"] == "trump"
    assert ok(**request, trump=None)["requested"] == "blue"


def test_required_fields():
    assert error(kind="trick", players=4, trump=None)["at"] == "plays"
    assert error(kind="trick", trump=None, plays=[])["at"] == "players"
    obj, good = answer_text('{"kind": "trick", "plays": []}')
    assert not good and obj["at"] == "game"
    obj, good = answer_text('{"kind": "trick", "game": "chess"}')
    assert not good and "unknown game" in obj["error"]


ROUND = dict(kind="round", players=3, dealer=0, trump="red", scoring="standard",
             predictions=["blue 4", "green 6", "yellow 0"],
             tricks=[{"plays": ["red 3", "red 7", "blue 11"]},
                     {"plays": ["yellow 12", "yellow 2", "red 1"], "take_double": True}])


def test_the_judge_md_round_example():
    obj = ok(**ROUND)
    assert obj["taken"] == [0, 2, 1]
    assert obj["complete"] is False and obj["points"] is None
    assert obj["revokes"] == [] and obj["warnings"] == []
    assert [t["winner"] for t in obj["tricks"]] == [2, 1]
    assert obj["tricks"][1]["double"] is True


def test_round_with_bare_number_predictions_and_a_revoke():
    obj = ok(kind="round", players=3, dealer=2, trump="green", predictions=[0, 6, 14],
             tricks=[{"plays": ["yellow 3", "green 5", "yellow 1"]},
                     {"plays": ["yellow 7", "yellow 2", "yellow 4"]}])
    assert obj["revokes"] == [{"seat": 1, "trick": 1, "colour": "yellow", "failed_at": 0}]


@pytest.mark.parametrize("changes, at, words", [
    (dict(tricks=[{"plays": ["red 3", "red 7", "blue 11"], "take_double": True}]), "tricks[0].take_double", "no counting 12"),
    (dict(tricks=[{"plays": ["red 3", "red 7"]}, {"plays": ["red 1"]}]), "tricks[0]", "unfinished"),
    (dict(tricks=[{"plays": []}]), "tricks[0].plays", "empty"),
    (dict(tricks=[{"plays": ["red 3", "red 7", "blue 4"]}]), "tricks[0].plays[2]", "prediction card"),
    (dict(tricks=[{"plays": ["red 3", "red 7", "blue 11"]}, {"plays": ["red 3"]}]), "tricks[1].plays[0]", "twice"),
    (dict(tricks=[{"plays": ["red 3", "red 7", "blue 9"]}]), "tricks[0].plays[2]", "no 9"),
    (dict(tricks=[{"plays": ["red 3"], "double": True}]), "tricks[0].double", "unknown field"),
    (dict(tricks=[["red 3"]]), "tricks[0]", "JSON object"),
    (dict(predictions=["blue 4", "green 6"]), "predictions", "3 predictions"),
    (dict(predictions=["blue 4", 9, "yellow 0"]), "predictions[1]", "no 9"),
    (dict(predictions=["blue 4", "green 6", 4.0]), "predictions[2]", "card value"),
    (dict(scoring="expert"), "scoring", "'standard' or 'novice'"),
    (dict(dealer=3), "dealer", "0 to 2"),
    (dict(bids=[1, 2, 3]), "bids", "not a field"),
    (dict(trump="violet"), "trump", "not a colour"),
])
def test_round_errors(changes, at, words):
    obj = error(**{**ROUND, **changes})
    assert obj["at"] == at
    assert words in obj["error"]


def test_more_tricks_than_the_hand_allows():
    tricks = [{"plays": [f"blue {v}", f"green {v}", f"purple {v}"]}
              for v in (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14)]
    obj = error(kind="round", players=3, trump=None, predictions=[1, 1, 1], tricks=tricks)
    assert obj["at"] == "tricks[13]" and "13 tricks" in obj["error"]


def test_a_complete_round_is_scored():
    # 6 players play 10 tricks: each trick is one value in all five colours plus one extra card
    values = (1, 2, 3, 5, 7, 8, 10, 11, 13, 14)
    extras = [f"{c} {v}" for c in ("blue", "green", "purple") for v in (0, 4, 6, 12)]
    colours = ("blue", "green", "purple", "red", "yellow")
    tricks = [{"plays": [f"{c} {v}" for c in colours] + [extra]}
              for v, extra in zip(values, extras)]
    obj = ok(kind="round", players=6, trump=None, predictions=[2, 2, 2, 2, 2, 0], tricks=tricks,
             dealer=5)
    assert obj["complete"] is True
    assert len(obj["points"]) == 6
    assert sum(obj["taken"]) == 10
    expected = [(2 if t == 2 else -abs(t - 2)) for t in obj["taken"][:5]] + [-obj["taken"][5]]
    assert obj["points"] == expected


@pytest.mark.parametrize("request_, expected", [
    (dict(kind="score", scoring="novice", prediction=6, tricks=8), (4, 9)),
    (dict(kind="score", prediction=4, tricks=6), (-2, 4)),
    (dict(kind="score", prediction=4, tricks=2), (-2, 4)),
    (dict(kind="score", prediction=4, tricks=4), (4, 4)),
    (dict(kind="score", prediction=6, tricks=7), (-1, 6)),
    (dict(kind="score", prediction=6, tricks=8), (-1, 9)),
    (dict(kind="score", prediction=6, tricks=9, scoring=None), (9, 9)),
])
def test_score(request_, expected):
    obj = ok(**request_)
    assert (obj["points"], obj["target"]) == expected
    assert set(obj) == {"points", "target", "explanation"}


@pytest.mark.parametrize("request_, at", [
    (dict(kind="score", prediction=9, tricks=3), "prediction"),
    (dict(kind="score", prediction=6, tricks=-1), "tricks"),
    (dict(kind="score", prediction=6, tricks=2.0), "tricks"),
    (dict(kind="score", prediction="6", tricks=2), "prediction"),
    (dict(kind="score", tricks=2), "prediction"),
    (dict(kind="score", prediction=6), "tricks"),
    (dict(kind="score", prediction=6, tricks=2, players=4), "players"),
])
def test_score_errors(request_, at):
    assert error(**request_)["at"] == at


@pytest.mark.parametrize("players, expected", [
    (2, (6, 15, 14)), (3, (6, 14, 13)), (4, (4, 14, 13)), (5, (5, 13, 12)), (6, (6, 11, 10))])
def test_setup(players, expected):
    assert ok(kind="setup", players=players) == dict(zip(("rounds", "cards", "tricks"), expected))


@pytest.mark.parametrize("request_, at", [
    (dict(kind="setup", players=1), "players"),
    (dict(kind="setup", players=7), "players"),
    (dict(kind="setup"), "players"),
    (dict(kind="setup", players=4, short=True), "short"),
    (dict(kind="setup", players=4, short=False), "short"),
])
def test_setup_errors(request_, at):
    assert error(**request_)["at"] == at


# -- whole random rounds through the JSON contract ---------------------------------------

def round_request(rr):
    def play(p):
        if p.declared is None and p.block is None:
            return str(p.card)
        obj = {"card": str(p.card)}
        if p.declared is not None:
            obj["as"] = p.declared
        if p.block is not None:
            obj["block"] = p.block
        return obj
    return {"kind": "round", "game": "sixth-sense", "players": rr.players, "dealer": rr.dealer,
            "trump": rr.trump and rr.trump.value, "removed": rr.removed and rr.removed.value,
            "predictions": [str(c) for c in rr.predictions],
            "tricks": [{"plays": [play(p) for p in t.plays], "take_double": t.take_double}
                       for t in rr.tricks]}


def test_random_rounds_as_json_agree_with_the_engine():
    import random

    from rules.sixth_sense.round import replay_round

    from .games import random_round

    for seed in range(60):
        rr = random_round(random.Random(seed), 2 + seed % 5, cheat=0.2)
        obj, good = answer_text(json.dumps(round_request(rr)))
        assert good, obj
        engine = replay_round(rr.tricks, players=rr.players, trump=rr.trump,
                              predictions=rr.predictions, dealer=rr.dealer, removed=rr.removed)
        assert obj == json.loads(json.dumps(engine.as_json()))
        assert obj["complete"] and len(obj["points"]) == rr.players
        assert {(r["seat"], r["colour"], r["failed_at"]) for r in obj["revokes"]} == {
            (seat, colour.value, t) for (seat, colour), t in rr.true_revokes.items()}
