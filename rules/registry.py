"""Games by id.

Each game lives in its own package and is imported only when asked for, so that the judge
starts fast. A game package exposes:

- ``answer(kind: str, request: Request) -> dict``: the judge's answer for one request
  (JUDGE.md), raising `RulesError` for bad input;
- ``SCORESHEET``: its `rules.scoresheet.ScoreSheet`, the game flow the scorekeeper uses.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import TYPE_CHECKING

from rules.errors import RulesError

if TYPE_CHECKING:  # pragma: no cover
    from rules.message import Term
    from rules.scoresheet import ScoreSheet

#: game id -> the package that implements it (ids and card forms: GAMES.md)
GAMES: dict[str, str] = {
    "sixth-sense": "rules.sixth_sense",
    "nomination-whist": "rules.whist",
    "shedding": "rules.shedding",
}


def game_ids() -> list[str]:
    return list(GAMES)


def game_module(game_id: object, at: str | None = "game") -> ModuleType:
    """The package implementing `game_id`; an unknown id is a `RulesError`."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        known = ", ".join(repr(g) for g in GAMES)
        from rules.message import msg
        from rules.request import describe
        raise RulesError(msg("unknown game {game}: the games are {games}", game=describe(game_id),
                             games=known), at)
    # sys.modules first: the judge asks once per request, --lines many thousand times
    return sys.modules.get(GAMES[game_id]) or importlib.import_module(GAMES[game_id])


def scoresheet(game_id: str) -> "ScoreSheet":
    """The scorekeeping rules (set-up, scoring, end of game) of one game."""
    return game_module(game_id).SCORESHEET


def round_word(game_id: object) -> str:
    """What one round of the game's sheet is called (its sheet's `round_word`): "round", or
    "game" where a round is a whole game (the shedding game); "round" for an id this version
    does not know. The one place the app asks it (messages, charts, lists of games)."""
    try:
        word = getattr(scoresheet(game_id), "round_word", None)  # type: ignore[arg-type]
    except (RulesError, ImportError):
        return "round"
    return word if isinstance(word, str) and word else "round"


#: the catalog context of a game's title (rules/locale: msgctxt "game title")
TITLE_CONTEXT = "game title"


def game_title(game_id: object) -> "Term | str":
    """A game's title as a word of the engine, translated where it is shown: its sheet's
    English title under the catalog context "game title" ("Der 6. Sinn" in German, and the
    sheet's own "6th Sense" where the rule sheet keeps it); the id itself, as stored, for an
    id this version does not know. The one place a game's name comes from: every screen, line
    and error of the app says it through here (scorepad.words.game_title).

    >>> game_title("sixth-sense")
    Term(english='6th Sense', context='game title')
    >>> game_title("no-such-game")
    'no-such-game'
    """
    from rules.message import cterm

    try:
        title = scoresheet(game_id).title  # type: ignore[arg-type]
    except (RulesError, ImportError, AttributeError):
        return str(game_id)
    return cterm(TITLE_CONTEXT, str(title))
