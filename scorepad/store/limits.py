"""What the store can hold, the same on SQLite and PostgreSQL: one place for the limits that
the game flow, the import and the tables share.

SQLite stores any length and (as text) any character and any date; PostgreSQL refuses a
string longer than its column, a NUL character in text, and dates outside its range. The
app and the import check these limits first, so a game accepted on one database is accepted
on the other (an export from SQLite imports into PostgreSQL).
"""

from __future__ import annotations

import unicodedata
from datetime import datetime, timezone

#: a player's name, in characters (the ``players.name`` column holds 60: room to spare)
NAME_MAX = 40
#: a judged trick's kind ("trick", "round", ...): the ``judged_tricks.kind`` column
KIND_MAX = 16
#: a round's trump as written ("red", "S"): the ``rounds.trump`` column
TRUMP_MAX = 16
#: years a stored time may have, after conversion to UTC (both databases store them; Python's
#: datetime stops at 9999, and years before 1900 are surely a typo)
YEAR_MIN, YEAR_MAX = 1900, 9999


def control_character(text: str) -> str | None:
    """The first control character in `text` (NUL, a newline, an escape...), described as
    U+XXXX, or None when there is none. PostgreSQL refuses NUL in text; the others have no
    place in a name and would garble a screen or a CSV."""
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cs") or ch in "\u2028\u2029":
            return f"U+{ord(ch):04X}"
    return None


def stored_time(value: datetime) -> datetime:
    """`value` as stored: aware, in UTC (a time without an offset is read as UTC); raises
    ValueError with a sentence when the databases cannot both store it."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    try:
        utc = value.astimezone(timezone.utc)
    except OverflowError:
        raise ValueError(f"the time {value.isoformat()} is outside the years {YEAR_MIN} to "
                         f"{YEAR_MAX} once converted to UTC") from None
    if not YEAR_MIN <= utc.year <= YEAR_MAX:
        raise ValueError(f"the time {value.isoformat()} is outside the years {YEAR_MIN} to "
                         f"{YEAR_MAX}")
    return utc
