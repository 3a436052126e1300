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

from rules.scoresheet import Problem, RoundEntry, SeatEntry
from scorepad.state.errors import message_of
from scorepad.state.text import with_names

PREDICTION = "prediction"
TRICKS = "tricks"
DOUBLES = "doubles"
TRUMP = "trump"
HAND = "hand"  # the shedding game: the points of the hand left

WHIST = "nomination-whist"
SHEDDING = "shedding"
SUITS = ("S", "H", "D", "C")
NO_TRUMP = "none"  # whist's "no trump" in the draft (None there means "not chosen yet")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", NO_TRUMP: "no trump"}

#: the prediction cards' values (6 is the 6/9 card)
PREDICTION_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14)
COLOURS = ("blue", "green", "purple", "red", "yellow")
DOUBLE_CARDS = len(COLOURS)  # one 12 per colour


def prediction_label(value: int | None) -> str:
    if value is None:
        return "–"
    return "6/9" if value == 6 else str(value)


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
    points: tuple[int | None, ...] = ()  # the shedding game: each hand's value
    fields_rev: int = 0  # bumped when typed fields must show the state again (undo, load)
    forbidden: tuple[int, ...] = ()  # whist: the dealer's bids the hook forbids (from the check)
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
    _undo: list = field(default_factory=list)
    _parked: tuple | None = None  # the next round's draft while an earlier one is edited
    _expected_cache: Any = None

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
    def whist(self) -> bool:
        return self.game == WHIST

    @property
    def shedding(self) -> bool:
        return self.game == SHEDDING

    @property
    def call_values(self) -> tuple[int, ...]:
        """The values the call keypad offers: prediction cards, or whist bids 0..hand."""
        if self.whist:
            plan = self.plan
            return tuple(range(0, (plan.cards if plan else 0) + 1))
        return PREDICTION_VALUES

    @property
    def finished(self) -> bool:
        return self.view is not None and self.view.status == "finished" and self.editing is None

    @property
    def has_trump(self) -> bool:
        if self.whist:
            return True
        if self.shedding:
            return False
        return self.options.get("scoring") != "novice"

    @property
    def late_trump(self) -> bool:
        if self.whist:
            return True  # the highest bidder chooses once the bids are in
        return bool(self.options.get("late_trump"))

    @property
    def trump_choices(self) -> tuple[str, ...]:
        if self.whist:  # in the 1-card round a turned card's suit is trump: no "no trump"
            return SUITS if self.plan is not None and self.plan.cards == 1 else SUITS + (NO_TRUMP,)
        removed = self.options.get("removed")
        return tuple(c for c in COLOURS if c != removed)

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

    @property
    def max_doubles(self) -> int:
        return DOUBLE_CARDS - (1 if self.options.get("removed") else 0)

    def trick_choices(self, seat: int) -> range:
        plan = self.plan
        top = (plan.tricks if plan else 0) + sum(self.doubles)
        return range(0, top + 1)

    def double_choices(self, seat: int) -> range:
        taken = self.tricks[seat] if seat < len(self.tricks) else None
        top = self.max_doubles if taken is None else min(self.max_doubles, taken // 2)
        return range(0, top + 1)

    def void_choices(self) -> range:
        return range(0, self.max_doubles + 1) if self.players == 2 else range(0)

    @property
    def entry(self) -> RoundEntry:
        if self.shedding:
            return RoundEntry(seats=tuple(SeatEntry(points=p) for p in self.points))
        if self.whist:
            return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t)
                                          for c, t in zip(self.calls, self.tricks)),
                              trump=None if self.trump in (None, NO_TRUMP) else self.trump)
        return RoundEntry(
            seats=tuple(SeatEntry(call=c, tricks=t, doubles=d)
                        for c, t, d in zip(self.calls, self.tricks, self.doubles)),
            trump=self.trump if self.has_trump else None,
            voids=self.voids,
        )

    @property
    def missing(self) -> list[str]:
        """What still has to be entered, in words."""
        out = []
        names = self.names
        if self.shedding:
            need = [names[s] for s in self.order if self.points[s] is None]
            return ["the hand points of " + _join(need)] if need else []
        need_calls = [names[s] for s in self.order if self.calls[s] is None]
        if need_calls:
            out.append(("bids of " if self.whist else "predictions of ") + _join(need_calls))
        if self.has_trump and self.trump is None:
            out.append("the trump")
        need_tricks = [names[s] for s in self.order if self.tricks[s] is None]
        if need_tricks:
            out.append("tricks of " + _join(need_tricks))
        return out

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
        return (self.editing is None and self._draft_empty() and self.view is not None
                and bool(self.view.rounds))

    # ---- actions -------------------------------------------------------------------------

    def select(self, seat: int, what: str) -> None:
        """Make a seat's field the one the keypad enters."""
        if 0 <= seat < self.players and what in (PREDICTION, TRICKS, DOUBLES):
            self.active_seat, self.active_field = seat, what
            self.error = None

    def choose_trump(self, colour: str | None) -> None:
        if colour is not None and colour not in self.trump_choices:
            self.error = f"{colour!r} is not a trump colour in this game."
            return
        self._push()
        self.trump = colour
        if self.active_field == TRUMP:
            self._advance_after(TRUMP, None)
        self._refresh()

    def enter_prediction(self, seat: int, value: int) -> None:
        if not 0 <= seat < self.players or value not in self.call_values:
            self.error = (f"{value} is not a bid this round." if self.whist
                          else f"{value} is not a prediction card.")
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
        """The shedding game: the value of a seat's hand left ("" clears it)."""
        if not 0 <= seat < self.players:
            return
        raw = str("" if text is None else text).strip()
        if raw and not raw.isdigit():
            self.error = f"The hand points are a whole number from 0, not {raw!r}."
            return
        value = int(raw) if raw else None
        if value == self.points[seat]:
            return
        self._push()
        self.points = _with(self.points, seat, value)
        self._refresh()

    def enter_doubles(self, seat: int, count: int) -> None:
        if not 0 <= seat < self.players or count < 0:
            return
        self._push()
        self.doubles = _with(self.doubles, seat, count)
        self._autofill()
        self.active_seat, self.active_field = self._next(TRICKS, None)
        self._refresh()

    def enter_voids(self, count: int) -> None:
        if count < 0 or self.players != 2:
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
            self.error = "Nothing to undo."
            return
        last = self.view.rounds[-1]
        try:
            self.view = self.service.undo_last_round(self.game_id)
        except Exception as exc:
            self.error = message_of(exc)
            return
        self._load_entry(last.entry)
        self.last_result = None
        self._refresh()

    def open_round(self, index: int) -> None:
        """Edit saved round `index`; the draft of the next round waits until the edit ends."""
        if self.view is None or not 0 <= index < len(self.view.rounds):
            self.error = f"There is no round {index + 1} to open."
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
            self.error = "This game is over: open a round to change it."
            return False
        self._refresh()
        if self.missing:
            self.error = "Still to enter: " + "; ".join(self.missing) + "."
            return False
        if self.problems:
            self.error = with_names(" ".join(_sentence(p.message) for p in self.problems),
                                    self.names)
            return False
        entry = self.entry
        index = self.editing
        try:
            if index is None:
                view = self.service.record_round(self.game_id, entry)
                index = len(view.rounds) - 1
            else:
                view = self.service.edit_round(self.game_id, index, entry)
        except Exception as exc:
            self.error = message_of(exc)
            return False
        self.view = view
        self.last_result = self._result(index, edited=self.editing is not None)
        if self.editing is not None:
            self.editing = None
            self._end_edit()
        else:
            self._clear_draft()
        self._refresh()
        return True

    # ---- inner workings ------------------------------------------------------------------

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
        self.active_seat, self.active_field = self._next(PREDICTION, None)

    def _end_edit(self) -> None:
        parked, self._parked = self._parked, None
        self._undo = []
        if parked is not None and len(parked[1]) == self.players:
            self._restore(parked)
        else:
            self._clear_draft()

    def _load_entry(self, entry: RoundEntry) -> None:
        self.trump = entry.trump
        if self.whist and entry.trump is None:
            self.trump = NO_TRUMP
        self.points = tuple(s.points for s in entry.seats)
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
        if self.shedding:
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
            self.hint = "Still to enter: " + "; ".join(missing) + "."
        elif shown:
            self.hint = ""
        else:
            self.hint = "All entered. Confirm to save the round."
        if not missing and not shown:
            try:
                self.preview = tuple(self.service.preview_draft(self.view, entry, index=self.editing))
            except Exception as exc:
                self.preview = None
                self.problems = (Problem(message_of(exc)),)
                self.hint = ""
        else:
            self.preview = None

    def _forbidden_bids(self) -> tuple[int, ...]:
        """Whist: the dealer's bids the check refuses by the hook, once the others have bid
        (asked of the service's check, one draft per possible bid: the rules stay there)."""
        if not self.whist:
            return ()
        dealer = self.plan.dealer
        if any(c is None for s, c in enumerate(self.calls) if s != dealer):
            return ()
        out = []
        for v in self.call_values:
            calls = _with(self.calls, dealer, v)
            entry = RoundEntry(seats=tuple(SeatEntry(call=c) for c in calls))
            try:
                found = self.service.check_draft(self.view, entry, index=self.editing)
            except Exception:
                return ()
            if any(p.seat == dealer and p.field == "call" and "hook" in p.message
                   for p in found):
                out.append(v)
        return tuple(out)

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
        higher = not (self.shedding and self.options.get("mode", "classic") == "classic")
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
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."
