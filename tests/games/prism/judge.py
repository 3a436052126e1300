"""Prism's judge requests, the JSON side only (`python -m rules judge` with Prism registered):
each reads its fields with `rules.request.Request`, hands typed values to the engine's core
(trick.py) and writes its typed ruling back with `as_json()`.

- trick: ``players``, ``trump`` (a colour or null, required), ``leader`` (0), ``removed``
  (null), ``plays`` (a card, or ``{"card", "as"}`` for a 1 declared 11).
- round: ``players``, ``trump``, ``bids``, ``hand``, ``tricks`` (each ``{"plays",
  "take_double"}``) required; ``dealer`` (0), ``removed``, and each house rule
  (options.py `HOUSE`: ``miss`` "penalty", ``bonus`` 10).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RulesError
from rules.message import msg
from rules.request import Request, check_int
from tests.games.prism.options import HOUSE, house_of
from tests.games.prism.trick import Play, rule_round, rule_trick


def _play(value: Any, at: str) -> Play:
    if isinstance(value, dict):
        unknown = set(value) - {"card", "as"}
        if unknown:
            raise RulesError(msg("unknown field {name} in a play (the fields are card, as)",
                                 name=repr(sorted(unknown)[0])), at)
        return Play.of(value.get("card"), at, declared=value.get("as"))
    return Play.of(value, at)


def _plays(request: Request) -> list[Play]:
    return [_play(v, f"{request.at('plays')}[{i}]") for i, v in enumerate(request.list("plays"))]


def _trump(request: Request) -> Any:
    if "trump" not in request.data:  # required, null included (no trump chosen)
        raise RulesError(msg("the field 'trump' is required"), "trump")
    return request.raw("trump", None)


def answer(kind: str, request: Request) -> dict:
    if kind not in ("trick", "round"):
        raise RulesError(msg("Prism has no kind {kind}: the kinds are trick, round",
                             kind=repr(kind)), "kind")
    players = request.int("players")
    trump = _trump(request)
    removed = request.raw("removed", None)
    if kind == "trick":
        leader = request.int("leader", default=0)
        plays = _plays(request)
        request.finish()
        return rule_trick(plays, players=players, trump=trump, leader=leader,
                          removed=removed).as_json()
    dealer = request.int("dealer", default=0)
    bids = [check_int(b, f"bids[{i}]", "bid", lo=0)
            for i, b in enumerate(request.list("bids"))]
    hand = request.int("hand", lo=1)
    house = house_of({s.key: request.raw(s.key, None) for s in HOUSE})  # the house rules
    tricks = []
    for i, value in enumerate(request.list("tricks")):
        item = request.item("tricks", i, value)
        tricks.append((_plays(item), item.bool("take_double", default=False)))
        item.finish()
    request.finish()
    return rule_round(tricks, players=players, dealer=dealer, trump=trump, bids=bids,
                      hand=hand, removed=removed, house=house).as_json()
