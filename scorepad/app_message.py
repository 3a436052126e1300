"""What the app itself says, as data (issue 30, item 4): an id, its English template, and typed
parameters, as the engine's messages are (`rules.message`). Services return these, never
rendered text; `scorepad.words.say` renders them in the session's language (the app's catalog,
scorepad/locale), where a screen or its state shows them.

A message does not render itself: `str()` of one is its repr (data). What shows it, an error
carrying one (`GameError(app_msg(...))`) included, says it with `scorepad.words.say`, the one
renderer, in the session running then (so this module imports nothing of the app's).

>>> app_msg("{name} is already a player.", name="Ann").args
{'name': 'Ann'}
>>> app_msg_n("{n} try left.", "{n} tries left.", 2).args
{'n': 2}
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any


def N_(text: str) -> str:
    """Marks a word for the catalogs where it is defined; it is rendered where shown."""
    return text


@dataclass(frozen=True, slots=True)
class AppMessage:
    """One thing the app says: `template` is English with `{name}` placeholders (its msgid);
    `plural` the English plural, chosen by the count `params["n"]`; `catalog` the folder of
    its catalogs when they are not the app's (the rulebook's, scorepad/rulebook/locale)."""

    template: str
    params: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    catalog: Path | None = None

    @property
    def args(self) -> dict[str, Any]:
        return dict(self.params)



def app_msg(template: str, /, **params: Any) -> AppMessage:
    return AppMessage(template, tuple(params.items()))


def app_msg_n(singular: str, plural: str, n: int, /, **params: Any) -> AppMessage:
    return AppMessage(singular, (("n", n), *params.items()), plural)
