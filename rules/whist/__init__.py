"""Nomination whist (RULES.md Game B, game id `nomination-whist`): the standard-deck bidding
game. The judge (`answer`) and the scorekeeping rules (`SCORESHEET`); modules per concept:
cards, trick, round, bidding, scoring, setup, scoresheet, judge. Kept lean: the judge starts
in under 150 ms, so nothing heavy is imported here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from rules.request import Request


def answer(kind: str, request: "Request") -> dict:
    """The judge's answer (JUDGE.md); the judge module is imported on first use."""
    global answer
    from rules.whist.judge import answer
    return answer(kind, request)


def __getattr__(name: str):
    if name == "SCORESHEET":
        from rules.whist.scoresheet import SCORESHEET
        return SCORESHEET
    raise AttributeError(name)
