"""The shedding game (RULES.md Game C, game id `shedding`). The judge (`answer`) and the
scorekeeping rules (`SCORESHEET`); modules per concept: cards, legality, scoring, setup,
scoresheet, judge. Kept lean: the judge starts in under 150 ms.
"""

from rules.common.lazy import lazy_game

answer, __getattr__ = lazy_game(__name__)
