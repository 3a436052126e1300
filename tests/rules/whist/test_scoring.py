"""Scoring: bid met -> 10 + tricks; missed -> one point per trick."""

import pytest

from rules.whist.scoring import explain, points


@pytest.mark.parametrize("bid,tricks,expected", [
    (2, 2, 12), (0, 0, 10), (7, 7, 17), (3, 1, 1), (1, 3, 3), (0, 2, 2), (4, 0, 0),
])
def test_points_follow_the_sheet(bid, tricks, expected):
    assert points(bid, tricks) == expected


def test_the_explanation_says_met_or_missed():
    assert "met" in explain(2, 2) and "12" in explain(2, 2)
    assert "missed" in explain(3, 1) and "1 point" in explain(3, 1)
