"""What the games' judge answers share: the trick fields, and explanations that keep their
message."""

import json

from rules.common.answers import TRICK_FIELDS
from rules.judge import answer, dumps


def test_a_whist_trick_answer_has_the_trick_fields_in_order():
    result = answer({"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S",
                     "plays": ["QH", "2S", "AH"]})
    assert tuple(result) == TRICK_FIELDS
    assert result["winner"] == 1


def test_an_explanation_is_english_json_and_keeps_its_message():
    result = answer({"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S",
                     "plays": ["QH", "2S", "AH"]})
    explanation = result["explanation"]
    assert explanation == "2S wins: it is the highest trump (spades) in the trick."
    assert explanation.said.rule == "nomination-whist-winning"
    assert json.loads(dumps(result))["explanation"] == explanation
