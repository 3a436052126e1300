"""The house rules the judge heeds (`JudgeForm.house`: keys of the game's options, described by
its sheet's `OptionSpec`s, rules.options), as the judge screen offers them; this module knows
no game.

Standalone, the table chooses them (`Table.with_house`: the rule sheet's by default); attached
to a game they are the game's, shown and not changed. A choice is kept as the option values off
the default (`Table.house`) and given to the engine as the game's round settings
(`JudgeForm.settings`), so every answer heeds it and its explanation names the rule.

A changed house rule judges again what is entered (`JudgeState.set_house`): the cards played are what
they are, only their reading changes (a change of game clears the trick instead: its cards are
not cards of the other game). A change the entered round refuses (a second block when the round
allows one) is said and not made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.options import CHOICE, OptionSpec
from scorepad.services.judge import rulings as judging
from scorepad.state.options_text import option_specs
from scorepad.words import say, tr

#: the house rules in force, off the rule sheet's: (option key, value), in the sheet's order
House = tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class HouseRule:
    """One house rule as the screen offers it: the engine's option spec and its value now."""

    spec: OptionSpec
    value: Any

    @property
    def key(self) -> str:
        return self.spec.key

    @property
    def changed(self) -> bool:
        return self.value != self.spec.default

    @property
    def title(self) -> str:
        return say(self.spec.label)


def specs(game: str, players: int) -> tuple[OptionSpec, ...]:
    """The game's house rules the judge heeds with this many players (a choice each)."""
    keys = judging.form(game).house
    return tuple(s for s in option_specs(game)
                 if s.key in keys and s.kind == CHOICE and s.exists_with({}, players))


def rules_of(game: str, players: int, house: House) -> tuple[HouseRule, ...]:
    chosen = dict(house)
    return tuple(HouseRule(s, chosen.get(s.key, s.default)) for s in specs(game, players))


def fitted(game: str, players: int, house: House | dict) -> House:
    """The values off the default of the game's house rules with this many players (any other
    key or value is left out), in the sheet's order."""
    given = dict(house)
    return tuple((s.key, given[s.key]) for s in specs(game, players)
                 if s.key in given and given[s.key] != s.default
                 and any(p.value == given[s.key] for p in s.picks))


def settings_of(game: str, house: House) -> dict | None:
    """The round settings the engine judges these house rules with (None: the rule sheet's)."""
    return judging.form(game).settings(dict(house)).get("round") if house else None


def with_value(game: str, players: int, house: House, key: str, value: Any) -> House:
    """The house rules with `key` set to `value`; a key or value the game does not offer is
    refused (`ValueError`, the sentence said)."""
    spec = next((s for s in specs(game, players) if s.key == key), None)
    if spec is None or not any(p.value == value for p in spec.picks):
        raise ValueError(tr("That is not a house rule the judge offers for this game."))
    return fitted(game, players, {**dict(house), key: value})


def line(rules: tuple[HouseRule, ...]) -> str:
    """What the house rules in force are, in a line: the rule sheet's, or each changed one
    (the sheet's phrase of it, `OptionSpec.house`)."""
    changed = [say(r.spec.house(r.value)) for r in rules
               if r.changed and r.spec.house is not None and r.spec.house(r.value) is not None]
    if not changed:
        return tr("The rule sheet's rules (no house rule)")
    if len(changed) == 1:
        return tr("House rule: {rule}", rule=changed[0])
    return tr("House rules: {rules}", rules="; ".join(changed))
