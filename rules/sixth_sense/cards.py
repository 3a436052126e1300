"""Cards of 6th Sense and their written form.

RULES.md, Game A: "70 cards: 5 colours x 14 values. Values: 0 (printed X/0), 1, 2, 3, 4, 5, 6,
7, 8, 10, 11, 12, 13, 14. There is **no 9**: the 6 ("6th Sense") stands in for it."

GAMES.md: colours ``blue green purple red yellow``; a card is ``"<colour> <value>"``, lower
case, one space (``"blue 10"``). Input is case-insensitive and tolerates extra spaces; ``X`` is
another spelling of ``0`` and is written ``0``.

The 70 cards exist once each as objects, built at import: parsing is one dictionary look-up
(no regex per call) and identity is cheap. ``Card.index`` (0..69) is a small int for sets and
bit masks in the hot paths.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from rules.errors import RulesError
from rules import paint
from rules.paint import Paint
from rules.message import Message, Term, cterm, msg, msg_c, term


class Colour(str, Enum):
    BLUE = "blue"
    GREEN = "green"
    PURPLE = "purple"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return self.value

    # Enum hashes in Python code; the str's C hash is as good (and agrees with ==).
    __hash__ = str.__hash__

    @classmethod
    def parse(cls, text: object, at: str | None = None) -> "Colour":
        """A colour from its name, case-insensitive: ``Colour.parse(" Blue ")`` -> blue."""
        if isinstance(text, str):
            colour = _COLOUR_BY_NAME.get(text.strip().lower())
            if colour is not None:
                return colour
        raise RulesError(msg("{text} is not a colour: the colours are {colours}",
                             text=_quote(text), colours=", ".join(COLOUR_NAMES)), at)


COLOURS: tuple[Colour, ...] = tuple(Colour)
COLOUR_NAMES: tuple[str, ...] = tuple(c.value for c in COLOURS)
_COLOUR_BY_NAME = {c.value: c for c in COLOURS}
#: how each colour is painted on a card, a chip or a trump choice (rules.paint)
PAINT: dict[str, Paint] = {"blue": paint.BLUE, "green": paint.GREEN, "purple": paint.PURPLE,
                           "red": paint.RED, "yellow": paint.YELLOW}

#: the colours as words of the game, translated where shown (the catalogs find them here)
COLOUR_TERMS: dict[Colour, Term] = {
    Colour.BLUE: term("blue"), Colour.GREEN: term("green"), Colour.PURPLE: term("purple"),
    Colour.RED: term("red"), Colour.YELLOW: term("yellow"),
}
#: the same words at the start of a sentence (English capitalises them: "Blue 10 is ...")
# TRANSLATORS: a colour of 6th Sense at the start of a sentence
COLOUR_TERMS_AT_START: dict[Colour, Term] = {
    Colour.BLUE: term("Blue"), Colour.GREEN: term("Green"), Colour.PURPLE: term("Purple"),
    Colour.RED: term("Red"), Colour.YELLOW: term("Yellow"),
}


#: the colours as a card's phrase says them ("die rote 5", "de rode 5"): a language that
#: declines the colour with the card has its own forms (msgctxt "card")
# TRANSLATORS: a colour inside a card's phrase ("{colour} {value}", context "card"), in the
# form that phrase needs (German "rote" in "die rote 5", Dutch "rode" in "de rode 5")
CARD_COLOUR_TERMS: dict[Colour, Term] = {
    Colour.BLUE: cterm("card", "blue"), Colour.GREEN: cterm("card", "green"),
    Colour.PURPLE: cterm("card", "purple"), Colour.RED: cterm("card", "red"),
    Colour.YELLOW: cterm("card", "yellow"),
}


def colour_term(colour: Colour, *, at_start: bool = False) -> Term:
    """A colour as a word a message names: `colour_term(Colour.BLUE)` says "blue"."""
    return (COLOUR_TERMS_AT_START if at_start else COLOUR_TERMS)[colour]

#: the values printed on the cards, lowest first ("X/0" is the 0)
VALUES: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14)
VALUE_SET = frozenset(VALUES)

BLOCK = 0  # the blocking card (X/0)
REVERSAL = 4
SIXTH_SENSE = 6  # counts 6 or 9, as its owner declares
PEEK = 8
DOUBLE = 12


@dataclass(frozen=True, slots=True)
class Card:
    """One of the 70 cards.

    >>> Card.parse("Blue  X")
    Card.parse('blue 0')
    >>> str(Card.parse("YELLOW 14"))
    'yellow 14'
    """

    colour: Colour
    value: int
    #: 0..69, colour-major then value order: a compact key for masks and the hash
    index: int = field(init=False, repr=False, compare=False)
    _text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.colour, Colour) or self.value not in VALUE_SET:
            raise RulesError(f"there is no card {self.colour!r} {self.value!r}")
        # Frozen: set the derived fields once, at construction.
        object.__setattr__(self, "index", COLOURS.index(self.colour) * 14 + VALUES.index(self.value))
        object.__setattr__(self, "_text", f"{self.colour.value} {self.value}")

    def __hash__(self) -> int:
        return self.index

    @classmethod
    def parse(cls, text: object, at: str | None = None) -> "Card":
        """A card from its written form; a bad card is a `RulesError` quoting the input."""
        if isinstance(text, str):
            card = _BY_TEXT.get(text)
            if card is not None:
                return card
            card = _BY_TEXT.get(" ".join(text.lower().split()))
            if card is not None:
                return card
        raise RulesError(_why_not_a_card(text), at)

    @classmethod
    def of(cls, colour: object, value: object, at: str | None = None) -> "Card":
        """The card of a colour (its name or the `Colour`) and a value, as a tap enters it:
        one look-up, no written form; a card that does not exist is a `RulesError`.

        >>> Card.of("blue", 10) is Card.parse("blue 10")
        True
        """
        card = _BY_PARTS.get((colour, value)) if type(value) is int else None
        if card is None:
            raise RulesError(_why_not_a_card(f"{colour} {value}"), at)
        return card

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def message(self) -> Message:
        """The card as a message names it: its colour (a word the renderer translates) and
        its value; in English exactly `str(card)`.

        >>> str(Card.parse("blue 10").message())
        'blue 10'
        """
        # TRANSLATORS: a card of 6th Sense in a sentence, e.g. "blue 10": the language's own
        # phrase for it, with its article and word order ("le 10 bleu", "die blaue 10"); the
        # renderer writes a capital where it opens a sentence and makes the contractions
        # ("du 10 bleu", "dell'8 blu": rules/grammar.py)
        return msg_c("card", "{colour} {value}", colour=CARD_COLOUR_TERMS[self.colour],
                     value=self.value)

    def at_start(self) -> "CardAtStart":
        """The card where it starts a sentence ("Blue 10 is the highest trump")."""
        return CardAtStart(self)


@dataclass(frozen=True, slots=True)
class CardAtStart:
    """A card named at the start of a sentence: its colour word capitalised.

    >>> str(Card.parse("red 0").at_start())
    'Red 0'
    """

    card: Card

    def message(self) -> Message:
        return self.card.message().opening()

    def __str__(self) -> str:
        text = str(self.card)
        return text[:1].upper() + text[1:]


def _quote(text: object) -> str:
    if isinstance(text, str):
        return repr(text if len(text) <= 40 else text[:37] + "...")
    from rules.request import describe
    return describe(text)


def _why_not_a_card(text: object) -> Message:
    """Why `text` is not a card, in one sentence that quotes it."""
    if not isinstance(text, str):
        return msg("{text} is not a card: a card is written like 'blue 10'", text=_quote(text))
    words = text.lower().split()
    if len(words) != 2:
        return msg("{text} is not a card: a card is a colour and a value, like 'blue 10' or "
                   "'red 0'", text=_quote(text))
    colour, value = words
    if colour not in _COLOUR_BY_NAME:
        return msg("{text} is not a card: {colour} is not a colour (the colours are "
                   "{colours})", text=_quote(text), colour=_quote(colour),
                   colours=", ".join(COLOUR_NAMES))
    if value == "9":
        return msg("{text} is not a card: there is no 9: the 6 stands in for it",
                   text=_quote(text))
    return msg("{text} is not a card: {value} is not a value (the values are 0 to 8 and 10 to "
               "14; X is the 0)", text=_quote(text), value=_quote(value))


#: the whole deck, in colour order then value order
DECK: tuple[Card, ...] = tuple(Card(c, v) for c in COLOURS for v in VALUES)
_BY_TEXT: dict[str, Card] = {str(card): card for card in DECK}
# by (colour, value): a Colour is a str with the str's hash, so its name finds it too
_BY_PARTS: dict[tuple[Colour, int], Card] = {(card.colour, card.value): card for card in DECK}
for _card in DECK:
    if _card.value == 0:
        _BY_TEXT[f"{_card.colour.value} x"] = _card
del _card


def card(text: str) -> Card:
    """Shorthand for `Card.parse` (tests, examples)."""
    return Card.parse(text)
