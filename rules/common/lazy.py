"""The lazy public face every game package shows `rules.registry`: ``answer`` and ``SCORESHEET``.

A game package's ``__init__`` does ``answer, __getattr__ = lazy_game(__name__)``; its
``judge`` module is imported on the first ``answer`` call, its ``scoresheet`` module on the
first ``SCORESHEET`` lookup, its ``judge_form`` module on the first ``JUDGE_FORM`` lookup.
Import-light on purpose (only importlib and sys): the judge's start-up time counts.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    from rules.request import Request


def lazy_game(package: str) -> tuple[Callable[[str, "Request"], dict], Callable[[str], Any]]:
    """``answer`` and the module ``__getattr__`` for the game package named `package`."""

    def answer(kind: str, request: "Request") -> dict:
        """The judge's answer (JUDGE.md); the judge module is imported on first use."""
        real = importlib.import_module(package + ".judge").answer
        # later calls go straight to the judge: the package's `answer` becomes the judge's
        sys.modules[package].answer = real
        return real(kind, request)

    def __getattr__(name: str) -> Any:
        if name == "SCORESHEET":
            return importlib.import_module(package + ".scoresheet").SCORESHEET
        if name == "JUDGE_FORM":  # what the app's judge screen asks for (rules.judge_form)
            form = importlib.import_module(package + ".judge_form").JUDGE_FORM
            setattr(sys.modules[package], name, form)  # later look-ups: a plain attribute
            return form
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return answer, __getattr__
