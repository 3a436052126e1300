"""Hand score: sum of the numbers plus 20 per Special; empty 0; numbered cards exist once."""

import pytest

from rules.errors import RulesError
from rules.shedding.scoring import explain, parse_hand, points


@pytest.mark.parametrize("hand,expected", [
    ([], 0),
    (["red 7 hexagon", "gold blind"], 27),
    (["red 7 hexagon", "red 7 pentagram", "blue 7 hexagon"], 21),
    (["gold blind", "gold blind", "red trickster"], 60),     # Specials may repeat
    (["purple 15 pentagram", "blue 1 hexagon"], 16),
])
def test_hand_points(hand, expected):
    cards = parse_hand(hand)
    assert points(cards) == expected
    assert str(expected) in explain(cards)


def test_the_same_numbered_card_twice_is_an_error_at_the_second():
    with pytest.raises(RulesError) as info:
        parse_hand(["red 7 hexagon", "blue blind", "RED 7 hexagon"])
    assert info.value.at == "hand[2]" and "red 7 hexagon" in info.value.message


def test_a_bad_card_in_the_hand_is_an_error_at_it():
    with pytest.raises(RulesError) as info:
        parse_hand(["red 7 hexagon", "red 17 hexagon"])
    assert info.value.at == "hand[1]" and "'red 17 hexagon'" in info.value.message
