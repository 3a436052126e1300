"""The app's one error contract (issue 39, item 5), on the ground floor beside `app_message`.

Every error class of scorepad/ derives from `ScorepadError`, which carries what it says as
data: `said`, an `AppMessage` (an id, its English template, typed parameters), said in the
session's language where a screen or the command line shows it (`scorepad.words.say`). An
error whose words are still plain English (the command line's, a database's own reason)
carries that string as `said`; an error that carries the engine's reason keeps it there too
(`rules.message`). A screen or the command line says it with `scorepad.words.say(error)`;
`str()` of the error is its English, for a log only (`english`).

`Refused` is the one refusal of a step (a tap on the round's keypad, a change on the judge's
table): it changes nothing, and says why (or nothing, when there is nothing worth saying).

A state catches `ScorepadError` (and the few library errors that can really happen: a
database's, a file's), never `Exception`: that is kept for the edges (a thread, a callback,
the command line's outermost catch), each saying why.

>>> from scorepad.app_message import app_msg
>>> e = ScorepadError(app_msg("{name} is already a player.", name="Ann"))
>>> e.said.args
{'name': 'Ann'}
>>> str(e)
'Ann is already a player.'
>>> Refused().said is None
True
"""

from __future__ import annotations

from typing import Any

from scorepad.app_message import AppMessage


class ScorepadError(Exception):
    """An error of the app, its words as data: `said` (an `AppMessage`, or the English of an
    error that has no catalog sentence yet)."""

    said: Any = None

    def __init__(self, said: AppMessage | str | Any = None, /, *args: Any) -> None:
        super().__init__(*((said,) if said is not None else ()), *args)
        if said is not None:
            self.said = said

    def __str__(self) -> str:
        return english(self.said) if self.said is not None else super().__str__()


class Refused(ScorepadError, ValueError):
    """A step that changes nothing: `said` why (None: nothing worth saying)."""

    def __init__(self, said: AppMessage | str | None = None) -> None:
        super().__init__(said)
        self.said = said

    def __str__(self) -> str:
        return english(self.said) if self.said is not None else ""


def english(said: Any) -> str:
    """What an error says, in its English template filled (a log's words; a person reads it
    through `scorepad.words.say`, in their language)."""
    if isinstance(said, AppMessage):
        try:
            return said.template.format(**said.args)
        except (KeyError, IndexError, ValueError):
            return said.template
    return str(said)
