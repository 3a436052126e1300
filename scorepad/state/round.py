"""The round being entered (or an earlier round being edited) of one game.

The screen shows one row per seat and one keypad for the *active* seat and field. A tap records
a value and moves on to the next seat that still needs one: predictions first (from the
leader, clockwise), then, with late trump, the trump, then tricks. When every seat but one has
its tricks, the last count is filled in from what the counts must add up to
(`ScoreSheet.expected_tricks`); it is marked as filled in and follows later changes.

After every change the entry is checked live against the loaded game (`GameService.check_draft`,
no database read): what cannot be right is said in plain words; once nothing is missing and
nothing is wrong, the points are previewed (`GameService.preview_draft`). `confirm` saves the
round (or the edit of an earlier one), checked against the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from rules.registry import scoresheet
from rules.message import Listing
from rules.scoresheet import (CALL, HAND as HAND_PHASE, NO_TRUMP, TRUMP as TRUMP_PHASE, VOIDS,
                              EntryForm, Problem, RoundEntry, SeatEntry)
from rules.scoresheet import DOUBLES as DOUBLES_PHASE
from scorepad.state.errors import message_of
from scorepad.state.text import problems_text, spoken
from scorepad.words import N_, say, tr

PREDICTION = "prediction"
TRICKS = "tricks"
DOUBLES = "doubles"
TRUMP = "trump"
HAND = HAND_PHASE  # a typed number per seat (the points of the hand left)

# The words the sheets' choices are written with (`Choice.label`, English), as the app's
# catalogs hold them; a label not listed here is shown as it is (a number, "6/9").
CHOICE_WORDS = {w: w for w in (
    N_("blue"), N_("green"), N_("purple"), N_("red"), N_("yellow"),
    N_("spades"), N_("hearts"), N_("diamonds"), N_("clubs"), N_("no trump"))}
# the colours the new-game form offers to take out (ui/new_game.py, options_text.py)
COLOURS = ("blue", "green", "purple", "red", "yellow")


def choice_word(label: str) -> str:
    """A choice's label in the session's language ("blue", "spades"; "6/9" stays)."""
    return tr(CHOICE_WORDS[label]) if label in CHOICE_WORDS else label


def colour_name(colour: str) -> str:
    """A colour in the session's language: "blue"."""
    return choice_word(colour)


@dataclass(frozen=True, slots=True)
class LastResult:
    """What the table sees right after confirming a round."""

    number: int
    points: tuple[tuple[str, int, str], ...]  # name, points, why
    totals: tuple[tuple[str, int], ...]
    leaders: tuple[str, ...]
    next_dealer: str | None
    over: bool
    edited: bool = False
    best: int | None = None  # the leaders' total


@dataclass(frozen=True, slots=True)
class ConflictNote:
    """Another device saved, changed or undid a round first: what to tell the table, and the
    draft this device had (in words, to compare with what was saved)."""

    message: str
    draft: str = ""


@ft.observable
@dataclass(eq=False)
class RoundState:
    service: Any
    game_id: Any
    view: Any = None
    editing: int | None = None  # index of the saved round being edited, None: the next round
    trump: str | None = None
    calls: tuple[int | None, ...] = ()
    tricks: tuple[int | None, ...] = ()
    doubles: tuple[int, ...] = ()
    points: tuple[int | None, ...] = ()  # the hand phase: each hand's value
    fields_rev: int = 0  # bumped when typed fields must show the state again (undo, load)
    forbidden: tuple[int, ...] = ()  # the active seat's calls the rules forbid now
    forbidden_why: tuple[tuple[int, str], ...] = ()  # (call, why) for each of them
    point_errors: tuple[str | None, ...] = ()  # why a typed hand value was refused, per seat
    focus_seat: int | None = None  # the hand-points field to focus (Enter moves on)
    focus_rev: int = 0
    voids: int = 0
    auto_seat: int | None = None  # seat whose tricks were filled in
    active_seat: int | None = None
    active_field: str | None = None
    hidden: bool = False
    problems: tuple[Problem, ...] = ()
    hint: str = ""
    preview: tuple[Any, ...] | None = None
    why_seat: int | None = None
    last_result: LastResult | None = None
    error: str | None = None
    conflict: ConflictNote | None = None  # another device was first (see _conflict)
    _undo: list = field(default_factory=list)
    _parked: tuple | None = None  # the next round's draft while an earlier one is edited
    _undone: Any = None  # the entry of the round Undo took back last (see can_undo)
    _expected_cache: Any = None
    _form_cache: Any = None

    # ---- reading -------------------------------------------------------------------------

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
    def options(self) -> dict:
        return dict(self.view.options or {}) if self.view is not None else {}

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
        key = (self.game, self.players, plan, tuple(sorted(self.options.items(), key=str)))
        cached = self._form_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        form = self.sheet.entry_form(players=self.players, plan=plan, options=self.options)
        self._form_cache = (key, form)
        return form

    @property
    def typed(self) -> bool:
        """The round is entered by typing a number per seat (the hand left), not by keys."""
        return self.form.has(HAND_PHASE)

    @property
    def trump_chooser(self) -> str | None:
        """The name of the player who chooses trump, when the sheet says one does (None
        before every call is in, and where a turned card decides)."""
        if self.plan is None or not self.has_trump:
            return None
        seat = self.sheet.trump_chooser_of(players=self.players, plan=self.plan,
                                           entry=self.entry, options=self.options)
        return None if seat is None else self.names[seat]

    def forbidden_reason(self, value: int) -> str | None:
        return dict(self.forbidden_why).get(value)

    @property
    def round_word(self) -> str:
        """What one round of the sheet is called at this table ("round" or "game")."""
        if self.view is None:
            return "round"
        return self.form.kind if self.plan is not None else self._kind_of_game()

    def _kind_of_game(self) -> str:
        """The word of a game with no round to enter (finished): its last round's form."""
        rounds = self.view.rounds if self.view is not None else ()
        if not rounds:
            return "round"
        form = self.sheet.entry_form(players=self.players, plan=rounds[-1].plan,
                                     options=self.options)
        return form.kind

    @property
    def games(self) -> bool:
        """A round of this sheet is called a "game" (the phrases say "game N")."""
        return self.round_word == "game"

    def _said(self, exc: BaseException) -> str:
        """An error in words, the players named (a refused round carries its problems)."""
        problems = getattr(exc, "problems", None)
        if problems:
            return problems_text(problems, self.names)
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
        """How a call is written on its key ("6/9"), "–" for none."""
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
    def trump_choices(self) -> tuple[str, ...]:
        """The keys of the trump choices the sheet offers for this round."""
        return tuple(c.key for c in self.form.trumps)

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

    @property
    def entry(self) -> RoundEntry:
        """The draft as the sheet reads it: only the phases the sheet enters."""
        form = self.form
        if form.has(HAND_PHASE):
            return RoundEntry(seats=tuple(SeatEntry(points=p) for p in self.points))
        doubles = self.doubles if form.has(DOUBLES_PHASE) else (0,) * len(self.calls)
        return RoundEntry(
            seats=tuple(SeatEntry(call=c, tricks=t, doubles=d)
                        for c, t, d in zip(self.calls, self.tricks, doubles)),
            trump=form.trump_value(self.trump) if form.has(TRUMP_PHASE) else None,
            voids=self.voids if form.has(VOIDS) else 0,
        )

    @property
    def missing(self) -> list[str]:
        """What still has to be entered, in words."""
        out = []
        names = self.names
        if self.typed:
            need = [names[s] for s in self.order if self.points[s] is None]
            return [tr("the hand points of {names}", names=_join(need))] if need else []
        need_calls = [names[s] for s in self.order if self.calls[s] is None]
        if need_calls:
            out.append(tr("bids of {names}", names=_join(need_calls)) if self.bids
                       else tr("predictions of {names}", names=_join(need_calls)))
        if self.has_trump and self.trump is None:
            out.append(tr("the trump"))
        need_tricks = [names[s] for s in self.order if self.tricks[s] is None]
        if need_tricks:
            out.append(tr("tricks of {names}", names=_join(need_tricks)))
        return out

    def missing_text(self) -> str:
        """What still has to be entered, as one sentence ("" when nothing)."""
        missing = self.missing
        return tr("Still to enter: {what}.", what="; ".join(missing)) if missing else ""

    @property
    def complete(self) -> bool:
        return not self.missing and not self.problems

    @property
    def face_down(self) -> bool:
        """Predictions are kept hidden, and the round has not ended (tricks still missing)."""
        return self.hidden and any(t is None for t in self.tricks)

    @property
    def can_undo(self) -> bool:
        if self._undo:
            return True
        return (self.editing is None and (self._draft_empty() or self._draft_is_undone())
                and self.view is not None and bool(self.view.rounds))

    def _draft_is_undone(self) -> bool:
        """The draft is the round Undo just took back, untouched: Undo steps back further."""
        return self._undone is not None and self.entry == self._undone

    # ---- actions -------------------------------------------------------------------------

    def select(self, seat: int, what: str) -> None:
        """Make a seat's field the one the keypad enters."""
        if 0 <= seat < self.players and what in (PREDICTION, TRICKS, DOUBLES):
            self.active_seat, self.active_field = seat, what
            self.error = None
            if self.view is not None and self.plan is not None:
                self.forbidden = self._forbidden_bids()

    def choose_trump(self, colour: str | None) -> None:
        if colour is not None and colour not in self.trump_choices:
            self.error = tr("'{colour}' is not a trump colour in this game.", colour=colour)
            return
        self._push()
        self.trump = colour
        if self.active_field == TRUMP:
            self._advance_after(TRUMP, None)
        self._refresh()

    def enter_prediction(self, seat: int, value: int) -> None:
        if not 0 <= seat < self.players or value not in self.call_values:
            self.error = (tr("{value} is not a bid this round.", value=value) if self.bids
                          else tr("{value} is not a prediction card.", value=value))
            return
        why = self._forbidden_for(seat).get(value)
        if why is not None:  # greyed out on the keypad; refused here too, nothing changes
            self.error = tr("{name} may not bid {bid}. {why}", name=self.names[seat], bid=value,
                            why=why)
            return
        self._push()
        self.calls = _with(self.calls, seat, value)
        self._advance_after(PREDICTION, seat)
        self._refresh()

    def enter_tricks(self, seat: int, count: int) -> None:
        if not 0 <= seat < self.players or count < 0:
            return
        self._push()
        self.tricks = _with(self.tricks, seat, count)
        if seat == self.auto_seat:
            self.auto_seat = None  # typed by hand now: no longer filled in
        self._autofill()
        self._advance_after(TRICKS, seat)
        self._refresh()

    def enter_points(self, seat: int, text: str | int | None) -> None:
        """The value of a seat's hand left ("" clears it)."""
        if not 0 <= seat < self.players:
            return
        raw = str("" if text is None else text).strip()
        if raw and not raw.isdigit():
            self.error = tr("The hand points are a whole number from 0, not '{typed}'.",
                            typed=raw)
            return
        value = int(raw) if raw else None
        why = None
        if value is not None:
            why = self.sheet.hand_points_problem(value)
        if why is not None:
            # refused: the seat's points are not entered (so nothing can be saved), the field
            # keeps what was typed and says why
            why = self._hand_problem(seat, why)
            value = None
        errors = list(self.point_errors) if len(self.point_errors) == self.players \
            else [None] * self.players
        changed_error = errors[seat] != why
        errors[seat] = why
        self.point_errors = tuple(errors)
        if value == self.points[seat]:
            if changed_error:
                self._refresh()
            return
        self._push()
        self.points = _with(self.points, seat, value)
        self._refresh()

    def next_field(self, seat: int) -> None:
        """Enter in a seat's hand-points field moves to the next seat's (in play order, the
        first one still empty after it, else simply the next)."""
        if not self.typed or not 0 <= seat < self.players:
            return
        order = self.order
        i = order.index(seat)
        after = order[i + 1:] + order[:i]
        empty = [s for s in after if self.points[s] is None]
        nxt = empty[0] if empty else (after[0] if after else None)
        if nxt is None or (not empty and i == len(order) - 1):
            self.focus_seat = None
            return
        self.focus_seat = nxt
        self.focus_rev += 1

    def enter_doubles(self, seat: int, count: int) -> None:
        if not 0 <= seat < self.players or count < 0:
            return
        self._push()
        self.doubles = _with(self.doubles, seat, count)
        self._autofill()
        self.active_seat, self.active_field = self._next(TRICKS, None)
        self._refresh()

    def enter_voids(self, count: int) -> None:
        if count < 0 or count not in self.void_choices():
            return
        self._push()
        self.voids = count
        self._autofill()
        self._refresh()

    def set_hidden(self, hidden: bool) -> None:
        self.hidden = bool(hidden)

    def toggle_why(self, seat: int) -> None:
        self.why_seat = None if self.why_seat == seat else seat

    def dismiss_result(self) -> None:
        self.last_result = None

    def undo(self) -> None:
        """Undo the last tap; with nothing typed, the last saved round comes back as the draft."""
        self.error = None
        if self._undo:
            self._restore(self._undo.pop())
            self._refresh()
            return
        if not self.can_undo:
            self.error = tr("Nothing to undo.")
            return
        last = self.view.rounds[-1]
        try:
            self.view = self.service.undo_last_round(self.game_id, expected=last.version)
        except Exception as exc:
            if not self._conflict(exc, draft=False):
                self.error = message_of(exc)
            return
        self.conflict = None
        self._load_entry(last.entry)
        self._undone = self.entry  # a further Undo, with this draft untouched, goes on back
        self.active_seat, self.active_field = None, None
        self.last_result = None
        self._refresh()

    def open_round(self, index: int) -> None:
        """Edit saved round `index`; the draft of the next round waits until the edit ends."""
        if self.view is None or not 0 <= index < len(self.view.rounds):
            self.error = (tr("There is no game {number} to open.", number=index + 1)
                          if self.games else
                          tr("There is no round {number} to open.", number=index + 1))
            return
        if self.editing is None:
            self._parked = self._snapshot()
        self._undo = []
        self.editing = index
        self._load_entry(self.view.rounds[index].entry)
        self.active_seat = self.active_field = None
        self.last_result = None
        self._refresh()

    def cancel_edit(self) -> None:
        if self.editing is None:
            return
        self.editing = None
        self._end_edit()
        self._refresh()

    def confirm(self) -> bool:
        """Save the round (or the edit); False with the reasons shown when it cannot be saved."""
        self.error = None
        if self.view is None or (self.plan is None and self.editing is None):
            self.error = (tr("This game is over: open a game to change it.") if self.games
                          else tr("This game is over: open a round to change it."))
            return False
        self._refresh()
        if self.missing:
            self.error = self.missing_text()
            return False
        if self.problems:
            self.error = problems_text(self.problems, self.names)
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
        except Exception as exc:
            if not self._conflict(exc, draft=True):
                self.error = self._said(exc)
            return False
        self.conflict = None
        self.view = view
        self.last_result = self._result(index, edited=self.editing is not None)
        if self.editing is not None:
            self.editing = None
            self._end_edit()
        else:
            self._clear_draft()
        self._refresh()
        return True

    def dismiss_conflict(self) -> None:
        self.conflict = None

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
        except Exception as exc:
            self.error = message_of(exc)
            return False
        old = self.view
        if view.version == old.version and len(view.rounds) == len(old.rounds):
            if view.players != old.players:  # a player renamed or merged elsewhere
                self.view = view
            return True  # no round changed (or this device's own change, told back to it)
        from scorepad.services.games import GameConflict

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
            self._refresh()
            return True
        planned = old.next_plan.index if old.next_plan is not None else len(old.rounds)
        empty = self._draft_empty() or self._draft_is_undone()
        if not empty and len(view.rounds) != planned:
            change = "saved" if len(view.rounds) > planned else "undone"
            index = planned if change == "saved" else len(view.rounds)
            return self._conflict(GameConflict(index=index, change=change, word=word),
                                  draft=True, view=view)
        self.view = view
        if empty or len(self.calls) != self.players:
            self._clear_draft()
        if len(view.rounds) > len(old.rounds):
            self.last_result = self._result(len(view.rounds) - 1, edited=False)
        elif self.last_result is not None:
            self.last_result = None  # the result shown may have changed: not shown stale
        self._refresh()
        return True

    # ---- inner workings ------------------------------------------------------------------

    def _conflict(self, exc: BaseException, *, draft: bool, view: Any = None) -> bool:
        """Another device was first (`GameConflict`): say so in words, show the game as it now
        is (`view`, else read again), and keep this device's draft as words to compare. False
        for any other error."""
        from scorepad.services.games import GameConflict

        if not isinstance(exc, GameConflict):
            return False
        kept = self._draft_words() if draft and not self._draft_empty() else ""
        editing = self.editing
        if view is None:
            try:
                view = self.service.get(self.game_id)
            except Exception as again:
                self.error = message_of(again)
                return True
        self.view = view
        if editing is not None:  # the edit ends: the round is opened again from what is saved
            self.editing = None
            self._end_edit()
        elif draft:
            self._clear_draft()  # the draft was for the round just saved elsewhere
        text = conflict_text(exc.word, exc.change, exc.number)
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
        self._refresh()
        return True

    def _draft_words(self) -> str:
        """The draft in words: each player's values, then the trump."""
        names = self.names
        parts = []
        typed, bids, labels = self.typed, self.bids, self.form
        for s in self.order:
            if typed:
                p = self.points[s]
                parts.append(tr("{name} {points} points", name=names[s],
                                points="–" if p is None else p))
                continue
            call, took = self.calls[s], self.tricks[s]
            said = labels.call_label(call)
            took = "–" if took is None else took
            if bids:
                text = tr("{name} bid {bid}, took {took}", name=names[s], bid=said, took=took)
            elif self.doubles[s]:
                text = tr("{name} said {said}, took {took} ({doubles} double)", name=names[s],
                          said=said, took=took, doubles=self.doubles[s])
            else:
                text = tr("{name} said {said}, took {took}", name=names[s], said=said, took=took)
            parts.append(text)
        if self.has_trump and self.trump is not None:
            word = self._trump_word(self.trump)
            parts.append(tr("trump {suit}", suit=word) if labels.trump_word == "suit"
                         else tr("trump {colour}", colour=word))
        return "; ".join(parts)

    def _trump_word(self, key: str | None) -> str:
        """A trump choice in the session's language ("blue", "no trump")."""
        label = next((c.label for c in self.form.trumps if c.key == key), key or "")
        return choice_word(label)

    def trump_word(self, key: str | None) -> str:
        return self._trump_word(key)

    def _clear_draft(self) -> None:
        n = self.players
        self.trump = None
        self.calls = (None,) * n
        self.tricks = (None,) * n
        self.doubles = (0,) * n
        self.points = (None,) * n
        self.voids = 0
        self.auto_seat = None
        self.why_seat = None
        self._undo = []
        self._undone = None
        self.point_errors = (None,) * n
        self.focus_seat = None
        self.active_seat, self.active_field = self._next(PREDICTION, None)

    def _end_edit(self) -> None:
        parked, self._parked = self._parked, None
        self._undo = []
        if parked is not None and len(parked[1]) == self.players:
            self._restore(parked)
        else:
            self._clear_draft()

    def _load_entry(self, entry: RoundEntry) -> None:
        # the trump choice that records this value (no trump: its own key, when offered)
        self.trump = self.form.trump_key(entry.trump) if self.has_trump else None
        if self.trump is None and isinstance(entry.trump, str):
            self.trump = entry.trump
        self.points = tuple(s.points for s in entry.seats)
        self.point_errors = (None,) * len(entry.seats)
        self.focus_seat = None
        self.fields_rev += 1
        self.calls = tuple(s.call for s in entry.seats)
        self.tricks = tuple(s.tricks for s in entry.seats)
        self.doubles = tuple(s.doubles or 0 for s in entry.seats)
        self.voids = entry.voids or 0
        self.auto_seat = None
        self.why_seat = None
        self.active_seat = self.active_field = None

    def _draft_empty(self) -> bool:
        return (all(c is None for c in self.calls) and all(t is None for t in self.tricks)
                and self.trump is None and not any(self.doubles) and not self.voids
                and all(p is None for p in self.points))

    def _snapshot(self) -> tuple:
        return (self.trump, self.calls, self.tricks, self.doubles, self.voids,
                self.auto_seat, self.active_seat, self.active_field, self.points)

    def _restore(self, snap: tuple) -> None:
        self.fields_rev += 1
        (self.trump, self.calls, self.tricks, self.doubles, self.voids,
         self.auto_seat, self.active_seat, self.active_field, self.points) = snap

    def _push(self) -> None:
        self._undo.append(self._snapshot())
        del self._undo[:-100]
        self.error = None
        # last_result stays until the next confirm (or a tap on it): removing it here would
        # move everything below it up under the player's finger between two taps.

    def _next(self, what: str, after: int | None) -> tuple[int | None, str | None]:
        """The next seat (clockwise after `after`, else from the leader) still needing `what`,
        then the next field in the order predictions -> late trump -> tricks."""
        if self.typed:
            return None, None  # one number field per seat, no keypad
        order = self.order
        if after is not None and after in order:
            i = order.index(after)
            order = order[i + 1:] + order[: i + 1]
        if what == PREDICTION:
            for s in order:
                if self.calls[s] is None:
                    return s, PREDICTION
            if self.late_trump and self.has_trump and self.trump is None and self.editing is None:
                return None, TRUMP
            what = TRICKS
        if what == TRICKS:
            for s in order:
                if self.tricks[s] is None:
                    return s, TRICKS
        return None, None

    def _advance_after(self, what: str, seat: int | None) -> None:
        if what == PREDICTION:
            self.active_seat, self.active_field = self._next(PREDICTION, seat)
        elif what == TRUMP:
            self.active_seat, self.active_field = self._next(TRICKS, None)
        else:
            self.active_seat, self.active_field = self._next(TRICKS, seat)

    def _expected(self) -> int | None:
        """What the trick counts must add up to, given the doubles and voids entered."""
        plan = self.plan
        if plan is None:
            return None
        try:
            return self.service.expected_tricks(self.view, plan, self.entry)
        except Exception:
            return None

    def _autofill(self) -> None:
        """Fill in the last seat's tricks when all the others are known."""
        n = self.players
        if n < 2:
            return
        tricks = list(self.tricks)
        if self.auto_seat is not None:
            tricks[self.auto_seat] = None
        missing = [s for s in range(n) if tricks[s] is None]
        auto = None
        if len(missing) == 1:
            self.tricks = tuple(tricks)
            expected = self._expected()
            if expected is not None:
                rest = expected - sum(t for t in tricks if t is not None)
                if rest >= 0:
                    tricks[missing[0]] = rest
                    auto = missing[0]
        self.tricks = tuple(tricks)
        self.auto_seat = auto

    def _refresh(self) -> None:
        """Live check and preview after any change."""
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
        return {bid: spoken(p, self.names) for bid, p in found.items()}

    def _hand_problem(self, seat: int, why: Any) -> str:
        """Why a typed hand value is refused, the player named ("Ann's hand ..." in English)."""
        name = self.names[seat]
        said = getattr(why, "said", None)  # the message behind a text, if the engine kept it
        if said is not None or not isinstance(why, str):
            why = say(said if said is not None else why, self.names)
        if why.startswith("A hand "):  # English: "Ann's hand cannot count ..."
            return f"{name}'s hand{why[6:]}"
        return tr("{name}: {why}", name=name, why=why[:1].lower() + why[1:])


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

    def _result(self, index: int, *, edited: bool) -> LastResult:
        view = self.view
        names = list(view.players)
        rnd = view.rounds[index]
        totals = list(view.totals)
        higher = self.sheet.higher_wins_for(self.options)
        standing = getattr(view, "standing", None)
        best = max(totals) if higher else min(totals)
        leaders = tuple(n for n, t in zip(names, totals) if t == best)
        if standing is not None and getattr(standing, "over", False) and standing.winners:
            leaders = tuple(names[w] for w in standing.winners)
        nxt = view.next_plan
        return LastResult(
            number=rnd.plan.number,
            points=tuple((n, s.points, s.explanation) for n, s in zip(names, rnd.scores)),
            totals=tuple(zip(names, totals)),
            leaders=leaders,
            best=best if not leaders else totals[names.index(leaders[0])],
            next_dealer=names[nxt.dealer] if nxt is not None else None,
            over=view.status == "finished",
            edited=edited,
        )


def _with(values: tuple, index: int, value: Any) -> tuple:
    out = list(values)
    out[index] = value
    return tuple(out)


def _join(names: list[str]) -> str:
    """Names as a list in the session's language ("Ann, Bob and Cem")."""
    return say(Listing(tuple(names)))


def conflict_text(word: str, change: str, number: int) -> str:
    """ "Round 3 was just saved on another device." — a whole sentence per case."""
    texts = {
        ("round", "saved"): N_("Round {number} was just saved on another device."),
        ("round", "changed"): N_("Round {number} was just changed on another device."),
        ("round", "undone"): N_("Round {number} was just undone on another device."),
        ("game", "saved"): N_("Game {number} was just saved on another device."),
        ("game", "changed"): N_("Game {number} was just changed on another device."),
        ("game", "undone"): N_("Game {number} was just undone on another device."),
    }
    template = texts.get((word, change))
    if template is None:  # a word or change this list does not know: English as before
        return f"{word.capitalize()} {number} was just {change} on another device."
    return tr(template, number=number)

