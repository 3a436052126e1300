"""The draft of one round with its own undo: what the table has entered, what is missing,
the taps that fill it in (each one undoable), and where the keypad goes next.

A mixin of `RoundState` (state.py): it reads the sheet through `self.form`, `self.sheet`,
`self.plan` and checks after each tap with `self._refresh()`.

The keypad walks the sheet's phases in the form's order (`EntryForm.phases`: this module
writes no order of its own), with one function per phase that says who still needs it
(`_NEEDS`). The trump is held as the thing itself (`rules.trump.Trump`, the chosen
`Choice.value`; None: not chosen yet), never a control's name.
"""

from __future__ import annotations

from typing import Any

from rules.scoresheet import (CALL, DOUBLES as DOUBLES_PHASE, HAND as HAND_PHASE,
                              TRICKS as TRICKS_PHASE, TRUMP as TRUMP_PHASE, VOIDS, Phase,
                              RoundEntry, SeatEntry)
from scorepad.state.round.words import DOUBLES, PREDICTION, TRICKS, TRUMP, _join, _with
from scorepad.words import say, tr, tr_n

#: the keypad's field of each phase it asks for (the others have controls of their own)
FIELD = {CALL: PREDICTION, TRUMP_PHASE: TRUMP, TRICKS_PHASE: TRICKS}
PHASE_OF = {field: phase for phase, field in FIELD.items()}


class RoundDraft:
    """The draft's values live on `RoundState` (trump, calls, tricks, doubles, voids, points,
    auto_seat, active_seat, active_field, _undo); these are the ways they change."""

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
            trump=(self.trump.stored if form.has(TRUMP_PHASE) and self.trump is not None
                   else None),
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

    def select(self, seat: int, what: str) -> None:
        """Make a seat's field the one the keypad enters."""
        if 0 <= seat < self.players and what in (PREDICTION, TRICKS, DOUBLES):
            self.active_seat, self.active_field = seat, what
            self.error = None
            if self.view is not None and self.plan is not None:
                self.forbidden = self._forbidden_bids()

    def choose_trump(self, trump: Any) -> None:
        """Choose one of the round's trump choices: its value (`Choice.value`, a
        `rules.trump.Trump`: what the screen hands), or its control's name (`Choice.key`: a
        script's or a test's way), read here once; the draft holds the value."""
        if isinstance(trump, str):
            trump = next((c.value for c in self.form.trumps if c.key == trump), trump)
        if trump is not None and trump not in self.trump_choices:
            self.error = tr("'{colour}' is not a trump colour in this game.",
                            colour=getattr(trump, "key", trump))
            return
        self._push()
        self.trump = trump
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

    def _draft_words(self) -> str:
        """The draft in words: each player's values, then the trump."""
        names = self.names
        parts = []
        typed, bids, labels = self.typed, self.bids, self.form
        for s in self.order:
            if typed:
                p = self.points[s]
                parts.append(tr("{name} – points", name=names[s]) if p is None else
                             tr_n("{name} {n} point", "{name} {n} points", p, name=names[s]))
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
        choice = labels.trump_choice(self.trump) if self.has_trump else None
        if choice is not None:
            words = labels.trump_words
            parts.append(say(words.said(words.named, choice.word)))
        return "; ".join(parts)

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

    def _load_entry(self, entry: RoundEntry) -> None:
        # the trump choice that records this value (no trump, when offered, is one)
        trump = self.form.read_trump(entry.trump) if self.has_trump else None
        self.trump = trump if trump is not None and trump.chosen else None
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

    # One function per phase the keypad asks for: the seat of `order` that still needs it
    # (-1: the round needs it; None: nobody does).
    def _needs_call(self, order: list[int]) -> int | None:
        return next((s for s in order if self.calls[s] is None), None)

    def _needs_trump(self, order: list[int]) -> int | None:
        # asked for by the keypad only once the calls before it are in (late trump, chosen
        # by a bidder), and not while a saved round is edited; turned up first, its own row
        return -1 if self.trump is None and self.editing is None else None

    def _needs_tricks(self, order: list[int]) -> int | None:
        return next((s for s in order if self.tricks[s] is None), None)

    _NEEDS = {CALL: _needs_call, TRUMP_PHASE: _needs_trump, TRICKS_PHASE: _needs_tricks}

    def _next(self, what: str, after: int | None) -> tuple[int | None, str | None]:
        """The next seat (clockwise after `after`, else from the leader) still needing the
        keypad field `what`, else the first that needs a later phase of the form."""
        if self.typed:
            return None, None  # one number field per seat, no keypad
        order = self.order
        if after is not None and after in order:
            i = order.index(after)
            order = order[i + 1:] + order[: i + 1]
        steps: list[Phase] = []
        for phase in self.form.phases:  # a round phase before every seat phase is no step
            if phase in self._NEEDS and (phase != TRUMP_PHASE or steps):
                steps.append(phase)
        start = PHASE_OF.get(what)
        for phase in steps[steps.index(start):] if start in steps else steps:
            seat = self._NEEDS[phase](self, order)
            if seat is not None:
                return (None if seat < 0 else seat), FIELD[phase]
        return None, None

    def _advance_after(self, what: str, seat: int | None) -> None:
        self.active_seat, self.active_field = self._next(what, seat)

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
