"""The observable round state: the game as loaded, the sheet's form of entry for this round,
the live check and preview after each change (see the package's docstring), and the acts that
change it: the taps (pure functions of taps.py, kept here with their undo stack), loading the
game and moving between rounds (confirm, undo, edit an earlier round, follow other devices).
Its private fields are its own: no other module reads or writes them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import flet as ft

from rules import registry
from rules.message import joined
from rules.registry import scoresheet
from rules.trump import NOT_CHOSEN
from rules.scoresheet import (CALL, DOUBLES as DOUBLES_PHASE, HAND as HAND_PHASE,
                              TRUMP as TRUMP_PHASE, VOIDS, EntryForm, Problem, RoundEntry)
from scorepad.services.games.errors import GameConflict
from scorepad.services.games.views import FINISHED
from scorepad.state.draft_feed import feed_draft
from scorepad.state.errors import action_errors, message_of
from scorepad.state.lead import lead_in
from scorepad.state.round.draft import Draft
from scorepad.state.round import seats
from scorepad.state.round.seats import SeatsDraft
from scorepad.state.round import taps
from scorepad.state.round.taps import Refused, Table
from scorepad.state.round.words import DOUBLES, PREDICTION, TRICKS, ConflictNote, LastResult
from scorepad.words import say, say_all, tr

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Games


def _tapping(tap: Any, name: str) -> Any:
    """A method of the round state that hands its arguments to `tap` (`RoundState._tap`)."""
    def method(self, *args: Any) -> None:
        self._tap(tap, *args)
    method.__name__ = method.__qualname__ = name
    method.__doc__ = tap.__doc__
    return method


@ft.observable
@dataclass(eq=False)
class RoundState:
    service: Games
    game_id: Any
    view: Any = None
    editing: int | None = None  # index of the saved round being edited, None: the next round
    draft: Draft = field(default_factory=Draft)  # the round as entered (a value: draft.py)
    fields_rev: int = 0  # bumped when typed fields must show the state again (undo, load)
    forbidden: tuple[int, ...] = ()  # the active seat's calls the rules forbid now
    forbidden_why: tuple[tuple[int, str], ...] = ()  # (call, why) for each of them
    point_errors: tuple[str | None, ...] = ()  # why a typed hand value was refused, per seat
    focus_seat: int | None = None  # the hand-points field to focus (Enter moves on)
    focus_rev: int = 0
    hidden: bool = False
    problems: tuple[Problem, ...] = ()
    hint: str = ""
    preview: tuple[Any, ...] | None = None
    why_seat: int | None = None
    last_result: LastResult | None = None
    error: str | None = None
    conflict: ConflictNote | None = None  # another device was first (see _conflict)
    # A saved round drawn score first (issue 11; confirm, refresh, settle below):
    # True between the drawing of the new heading, result and totals and that of the entry
    # parts (ui/round/). Any change typed here draws everything at once (`recheck`).
    settling: bool = False
    # "Players at the table" (seats.py): open between rounds, and what is drafted there
    seats_open: bool = False
    seats_draft: SeatsDraft = field(default_factory=SeatsDraft)
    _undo: list[Draft] = field(default_factory=list)  # the drafts before each tap
    _parked: Draft | None = None  # the next round's draft while an earlier one is edited
    _undone: Any = None  # the entry of the round Undo took back last (see can_undo)
    _form_cache: Any = None
    _options_cache: Any = None

    # the players at the table, between rounds (seats.py)
    open_seats = seats.open_seats
    cancel_seats = seats.cancel_seats
    seats_name = seats.set_name
    seats_known = seats.pick_known
    seats_after = seats.set_after
    seats_start = seats.set_start
    seats_add = seats.add_player
    seats_sit_out = seats.sit_out
    seats_come_back = seats.come_back
    seats_ask_leave = seats.ask_leave
    seats_leave = seats.leave
    seats_undo = seats.undo_draft
    seats_removed = seats.set_removed
    seats_rounds = seats.set_rounds
    seats_done = seats.done
    seats_ask_end = seats.ask_end
    seats_end = seats.end_game

    # the draft's values, read (they change only as a new draft: taps.py, and loading and moving below)
    trump = property(lambda self: self.draft.trump,
                     doc="The chosen trump (rules.trump.Trump, a choice's value); None: not yet")
    calls = property(lambda self: self.draft.calls)
    tricks = property(lambda self: self.draft.tricks)
    doubles = property(lambda self: self.draft.doubles)
    points = property(lambda self: self.draft.points, doc="The hand phase: each hand's value")
    voids = property(lambda self: self.draft.voids)
    auto_seat = property(lambda self: self.draft.auto_seat,
                         doc="The seat whose tricks were filled in")
    active_seat = property(lambda self: self.draft.active_seat)
    active_field = property(lambda self: self.draft.active_field)

    # The round is played by the seats at its table (PLAYERS.md): the entry, the plan, the
    # problems and every seat number below count those seats, 0.. clockwise; `seat_of` says
    # which of the game's seats one is (what an identifier names).
    @property
    def index(self) -> int:
        """The round on the screen: the one being edited, else the next."""
        if self.view is None:
            return 0
        return self.editing if self.editing is not None else len(self.view.rounds)

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def names(self) -> list[str]:
        """The names of the players at this round's table, clockwise."""
        return list(self.view.names_at(self.index)) if self.view is not None else []

    def seat_of(self, seat: int) -> int:
        """The game's seat of the round's seat `seat` (its identifiers' number)."""
        return self.view.seats_at(self.index)[seat] if self.view is not None else seat

    @property
    def away(self) -> tuple[tuple[int, str, str], ...]:
        """The game's seats not at this round's table: (seat, name, "away" | "left")."""
        view = self.view
        if view is None or not view.tables:
            return ()
        return tuple((s, view.players[s], state) for s in range(len(view.players))
                     for state in (view.state_of(s, self.index),) if state in ("away", "left"))

    @property
    def options(self) -> Any:
        """The round's options, typed (the sheet reads them as stored: `read_options`): the
        game's, as they are at this round's table."""
        view = self.view
        if view is None:
            return {}
        cached = self._options_cache  # read once per view: every drawing asks many times
        if cached is not None and cached[0] is view and cached[1] == self.index:
            return cached[2]
        options = self.sheet.read_options(view.options_at(self.index))
        self._options_cache = (view, self.index, options)
        return options

    @property
    def plan(self):
        if self.view is None:
            return None
        if self.editing is not None:
            return self.view.rounds[self.editing].plan
        return self.view.next_plan

    @property
    def game(self) -> str:
        return self.view.game if self.view is not None else ""

    @property
    def sheet(self) -> Any:
        """The game's score sheet: what the rules allow (the state copies none of them)."""
        return scoresheet(self.game) if self.view is not None else None

    @property
    def form(self) -> EntryForm:
        """How this round is entered, as the sheet says (phases, choices, the game's words)."""
        plan = self.plan
        if plan is None:
            return EntryForm(phases=())
        view = self.view  # it holds the game, its players and options
        cached = self._form_cache
        if cached is not None and cached[0] is view and cached[1] == plan:
            return cached[2]
        form = self.sheet.entry_form(players=self.players, plan=plan, options=self.options)
        self._form_cache = (view, plan, form)
        return form

    @property
    def typed(self) -> bool:
        """The round is entered by typing a number per seat (the hand left), not by keys."""
        return self.form.has(HAND_PHASE)

    @property
    def trump_chooser_seat(self) -> int | None:
        """The seat that chooses trump, when the sheet says one does (None before every call
        is in, and where a turned card decides). The screen names the player."""
        if self.plan is None or not self.has_trump:
            return None
        return self.sheet.trump_chooser_of(players=self.players, plan=self.plan,
                                           entry=self.entry, options=self.options)

    def forbidden_reason(self, value: int) -> str | None:
        return dict(self.forbidden_why).get(value)

    @property
    def call_values(self) -> tuple[int, ...]:
        """The values the call keypad offers (the sheet's: prediction cards, bids 0..hand)."""
        return tuple(c.value for c in self.form.calls)

    @property
    def bids(self) -> bool:
        """A call is a "bid" at this table (else a "prediction")."""
        return self.form.call_word == "bid"

    def call_label(self, value: int | None) -> str:
        """How a call is written on its key (the form's label), "–" for none."""
        return self.form.call_label(value)

    @property
    def finished(self) -> bool:
        return self.view is not None and self.view.status == "finished" and self.editing is None

    @property
    def has_trump(self) -> bool:
        return self.form.has(TRUMP_PHASE)

    @property
    def late_trump(self) -> bool:
        """The trump is known only once every call is in."""
        return self.form.trump_after_calls

    @property
    def trump_value(self) -> Any:
        """The draft's trump as a typed value (`rules.trump.Trump`): a colour or suit, no trump,
        or not chosen yet; None for a round without a trump phase. What travels to the judge:
        the draft holds the value itself, so no trump is no trump here and in the judge."""
        if not self.has_trump:
            return None
        return NOT_CHOSEN if self.trump is None else self.trump

    def choose_trump_value(self, trump: Any) -> None:
        """Choose the trump given as a typed value (`rules.trump.Trump`; the judge's way
        back); one not chosen yet changes nothing."""
        if trump is None or not trump.chosen or trump == self.trump:
            return
        self.choose_trump(trump)

    @property
    def trump_choices(self) -> tuple[Any, ...]:
        """The trumps the sheet offers for this round (`rules.trump.Trump` values)."""
        return tuple(c.value for c in self.form.trumps)

    @property
    def show_trump(self) -> bool:
        """Whether the trump row is shown now (late trump: once all predictions are in)."""
        if not self.has_trump:
            return False
        if self.late_trump and self.editing is None:
            return all(c is not None for c in self.calls) or self.trump is not None
        return True

    @property
    def order(self) -> list[int]:
        """Seats in entry order: the leader first, clockwise."""
        plan = self.plan
        n = self.players
        start = plan.leader if plan is not None else 0
        return [(start + i) % n for i in range(n)]

    def trick_choices(self, seat: int) -> tuple[int, ...]:
        """The counts the seat's keypad offers: those that can still add up (the sheet says,
        from the other seats' counts; one filled in follows and so is not counted)."""
        if self.plan is None:
            return ()
        return tuple(self.sheet.trick_choices(players=self.players, plan=self.plan,
                                              entry=self.draft.counts_but(seat), seat=seat,
                                              options=self.options))

    def double_choices(self, seat: int) -> tuple[int, ...]:
        """How many double tricks the seat's keypad offers (the sheet says, from its tricks)."""
        if self.plan is None or not self.form.has(DOUBLES_PHASE):
            return ()
        return tuple(self.sheet.double_choices(players=self.players, plan=self.plan,
                                               entry=self.entry, seat=seat,
                                               options=self.options))

    def void_choices(self) -> tuple[int, ...]:
        return self.form.voids if self.form.has(VOIDS) else ()

    # ---- loading the game and moving between rounds ------------------------------------
    # Confirm the draft, undo a saved round, open an earlier one to edit (the next round's
    # draft waits meanwhile: `_parked`), and follow what other devices changed. The draft
    # changes only through the pure taps of taps.py; what moving keeps of its own is the
    # undo stack (`_undo`), the parked draft and the round Undo took back (`_undone`).


    def load(self) -> bool:
        """Load the game from the service; keeps the draft when it is already loaded."""
        try:
            view = self.service.get(self.game_id)
        except action_errors() as exc:
            self.error = message_of(exc)
            return False
        first = self.view is None
        self.view = view
        if first or len(self.calls) != self.players:
            self.clear_draft()
        self.recheck()
        return True

    def _draft_words(self) -> str:
        return taps.draft_words(self.draft, self._table(), typed=self.typed,
                                has_trump=self.has_trump)

    def clear_draft(self) -> None:
        n = self.players
        self.why_seat = None
        self._undo = []
        self._undone = None
        self.point_errors = (None,) * n
        self.focus_seat = None
        self.draft = taps.moved(Draft.empty(n), self._table(), PREDICTION, None)

    def _load_entry(self, entry: Any) -> None:
        self.draft = Draft.of_entry(entry, self.form)  # the keypad on nothing
        self.point_errors = (None,) * len(entry.seats)
        self.focus_seat = None
        self.fields_rev += 1
        self.why_seat = None

    def _restore(self, draft: Draft) -> None:
        self.fields_rev += 1  # typed fields show the draft again
        self.draft = draft

    @property
    def round_word(self) -> str:
        """What one round of the sheet is called at this table ("round" or "game"): the
        sheet's word, its one source (`ScoreSheet.round_word`)."""
        return registry.round_word(self.game) if self.view is not None else "round"

    @property
    def games(self) -> bool:
        """A round of this sheet is called a "game" (the phrases say "game N")."""
        return self.round_word == "game"

    def said(self, exc: BaseException) -> str:
        """An error in words, the players named (a refused round carries its problems)."""
        problems = getattr(exc, "problems", None)
        if problems:
            return say_all(problems, self.names)
        return message_of(exc)

    @property
    def can_undo(self) -> bool:
        if self._undo:
            return True
        if self.editing is None and self._draft_is_undone() and not self.draft.blank:
            return True  # the round taken back: Undo steps back through its entries (issue 25)
        return (self.editing is None and (self.draft.blank or self._draft_is_undone())
                and self.view is not None and (bool(self.view.rounds) or self.view.changed_last))

    def _draft_is_undone(self) -> bool:
        """The draft is the round Undo just took back, untouched: Undo steps back further."""
        return self._undone is not None and self.entry == self._undone

    def undo(self) -> None:
        """Undo the last tap; with nothing typed, the last saved round comes back as the draft."""
        self.error = None
        if self._undo:
            self._restore(self._undo.pop())
            self.recheck()
            return
        if not self.can_undo:
            self.error = tr("Nothing to undo.")
            return
        if self.view.changed_last:  # a change of the players at the table came last: it goes
            last = self.view.rounds[-1] if self.view.rounds else None
            try:
                self.view = self.service.undo_last_round(
                    self.game_id, expected=last.version if last is not None else None)
            except action_errors() as exc:
                if not self._conflict(exc, draft=False):
                    self.error = message_of(exc)
                return
            self.conflict = None
            self.last_result = None
            self.clear_draft()
            self.recheck()
            return
        if not self.view.rounds:
            # back at the first round with its entry as the draft: step back through it, one
            # entry at a time, as the taps that made it would be undone
            self._undo = self._entry_steps()
            self._undone = None
            if self._undo:
                self._restore(self._undo.pop())
            self.recheck()
            return
        last = self.view.rounds[-1]
        try:
            self.view = self.service.undo_last_round(self.game_id, expected=last.version)
        except action_errors() as exc:
            if not self._conflict(exc, draft=False):
                self.error = message_of(exc)
            return
        self.conflict = None
        self._load_entry(last.entry)
        self._undone = self.entry  # a further Undo, with this draft untouched, goes on back
        self.draft = self.draft.at(None, None)
        self.last_result = None
        self.recheck()

    def _entry_steps(self) -> list[Draft]:
        """The drafts Undo steps back through: the draft before each entry that made it."""
        return self.draft.steps(self.form, self.order)

    def open_round(self, index: int) -> None:
        """Edit saved round `index`; the draft of the next round waits until the edit ends."""
        if self.view is None or not 0 <= index < len(self.view.rounds):
            self.error = (tr("There is no game {number} to open.", number=index + 1)
                          if self.games else
                          tr("There is no round {number} to open.", number=index + 1))
            return
        if self.editing is None:
            self._parked = self.draft
        self._undo = []
        self.editing = index
        self._load_entry(self.view.rounds[index].entry)
        self.draft = self.draft.at(None, None)
        self.last_result = None
        self.recheck()

    def cancel_edit(self) -> None:
        if self.editing is None:
            return
        self.editing = None
        self._end_edit()
        self.recheck()

    def confirm(self) -> bool:
        """Save the round (or the edit); False with the reasons shown when it cannot be saved."""
        self.error = None
        if self.view is None or (self.plan is None and self.editing is None):
            self.error = (tr("This game is over: open a game to change it.") if self.games
                          else tr("This game is over: open a round to change it."))
            return False
        self.recheck()
        if self.missing or self.problems:
            # not ready: the live check (round-check) already says why, once; Confirm is
            # drawn as not ready (ui/round/), so no second copy of the sentence here
            return False
        entry = self.entry
        index = self.editing
        try:
            if index is None:
                # the round this screen shows: if another device saved it first, this one is
                # refused (GameConflict), never filed as the round after
                index = self.plan.index
                view = self.service.record_round(self.game_id, entry, index=index)
            else:
                view = self.service.edit_round(self.game_id, index, entry,
                                               expected=self.view.rounds[index].version)
        except action_errors() as exc:
            if not self._conflict(exc, draft=True):
                self.error = self.said(exc)
            return False
        self.conflict = None
        self.view = view
        self.last_result = self._result(index, edited=self.editing is not None)
        if self.editing is not None:
            self.editing = None
            self._end_edit()
        else:
            self.clear_draft()
        self.recheck()
        self.settling = True  # the result and totals first; the next round's entry after
        return True

    def dismiss_conflict(self) -> None:
        self.conflict = None

    def dismiss_result(self) -> None:
        self.last_result = None

    def refresh(self) -> bool:
        """Another device changed this game (a live update): show the game as it now is.

        The draft stays this device's own and is kept. When the round it is for was saved on
        another device meanwhile (or the round being edited was changed or undone there), the
        table is told at once, as a refused confirm would tell it (`_conflict`): the draft is
        kept as words to compare. A device with nothing typed simply shows the new round, with
        its result. False when the game cannot be read (deleted: `error` says why)."""
        if self.view is None:
            return self.load()
        try:
            view = self.service.get(self.game_id)
        except action_errors() as exc:
            self.error = message_of(exc)
            return False
        old = self.view
        if view.version == old.version and len(view.rounds) == len(old.rounds):
            if view.players != old.players:  # a player renamed or merged elsewhere
                self.view = view
            return True  # no round changed (or this device's own change, told back to it)
        word = self.round_word
        if self.editing is not None:
            i = self.editing
            if i >= len(view.rounds):
                change = "undone"
            elif view.rounds[i].version != old.rounds[i].version:
                change = "changed"
            else:
                change = None
            if change is not None:
                return self._conflict(GameConflict(index=i, change=change, word=word),
                                      draft=True, view=view)
            self.view = view
            self.recheck()
            return True
        planned = old.next_plan.index if old.next_plan is not None else len(old.rounds)
        empty = self.draft.blank or self._draft_is_undone()
        if not empty and len(view.rounds) != planned:
            change = "saved" if len(view.rounds) > planned else "undone"
            index = planned if change == "saved" else len(view.rounds)
            return self._conflict(GameConflict(index=index, change=change, word=word),
                                  draft=True, view=view)
        table_changed = old.seats_at(len(old.rounds)) != view.seats_at(len(view.rounds))
        kept = self._draft_words() if table_changed and not empty else ""
        self.view = view
        if empty or len(self.calls) != self.players or table_changed:
            self.clear_draft()
        if kept:  # another device changed the players at the table: the entry starts again
            self.conflict = ConflictNote(
                message=tr("The players at the table were changed on another device: the round "
                           "starts again for the players at the table now."),
                draft=tr("Your entry was: {entry}.", entry=kept))
        if len(view.rounds) > len(old.rounds):
            self.last_result = self._result(len(view.rounds) - 1, edited=False)
        elif self.last_result is not None:
            self.last_result = None  # the result shown may have changed: not shown stale
        self.recheck()
        # Nothing typed here: the score (heading, result, totals) is what this device waits
        # for; the entry parts (keypad, rows, check) follow a moment later (`settle`).
        self.settling = empty
        return True

    def settle(self) -> None:
        """After a round drawn score first (`confirm`, `refresh`): the entry parts too."""
        if self.settling:
            self.settling = False

    def _conflict(self, exc: BaseException, *, draft: bool, view: Any = None) -> bool:
        """Another device was first (`GameConflict`): say so in words, show the game as it now
        is (`view`, else read again), and keep this device's draft as words to compare. False
        for any other error."""
        if not isinstance(exc, GameConflict):
            return False
        kept = self._draft_words() if draft and not self.draft.blank else ""
        editing = self.editing
        if view is None:
            try:
                view = self.service.get(self.game_id)
            except action_errors() as again:
                self.error = message_of(again)
                return True
        self.view = view
        if editing is not None:  # the edit ends: the round is opened again from what is saved
            self.editing = None
            self._end_edit()
        elif draft:
            self.clear_draft()  # the draft was for the round just saved elsewhere
        text = exc.fact
        if kept:
            text = tr("{what} Here is the game as it is now; your entry is kept below to "
                      "compare.", what=text)
        else:
            text = tr("{what} Here is the game as it is now; nothing was changed from this "
                      "device.", what=text)
        if not kept:
            draft = ""
        elif exc.word == "game":
            draft = tr("Your entry for game {number}: {entry}.", number=exc.number, entry=kept)
        else:
            draft = tr("Your entry for round {number}: {entry}.", number=exc.number, entry=kept)
        self.conflict = ConflictNote(message=text, draft=draft)
        self.last_result = None
        self.recheck()
        return True

    def _end_edit(self) -> None:
        parked, self._parked = self._parked, None
        self._undo = []
        if parked is not None and len(parked.calls) == self.players:
            self._restore(parked)
        else:
            self.clear_draft()

    def _result(self, index: int, *, edited: bool) -> LastResult:
        view = self.view
        rnd = view.rounds[index]
        nxt = view.next_plan
        return LastResult(
            number=rnd.plan.number,
            points=tuple((n, s.points, s.explanation)
                         for n, s in zip(view.names_at(index), rnd.scores)),
            totals=tuple((view.players[s], view.totals[s]) for s in rnd.seats),  # as `points`
            lead=lead_in(view),
            next_dealer=view.names_at(len(view.rounds))[nxt.dealer] if nxt is not None else None,
            over=view.status == FINISHED,
            edited=edited,
        )

    # ---- the taps: pure functions from one draft to the next (taps.py) --------------------

    def _table(self) -> Table:
        """What a tap reads besides the draft, as a value."""
        return Table(form=self.form, order=tuple(self.order), names=tuple(self.names),
                     editing=self.editing is not None, expected=self._expected,
                     forbidden=self.forbidden_for)

    def _tap(self, tap: Any, *args: Any) -> None:
        """The draft replaced by `tap`'s next one (the one before on the undo stack), checked;
        a refused tap changes nothing but the error it gives."""
        try:
            draft = tap(self.draft, self._table(), *args)
        except Refused as no:
            if no.said is not None:
                self.error = say(no.said)
            return
        self._push()
        self.draft = draft
        self.recheck()

    # what a user can do to the draft: each one a tap of taps.py
    choose_trump = _tapping(taps.choose_trump, "choose_trump")
    enter_prediction = _tapping(taps.prediction, "enter_prediction")
    enter_tricks = _tapping(taps.tricks, "enter_tricks")
    enter_doubles = _tapping(taps.doubles, "enter_doubles")

    def enter_voids(self, count: int) -> None:
        self._tap(taps.voids, count, self.void_choices())

    def enter_points(self, seat: int, text: str | int | None) -> None:
        """The value of a seat's hand left ("" clears it); a refused value is not entered,
        its field keeps what was typed and says why."""
        if not 0 <= seat < self.players:
            return
        try:
            value, why = taps.typed_points(text, lambda v: self.sheet.hand_points_problem(v, seat),
                                           self.names)
        except Refused as no:
            self.error = None if no.said is None else say(no.said)
            return
        errors = (list(self.point_errors) if len(self.point_errors) == self.players
                  else [None] * self.players)
        changed_error, errors[seat] = errors[seat] != why, why
        self.point_errors = tuple(errors)
        if value != self.points[seat]:
            self._tap(taps.points, seat, value)
        elif changed_error:
            self.recheck()

    def select(self, seat: int, what: str) -> None:
        """Make a seat's field the one the keypad enters."""
        if 0 <= seat < self.players and what in (PREDICTION, TRICKS, DOUBLES):
            self.draft = self.draft.at(seat, what)
            self.error = None
            if self.view is not None and self.plan is not None:
                self.forbidden = self._forbidden_bids()

    def next_field(self, seat: int) -> None:
        """Enter in a seat's hand-points field moves to the next seat's (in play order, the
        first one still empty after it, else simply the next)."""
        if not self.typed or not 0 <= seat < self.players:
            return
        self.focus_seat = taps.next_typed(self.draft, self.order, seat)
        if self.focus_seat is not None:
            self.focus_rev += 1

    def set_hidden(self, hidden: bool) -> None:
        self.hidden = bool(hidden)

    def toggle_why(self, seat: int) -> None:
        self.why_seat = None if self.why_seat == seat else seat

    @property
    def entry(self) -> RoundEntry:
        """The draft as the sheet reads it: only the phases the sheet enters."""
        return self.draft.entry(self.form)

    @property
    def missing(self) -> list[str]:
        """What still has to be entered, in words."""
        return taps.missing(self.draft, self._table(), typed=self.typed,
                            has_trump=self.has_trump)

    def missing_text(self) -> str:
        """What still has to be entered, as one sentence ("" when nothing)."""
        missing = self.missing
        return tr("Still to enter: {what}.", what=joined(missing, "; ")) if missing else ""

    @property
    def complete(self) -> bool:
        return not self.missing and not self.problems

    @property
    def face_down(self) -> bool:
        """Predictions are kept hidden, and the round has not ended (tricks still missing)."""
        return self.hidden and any(t is None for t in self.tricks)

    def _push(self) -> None:
        """The draft as it is now, on the undo stack (the last 100)."""
        self._undo.append(self.draft)
        del self._undo[:-100]
        self.error = None

    def _expected(self, draft: Draft) -> int | None:
        """What the trick counts of `draft` must add up to, given its doubles and voids."""
        plan = self.plan
        if plan is None:
            return None
        try:
            return self.service.expected_tricks(self.view, plan, draft.entry(self.form))
        except action_errors():
            return None

    def recheck(self) -> None:
        """Live check and preview after any change (taps.checked: what the table is shown)."""
        feed_draft(self)  # the big screen shows the round as entered so far (nothing stored)
        if self.settling:  # a change of this device's own: its entry parts are drawn now
            self.settling = False
        if self.view is None or self.plan is None:
            self.problems, self.preview, self.hint = (), None, ""
            self.forbidden = ()
            return
        self.forbidden = self._forbidden_bids()
        self.problems, self.hint, self.preview = taps.checked(
            self.service, self.view, self.draft, self.entry, editing=self.editing,
            missing=self.missing, games=self.games, said=self.said)

    def _forbidden_bids(self) -> tuple[int, ...]:
        """The active seat's calls the rules forbid now (the sheet says which and why: a hook
        for the dealer once the others have called, a zero streak...)."""
        seat = self.active_seat if self.active_field == PREDICTION else None
        why = self.forbidden_for(seat) if seat is not None else {}
        self.forbidden_why = tuple(sorted(why.items()))
        return tuple(sorted(why))

    def forbidden_for(self, seat: int | None) -> dict[int, str]:
        """The calls `seat` may not make now, each with why (in words, players named)."""
        if seat is None or self.plan is None or not self.form.has(CALL):
            return {}
        try:
            found = self.sheet.forbidden_calls(players=self.players, plan=self.plan,
                                               entry=self.draft.calls_but(seat), seat=seat,
                                               history=self.view.history_at(self.index),
                                               options=self.options)
        except action_errors():
            return {}
        return {bid: say(p, self.names) for bid, p in found.items()}
