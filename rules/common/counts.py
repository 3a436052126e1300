"""A count said with its noun, in the plural form its own number asks for (issue 38): a
sentence that holds more than one number names each through one of these, so that no number
is said in a form another number chose ("1 double trick, which counts as 2 tricks, but only
1 trick in all", not "1 plis").

>>> str(tricks_said(1)), str(tricks_said(3)), str(points_said(1)), str(points_said(-2))
('1 trick', '3 tricks', '1 point', '-2 points')
>>> str(points_with(12))
'with 12 points'
"""

from __future__ import annotations

from rules.message import Message, msg_n


def tricks_said(n: int) -> Message:
    """`n` tricks ("1 trick", "3 tricks", "1 pli", "3 plis")."""
    return msg_n("{n} trick", "{n} tricks", n=n)


def points_said(n: int) -> Message:
    """`n` points ("1 point", "12 points", "12 Punkte")."""
    return msg_n("{n} point", "{n} points", n=n)


def points_with(n: int) -> Message:
    """"with `n` points", where a winner wins with them: its own entry, as the language puts
    the count after the preposition (German "mit 12 Punkten", a dative)."""
    return msg_n("with {n} point", "with {n} points", n=n)
