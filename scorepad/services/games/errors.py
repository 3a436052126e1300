"""What the game flow refuses, in words: `GameError` (with the problems), `GameNotFound`, and
`GameConflict` (another device saved, changed or undid a round since this one loaded the game).
"""

from __future__ import annotations

from typing import Any, Sequence

from rules.scoresheet import Problem
from scorepad.app_message import N_, AppMessage, app_msg
from scorepad.errors import ScorepadError


class GameError(ScorepadError, ValueError):
    """A request the game flow refuses; `problems` says why, one `Problem` each."""

    def __init__(self, message: str, problems: Sequence[Problem] = ()) -> None:
        self.problems = list(problems) or [Problem(message)]
        super().__init__(message)
        self.message = message

    @classmethod
    def of(cls, problems: Sequence[Problem]) -> "GameError":
        if len(problems) == 1:  # its message as it is (a value the app says: said where shown)
            return cls(problems[0].message, problems)
        return cls(problems[0].message, problems)  # all of them said where shown (`problems`)


class GameNotFound(GameError):
    pass


class GameConflict(GameError):
    """The device's view of the game is out of date: another device saved, changed or undid a
    round since it loaded the game. Nothing was saved; the device should reload the game.

    `index` is the 0-based round concerned, `change` is "saved", "changed" or "undone", and
    `word` the game's word for a round ("round"; "game" in the shedding game)."""

    def __init__(self, *, index: int, change: str, word: str = "round") -> None:
        self.index, self.change, self.word = index, change, word
        #: what happened, one sentence ("Round 3 was just saved on another device.")
        self.fact = conflict_fact(word, change, index + 1)
        #: the advice that follows (`RELOAD`)
        self.advice = app_msg(RELOAD)
        super().__init__(self.fact)
        #: two messages, `fact` and `advice` (data, each): said together by `str()`
        self.said = None

    @property
    def message(self) -> AppMessage:
        """The fact, then the advice, as data: said where it is shown (`scorepad.words.say`)."""
        return app_msg("{fact} {advice}", fact=self.fact, advice=self.advice)

    @message.setter
    def message(self, _value: Any) -> None:  # GameError's: the message is the two sentences
        pass

    @property
    def number(self) -> int:
        """The round's number for people (1-based)."""
        return self.index + 1


#: what happened, a whole sentence per game word and change (English here, marked)
_CONFLICT_TEXTS = {
    ("round", "saved"): N_("Round {number} was just saved on another device."),
    ("round", "changed"): N_("Round {number} was just changed on another device."),
    ("round", "undone"): N_("Round {number} was just undone on another device."),
    ("game", "saved"): N_("Game {number} was just saved on another device."),
    ("game", "changed"): N_("Game {number} was just changed on another device."),
    ("game", "undone"): N_("Game {number} was just undone on another device."),
}

#: the advice that follows the fact in `GameConflict`'s message
RELOAD = N_("Reload the game to see it as it is now.")


def conflict_fact(word: str, change: str, number: int) -> AppMessage | str:
    """ "Round 3 was just saved on another device." — the one source of these sentences (the
    round screen says it with its own next step; `GameConflict` adds `RELOAD`)."""
    template = _CONFLICT_TEXTS.get((word, change))
    if template is None:  # a word or change this list does not know: English as before
        return f"{word.capitalize()} {number} was just {change} on another device."
    return app_msg(template, number=number)


def nothing_to_change(word: str, number: int, recorded: int) -> AppMessage | str:
    """ "There is no round 5 to change: rounds 1 to 3 are recorded." (whole phrases)"""
    if word == "game":
        if recorded:
            return app_msg("There is no game {number} to change: games 1 to {last} are recorded.",
                           number=number, last=recorded)
        return app_msg("There is no game {number} to change: no game is recorded yet.",
                       number=number)
    if word == "round":
        if recorded:
            return app_msg("There is no round {number} to change: rounds 1 to {last} are recorded.",
                           number=number, last=recorded)
        return app_msg("There is no round {number} to change: no round is recorded yet.",
                       number=number)
    said = f"{word}s 1 to {recorded} are recorded" if recorded else f"no {word} is recorded yet"
    return f"There is no {word} {number} to change: {said}."


def nothing_to_undo(word: str) -> AppMessage | str:
    return (app_msg("There is no game to undo.") if word == "game" else
            app_msg("There is no round to undo.") if word == "round" else
            f"There is no {word} to undo.")


def undo_conflict(stored: Sequence[Any], expected: int, word: str) -> GameConflict:
    """Why an undo based on a last round of version `expected` is out of date, in words."""
    seen = [r.index for r in stored if r.version == expected]
    if seen and stored:  # the round seen is still there: rounds were saved after it
        return GameConflict(index=stored[-1].index, change="saved", word=word)
    newer = [r.index for r in stored if r.version > expected]
    if newer:  # changed (or undone and saved again) since
        return GameConflict(index=max(newer), change="changed", word=word)
    return GameConflict(index=len(stored), change="undone", word=word)

