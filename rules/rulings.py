"""The typed judge's values: a play as the table entered it (`Play`) and the engine's answers
(`TrickRuling`, `RoundRuling`, `PlayRuling`), frozen, each carrying its explanation as a message
(`said`) and the rules section it rests on (`rule`); `as_json()` is the answer
`python -m rules judge` prints. What a game's judge asks for is `rules.judge_form.JudgeForm`,
which takes and gives these.

>>> Play("red 2").to_json(), Play("green 6", declared=9).to_json()
('red 2', {'card': 'green 6', 'as': 9})
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


__all__ = ["Play", "PlayRuling", "RoundRuling", "TrickRuling"]


@dataclass(frozen=True, slots=True)
class Play:
    """One card put on a trick, as the table says it: the card (the engine's value, made
    where a tap enters it, `JudgeForm.play_card`, or read once from its written form,
    `JudgeForm.read_card`), the value its owner declared it as (a 6 played as 9), the earlier
    play it blocks. Its JSON (`to_json`, `of_json`) is JUDGE.md's play, the form a judged
    trick is stored in.

    >>> Play("green 6", declared=9).to_json(), Play.of_json({"card": "red 0", "block": 1})
    ({'card': 'green 6', 'as': 9}, Play(card='red 0', declared=None, block=1))
    >>> Play.of_json({"card": "red 0", "block": 1}, str.upper)
    Play(card='RED 0', declared=None, block=1)
    """

    card: Any  # the engine's card (a game whose engine reads written cards: as written)
    declared: Any = None  # the value its owner declared it as (None: as printed)
    block: int | None = None  # the index of the earlier play it blocks

    def to_json(self) -> str | dict[str, Any]:
        """The play as JUDGE.md's request writes it (the record a saved trick keeps)."""
        if self.declared is None and self.block is None:
            return str(self.card)
        obj: dict[str, Any] = {"card": str(self.card)}
        if self.declared is not None:
            obj["as"] = self.declared
        if self.block is not None:
            obj["block"] = self.block
        return obj

    @classmethod
    def of_json(cls, value: Any, read: Callable[[str], Any] | None = None) -> "Play":
        """A play as JUDGE.md (and so a kept request) writes it: "red 5", or an object with
        "card", "as" and "block"; `read` makes the written card the engine's value (the
        game's `JudgeForm.read_card`: it raises `RulesError` on a card that is none), else it
        stays as written."""
        if isinstance(value, str):
            card, declared, block = value, None, None
        else:
            card, declared, block = str(value.get("card")), value.get("as"), value.get("block")
        return cls(card if read is None else read(card), declared, block)


@dataclass(frozen=True)
class TrickRuling:
    """Who wins a trick (or is winning it so far), and why: the fields every game gives, and
    a game's extras (JUDGE.md "trick"). `said` is the explanation as a message
    (`rules.message`), `rule` the rules section it rests on; `as_json()` is the engine's
    answer, as `python -m rules judge` writes it."""

    winner: int | None
    winning_play: int | None
    complete: bool
    next_leader: int | None
    said: Any  # the explanation: a rules.message Message (or Joined)
    rule: str | None = None
    requested: str | None = None  # the colour or suit requested (led), as written
    reversed: bool = False  # the lowest card wins (6th Sense: an odd number of counting 4s)
    blocked: tuple[int, ...] = ()  # (blocked play, blocking play), or ()
    double: bool = False  # the winner may take it as two tricks
    peek: int | None = None  # the seat that may look at the winner's call card
    void: bool = False  # complete and nobody wins it
    record: Any = field(default=None, compare=False, repr=False)  # the engine's own result

    @property
    def explanation(self) -> str:
        """The explanation in English (JUDGE.md's words)."""
        return str(self.said)

    def as_json(self) -> dict[str, Any]:
        if self.record is not None and hasattr(self.record, "as_json"):
            return self.record.as_json()
        return {"winner": self.winner, "winning_play": self.winning_play,
                "complete": self.complete, "requested": self.requested,
                "next_leader": self.next_leader, "explanation": self.explanation}


@dataclass(frozen=True)
class RoundRuling:
    """A round so far, trick after trick (JUDGE.md "round"): each trick's ruling, who led
    each, the tricks each seat took (a double counting two), the points once complete, the
    revokes found (`rules.common.revokes.Revoke`, colours as written) and the warnings."""

    tricks: tuple[TrickRuling, ...]
    leaders: tuple[int, ...]
    taken: tuple[int, ...]
    complete: bool
    points: tuple[int, ...] | None
    revokes: tuple[Any, ...] = ()
    warnings: tuple[Any, ...] = ()
    said: Any = None  # the round's summary as a message, when the game gives one
    record: Any = field(default=None, compare=False, repr=False)

    @property
    def voids(self) -> int:
        return sum(1 for t in self.tricks if t.void)

    def as_json(self) -> dict[str, Any]:
        if self.record is not None and hasattr(self.record, "as_json"):
            return self.record.as_json()
        if isinstance(self.record, dict):
            return self.record
        return {"tricks": [t.as_json() for t in self.tricks], "taken": list(self.taken),
                "complete": self.complete,
                "points": None if self.points is None else list(self.points),
                "revokes": [r.as_json() for r in self.revokes],
                "warnings": [str(w) for w in self.warnings]}


@dataclass(frozen=True)
class PlayRuling:
    """May a card go on another (JUDGE.md "play"): `legal`, and why (`said`, `rule`)."""

    legal: bool
    said: Any
    rule: str | None = None

    @property
    def explanation(self) -> str:
        return str(self.said)

    def as_json(self) -> dict[str, Any]:
        return {"legal": self.legal, "explanation": self.explanation}
