"""House rules of a game, in words, for the screens that show a game's options.

6th Sense: what a 6/9 card met at 9 scores (9 by default, 6 as some tables read the EN and NL
sheets). Nomination whist: the hook and the zero-bid streak (both played by default).
"""

from __future__ import annotations

from typing import Any, Mapping

from scorepad.words import N_, tr

HOOK = N_("hook")
NO_HOOK = N_("no hook")
ZERO_LIMIT = N_("zero at most 3 rounds in a row")
ZERO_ANY = N_("zero any number of rounds")


def house_rules(game: str, options: Mapping[str, Any] | None,
                only_changed: bool = False) -> tuple[str, ...]:
    """One short phrase per house rule of the game (`only_changed`: those off the default).

    >>> house_rules("sixth-sense", {"six_at_nine": 6})
    ('a 6/9 card met at 9 scores 6',)
    >>> house_rules("nomination-whist", {"hook": False}, only_changed=True)
    ('no hook',)
    """
    opts = options or {}
    out: list[tuple[str, bool]] = []
    if game == "sixth-sense":
        six = opts.get("six_at_nine") or 9
        out.append((tr("a 6/9 card met at 9 scores {points}", points=six), six != 9))
    elif game == "nomination-whist":
        hook = opts.get("hook") is not False
        zero = opts.get("zero_streak") is not False
        out.append((tr(HOOK) if hook else tr(NO_HOOK), not hook))
        out.append((tr(ZERO_LIMIT) if zero else tr(ZERO_ANY), not zero))
    return tuple(text for text, changed in out if changed or not only_changed)


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

