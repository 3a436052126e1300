"""The observable round state: the game as loaded, the sheet's form of entry for this round,
the live check and preview after each change (see the package's docstring)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import flet as ft

from rules.message import joined
from rules.registry import scoresheet
from rules.scoresheet import (CALL, DOUBLES as DOUBLES_PHASE, HAND as HAND_PHASE,
                              TRUMP as TRUMP_PHASE, VOIDS, EntryForm, Problem, RoundEntry)
from scorepad.state.errors import action_errors
from scorepad.state.round.draft import Draft
from scorepad.state.round import navigation
from scorepad.state.round import seats
from scorepad.state.round.seats import SeatsDraft
from scorepad.state.round import taps
from scorepad.state.round.taps import Refused, Table
from scorepad.state.round.words import DOUBLES, PREDICTION, TRICKS, ConflictNote, LastResult
from scorepad.words import say, tr

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
    # A saved round drawn score first (issue 11; navigation.confirm, refresh, settle):
    # True between the drawing of the new heading, result and totals and that of the entry
    # parts (ui/round/). Any change typed here draws everything at once (`_refresh`).
    settling: bool = False
    # "Players at the table" (seats.py): open between rounds, and what is drafted there
    seats_open: bool = False
    seats_draft: SeatsDraft = field(default_factory=SeatsDraft)
    _undo: list[Draft] = field(default_factory=list)  # the drafts before each tap
    _parked: Draft | None = None  # the next round's draft while an earlier one is edited
    _undone: Any = None  # the entry of the round Undo took back last (see can_undo)
    _form_cache: Any = None
    _options_cache: Any = None

    # loading the game and moving between rounds: functions of this state (navigation.py)
    load = navigation.load
    confirm = navigation.confirm
    undo = navigation.undo
    open_round = navigation.open_round
    cancel_edit = navigation.cancel_edit
    refresh = navigation.refresh
    settle = navigation.settle
    dismiss_conflict = navigation.dismiss_conflict
    dismiss_result = navigation.dismiss_result
    can_undo = property(navigation.can_undo)

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
    round_word = property(navigation.round_word)
    games = property(navigation.games)

    # the draft's values, read (they change only as a new draft: taps.py, navigation.py)
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
        from rules.trump import NOT_CHOSEN

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
            if no.text is not None:
                self.error = no.text
            return
        self._push()
        self.draft = draft
        self._refresh()

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
            self.error = no.text
            return
        errors = (list(self.point_errors) if len(self.point_errors) == self.players
                  else [None] * self.players)
        changed_error, errors[seat] = errors[seat] != why, why
        self.point_errors = tuple(errors)
        if value != self.points[seat]:
            self._tap(taps.points, seat, value)
        elif changed_error:
            self._refresh()

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

    def _refresh(self) -> None:
        """Live check and preview after any change (taps.checked: what the table is shown)."""
        from scorepad.state.draft_feed import feed_draft
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
            missing=self.missing, games=self.games, said=lambda exc: navigation.said(self, exc))

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
