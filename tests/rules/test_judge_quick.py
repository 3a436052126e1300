"""The judge answers a game's common request straight from its dict (`quick` in the game's
judge module): the answer must be the one the field-by-field reading gives, and a request it
does not take (a field missing, null where a value is needed, a play object, a typo) must get
the field-by-field reading's answer or error."""

import json
import random

import pytest

from rules import cli
from rules.cli import answer_text
from rules.sixth_sense import judge as sixth_judge
from rules.sixth_sense.cards import COLOURS, DECK
from rules.whist import judge as whist_judge
from rules.whist.cards import deck


def _requests(seed: int):
    rng = random.Random(seed)
    whist_deck = [str(c) for c in deck()]
    for _ in range(400):
        players = rng.randint(2, 6)
        plays = [str(c) for c in rng.sample(DECK, rng.randint(0, players))]
        request = {"kind": "trick", "game": "sixth-sense", "players": players,
                   "trump": rng.choice([None, *[c.value for c in COLOURS]]), "plays": plays}
        if rng.random() < 0.7:
            request["leader"] = rng.randrange(players)
        yield request
        players = rng.randint(2, 7)
        request = {"kind": "trick", "game": "nomination-whist", "players": players,
                   "trump": rng.choice([None, "S", "H", "D", "C"]),
                   "plays": rng.sample(whist_deck, rng.randint(0, players))}
        if rng.random() < 0.7:
            request["leader"] = rng.randrange(players)
        yield request


def _odd(request: dict, rng: random.Random) -> dict:
    """The request changed in one way the quick path must leave to the full reading."""
    out = dict(request)
    change = rng.randrange(9)
    if change == 0:
        out.pop("trump")
    elif change == 1:
        out["players"] = True
    elif change == 2:
        out["leader"] = out["players"]
    elif change == 3:
        out["house"] = {}
    elif change == 4:
        out["removed"] = "red"
    elif change == 5:
        out["plays"] = out["plays"] + out["plays"][:1]
    elif change == 6:
        out["plays"] = [p.upper() for p in out["plays"]]
    elif change == 7:
        out["typo"] = 1
    else:
        out["plays"] = [{"card": p} for p in out["plays"]]
    return out


def _both(text: str, monkeypatch) -> tuple:
    cli._LOADED.clear()  # the quick path is taken once the game has answered a request
    answer_text(text)
    quick = answer_text(text)
    with monkeypatch.context() as m:
        m.setattr(sixth_judge, "quick", lambda kind, data: None)
        m.setattr(whist_judge, "quick", lambda kind, data: None)
        cli._LOADED.clear()
        slow = answer_text(text)
        slow = answer_text(text)
    cli._LOADED.clear()
    return quick, slow


@pytest.mark.parametrize("seed", [1, 2])
def test_the_quick_answer_is_the_field_by_field_answer(seed, monkeypatch):
    rng = random.Random(seed + 10)
    for request in _requests(seed):
        for data in (request, _odd(request, rng)):
            text = json.dumps(data)
            (q, q_ok), (s, s_ok) = _both(text, monkeypatch)
            assert q_ok == s_ok and json.dumps(q) == json.dumps(s), text
            if q_ok:
                assert cli.dumps(q) == json.dumps(s, ensure_ascii=False), text


def test_a_trick_request_is_answered_without_the_field_by_field_reading(monkeypatch):
    cli._LOADED.clear()
    made = []
    real = cli.Request
    monkeypatch.setattr(cli, "Request", lambda data: made.append(data) or real(data))
    for text in ('{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": null, '
                 '"plays": ["blue 1"]}',
                 '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", '
                 '"plays": ["AS"]}'):
        assert answer_text(text)[1] and answer_text(text)[1]
    cli._LOADED.clear()
    assert len(made) == 2  # only the first request of each game is read field by field
