"""What if: a game re-scored under another reading, without changing it.

A pure replay through the engine (STYLE.md: "a pure engine gives undo, history and what-if
re-scoring for free"): the rounds the table reported stay as they are; only the options that
change the points are swapped (those whose spec, `rules.options.OptionSpec.what_if`, says how a
what-if reads them: in 6th Sense the scoring and the 6-at-nine house rule), and the one replay
(`rules.replay.replay`) plans, scores and settles every round again. Options that change the
judge's answers instead (6th Sense's void_leader, peek and block_limit house rules) re-judge
the tricks and rounds the table kept with the game (`judged`, as the service lists them): each
one the other reading answers differently is listed (`Rescored.rejudged`). Nothing is read from
or written to the store: the caller passes the game it has loaded and its judged tricks.

>>> from rules.scoresheet import RoundEntry, SeatEntry
>>> from scorepad.services.games.service import GameService
>>> from scorepad.store.db import open_store
>>> from rules.registry import game_ids
>>> from rules.trump import COLOUR, Trump
>>> svc = GameService(open_store("sqlite://"))
>>> g = svc.start_game(game=game_ids()[0], players=["Ann", "Bob", "Cy"], first_dealer=0)
>>> g = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=6, tricks=9),
...     SeatEntry(call=2, tricks=2), SeatEntry(call=3, tricks=2)), trump=Trump(COLOUR, "red")),
...     index=0)
>>> rescore(g, {"six_at_nine": 6}).totals
(6, 2, -1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.judge_form import ROUND, TRICK, Play, judge_form
from rules.options import CHOICE, SWITCH, OptionSpec
from rules.registry import scoresheet
from rules.replay import replay
from rules.scoresheet import SeatScore, Standing
from scorepad.app_message import app_msg
from scorepad.errors import ScorepadError


def specs(game: str, players: int | None = None) -> tuple[OptionSpec, ...]:
    """The option specs of `game` a what-if may change (its sheet's, with a `what_if`
    reading; a number is never offered; with `players`, those a game of so many players
    has); none for a game this version does not know."""
    try:
        sheet = scoresheet(game)
    except RulesError:
        return ()
    return tuple(s for s in sheet.option_specs
                 if s.what_if is not None and s.kind in (CHOICE, SWITCH)
                 and (players is None or not s.players or players in s.players))


def _values(spec: OptionSpec) -> tuple:
    return tuple(p.value for p in spec.picks) if spec.kind == CHOICE else (False, True)


class WhatIfError(ScorepadError, ValueError):
    """A re-scoring that cannot be done: `message` says why, in one sentence; `said` the
    engine's reason when it gave one (the screen says either: `scorepad.words.say`)."""

    def __init__(self, message: str, said: Any = None) -> None:
        super().__init__(message)
        self.message = message
        # the reason as the engine gave it (a message), else the sentence (ScorepadError's `said`)
        self.said = said if said is not None else message


@dataclass(frozen=True, slots=True)
class Rescored:
    """The game as it would have scored under `options` (the real game is not changed)."""

    options: dict[str, Any]
    rounds: tuple[tuple[SeatScore, ...], ...]  # per round, per seat: points and why
    totals: tuple[int, ...]
    standing: Standing  # after all the rounds played, or where the game would have ended
    ended_after: int | None  # target ending: the round after which it would have ended
    changed: tuple[tuple[int, int], ...]  # (round index, seat) whose points differ from real
    # the kept judged tricks and rounds the reading answers otherwise: (round index or None,
    # the answer's explanation as a message: the trick that changes, or why the round is refused)
    rejudged: tuple[tuple[int | None, Any], ...] = ()


def offered(game: str, players: int | None = None) -> dict[str, tuple]:
    """The options a what-if may change for this game (of so many `players`), each with the
    values it may take, in the order the sheet lists them (empty: nothing to change)."""
    return {s.key: _values(s) for s in specs(game, players)}


def rescore(view: Any, changes: Mapping[str, Any], judged: Sequence[Mapping] = ()) -> Rescored:
    """Re-score a loaded game (`GameView`) with some options changed, and judge its kept
    tricks again (`judged`: the service's `judged_tricks`); pure."""
    allowed = offered(view.game, len(view.players))
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
    from scorepad.services.games.rounds import changes_of

    table = changes_of(view, view.players)  # the players who came and went, as played
    start = n - sum(1 for c in table if c.change == "join")
    try:
        options = sheet.options(start, {**dict(view.options or {}), **dict(changes)})
    except RulesError as exc:
        raise WhatIfError(exc.message, getattr(exc, "said", None)) from None

    played = replay(sheet, players=n, first_dealer=view.first_dealer, options=options,
                    entries=[r.entry for r in view.rounds], until_over=True,
                    changes=table)  # rules/replay.py
    rounds = tuple(done.scores for done in played.rounds)
    changed = [(r.index, seat) for r, scores in zip(view.rounds, rounds)
               for seat, (new, old) in enumerate(zip(scores, r.scores))
               if new.points != old.points]
    standing, totals = played.standing, played.totals
    ended_after = len(rounds) if standing.over else None
    return Rescored(options=options, rounds=rounds, totals=totals,
                    standing=standing, ended_after=ended_after, changed=tuple(changed),
                    rejudged=rejudged(view, options, judged))


def rejudged(view: Any, options: Any,
             judged: Sequence[Mapping]) -> tuple[tuple[int | None, Any], ...]:
    """The kept judged tricks and rounds (`judged`) that the game's judge answers otherwise
    under `options` than under the game's own: (round index, what the other answer says)."""
    form = judge_form(view.game)
    if form is None or not judged:
        return ()
    real = form.settings(view.options or {}).get("round")
    other = form.settings(options).get("round")
    if real == other:
        return ()
    out = []
    for kept in judged:
        request = kept.get("request") if isinstance(kept, Mapping) else None
        if not isinstance(request, Mapping) or request.get("game") != view.game:
            continue
        before, after = _judged(form, request, real), _judged(form, request, other)
        if before is None or after is None or before[0] == after[0]:
            continue
        out.append((kept.get("round_index"), _differs(before, after)))
    return tuple(out)


def _judged(form: Any, request: Mapping, settings: Any) -> tuple[Any, Any] | None:
    """A kept request judged again with these settings: (its answer as JSON, the ruling or
    the refusal's message); None when it cannot be read (a record of another version)."""
    kind = request.get("kind")
    trump = request.get("trump")
    try:
        if kind == TRICK:
            ruling = form.rule_trick(players=request["players"], trump=trump,
                                     leader=request.get("leader") or 0,
                                     plays=[Play.of_json(p, form.read_card)
                                            for p in request["plays"]],
                                     removed=request.get("removed"), settings=settings)
        elif kind == ROUND:
            tricks = [([Play.of_json(p, form.read_card) for p in t["plays"]],
                       bool(t.get("take_double")))
                      for t in request["tricks"]]
            ruling = form.rule_round(players=request["players"], dealer=request.get("dealer") or 0,
                                     trump=trump, tricks=tricks,
                                     calls=list(request[form.calls_field]),
                                     hand=request.get("hand"), removed=request.get("removed"),
                                     settings=settings)
        else:
            return None
    except RulesError as exc:
        return {"error": exc.message}, exc
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    return ruling.as_json(), ruling


def _differs(before: tuple[Any, Any], after: tuple[Any, Any]) -> Any:
    """What the other answer says: why it is refused, the trick's explanation, or the first
    trick of a round whose answer changes."""
    ruling = after[1]
    if isinstance(ruling, RulesError):
        return getattr(ruling, "said", None) or ruling.message
    if hasattr(ruling, "tricks"):
        old = before[1].tricks if hasattr(before[1], "tricks") else ()
        for i, trick in enumerate(ruling.tricks):
            if i >= len(old) or trick.as_json() != old[i].as_json():
                return trick.said
    return ruling.said
