"""Judging for the app: "Who won the trick?" in every game, a round card by card, and "may
this card go on that one?" where a game asks it; what each game's judge asks for is its
`JUDGE_FORM` (`rules.judgeform`, `form(game)`).

The table enters the trick card by card; after each card the app asks the rules engine who is
winning so far, through the same JSON contract as `python -m rules judge` (JUDGE.md, kinds
"trick", "round" and "play"). This module builds those requests from plain values and returns
the engine's answer, or a `JudgeError` that carries the engine's one plain sentence.

>>> answer = judge_trick(players=3, trump="blue", leader=0,
...                      plays=[Play("red 5"), Play("red 7")])
>>> answer["winner"], answer["complete"]
(1, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.errors import RulesError
from rules.judgeform import JudgeForm, judge_form, judged_games
from rules.registry import game_ids
from scorepad.words import N_

#: the game the judge opens on: the first the registry lists (rules.registry)
GAME = game_ids()[0]

# The games' names as the app's catalog knows them (each form gives its English `title`).
TITLE_WORDS = (N_("6th Sense"), N_("Nomination whist"), N_("Shedding game"))


def form(game: str) -> JudgeForm:
    """What the judge of `game` asks the table for (`rules.judgeform`); an unknown game or one
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


def card_words(written: str, game: str | None = None) -> str:
    """A card's written form ("yellow 1", "red 7 hexagon", "AS") as the session's language
    says it ("geel 1", "rood 7 zeshoek", "AS"): the engine's words for the card (its
    `message()`), rendered by `scorepad.words.say`. Without `game`, the first game whose
    cards include it."""
    from scorepad.words import say

    for g in ([game] if game is not None else games()):
        try:
            return say(form(g).said(str(written)))
        except (RulesError, JudgeError, ValueError):
            continue
    return str(written)


class JudgeError(ValueError):
    """The engine refused the trick: `message` says why, `at` where (``"plays[2]"``)."""

    def __init__(self, message: str, at: str | None = None, said: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.at = at
        self.said = said  # the engine's message, when its error carries one

    @property
    def text(self) -> str:
        """Why, in the session's language (the engine's English when it gives no message)."""
        if self.said is None:
            return self.message
        from scorepad.words import say

        return say(self.said)


@dataclass(frozen=True, slots=True)
class Play:
    """One card put on the table: a card string, a 6 declared as 9, or a 0 blocking a play.

    >>> Play("green 6", declared=9).to_json()
    {'card': 'green 6', 'as': 9}
    >>> Play("red 0", block=1).to_json()
    {'card': 'red 0', 'block': 1}
    """

    card: str
    declared: int | None = None  # a 6 played as 6 or 9
    block: int | None = None  # a 0 blocking the play with this index

    def to_json(self) -> str | dict[str, Any]:
        if self.declared is None and self.block is None:
            return self.card
        obj: dict[str, Any] = {"card": self.card}
        if self.declared is not None:
            obj["as"] = self.declared
        if self.block is not None:
            obj["block"] = self.block
        return obj

    def describe(self) -> str:
        """How a player says it: 'green 6 as 9', 'red 0 blocking'."""
        if self.declared is not None:
            return f"{self.card} as {self.declared}"
        if self.block is not None:
            return f"{self.card} (blocks)"
        return self.card


def trick_request(*, players: int, trump: str | None, leader: int = 0,
                  plays: Sequence[Play], removed: str | None = None,
                  game: str = GAME) -> dict[str, Any]:
    """The judge request (JUDGE.md, kind "trick") for these values (`removed`: the colour
    taken out, sent where the game takes one out)."""
    return form(game).trick_request(players=players, trump=trump, leader=leader,
                                    plays=[p.to_json() for p in plays], removed=removed)


def judge_trick(*, players: int, trump: str | None, leader: int = 0,
                plays: Sequence[Play], removed: str | None = None) -> dict[str, Any]:
    """The engine's answer for a trick, complete or in progress; bad input is a `JudgeError`."""
    return judge_request(trick_request(players=players, trump=trump, leader=leader,
                                       plays=plays, removed=removed))


def judge_request(request: dict[str, Any]) -> dict[str, Any]:
    """Answer one already-built request; the engine's refusal becomes a `JudgeError`."""
    from rules import judge  # imported on first use: the app's start-up stays light

    try:
        return judge.answer(request)
    except RulesError as exc:
        raise JudgeError(exc.message, exc.at, getattr(exc, "said", None)) from None


def said_of(request: dict[str, Any]) -> Any:
    """What the engine says about a trick or a play as a message (`rules.message`): the
    answer's explanation keeps it (`rules.message.Text.said`); None when the game gives only
    English (the screen then shows that)."""
    try:
        answer = judge_request(request)
    except Exception:  # the answer (judge_request) is what counts; the words fall back
        return None
    return getattr(answer.get("explanation"), "said", None)


def seat_of(play_index: int, *, leader: int, players: int) -> int:
    """The seat that made play `play_index` (play i is made by seat (leader + i) % players)."""
    return (leader + play_index) % players
