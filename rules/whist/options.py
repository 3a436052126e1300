"""Nomination whist options: the typed, frozen value, its parsing, and the specs a new-game
screen renders (rules.options).

- ``short``: bool, default false: play 7 down to 1 (7 rounds) instead of 7..1..7 (13 rounds);
- ``hook``, ``zero_streak``: house rules (`bidding.House`), bool, default true: the hook and
  "zero at most three rounds in a row"; a table that plays without one is not checked for it.
  A game stored before the house rules existed reads as their defaults.

>>> WhistOptions.parse(3, {"hook": False}).to_dict()
{'short': False, 'hook': False, 'zero_streak': True}
>>> WhistOptions.of({"short": True}).zero_streak   # stored before the house rules
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from rules.common.sheet import check_option_keys, flag
from rules.message import msg, term
from rules.options import SWITCH, GameOptions, OptionSpec
from rules.whist import bidding, setup

KEYS = ("short",) + bidding.HOUSE_KEYS  # stored order
_HOUSE_RULES = term("House rules")

SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("short", SWITCH, False, "short", label=term("Short game (7 down to 1)"),
               main=True,
               said=lambda v: msg("short game (7 down to 1)") if v
               else msg("full game (7 down to 1 and back to 7)")),
    OptionSpec("hook", SWITCH, True, "house-hook", group=_HOUSE_RULES,
               label=term("Hook: the bids may not add up to the hand size"),
               said=lambda v: msg("the hook (bids may not add up to the hand size)") if v
               else msg("house rule: no hook"),
               house=lambda v: msg("hook") if v else msg("no hook")),
    OptionSpec("zero_streak", SWITCH, True, "house-zero-streak", group=_HOUSE_RULES,
               label=term("Zero may be bid at most three rounds in a row"),
               said=lambda v: msg("zero bids at most three rounds in a row") if v
               else msg("house rule: no limit on zero bids in a row"),
               house=lambda v: msg("zero at most 3 rounds in a row") if v
               else msg("zero any number of rounds")),
)


@dataclass(frozen=True, slots=True, eq=False)
class WhistOptions(GameOptions):
    short: bool = False
    hook: bool = True
    zero_streak: bool = True

    SPECS = SPECS

    @property
    def house(self) -> bidding.House:
        return bidding.House(self.hook, self.zero_streak)

    @classmethod
    def parse(cls, players: int, options: Mapping[str, Any] | None = None) -> "WhistOptions":
        """Fill defaults and validate; raises `RulesError` naming the bad option."""
        setup.check_players(players)
        given = dict(options or {})
        check_option_keys(given, KEYS, term("nomination whist"))
        house = bidding.House.of(given)
        return cls(flag(given, "short"), house.hook, house.zero_streak)

    @classmethod
    def stored(cls, given: dict[str, Any]) -> "WhistOptions":
        return cls(bool(given.get("short")), given.get("hook") is not False,
                   given.get("zero_streak") is not False)
