"""Cards of nomination whist (GAMES.md, `nomination-whist`).

One standard deck of 52 cards, no jokers. Suits ``S H D C`` (spades, hearts, diamonds,
clubs); ranks ``2 3 4 5 6 7 8 9 10 J Q K A``, ace high. A card is written rank then suit:
``"AS"``, ``"10H"``, ``"QD"``, ``"2C"``. ``T`` is accepted for 10 on input and written ``10``;
input is case-insensitive and tolerates spaces (``" 10 h "``); output is canonical.
Trump is a suit letter, or null for no trump.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rules.errors import RulesError
from rules import paint
from rules.paint import Paint
from rules.message import Message, cterm, msg, msg_c, term
from rules.request import describe

SUITS = ("S", "H", "D", "C")
#: the suits as printed: spades and clubs black, hearts and diamonds red (rules.paint)
PAINT: dict[str, Paint] = {"S": paint.BLACK, "H": paint.RED, "D": paint.RED, "C": paint.BLACK}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SINGULAR = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
# The suits as words of the game in a sentence (`rules.message.term`): the renderer translates
# them; a card itself keeps its written form ("AS") in every language.
SUIT_TERMS = {"S": term("spades"), "H": term("hearts"), "D": term("diamonds"), "C": term("clubs")}
SUIT_SINGULAR_TERMS = {"S": term("spade"), "H": term("heart"), "D": term("diamond"),
                       "C": term("club")}
# A card's words in a sentence (`Card.message`): its rank and its suit as the language says them
# in a card's name ("the ace of spades", "l’as de pique", "Pik-Ass"); the written form ("AS")
# stays in the JSON fields.
# TRANSLATORS: a card's rank as the card's name says it, with its article where the language
# puts one ("l’as", "il re", "el 2"; English puts "the" in the card's own phrase)
RANK_TERMS = {
    2: cterm("card rank", "2"), 3: cterm("card rank", "3"),
    4: cterm("card rank", "4"), 5: cterm("card rank", "5"),
    6: cterm("card rank", "6"), 7: cterm("card rank", "7"),
    8: cterm("card rank", "8"), 9: cterm("card rank", "9"),
    10: cterm("card rank", "10"), 11: cterm("card rank", "jack"),
    12: cterm("card rank", "queen"), 13: cterm("card rank", "king"),
    14: cterm("card rank", "ace")}
# TRANSLATORS: a suit as a card's name says it ("de pique", "Pik-")
SUIT_LETTER_TERMS = {"S": cterm("card suit", "spades"), "H": cterm("card suit", "hearts"),
                     "D": cterm("card suit", "diamonds"), "C": cterm("card suit", "clubs")}
RANK_TEXT = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
             11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_IN = {v: k for k, v in RANK_TEXT.items()} | {"T": 10}
DECK_SIZE = 52


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A card of the standard deck; `rank` 2..14 (11 J, 12 Q, 13 K, 14 A).

    >>> Card.parse("th"), str(Card.parse(" q s "))
    (Card.parse('10H'), 'QS')
    """

    rank: int
    suit: str
    #: named in words in a sentence ("the ace of spades"): where it opens one, a capital
    named: ClassVar[bool] = True

    @classmethod
    def parse(cls, text: Any, at: str | None = None) -> "Card":
        return parse_card(text, at)

    def __str__(self) -> str:
        return RANK_TEXT[self.rank] + self.suit

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def message(self) -> Message:
        """The card in a sentence, its name in the language ("the 10 of hearts"); its written
        form ("10H") is `str(card)`.

        >>> str(Card.parse("10H").message()), str(Card.parse("QS").message())
        ('the 10 of hearts', 'the queen of spades')
        """
        # TRANSLATORS: a card of the standard deck named in a sentence: its rank and suit
        # ("{rank} de {suit}": "l’as de pique"; "{suit}-{rank}": "Pik-Ass")
        return msg_c("card", "the {rank} of {suit}", rank=RANK_TERMS[self.rank],
                     suit=SUIT_LETTER_TERMS[self.suit])


#: written forms already parsed (bounded): the judge reads the same few strings over and over
PARSED: dict[str, Card] = {}


def parse_card(text: Any, at: str | None = None) -> Card:
    """A card from its written form (see the module); a `RulesError` quoting bad input. A
    card already read is itself."""
    if isinstance(text, Card):
        return text
    if isinstance(text, str):
        card = PARSED.get(text)
        if card is not None:
            return card
        key = "".join(text.split()).upper()
        if len(key) >= 2:
            rank = _RANK_IN.get(key[:-1])
            suit = key[-1]
            if rank is not None and suit in SUITS:
                card = Card(rank, suit)
                if len(PARSED) < 4096:
                    PARSED[text] = card
                return card
            if rank is None and suit in SUITS:
                raise RulesError(msg(
                    "{text} is not a card: the rank {rank} does not exist "
                    "(ranks are 2-10, J, Q, K, A; T for 10)", text=describe(text),
                    rank=describe(key[:-1])), at)
        raise RulesError(msg(
            "{text} is not a card: "
            "a card is rank then suit, like 'AS', '10H', 'QD' (suits S, H, D, C)",
            text=describe(text)), at)
    raise RulesError(msg("a card must be a string like 'AS' or '10H', got {got}",
                         got=describe(text)), at)


def parse_trump(value: Any, at: str | None = "trump") -> str | None:
    """A suit letter (any case) or None for no trump."""
    if value is None:
        return None
    if isinstance(value, str):
        key = value.strip().upper()
        if key in SUITS:
            return key
        raise RulesError(msg(
            "{text} is not a trump: trump is a suit letter S, H, D or C, or null for no trump",
            text=describe(value)), at)
    raise RulesError(msg(
        "trump must be a suit letter S, H, D or C, or null for no trump, got {got}",
        got=describe(value)), at)


def deck() -> list[Card]:
    """All 52 cards, suit by suit, low to high."""
    return [Card(rank, suit) for suit in SUITS for rank in range(2, 15)]
