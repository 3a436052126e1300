"""The judge contract for shedding (JUDGE.md): play, score, setup; errors and exit codes."""

import json

import pytest

from ..judge_helpers import ask, error_of, one_object, run_cli

G = "shedding"


def test_play_answers_legal_and_an_explanation():
    a = ask(kind="play", game=G, on="red 7 hexagon", card="blue 8 pentagram", challenge=False)
    assert a["legal"] is True and set(a) == {"legal", "explanation"} and a["explanation"]
    a = ask(kind="play", game=G, on="red 7 hexagon", card="blue 8 hexagon", challenge=True)
    assert a["legal"] is False and "symbol" in a["explanation"]
    # challenge defaults to false; null means the same
    assert ask(kind="play", game=G, on="red 7 hexagon", card="blue 8 hexagon")["legal"] is True
    assert ask(kind="play", game=G, on="red 7 hexagon", card="blue 8 hexagon",
               challenge=None)["legal"] is True


@pytest.mark.parametrize("fields,at", [
    (dict(on="red 7 hexagon"), "card"),
    (dict(card="red 7 hexagon"), "on"),
    (dict(on="red 7 hexagon", card="blue 9 circle"), "card"),
    (dict(on="green 7 hexagon", card="blue 8 hexagon"), "on"),
    (dict(on="red 7 hexagon", card="blue 8 hexagon", challenge="yes"), "challenge"),
    (dict(on="red 7 hexagon", card="blue 8 hexagon", challenge=1), "challenge"),
    (dict(on="red 7 hexagon", card="blue 8 hexagon", trump="S"), "trump"),
    (dict(on=7, card="blue 8 hexagon"), "on"),
    (dict(on="red 7 hexagon", card="RED 7 hexagon"), "card"),  # each numbered card exists once
])
def test_bad_play_requests_are_errors_that_say_where(fields, at):
    assert error_of(kind="play", game=G, **fields).at == at


def test_a_special_may_be_played_on_a_copy_of_itself_only_when_gold_blind_or_sight():
    assert ask(kind="play", game=G, on="red trickster", card="red trickster")["legal"] is False
    assert ask(kind="play", game=G, on="gold trickster", card="gold trickster")["legal"] is True
    assert ask(kind="play", game=G, on="blue blind", card="blue blind")["legal"] is True


def test_score_sums_the_hand():
    assert ask(kind="score", game=G, hand=["red 7 hexagon", "gold blind"])["points"] == 27
    assert ask(kind="score", game=G, hand=[])["points"] == 0
    assert ask(kind="score", game=G, hand=["gold blind", "gold blind"])["points"] == 40
    assert error_of(kind="score", game=G, hand=["red 7 hexagon", "red 7 hexagon"]).at == "hand[1]"
    assert error_of(kind="score", game=G).at == "hand"
    assert error_of(kind="score", game=G, hand="red 7 hexagon").at == "hand"
    assert error_of(kind="score", game=G, hand=[], bid=1).at == "bid"


def test_setup_and_short():
    assert ask(kind="setup", game=G, players=4) == {"cards": 7, "draw_pile": 81}
    assert ask(kind="setup", game=G, players=4, short=None)["cards"] == 7
    assert error_of(kind="setup", game=G, players=4, short=True).at == "short"
    assert error_of(kind="setup", game=G, players=4, short=False).at == "short"
    assert error_of(kind="setup", game=G, players=9).at == "players"


@pytest.mark.parametrize("kind", ["trick", "round", "judge", ""])
def test_kinds_the_shedding_game_does_not_have_are_errors(kind):
    assert error_of(kind=kind, game=G, players=3).at == "kind"


def test_the_command_line_exit_codes_and_one_object():
    code, out, err = run_cli(json.dumps({"kind": "score", "game": G,
                                         "hand": ["red 7 hexagon", "gold blind"]}))
    assert code == 0 and one_object(out)["points"] == 27 and err == ""
    code, out, err = run_cli(json.dumps({"kind": "play", "game": G, "on": "red 7 hexagon",
                                         "card": "red 99 hexagon"}))
    obj = one_object(out)
    assert code == 2 and set(obj) == {"error", "at"} and obj["at"] == "card"
    assert "'red 99 hexagon'" in obj["error"] and "Traceback" not in out + err
