"""The shedding game (RULES.md Game C, game id `shedding`). The judge (`answer`) and the
scorekeeping rules (`SCORESHEET`); modules per concept: cards, legality, scoring, setup,
scoresheet, judge. Kept lean: the judge starts in under 150 ms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from rules.request import Request


def answer(kind: str, request: "Request") -> dict:
    """The judge's answer (JUDGE.md); the judge module is imported on first use."""
    global answer
    from rules.shedding.judge import answer
    return answer(kind, request)


def __getattr__(name: str):
    if name == "SCORESHEET":
        from rules.shedding.scoresheet import SCORESHEET
        return SCORESHEET
    raise AttributeError(name)
