"""What a game's rounds and calls are called, for the screens: whether its rounds are called
games, and what its calls are called.

>>> counts_games(None), counts_games("no-such-game")
(False, False)
>>> call_word("no-such-game")
'prediction'
"""

from __future__ import annotations

from typing import Any

from rules.errors import RulesError
from rules.registry import round_word, scoresheet
from rules.scoresheet import CALL_WORDS


def counts_games(game: Any) -> bool:
    """Whether the game's rounds are called games (a match counts games, not rounds): its
    sheet's `round_word` (`rules.registry.round_word`)."""
    return round_word(game) == "game"


def call_word(game: Any) -> str:
    """What the game's calls are called (its sheet's `call_word`, one of `CALL_WORDS`:
    "prediction" or "bid"); "prediction" for a game without calls or an id this version does
    not know."""
    try:
        word = getattr(scoresheet(game), "call_word", "")
    except (RulesError, ImportError):
        return CALL_WORDS[0]
    return word if word in CALL_WORDS else CALL_WORDS[0]
