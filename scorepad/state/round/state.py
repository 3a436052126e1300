"""The observable round state: the game as loaded, the sheet's form of entry for this round,
the live check and preview after each change (see the package's docstring)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from rules.registry import scoresheet
from rules.scoresheet import (CALL, DOUBLES as DOUBLES_PHASE, HAND as HAND_PHASE,
                              TRUMP as TRUMP_PHASE, VOIDS, EntryForm, Problem, RoundEntry,
                              SeatEntry)
from scorepad.state.errors import message_of
from scorepad.state.round.draft import Draft
from scorepad.state.round.navigation import RoundNavigation
from scorepad.state.round.taps import RoundTaps
from scorepad.state.round.words import (PREDICTION, ConflictNote, LastResult, _with)
from scorepad.state.service import Games
from rules.registry import round_word
from scorepad.words import say, say_all, tr


@ft.observable
@dataclass(eq=False)
class RoundState(RoundTaps, RoundNavigation):
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
    # A saved round drawn score first (issue 11; RoundNavigation.confirm, refresh, settle):
    # True between the drawing of the new heading, result and totals and that of the entry
    # parts (ui/round/). Any change typed here draws everything at once (`_refresh`).
    settling: bool = False
    _undo: list[Draft] = field(default_factory=list)  # the drafts before each tap
    _parked: Draft | None = None  # the next round's draft while an earlier one is edited
    _undone: Any = None  # the entry of the round Undo took back last (see can_undo)
    _form_cache: Any = None
    _options_cache: Any = None


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

    def load(self) -> bool:
        """Load the game from the service; keeps the draft when it is already loaded."""
        try:
            view = self.service.get(self.game_id)
        except Exception as exc:
            self.error = message_of(exc)
            return False
        first = self.view is None
        self.view = view
        if first or len(self.calls) != self.players:
            self._clear_draft()
        self._refresh()
        return True

    @property
    def players(self) -> int:
        return len(self.view.players) if self.view is not None else 0

    @property
    def names(self) -> list[str]:
        return list(self.view.players) if self.view is not None else []

    @property
    def options(self) -> Any:
        """The game's options, typed (the sheet reads them as stored: `read_options`)."""
        view = self.view
        if view is None:
            return {}
        cached = self._options_cache  # read once per view: every drawing asks many times
        if cached is not None and cached[0] is view:
            return cached[1]
        options = self.sheet.read_options(view.options)
        self._options_cache = (view, options)
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
    def round_word(self) -> str:
        """What one round of the sheet is called at this table ("round" or "game"): the
        sheet's word, its one source (`ScoreSheet.round_word`)."""
        return round_word(self.game) if self.view is not None else "round"

    @property
    def games(self) -> bool:
        """A round of this sheet is called a "game" (the phrases say "game N")."""
        return self.round_word == "game"

    def _said(self, exc: BaseException) -> str:
        """An error in words, the players named (a refused round carries its problems)."""
        problems = getattr(exc, "problems", None)
        if problems:
            return say_all(problems, self.names)
        return message_of(exc)

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
        plan = self.plan
        if plan is None:
            return ()
        tricks = list(self.tricks)
        if self.auto_seat is not None and self.auto_seat != seat:
            tricks[self.auto_seat] = None
        if 0 <= seat < len(tricks):
            tricks[seat] = None
        entry = RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t, doubles=d)
                                       for c, t, d in zip(self.calls, tricks, self.doubles)))
        return tuple(self.sheet.trick_choices(players=self.players, plan=plan, entry=entry,
                                              seat=seat, options=self.options))

    def double_choices(self, seat: int) -> tuple[int, ...]:
        """How many double tricks the seat's keypad offers (the sheet says, from its tricks)."""
        if self.plan is None or not self.form.has(DOUBLES_PHASE):
            return ()
        return tuple(self.sheet.double_choices(players=self.players, plan=self.plan,
                                               entry=self.entry, seat=seat,
                                               options=self.options))

    def void_choices(self) -> tuple[int, ...]:
        return self.form.voids if self.form.has(VOIDS) else ()

    def _expected(self, draft: Draft) -> int | None:
        """What the trick counts of `draft` must add up to, given its doubles and voids."""
        plan = self.plan
        if plan is None:
            return None
        try:
            return self.service.expected_tricks(self.view, plan, draft.entry(self.form))
        except Exception:
            return None

    def _refresh(self) -> None:
        """Live check and preview after any change."""
        if self.settling:  # a change of this device's own: its entry parts are drawn now
            self.settling = False
        if self.view is None or self.plan is None:
            self.problems, self.preview, self.hint = (), None, ""
            self.forbidden = ()
            return
        self.forbidden = self._forbidden_bids()
        entry = self.entry
        try:
            found = self.service.check_draft(self.view, entry, index=self.editing)
        except Exception as exc:
            found = [Problem(message_of(exc))]
        shown = tuple(p for p in found if self._entered(p))
        self.problems = shown
        missing = self.missing
        if missing:
            self.hint = self.missing_text()
        elif shown:
            self.hint = ""
        else:
            self.hint = (tr("All entered. Confirm to save the game.") if self.games
                         else tr("All entered. Confirm to save the round."))
        if not missing and not shown:
            try:
                self.preview = tuple(self.service.preview_draft(self.view, entry, index=self.editing))
            except Exception as exc:
                self.preview = None
                self.problems = (Problem(self._said(exc)),)
                self.hint = ""
        else:
            self.preview = None

    def _forbidden_bids(self) -> tuple[int, ...]:
        """The active seat's calls the rules forbid now (the sheet says which and why: a hook
        for the dealer once the others have called, a zero streak...)."""
        seat = self.active_seat if self.active_field == PREDICTION else None
        why = self._forbidden_for(seat) if seat is not None else {}
        self.forbidden_why = tuple(sorted(why.items()))
        return tuple(sorted(why))

    def forbidden_for(self, seat: int) -> dict[int, str]:
        """The calls `seat` may not make now, each with why (in words, players named)."""
        return self._forbidden_for(seat)

    def _forbidden_for(self, seat: int | None) -> dict[int, str]:
        if seat is None or self.plan is None or not self.form.has(CALL):
            return {}
        rounds = self.view.rounds if self.editing is None else self.view.rounds[:self.editing]
        calls = _with(self.calls, seat, None)
        entry = RoundEntry(seats=tuple(SeatEntry(call=c) for c in calls))
        try:
            found = self.sheet.forbidden_calls(players=self.players, plan=self.plan,
                                               entry=entry, seat=seat,
                                               history=[r.entry for r in rounds],
                                               options=self.options)
        except Exception:
            return {}
        return {bid: say(p, self.names) for bid, p in found.items()}

    def _entered(self, p: Problem) -> bool:
        """Whether a problem concerns values already entered (and is worth showing now)."""
        if p.field in ("hand", "points"):
            return p.seat is None or (p.seat < len(self.points)
                                      and self.points[p.seat] is not None)
        if p.field == "call":
            return p.seat is None or (p.seat < len(self.calls) and self.calls[p.seat] is not None)
        if p.field == "trump":
            return self.trump is not None
        if p.field in ("tricks", "doubles", "voids"):
            if p.seat is not None and p.field == "tricks":
                return p.seat < len(self.tricks) and self.tricks[p.seat] is not None
            return all(t is not None for t in self.tricks)
        return not self.missing
