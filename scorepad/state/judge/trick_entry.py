"""The trick card by card: a colour (or suit), then a value (or rank), as the game's judge
form says (`rules.judgeform`).

A card of the form's `block_value` asks whether it was played plainly or blocks an earlier card
(ZERO); a card of its `declare_value` asks what its owner declared it as (SIX). After every card
the engine judges the trick so far.
A complete trick can be saved with the game it was opened from. A mixin of `JudgeState`.
"""

from __future__ import annotations

from typing import Any

from scorepad.services import judging
from scorepad.services.judging import JudgeError, Play
from scorepad.state.errors import message_of
from scorepad.words import tr, tr_n

ZERO = "zero"
SIX = "six"


class TrickEntry:
    """Entering the trick being played, card by card, and what the judge says about it."""

    def pick_colour(self, colour: str) -> None:
        if self.complete:
            self.error = tr("Every player has played: the trick is complete.")
            return
        if colour not in self.colours:
            if self.form.colour_word == "suit":
                self.error = tr("{suit} is not a suit in this game.", suit=repr(colour))
            else:
                self.error = tr("{colour} is not a colour in this game.", colour=repr(colour))
            return
        self.colour = colour
        self.question = self.pending = None
        self.error = None

    def pick_value(self, value: Any) -> None:
        form = self.form
        if self.colour is None:
            self.error = (tr("Pick the card's suit first.") if form.colour_word == "suit"
                          else tr("Pick the card's colour first."))
            return
        picked = form.value_of(value)
        if picked is None:
            if form.value_word == "rank":
                self.error = tr("{value} is not a rank (2 to 10, J, Q, K, A).", value=str(value))
            else:
                self.error = tr("{value} is not a card value (there is no 9: the 6 stands in "
                                "for it).", value=str(value))
            return
        value = picked
        card = self.card_of(self.colour, value)
        if any(p.card == card for p in self.plays):
            self.error = tr("The {card} is already in this trick.", card=self.card_words(card))
            return
        if any(p.card == card for plays, _ in self.done for p in plays):
            self.error = tr("The {card} was played in an earlier trick of this round.",
                            card=self.card_words(card))
            return
        if (form.block_value is not None and value == form.block_value and self.plays
                and not self.block_used):
            self.pending, self.question = card, ZERO
            self.error = None
            return
        if form.declare_value is not None and value == form.declare_value:
            self.pending, self.question = card, SIX
            self.error = None
            return
        self._add(Play(card))

    def answer_zero(self, block: int | None) -> None:
        """The pending 0 was played plainly (None) or blocks play number `block`."""
        if self.question != ZERO or self.pending is None:
            return
        self._add(Play(self.pending, block=block))

    def answer_six(self, declared: int) -> None:
        """The pending card was declared as `declared` (one of the form's `declare_as`)."""
        form = self.form
        if self.question != SIX or self.pending is None or declared not in form.declare_as:
            return
        self._add(Play(self.pending,
                       declared=None if declared == form.declare_value else declared))

    def cancel_question(self) -> None:
        self.question = self.pending = None

    def undo(self) -> None:
        if self.question is not None:
            self.cancel_question()
            return
        if self.colour is not None:
            self.colour = None
            return
        if self.plays:
            self.plays = self.plays[:-1]
            self.take_double = False
            self._rejudge()
            return
        if self.done:  # correct the last trick of the round: it comes back, its last card off
            plays, _ = self.done[-1]
            self.done = self.done[:-1]
            self.leader = self._leader_after(self.done)
            self.plays = plays[:-1]
            self.take_double = False
            self._rejudge()
            self._rejudge_round()
            self._keep_round()

    def clear(self) -> None:
        """A new trick (the round so far stays)."""
        self.plays = ()
        self.colour = self.question = self.pending = None
        self.answer = None
        self.said = None
        self.error = None
        self.saved = False
        self.saved_note = None
        self.take_double = False

    def save(self) -> bool:
        """Keep the judged trick with the game (attached, complete trick). A void trick also
        counts in the round's void tricks on the round screen."""
        if not self.attached:
            self.error = tr("Open a game to save a judged trick with it.")
            return False
        if not self.complete or self.answer is None:
            self.error = tr("Enter every card of the trick first.")
            return False
        try:
            self.service.save_judged_trick(game_id=self.game_id, round_index=self.round_index,
                                           request=self.request(), answer=self.answer)
        except Exception as exc:
            self.error = message_of(exc)
            return False
        self.saved = True
        self.error = None
        rs = self.round_state
        if self.answer.get("void") and rs is not None and _has_voids(rs):
            try:
                rs.enter_voids((rs.voids or 0) + 1)
                self.saved_note = tr_n(
                    "Saved with the game: the trick and the judge's answer are kept in its "
                    "record, and the round's entry now counts {n} void trick.",
                    "Saved with the game: the trick and the judge's answer are kept in its "
                    "record, and the round's entry now counts {n} void tricks.", rs.voids)
            except Exception as exc:
                self.error = message_of(exc)
                self.saved_note = tr("Saved with the game: the trick and the judge's answer "
                                     "are kept in its record.")
        else:
            self.saved_note = tr("Saved with the game: the trick and the judge's answer are "
                                 "kept in its record; the round's entry is not changed (enter "
                                 "the trick counts there).")
        return True

    def request(self, plays: tuple[Play, ...] | None = None) -> dict:
        return judging.trick_request(players=self.players, trump=self.trump, leader=self.leader,
                                     plays=self.plays if plays is None else plays,
                                     removed=self.removed, game=self.game)

    # ---- inner workings ------------------------------------------------------------------

    def _add(self, play: Play) -> None:
        plays = self.plays + (play,)
        try:
            request = self.request(plays)
            answer = judging.judge_request(request)
        except JudgeError as exc:
            self.error = exc.text
            self.question = self.pending = None
            return
        except Exception as exc:
            self.error = message_of(exc)
            return
        self.plays = plays
        self.answer = answer
        self.said = judging.said_of(request)
        self._judge_live_revokes()
        self.colour = self.question = self.pending = None
        self.error = None
        self.saved = False
        self.saved_note = None

    def _judge_live_revokes(self) -> None:
        """The round's revokes with the trick being played (JUDGE.md `round`: the last trick
        may be unfinished), so a revoke shows as soon as the card that proves it is in."""
        if not self.done or not self.plays:
            self.live_revokes = ()
            return
        try:
            answer = judging.judge_request(
                self.round_request(self.done + ((self.plays, False),)))
        except Exception:  # the trick alone was judged; the round's own check says the rest
            self.live_revokes = ()
            return
        self.live_revokes = tuple(answer.get("revokes") or ())

    def _rejudge(self) -> None:
        self.saved = False
        self.saved_note = None
        self.said = None
        self._judge_live_revokes()
        if not self.plays:
            self.answer = None
            self.error = None
            return
        try:
            request = self.request()
            self.answer = judging.judge_request(request)
            self.said = judging.said_of(request)
            self.error = None
        except JudgeError as exc:
            self.answer = None
            self.error = exc.text
        except Exception as exc:
            self.answer = None
            self.error = message_of(exc)


def _has_voids(rs: Any) -> bool:
    """Whether the round screen's entry counts void tricks (its sheet's entry form says)."""
    from rules.scoresheet import VOIDS

    form = getattr(rs, "form", None)
    try:
        return bool(form is not None and form.has(VOIDS))
    except Exception:
        return False
