"""Scoring of nomination whist (RULES.md Game B; sheet `002_...`).

"If they have won the amount they said they would they get ten points plus the number of
tricks. So, if they said they would get two and they did they would get twelve points. If you
did not get the number you called you just get a point for every trick you did get."
Scores are kept as a running total; the most points at the end of all rounds wins (equal
totals share the win).
"""

from __future__ import annotations

MADE_BID_BONUS = 10
POINTS_PER_TRICK = 1


def points(bid: int, tricks: int) -> int:
    """Points for one seat: 10 + tricks when the bid is met, else one per trick.

    >>> points(2, 2), points(0, 0), points(3, 1)
    (12, 10, 1)
    """
    return tricks * POINTS_PER_TRICK + (MADE_BID_BONUS if bid == tricks else 0)


def explain(bid: int, tricks: int) -> str:
    score = points(bid, tricks)
    t = "trick" if tricks == 1 else "tricks"
    if bid == tricks:
        return (f"The bid of {bid} was met with {tricks} {t}: {MADE_BID_BONUS} for meeting it "
                f"plus {tricks}, {score} points.")
    return (f"The bid of {bid} was missed ({tricks} {t} taken): one point per trick, "
            f"{score} point{'' if score == 1 else 's'}.")
