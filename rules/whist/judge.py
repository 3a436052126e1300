"""The judge for nomination whist (JUDGE.md, game `nomination-whist`).

Kinds: `trick` (who wins a trick, complete or in progress), `round` (a whole round card by
card: tricks, taken, complete, points, revokes, warnings), `score` (one player's points from
`bid` and `tricks`), `setup` (rounds and hand sizes; `short` for the 7-round game). Fields are
read with `rules.request.Request`; unknown fields are errors, and so are the 6th Sense-only
fields (`as`, `block`, `removed`, `predictions`, `scoring`, `take_double`).

Rulings: a round's ``hand`` may be 1 to ``52 // players`` (the sheet deals 7 down to 1, but a
deal of any size the deck allows is judged the same way, as other implementations of the game
do); a bid is 0 to ``hand``. The score answer has the 6th Sense shape, the bid as ``target``.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RulesError
from rules.message import Typed, msg
from rules.request import Request, check_int, describe
from rules.whist import scoring, setup, trick
from rules.whist.cards import PARSED, DECK_SIZE, Card, parse_card, parse_trump

KINDS = ("trick", "round", "score", "setup")
_NOT_WHIST = msg("nomination whist has no such field (it belongs to 6th Sense)")
_NO_HOUSE = msg("house rules belong to 6th Sense 'trick', 'score' and 'round' requests, not "
                "to nomination whist")


def _forbid(request: Request, *names: str) -> None:
    """6th Sense-only fields: an error when given a value (null is the same as leaving out)."""
    for name in names:
        if request.has(name):
            request.forbid(name, reason=_NOT_WHIST)
        request.raw(name, None)


def answer(kind: str, request: Request) -> dict:
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise RulesError(msg("unknown kind {kind} for nomination-whist: the kinds are {kinds}",
                             kind=describe(kind), kinds=", ".join(repr(k) for k in KINDS)),
                         "kind")
    # JUDGE.md "House rules": `house` belongs to 6th Sense score and round requests only (the
    # hook and the zero-bid streak are options of a game in the app, not judge fields).
    request.forbid("house", reason=_NO_HOUSE)
    return handler(request)


def _players(request: Request) -> int:
    players = request.int("players", lo=None)
    return setup.check_players(players, request.at("players"))


def _trump(request: Request) -> str | None:
    if "trump" not in request.data:
        raise RulesError(msg("the field 'trump' is required: a suit letter S, H, D or C, or "
                             "null for no trump"), request.at("trump"))
    return parse_trump(request.raw("trump", None), request.at("trump"))


# A card's written form -> (the card, its bit in a mask of the deck): a trick's plays are
# parsed and checked for a card played twice without hashing a `Card`.
_PARSED_BITS: dict[str, tuple[Card, int]] = {}
_SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}


def _bit(card: Card) -> int:
    return 1 << (card.rank * 4 + _SUIT_INDEX[card.suit])


def _cards(plays: Any, at: str, players: int) -> list[Card]:
    if type(plays) is list and len(plays) <= players:
        # the common trick: cards written as seen before, none twice
        get = _PARSED_BITS.get
        cards: list[Card] = []
        seen = 0
        for play in plays:
            hit = get(play) if type(play) is str else None
            if hit is None or seen & hit[1]:
                break
            seen |= hit[1]
            cards.append(hit[0])
        else:
            return cards
    return _read_cards(plays, at, players)


def _read_cards(plays: Any, at: str, players: int) -> list[Card]:
    """The plays read one by one, each refused with its reason (see `_cards`)."""
    if not isinstance(plays, list):
        raise RulesError(msg("'plays' must be a list of cards, got {got}", got=describe(plays)),
                         at)
    if len(plays) > players:
        raise RulesError(msg("{count} plays but there are only {players} players: a trick "
                             "has one play per player", count=len(plays), players=players),
                         f"{at}[{players}]")
    cards: list[Card] = []
    seen = 0  # the cards played so far, one bit each
    for i, play in enumerate(plays):
        if type(play) is str:
            hit = _PARSED_BITS.get(play)
            if hit is None and play in PARSED:
                card = PARSED[play]
                hit = (card, _bit(card))
                if len(_PARSED_BITS) < 4096:
                    _PARSED_BITS[play] = hit
            if hit is not None and not seen & hit[1]:
                seen |= hit[1]
                cards.append(hit[0])
                continue
        where = f"{at}[{i}]"
        if isinstance(play, dict):
            # the 6th Sense play object without its `as`/`block`: {"card": "QS"}
            for name in ("as", "block"):
                if name in play:
                    raise RulesError(msg("{name} is not used in nomination whist: a play is "
                                         "just a card like 'QS'", name=repr(name)),
                                     f"{where}.{name}")
            item = Request(play, where)
            play = item.raw("card")
            item.finish()
        card = parse_card(play, where)
        bit = _bit(card)
        if seen & bit:
            j = cards.index(card)
            raise RulesError(msg("{card} is played twice in this trick ({first} and {second}): "
                                 "the deck has one of each card", card=Typed.of(card),
                                 first=f"plays[{j}]", second=f"plays[{i}]"), where)
        seen |= bit
        cards.append(card)
    return cards


# A trick request's fields; `removed` and `house` only as null (the 6th Sense ones).
_TRICK_KEYS = frozenset(("kind", "game", "players", "trump", "leader", "plays", "removed",
                         "house"))


def quick(kind: str, data: dict) -> dict | None:
    """The answer to the common request, a trick with every field well formed, read straight
    from the request's dict (`--lines` judges thousands a second), else None: then `answer`
    reads it field by field and says what is wrong. Only the plays can still be refused
    here, as `answer` refuses them. `data` is a whole request (its plays are at "plays")."""
    if kind != "trick":
        return None
    players = data.get("players")
    leader = data.get("leader")
    trump = data.get("trump", "")
    if (type(players) is int and setup.MIN_PLAYERS <= players <= setup.MAX_PLAYERS
            and (leader is None or (type(leader) is int and 0 <= leader < players))
            and (trump is None or (type(trump) is str and trump in _SUIT_INDEX))
            and type(data.get("plays")) is list and data.get("removed") is None
            and data.get("house") is None and data.keys() <= _TRICK_KEYS):
        cards = _cards(data["plays"], "plays", players)
        return trick.judge(cards, players=players, trump=trump, leader=leader or 0)
    return None


def _trick(request: Request) -> dict:
    if not request.path:
        out = quick("trick", request.data)
        if out is not None:
            return out
    _forbid(request, "removed")
    players = _players(request)
    trump = _trump(request)
    leader = request.int("leader", default=0, lo=0, hi=players - 1)
    cards = _cards(request.list("plays"), request.at("plays"), players)
    request.finish()
    return trick.judge(cards, players=players, trump=trump, leader=leader)


def _round(request: Request) -> dict:
    from rules.whist.round import judge_round, too_many_tricks

    _forbid(request, "predictions", "scoring", "take_double", "removed")
    players = _players(request)
    trump = _trump(request)
    dealer = request.int("dealer", default=0, lo=0, hi=players - 1)
    most = DECK_SIZE // players
    hand = request.int("hand", lo=1, hi=most)
    raw_bids = request.list("bids")
    if len(raw_bids) != players:
        raise RulesError(msg("'bids' must hold one bid per seat ({players}), got {got}",
                             players=players, got=len(raw_bids)), request.at("bids"))
    bids = [check_int(b, f"{request.at('bids')}[{i}]", f"bids[{i}]", lo=0, hi=hand)
            for i, b in enumerate(raw_bids)]
    raw_tricks = request.list("tricks")
    if len(raw_tricks) > hand:
        raise too_many_tricks(len(raw_tricks), hand, request.at("tricks"))
    tricks: list[list[Card]] = []
    for i, raw in enumerate(raw_tricks):
        item = request.item("tricks", i, raw)
        _forbid(item, "take_double")
        tricks.append(_cards(item.list("plays"), item.at("plays"), players))
        item.finish()
    request.finish()
    return judge_round(players=players, dealer=dealer, trump=trump, bids=bids, hand=hand,
                      tricks=tricks)


def _score(request: Request) -> dict:
    _forbid(request, "prediction", "scoring")
    bid = request.int("bid", lo=0)
    tricks = request.int("tricks", lo=0)
    request.finish()
    # JUDGE.md: the 6th Sense answer's shape with "bid" for "prediction"; the bid is the one
    # target, met or missed.
    return {"points": scoring.points(bid, tricks), "target": bid,
            "explanation": scoring.explain(bid, tricks)}


def _setup(request: Request) -> dict:
    players = _players(request)
    short = request.bool("short", default=False)
    request.finish()
    return setup.setup(players, short)


_HANDLERS = {"trick": _trick, "round": _round, "score": _score, "setup": _setup}
