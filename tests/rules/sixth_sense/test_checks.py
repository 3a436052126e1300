"""Checks a scorekeeper can make from round totals (RULES.md)."""

from rules.sixth_sense.checks import check_totals, max_doubles, max_voids, sum_problem


def test_the_sum_message_of_the_brief():
    assert str(sum_problem(13, 0, 1, 13)) == ("13 tricks were played and 1 was taken double, so the "
                                         "counts must add up to 14; they add up to 13.")
    assert sum_problem(13, 0, 1, 14) is None
    assert "1 was void" in str(sum_problem(14, 1, 0, 14))


def test_doubles_are_bounded_by_the_12s_in_play():
    assert max_doubles(4) == 5
    assert max_doubles(2) == 4  # one colour removed
    assert max_doubles(4, [12, 3, 12, 0]) == 3  # two 12s are prediction cards


def test_voids_only_with_two_players_bounded_by_the_0s():
    assert max_voids(4) == 0
    assert max_voids(2) == 4
    assert max_voids(2, [0, 5]) == 3


def test_a_sum_above_the_tricks_asks_for_doubles():
    result = check_totals(players=4, tricks_played=13, taken=[4, 5, 3, 3])
    assert result.possible and result.doubles_needed == 2 and result.voids_needed == 0
    assert "2 double tricks" in result.explanation


def test_a_sum_that_needs_more_doubles_than_12s_is_impossible():
    result = check_totals(players=4, tricks_played=13, taken=[10, 5, 3, 3])
    assert not result.possible
    assert result.doubles_needed == 8


def test_a_sum_below_the_tricks_needs_voids_and_only_two_players_have_them():
    assert not check_totals(players=3, tricks_played=13, taken=[4, 5, 3]).possible
    two = check_totals(players=2, tricks_played=14, taken=[6, 6])
    assert two.possible and two.voids_needed == 2
    assert not check_totals(players=2, tricks_played=14, taken=[6, 3]).possible


def test_given_doubles_and_voids_must_match_exactly():
    assert check_totals(players=2, tricks_played=14, taken=[7, 7], doubles=1, voids=1).possible
    wrong = check_totals(players=4, tricks_played=13, taken=[4, 3, 3, 3], doubles=1)
    assert not wrong.possible and "must add up to 14" in wrong.explanation
    assert not check_totals(players=4, tricks_played=13, taken=[4, 3, 3, 3], voids=1).possible
    assert not check_totals(players=4, tricks_played=13, taken=[4, 3, 3, 9], doubles=6).possible


def test_a_sum_equal_to_the_tricks_is_fine():
    result = check_totals(players=5, tricks_played=12, taken=[3, 3, 3, 3, 0])
    assert result.possible and result.doubles_needed == result.voids_needed == 0
