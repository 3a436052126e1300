"""Cards of nomination whist: rank then suit, T for 10 on input, case-insensitive."""

import pytest

from rules.errors import RulesError
from rules.whist.cards import Card, deck, parse_trump


@pytest.mark.parametrize("text,canonical", [
    ("AS", "AS"), ("10H", "10H"), ("TH", "10H"), ("th", "10H"), ("qd", "QD"), ("2C", "2C"),
    (" 10 h ", "10H"), ("kS", "KS"), ("jc", "JC"),
])
def test_a_card_parses_to_its_canonical_form(text, canonical):
    assert str(Card.parse(text)) == canonical


def test_ace_is_high_and_ten_is_between_nine_and_jack():
    assert Card.parse("AS").rank == 14 > Card.parse("KS").rank
    assert Card.parse("9S").rank < Card.parse("10S").rank < Card.parse("JS").rank


@pytest.mark.parametrize("text", ["1S", "11H", "ZS", "AX", "A", "", "10", "AS S", "0H", "JOKER"])
def test_a_card_that_does_not_exist_is_an_error_quoting_it(text):
    with pytest.raises(RulesError) as info:
        Card.parse(text, "plays[1]")
    assert repr(text) in info.value.message and info.value.at == "plays[1]"


@pytest.mark.parametrize("value", [7, None, ["AS"], {"card": "AS"}, True])
def test_a_card_must_be_a_string(value):
    with pytest.raises(RulesError):
        Card.parse(value)


def test_the_deck_has_52_distinct_cards_that_round_trip():
    cards = deck()
    assert len(set(cards)) == 52
    assert all(Card.parse(str(c)) == c for c in cards)
    assert all(Card.parse(str(c).lower()) == c for c in cards)


def test_trump_is_a_suit_letter_or_none():
    assert parse_trump("s") == "S" and parse_trump("H") == "H" and parse_trump(None) is None
    for bad in ("spades", "X", "", 3):
        with pytest.raises(RulesError):
            parse_trump(bad)
