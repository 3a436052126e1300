"""Scoring of nomination whist (RULES.md Game B; sheet `002_...`).

"If they have won the amount they said they would they get ten points plus the number of
tricks. So, if they said they would get two and they did they would get twelve points. If you
did not get the number you called you just get a point for every trick you did get."
Scores are kept as a running total; the most points at the end of all rounds wins (equal
totals share the win).
"""

from __future__ import annotations

from rules.common.counts import points_said, tricks_said
from rules.message import Message, Text, msg, msg_n

_RULE = "nomination-whist-scoring"

MADE_BID_BONUS = 10
POINTS_PER_TRICK = 1


def points(bid: int, tricks: int) -> int:
    """Points for one seat: 10 + tricks when the bid is met, else one per trick.

    >>> points(2, 2), points(0, 0), points(3, 1)
    (12, 10, 1)
    """
    return tricks * POINTS_PER_TRICK + (MADE_BID_BONUS if bid == tricks else 0)


def explain(bid: int, tricks: int) -> Text:
    """Why these points: the judge's English, keeping the message as `.said`.

    >>> explain(3, 1)
    'The bid of 3 was missed (1 trick taken): one point per trick, 1 point.'
    """
    return str(explained(bid, tricks))  # type: ignore[return-value]


def explained(bid: int, tricks: int) -> Message:
    """Why these points, as a message (rules.message)."""
    score = points(bid, tricks)
    if bid == tricks:
        # the points a count of their own ("13 points"), not in the tricks' form
        return msg_n("The bid of {bid} was met with {n} trick: {bonus} for meeting it plus {n}, "
                     "{points}.",
                     "The bid of {bid} was met with {n} tricks: {bonus} for meeting it plus {n}, "
                     "{points}.",
                     n=tricks, bid=bid, bonus=MADE_BID_BONUS, points=points_said(score),
                     rule=_RULE)
    return msg("The bid of {bid} was missed ({taken} taken): one point per trick, {points}.",
               bid=bid, taken=tricks_said(tricks), points=points_said(score), rule=_RULE)
