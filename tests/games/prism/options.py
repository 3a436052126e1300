"""Prism's options: the colour taken out (2 players only, required then, painted chips) and a
house rule, what a missed bid scores (a reading a what-if may try).

>>> o = PrismOptions.parse(2, {"removed": "jade"})
>>> o.removed, o.miss, o.to_dict()
('jade', 'penalty', {'removed': 'jade', 'miss': 'penalty'})
>>> PrismOptions.parse(2, {})
Traceback (most recent call last):
rules.errors.RulesError: a 2-player game of Prism takes one colour out: say which (cobalt, saffron, jade, garnet)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from rules.common.sheet import check_option_keys
from rules.errors import RulesError
from rules.message import msg, term
from rules.options import CHOICE, N_, GameOptions, OptionSpec, Pick
from tests.games.prism.cards import COLOURS, PAINT, REMOVABLE, TERMS, colour_of
from tests.games.prism.scoring import MISSES, PENALTY, TRICKS
from tests.games.prism.trick import check_table

KEYS = ("removed", "miss")


def _colour_pick(colour: str) -> Pick:
    """A colour as a choice of the new-game screen, painted as its cards are."""
    return Pick(colour, colour, term(colour.capitalize()),
                msg("Take out {colour}", colour=TERMS[colour]), PAINT[colour])


def _miss_said(value: Any) -> Any:
    return (msg("a missed bid scores its tricks") if value == TRICKS
            else msg("a missed bid costs 2 a trick off"))


SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("removed", CHOICE, None, "removed", label=term("2 players: the colour taken out"),
               players=(REMOVABLE,), required=True, painted=True,
               picks=tuple(_colour_pick(c) for c in COLOURS),
               refusal=N_("With 2 players, choose the colour taken out of the deck."),
               pending=msg("colour taken out: not chosen yet"),
               said=lambda v: msg("{colour} taken out", colour=TERMS[v]) if v in TERMS
               else None),
    OptionSpec("miss", CHOICE, PENALTY, "prism-miss", label=term("House rule: a missed bid"),
               picks=(Pick(PENALTY, PENALTY, term("costs 2 a trick off")),
                      Pick(TRICKS, TRICKS, term("scores its tricks"))),
               said=_miss_said, house=_miss_said, what_if=_miss_said),
)


@dataclass(frozen=True, slots=True, eq=False)
class PrismOptions(GameOptions):
    removed: str | None = None  # a colour, 2 players only
    miss: str = PENALTY

    SPECS = SPECS

    @classmethod
    def parse(cls, players: int, options: Mapping[str, Any] | None = None) -> "PrismOptions":
        check_table(players, None, None)
        given = dict(options or {})
        check_option_keys(given, KEYS, term("Prism"))
        removed = given.get("removed")
        if players == REMOVABLE:
            if removed is None:
                raise RulesError(msg("a 2-player game of Prism takes one colour out: say which "
                                     "({colours})", colours=", ".join(COLOURS)), "removed")
            colour_of(removed, "removed")
        elif removed is not None:
            raise RulesError(msg("only a 2-player game of Prism takes a colour out"), "removed")
        miss = given.get("miss") or PENALTY
        if miss not in MISSES:
            raise RulesError(msg("a missed bid scores 'penalty' or 'tricks', not {got}",
                                 got=repr(miss)), "miss")
        return cls(removed, miss)
