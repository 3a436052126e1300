"""Cards: 70 of them, no 9, written as GAMES.md says."""

import pytest

from rules.errors import RulesError
from rules.sixth_sense.cards import COLOURS, DECK, VALUES, Card, Colour


def test_the_deck_has_70_cards_five_colours_fourteen_values_and_no_9():
    assert len(DECK) == 70 == len(set(DECK))
    assert len(COLOURS) == 5
    assert VALUES == (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14)
    assert all(card.value != 9 for card in DECK)


@pytest.mark.parametrize("text, canonical", [
    ("Blue  X", "blue 0"),
    ("blue 10", "blue 10"),
    ("  YELLOW   14 ", "yellow 14"),
    ("red x", "red 0"),
    ("Purple 6", "purple 6"),
    ("green\t3", "green 3"),
])
def test_cards_parse_case_insensitively_with_extra_spaces_and_print_canonically(text, canonical):
    card = Card.parse(text)
    assert str(card) == canonical
    assert Card.parse(str(card)) is card
    assert eval(repr(card)) is card  # the repr pastes back


@pytest.mark.parametrize("text, words", [
    ("blue 9", "there is no 9: the 6 stands in for it"),
    ("orange 3", "'orange' is not a colour"),
    ("blue 15", "'15' is not a value"),
    ("blue", "a colour and a value"),
    ("", "a colour and a value"),
    ("blue 1 2", "a colour and a value"),
])
def test_a_bad_card_is_refused_with_a_message_quoting_the_input(text, words):
    with pytest.raises(RulesError) as err:
        Card.parse(text, at="plays[1]")
    assert words in err.value.message
    assert repr(text) in err.value.message
    assert err.value.at == "plays[1]"


@pytest.mark.parametrize("value", [None, 3, ["blue", 3], {"card": "blue 3"}])
def test_a_card_that_is_not_a_string_is_refused(value):
    with pytest.raises(RulesError, match="not a card"):
        Card.parse(value)


def test_card_index_is_a_compact_key():
    assert sorted(card.index for card in DECK) == list(range(70))


def test_colours_parse_by_name():
    assert Colour.parse(" Blue ") is Colour.BLUE
    with pytest.raises(RulesError, match="the colours are blue, green, purple, red, yellow"):
        Colour.parse("black")
