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
from rules.common.counts import points_said
from rules.message import Message, Text, Typed, msg, msg_n
from rules.shedding.cards import SPECIAL_POINTS, Card, Numbered, parse

SPECIAL_CARDS = 20  # in the deck, over the 16 kind-and-colour pairs
_RULE = "shedding-hand-value"


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
                raise RulesError(msg("the hand holds more than {count} Special cards, and "
                                     "the deck has only {count}", count=SPECIAL_CARDS),
                                 f"{at}[{i}]")
        if isinstance(card, Numbered):
            first = seen.get(card)
            if first is not None:
                raise RulesError(msg("{card} is in the hand twice ({first} and {second}): "
                                     "each numbered card exists once", card=Typed.of(card),
                                     first=f"{at}[{first}]", second=f"{at}[{i}]"),
                                 f"{at}[{i}]")
            seen[card] = i
        cards.append(card)
    return cards


def points(hand: Sequence[Card]) -> int:
    return sum(card.points for card in hand)


def explain(hand: Sequence[Card]) -> Text:
    """What the hand counts: the English, keeping the message as `.said`.

    >>> explain([parse("red 7 hexagon"), parse("gold blind")])
    'Numbered cards 7 = 7; 1 Special card x 20 = 20: 27 points in all.'
    """
    return str(explained(hand))  # type: ignore[return-value]


def explained(hand: Sequence[Card]) -> Message:
    """What the hand counts, as a message (rules.message)."""
    if not hand:
        return msg("An empty hand counts 0.", rule=_RULE)
    numbers = [c.points for c in hand if isinstance(c, Numbered)]
    specials = len(hand) - len(numbers)
    total = points(hand)
    added = " + ".join(map(str, numbers))
    if not specials:
        return msg_n("Numbered cards {numbers} = {sum}: {n} point in all.",
                     "Numbered cards {numbers} = {sum}: {n} points in all.",
                     n=total, numbers=added, sum=sum(numbers), rule=_RULE)
    # the total a count of its own ("27 points"), not in the Special cards' form
    if not numbers:
        return msg_n("{n} Special card x {each} = {value}: {total} in all.",
                     "{n} Special cards x {each} = {value}: {total} in all.",
                     n=specials, each=SPECIAL_POINTS, value=specials * SPECIAL_POINTS,
                     total=points_said(total), rule=_RULE)
    return msg_n("Numbered cards {numbers} = {sum}; {n} Special card x {each} = {value}: "
                 "{total} in all.",
                 "Numbered cards {numbers} = {sum}; {n} Special cards x {each} = {value}: "
                 "{total} in all.",
                 n=specials, numbers=added, sum=sum(numbers), each=SPECIAL_POINTS,
                 value=specials * SPECIAL_POINTS, total=points_said(total), rule=_RULE)
