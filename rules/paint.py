"""How a game's cards are painted: the colour a card, a chip or a trump choice is drawn in.

A colour or suit is game knowledge, so its paint lives with the game (each game's `PAINT`,
in its cards module), not in the app: the app draws a card or a choice in the paint its
game gives, and in the theme's own colours when the game gives none.

>>> Paint("#C62828", "#FFFFFF").background
'#C62828'
>>> paint_of({"red": Paint("#C62828", "#FFFFFF")}, "blue") is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping


@dataclass(frozen=True, slots=True)
class Paint:
    """A card's colours, chosen to read on both themes: its background and its text."""

    background: str  # "#RRGGBB"
    text: str  # "#RRGGBB"


#: the paints the games share: printed black and red suits, and the five colours of a
#: coloured deck (chosen to read on light and dark themes)
BLACK = Paint("#222222", "#FFFFFF")
RED = Paint("#C62828", "#FFFFFF")
BLUE = Paint("#1F5FD1", "#FFFFFF")
GREEN = Paint("#1B7F3A", "#FFFFFF")
PURPLE = Paint("#7A3DB8", "#FFFFFF")
YELLOW = Paint("#F5C400", "#111111")
GOLD = Paint("#B8860B", "#FFFFFF")


def paint_of(paints: Mapping[str, Paint], key: object) -> Paint | None:
    """The paint of a colour or suit as a card writes it (None: the game paints it not)."""
    return paints.get(key) if isinstance(key, str) else None
