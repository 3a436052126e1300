"""The judge for the shedding game (JUDGE.md, game `shedding`).

Kinds: `play` (may `card` go on `on`; `challenge` default false -> legal, explanation),
`score` (a hand's value at the end of a game -> ``{"points": n}``, JUDGE.md's answer to the
letter), `setup` (cards dealt and
the draw pile for N players; `short` is an error: it belongs to nomination whist). The game has
no tricks, so `trick` and `round` are errors.
"""

from __future__ import annotations

from rules.errors import RulesError
from rules.message import Typed, msg
from rules.request import Request, describe
from rules.shedding import legality, scoring, setup
from rules.shedding.cards import Numbered, parse

KINDS = ("play", "score", "setup")
# the reason for refusing `house`, made once (the judge asks for it with every request)
_NO_HOUSE = msg("house rules belong to 6th Sense 'trick', 'score' and 'round' requests, not to "
                "the shedding game")


def answer(kind: str, request: Request) -> dict:
    handler = _HANDLERS.get(kind)
    if handler is None:
        kinds = ", ".join(repr(k) for k in KINDS)
        said = (msg("unknown kind {kind} for shedding (the shedding game has no tricks): the "
                    "kinds are {kinds}", kind=describe(kind), kinds=kinds)
                if kind in ("trick", "round") else
                msg("unknown kind {kind} for shedding: the kinds are {kinds}",
                    kind=describe(kind), kinds=kinds))
        raise RulesError(said, "kind")
    # JUDGE.md "House rules": `house` belongs to 6th Sense score and round requests only.
    request.forbid("house", reason=_NO_HOUSE)
    return handler(request)


def _play(request: Request) -> dict:
    on = parse(request.raw("on"), request.at("on"))
    card = parse(request.raw("card"), request.at("card"))
    challenge = request.bool("challenge", default=False)
    request.finish()
    if isinstance(card, Numbered) and card == on:
        raise RulesError(msg("{card} cannot go on itself: each numbered card exists once",
                             card=Typed.of(card)),
                         request.at("card"))
    ok, why = legality.check(on, card, challenge)
    return {"legal": ok, "explanation": why}


def _score(request: Request) -> dict:
    items = request.list("hand")
    hand = scoring.parse_hand(items, request.at("hand") or "hand")
    request.finish()
    # JUDGE.md gives this answer whole: `{"points": 27}` (the app explains with `explain`).
    return {"points": scoring.points(hand)}


def _setup(request: Request) -> dict:
    if request.has("short"):
        raise RulesError(msg("'short' is only for nomination-whist: the shedding game has no "
                             "short form"), request.at("short"))
    request.raw("short", None)  # null: the same as leaving it out
    players = request.int("players")
    setup.check_players(players, request.at("players"))
    request.finish()
    return setup.setup(players)


_HANDLERS = {"play": _play, "score": _score, "setup": _setup}
