"""Prism's scoring: a bid met exactly scores 10 plus the tricks taken (or, as a house rule, 5
plus the tricks: `bonus`); a bid missed costs 2 points a trick off (`PENALTY`, the default),
or, as a house rule, scores the tricks taken (`TRICKS`: `miss`). A trick taken double counts 2
tricks. Each house rule is a keyword of `score`, named as its option (options.py).

>>> score(2, 2).points, score(1, 3).points, score(1, 3, TRICKS).points, score(0, 0).points
(12, -4, 3, 10)
>>> score(2, 2, bonus=5).points
7
>>> str(score(1, 3).said)
'Bid 1, took 3: missed by 2, so -4.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.message import msg

PENALTY, TRICKS = "penalty", "tricks"  # what a missed bid scores (the `miss` option)
BONUS = 10  # a bid met exactly: 10 plus the tricks
BONUSES = (10, 5)  # the `bonus` option: what a met bid scores on top of its tricks


@dataclass(frozen=True, slots=True)
class Score:
    points: int
    said: Any  # why, as a message


def score(bid: int, tricks: int, miss: str = PENALTY, bonus: int = BONUS) -> Score:
    """The points of one seat's round: its bid against the tricks it took, under the house
    rules (`miss`, `bonus`: the options of the same names)."""
    if bid == tricks:
        points = bonus + tricks
        return Score(points, msg("Bid {bid}, took {tricks}: met, so {points}.", bid=bid,
                                 tricks=tricks, points=points))
    off = abs(bid - tricks)
    if miss == TRICKS:
        return Score(tricks, msg("Bid {bid}, took {tricks}: missed, so the tricks: {points}.",
                                 bid=bid, tricks=tricks, points=tricks))
    return Score(-2 * off, msg("Bid {bid}, took {tricks}: missed by {off}, so {points}.",
                               bid=bid, tricks=tricks, off=off, points=-2 * off))
