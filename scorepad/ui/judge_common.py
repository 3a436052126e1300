"""What the judge screen's parts share: a word as a chip shows it, the faces of the cards, and
the hook for the link to the Rules screen."""

from __future__ import annotations

from typing import Callable

import flet as ft

from scorepad.ui.theme import CARD_COLOURS

#: a played card's face, by the colour (or suit letter) the card is written with: background
#: and text colour. Suits are drawn in their printed red or black (the suit symbols are not in
#: the app's font offline: such a card shows as written, "QH"); anything else is grey.
FACES: dict[str, tuple[str, str]] = {
    **CARD_COLOURS, "gold": ("#B8860B", "#FFFFFF"),
    "S": ("#222222", "#FFFFFF"), "C": ("#222222", "#FFFFFF"),
    "H": ("#C62828", "#FFFFFF"), "D": ("#C62828", "#FFFFFF"),
}
PLAIN_FACE = ("#888888", "#FFFFFF")


def face_colours(colour: str | None) -> tuple[str, str]:
    return FACES.get(colour or "", PLAIN_FACE)


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
