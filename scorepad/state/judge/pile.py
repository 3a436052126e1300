"""May this card (`card`) go on that one (`on`)? For a game whose judge form offers `PLAY`
(`rules.judge_form.Pile` gives its cards).

Each card is picked as a colour, then a number and a symbol, or a Special, and held as the
engine's card (`JudgeForm.pile_card`: never its written form); the form's switch
(`challenge`: Challenge mode) asks for a different symbol too. The engine rules in types
(`JudgeForm.rule_play`); a card's words are the engine's for that value (`JudgeForm.said`). `PileJudge` is an observable of its own, owned by the judge
(`JudgeState.pile`): the screen hands it to its own part, which redraws when it changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import flet as ft

from rules.judge_form import JudgeForm, Pile, PlayRuling
from scorepad.services.judge import rulings as judging
from scorepad.services.judge.rulings import JudgeError
from scorepad.state.errors import action_errors, message_of
from scorepad.words import say, tr

ON, CARD = "on", "card"  # the two cards, by where they are


def _read(written: str, card: str) -> dict[str, str] | None:
    """The parts of `card` written as `written` says ("{colour} {number} {symbol}"), or None."""
    pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>\\S+)", re.escape(written))
    found = re.fullmatch(pattern, card)
    return found.groupdict() if found else None


@ft.observable
@dataclass(eq=False)
class PileJudge:
    """Picking the two cards (the one on the pile, the one played) and what the judge says."""

    game: str = judging.GAME
    on: Any = None  # the card on the pile (the engine's)
    card: Any = None  # the card played on it
    slot: str = ON  # which of the two cards is being picked
    colour: str | None = None  # the colour picked for it, the rest not yet
    number: int | None = None
    challenge: bool = False
    ruling: PlayRuling | None = None
    error: str | None = None

    # ---- reading -------------------------------------------------------------------------

    @property
    def form(self) -> JudgeForm:
        return judging.form(self.game)

    @property
    def cards(self) -> Pile:
        """The game's cards, as the form gives them."""
        return self.form.pile or Pile((), (), (), (), ())

    @property
    def explanation(self) -> str:
        """Why the card may (not) go on the other, in the session's language (no seats)."""
        return say(self.ruling.said) if self.ruling is not None else ""

    @property
    def rule(self) -> str | None:
        return self.ruling.rule if self.ruling is not None else None

    def words(self, key: str, **params: Any) -> str:
        """A phrase of the judge screen that differs by game (`JudgeForm.say`)."""
        said = self.form.say(key, **params)
        return say(said) if said is not None else ""

    def term(self, key: str | None) -> str:
        return say(self.form.term(key)) if key is not None else ""

    def paint(self, key: str | None) -> Any:
        return self.form.paint.get(key) if key is not None else None

    def card_of(self, colour: str, *, number: int | None = None, symbol: str | None = None,
                kind: str | None = None) -> Any:
        """The card a colour with a number and a symbol, or with a kind, is: the engine's."""
        return self.form.pile_card(colour, number=number, symbol=symbol, kind=kind)

    def colour_of(self, card: Any) -> str | None:
        """The colour of a card (the engine's), as the form's choices name it."""
        return (self.form.parts(card) or (None,))[0] if card is not None else None

    def card_words(self, card: Any) -> str:
        """A card (the engine's) in the session's language: the engine's words for it."""
        return say(self.form.said(card)) if card is not None else ""

    def face_words(self, card: str | None) -> tuple[str, str]:
        """What a card's face shows, in the table's words: its colour (the face is painted
        in it too), then a numbered card's number and symbol or a Special's kind; the whole
        card in a phrase, its label, is `card_words`. A card the pile's forms do not read:
        as written."""
        if not card:
            return "", ""
        pile = self.cards
        for written in (pile.numbered, pile.special):
            parts = _read(written, card)
            if parts is None:
                continue
            painted = self.term(next(iter(parts.values())))  # a pile card opens with it
            if "kind" in parts:
                return painted, self.term(parts["kind"])
            return painted, f"{parts.get('number', '')} {self.term(parts.get('symbol'))}".strip()
        return "", card

    # ---- what a user can do --------------------------------------------------------------

    def for_game(self, game: str) -> None:
        """The judge's game changed: this game's cards, nothing picked."""
        self.game = game
        self.clear()

    def pick_slot(self, slot: str) -> None:
        if slot in (ON, CARD):
            self.slot = slot
            self.colour = self.number = None
            self.error = None

    def pick_colour(self, colour: str) -> None:
        if colour not in self.cards.colours:
            self.error = self.words("not_in_game", colour=repr(colour))
            return
        self.colour = colour
        self.number = None
        self.error = None

    def pick_number(self, number: int) -> None:
        if self.colour not in self.cards.number_colours:
            self.error = self.words("pick_first")
            return
        if number not in self.cards.numbers:
            self.error = self.words("not_number", value=str(number))
            return
        self.number = number
        self.error = None

    def pick_symbol(self, symbol: str) -> None:
        cards = self.cards
        if self.colour is None or self.number is None or symbol not in cards.symbols:
            self.error = tr("Pick the colour and the number first.")
            return
        self._put(self.card_of(self.colour, number=self.number, symbol=symbol))

    def pick_special(self, kind: str) -> None:
        cards = self.cards
        if self.colour is None or kind not in cards.kinds:
            self.error = tr("Pick the card's colour first.")
            return
        self._put(self.card_of(self.colour, kind=kind))

    def set_challenge(self, on: bool) -> None:
        self.challenge = bool(on)
        self._judge()

    def clear(self) -> None:
        self.on = self.card = None
        self.slot = ON
        self.colour = self.number = None
        self.ruling = None
        self.error = None

    # ---- inner workings ------------------------------------------------------------------

    def _put(self, card: Any) -> None:
        if self.slot == ON:
            self.on = card
            self.slot = CARD if self.card is None else ON
        else:
            self.card = card
        self.colour = self.number = None
        self._judge()

    def _judge(self) -> None:
        self.ruling = None
        if self.on is None or self.card is None:
            self.error = None
            return
        try:
            self.ruling = judging.rule_play(self.game, on=self.on, card=self.card,
                                            switch=self.challenge)
            self.error = None
        except JudgeError as exc:
            self.error = say(exc)
        except action_errors() as exc:
            self.error = message_of(exc)
