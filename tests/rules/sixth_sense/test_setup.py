"""Set-up per player count, dealer rotation and the end of the game."""

import pytest

from rules.errors import RulesError
from rules.sixth_sense.setup import SetUp, Variants, dealer_of, first_leader, is_over, winners


@pytest.mark.parametrize("players, rounds, cards, tricks", [
    (2, 6, 15, 14), (3, 6, 14, 13), (4, 4, 14, 13), (5, 5, 13, 12), (6, 6, 11, 10)])
def test_the_set_up_table(players, rounds, cards, tricks):
    assert SetUp.of(players) == SetUp(players, rounds, cards, tricks)


@pytest.mark.parametrize("players", [0, 1, 7, -2, True, 4.0, "4", None])
def test_unsupported_player_counts_are_errors(players):
    with pytest.raises(RulesError):
        SetUp.of(players)


def test_the_dealer_moves_left_and_the_player_left_of_the_dealer_leads():
    assert [dealer_of(k, 2, 4) for k in range(6)] == [2, 3, 0, 1, 2, 3]
    assert first_leader(3, 4) == 0


def test_fixed_rounds_end_after_the_table():
    assert not is_over(players=4, rounds_played=3, totals=[1, 2, 3, 4])
    assert is_over(players=4, rounds_played=4, totals=[1, 2, 3, 4])


def test_target_score_ends_when_someone_reaches_it_at_the_end_of_a_round():
    assert not is_over(players=4, rounds_played=9, totals=[10, 20, 29, 4], target=30)
    assert is_over(players=4, rounds_played=9, totals=[10, 20, 30, 4], target=30)
    assert not is_over(players=4, rounds_played=0, totals=[0, 0, 0, 0], target=0)


def test_highest_total_wins_and_ties_share():
    assert winners([3, 9, 9, -2]) == (1, 2)
    assert winners([-3, -1]) == (1,)


def test_variants_are_data():
    v = Variants.from_options({"scoring": "novice", "ending": "target", "target": 50,
                               "late_trump": True, "removed": None})
    assert (v.scoring, v.target, v.late_trump, v.has_trump) == ("novice", 50, True, False)
    assert Variants.from_options({"ending": "rounds", "target": None}).target is None
    assert Variants().trump_before_predictions and not Variants(late_trump=True).trump_before_predictions
