"""Judging for the app: "Who won the trick?" in every game, a round card by card, and "may
this card go on that one?" where a game asks it; what each game's judge asks for is its
`JUDGE_FORM` (`rules.judge_form`, `form(game)`).

The table enters the trick card by card; after each card the app asks the rules engine who is
winning so far, in types: the form's `rule_trick`, `rule_round` and `rule_play` take typed
plays (`rules.judge_form.Play`) and give a frozen ruling that carries the engine's message. This
module turns the engine's refusal into a `JudgeError` that carries the engine's message.

>>> from rules.judge_form import Play
>>> ruling = rule_trick(GAME, players=3, trump=form(GAME).trump("blue"), leader=0,
...                     plays=[Play("red 5"), Play("red 7")])
>>> ruling.winner, ruling.complete
(1, False)
"""

from __future__ import annotations

from typing import Any, Callable

from rules.errors import RulesError
from rules.judge_form import (JudgeForm, PlayRuling, RoundRuling, TrickRuling, judge_form,
                             judged_games)
from rules.trump import Trump
from rules.registry import game_ids
from scorepad.errors import ScorepadError

#: the game the judge opens on: the first the registry lists (rules.registry)
GAME = game_ids()[0]

def form(game: str) -> JudgeForm:
    """What the judge of `game` asks the table for (`rules.judge_form`); an unknown game or one
    with no judge form is a `JudgeError`."""
    try:
        found = judge_form(game)
    except RulesError as exc:
        raise JudgeError(exc.message, exc.at) from None
    if found is None:
        raise JudgeError(f"{game!r} has no judge")
    return found


def games() -> list[str]:
    """The games the judge screen offers, in the order it shows them."""
    return judged_games()


class JudgeError(ScorepadError, ValueError):
    """The engine refused the trick: `message` says why, `at` where (``"plays[2]"``)."""

    def __init__(self, message: str, at: str | None = None, said: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.at = at
        self.said = said if said is not None else message  # the engine's message, when its
        # error carries one, else the sentence (ScorepadError's `said`) (the screen
        # says it, `scorepad.words.say`; the engine's English when it gives none)


def _ruled(call: Callable[..., Any], **values: Any) -> Any:
    try:
        return call(**values)
    except RulesError as exc:
        raise JudgeError(exc.message, exc.at, getattr(exc, "said", None)) from None


def rule_trick(game: str, *, trump: Trump, **values: Any) -> TrickRuling:
    """Who wins the trick (or is winning so far): `rules.judge_form.JudgeForm.rule_trick`;
    `trump`: the value (`rules.trump.Trump`, `NO_TRUMP` included), handed on as it is."""
    return _ruled(form(game).rule_trick, trump=trump, **values)


def rule_round(game: str, *, trump: Trump, kept: RoundRuling | None = None,
               **values: Any) -> RoundRuling:
    """The round so far, trick after trick (`JudgeForm.continue_round`): `kept`, the ruling of
    its first tricks, is continued (those tricks are not judged again)."""
    return _ruled(form(game).continue_round, kept=kept, trump=trump, **values)


def rule_play(game: str, **values: Any) -> PlayRuling:
    """May a card go on another (`JudgeForm.rule_play`)."""
    return _ruled(form(game).rule_play, **values)


def seat_of(play_index: int, *, leader: int, players: int) -> int:
    """The seat that made play `play_index` (play i is made by seat (leader + i) % players)."""
    return (leader + play_index) % players
