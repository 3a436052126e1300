"""May this card (`shed_card`) go on that one (`shed_on`)? For a game whose judge form
offers `PLAY` (`rules.judge_form.Pile` gives its cards).

Each card is picked as a colour, then a number and a symbol, or a Special; the form's switch
(`challenge`: Challenge mode) asks for a different symbol too. The engine rules in types
(`JudgeForm.rule_play`). A part of `JudgeState`: it uses what `parts.Judge` declares.
"""

from __future__ import annotations

from rules.judge_form import Pile
from scorepad.services import judging
from scorepad.services.judging import JudgeError
from scorepad.state.errors import message_of
from scorepad.state.judge.parts import Judge
from scorepad.words import say, tr


class PileChoices:
    """Picking the two cards (the one on the pile, the one played) and what the judge says."""

    @property
    def pile(self: Judge) -> Pile:
        return self.form.pile or Pile((), (), (), (), ())

    def pick_slot(self: Judge, slot: str) -> None:
        if slot in ("on", "card"):
            self.shed_slot = slot
            self.shed_colour = self.shed_number = None
            self.error = None

    def pick_shed_colour(self: Judge, colour: str) -> None:
        if colour not in self.pile.colours:
            self.error = self.words("not_in_game", colour=repr(colour))
            return
        self.shed_colour = colour
        self.shed_number = None
        self.error = None

    def pick_shed_number(self: Judge, number: int) -> None:
        if self.shed_colour not in self.pile.number_colours:
            self.error = self.words("pick_first")
            return
        if number not in self.pile.numbers:
            self.error = self.words("not_number", value=str(number))
            return
        self.shed_number = number
        self.error = None

    def pick_shed_symbol(self: Judge, symbol: str) -> None:
        if (self.shed_colour is None or self.shed_number is None
                or symbol not in self.pile.symbols):
            self.error = tr("Pick the colour and the number first.")
            return
        self._put_shed(self.pile.numbered.format(colour=self.shed_colour,
                                                 number=self.shed_number, symbol=symbol))

    def pick_shed_special(self: Judge, kind: str) -> None:
        if self.shed_colour is None or kind not in self.pile.kinds:
            self.error = tr("Pick the card's colour first.")
            return
        self._put_shed(self.pile.special.format(colour=self.shed_colour, kind=kind))

    def set_challenge(self: Judge, on: bool) -> None:
        self.challenge = bool(on)
        self._judge_shed()

    def clear_shed(self: Judge) -> None:
        self.shed_on = self.shed_card = None
        self.shed_slot = "on"
        self.shed_colour = self.shed_number = None
        self.shed_ruling = None
        self.error = None

    def _put_shed(self: Judge, card: str) -> None:
        if self.shed_slot == "on":
            self.shed_on = card
            self.shed_slot = "card" if self.shed_card is None else "on"
        else:
            self.shed_card = card
        self.shed_colour = self.shed_number = None
        self._judge_shed()

    def _judge_shed(self: Judge) -> None:
        self.shed_ruling = None
        if self.shed_on is None or self.shed_card is None:
            self.error = None
            return
        try:
            self.shed_ruling = judging.rule_play(self.game, on=self.shed_on, card=self.shed_card,
                                                 switch=self.challenge)
            self.error = None
        except JudgeError as exc:
            self.error = say(exc)
        except Exception as exc:
            self.error = message_of(exc)
