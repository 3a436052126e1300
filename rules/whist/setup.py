"""Set-up of nomination whist (RULES.md Game B; sheet `002_...`).

2 to 4 players, one deck of 52 cards without jokers. The first round deals seven cards each;
each later round one card fewer, down to one card, then one more each round back up to seven:
7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, thirteen rounds. The short game ("just play half the
rounds") plays 7 down to 1, seven rounds. The dealer moves one seat left (clockwise) each
round; the player left of the dealer bids first and leads the first trick; the dealer bids
last.
"""

from __future__ import annotations

from rules.errors import RulesError
from rules.message import msg

MIN_PLAYERS = 2
MAX_PLAYERS = 4
FULL_HANDS = (7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7)
SHORT_HANDS = (7, 6, 5, 4, 3, 2, 1)


def check_players(players: int, at: str | None = "players") -> int:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(msg("nomination whist is for {lo} to {hi} players, not {given}",
                             lo=MIN_PLAYERS, hi=MAX_PLAYERS, given=f"{players}"), at)
    return players


def hands(short: bool = False) -> tuple[int, ...]:
    """Cards dealt to each player, round by round.

    >>> len(hands()), hands(short=True)
    (13, (7, 6, 5, 4, 3, 2, 1))
    """
    return SHORT_HANDS if short else FULL_HANDS


def setup(players: int, short: bool = False) -> dict:
    """The judge's `setup` answer: ``{"rounds": 13, "hands": [7, ..., 7]}``."""
    check_players(players)
    sizes = hands(short)
    return {"rounds": len(sizes), "hands": list(sizes)}


def dealer(first_dealer: int, index: int, players: int) -> int:
    """The dealer of round `index` (0-based): one seat further left each round."""
    return (first_dealer + index) % players


def first_leader(dealer_seat: int, players: int) -> int:
    """The player left of the dealer bids first and leads the first trick."""
    return (dealer_seat + 1) % players
