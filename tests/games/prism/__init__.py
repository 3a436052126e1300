"""Prism: a test-only trick game (issue 22 item 5), plugged in as a rules/<game> package is:
`SCORESHEET` (scoresheet.py), `answer(kind, request)` (judge.py) and `JUDGE_FORM`
(judge_form.py), and its cards' `PAINT` (cards.py).

What makes it not easy for the app: its trump is a painted colour turned up each round (its
colours are words and paints no code under scorepad/ knows), a 1 is declared 1 or 11 by its
owner, a 10 lets a trick's winner take it double, and with 2 players a colour is taken out.

Registered by a test only: `register(monkeypatch)` (state tests), or `python -m
tests.games.prism.serve` (the real app with Prism registered, for the browser test).
"""

from __future__ import annotations

from tests.games.prism.cards import PAINT
from tests.games.prism.judge import answer
from tests.games.prism.judge_form import JUDGE_FORM
from tests.games.prism.scoresheet import GAME, SCORESHEET, TITLE

__all__ = ["GAME", "JUDGE_FORM", "PAINT", "SCORESHEET", "TITLE", "answer", "register"]


def register(monkeypatch=None) -> None:
    """Put Prism in `rules.registry.GAMES` (last), for one test (`monkeypatch`) or for the
    life of the process (the launcher)."""
    from rules import registry

    if monkeypatch is None:
        registry.GAMES[GAME] = __name__
    else:
        monkeypatch.setitem(registry.GAMES, GAME, __name__)
