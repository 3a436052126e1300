"""Engine sentences for the table, in the session's language, seats named as the players are.

What the engine says comes as data (a `rules.message` Message, or a Problem / SeatScore /
Standing carrying one): `spoken` renders it with `scorepad.words.say`, the seats named by the
players' names. A sentence not yet converted to a message (a plain English string that names
"seat 2") falls back to its English text, the seats named by `with_names`.

`with_names` also serves the judge's answers (plain English sentences that must stay byte for
byte as the judge prints them).
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from scorepad.words import say

# "seat 2", "Seat 2", "seats 1 and 2", "Seats 1, 2", "seats 0, 1 and 3"
_SEATS = re.compile(r"\b([Ss])eats? (\d+(?:(?:, | and )\d+)*)\b")


def with_names(text: str, names: Sequence[str]) -> str:
    """Replace "seat 2" (or "seats 1 and 2", "Seats 1, 2") by the players' names, for an
    English sentence that carries no seats as data.

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


def spoken(item: Any, names: Sequence[str]) -> str:
    """A problem, score, standing or message in the session's language, the seats named.

    Seats given as data are named by the renderer; an engine sentence not yet converted to
    a message (a plain English string) stays English, its "seat 2" named by `with_names`."""
    if getattr(item, "said", None) is not None or getattr(item, "template", ""):
        return say(item, names)
    if not isinstance(item, str) and not hasattr(item, "message") \
            and not hasattr(item, "explanation"):
        return say(item, names)  # a Message / Joined itself
    message = getattr(item, "message", None)
    if message is None:
        message = getattr(item, "explanation", None)
    text = item if message is None else message
    inner = getattr(text, "said", None)  # English kept with its message (rules.message.Text)
    if inner is not None:
        return say(inner, names)
    return with_names(str(text), names)



def sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."


def problems_text(problems: Sequence[Any], names: Sequence[str]) -> str:
    """Problems as one paragraph, each a sentence, the seats named."""
    return " ".join(sentence(spoken(p, names)) for p in problems)
