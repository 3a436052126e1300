"""A game's options in words, and one date format: what New game's summary, Home and History
say about a game, so two games with the same players can be told apart.

The phrases come from the game's sheet (`ScoreSheet.option_specs`, rules.options): this module
knows no game.

>>> describe("a-game-without-a-sheet", {"house_rule": 3, "off": False})
['house rule: 3']
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.options import OptionSpec, holds, values_of
from scorepad import words
from scorepad.words import phrase, tr

def when(dt: datetime | None) -> str:
    """A game's date as the app shows it everywhere, in the machine's local time:
    "Mon 23 Nov 2026, 14:05" (in the session's language: `scorepad.words.when`)."""
    if dt is None:
        return ""
    if dt.tzinfo is None:  # stored in UTC without an offset (SQLite)
        dt = dt.replace(tzinfo=timezone.utc)
    return words.when(dt.astimezone())


def option_specs(game: str) -> tuple[OptionSpec, ...]:
    """The options a game's sheet describes (none for a game without a sheet)."""
    from rules import registry

    try:
        return tuple(getattr(registry.scoresheet(game), "option_specs", ()))
    except (RulesError, ImportError, AttributeError):  # an unknown game, or one whose sheet
        # is not written yet (a package without its SCORESHEET)
        return ()


def describe_with(specs: Sequence[OptionSpec], options: Mapping[str, Any] | None, *,
                  full: bool = False) -> list[str]:
    """The options as short phrases, in the specs' order: the main ones always, the others
    when they differ from their default (or, when `full`, every option that applies, on or
    off: New game's summary); a key no spec knows is said as it is."""
    given = dict(options or {})
    values = values_of(specs, given)
    out = []
    for spec in specs:
        if spec.said is None or not spec.shown_with(values):
            continue
        value = given.get(spec.key, values[spec.key])
        said = spec.said(value)
        if said is None:
            continue
        if spec.main or values[spec.key] != spec.default or (full and holds(spec.full, values)):
            out.append(phrase(said))
    known = {s.key for s in specs}
    for key in sorted(set(given) - known):  # an option added later still shows
        value = given[key]
        if value not in (None, False, ""):
            out.append(tr("{option}: {value}", option=key.replace('_', ' '), value=str(value)))
    return out


def describe(game: str, options: Mapping[str, Any] | None, *, full: bool = False) -> list[str]:
    """The options of a game as short phrases (`describe_with` the game's specs)."""
    return describe_with(option_specs(game), options, full=full)


def line(game: str, options: Mapping[str, Any] | None) -> str:
    """The game's title and its options as one line ("{game} · {options}"), in the table's
    language; the title alone when the options are the game's defaults."""
    said = describe(game, options)
    title = words.game_title(game)  # the game's name in the table's language ("Der 6. Sinn")
    return tr("{game} · {options}", game=title, options=", ".join(said)) if said else title
