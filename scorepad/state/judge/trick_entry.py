"""The trick card by card: a colour (or suit), then a value (or rank), as the game's judge
form says (`rules.judge_form`).

A card of the form's `block_value` asks whether it was played plainly or blocks an earlier card
(ZERO); a card of its `declare_value` asks what its owner declared it as (SIX). After every card
the engine judges the trick so far, once (`JudgeForm.rule_trick`), and the trick keeps its
ruling. `TrickJudge` is an observable of its own, owned by the judge (`JudgeState.trick`); each
step is handed the table (`table.Table`, a value) and, within a round, the round judge
(`whole_round.RoundJudge`: the earlier tricks and their kept ruling). A step refused raises
(`table.Refused`, or the engine's error): the judge's screen says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import flet as ft

from rules.judge_form import ROUND, Play, TrickRuling
from rules.judged import KeptTrick
from scorepad.services.judge import rulings as judging
from scorepad.services.judge.rulings import JudgeError
from scorepad.state.errors import action_errors
from scorepad.state.judge.table import Refused, Table
from scorepad.words import tr

if TYPE_CHECKING:
    from scorepad.state.judge.whole_round import RoundJudge

ZERO = "zero"
SIX = "six"
#: why a card cannot be entered again, its chip greyed (`TrickJudge.where_played`)
IN_TRICK, EARLIER = "in-trick", "earlier"


@ft.observable
@dataclass(eq=False)
class TrickJudge:
    """The trick being played, card by card, and the engine's ruling on it so far."""

    leader: int = 0  # who led this trick
    plays: tuple[Play, ...] = ()
    colour: str | None = None  # colour or suit picked for the next card, value not yet
    question: str | None = None  # ZERO or SIX: asked about the pending card
    pending: Any = None  # the card the question is about (the engine's card)
    ruling: TrickRuling | None = None  # the engine's ruling on the trick so far
    # the revokes of the round so far with this trick (JUDGE.md `round`: the last trick may be
    # unfinished): a revoke shows as the card that proves it is entered
    live_revokes: tuple = ()
    take_double: bool = False  # this trick's winner takes it double (a 12 counts)
    saved: bool = False
    saved_note: str | None = None  # what saving did, in words

    def complete(self, table: Table) -> bool:
        return len(self.plays) >= table.players

    @property
    def block_used(self) -> bool:
        return any(p.block is not None for p in self.plays)

    @property
    def blockable(self) -> tuple[int, ...]:
        """Plays a 0 could block now (earlier plays; the engine has the last word)."""
        return () if self.block_used else tuple(range(len(self.plays)))

    def where_played(self, card: Any, rnd: RoundJudge) -> str | None:
        """`IN_TRICK`: `card` is in this trick (or waits there for its question); `EARLIER`:
        it was played in an earlier trick of the round (`rnd`); None: it can be played."""
        if card == self.pending or any(p.card == card for p in self.plays):
            return IN_TRICK
        if any(p.card == card for plays, _ in rnd.done for p in plays):
            return EARLIER
        return None

    @property
    def rule(self) -> str | None:
        """The rule the trick's explanation rests on (a section of the Rules screen)."""
        return self.ruling.rule if self.ruling is not None else None

    def pick_colour(self, table: Table, colour: str) -> None:
        if self.complete(table):
            raise Refused(tr("Every player has played: the trick is complete."))
        if colour not in table.colours:
            raise Refused(table.words("not_in_game", colour=repr(colour)))
        self.colour = colour
        self.question = self.pending = None

    def pick_value(self, table: Table, rnd: RoundJudge, value: Any) -> None:
        form = table.form
        if self.colour is None:
            raise Refused(table.words("pick_first"))
        picked = form.value_of(value)
        if picked is None:
            raise Refused(table.words("not_value", value=str(value)))
        value = picked
        card = table.card_of(self.colour, value)
        if any(p.card == card for p in self.plays):
            raise Refused(tr("{card} is already in this trick.", card=table.card_named(card)))
        if any(p.card == card for plays, _ in rnd.done for p in plays):
            raise Refused(tr("{card} was played in an earlier trick of this round.",
                             card=table.card_named(card)))
        if (form.block_value is not None and value == form.block_value and self.plays
                and not self.block_used):
            self.pending, self.question = card, ZERO
            return
        if form.declare_value is not None and value == form.declare_value:
            self.pending, self.question = card, SIX
            return
        self.add(table, rnd, Play(card))

    def answer_zero(self, table: Table, rnd: RoundJudge, block: int | None) -> None:
        """The pending 0 was played plainly (None) or blocks play number `block`."""
        if self.question != ZERO or self.pending is None:
            return
        self.add(table, rnd, Play(self.pending, block=block))

    def answer_six(self, table: Table, rnd: RoundJudge, declared: int) -> None:
        """The pending card was declared as `declared` (one of the form's `declare_as`)."""
        form = table.form
        if self.question != SIX or self.pending is None or declared not in form.declare_as:
            return
        self.add(table, rnd, Play(self.pending,
                                  declared=None if declared == form.declare_value else declared))

    def cancel_question(self) -> None:
        self.question = self.pending = None

    def step_back(self) -> bool:
        """Undo within the trick being entered: a question, a colour picked; False: nothing
        of the kind (a card comes off instead)."""
        if self.question is not None:
            self.cancel_question()
            return True
        if self.colour is not None:
            self.colour = None
            return True
        return False

    def clear(self) -> None:
        """A new trick (the round so far stays; the leader too)."""
        self.plays = ()
        self.colour = self.question = self.pending = None
        self.ruling = None
        self.live_revokes = ()
        self.saved = False
        self.saved_note = None
        self.take_double = False

    def kept(self, table: Table) -> KeptTrick:
        """The trick and its ruling as a value (`rules.judged`): what a saved trick keeps,
        with the game's round settings (the house rules a trick takes)."""
        return KeptTrick(game=table.game, players=table.players,
                         trump=table.trump, leader=self.leader,
                         plays=self.plays, ruling=self.ruling,
                         removed=table.form.kept_removed(table.players, table.removed),
                         settings=dict(table.settings or {}))

    def add(self, table: Table, rnd: RoundJudge, play: Play) -> None:
        plays = self.plays + (play,)
        try:
            ruling, revokes = self.rule_plays(table, rnd, plays)
        except JudgeError:
            self.question = self.pending = None
            raise
        self.plays = plays
        self.ruling, self.live_revokes = ruling, revokes
        self.colour = self.question = self.pending = None
        self.saved = False
        self.saved_note = None

    def rejudge(self, table: Table, rnd: RoundJudge) -> None:
        """The trick judged again after the table changed (trump, leader, a card taken off)."""
        self.saved = False
        self.saved_note = None
        self.live_revokes = ()
        if not self.plays:
            self.ruling = None
            return
        self.ruling = None  # until judged again (a refusal leaves none)
        self.ruling, self.live_revokes = self.rule_plays(table, rnd, self.plays)

    def rule_plays(self, table: Table, rnd: RoundJudge,
                   plays: tuple[Play, ...]) -> tuple[TrickRuling, tuple]:
        """The trick's ruling, and the round's revokes with it: within a round the trick is
        ruled once, as the round's last trick (JUDGE.md `round`: it may be unfinished), so a
        revoke shows as soon as the card that proves it is in; alone where there is no round
        so far (or the round refuses it: the trick's own ruling then says why, and when the
        trick alone is fine the round's reason stands: a rule of the whole round, a house
        rule's). Both heed the game's house rules (its round settings)."""
        refused = None
        if rnd.done and table.form.has(ROUND):
            try:
                # the card folded into the kept ruling: the earlier tricks are not judged again
                round_ruling = rnd.rule(table, rnd.done + ((plays, False),),
                                        kept=rnd.round_ruling)
            except action_errors() as exc:  # the trick alone says what is wrong, where
                round_ruling, refused = None, exc
            if round_ruling is not None and round_ruling.leaders[-1:] == (self.leader,):
                return round_ruling.tricks[-1], tuple(round_ruling.revokes)
        ruling = judging.rule_trick(table.game, players=table.players, trump=table.trump,
                                    leader=self.leader, plays=plays, removed=table.removed,
                                    settings=table.settings)
        if refused is not None:
            raise refused
        return ruling, ()
