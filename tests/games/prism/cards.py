"""Prism's cards: 4 colours x the values 1 to 10, written "<colour> <value>" ("jade 7").

Two cards do something: a 1 counts 1 or 11, as its owner declares when playing it
(`DECLARED`, `DECLARE_AS`), and a 10 in a trick lets the trick's winner take it as two tricks
(`DOUBLE`). With 2 players one colour is taken out of the deck.

The colours are words of the game (`TERMS`, said by the app's one renderer) with their paint
(`PAINT`, `rules.paint.Paint`): nothing of them is known under scorepad/.

>>> Card.parse("jade 7"), str(Card.parse("garnet 10").message())
(Card(colour='jade', value=7), 'garnet 10')
>>> Card.parse("jade 11")
Traceback (most recent call last):
rules.errors.RulesError: 'jade 11' is not a card of Prism: a card is a colour (cobalt, saffron, jade, garnet) and a value from 1 to 10, like 'jade 7'
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import RulesError
from rules.message import Message, Term, msg, msg_c, term
from rules.paint import Paint

COLOURS: tuple[str, ...] = ("cobalt", "saffron", "jade", "garnet")
VALUES: tuple[int, ...] = tuple(range(1, 11))
DECLARED = 1  # a 1 counts 1 or 11, as its owner declares
DECLARE_AS: tuple[int, ...] = (1, 11)
DOUBLE = 10  # a 10 in the trick: its winner may take it as two tricks
REMOVABLE = 2  # with this many players one colour is taken out

#: the colours as words of the game (the app says them in its language; no catalog has
#: them, so English shows)
TERMS: dict[str, Term] = {c: term(c) for c in COLOURS}
#: how each colour is painted on a chip or a card (chosen to read on both themes)
PAINT: dict[str, Paint] = {
    "cobalt": Paint("#1A3F8F", "#FFFFFF"),
    "saffron": Paint("#E8A317", "#111111"),
    "jade": Paint("#00806A", "#FFFFFF"),
    "garnet": Paint("#7B1E2E", "#FFFFFF"),
}


@dataclass(frozen=True, slots=True)
class Card:
    colour: str
    value: int

    def __str__(self) -> str:
        return f"{self.colour} {self.value}"

    @classmethod
    def parse(cls, text: object, at: str | None = None) -> "Card":
        if isinstance(text, str):
            colour, _, value = text.strip().lower().partition(" ")
            if colour in COLOURS and value.isdigit() and int(value) in VALUES:
                return cls(colour, int(value))
        raise RulesError(msg("{text} is not a card of Prism: a card is a colour ({colours}) "
                             "and a value from 1 to 10, like 'jade 7'", text=repr(text),
                             colours=", ".join(COLOURS)), at)

    def message(self) -> Message:
        """The card as a message names it ("jade 7"), its colour a word of the game."""
        return msg_c("card", "{colour} {value}", colour=TERMS[self.colour], value=self.value)


def colour_of(text: object, at: str | None = None, *, removed: str | None = None) -> str:
    """A colour as written, refused when it is not one of Prism's or was taken out."""
    if not isinstance(text, str) or text not in COLOURS:
        raise RulesError(msg("{text} is not a colour of Prism: the colours are {colours}",
                             text=repr(text), colours=", ".join(COLOURS)), at)
    if text == removed:
        raise RulesError(msg("{colour} was taken out of the deck", colour=TERMS[text]), at)
    return text
