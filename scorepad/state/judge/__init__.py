"""The judge at the table, for every game the engine describes (`rules.judge_form`): "who won
the trick?" card by card (a card may ask: does it block an earlier card, what is it declared
as), a whole round trick after trick (JUDGE.md `round`), or "may this card go on that one?".
Standalone, the table picks the game, players, trump, leader and house rules (`set_house`);
attached to a game's round (`attach_to_round`) they come from it, a judged trick can be saved
with the game, the round so far is kept after every trick and `use_round` fills its entry.

`JudgeState`, the screen's observable, names no game. It holds the table as a value
(`table.Table`, handed to the parts with every step), owns `trick` (`TrickJudge`), `round`
(`RoundJudge`) and `pile` (`PileJudge`), and, attached, the round screen's `RoundState`, which
it fills (`fill.fill_round`). Every word goes through `scorepad.words`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable

import flet as ft

from rules.judge_form import ROUND
from rules.trump import NO_TRUMP_TERM
from scorepad.services.judge import rulings as judging
from scorepad.services.judge.rulings import JudgeError
from scorepad.state.errors import action_errors, message_of
from scorepad.state.judge.fill import count_void, counts_voids, fill_round, round_values
from scorepad.state.judge.house_rules import House
from scorepad.state.judge.pile import PileJudge
from scorepad.state.judge.table import Refused, Table
from scorepad.state.judge.trick_entry import EARLIER, IN_TRICK, SIX, ZERO, TrickJudge
from scorepad.state.judge.whole_round import RoundJudge
from scorepad.state.round import RoundState
from scorepad.words import say, tr, tr_n

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Games

__all__ = ["EARLIER", "IN_TRICK", "JudgeState", "PileJudge", "RoundJudge", "SIX", "TrickJudge",
           "ZERO"]


@ft.observable
@dataclass(eq=False)
class JudgeState:
    service: Games | None = None
    table: Table = field(default_factory=Table)  # game, players, trump, names: a value
    game_id: Any = None
    round_index: int | None = None
    trump_known: bool = True  # attached: False while the round's trump is not entered yet
    error: str | None = None  # the one sentence a refused step says
    round_state: RoundState | None = None  # the game's round when attached (its entry is filled)
    # the observables the screen owns: the trick card by card, the round trick after trick,
    # and (a game whose judge asks that) may this card go on that one
    trick: TrickJudge = field(default_factory=TrickJudge)
    round: RoundJudge = field(default_factory=RoundJudge)
    pile: PileJudge = field(default_factory=PileJudge)
    house_open: bool = False  # the house rules' choices shown (standalone)

    # ---- reading -------------------------------------------------------------------------

    attached = property(lambda self: self.game_id is not None)
    form = property(lambda self: self.table.form,
                    doc="What this game's judge asks for (`rules.judge_form`: a JudgeForm).")
    tricks_judged = property(lambda self: self.table.tricks_judged)
    complete = property(lambda self: self.trick.complete(self.table))
    next_seat = property(lambda self: None if self.complete
                         else self.seat_of_play(len(self.trick.plays)))

    explanation = property(
        lambda self: say(self.trick.ruling.said, self.table.seat_names)
        if self.trick.ruling is not None else "",
        doc="The judge's reason in the session's language, seats named as on the screen.")

    def seat_of_play(self, index: int) -> int:
        return self.table.seat_of(index, self.trick.leader)

    def played(self, colour: str, value: Any) -> bool:
        """In this trick or an earlier one of the round (`TrickJudge.where_played` says which)."""
        return self.trick.where_played(self.table.card_of(colour, value), self.round) is not None

    @property
    def trump_text(self) -> str:
        if self.attached and not self.trump_known:
            return tr("trump not entered yet")
        if self.table.trump.name is not None:
            return tr("trump {suit}", suit=self.table.term(self.table.trump.name))
        return say(NO_TRUMP_TERM)

    round_over = property(lambda self: self.round.over(self.table))

    @property
    def can_take_double(self) -> bool:
        r = self.trick.ruling
        return bool(self.form.doubles and self.complete and r is not None and r.double
                    and not r.void)

    @property
    def can_go_on(self) -> bool:
        return (self.form.has(ROUND) and self.complete and self.trick.ruling is not None
                and not self.round_over)

    @property
    def revokes(self) -> list[str]:
        """The revokes proven so far, in words (JUDGE.md `round`: the table decides)."""
        r = self.round.round_ruling
        found = (self.trick.live_revokes if self.trick.plays else
                 r.revokes if r is not None else ())
        return RoundJudge.revoke_words(found, self.table.seat_name, self.table.term)

    @property
    def revokes_now(self) -> list[str]:
        """The revokes a card of the trick being played proves, in words (said with the
        trick's verdict, where the eye is when the card is entered)."""
        now = len(self.round.done)
        return RoundJudge.revoke_words((r for r in self.trick.live_revokes if r.trick == now),
                                       self.table.seat_name, self.table.term)

    # ---- steps ---------------------------------------------------------------------------

    def _run(self, step: Callable[..., Any], *args: Any, clears: bool = True, **kw: Any
             ) -> bool:
        """One step of the trick or the round: a refusal is said (`error`), nothing else."""
        try:
            step(*args, **kw)
        except (Refused, JudgeError) as exc:
            self.error = str(exc) if isinstance(exc, Refused) else say(exc)
            return False
        except action_errors() as exc:  # the store's (keeping the round), said in place
            self.error = message_of(exc)
            return False
        if clears:
            self.error = None
        return True

    def rejudge(self) -> None:
        """The trick judged again after the table changed (trump, leader, a card taken off)."""
        self._run(self.trick.rejudge, self.table, self.round)

    def rejudge_round(self, *, tricks_stand: bool = False) -> None:
        self._run(self.round.rejudge, self.table, tricks_stand=tricks_stand, clears=False)

    # the trick, card by card
    def pick_colour(self, colour: str) -> None:
        self._run(self.trick.pick_colour, self.table, colour)

    def pick_value(self, value: Any) -> None:
        self._run(self.trick.pick_value, self.table, self.round, value)

    def answer_zero(self, block: int | None) -> None:
        """The pending 0 was played plainly (None) or blocks play number `block`."""
        self._run(self.trick.answer_zero, self.table, self.round, block)

    def answer_six(self, declared: int) -> None:
        """The pending card was declared as `declared` (one of the form's `declare_as`)."""
        self._run(self.trick.answer_six, self.table, self.round, declared)

    def cancel_question(self) -> None:
        self.trick.cancel_question()

    def set_take_double(self, on: bool) -> None:
        self.trick.take_double = bool(on) and self.can_take_double

    def clear(self) -> None:
        """A new trick (the round so far stays)."""
        self.trick.clear()
        self.error = None

    def undo(self) -> None:
        t, r = self.trick, self.round
        if t.step_back():
            return
        if t.plays:
            t.plays = t.plays[:-1]
            t.take_double = False
            self.rejudge()
        elif r.done:  # correct the last trick of the round: it comes back, its last card off
            plays, t.leader = r.take_back()
            t.plays = plays[:-1]
            t.take_double = False
            self.rejudge_round(tricks_stand=True)
            self.rejudge()
            self.keep_round()

    def save(self) -> bool:
        """Keep the judged trick with the game (attached, complete trick). A void trick also
        counts in the round's void tricks on the round screen."""
        if not self.attached:
            self.error = tr("Open a game to save a judged trick with it.")
            return False
        if not self.complete or self.trick.ruling is None:
            self.error = tr("Enter every card of the trick first.")
            return False
        if not self._run(self.service.keep_judged, game_id=self.game_id,
                         round_index=self.round_index, judged=self.trick.kept(self.table)):
            return False
        self.trick.saved = True
        self.trick.saved_note = tr("Saved with the game: the trick and the judge's answer are "
                                   "kept in its record; the round's entry is not changed (enter "
                                   "the trick counts there).")
        if self.trick.ruling.void and counts_voids(self.round_state):
            self.trick.saved_note = tr("Saved with the game: the trick and the judge's answer "
                                       "are kept in its record.")
            if self._run(count_void, self.round_state):
                self.trick.saved_note = tr_n(
                    "Saved with the game: the trick and the judge's answer are kept in its "
                    "record, and the round's entry now counts {n} void trick.",
                    "Saved with the game: the trick and the judge's answer are kept in its "
                    "record, and the round's entry now counts {n} void tricks.",
                    self.round_state.voids)
        return True

    # the round, trick after trick
    def clear_round(self) -> None:
        """A new round: no trick played yet."""
        r = self.round
        r.clear()
        if self.attached:
            self.trick.leader = r.first_leader
        else:
            r.first_leader = self.trick.leader
            r.dealer = (self.trick.leader - 1) % self.table.players
        self.clear()

    def new_round(self) -> None:
        """Start the round again from its first trick (kept with the game when attached)."""
        had = bool(self.round.done)
        self.clear_round()
        if had:
            self.keep_round()

    def next_trick(self) -> None:
        """Keep the complete trick in the round; its winner leads the next one."""
        double = self.trick.take_double and self.can_take_double
        if self._run(self.round.next_trick, self.table, self.trick, double=double):
            self.keep_round()

    def keep_round(self) -> None:
        """The round so far, kept with the game after every trick (a reload finds it); the
        latest one kept for the round counts."""
        if self.attached and self.service is not None:
            self._run(self.service.keep_judged, game_id=self.game_id,
                      round_index=self.round_index, judged=self.round.kept(self.table),
                      clears=False)

    def restore_round(self) -> None:
        """Attached: the round judged so far for this round of the game, if any."""
        if not self.attached or self.service is None or not self.form.has(ROUND):
            return
        try:
            kept = self.service.kept_round(self.game_id, self.round_index)
        except action_errors():  # a round kept by another version, a store that fails:
            return  # the round is judged afresh
        leader = self.round.restore(self.table, kept)
        if leader is not None:
            self.trick.leader = leader

    def use_round(self) -> bool:
        """Fill the round's entry on the game's round screen with the counts judged here."""
        rs, r, table = self.round_state, self.round, self.table
        if rs is None or not self.attached:
            self.error = tr("Open the judge from a game's round to fill its entry.")
            return False
        if not self.round_over or r.round_ruling is None:
            self.error = tr("Play every trick first: {kept} of {total} are kept.",
                            kept=len(r.done), total=r.tricks_in_round(table))
            return False
        if not self._run(fill_round, rs, trump=self.table.trump if self.trump_known else None,
                         calls=r.calls, voids=r.voids, taken=r.taken(table),
                         doubles=r.doubles_by_seat(table)):
            return False
        if rs.error:
            self.error = rs.error
            return False
        r.round_used = True
        return True

    # ---- the table ------------------------------------------------------------------------

    def _retable(self, change: Callable[..., Table], *args: Any) -> bool:
        """The table changed (a new value), or the change refused and said."""
        try:
            self.table = change(*args)
        except Refused as exc:
            self.error = say(exc.said) if exc.said is not None else None
            return False
        return True

    def detach(self) -> None:
        """Judge with no game: the table gives the game, players, trump and leader."""
        self.game_id = self.round_index = self.round_state = None
        self.table = replace(self.table, names=(), settings=None, house=())
        self.trump_known = True
        self.clear_round()

    def attach(self, *, game_id: Any, round_index: int | None, names: list[str],
               trump: Any, leader: int, removed: str | None, game: str = judging.GAME,
               trump_known: bool = True, dealer: int | None = None,
               calls: tuple | list | None = None, hand: int | None = None,
               settings: dict | None = None, round_state: RoundState | None = None,
               house: House = ()) -> None:
        """Judge a trick of a game's round: players, trump and leader come from it (`house`:
        the game's house rules, shown, not changed)."""
        n = len(names)
        table = Table(game=game, players=n, removed=removed, names=tuple(names),
                      settings=dict(settings) if settings is not None else None, house=house)
        self.table = replace(table, trump=table.read_trump(trump))
        self.game_id, self.round_index = game_id, round_index
        self.trump_known = trump_known
        r = self.round
        self.trick.leader = r.first_leader = leader
        r.dealer = (leader - 1) % n if dealer is None else dealer
        r.calls = tuple(calls) if calls is not None else (None,) * n
        r.hand = hand or r.hand
        self.round_state = round_state
        self.clear_round()
        self.restore_round()

    def attach_to_round(self, rs: RoundState) -> None:
        """Attach to the round being entered on a game's round screen (`rs`): its values read
        once (`fill.round_values`: game, players, leader, trump, calls, house rules)."""
        self.attach(**round_values(rs), round_state=rs)

    def choose_game(self, game: str) -> None:
        """The game to judge (not while attached to a game: that game)."""
        if self.attached:
            self.error = tr("This judge is opened from a game: it judges that game.")
            return
        if game == self.table.game and game in judging.games():
            return
        if self._retable(self.table.for_game, game):
            if self.trick.leader >= self.table.players:
                self.trick.leader = 0
            self.clear_round()
            self.pile.for_game(game)

    def set_house(self, key: str, value: Any) -> bool:
        """House rule `key` played as `value` (standalone; house_rules.py): what is entered is
        judged again; a change the table or the round refuses changes nothing, says why."""
        if self.attached:
            self.error = tr("This judge is opened from a game: it judges with that game's "
                            "house rules.")
            return False
        before = self.table
        if self._run(self._rehouse, before.with_house, key, value):
            return True
        self._rehouse(lambda: before)  # refused: the table and the rulings as they were
        return False

    def _rehouse(self, table: Callable[..., Table], *args: Any) -> None:
        self.table = table(*args)
        self.round.rejudge(self.table)
        self.trick.rejudge(self.table, self.round)

    def set_players(self, n: int) -> None:
        if self._retable(self.table.with_players, n):
            if self.trick.leader >= n:
                self.trick.leader = 0
            self.round.calls = (None,) * n
            self.clear_round()

    def set_trump(self, trump: Any) -> None:
        """The trump: a value (`rules.trump.Trump`, what a chip hands; NO_TRUMP), or a colour's
        or suit's name (a script's or a test's way; None: no trump), read here once."""
        if self._retable(self.table.with_trump, trump):
            self.trump_known = True
            self.rejudge()

    def set_leader(self, seat: int) -> None:
        if 0 <= seat < self.table.players:
            self.trick.leader = seat
            if not self.round.done:
                self.round.first_leader = seat
                self.round.dealer = (seat - 1) % self.table.players
            self.rejudge()

    def set_removed(self, colour: str | None) -> None:
        if self._retable(self.table.with_removed, colour):
            self.trick.plays = tuple(p for p in self.trick.plays
                                     if (self.form.parts(p.card) or (None,))[0] != colour)
            self.rejudge()

    def set_hand(self, n: int) -> None:
        """Cards each, which is the number of tricks in the round (where the table says)."""
        players = self.table.players
        most = self.form.most_cards(players)
        if most is None or not 1 <= n <= most:
            self.error = tr("With {players} players each is dealt 1 to {most} cards.",
                            players=players, most=most or 0)
            return
        self.round.hand = n
        self.rejudge_round()

    def set_call(self, seat: int, value: int | None) -> None:
        """A call (a prediction or a bid, `JudgeForm.calls`), for the round's points."""
        players = self.table.players
        if 0 <= seat < players:
            calls = list(self.round.calls) + [None] * (players - len(self.round.calls))
            calls[seat] = value
            self.round.calls = tuple(calls[:players])
            self.rejudge_round(tricks_stand=True)
