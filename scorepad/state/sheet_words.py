"""The words a game's sheet uses, for the screens: what one round of it is called.

>>> round_word(None), round_word("no-such-game")
('round', 'round')
"""

from __future__ import annotations

from typing import Any

from scorepad.services.game_errors import round_word as _round_word


def round_word(game: Any) -> str:
    """What one round of the game's sheet is called: "round", or "game" where a sheet's round
    is a whole game (`ScoreSheet.round_word`); "round" for a game this version does not know."""
    return _round_word(game) if isinstance(game, str) else "round"


def counts_games(game: Any) -> bool:
    """Whether the game's rounds are called games (a match counts games, not rounds)."""
    return round_word(game) == "game"
