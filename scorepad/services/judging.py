"""Judging for the app: "Who won the trick?" in every game, a round card by card, and "may
this card go on that one?" in the shedding game.

The table enters the trick card by card; after each card the app asks the rules engine who is
winning so far, through the same JSON contract as `python -m rules judge` (JUDGE.md, kinds
"trick", "round" and "play"). This module builds those requests from plain values and returns
the engine's answer, or a `JudgeError` that carries the engine's one plain sentence.

>>> answer = judge_trick(players=3, trump="blue", leader=0,
...                      plays=[Play("red 5"), Play("red 7")])
>>> answer["winner"], answer["complete"]
(1, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.errors import RulesError
from scorepad.words import N_

GAME = "sixth-sense"

#: the five colours and the fourteen values, in the engine's own order (GAMES.md)
from rules.sixth_sense.cards import COLOUR_NAMES as COLOURS  # noqa: E402
from rules.sixth_sense.cards import VALUES  # noqa: E402

MIN_PLAYERS = 2
MAX_PLAYERS = 6

WHIST = "nomination-whist"
SHEDDING = "shedding"
#: the games the judge screen offers, in the order it shows them
GAMES = (GAME, WHIST, SHEDDING)
TITLES = {GAME: N_("6th Sense"), WHIST: N_("Nomination whist"), SHEDDING: N_("Shedding game")}
#: players per game for a trick (the shedding game has no tricks)
PLAYERS = {GAME: (2, 6), WHIST: (2, 4)}

#: nomination whist: suits and ranks as GAMES.md writes them ("QS", "10H")
from rules.whist.cards import SUIT_NAMES, SUITS  # noqa: E402

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

#: the shedding game's cards (GAMES.md): numbered "red 7 hexagon", specials "gold blind"
from rules.shedding.cards import KINDS as SHED_KINDS  # noqa: E402
from rules.shedding.cards import NUMBER_COLOURS as SHED_NUMBER_COLOURS  # noqa: E402
from rules.shedding.cards import SPECIAL_COLOURS as SHED_COLOURS  # noqa: E402
from rules.shedding.cards import SYMBOLS as SHED_SYMBOLS  # noqa: E402

SHED_NUMBERS = tuple(range(1, 16))

#: the words of the cards as the screens show them (colours, suits, symbols, Specials),
#: marked for the app's catalogs and translated where shown (`word`); the cards' written
#: form in the requests stays as GAMES.md writes it
WORDS = {
    "blue": N_("blue"), "green": N_("green"), "purple": N_("purple"), "red": N_("red"),
    "yellow": N_("yellow"), "gold": N_("gold"),
    "spades": N_("spades"), "hearts": N_("hearts"), "diamonds": N_("diamonds"),
    "clubs": N_("clubs"),
    "hexagon": N_("hexagon"), "pentagram": N_("pentagram"),
    "blind": N_("blind"), "sight": N_("sight"), "dilemma": N_("dilemma"),
    "trickster": N_("trickster"),
}


def word(english: str) -> str:
    """A colour, suit, symbol or Special's word in the session's language."""
    from scorepad.words import tr

    return tr(WORDS[english]) if english in WORDS else english


def card_words(written: str) -> str:
    """A card's written form ("yellow 1", "red 7 hexagon", "AS") as the session's language
    says it ("geel 1", "rood 7 zeshoek", "AS"): each word of the card translated."""
    return " ".join(word(w) for w in str(written).split())


class JudgeError(ValueError):
    """The engine refused the trick: `message` says why, `at` where (``"plays[2]"``)."""

    def __init__(self, message: str, at: str | None = None, said: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.at = at
        self.said = said  # the engine's message, when its error carries one

    @property
    def text(self) -> str:
        """Why, in the session's language (the engine's English when it gives no message)."""
        if self.said is None:
            return self.message
        from scorepad.words import say

        return say(self.said)


@dataclass(frozen=True, slots=True)
class Play:
    """One card put on the table: a card string, a 6 declared as 9, or a 0 blocking a play.

    >>> Play("green 6", declared=9).to_json()
    {'card': 'green 6', 'as': 9}
    >>> Play("red 0", block=1).to_json()
    {'card': 'red 0', 'block': 1}
    """

    card: str
    declared: int | None = None  # a 6 played as 6 or 9
    block: int | None = None  # a 0 blocking the play with this index

    def to_json(self) -> str | dict[str, Any]:
        if self.declared is None and self.block is None:
            return self.card
        obj: dict[str, Any] = {"card": self.card}
        if self.declared is not None:
            obj["as"] = self.declared
        if self.block is not None:
            obj["block"] = self.block
        return obj

    def describe(self) -> str:
        """How a player says it: 'green 6 as 9', 'red 0 blocking'."""
        if self.declared is not None:
            return f"{self.card} as {self.declared}"
        if self.block is not None:
            return f"{self.card} (blocks)"
        return self.card


def trick_request(*, players: int, trump: str | None, leader: int = 0,
                  plays: Sequence[Play], removed: str | None = None,
                  game: str = GAME) -> dict[str, Any]:
    """The judge request (JUDGE.md, kind "trick") for these values."""
    request: dict[str, Any] = {
        "kind": "trick",
        "game": game,
        "players": players,
        "trump": trump,
        "leader": leader,
        "plays": [p.to_json() for p in plays],
    }
    if removed is not None:
        request["removed"] = removed
    return request


def judge_trick(*, players: int, trump: str | None, leader: int = 0,
                plays: Sequence[Play], removed: str | None = None) -> dict[str, Any]:
    """The engine's answer for a trick, complete or in progress; bad input is a `JudgeError`."""
    return judge_request(trick_request(players=players, trump=trump, leader=leader,
                                       plays=plays, removed=removed))


def judge_request(request: dict[str, Any]) -> dict[str, Any]:
    """Answer one already-built request; the engine's refusal becomes a `JudgeError`."""
    from rules import judge  # imported on first use: the app's start-up stays light

    try:
        return judge.answer(request)
    except RulesError as exc:
        raise JudgeError(exc.message, exc.at, getattr(exc, "said", None)) from None


def said_of(request: dict[str, Any]) -> Any:
    """What the engine says about a trick or a play as a message (`rules.message`), when its
    result carries one (`said`) beside the English explanation; None otherwise (the screen
    then shows the English explanation). The engine's answer itself stays the JSON of
    JUDGE.md: this asks the engine's result object, with the same values."""
    try:
        result = _result_of(request)
    except Exception:  # the answer (judge_request) is what counts; the words fall back
        return None
    said = getattr(result, "said", None)
    if said is None and isinstance(result, tuple):  # (legal, explanation) of the shedding game
        said = next((part for part in result[1:] if hasattr(part, "template")
                     or hasattr(part, "parts")), None)
    return said


def _result_of(request: dict[str, Any]) -> Any:
    kind, game = request.get("kind"), request.get("game")
    if kind == "trick" and game == GAME:
        from rules.request import Request
        from rules.sixth_sense.cards import Colour
        from rules.sixth_sense.judge import parse_plays
        from rules.sixth_sense.trick import judge_trick

        plays = parse_plays(Request({"plays": list(request.get("plays") or [])}))
        trump, removed = request.get("trump"), request.get("removed")
        return judge_trick(plays, players=request["players"],
                           trump=None if trump is None else Colour(trump),
                           leader=request.get("leader", 0),
                           removed=None if removed is None else Colour(removed))
    if kind == "trick" and game == WHIST:
        from rules.whist.cards import parse_card
        from rules.whist.trick import resolve

        cards = [parse_card(p if isinstance(p, str) else p["card"])
                 for p in request.get("plays") or []]
        return resolve(cards, players=request["players"], trump=request.get("trump"),
                       leader=request.get("leader", 0))
    if kind == "play" and game == SHEDDING:
        from rules.shedding.cards import parse
        from rules.shedding.legality import check

        return check(parse(request["on"]), parse(request["card"]),
                     bool(request.get("challenge")))
    return None


def round_request(*, game: str, players: int, dealer: int, trump: str | None,
                  tricks: Sequence[tuple[Sequence[Play], bool]], calls: Sequence[int | None],
                  removed: str | None = None, scoring: str = "standard",
                  house: dict | None = None, hand: int | None = None) -> dict[str, Any]:
    """The judge request (JUDGE.md, kind "round"): the tricks played so far, in order, each
    with whether its winner took it double (6th Sense). Unknown calls count as 0: the tricks
    taken and the revokes do not depend on them, the points do (and are shown only when every
    call is known)."""
    known = [0 if c is None else c for c in calls]
    request: dict[str, Any] = {"kind": "round", "game": game, "players": players,
                               "dealer": dealer, "trump": trump}
    if game == WHIST:
        request["bids"] = known
        request["hand"] = hand
        request["tricks"] = [{"plays": [p.to_json() for p in plays]} for plays, _ in tricks]
        return request
    request["predictions"] = known
    request["scoring"] = scoring
    if removed is not None:
        request["removed"] = removed
    if house:
        request["house"] = dict(house)
    request["tricks"] = [{"plays": [p.to_json() for p in plays], "take_double": double}
                         if double else {"plays": [p.to_json() for p in plays]}
                         for plays, double in tricks]
    return request


def play_request(*, on: str, card: str, challenge: bool = False) -> dict[str, Any]:
    """The judge request (JUDGE.md, kind "play", the shedding game)."""
    return {"kind": "play", "game": SHEDDING, "on": on, "card": card, "challenge": challenge}


def seat_of(play_index: int, *, leader: int, players: int) -> int:
    """The seat that made play `play_index` (play i is made by seat (leader + i) % players)."""
    return (leader + play_index) % players
