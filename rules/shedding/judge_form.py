"""The shedding game's judge form (`rules.judge_form`): "may this card go on that one?"
(JUDGE.md kind "play"), with Challenge mode; a card is a colour, then a number and a symbol,
or a colour and a Special kind.

>>> card = JUDGE_FORM.pile_card("gold", kind="trickster")
>>> card, str(JUDGE_FORM.said(card)), JUDGE_FORM.pile.numbers[-1]
(parse('gold trickster'), 'the gold Trickster', 15)
"""

from __future__ import annotations

from typing import Any

from rules.errors import RulesError
from rules.judge_phrases import N_
from rules.message import cterm
from rules.judge_form import PLAY, JudgeForm, Pile, PlayRuling
from rules.message import Typed, msg
from rules.shedding.cards import (COLOUR_TERMS, HIGHEST, KIND_TERMS, KINDS, LOWEST,
                                  NUMBER_COLOURS, PAINT, SPECIAL_COLOURS, SYMBOL_TERMS, SYMBOLS,
                                  Card, Numbered, Special, parse)

GAME = "shedding"


class PileForm(JudgeForm):
    def said(self, card: Card) -> Any:
        return card.message()

    def read_card(self, written: Any, at: str | None = None) -> Card:
        return parse(written, at)

    def parts(self, card: Any) -> tuple[str, Any] | None:
        """(colour, number) of a numbered card, (colour, kind) of a Special."""
        if isinstance(card, Numbered):
            return card.colour, card.number
        if isinstance(card, Special):
            return card.colour, card.kind
        return None

    def pile_card(self, colour: str, *, number: int | None = None, symbol: str | None = None,
                  kind: str | None = None) -> Card:
        if kind is not None:
            if colour in SPECIAL_COLOURS and kind in KINDS:
                return Special(colour, kind)
        elif (colour in NUMBER_COLOURS and type(number) is int and LOWEST <= number <= HIGHEST
              and symbol in SYMBOLS):
            return Numbered(colour, number, symbol)
        # none of the pile's cards: the engine says why
        return parse(super().pile_card(colour, number=number, symbol=symbol, kind=kind))

    def rule_play(self, *, on: Card, card: Card, switch: bool = False) -> PlayRuling:
        """May `card` go on `on` (the engine's cards, `pile_card`; a written card, as
        JUDGE.md's request has it, is read here)."""
        from rules.shedding.legality import check

        below = parse(on, "on") if isinstance(on, str) else on
        played = parse(card, "card") if isinstance(card, str) else card
        if isinstance(played, Numbered) and played == below:
            raise RulesError(msg("{card} cannot go on itself: each numbered card exists once",
                                 card=Typed.of(played)), "card")
        verdict = check(below, played, bool(switch))
        said = verdict.said
        return PlayRuling(verdict.legal, said, getattr(said, "rule", None))


#: the judge screen's phrases that name this game's cards (`JudgeForm.say`)
PHRASES = {
    "pick_first": N_("Pick the card's colour first (gold cards have no number)."),
    "not_number": N_("{value} is not a number on a card (1 to 15)."),
    "pick_on": N_("Pick the card on the pile: colour, then number and symbol, or a Special"),
    "pick_card": N_("Pick the card played on it: colour, then number and symbol, or a Special"),
    "special": N_("{kind} (Special)"),
    "switch": N_("Challenge mode (the symbol must differ too)"),
}

JUDGE_FORM = PileForm(
    game=GAME, title=cterm("game title", "Shedding game"), phrases=PHRASES, kinds=(PLAY,),
    players=(2, 2),
    terms={**COLOUR_TERMS, **SYMBOL_TERMS, **KIND_TERMS}, paint=PAINT,
    pile=Pile(colours=SPECIAL_COLOURS, number_colours=NUMBER_COLOURS,
              numbers=tuple(range(LOWEST, HIGHEST + 1)), symbols=SYMBOLS, kinds=KINDS))
