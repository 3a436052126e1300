"""Prism's options: the colour taken out (2 players only, required then, painted chips) and two
house rules, what a missed bid scores and what a met bid scores on top of its tricks (readings a
what-if may try).

A house rule is declared once, here: its `OptionSpec` (with `house=`, its words) and its field
of `PrismOptions`, named as the keyword of `scoring.score` that applies it. New game, the
house-rules line, the what-if, the judge's settings and its JSON request all read `SPECS`
(`PrismOptions.house`, `HOUSE`), so a new one touches this module and scoring.py only
(docs/ARCHITECTURE.md "Where a change goes").

>>> o = PrismOptions.parse(2, {"removed": "jade"})
>>> o.removed, o.miss, o.to_dict()
('jade', 'penalty', {'removed': 'jade', 'miss': 'penalty', 'bonus': 10})
>>> o.house
{'miss': 'penalty', 'bonus': 10}
>>> PrismOptions.parse(3, {"bonus": 7})
Traceback (most recent call last):
rules.errors.RulesError: the house rule 'bonus' is one of 10, 5, not 7
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
from tests.games.prism.scoring import BONUS, BONUSES, PENALTY, TRICKS
from tests.games.prism.trick import check_table


def _colour_pick(colour: str) -> Pick:
    """A colour as a choice of the new-game screen, painted as its cards are."""
    return Pick(colour, colour, term(colour.capitalize()),
                msg("Take out {colour}", colour=TERMS[colour]), PAINT[colour])


def _miss_said(value: Any) -> Any:
    return (msg("a missed bid scores its tricks") if value == TRICKS
            else msg("a missed bid costs 2 a trick off"))


def _bonus_said(value: Any) -> Any:
    return msg("a bid met scores {bonus} plus its tricks", bonus=value)


SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("removed", CHOICE, None, "removed", label=term("2 players: the colour taken out"),
               players=(REMOVABLE,), required=True, painted=True,
               picks=tuple(_colour_pick(c) for c in COLOURS),
               refusal=N_("With 2 players, choose the colour taken out of the deck."),
               pending=msg("colour taken out: not chosen yet"),
               said=lambda v: msg("{colour} taken out", colour=TERMS[v]) if v in TERMS
               else None),
    # the house rules: each the keyword of `scoring.score` that applies it
    OptionSpec("miss", CHOICE, PENALTY, "prism-miss", label=term("House rule: a missed bid"),
               picks=(Pick(PENALTY, PENALTY, term("costs 2 a trick off")),
                      Pick(TRICKS, TRICKS, term("scores its tricks"))),
               said=_miss_said, house=_miss_said, what_if=_miss_said),
    OptionSpec("bonus", CHOICE, BONUS, "prism-bonus", label=term("House rule: a bid met"),
               picks=tuple(Pick(b, str(b), msg("{bonus} plus its tricks", bonus=b))
                           for b in BONUSES),
               said=_bonus_said, house=_bonus_said, what_if=_bonus_said),
)
KEYS = tuple(s.key for s in SPECS)  # stored order: the fields of `PrismOptions`
HOUSE = tuple(s for s in SPECS if s.house is not None)  # the house rules


@dataclass(frozen=True, slots=True, eq=False)
class PrismOptions(GameOptions):
    removed: str | None = None  # a colour, 2 players only
    miss: str = PENALTY
    bonus: int = BONUS

    SPECS = SPECS

    @property
    def house(self) -> dict[str, Any]:
        """The house rules' values, as `scoring.score` takes them (keywords) and the judge's
        round settings carry them."""
        return {s.key: getattr(self, s.key) for s in HOUSE}

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
        return cls(removed, **house_of(given))


def house_of(given: Mapping[str, Any], at: str = "") -> dict[str, Any]:
    """The house rules in `given` (a key left out or null: its default), each checked against
    its spec's choices; a value not among them is a `RulesError` at its key."""
    out = {}
    for spec in HOUSE:
        value = given.get(spec.key)
        value = spec.default if value is None else value
        if not spec.allows(value):
            raise RulesError(msg("the house rule {key} is one of {values}, not {got}",
                                 key=repr(spec.key), got=repr(value),
                                 values=", ".join(str(p.value) for p in spec.picks)),
                             at + spec.key)
        out[spec.key] = value
    return out
