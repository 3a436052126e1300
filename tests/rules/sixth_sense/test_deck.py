"""Deck in play: 2 players remove a colour."""

import pytest

from rules.errors import RulesError
from rules.sixth_sense.cards import Colour
from rules.sixth_sense.deck import check_removed, colours_in_play, copies_in_play, deck


def test_two_players_remove_a_whole_colour():
    cards = deck(Colour.RED)
    assert len(cards) == 56
    assert all(c.colour is not Colour.RED for c in cards)
    assert Colour.RED not in colours_in_play(Colour.RED)
    assert len(deck()) == 70


def test_copies_of_a_value_in_play():
    assert copies_in_play(2) == 4
    assert copies_in_play(5) == 5


def test_removing_a_colour_with_more_than_two_players_is_an_error():
    with pytest.raises(RulesError, match="only a 2-player game removes a colour"):
        check_removed(3, Colour.RED, None)


def test_the_removed_colour_cannot_be_trump():
    with pytest.raises(RulesError, match="both trump and the removed colour"):
        check_removed(2, Colour.RED, Colour.RED)
    check_removed(2, Colour.RED, Colour.BLUE)  # fine
    check_removed(2, None, Colour.BLUE)
