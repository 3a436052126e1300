"""Prism's scoring: a bid met exactly scores 10 plus the tricks taken; a bid missed costs 2
points a trick off (`PENALTY`, the default), or, as a house rule, scores the tricks taken
(`TRICKS`). A trick taken double counts 2 tricks.

>>> score(2, 2).points, score(1, 3).points, score(1, 3, TRICKS).points, score(0, 0).points
(12, -4, 3, 10)
>>> str(score(1, 3).said)
'Bid 1, took 3: missed by 2, so -4.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.message import msg

PENALTY, TRICKS = "penalty", "tricks"  # what a missed bid scores (the `miss` option)
MISSES = (PENALTY, TRICKS)
BONUS = 10  # a bid met exactly: 10 plus the tricks


@dataclass(frozen=True, slots=True)
class Score:
    points: int
    said: Any  # why, as a message


def score(bid: int, tricks: int, miss: str = PENALTY) -> Score:
    """The points of one seat's round: its bid against the tricks it took."""
    if bid == tricks:
        points = BONUS + tricks
        return Score(points, msg("Bid {bid}, took {tricks}: met, so {points}.", bid=bid,
                                 tricks=tricks, points=points))
    off = abs(bid - tricks)
    if miss == TRICKS:
        return Score(tricks, msg("Bid {bid}, took {tricks}: missed, so the tricks: {points}.",
                                 bid=bid, tricks=tricks, points=tricks))
    return Score(-2 * off, msg("Bid {bid}, took {tricks}: missed by {off}, so {points}.",
                               bid=bid, tricks=tricks, off=off, points=-2 * off))
