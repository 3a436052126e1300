"""The judge's requests for 6th Sense (JUDGE.md): kinds ``trick``, ``round``, ``score``, ``setup``.

Reads the JSON fields with `rules.request.Request` (integers must be JSON integers, null means
absent, unknown fields are errors), builds the engine's values and returns the answer dict.
Field names and defaults are JUDGE.md's:

- trick: ``players`` (2..6, required), ``trump`` (required, a colour or null), ``leader`` (0),
  ``removed`` (null), ``plays`` (required; a card string or ``{"card", "as", "block"}``).
- round: ``players``, ``trump``, ``predictions`` (cards or bare numbers), ``tricks`` (each
  ``{"plays", "take_double"}``) required; ``dealer`` (0), ``scoring`` ("standard"), ``removed``.
- score: ``prediction`` and ``tricks`` required; ``scoring`` ("standard").
- setup: ``players``.

``house`` (JUDGE.md "House rules"): an optional object in ``trick``, ``score`` and ``round``
(null or ``{}``: the digest's rulings), each key in the kinds JUDGE.md's table gives it
(`rules.sixth_sense.house.KINDS`: a key in another kind is an error at ``"house.<key>"``); in a
``setup`` request it is an error at ``"house"``.
"""

from __future__ import annotations

from typing import Any, Callable

from rules.errors import RulesError
from rules.message import msg
from rules.request import Request, check_int, describe
from rules.sixth_sense.cards import DECK, Card, Colour
from rules.sixth_sense.cards import _COLOUR_BY_NAME
from rules.sixth_sense.deck import check_removed
from rules.sixth_sense.house import House
from rules.sixth_sense.scoring import Scoring, check_prediction, score
from rules.sixth_sense.setup import MAX_PLAYERS, MIN_PLAYERS, SetUp, check_players
from rules.sixth_sense.trick import Play, judge_trick

_PLAY_FIELDS = frozenset(("card", "as", "block"))


def _players(request: Request) -> int:
    players = request.raw("players")
    return check_players(players, request.at("players"))


def _colour(request: Request, name: str, *, required: bool) -> Colour | None:
    if required and name not in request.data:
        raise RulesError(msg("the field {name} is required (null when there is no trump)",
                             name=repr(name)), request.at(name))
    value = request.raw(name, None)
    if value is None:
        return None
    colour = _COLOUR_BY_NAME.get(value) if type(value) is str else None
    return colour if colour is not None else Colour.parse(value, request.at(name))


#: canonical card text -> its plain play; plays are immutable, so one object serves every trick
_PLAIN: dict[str, Play] = {str(card): Play(card) for card in DECK}


def parse_play(value: Any, at: str) -> Play:
    """A play: ``"green 6"``, ``{"card": "green 6", "as": 9}`` or ``{"card": "red 0", "block": 1}``."""
    if isinstance(value, str):
        play = _PLAIN.get(value)
        return play if play is not None else _PLAIN[str(Card.parse(value, at))]
    if not isinstance(value, dict):
        raise RulesError(msg("a play is a card like 'blue 10' or an object with 'card', got "
                             "{got}", got=describe(value)), at)
    for key in value:
        if key not in _PLAY_FIELDS:
            raise RulesError(msg("unknown field {name} in a play (the fields are card, as, "
                                 "block)", name=repr(key)), f"{at}.{key}")
    text = value.get("card")
    if text is None:
        raise RulesError(msg("the play has no 'card'"), f"{at}.card")
    card = Card.parse(text, at)
    declared = value.get("as")
    if declared is not None:
        declared = check_int(declared, at, "as")
    block = value.get("block")
    if block is not None:
        block = check_int(block, at, "block")
    return Play(card, declared, block)


def parse_plays(request: Request, name: str = "plays") -> tuple[Play, ...]:
    items = request.list(name)
    plain = _PLAIN
    out = []
    for i, value in enumerate(items):
        # The common case, a canonical card string, is one look-up; `at` is built only when
        # something needs a closer look.
        play = plain.get(value) if type(value) is str else None
        out.append(play if play is not None else parse_play(value, f"{request.at(name)}[{i}]"))
    return tuple(out)


def _house(request: Request, kind: str) -> House:
    return House.parse(request.raw("house", None), request.at("house") or "house", kind)


# Why a field is refused, each made once (the judge asks for them with every request).
_NO_HOUSE = {kind: msg("house rules belong to 6th Sense 'trick', 'score' and 'round' requests, "
                       "not a {kind}", kind=kind) for kind in ("'setup'",)}
_NOT_BIDS = msg("6th Sense takes 'predictions' (bids and hand are nomination whist's)")
_NOT_SHORT = msg("'short' is a nomination whist option")


def no_house(request: Request, what: str) -> None:
    """`house` in a request that takes none: an error at ``"house"`` (null passes as absent);
    `what`: the kind quoted ("'trick'")."""
    reason = _NO_HOUSE.get(what) or msg("house rules belong to 6th Sense 'trick', 'score' and "
                                        "'round' requests, not a {kind}", kind=what)
    request.forbid("house", reason=reason)


# A trick request's fields; `removed` and `house` pass the quick path below only as null.
_TRICK_KEYS = frozenset(("kind", "game", "players", "trump", "leader", "removed", "house",
                         "plays"))


def quick(kind: str, data: dict) -> dict | None:
    """The answer to the common request, a trick with every field well formed and each play a
    card as the judge writes it, read straight from the request's dict (`--lines` judges
    thousands a second), else None: then `answer` reads it field by field and says what is
    wrong. Only the plays can still be refused (by `judge_trick`), as `answer` refuses them."""
    if kind != "trick":
        return None
    players = data.get("players")
    leader = data.get("leader")
    trump = data.get("trump", "")
    plays = data.get("plays")
    if (type(players) is int and MIN_PLAYERS <= players <= MAX_PLAYERS
            and (leader is None or (type(leader) is int and 0 <= leader < players))
            and (trump is None or (type(trump) is str and trump in _COLOUR_BY_NAME))
            and type(plays) is list and data.get("removed") is None
            and data.get("house") is None and data.keys() <= _TRICK_KEYS):
        get = _PLAIN.get
        cards = []
        for text in plays:
            play = get(text) if type(text) is str else None
            if play is None:
                break
            cards.append(play)
        else:
            return judge_trick(tuple(cards), players=players,
                               trump=None if trump is None else _COLOUR_BY_NAME[trump],
                               leader=leader or 0).as_json()
    return None


def _trick(request: Request) -> dict:
    out = quick("trick", request.data)
    if out is not None:
        return out
    players = _players(request)
    trump = _colour(request, "trump", required=True)
    leader = request.int("leader", default=0, lo=0)
    if leader >= players:
        raise RulesError(msg("the leader is a seat from 0 to {last}, not {given}",
                             last=players - 1, given=f"{leader}"), request.at("leader"))
    removed = _colour(request, "removed", required=False)
    check_removed(players, removed, trump, request.at("removed"))
    house = _house(request, "trick")
    plays = parse_plays(request)
    request.finish()
    return judge_trick(plays, players=players, trump=trump, leader=leader,
                       removed=removed, house=house).as_json()


def _prediction(value: Any, at: str) -> Card | int:
    if isinstance(value, str):
        return Card.parse(value, at)
    if isinstance(value, int) and not isinstance(value, bool):
        return check_prediction(value, at)
    raise RulesError(msg("a prediction is a card like 'blue 4' or a card value (0-8, 10-14), "
                         "got {got}", got=describe(value)), at)


def _round(request: Request) -> dict:
    from rules.sixth_sense.round import RoundTrick, replay_round

    players = _players(request)
    trump = _colour(request, "trump", required=True)
    dealer = request.int("dealer", default=0, lo=0)
    if dealer >= players:
        raise RulesError(msg("the dealer is a seat from 0 to {last}, not {given}",
                             last=players - 1, given=f"{dealer}"), request.at("dealer"))
    scoring = Scoring.parse(request.str("scoring", default="standard"), request.at("scoring"))
    house = _house(request, "round")
    removed = _colour(request, "removed", required=False)
    check_removed(players, removed, trump, request.at("removed"))
    request.forbid("bids", "hand", reason=_NOT_BIDS)
    raw_predictions = request.list("predictions")
    predictions = [_prediction(v, f"predictions[{i}]") for i, v in enumerate(raw_predictions)]
    raw_tricks = request.list("tricks")
    tricks = []
    for i, value in enumerate(raw_tricks):
        item = request.item("tricks", i, value)
        plays = parse_plays(item)
        take_double = item.bool("take_double", default=False)
        item.finish()
        tricks.append(RoundTrick(plays, take_double))
    request.finish()
    return replay_round(tricks, players=players, trump=trump, predictions=predictions,
                        dealer=dealer, scoring=scoring, removed=removed, house=house).as_json()


def _score(request: Request) -> dict:
    scoring = Scoring.parse(request.str("scoring", default="standard"), request.at("scoring"))
    prediction = check_prediction(request.raw("prediction"), request.at("prediction"))
    tricks = request.int("tricks", lo=0)
    house = _house(request, "score")
    request.finish()
    result = score(prediction, tricks, scoring, house)
    return {"points": result.points, "target": result.target, "explanation": result.explanation}


def _setup(request: Request) -> dict:
    request.forbid("short", reason=_NOT_SHORT)
    no_house(request, "'setup'")
    table = SetUp.of(_players(request), request.at("players"))
    request.finish()
    return {"rounds": table.rounds, "cards": table.cards, "tricks": table.tricks}


KINDS: dict[str, Callable[[Request], dict]] = {
    "trick": _trick, "round": _round, "score": _score, "setup": _setup,
}


def answer(kind: str, request: Request) -> dict:
    handler = KINDS.get(kind)
    if handler is None:
        raise RulesError(msg("6th Sense has no kind {kind}: the kinds are {kinds}",
                             kind=describe(kind), kinds=", ".join(KINDS)), "kind")
    return handler(request)
