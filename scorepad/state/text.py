"""Engine sentences for the table: seats named as the players are."""

from __future__ import annotations

import re
from typing import Sequence

_SEAT = re.compile(r"\b([Ss])eats? (\d+)\b")


def with_names(text: str, names: Sequence[str]) -> str:
    """Replace "seat 2" by the player's name when the names are known.

    >>> with_names("Red 8 is the highest trump, so seat 1 wins.", ["Ann", "Bob"])
    'Red 8 is the highest trump, so Bob wins.'
    """
    if not text or not names:
        return text

    def name(m: re.Match) -> str:
        i = int(m.group(2))
        return names[i] if 0 <= i < len(names) and m.group(0).lower().startswith("seat ") \
            else m.group(0)

    return _SEAT.sub(name, text)
