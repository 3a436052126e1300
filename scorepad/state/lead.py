"""Who is ahead in a game: the leaders and their total, in one place for every screen that says
it (the round screen's last result, Home's cards of the games to resume).

The leaders hold the best total: the highest, or the lowest where the game's options say the
lowest wins (the sheet's `higher_wins_for`: classic shedding). Once the game is over, the winners
the sheet names (its `standing`) are the leaders."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.message import Listing
from rules.registry import scoresheet
from scorepad.words import tr


@dataclass(frozen=True, slots=True)
class Lead:
    names: tuple[str, ...]  # one name, or the names that share the lead (or the win)
    total: int
    over: bool = False  # the game is over: they have won


def lead_of(names: Sequence[str], totals: Sequence[int], *, higher: bool,
            standing: Any = None) -> Lead | None:
    """Who leads with these totals (None with no totals)."""
    if not totals or len(names) != len(totals):
        return None
    best = max(totals) if higher else min(totals)
    leaders = tuple(n for n, t in zip(names, totals) if t == best)
    over = bool(getattr(standing, "over", False))
    winners = getattr(standing, "winners", ()) if over else ()
    if winners and all(0 <= w < len(names) for w in winners):
        leaders = tuple(names[w] for w in winners)
        best = totals[winners[0]]
    return Lead(names=leaders, total=best, over=over)


def lead_in(view: Any) -> Lead | None:
    """Who leads a loaded game (a `GameView`); None before its first round."""
    if not view.rounds:
        return None
    higher = scoresheet(view.game).higher_wins_for(view.options)
    return lead_of(view.players, view.totals, higher=higher, standing=view.standing)


def lead_words(lead: Lead) -> str:
    """"Di is ahead with 6.", "Ann and Bob are ahead with 5.", "Game over: Di wins with 9."."""
    names = Listing(lead.names)
    many = len(lead.names) > 1
    if lead.over:
        return (tr("Game over: {names} win with {total}.", names=names, total=lead.total)
                if many else tr("Game over: {name} wins with {total}.", name=names,
                                total=lead.total))
    return (tr("{names} are ahead with {total}.", names=names, total=lead.total) if many
            else tr("{name} is ahead with {total}.", name=names, total=lead.total))
