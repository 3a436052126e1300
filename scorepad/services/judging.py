"""Judging a disputed 6th Sense trick for the app: "Who won the trick?".

The table enters the trick card by card; after each card the app asks the rules engine who is
winning so far, through the same JSON contract as `python -m rules judge` (JUDGE.md, kind
"trick", game "sixth-sense"). This module builds that request from plain values and returns
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

GAME = "sixth-sense"

#: the five colours and the fourteen values, in the engine's own order (GAMES.md)
from rules.sixth_sense.cards import COLOUR_NAMES as COLOURS  # noqa: E402
from rules.sixth_sense.cards import VALUES  # noqa: E402

MIN_PLAYERS = 2
MAX_PLAYERS = 6


class JudgeError(ValueError):
    """The engine refused the trick: `message` says why, `at` where (``"plays[2]"``)."""

    def __init__(self, message: str, at: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.at = at


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
                  plays: Sequence[Play], removed: str | None = None) -> dict[str, Any]:
    """The judge request (JUDGE.md, kind "trick") for these values."""
    request: dict[str, Any] = {
        "kind": "trick",
        "game": GAME,
        "players": players,
        "trump": trump,
        "leader": leader,
        "plays": [p.to_json() for p in plays],
    }
    if removed is not None:
        request["removed"] = removed
    return request


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
        raise JudgeError(exc.message, exc.at) from None


def seat_of(play_index: int, *, leader: int, players: int) -> int:
    """The seat that made play `play_index` (play i is made by seat (leader + i) % players)."""
    return (leader + play_index) % players
