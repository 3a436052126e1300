"""The shedding game's judge form (`rules.judgeform`): "may this card go on that one?"
(JUDGE.md kind "play"), with Challenge mode; a card is a colour, then a number and a symbol,
or a colour and a Special kind.

>>> str(JUDGE_FORM.said("gold trickster")), JUDGE_FORM.pile.numbers[-1]
('gold trickster', 15)
"""

from __future__ import annotations

from typing import Any

from rules.judgeform import PLAY, JudgeForm, Pile
from rules.shedding.cards import (COLOUR_TERMS, HIGHEST, KIND_TERMS, KINDS, LOWEST,
                                  NUMBER_COLOURS, SPECIAL_COLOURS, SYMBOL_TERMS, SYMBOLS, parse)

GAME = "shedding"


class PileForm(JudgeForm):
    def said(self, card: str) -> Any:
        return parse(card).message()


JUDGE_FORM = PileForm(
    game=GAME, title="Shedding game", kinds=(PLAY,), players=(2, 2),
    terms={**COLOUR_TERMS, **SYMBOL_TERMS, **KIND_TERMS},
    pile=Pile(colours=SPECIAL_COLOURS, number_colours=NUMBER_COLOURS,
              numbers=tuple(range(LOWEST, HIGHEST + 1)), symbols=SYMBOLS, kinds=KINDS))
