"""Revoke tracking over a sequence of tricks.

RULES.md: "When a whole round is entered card by card, a player who did not follow colour C and
later plays a card of colour C in the same round has revoked (hands never gain cards). The
sheets give no penalty: show it, and let the table decide."

JUDGE.md, kind "round": a revoke is ``{"seat": 1, "trick": 4, "colour": "yellow",
"failed_at": 2}``: in trick 2 seat 1 did not follow yellow, and in trick 4 played a yellow
card, so it held one then. "The obligation is the requested colour as it stood when the seat
played (a blocked lead moves it); any later play of that colour counts, a lead or a blocking 0
included. One entry per seat and colour, at the first play that proves it; `failed_at` is the
first failure." Revokes are listed in play order.

The tracker is fed every play in order with the colour (or suit) the seat had to follow, None
when it was free (it led, or the requested colour was not set yet). Colours are any hashable
value; `Revoke.as_json` writes them with `str()`, so an enum with a `__str__` or a suit letter
both work.

>>> t = RevokeTracker()
>>> t.play(seat=1, trick=2, colour="red", obligation="yellow")
>>> t.play(seat=1, trick=4, colour="yellow", obligation=None)
Revoke(seat=1, trick=4, colour='yellow', failed_at=2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable


@dataclass(frozen=True, slots=True)
class Revoke:
    seat: int
    trick: int  # the trick whose play proves the revoke
    colour: Hashable  # the colour (suit) the seat failed to follow
    failed_at: int  # the first trick in which the seat did not follow that colour

    def as_json(self) -> dict:
        return {"seat": self.seat, "trick": self.trick, "colour": str(self.colour),
                "failed_at": self.failed_at}


class RevokeTracker:
    """Remembers who failed to follow what, and reports each proof once."""

    __slots__ = ("_failed", "_reported", "revokes")

    def __init__(self) -> None:
        self._failed: dict[tuple[int, Hashable], int] = {}  # (seat, colour) -> first failure
        self._reported: set[tuple[int, Hashable]] = set()
        self.revokes: list[Revoke] = []

    def play(self, *, seat: int, trick: int, colour: Hashable,
             obligation: Hashable | None) -> Revoke | None:
        """Record one play; returns the revoke it proves, if any."""
        found = None
        key = (seat, colour)
        first = self._failed.get(key)
        # A failure is proved only by a play in a later trick: a seat plays once per trick.
        if first is not None and first < trick and key not in self._reported:
            self._reported.add(key)
            found = Revoke(seat, trick, colour, first)
            self.revokes.append(found)
        if obligation is not None and colour != obligation:
            self._failed.setdefault((seat, obligation), trick)
        return found
