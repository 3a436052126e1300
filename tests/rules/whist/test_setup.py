"""Set-up: 2-4 players; hands 7..1..7 (13 rounds), short 7..1 (7 rounds); dealer moves left."""

import pytest

from rules.errors import RulesError
from rules.whist.setup import dealer, first_leader, hands, setup


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_full_game_is_thirteen_rounds_down_and_up(players):
    assert setup(players) == {"rounds": 13, "hands": [7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7]}


def test_the_short_game_plays_seven_down_to_one():
    assert setup(3, short=True) == {"rounds": 7, "hands": [7, 6, 5, 4, 3, 2, 1]}
    assert hands(short=True) == tuple(range(7, 0, -1))


@pytest.mark.parametrize("players", [0, 1, 5, 6, -1])
def test_an_unsupported_player_count_is_an_error(players):
    with pytest.raises(RulesError) as info:
        setup(players)
    assert info.value.at == "players" and str(players) in info.value.message


def test_the_dealer_moves_left_and_the_player_left_of_the_dealer_leads():
    assert [dealer(2, i, 3) for i in range(4)] == [2, 0, 1, 2]
    assert first_leader(3, 4) == 0 and first_leader(0, 2) == 1
