"""Cards of the shedding game (GAMES.md, `shedding`; sheet `003_...`).

110 cards. 90 numbered cards "in three colours (purple, red and blue) and one of two symbols
(hexagon or pentagram)", numbers 1 to 15: 3 x 2 x 15 = 90, each card exactly once. 20 Special
cards, kinds Blind, Sight, Dilemma and Trickster, "in four colours (purple, red, blue and
gold)": 20 cards over 16 kind-and-colour pairs, so Special cards repeat.

Written form: ``"red 7 hexagon"`` (colour, number, symbol) and ``"gold trickster"`` (colour,
kind), lower case, one space. Input is case-insensitive and tolerates extra spaces; output is
canonical. Bad input is quoted in the error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from rules.errors import RulesError
from rules import paint
from rules.paint import Paint
from rules.message import Message, cterm, msg, msg_c, term
from rules.request import describe

NUMBER_COLOURS = ("purple", "red", "blue")
SPECIAL_COLOURS = ("purple", "red", "blue", "gold")
SYMBOLS = ("hexagon", "pentagram")
KINDS = ("blind", "sight", "dilemma", "trickster")
LOWEST, HIGHEST = 1, 15
GOLD = "gold"
#: how each colour is painted on a card (rules.paint)
PAINT: dict[str, Paint] = {"purple": paint.PURPLE, "red": paint.RED, "blue": paint.BLUE,
                           "gold": paint.GOLD}
SPECIAL_POINTS = 20

# The words of a card in a sentence (`rules.message.term`): the renderer translates them.
COLOUR_TERMS = {"purple": term("purple"), "red": term("red"), "blue": term("blue"),
                "gold": term("gold")}
# ... and as a sentence says what colour a card is ("{card} is {colour} like {on}"): an
# adjective (msgctxt "adjective": German "ist rot", where the colour named is a noun, "Rot")
# TRANSLATORS: a colour said of a card ("is red"), an adjective (context "adjective")
COLOUR_ADJECTIVES = {"purple": cterm("adjective", "purple"), "red": cterm("adjective", "red"),
                     "blue": cterm("adjective", "blue"), "gold": cterm("adjective", "gold")}
# the colours as a card's phrase says them (msgctxt "card": "die rote 7", "de rode 7")
# TRANSLATORS: a colour inside a card's phrase (context "card"), in the form that phrase needs
CARD_COLOUR_TERMS = {"purple": cterm("card", "purple"), "red": cterm("card", "red"),
                     "blue": cterm("card", "blue"), "gold": cterm("card", "gold")}
# ... and as a Special card's phrase says them ("la carte Filou rouge", "die rote Blind-Karte")
# TRANSLATORS: a colour inside a Special card's phrase (context "special card")
SPECIAL_COLOUR_TERMS = {"purple": cterm("special card", "purple"),
                        "red": cterm("special card", "red"),
                        "blue": cterm("special card", "blue"),
                        "gold": cterm("special card", "gold")}
SYMBOL_TERMS = {"hexagon": term("hexagon"), "pentagram": term("pentagram")}
# a symbol named on its own, several cards having it ("both cards are hexagons")
SYMBOL_PLURAL_TERMS = {"hexagon": term("hexagons"), "pentagram": term("pentagrams")}
KIND_TERMS = {"blind": term("blind"), "sight": term("sight"), "dilemma": term("dilemma"),
              "trickster": term("trickster")}
# a kind named on its own ("After a Dilemma ...")
KIND_NAME_TERMS = {"blind": term("Blind"), "sight": term("Sight"), "dilemma": term("Dilemma"),
                   "trickster": term("Trickster")}


@dataclass(frozen=True, slots=True)
class Numbered:
    """A numbered card.

    >>> str(Numbered.parse(" Red  7 HEXAGON "))
    'red 7 hexagon'
    """

    colour: str
    number: int
    symbol: str

    special = False

    @classmethod
    def parse(cls, text: Any, at: str | None = None) -> "Numbered":
        card = parse(text, at)
        if not isinstance(card, Numbered):
            raise RulesError(msg("{text} is a Special card, not a numbered card",
                                 text=describe(text)), at)
        return card

    def __str__(self) -> str:
        return f"{self.colour} {self.number} {self.symbol}"

    def message(self, start: bool = False) -> Message:
        """The card in a sentence, its words translated (English: exactly `str(card)`);
        `start`: it opens the sentence (a capital).

        >>> str(Numbered("red", 7, "hexagon").message(start=True))
        'Red 7 hexagon'
        """
        # TRANSLATORS: a numbered card of the shedding game in a sentence, e.g. "red 7
        # hexagon": the language's phrase for it, with its article and word order
        said = msg_c("card", "{colour} {number} {symbol}", colour=CARD_COLOUR_TERMS[self.colour],
                     number=self.number, symbol=SYMBOL_TERMS[self.symbol])
        return said.opening() if start else said

    def __repr__(self) -> str:
        return f"parse({str(self)!r})"

    @property
    def points(self) -> int:
        return self.number


@dataclass(frozen=True, slots=True)
class Special:
    """A Special card.

    >>> str(Special.parse("GOLD trickster"))
    'gold trickster'
    """

    colour: str
    kind: str

    special = True

    @classmethod
    def parse(cls, text: Any, at: str | None = None) -> "Special":
        card = parse(text, at)
        if not isinstance(card, Special):
            raise RulesError(msg("{text} is a numbered card, not a Special card",
                                 text=describe(text)), at)
        return card

    @property
    def gold(self) -> bool:
        return self.colour == GOLD

    def __str__(self) -> str:
        return f"{self.colour} {self.kind}"

    def message(self, start: bool = False) -> Message:
        """The card in a sentence, its words translated (English: exactly `str(card)`).

        >>> str(Special("gold", "trickster").message())
        'the gold Trickster'
        """
        # TRANSLATORS: a Special card of the shedding game in a sentence, e.g. "the gold
        # Trickster": the language's phrase for it, with its article and word order; the kind
        # is the card's name ("Trickster"), so a sentence names a card ("the blue Dilemma is
        # blue like ..."), not a thing of that colour
        said = msg_c("card", "the {colour} {kind}", colour=SPECIAL_COLOUR_TERMS[self.colour],
                     kind=KIND_NAME_TERMS[self.kind])
        return said.opening() if start else said

    def __repr__(self) -> str:
        return f"parse({str(self)!r})"

    @property
    def points(self) -> int:
        return SPECIAL_POINTS


Card = Union[Numbered, Special]


def parse(text: Any, at: str | None = None) -> Card:
    """A card from its written form; anything else is a `RulesError` quoting the input."""
    if not isinstance(text, str):
        raise RulesError(msg(
            "a card must be a string like 'red 7 hexagon' or 'gold trickster', got {got}",
            got=describe(text)), at)
    words = text.lower().split()
    if len(words) == 2:
        colour, kind = words
        if kind in KINDS:
            if colour not in SPECIAL_COLOURS:
                raise RulesError(msg("{text} is not a card: Special cards are purple, red, blue "
                                     "or gold", text=describe(text)), at)
            return Special(colour, kind)
        raise RulesError(msg("{text} is not a card: a Special card is a colour and a kind "
                             "(blind, sight, dilemma, trickster), like 'gold trickster'",
                             text=describe(text)), at)
    if len(words) == 3:
        colour, number, symbol = words
        if colour not in NUMBER_COLOURS:
            said = (msg("{text} is not a card: numbered cards are purple, red or blue (gold is "
                        "only for Special cards)", text=describe(text)) if colour == GOLD else
                    msg("{text} is not a card: numbered cards are purple, red or blue",
                        text=describe(text)))
            raise RulesError(said, at)
        if (not (number.isascii() and number.isdigit()) or len(number.lstrip("0")) > 3  # int() has a digit limit
                or not LOWEST <= int(number) <= HIGHEST):
            raise RulesError(msg("{text} is not a card: numbers run from {lo} to {hi}",
                                 text=describe(text), lo=LOWEST, hi=HIGHEST), at)
        if symbol not in SYMBOLS:
            raise RulesError(msg("{text} is not a card: the symbols are hexagon and pentagram",
                                 text=describe(text)), at)
        return Numbered(colour, int(number), symbol)
    raise RulesError(msg("{text} is not a card: write a numbered card like 'red 7 hexagon' or a "
                         "Special card like 'gold trickster'", text=describe(text)), at)


def numbered_deck() -> list[Numbered]:
    return [Numbered(c, n, s) for c in NUMBER_COLOURS for s in SYMBOLS
            for n in range(LOWEST, HIGHEST + 1)]


def special_kinds() -> list[Special]:
    """The 16 kind-and-colour pairs of Special cards."""
    return [Special(c, k) for c in SPECIAL_COLOURS for k in KINDS]
