"""May this card go on that one? Every pair of card classes, from RULES.md Game C and the sheet.

Classes: numbered; Special (Blind, Sight, Dilemma, Trickster) of a colour; gold Special.
"""

import itertools

import pytest

from rules.shedding.cards import numbered_deck, parse, special_kinds
from rules.shedding.legality import adjacent, check, legal

# (on, card, challenge, legal)
TABLE = [
    # numbered on numbered: different colour, same or adjacent number
    ("red 7 hexagon", "blue 8 pentagram", False, True),
    ("red 7 hexagon", "blue 6 hexagon", False, True),
    ("red 7 hexagon", "purple 7 hexagon", False, True),      # same number
    ("red 7 hexagon", "blue 9 pentagram", False, False),     # two apart
    ("red 7 hexagon", "red 8 pentagram", False, False),      # same colour
    ("red 7 hexagon", "red 7 pentagram", False, False),      # same colour, same number
    ("red 15 hexagon", "blue 1 hexagon", False, True),       # highest on lowest
    ("red 1 hexagon", "blue 15 hexagon", False, True),       # lowest on highest
    ("red 14 hexagon", "blue 1 hexagon", False, False),
    ("red 1 hexagon", "blue 2 hexagon", False, True),
    # Challenge: the symbol must change as well
    ("red 7 hexagon", "blue 8 hexagon", True, False),
    ("red 7 hexagon", "blue 8 pentagram", True, True),
    ("red 7 hexagon", "blue 7 hexagon", True, False),
    ("red 15 pentagram", "blue 1 hexagon", True, True),
    ("red 7 hexagon", "red 8 pentagram", True, False),
    # a (non-gold) Special on a numbered card: different colour
    ("red 7 hexagon", "blue trickster", False, True),
    ("red 7 hexagon", "red trickster", False, False),
    ("red 7 hexagon", "purple blind", True, True),
    ("blue 3 pentagram", "blue sight", False, False),
    # a gold Special on anything, another gold Special included
    ("red 7 hexagon", "gold dilemma", False, True),
    ("red 7 hexagon", "gold blind", True, True),
    ("red dilemma", "gold trickster", False, True),
    ("gold trickster", "gold trickster", False, True),
    ("gold blind", "gold sight", False, True),
    # numbered on a Dilemma / Trickster: different colour
    ("red dilemma", "blue 4 hexagon", False, True),
    ("red dilemma", "red 4 hexagon", False, False),
    ("blue trickster", "red 12 pentagram", True, True),
    ("blue trickster", "blue 12 pentagram", False, False),
    # numbered on a gold Special: always
    ("gold dilemma", "red 4 hexagon", False, True),
    ("gold trickster", "blue 9 pentagram", True, True),
    ("gold blind", "purple 2 hexagon", False, True),
    # a Special on a Dilemma / Trickster: different colour
    ("red dilemma", "blue trickster", False, True),
    ("red dilemma", "red trickster", False, False),
    ("purple trickster", "purple dilemma", False, False),
    ("gold dilemma", "red trickster", False, True),
    # on a Blind or a Sight any card may follow, whatever its colour
    ("red blind", "red 4 hexagon", False, True),
    ("red blind", "blue 4 hexagon", True, True),
    ("blue sight", "blue 9 pentagram", False, True),
    ("red blind", "red trickster", False, True),
    ("purple sight", "purple sight", False, True),
]


@pytest.mark.parametrize("on,card,challenge,expected", TABLE)
def test_the_table_of_card_pairs(on, card, challenge, expected):
    ok, why = check(parse(on), parse(card), challenge)
    assert ok is expected
    assert why and why.endswith(".")


def test_fifteen_and_one_are_adjacent_and_nothing_else_wraps():
    assert adjacent(15, 1) and adjacent(1, 15) and adjacent(8, 9)
    assert not adjacent(14, 1) and not adjacent(7, 7) and not adjacent(2, 15)


NUMBERED = numbered_deck()
SPECIALS = special_kinds()


def test_every_numbered_pair_follows_the_rule_as_written():
    for on, card in itertools.product(NUMBERED, repeat=2):
        for challenge in (False, True):
            diff = abs(on.number - card.number)
            expected = (on.colour != card.colour and diff in (0, 1, 14)
                        and (not challenge or on.symbol != card.symbol))
            assert legal(on, card, challenge) is expected, (on, card, challenge)


def test_every_pair_with_a_special_follows_the_rule_as_written():
    for on, card in itertools.product(NUMBERED + SPECIALS, SPECIALS):
        expected = card.colour == "gold" or on.colour != card.colour or \
            getattr(on, "kind", None) in ("blind", "sight")
        assert legal(on, card) is expected and legal(on, card, True) is expected, (on, card)
    for on, card in itertools.product(SPECIALS, NUMBERED):
        expected = on.colour != card.colour or on.kind in ("blind", "sight")
        assert legal(on, card) is expected and legal(on, card, True) is expected, (on, card)
