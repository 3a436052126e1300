"""The round being entered, shown on the big screen as entered so far (issue 31, item 3).

A phone's round screen replaces its draft on every tap (scorepad/state/round); after each
change its live check calls `feed_draft(round_state)` (the one call in scorepad/state/round).
When what the table would see has changed (a call, tricks, double tricks, the trump), a small
`DraftShown` goes through the game service (`share_draft`) to the store's live events: every
session of this server process hears it as a `Change` of kind DRAFT (scorepad/services/live.py),
and the board showing that game shows it until the round is saved or taken back. Nothing of a
draft is stored, and it does not leave the process (no PostgreSQL NOTIFY: a table plays on
one `scorepad web`). On a shared table a locked phone's taps are not shown (`share_draft` is a
change for the guard); anyone sees the board without the PIN.

A session sends only when its own value changed: opening the round screen (an empty draft)
does not wipe what another phone is entering. A round being edited is not sent (the board
shows the round to be played).
"""

from __future__ import annotations

import logging
import weakref
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("scorepad.board")


@dataclass(frozen=True, slots=True)
class DraftShown:
    """A round as entered so far on one phone: per seat the call, the tricks and the double
    tricks (None: not entered), and the trump (`rules.trump.Trump`; None: not chosen)."""

    game_id: str
    number: int  # the round's number (RoundPlan.number): the board shows it for that round only
    calls: tuple[int | None, ...]
    tricks: tuple[int | None, ...]
    doubles: tuple[int, ...]
    trump: Any

    @property
    def blank(self) -> bool:
        return (all(c is None for c in self.calls) and all(t is None for t in self.tricks)
                and not any(self.doubles) and self.trump is None)


#: what each round state sent last (by the state itself: forgotten with it)
_sent: "weakref.WeakKeyDictionary[Any, DraftShown | None]" = weakref.WeakKeyDictionary()


def shown_of(round_state: Any) -> DraftShown | None:
    """The draft of a round state as the board shows it; None while an earlier round is edited
    or when there is no round to enter."""
    rs = round_state
    if rs.view is None or rs.editing is not None or rs.plan is None:
        return None
    draft = rs.draft
    return DraftShown(game_id=str(rs.game_id), number=rs.plan.number,
                      calls=tuple(draft.calls), tricks=tuple(draft.tricks),
                      doubles=tuple(draft.doubles), trump=draft.trump)


def feed_draft(round_state: Any) -> None:
    """Tell the sessions of this process the round `round_state` enters, when it changed since
    this state last told it. Never raises: a draft not shown leaves the phone as it is."""
    try:
        shown = shown_of(round_state)
        if shown is None:
            return
        before = _sent.get(round_state)
        if before == shown or (before is None and shown.blank):
            return
        _sent[round_state] = shown
        round_state.service.share_draft(shown.game_id, shown)
    except Exception:  # the edge: a broadcast to the other sessions (a locked phone, a
        # service without live events, a closed session): a tap never fails for it
        log.debug("a draft was not shown", exc_info=True)
