"""A judged trick or round (`rules.judged`: values) as a `judged_tricks` row, and back: the one
place that converts them.

A row keeps the question as JUDGE.md's request (`kind`, `game`, `players`, `trump` as the
colour's or suit's name, each play as `Play.to_json` writes it: its written card, or an object
with `as`/`block`) and the engine's answer, so the rows stored before, and the export that
copies them, read the same. Both are written by the engine's own JSON: the game's judge form
writes the request (`JudgeForm.trick_request`, `round_request`), a ruling its answer
(`as_json`); a play is read back by `Play.of_json` with the game's `JudgeForm.read_card`, so a
kept round holds the engine's cards again (the ones a tap enters), and the trump is read into
its value (`rules.trump.Trump`, the game's kind of trump; null: `NO_TRUMP`), each once, here.

>>> from rules.judge_form import Play, judge_form
>>> from rules.judged import KeptRound
>>> from rules.trump import Trump
>>> form = judge_form("sixth-sense")
>>> kept = KeptRound(game="sixth-sense", players=3, dealer=2, trump=Trump("colour", "red"),
...                  tricks=(((Play(form.play_card("red", 5)),
...                            Play(form.play_card("red", 0), block=0)), False),),
...                  calls=(1, 2, 3), hand=13)
>>> row = row_of(kept)
>>> row["kind"], row["request"]["trump"], row["plays"]
('round', 'red', [['red 5', {'card': 'red 0', 'block': 0}]])
>>> back = round_of(row["request"])
>>> back.trump == kept.trump and back.tricks == kept.tricks and back.dealer == 2
True
>>> back.tricks[0][0][0].card
Card.parse('red 5')
"""

from __future__ import annotations

from typing import Any, Mapping

from rules.errors import RulesError
from rules.judge_form import JudgeForm, Play, judge_form
from rules.judged import KeptRound, KeptTrick
from rules.trump import NO_TRUMP, Trump

#: the row's `kind` of each value
TRICK, ROUND = "trick", "round"
#: the answer kept for a round with no trick judged yet
_NO_ANSWER_KEYS = ("tricks", "taken", "complete", "points", "revokes", "warnings")


def row_of(kept: KeptTrick | KeptRound) -> dict[str, Any]:
    """The row's fields (`kind`, `game`, `plays`, `request`, `answer`, `explanation`) of a
    judged trick or round."""
    form = _form(kept.game)
    if form is None:
        raise ValueError(f"{kept.game!r} has no judge: nothing judged to keep")
    if isinstance(kept, KeptTrick):
        request = form.trick_request(players=kept.players, trump=kept.trump,
                                     leader=kept.leader, plays=kept.plays,
                                     removed=kept.removed, settings=kept.settings)
        plays: list[Any] = list(request["plays"])
        answer = kept.ruling.as_json() if kept.ruling is not None else {}
    else:
        request = form.round_request(players=kept.players, dealer=kept.dealer,
                                     trump=kept.trump, tricks=kept.tricks, calls=kept.calls,
                                     hand=kept.hand, removed=kept.removed,
                                     settings=kept.settings)
        plays = [t["plays"] for t in request["tricks"]]
        answer = (kept.ruling.as_json() if kept.ruling is not None else
                  dict(zip(_NO_ANSWER_KEYS, ([], [0] * kept.players, False, None, [], []))))
    return {"kind": request["kind"], "game": kept.game, "plays": plays, "request": request,
            "answer": answer,
            "explanation": str(answer.get("explanation") or answer.get("error") or "")}


def round_of(request: Mapping[str, Any]) -> KeptRound | None:
    """A kept round read from its row's request (no ruling: the engine rules it again), its
    plays the engine's cards (`Play.of_json` with the game's `read_card`); None when the row
    is not a round this game's judge can read."""
    game = str(request.get("game") or "")
    form = _form(game)
    if form is None or request.get("kind") != ROUND:
        return None
    try:
        players = int(request["players"])
        tricks = tuple(
            (tuple(Play.of_json(p, form.read_card) for p in t.get("plays") or ()),
             bool(t.get("take_double")))
            for t in request.get("tricks") or ())
        calls = tuple(int(c) for c in request.get(form.calls_field) or ())
        settings = {k: v for k, v in request.items() if k not in _REQUEST_FIELDS
                    and k != form.calls_field}
        return KeptRound(game=game, players=players, dealer=int(request.get("dealer") or 0),
                         trump=trump_of(form, request.get("trump")), tricks=tricks,
                         calls=calls, hand=int(request.get("hand") or 0),
                         removed=request.get("removed"), settings=settings)
    except (RulesError, KeyError, TypeError, ValueError, AttributeError):
        return None


def trump_of(form: JudgeForm, name: Any) -> Trump:
    """The trump a row writes, as the game's value (`rules.trump`): null is no trump."""
    return NO_TRUMP if name is None else Trump(form.colour_word, str(name))


_REQUEST_FIELDS = frozenset({"kind", "game", "players", "dealer", "trump", "removed", "hand",
                             "tricks", "leader", "plays"})


def _form(game: str) -> JudgeForm | None:
    """The game's judge form; None for a game that has none (or is not known here)."""
    try:
        return judge_form(game)
    except RulesError:  # an unknown game id
        return None
