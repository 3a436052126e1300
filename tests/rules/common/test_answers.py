"""What the games' judge answers share: the trick fields, and explanations that keep their
message."""

import json

from rules.common.answers import TRICK_FIELDS
from rules.cli import answer, dumps


def test_a_whist_trick_answer_has_the_trick_fields_in_order():
    result = answer({"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S",
                     "plays": ["QH", "2S", "AH"]})
    assert tuple(result) == TRICK_FIELDS
    assert result["winner"] == 1


def test_an_explanation_is_english_json_and_keeps_its_message():
    result = answer({"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S",
                     "plays": ["QH", "2S", "AH"]})
    explanation = result["explanation"]
    assert explanation == "The 2 of spades wins: it is the highest trump (spades) in the trick."
    assert explanation.said.rule == "nomination-whist-winning"
    assert json.loads(dumps(result))["explanation"] == explanation


def _plain_json(value):
    """What `json.dumps(..., ensure_ascii=False)` writes for the answer as a plain dict."""
    return json.dumps(json.loads(json.dumps(value)), ensure_ascii=False)


def test_an_answer_written_from_its_own_json_text_is_what_the_encoder_writes():
    # whist trick answers come with their JSON text (`Encoded`); every shape of it: no card,
    # in progress, complete, trump and no trump
    for trump in ("S", None):
        for plays in ([], ["QH"], ["QH", "2S"], ["QH", "2S", "AH"], ["2C", "3C", "4C"]):
            result = answer({"kind": "trick", "game": "nomination-whist", "players": 3,
                             "trump": trump, "leader": 2, "plays": plays})
            assert dumps(result) == json.dumps(dict(result), ensure_ascii=False)
            assert dumps(result) == _plain_json(dict(result))


def test_the_judge_reads_a_request_line_the_way_json_does():
    from rules.cli import parse

    for text in ('{"a": 1}', '{"a": 1} ', ' {"a": 1}', '{"a": 1, "a": 2}', '{"a": [1, {"b": null}]}'):
        assert parse(text) == json.loads(text)
    for text in ('{"a": 1} x', '{"a": 1}{}', '{"a": NaN}', '{"a": }', '{'):
        try:
            parse(text)
        except Exception as exc:  # a RulesError saying where
            assert type(exc).__name__ == "RulesError"
        else:
            raise AssertionError(text)


def test_a_6th_sense_trick_answer_written_from_its_json_text_is_what_the_encoder_writes():
    import random

    from rules.sixth_sense.cards import COLOURS, DECK

    rng = random.Random(3)
    shapes = [[], ["blue 10"], ["blue 10", {"card": "red 0", "block": 0}],
              ["blue 10", {"card": "red 0", "block": 0}, "green 6"]]
    for _ in range(300):
        players = rng.randint(2, 6)
        plays: list = [str(c) for c in rng.sample(DECK, rng.randint(1, players))]
        if rng.random() < 0.3 and len(plays) > 1:
            plays[1] = {"card": "purple 0", "block": 0}
            if "purple 0" in plays[:1] + plays[2:]:
                continue
        shapes.append(plays)
    for plays in shapes:
        for players in {2, max(2, len(plays))}:
            request = {"kind": "trick", "game": "sixth-sense", "players": players,
                       "trump": rng.choice([None, *[c.value for c in COLOURS]]),
                       "leader": rng.randrange(players), "plays": plays}
            if len(plays) > players:
                continue
            result = answer(request)
            assert dumps(result) == json.dumps(dict(result), ensure_ascii=False), request
