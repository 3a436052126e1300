"""Engine sentences for the table: seats named as the players are.

The score sheets give the seats a message names as data (`Problem.text(names)`,
`Standing.text(names)`); `named` uses that. `with_names` is for plain engine sentences that
only carry numbers (the judge's answers: "seat 1 wins", "seats 0 and 2 ..."), which must stay
byte for byte as the judge prints them.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

# "seat 2", "Seat 2", "seats 1 and 2", "Seats 1, 2", "seats 0, 1 and 3"
_SEATS = re.compile(r"\b([Ss])eats? (\d+(?:(?:, | and )\d+)*)\b")


def with_names(text: str, names: Sequence[str]) -> str:
    """Replace "seat 2" (or "seats 1 and 2", "Seats 1, 2") by the players' names.

    >>> with_names("Red 8 is the highest trump, so seat 1 wins.", ["Ann", "Bob"])
    'Red 8 is the highest trump, so Bob wins.'
    >>> with_names("Seats 1, 2 share the win; seats 0 and 2 tie.", ["Ann", "Bob", "Cem"])
    'Bob and Cem share the win; Ann and Cem tie.'
    """
    if not text or not names:
        return text

    def name(m: re.Match) -> str:
        seats = [int(d) for d in re.findall(r"\d+", m.group(2))]
        if not all(0 <= i < len(names) for i in seats):
            return m.group(0)
        said = [names[i] for i in seats]
        return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]

    return _SEATS.sub(name, text)


def named(item: Any, names: Sequence[str]) -> str:
    """A problem's message or a standing's explanation with the seats named as the players
    are (from the seats given as data; a plain sentence falls back to `with_names`)."""
    text = getattr(item, "text", None)
    if callable(text):
        return text(list(names))
    message = getattr(item, "message", None)
    if message is None:
        message = getattr(item, "explanation", None)
    return with_names(str(item if message is None else message), names)


def sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."


def problems_text(problems: Sequence[Any], names: Sequence[str]) -> str:
    """Problems as one paragraph, each a sentence, the seats named."""
    return " ".join(sentence(named(p, names)) for p in problems)


def plural(n: int, one: str, many: str | None = None) -> str:
    """ "1 point", "2 points"; "1 void trick", "0 void tricks".

    >>> plural(1, "point"), plural(0, "void trick"), plural(2, "game")
    ('1 point', '0 void tricks', '2 games')
    """
    return f"{n} {one if n == 1 else (many or one + 's')}"
