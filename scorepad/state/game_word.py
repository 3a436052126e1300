"""What one round of a game is called, for the screens: whether its rounds are called games.

>>> counts_games(None), counts_games("no-such-game")
(False, False)
"""

from __future__ import annotations

from typing import Any

from rules.registry import round_word


def counts_games(game: Any) -> bool:
    """Whether the game's rounds are called games (a match counts games, not rounds): its
    sheet's `round_word` (`rules.registry.round_word`)."""
    return round_word(game) == "game"
