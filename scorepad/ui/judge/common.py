"""What the judge screen's parts share: a word as a chip shows it, a card face and a chip in the
paint the game gives its colour or suit (`rules.paint.Paint`, the form's `paint`; the theme's
plain colours where it gives none), and the hook for the link to the Rules screen."""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

#: a card face the game gives no paint: grey with white text
PLAIN_FACE = ("#888888", "#FFFFFF")


def face_colours(paint: Any) -> tuple[str, str]:
    """(background, text) of a played card's face in its paint (`rules.paint.Paint`)."""
    if paint is None:
        return PLAIN_FACE
    return paint.background, paint.text


def cap(text: str) -> str:
    """A word as a chip shows it: its first letter a capital."""
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
