"""Who is ahead in a game: the leaders and their total, in one place for every screen that says
it (the round screen's last result, Home's cards of the games to resume).

The leaders hold the best total: the highest, or the lowest where the game's options say the
lowest wins (the sheet's `higher_wins_for` says which). Once the game is over, the winners
the sheet names (its `standing`) are the leaders."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.message import Listing
from rules.registry import scoresheet
from scorepad.services.games.views import FINISHED
from scorepad.words import tr


@dataclass(frozen=True, slots=True)
class Lead:
    names: tuple[str, ...]  # one name, or the names that share the lead (or the win)
    total: int
    over: bool = False  # the game is over: they have won


def lead_of(names: Sequence[str], totals: Sequence[int], *, higher: bool,
            winners: Sequence[int] = (), over: bool = False) -> Lead | None:
    """Who leads with these totals (None with no totals): the seats the sheet says have won
    (`winners`), else the best total."""
    if not totals or len(names) != len(totals):
        return None
    if winners and all(0 <= w < len(names) for w in winners):
        return Lead(tuple(names[w] for w in winners), totals[winners[0]], over)
    best = max(totals) if higher else min(totals)
    return Lead(tuple(n for n, t in zip(names, totals) if t == best), best, over)


def lead_in(view: Any) -> Lead | None:
    """Who leads a loaded game (a `GameView`); None before its first round. Over once the game
    is finished (by the sheet, or ended by hand: then said as it stands)."""
    if not view.rounds:
        return None
    higher = scoresheet(view.game).higher_wins_for(view.options)
    standing = view.standing
    winners = standing.winners if standing is not None and standing.over else ()
    # the seats still in the game (PLAYERS.md: a seat that left is shown, never ranked)
    seats = tuple(getattr(view, "in_game", None) or range(len(view.players)))
    where = {s: i for i, s in enumerate(seats)}
    return lead_of([view.players[s] for s in seats], [view.totals[s] for s in seats],
                   higher=higher, winners=tuple(where[w] for w in winners if w in where),
                   over=view.status == FINISHED)


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
