"""House rules of a game, in words, for the screens that show a game's options.

The sheet says which options are house rules and how each reads (`OptionSpec.house`,
rules.options): this module knows no game.
"""

from __future__ import annotations

from typing import Any, Mapping

from rules.options import values_of
from scorepad.state.options_text import option_specs
from scorepad.words import say, tr


def house_rules(game: str, options: Mapping[str, Any] | None,
                only_changed: bool = False) -> tuple[str, ...]:
    """One short phrase per house rule of the game (`only_changed`: those off the default; a
    rule whose phrase is None at its default is named only when changed);
    a game stored before a house rule existed reads as its default (tests/scorepad/state/
    test_house.py shows each game's)."""
    specs = [s for s in option_specs(game) if s.house is not None]
    values = values_of(specs, options)
    said = (s.house(values[s.key]) for s in specs
            if values[s.key] != s.default or not only_changed)
    return tuple(say(words) for words in said if words is not None)  # None: nothing to say


def house_line(game: str, options: Mapping[str, Any] | None,
               only_changed: bool = False) -> str | None:
    """'House rules: ...' for a screen, None when there is nothing to say."""
    rules = house_rules(game, options, only_changed)
    if not rules:
        return None
    listed = "; ".join(rules)
    if len(rules) == 1:
        return tr("House rule: {rule}", rule=listed)
    return tr("House rules: {rules}", rules=listed)
