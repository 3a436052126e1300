"""May this card go on that one? (RULES.md Game C; sheet `003_...`)

- A numbered card goes on a numbered card of a *different colour* whose number is the same or
  adjacent ("one number higher or lower ... but always of a different colour"); "the highest
  number in the game can be played on the lowest and vice versa": 15 and 1 are adjacent.
- Challenge mode: "as well as the colours, every time a card is played, the symbols now also
  have to be different" (symbols only exist on numbered cards, so this only bites between two
  numbered cards).
- "A Special card can be played on any card of a different colour."
- "The golden Special cards can be played on any colour including another gold Special card."
- After a Dilemma or a Trickster the next player plays "any card of a different colour": a
  numbered card may go on a Special of a different colour, and on a gold Special always (no
  card but a gold one shares its colour, and gold on gold is allowed).
- On a Blind or a Sight any card may follow, whatever its colour ("the colour of the card is
  not of any consequence").

Which pairs are symmetric: numbered on numbered (colour, number and symbol tests all are).
"""

from __future__ import annotations

from typing import NamedTuple

from rules.message import Message, msg
from rules.shedding.cards import (COLOUR_ADJECTIVES, COLOUR_TERMS, GOLD, HIGHEST,
                                  KIND_NAME_TERMS, LOWEST, SYMBOL_PLURAL_TERMS, Card, Numbered,
                                  Special)

FREE_AFTER = ("blind", "sight")
# the rules sections (rules.rulebook) the explanations rest on
_NUMBERED, _SPECIALS = "shedding-numbered", "shedding-specials"
_GOLD, _CHALLENGE = "shedding-gold", "shedding-challenge"


def adjacent(a: int, b: int) -> bool:
    """Numbers one apart, the highest and the lowest counting as adjacent.

    >>> adjacent(15, 1), adjacent(7, 8), adjacent(7, 9)
    (True, True, False)
    """
    span = HIGHEST - LOWEST + 1
    return (a - b) % span in (1, span - 1)


class Verdict(NamedTuple):
    """May the card go there: `legal`, and why in English (`explanation`, a
    `rules.message.Text`); `said` is the same as a message (rules.message)."""

    legal: bool
    explanation: str

    @property
    def said(self) -> Message | None:
        return getattr(self.explanation, "said", None)


def check(on: Card, card: Card, challenge: bool = False) -> Verdict:
    """(legal, explanation) for playing `card` on top of `on`; the explanation is a sentence
    that starts with a capital, like every judge explanation.

    >>> check(Numbered("red", 7, "hexagon"), Numbered("blue", 8, "pentagram"))[1][:16]
    'Blue 8 pentagram'
    """
    ok, why = _check(on, card, challenge)
    return Verdict(ok, str(why))


def _check(on: Card, card: Card, challenge: bool) -> tuple[bool, Message]:
    if isinstance(card, Special) and card.colour == GOLD:
        return True, msg("A gold Special card goes on any card, so {card} may go on {on}.",
                         card=card, on=on, rule=_GOLD)
    if isinstance(on, Special):
        kind = KIND_NAME_TERMS[on.kind]
        if on.kind in FREE_AFTER:
            return True, msg("After a {kind} any card may follow, whatever its colour, so {card} "
                             "may go on {on}.", kind=kind, card=card, on=on, rule=_SPECIALS)
        if on.colour == GOLD:
            return True, msg("Any card may go on a gold {kind}, so {card} may go on {on}.",
                             kind=kind, card=card, on=on, rule=_GOLD)
        if card.colour == on.colour:
            # a Special card is the same colour as the card below: the colour named, a noun
            # ("die gleiche Farbe (Blau)"), as a language that agrees an adjective with the
            # card ("la carte Dilemme bleue") says it
            return False, msg("After a {kind} the next card must be of a different colour, and "
                              "{card} is {colour} like {on}.", kind=kind, card=card,
                              colour=COLOUR_TERMS[on.colour], on=on, rule=_SPECIALS)
        return True, msg("After a {kind} any card of a different colour may follow: {card} is "
                         "not {colour}.", kind=kind, card=card, colour=COLOUR_ADJECTIVES[on.colour],
                         rule=_SPECIALS)
    # `on` is numbered
    if isinstance(card, Special):
        if card.colour == on.colour:
            return False, msg("A Special card goes only on a card of a different colour, and "
                              "{card} is {colour} like {on}.", card=card,
                              colour=COLOUR_TERMS[on.colour], on=on, rule=_SPECIALS)
        return True, msg("A Special card goes on any card of a different colour: {card} on "
                         "{on}.", card=card, on=on, rule=_SPECIALS)
    return _numbered(on, card, challenge)


def _numbered(on: Numbered, card: Numbered, challenge: bool) -> tuple[bool, Message]:
    opening = card.message(start=True)  # the card opens the sentence: a capital
    if card.colour == on.colour:
        return False, msg("{card} is {colour} like {on}: a card must always change colour.",
                          card=opening, colour=COLOUR_ADJECTIVES[on.colour], on=on, rule=_NUMBERED)
    same = card.number == on.number
    if not same and not adjacent(card.number, on.number):
        return False, msg("{number} is neither the same number as {other} nor next to it ({high} "
                          "and {low} count as next to each other).", number=card.number,
                          other=on.number, high=HIGHEST, low=LOWEST, rule=_NUMBERED)
    if challenge and card.symbol == on.symbol:
        return False, msg("In Challenge mode the symbol must change as well, and both cards are "
                          "{symbols}.", symbols=SYMBOL_PLURAL_TERMS[card.symbol], rule=_CHALLENGE)
    if challenge:
        if same:
            return True, msg("{card} has the same number and a different colour and symbol from "
                             "{on}, so it may go on it.", card=opening, on=on, rule=_CHALLENGE)
        return True, msg("{card} has an adjacent number and a different colour and symbol from "
                         "{on}, so it may go on it.", card=opening, on=on, rule=_CHALLENGE)
    if same:
        return True, msg("{card} has the same number and a different colour from {on}, so it "
                         "may go on it.", card=opening, on=on, rule=_NUMBERED)
    return True, msg("{card} has an adjacent number and a different colour from {on}, so it may "
                     "go on it.", card=opening, on=on, rule=_NUMBERED)


def legal(on: Card, card: Card, challenge: bool = False) -> bool:
    return check(on, card, challenge)[0]
