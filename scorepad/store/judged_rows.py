"""A judged trick or round (`rules.judged`: values) as a `judged_tricks` row, and back: the one
place that converts them.

A row keeps the question in the shape of JUDGE.md's request (`kind`, `game`, `players`,
`trump` as the colour's or suit's name, each play as its written card or an object with
`as`/`block`) and the engine's answer, so the rows stored before, and the export that copies
them, read the same. The trump is read into its value once here (`rules.trump.Trump`, the
game's kind of trump; null: `NO_TRUMP`), and written back once here; a play's card stays as
the game writes it (the engine reads it).

>>> from rules.judge_form import Play
>>> from rules.judged import KeptRound
>>> from rules.trump import Trump
>>> kept = KeptRound(game="sixth-sense", players=3, dealer=2, trump=Trump("colour", "red"),
...                  tricks=(((Play("red 5"), Play("red 0", block=0)), False),), calls=(1, 2, 3),
...                  hand=13)
>>> row = row_of(kept)
>>> row["kind"], row["request"]["trump"], row["plays"]
('round', 'red', [['red 5', {'card': 'red 0', 'block': 0}]])
>>> back = round_of(row["request"])
>>> back.trump == kept.trump and back.tricks == kept.tricks and back.dealer == 2
True
"""

from __future__ import annotations

from typing import Any, Mapping

from rules.judge_form import Play, judge_form
from rules.judged import KeptRound, KeptTrick
from rules.trump import NO_TRUMP, Trump

#: the row's `kind` of each value
TRICK, ROUND = "trick", "round"
#: the answer kept for a round with no trick judged yet
_NO_ANSWER_KEYS = ("tricks", "taken", "complete", "points", "revokes", "warnings")


def row_of(kept: KeptTrick | KeptRound) -> dict[str, Any]:
    """The row's fields (`kind`, `game`, `plays`, `request`, `answer`, `explanation`) of a
    judged trick or round."""
    if isinstance(kept, KeptTrick):
        request = {"kind": TRICK, "game": kept.game, "players": kept.players,
                   "trump": trump_name(kept.trump), "leader": kept.leader,
                   "plays": [_play_row(p) for p in kept.plays]}
        _removed(request, kept)
        _trick_settings(request, kept)
        plays: list[Any] = list(request["plays"])
        answer = kept.ruling.as_json() if kept.ruling is not None else {}
    else:
        form = judge_form(kept.game)
        request = {"kind": ROUND, "game": kept.game, "players": kept.players,
                   "dealer": kept.dealer, "trump": trump_name(kept.trump),
                   _calls_field(form): list(kept.calls)}
        request.update(dict(kept.settings or {}))
        _removed(request, kept)
        if form is not None and form.most_cards(kept.players) is not None:
            request["hand"] = kept.hand  # the table chose the cards each (JUDGE.md)
        doubles = bool(form is not None and form.doubles)
        request["tricks"] = [
            {"plays": [_play_row(p) for p in trick], **({"take_double": True}
                                                         if double and doubles else {})}
            for trick, double in kept.tricks]
        plays = [t["plays"] for t in request["tricks"]]
        answer = (kept.ruling.as_json() if kept.ruling is not None else
                  dict(zip(_NO_ANSWER_KEYS, ([], [0] * kept.players, False, None, [], []))))
    return {"kind": request["kind"], "game": kept.game, "plays": plays, "request": request,
            "answer": answer,
            "explanation": str(answer.get("explanation") or answer.get("error") or "")}


def _trick_settings(request: dict[str, Any], kept: KeptTrick) -> None:
    """What the game's trick request adds for its round settings (the house rules a trick
    takes, off their default), as its judge form writes them."""
    form = judge_form(kept.game) if kept.settings else None
    if form is None:
        return
    try:
        written = form.trick_request(players=kept.players, trump=kept.trump,
                                     leader=kept.leader, plays=(), settings=kept.settings)
    except Exception:  # a form without round settings for a trick
        return
    for key, value in written.items():
        request.setdefault(key, value)


def round_of(request: Mapping[str, Any]) -> KeptRound | None:
    """A kept round read from its row's request (no ruling: the engine rules it again); None
    when the row is not a round this game's judge can read."""
    game = str(request.get("game") or "")
    try:
        form = judge_form(game)
    except Exception:
        return None
    if form is None or request.get("kind") != ROUND:
        return None
    try:
        players = int(request["players"])
        tricks = tuple(
            (tuple(_play_of_row(p) for p in t.get("plays") or ()), bool(t.get("take_double")))
            for t in request.get("tricks") or ())
        calls = tuple(int(c) for c in request.get(_calls_field(form)) or ())
        settings = {k: v for k, v in request.items() if k not in _REQUEST_FIELDS
                    and k != _calls_field(form)}
        return KeptRound(game=game, players=players, dealer=int(request.get("dealer") or 0),
                         trump=trump_of(form, request.get("trump")), tricks=tricks,
                         calls=calls, hand=int(request.get("hand") or 0),
                         removed=request.get("removed"), settings=settings)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def trump_name(trump: Any) -> str | None:
    """The trump as a row writes it: the colour's or suit's name; None for no trump."""
    return None if trump is None else trump.name


def trump_of(form: Any, name: Any) -> Trump:
    """The trump a row writes, as the game's value (`rules.trump`): null is no trump."""
    return NO_TRUMP if name is None else Trump(form.colour_word, str(name))


_REQUEST_FIELDS = frozenset({"kind", "game", "players", "dealer", "trump", "removed", "hand",
                             "tricks", "leader", "plays"})


def _calls_field(form: Any) -> str:
    return form.calls_field if form is not None else "calls"


def _removed(request: dict[str, Any], kept: KeptTrick | KeptRound) -> None:
    form = judge_form(kept.game)
    if kept.removed is not None and form is not None and kept.players == form.removable:
        request["removed"] = kept.removed


def _play_row(play: Play) -> str | dict[str, Any]:
    """A play as the row writes it: its card, or an object with `as` and `block`."""
    if play.declared is None and play.block is None:
        return str(play.card)
    out: dict[str, Any] = {"card": str(play.card)}
    if play.declared is not None:
        out["as"] = play.declared
    if play.block is not None:
        out["block"] = play.block
    return out


def _play_of_row(value: Any) -> Play:
    if isinstance(value, str):
        return Play(value)
    return Play(str(value["card"]), value.get("as"), value.get("block"))
