"""Nomination whist's judge form (`rules.judgeform`): a card is a suit, then a rank, written
as GAMES.md writes it ("QS"); the table says how many cards each was dealt (the round's
tricks); a call is a bid of 0 to that many.

>>> JUDGE_FORM.card("S", "Q"), JUDGE_FORM.parts("10H"), JUDGE_FORM.most_cards(4)
('QS', ('H', '10'), 13)
"""

from __future__ import annotations

from typing import Any

from rules.judgeform import ROUND, TRICK, JudgeForm
from rules.whist.cards import DECK_SIZE, RANK_TEXT, SUIT_TERMS, SUITS

GAME = "nomination-whist"


class WhistForm(JudgeForm):
    def most_cards(self, players: int) -> int | None:
        return DECK_SIZE // players

    def round_request(self, *, hand: int, **values: Any) -> dict[str, Any]:
        request = super().round_request(hand=hand, **values)
        tricks = request.pop("tricks")
        request["hand"] = hand
        request["tricks"] = tricks
        return request


JUDGE_FORM = WhistForm(
    game=GAME, title="Nomination whist", kinds=(TRICK, ROUND), players=(2, 4),
    colours=SUITS, terms=dict(SUIT_TERMS), values=tuple(RANK_TEXT[r] for r in range(2, 15)),
    written="{value}{colour}", colour_word="suit", value_word="rank", face="card",
    call_word="bid", calls_field="bids")
