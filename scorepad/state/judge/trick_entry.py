"""The trick card by card: a colour (or suit), then a value (or rank), as the game's judge
form says (`rules.judge_form`).

A card of the form's `block_value` asks whether it was played plainly or blocks an earlier card
(ZERO); a card of its `declare_value` asks what its owner declared it as (SIX). After every card
the engine judges the trick so far, once (`JudgeForm.rule_trick`), and the state keeps its
ruling. A complete trick can be saved with the game it was opened from. A part of
`JudgeState`: it uses what `parts.Judge` declares.
"""

from __future__ import annotations

from typing import Any

from rules.judge_form import ROUND, Play, TrickRuling
from rules.judged import KeptTrick
from rules.scoresheet import VOIDS
from scorepad.services import judging
from scorepad.services.judging import JudgeError
from scorepad.state.errors import message_of
from scorepad.state.judge.parts import Judge
from scorepad.words import say, tr, tr_n

ZERO = "zero"
SIX = "six"


class TrickEntry:
    """Entering the trick being played, card by card, and what the judge says about it."""

    def pick_colour(self: Judge, colour: str) -> None:
        if self.complete:
            self.error = tr("Every player has played: the trick is complete.")
            return
        if colour not in self.colours:
            self.error = self.words("not_in_game", colour=repr(colour))
            return
        self.colour = colour
        self.question = self.pending = None
        self.error = None

    def pick_value(self: Judge, value: Any) -> None:
        form = self.form
        if self.colour is None:
            self.error = self.words("pick_first")
            return
        picked = form.value_of(value)
        if picked is None:
            self.error = self.words("not_value", value=str(value))
            return
        value = picked
        card = self.card_of(self.colour, value)
        if any(p.card == card for p in self.plays):
            self.error = tr("{card} is already in this trick.", card=self.card_named(card))
            return
        if any(p.card == card for plays, _ in self.done for p in plays):
            self.error = tr("{card} was played in an earlier trick of this round.",
                            card=self.card_named(card))
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

    def answer_zero(self: Judge, block: int | None) -> None:
        """The pending 0 was played plainly (None) or blocks play number `block`."""
        if self.question != ZERO or self.pending is None:
            return
        self._add(Play(self.pending, block=block))

    def answer_six(self: Judge, declared: int) -> None:
        """The pending card was declared as `declared` (one of the form's `declare_as`)."""
        form = self.form
        if self.question != SIX or self.pending is None or declared not in form.declare_as:
            return
        self._add(Play(self.pending,
                       declared=None if declared == form.declare_value else declared))

    def cancel_question(self: Judge) -> None:
        self.question = self.pending = None

    def undo(self: Judge) -> None:
        if self.question is not None:
            self.cancel_question()
            return
        if self.colour is not None:
            self.colour = None
            return
        if self.plays:
            self.plays = self.plays[:-1]
            self.take_double = False
            self.rejudge()
            return
        if self.done:  # correct the last trick of the round: it comes back, its last card off
            plays, _ = self.done[-1]
            # who led it: the round's ruling, kept, says (no trick judged again for it)
            leaders = self.round_ruling.leaders if self.round_ruling is not None else ()
            self.leader = leaders[-1] if leaders else self.first_leader
            self.done = self.done[:-1]
            self.plays = plays[:-1]
            self.take_double = False
            self.rejudge_round(tricks_stand=True)
            self.rejudge()
            self.keep_round()

    def clear(self: Judge) -> None:
        """A new trick (the round so far stays)."""
        self.plays = ()
        self.colour = self.question = self.pending = None
        self.ruling = None
        self.live_revokes = ()
        self.error = None
        self.saved = False
        self.saved_note = None
        self.take_double = False

    def save(self: Judge) -> bool:
        """Keep the judged trick with the game (attached, complete trick). A void trick also
        counts in the round's void tricks on the round screen."""
        if not self.attached:
            self.error = tr("Open a game to save a judged trick with it.")
            return False
        if not self.complete or self.ruling is None:
            self.error = tr("Enter every card of the trick first.")
            return False
        try:
            self.service.keep_judged(game_id=self.game_id, round_index=self.round_index,
                                     judged=self.kept_trick())
        except Exception as exc:
            self.error = message_of(exc)
            return False
        self.saved = True
        self.error = None
        rs = self.round_state
        if self.ruling.void and rs is not None and rs.form is not None and rs.form.has(VOIDS):
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

    def kept_trick(self: Judge) -> KeptTrick:
        """The trick and its ruling as a value (`rules.judged`): what a saved trick keeps,
        with the game's round settings (the house rules a trick takes)."""
        return KeptTrick(game=self.game, players=self.players,
                         trump=self.trump, leader=self.leader,
                         plays=self.plays, ruling=self.ruling,
                         removed=self.form.kept_removed(self.players, self.removed),
                         settings=dict(self.round_settings or {}))

    # ---- inner workings ------------------------------------------------------------------

    def _add(self: Judge, play: Play) -> None:
        plays = self.plays + (play,)
        try:
            ruling, revokes = _rule(self, plays)
        except JudgeError as exc:
            self.error = say(exc)
            self.question = self.pending = None
            return
        except Exception as exc:
            self.error = message_of(exc)
            return
        self.plays = plays
        self.ruling, self.live_revokes = ruling, revokes
        self.colour = self.question = self.pending = None
        self.error = None
        self.saved = False
        self.saved_note = None

    def rejudge(self: Judge) -> None:
        """The trick judged again after the table changed (trump, leader, a card taken off)."""
        self.saved = False
        self.saved_note = None
        self.live_revokes = ()
        if not self.plays:
            self.ruling = None
            self.error = None
            return
        try:
            self.ruling, self.live_revokes = _rule(self, self.plays)
            self.error = None
        except JudgeError as exc:
            self.ruling = None
            self.error = say(exc)
        except Exception as exc:
            self.ruling = None
            self.error = message_of(exc)


def _rule(js: Judge, plays: tuple[Play, ...]) -> tuple[TrickRuling, tuple]:
    """The trick's ruling, and the round's revokes with it: within a round the trick is ruled
    once, as the round's last trick (JUDGE.md `round`: it may be unfinished), so a revoke
    shows as soon as the card that proves it is in; alone where there is no round so far (or
    the round refuses it: the trick's own ruling then says why, and when the trick alone is
    fine the round's reason stands: a rule of the whole round, a house rule's). Both heed the
    game's house rules (its round settings)."""
    refused = None
    if js.done and js.form.has(ROUND):
        try:
            # the card folded into the kept ruling: the earlier tricks are not judged again
            round_ruling = js.rule_round(js.done + ((plays, False),), kept=js.round_ruling)
        except Exception as exc:  # the trick alone says what is wrong, where
            round_ruling, refused = None, exc
        if round_ruling is not None and round_ruling.leaders[-1:] == (js.leader,):
            return round_ruling.tricks[-1], tuple(round_ruling.revokes)
    ruling = judging.rule_trick(js.game, players=js.players, trump=js.trump, leader=js.leader,
                                plays=plays, removed=js.removed, settings=js.round_settings)
    if refused is not None:
        raise refused
    return ruling, ()
