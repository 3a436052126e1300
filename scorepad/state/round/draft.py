"""The draft of one round as a value: what the table has entered so far and where the keypad
is. A `Draft` is frozen; every change is a method that returns a new draft, so undo is a
stack of drafts (`RoundState._undo`) and a draft parked while an earlier round is edited is
simply kept.

Where the keypad goes next is read from the sheet's form: the phases in the form's order
(`EntryForm.phases`: this module writes no order of its own), with one function per phase
the keypad asks for, saying who still needs it (`NEEDS`). The trump is the thing itself
(`rules.trump.Trump`, a chosen `Choice.value`; None: not chosen yet), never a control's name.
Nothing here reads the app's state: a draft, the form, the seats in entry order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from rules.scoresheet import (CALL, DOUBLES as DOUBLES_PHASE, HAND, TRICKS as TRICKS_PHASE,
                              TRUMP as TRUMP_PHASE, VOIDS, EntryForm, Phase, RoundEntry,
                              SeatEntry)
from scorepad.state.round.words import PREDICTION, TRICKS, TRUMP, _with

#: the keypad's field of each phase it asks for (the others have controls of their own)
FIELD = {CALL: PREDICTION, TRUMP_PHASE: TRUMP, TRICKS_PHASE: TRICKS}
PHASE_OF = {field: phase for phase, field in FIELD.items()}


@dataclass(frozen=True, slots=True)
class Draft:
    """A round as entered so far. Per seat: the call, the tricks (a double counting 2), the
    double tricks, the hand's points; per round: the trump (None: not chosen) and the void
    tricks. `auto_seat`: the seat whose tricks were filled in; `active_seat`/`active_field`:
    what the keypad enters (a field of words.py: PREDICTION, TRUMP, TRICKS, DOUBLES)."""

    trump: Any = None
    calls: tuple[int | None, ...] = ()
    tricks: tuple[int | None, ...] = ()
    doubles: tuple[int, ...] = ()
    voids: int = 0
    points: tuple[int | None, ...] = ()
    auto_seat: int | None = None
    active_seat: int | None = None
    active_field: str | None = None

    @classmethod
    def empty(cls, players: int) -> "Draft":
        n = players
        return cls(calls=(None,) * n, tricks=(None,) * n, doubles=(0,) * n,
                   points=(None,) * n)

    @classmethod
    def of_entry(cls, entry: RoundEntry, form: EntryForm) -> "Draft":
        """A saved round as a draft (to edit it, or to step back through it)."""
        return cls(trump=entry.trump if form.has(TRUMP_PHASE) else None,
                   calls=tuple(s.call for s in entry.seats),
                   tricks=tuple(s.tricks for s in entry.seats),
                   doubles=tuple(s.doubles or 0 for s in entry.seats),
                   voids=entry.voids or 0, points=tuple(s.points for s in entry.seats))

    def entry(self, form: EntryForm) -> RoundEntry:
        """The draft as the sheet reads it: only the phases the sheet enters."""
        if form.has(HAND):
            return RoundEntry(seats=tuple(SeatEntry(points=p) for p in self.points))
        doubles = self.doubles if form.has(DOUBLES_PHASE) else (0,) * len(self.calls)
        return RoundEntry(
            seats=tuple(SeatEntry(call=c, tricks=t, doubles=d)
                        for c, t, d in zip(self.calls, self.tricks, doubles)),
            trump=self.trump if form.has(TRUMP_PHASE) else None,
            voids=self.voids if form.has(VOIDS) else 0,
        )

    @property
    def blank(self) -> bool:
        """Nothing entered."""
        return (all(c is None for c in self.calls) and all(t is None for t in self.tricks)
                and self.trump is None and not any(self.doubles) and not self.voids
                and all(p is None for p in self.points))

    def counts_but(self, seat: int) -> RoundEntry:
        """The calls and counts with `seat`'s tricks (and a filled-in seat's) left out: what
        the sheet reads to say which counts that seat's keypad offers."""
        tricks = list(self.tricks)
        if self.auto_seat is not None and self.auto_seat != seat:
            tricks[self.auto_seat] = None
        if 0 <= seat < len(tricks):
            tricks[seat] = None
        return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t, doubles=d)
                                      for c, t, d in zip(self.calls, tricks, self.doubles)))

    def calls_but(self, seat: int) -> RoundEntry:
        """The calls with `seat`'s left out (what the sheet reads for its forbidden calls)."""
        return RoundEntry(seats=tuple(SeatEntry(call=c) for c in _with(self.calls, seat, None)))

    def shows(self, p: Any, *, missing: bool) -> bool:
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
        return not missing

    # -- changes: each returns a new draft ------------------------------------------------
    def with_trump(self, trump: Any) -> "Draft":
        return replace(self, trump=trump)

    def with_call(self, seat: int, value: int | None) -> "Draft":
        return replace(self, calls=_with(self.calls, seat, value))

    def with_tricks(self, seat: int, count: int | None) -> "Draft":
        """A count typed by hand (the seat's tricks are no longer filled in)."""
        auto = None if seat == self.auto_seat else self.auto_seat
        return replace(self, tricks=_with(self.tricks, seat, count), auto_seat=auto)

    def with_doubles(self, seat: int, count: int) -> "Draft":
        return replace(self, doubles=_with(self.doubles, seat, count))

    def with_voids(self, count: int) -> "Draft":
        return replace(self, voids=count)

    def with_points(self, seat: int, value: int | None) -> "Draft":
        return replace(self, points=_with(self.points, seat, value))

    def at(self, seat: int | None, field: str | None) -> "Draft":
        """The keypad on `seat`'s `field` (None, None: on nothing)."""
        return replace(self, active_seat=seat, active_field=field)

    def filled(self, expected: Callable[["Draft"], int | None]) -> "Draft":
        """The last seat's tricks filled in when all the others are known, from what the
        counts must add up to (`expected` of the draft with that seat's count empty)."""
        n = len(self.tricks)
        if n < 2:
            return self
        tricks = list(self.tricks)
        if self.auto_seat is not None:
            tricks[self.auto_seat] = None
        missing = [s for s in range(n) if tricks[s] is None]
        out = replace(self, tricks=tuple(tricks), auto_seat=None)
        if len(missing) != 1:
            return out
        total = expected(out)
        if total is None:
            return out
        rest = total - sum(t for t in tricks if t is not None)
        if rest < 0:
            return out
        return replace(out, tricks=_with(out.tricks, missing[0], rest), auto_seat=missing[0])

    # -- where the keypad goes -----------------------------------------------------------
    def next_field(self, form: EntryForm, order: list[int], what: str, after: int | None,
                   *, editing: bool = False) -> tuple[int | None, str | None]:
        """The next seat (clockwise after `after`, else from the leader) still needing the
        keypad field `what`, else the first that needs a later phase of the form."""
        if form.has(HAND):
            return None, None  # one number field per seat, no keypad
        if after is not None and after in order:
            i = order.index(after)
            order = order[i + 1:] + order[: i + 1]
        steps: list[Phase] = []
        for phase in form.phases:  # a round phase before every seat phase is no step
            if phase in NEEDS and (phase != TRUMP_PHASE or steps):
                steps.append(phase)
        start = PHASE_OF.get(what)
        for phase in steps[steps.index(start):] if start in steps else steps:
            seat = NEEDS[phase](self, order, editing)
            if seat is not None:
                return (None if seat < 0 else seat), FIELD[phase]
        return None, None

    def moved(self, form: EntryForm, order: list[int], what: str, after: int | None,
              *, editing: bool = False) -> "Draft":
        """The keypad moved on after `what` was entered for `after` (see `next_field`)."""
        return self.at(*self.next_field(form, order, what, after, editing=editing))

    def steps(self, form: EntryForm, order: list[int]) -> list["Draft"]:
        """The draft as it stood before each entry that made it, in the order the keypad asks
        for them (calls from the leader, the trump, the tricks, doubles, voids, hand points):
        what Undo steps back through when a saved round comes back as the draft."""
        n = len(self.calls)
        changes: list[Callable[[Draft], Draft]] = []
        changes += [_call(s, self.calls[s]) for s in order if self.calls[s] is not None]
        if self.trump is not None:
            changes.append(lambda d, t=self.trump: d.with_trump(t))
        changes += [_tricks(s, self.tricks[s]) for s in order if self.tricks[s] is not None]
        changes += [_doubles(s, self.doubles[s]) for s in order if self.doubles[s]]
        if self.voids:
            changes.append(lambda d, v=self.voids: d.with_voids(v))
        changes += [_points(s, self.points[s]) for s in order if self.points[s] is not None]
        out, draft = [], Draft.empty(n)
        for change in changes:
            draft = replace(draft, auto_seat=None).moved(form, order, PREDICTION, None)
            out.append(draft)
            draft = change(draft)
        return out


def _call(seat: int, value: Any) -> Callable[[Draft], Draft]:
    return lambda d: d.with_call(seat, value)


def _tricks(seat: int, value: Any) -> Callable[[Draft], Draft]:
    return lambda d: replace(d, tricks=_with(d.tricks, seat, value))


def _doubles(seat: int, value: Any) -> Callable[[Draft], Draft]:
    return lambda d: d.with_doubles(seat, value)


def _points(seat: int, value: Any) -> Callable[[Draft], Draft]:
    return lambda d: d.with_points(seat, value)


# One function per phase the keypad asks for: the seat of `order` that still needs it (-1:
# the round needs it; None: nobody does).
def _needs_call(draft: Draft, order: list[int], editing: bool) -> int | None:
    return next((s for s in order if draft.calls[s] is None), None)


def _needs_trump(draft: Draft, order: list[int], editing: bool) -> int | None:
    # asked for by the keypad only once the calls before it are in (late trump, chosen by a
    # bidder), and not while a saved round is edited; turned up first, it has its own row
    return -1 if draft.trump is None and not editing else None


def _needs_tricks(draft: Draft, order: list[int], editing: bool) -> int | None:
    return next((s for s in order if draft.tricks[s] is None), None)


NEEDS: dict[Phase, Callable[[Draft, list[int], bool], int | None]] = {
    CALL: _needs_call, TRUMP_PHASE: _needs_trump, TRICKS_PHASE: _needs_tricks}
