"""6th Sense's judge form (`rules.judgeform`): a card is a colour, then a value; a 0 may
block an earlier card, a 6 is declared 6 or 9; a counting 12 lets the winner take the trick
double; with 2 players a colour is taken out; a late trump may not be turned yet.

>>> JUDGE_FORM.card("red", 5), str(JUDGE_FORM.said("blue 10"))
('red 5', 'blue 10')
>>> JUDGE_FORM.calls(7)[6]
(6, '6/9')
"""

from __future__ import annotations

from typing import Any, Mapping

from rules.judgeform import ROUND, TRICK, JudgeForm
from rules.sixth_sense.cards import (BLOCK, COLOUR_NAMES, COLOUR_TERMS, SIXTH_SENSE, VALUES,
                                     Card, Colour)

GAME = "sixth-sense"


class SixthSenseForm(JudgeForm):
    def said(self, card: str) -> Any:
        return Card.parse(card).message()

    def calls(self, hand: int) -> tuple[tuple[Any, str], ...]:
        """A prediction is a card's value; the 6 is the 6/9 card."""
        return tuple((v, "6/9" if v == SIXTH_SENSE else str(v)) for v in VALUES)

    def tricks(self, players: int, hand: int) -> int:
        from rules.sixth_sense.setup import SetUp

        return SetUp.of(players).tricks

    def settings(self, options: Mapping[str, Any]) -> dict[str, Any]:
        from rules.sixth_sense.options import SixthSenseOptions

        o = SixthSenseOptions.of(options)  # typed, or a game's options as stored
        extra: dict[str, Any] = {"scoring": o.scoring}
        if o.six_at_nine == 6:
            extra["house"] = {"six_at_nine": 6}
        return {"removed": o.removed, "round": extra}


JUDGE_FORM = SixthSenseForm(
    game=GAME, title="6th Sense", kinds=(TRICK, ROUND), players=(2, 6),
    colours=COLOUR_NAMES, terms={c.value: COLOUR_TERMS[c] for c in Colour}, values=VALUES,
    written="{colour} {value}", colour_word="colour", value_word="value", painted=True,
    face="value", block_value=BLOCK, declare_value=SIXTH_SENSE, declare_as=(6, 9),
    doubles=True, removable=2, late_trump=True, call_word="prediction",
    calls_field="predictions")
