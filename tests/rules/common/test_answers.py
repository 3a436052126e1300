"""Engine values to the judge's JSON."""

from dataclasses import dataclass
from enum import Enum

from rules.common.answers import fields_json, to_json
from rules.sixth_sense.cards import Card, Colour


class Phase(Enum):
    PLAY = "play"


@dataclass(frozen=True)
class Sample:
    card: Card
    colour: Colour
    blocked: tuple
    phase: Phase
    nothing: None = None


def test_to_json_writes_cards_enums_and_tuples_plainly():
    value = Sample(Card.parse("Blue X"), Colour.RED, (0, 1), Phase.PLAY)
    assert to_json(value) == {"card": "blue 0", "colour": "red", "blocked": [0, 1],
                              "phase": "play", "nothing": None}


def test_fields_json_keeps_the_order_asked():
    value = Sample(Card.parse("red 4"), Colour.RED, (), Phase.PLAY)
    assert list(fields_json(value, ["phase", "card"])) == ["phase", "card"]
