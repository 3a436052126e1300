"""Nomination whist (RULES.md Game B, game id `nomination-whist`): the standard-deck bidding
game. The judge (`answer`) and the scorekeeping rules (`SCORESHEET`); modules per concept:
cards, trick, round, bidding, scoring, setup, scoresheet, judge. Kept lean: the judge starts
in under 150 ms, so nothing heavy is imported here.
"""

from rules.common.lazy import lazy_game

answer, __getattr__ = lazy_game(__name__)
