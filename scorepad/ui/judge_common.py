"""What the judge screen's parts share: a card word as a chip shows it, and the hook for the
link to the Rules screen."""

from __future__ import annotations

import flet as ft

from scorepad.services import judging

word = judging.word


def cap(text: str) -> str:
    """A word as a chip shows it: its first letter a capital ("red" -> "Red")."""
    return text[:1].upper() + text[1:]


def rule_hook(rule: str | None) -> ft.Control | None:
    """THE HOOK for the link `judge-rule-link` to the Rules screen's section `rule` (a rules
    id from rules/rulebook.py). The Rules screen (scorepad/ui/rules.py) adds its `rule_link`
    helper; until then nothing is shown."""
    if not rule:
        return None
    try:
        from scorepad.ui.rules import rule_link  # type: ignore[import-not-found]
    except ImportError:  # the Rules screen is not there yet
        return None
    try:
        return rule_link(rule, ident="judge-rule-link")
    except TypeError:  # a helper that takes the rule only
        return rule_link(rule)
