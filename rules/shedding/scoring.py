"""Scoring of the shedding game (RULES.md Game C; sheet `003_...`).

"Count the cards in your hand at the end of each game and keep scores. An empty hand counts as
0, the number on the card counts as that amount of points and a Special card counts as 20
points." Each numbered card exists once, so a hand holding the same numbered card twice is an
error; Special cards repeat (20 cards over 16 kind-and-colour pairs), but a hand cannot hold
more than the 20 Special cards of the deck (which pairs repeat the sheet does not say, so no
limit per pair is checked).
"""

from __future__ import annotations

from typing import Any, Sequence

from rules.errors import RulesError
from rules.shedding.cards import SPECIAL_POINTS, Card, Numbered, parse

SPECIAL_CARDS = 20  # in the deck, over the 16 kind-and-colour pairs


def parse_hand(items: Sequence[Any], at: str = "hand") -> list[Card]:
    """Cards of one hand; a numbered card twice is an error at its second place."""
    cards: list[Card] = []
    seen: dict[Numbered, int] = {}
    specials = 0
    for i, item in enumerate(items):
        card = parse(item, f"{at}[{i}]")
        if not isinstance(card, Numbered):
            specials += 1
            if specials > SPECIAL_CARDS:
                raise RulesError(f"the hand holds more than {SPECIAL_CARDS} Special cards, and "
                                 f"the deck has only {SPECIAL_CARDS}", f"{at}[{i}]")
        if isinstance(card, Numbered):
            first = seen.get(card)
            if first is not None:
                raise RulesError(f"{str(card)!r} is in the hand twice ({at}[{first}] and {at}[{i}]): "
                                 "each numbered card exists once", f"{at}[{i}]")
            seen[card] = i
        cards.append(card)
    return cards


def points(hand: Sequence[Card]) -> int:
    return sum(card.points for card in hand)


def explain(hand: Sequence[Card]) -> str:
    if not hand:
        return "An empty hand counts 0."
    numbers = [c.points for c in hand if isinstance(c, Numbered)]
    specials = len(hand) - len(numbers)
    parts = []
    if numbers:
        parts.append(f"numbered cards {' + '.join(map(str, numbers))} = {sum(numbers)}")
    if specials:
        parts.append(f"{specials} Special card{'' if specials == 1 else 's'} x {SPECIAL_POINTS} = "
                     f"{specials * SPECIAL_POINTS}")
    total = points(hand)
    text = f"{'; '.join(parts)}: {total} point{'' if total == 1 else 's'} in all."
    return text[:1].upper() + text[1:]
