"""Bidding: the hook on the dealer, who chooses trump, and at most three zero bids in a row."""

import pytest

from rules.whist.bidding import (allowed_last_bids, bidding_order, forbidden_last_bids,
                                 hook_breached, may_bid_zero, trump_chooser, zero_bid_streaks,
                                 zero_bid_violations)


def test_bidding_starts_left_of_the_dealer_and_the_dealer_bids_last():
    assert bidding_order(0, 4) == [1, 2, 3, 0]
    assert bidding_order(2, 3) == [0, 1, 2]


@pytest.mark.parametrize("hand,earlier,forbidden", [
    (7, [2, 1, 3], {1}),     # 2 + 1 + 3 + 1 = 7
    (7, [0, 0, 0], {7}),
    (3, [2, 2], set()),      # already over: any bid is fine
    (1, [0], {1}),
    (1, [1], {0}),
    (5, [5, 0, 0], {0}),
])
def test_the_dealer_may_not_make_the_bids_add_up_to_the_hand_size(hand, earlier, forbidden):
    assert forbidden_last_bids(hand, earlier) == forbidden
    assert set(allowed_last_bids(hand, earlier)) == set(range(hand + 1)) - forbidden
    for bid in range(hand + 1):
        assert hook_breached(earlier + [bid], hand) == (bid in forbidden)


@pytest.mark.parametrize("bids,dealer,hand,chooser", [
    ([2, 3, 1, 0], 0, 7, 1),
    ([3, 3, 1, 0], 3, 7, 0),     # equal highest: seat 0 bids first (left of dealer 3)
    ([3, 3, 1, 0], 0, 7, 1),     # equal highest: seat 1 bids before seat 0 (the dealer)
    ([2, 3, 3, 1], 1, 5, 2),     # order 2, 3, 0, 1
    ([0, 0], 1, 4, 0),           # all zero: the first bidder
    ([1, 0, 0], 0, 1, None),     # 1-card round: a turned card decides
])
def test_the_highest_bidder_chooses_trump_first_in_bidding_order_on_a_tie(bids, dealer, hand,
                                                                         chooser):
    assert trump_chooser(bids, dealer, hand) == chooser


def test_zero_may_be_bid_at_most_three_rounds_in_a_row():
    history = [[0, 1], [0, 0], [0, 2]]
    assert zero_bid_streaks(history, 2) == [3, 0]
    assert may_bid_zero(history, 0, 2) is False
    assert may_bid_zero(history, 1, 2) is True
    assert zero_bid_violations(history + [[0, 1]], 2) == [(3, 0)]
    assert zero_bid_violations(history + [[1, 0]], 2) == []
    # a non-zero bid resets the streak
    assert zero_bid_violations([[0], [0], [0], [1], [0], [0], [0]], 1) == []
    assert zero_bid_violations([[0], [0], [0], [0], [0]], 1) == [(3, 0), (4, 0)]
