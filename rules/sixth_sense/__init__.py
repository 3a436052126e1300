"""6th Sense (Game A of RULES.md): the 70-card prediction game.

Public API (everything the app and the judge need; submodules are imported lazily so that
`python -m rules judge` starts fast):

- ``answer(kind, request)``: the judge (JUDGE.md kinds ``trick``, ``round``, ``score``,
  ``setup``), returns the answer dict, raises `RulesError`.
- ``SCORESHEET``: the `rules.scoresheet.ScoreSheet` for the scorekeeper (scoresheet.py).
- Modules: ``cards`` (Card, Colour), ``deck``, ``trick`` (judge_trick), ``round``
  (replay_round), ``scoring`` (score), ``setup`` (SetUp), ``checks`` (check_totals).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from rules.request import Request
    from rules.sixth_sense.scoresheet import SixthSenseSheet

GAME = "sixth-sense"


_judge: Any = None


def answer(kind: str, request: "Request") -> dict:
    """The judge's answer to one request of this game (JUDGE.md)."""
    global _judge
    if _judge is None:
        from rules.sixth_sense import judge as _judge
    return _judge.answer(kind, request)


def __getattr__(name: str) -> Any:
    if name == "SCORESHEET":
        from rules.sixth_sense.scoresheet import SCORESHEET
        return SCORESHEET
    raise AttributeError(f"module 'rules.sixth_sense' has no attribute {name!r}")
