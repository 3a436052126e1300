"""Cards of the shedding game: numbered "red 7 hexagon", Special "gold trickster"."""

import pytest

from rules.errors import RulesError
from rules.shedding.cards import Numbered, Special, numbered_deck, parse, special_kinds


@pytest.mark.parametrize("text,canonical", [
    ("red 7 hexagon", "red 7 hexagon"), ("BLUE 15 Pentagram", "blue 15 pentagram"),
    ("  purple   1  hexagon ", "purple 1 hexagon"), ("gold trickster", "gold trickster"),
    ("Blue BLIND", "blue blind"), ("red sight", "red sight"), ("purple dilemma", "purple dilemma"),
])
def test_a_card_parses_to_its_canonical_form(text, canonical):
    assert str(parse(text)) == canonical


def test_numbered_and_special_cards_are_told_apart():
    assert parse("red 7 hexagon") == Numbered("red", 7, "hexagon")
    assert parse("gold blind") == Special("gold", "blind") and parse("gold blind").gold


@pytest.mark.parametrize("text", [
    "red 0 hexagon", "red 16 hexagon", "green 7 hexagon", "gold 7 hexagon", "red 7 circle",
    "red seven hexagon", "gold joker", "green blind", "red", "", "red 7", "red 7 hexagon x",
    "red -1 hexagon", "red ７ hexagon",
])
def test_a_card_that_does_not_exist_is_an_error_quoting_it(text):
    with pytest.raises(RulesError) as info:
        parse(text, "card")
    assert repr(text) in info.value.message and info.value.at == "card"


@pytest.mark.parametrize("value", [7, None, ["red 7 hexagon"], {"colour": "red"}, True])
def test_a_card_must_be_a_string(value):
    with pytest.raises(RulesError):
        parse(value)


def test_the_deck_has_90_numbered_cards_and_16_special_kinds():
    cards = numbered_deck()
    assert len(set(cards)) == 90 and all(parse(str(c)) == c for c in cards)
    kinds = special_kinds()
    assert len(set(kinds)) == 16 and all(parse(str(c)) == c for c in kinds)
