"""What if: a game re-scored under another reading, without changing it.

A pure replay through the engine (STYLE.md: "a pure engine gives undo, history and what-if
re-scoring for free"): the rounds the table reported stay as they are; only the options that
change the points are swapped (those whose spec, `rules.options.OptionSpec.what_if`, says how a
what-if reads them: in 6th Sense the scoring and the 6-at-nine house rule), and the one replay
(`rules.replay.replay`) plans, scores and settles every round again. Nothing is read from or
written to the store: the caller passes the game it has loaded.

>>> from rules.scoresheet import RoundEntry, SeatEntry
>>> from scorepad.services.games import GameService
>>> from scorepad.store.db import open_store
>>> from rules.registry import game_ids
>>> svc = GameService(open_store("sqlite://"))
>>> g = svc.start_game(game=game_ids()[0], players=["Ann", "Bob", "Cy"], first_dealer=0)
>>> g = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=6, tricks=9),
...     SeatEntry(call=2, tricks=2), SeatEntry(call=3, tricks=2)), trump="red"), index=0)
>>> rescore(g, {"six_at_nine": 6}).totals
(6, 2, -1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from rules.errors import RulesError
from rules.options import CHOICE, SWITCH, OptionSpec
from rules.registry import scoresheet
from rules.replay import replay
from rules.scoresheet import SeatScore, Standing
from scorepad.app_message import app_msg


def specs(game: str) -> tuple[OptionSpec, ...]:
    """The option specs of `game` a what-if may change (its sheet's, with a `what_if`
    reading; a number is never offered); none for a game this version does not know."""
    try:
        sheet = scoresheet(game)
    except RulesError:
        return ()
    return tuple(s for s in sheet.option_specs
                 if s.what_if is not None and s.kind in (CHOICE, SWITCH))


def _values(spec: OptionSpec) -> tuple:
    return tuple(p.value for p in spec.picks) if spec.kind == CHOICE else (False, True)


class WhatIfError(ValueError):
    """A re-scoring that cannot be done: `message` says why, in one sentence; `said` the
    engine's reason when it gave one (the screen says either: `scorepad.words.say`)."""

    def __init__(self, message: str, said: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.said = said  # the reason as the engine gave it (a message), if any


@dataclass(frozen=True, slots=True)
class Rescored:
    """The game as it would have scored under `options` (the real game is not changed)."""

    options: dict[str, Any]
    rounds: tuple[tuple[SeatScore, ...], ...]  # per round, per seat: points and why
    totals: tuple[int, ...]
    standing: Standing  # after all the rounds played, or where the game would have ended
    ended_after: int | None  # target ending: the round after which it would have ended
    changed: tuple[tuple[int, int], ...]  # (round index, seat) whose points differ from real


def offered(game: str) -> dict[str, tuple]:
    """The options a what-if may change for this game, each with the values it may take, in
    the order the sheet lists them (empty: nothing changes the points)."""
    return {s.key: _values(s) for s in specs(game)}


def rescore(view: Any, changes: Mapping[str, Any]) -> Rescored:
    """Re-score a loaded game (`GameView`) with some options changed; pure."""
    allowed = offered(view.game)
    for key, value in changes.items():
        if key not in allowed:
            raise WhatIfError(
                app_msg("'{option}' cannot be changed in a what-if for this game; it can be "
                        "{options}.", option=key, options=", ".join(allowed)) if allowed else
                app_msg("'{option}' cannot be changed in a what-if for this game.", option=key))
        if value not in allowed[key]:
            raise WhatIfError(app_msg("'{option}' is one of {values}, not {value}.", option=key,
                                      values=", ".join(map(str, allowed[key])), value=repr(value)))
    sheet = scoresheet(view.game)
    n = len(view.players)
    try:
        options = sheet.options(n, {**dict(view.options or {}), **dict(changes)})
    except RulesError as exc:
        raise WhatIfError(exc.message, getattr(exc, "said", None)) from None

    played = replay(sheet, players=n, first_dealer=view.first_dealer, options=options,
                    entries=[r.entry for r in view.rounds], until_over=True)  # rules/replay.py
    rounds = tuple(done.scores for done in played.rounds)
    changed = [(r.index, seat) for r, scores in zip(view.rounds, rounds)
               for seat, (new, old) in enumerate(zip(scores, r.scores))
               if new.points != old.points]
    standing, totals = played.standing, played.totals
    ended_after = len(rounds) if standing.over else None
    return Rescored(options=options, rounds=rounds, totals=totals,
                    standing=standing, ended_after=ended_after, changed=tuple(changed))
