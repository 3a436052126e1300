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

from rules.shedding.cards import GOLD, HIGHEST, LOWEST, Card, Numbered, Special

FREE_AFTER = ("blind", "sight")


def adjacent(a: int, b: int) -> bool:
    """Numbers one apart, the highest and the lowest counting as adjacent.

    >>> adjacent(15, 1), adjacent(7, 8), adjacent(7, 9)
    (True, True, False)
    """
    span = HIGHEST - LOWEST + 1
    return (a - b) % span in (1, span - 1)


def check(on: Card, card: Card, challenge: bool = False) -> tuple[bool, str]:
    """(legal, explanation) for playing `card` on top of `on`; the explanation is a sentence
    that starts with a capital, like every judge explanation.

    >>> check(Numbered("red", 7, "hexagon"), Numbered("blue", 8, "pentagram"))[1][:16]
    'Blue 8 pentagram'
    """
    ok, why = _check(on, card, challenge)
    return ok, why[:1].upper() + why[1:]


def _check(on: Card, card: Card, challenge: bool) -> tuple[bool, str]:
    if isinstance(card, Special) and card.colour == GOLD:
        return True, f"A gold Special card goes on any card, so {card} may go on {on}."
    if isinstance(on, Special):
        if on.kind in FREE_AFTER:
            return True, (f"After a {on.kind.capitalize()} any card may follow, whatever its colour,"
                          f" so {card} may go on {on}.")
        if on.colour == GOLD:
            return True, f"Any card may go on a gold {on.kind.capitalize()}, so {card} may go on {on}."
        if card.colour == on.colour:
            return False, (f"After a {on.kind.capitalize()} the next card must be of a different "
                           f"colour, and {card} is {on.colour} like {on}.")
        return True, (f"After a {on.kind.capitalize()} any card of a different colour may follow: "
                      f"{card} is not {on.colour}.")
    # `on` is numbered
    if isinstance(card, Special):
        if card.colour == on.colour:
            return False, (f"A Special card goes only on a card of a different colour, and {card} "
                           f"is {on.colour} like {on}.")
        return True, f"A Special card goes on any card of a different colour: {card} on {on}."
    return _numbered(on, card, challenge)


def _numbered(on: Numbered, card: Numbered, challenge: bool) -> tuple[bool, str]:
    if card.colour == on.colour:
        return False, f"{card} is {on.colour} like {on}: a card must always change colour."
    same = card.number == on.number
    if not same and not adjacent(card.number, on.number):
        return False, (f"{card.number} is neither the same number as {on.number} nor next to it "
                       f"(15 and 1 count as next to each other).")
    if challenge and card.symbol == on.symbol:
        return False, (f"In Challenge mode the symbol must change as well, and both cards are "
                       f"{card.symbol}s.")
    how = "the same number" if same else "an adjacent number"
    tail = " and symbol" if challenge else ""
    return True, f"{card} has {how} and a different colour{tail} from {on}, so it may go on it."


def legal(on: Card, card: Card, challenge: bool = False) -> bool:
    return check(on, card, challenge)[0]
