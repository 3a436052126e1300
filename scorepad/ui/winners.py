"""A finished game's outcome in words: who won (ties share) and why the game is over. Read
by the end screen, the shared result and a game passed to another phone."""

from __future__ import annotations

from rules.message import Listing
from scorepad.words import say, tr_n, tr


def winners_text(view) -> str:
    standing = view.standing
    names = list(view.players)
    winners = [names[w] for w in standing.winners] if standing.winners else []
    if not winners:
        return tr("Game over.")
    best = view.totals[standing.winners[0]]
    if len(winners) == 1:
        return tr_n("{name} wins with {n} point!", "{name} wins with {n} points!", best,
                    name=winners[0])
    return tr_n("{names} share the win with {n} point each!",
                "{names} share the win with {n} points each!", best,
                names=Listing(tuple(winners)))


def reason(view) -> str:
    """Why the game is over, without repeating who won (said just above): the sheet's
    `reason`, which names nobody; a sheet that gives none is said as it explains its end."""
    standing = view.standing
    if getattr(standing, "reason", ""):
        return say(standing.reason)
    return say(standing, view.players) if standing.explanation else ""
