"""What the judge screen's parts share: a card word as a chip shows it, and the hook for the
link to the Rules screen."""

from __future__ import annotations

from typing import Callable

import flet as ft

from scorepad.services import judging

word = judging.word


def cap(text: str) -> str:
    """A word as a chip shows it: its first letter a capital ("red" -> "Red")."""
    return text[:1].upper() + text[1:]


def rule_hook(rule: str | None, on_open: Callable[[str], object] | None) -> ft.Control | None:
    """The link `judge-rule-link` to the Rules screen's section `rule` (a rules id from
    rules/rulebook.py, the one the judge's explanation rests on); `on_open` opens it
    (`AppState.open_rule`). Nothing when the explanation rests on no rule."""
    if not rule or on_open is None:
        return None
    try:
        from scorepad.ui.rules import rule_link
    except ImportError:  # a build without the Rules screen
        return None
    return rule_link("judge-rule-link", rule, on_open)
