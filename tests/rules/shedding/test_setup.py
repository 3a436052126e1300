"""Set-up of the shedding game: 7 cards each, 2 to 6 players (our decision; the sheet is silent)."""

import pytest

from rules.errors import RulesError
from rules.shedding.setup import setup


@pytest.mark.parametrize("players,pile", [(2, 95), (3, 88), (4, 81), (6, 67)])
def test_seven_cards_each_and_the_rest_is_the_draw_pile(players, pile):
    assert setup(players) == {"cards": 7, "draw_pile": pile}


@pytest.mark.parametrize("players", [0, 1, 7, 20])
def test_an_unsupported_player_count_is_an_error(players):
    with pytest.raises(RulesError) as info:
        setup(players)
    assert info.value.at == "players"
