"""Colours and sizes: large targets and high contrast, readable in light and dark themes."""

from __future__ import annotations

import flet as ft

# points as the app writes them (the minus sign): one source, scorepad.words
from scorepad.words import MINUS, signed  # noqa: F401

TAP = 52  # px: every tap target is at least this tall (>= 48)
MAX_WIDTH = 640  # px: content column width on a laptop
GAP = 8
RADIUS = 12
TEXT = 18
SMALL = 15
BIG = 22

#: chart tooltips: the theme's inverse surface with its own text colour, so the text reads on
#: both themes (the charts' default, a line's colour on dark grey, did not: issue 9, item 18)
TOOLTIP_BG = ft.Colors.INVERSE_SURFACE
TOOLTIP_TEXT = ft.Colors.ON_INVERSE_SURFACE


def tooltip_style() -> ft.TextStyle:
    return ft.TextStyle(color=TOOLTIP_TEXT, size=14, weight=ft.FontWeight.W_600)


def page_themes(page: ft.Page) -> None:
    seed = ft.Colors.INDIGO
    page.theme = ft.Theme(color_scheme_seed=seed)
    page.dark_theme = ft.Theme(color_scheme_seed=seed)


THEME_MODES = {
    "system": ft.ThemeMode.SYSTEM,
    "light": ft.ThemeMode.LIGHT,
    "dark": ft.ThemeMode.DARK,
}


def points_weight(points: int | None) -> ft.FontWeight | None:
    """Negative points are written heavier than the others (with their sign)."""
    return ft.FontWeight.W_900 if (points or 0) < 0 else None
