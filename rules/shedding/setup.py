"""Set-up of the shedding game (sheet `003_...`).

"Shuffle and deal 7 cards each. Place the remaining cards in the centre of the table in a draw
pile (face down). Turn over the top card and place it face up next to the draw pile." The
player left of the dealer starts.

The sheet names no player count; it has a two-player rule (Trickster, 2p), so 2 is the least.
Our decision: 2 to 6 players (7 each from 110 cards leaves a draw pile of at least 67).
The judge's `setup` answer: ``{"cards": 7, "draw_pile": 110 - 7 x players - 1}`` (the turned
card is not in the draw pile).
"""

from __future__ import annotations

from rules.errors import RulesError
from rules.message import msg

MIN_PLAYERS = 2
MAX_PLAYERS = 6
CARDS_DEALT = 7
DECK_SIZE = 110


def check_players(players: int, at: str | None = "players") -> int:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(msg("the shedding game is for {lo} to {hi} players, not {given}",
                             lo=MIN_PLAYERS, hi=MAX_PLAYERS, given=f"{players}"), at)
    return players


def setup(players: int) -> dict:
    """The judge's `setup` answer.

    >>> setup(4)
    {'cards': 7, 'draw_pile': 81}
    """
    check_players(players)
    return {"cards": CARDS_DEALT, "draw_pile": DECK_SIZE - CARDS_DEALT * players - 1}
