"""The taps that fill in the draft (each one undoable), what is still missing, and the draft
in words: the part of `RoundState` that changes its `draft` (a `Draft` value, draft.py).

A mixin of `RoundState` (state.py) that declares what it reads of it (`TapsHost`).
"""

from __future__ import annotations

from typing import Any, Protocol

from rules.scoresheet import EntryForm, RoundEntry
from scorepad.state.round.draft import Draft
from scorepad.state.round.words import DOUBLES, PREDICTION, TRICKS, TRUMP, _join
from scorepad.words import say, tr, tr_n


class TapsHost(Protocol):
    """What the taps read and write of the round state, besides their own (state.py gives
    each of them; tests/scorepad/state/test_round_draft.py checks it)."""

    draft: Draft
    view: Any
    editing: int | None
    error: str | None
    problems: tuple[Any, ...]
    forbidden: tuple[int, ...]
    hidden: bool
    why_seat: int | None
    point_errors: tuple[str | None, ...]
    focus_seat: int | None
    focus_rev: int
    fields_rev: int
    _undo: list[Draft]
    _undone: Any

    # the game and this round's form, as the sheet says
    @property
    def form(self) -> EntryForm: ...
    @property
    def sheet(self) -> Any: ...
    @property
    def plan(self) -> Any: ...
    @property
    def players(self) -> int: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def order(self) -> list[int]: ...
    @property
    def typed(self) -> bool: ...
    @property
    def bids(self) -> bool: ...
    @property
    def has_trump(self) -> bool: ...
    @property
    def call_values(self) -> tuple[int, ...]: ...
    @property
    def trump_choices(self) -> tuple[Any, ...]: ...
    def void_choices(self) -> tuple[int, ...]: ...
    # the draft's values, read
    @property
    def trump(self) -> Any: ...
    @property
    def calls(self) -> tuple[int | None, ...]: ...
    @property
    def tricks(self) -> tuple[int | None, ...]: ...
    @property
    def doubles(self) -> tuple[int, ...]: ...
    @property
    def points(self) -> tuple[int | None, ...]: ...
    # the live check
    def _refresh(self) -> None: ...
    def _expected(self, draft: Draft) -> int | None: ...
    def _forbidden_for(self, seat: int | None) -> dict[int, str]: ...
    def _forbidden_bids(self) -> tuple[int, ...]: ...


class RoundTaps:
    """The ways the draft changes: each tap replaces `draft` with a new one, the one before
    pushed on the undo stack (`_push`)."""

    @property
    def entry(self) -> RoundEntry:
        """The draft as the sheet reads it: only the phases the sheet enters."""
        return self.draft.entry(self.form)

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
            self.draft = self.draft.at(seat, what)
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
        draft = self.draft.with_trump(trump)
        self.draft = self._moved(draft, TRUMP, None) if draft.active_field == TRUMP else draft
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
        self.draft = self._moved(self.draft.with_call(seat, value), PREDICTION, seat)
        self._refresh()

    def enter_tricks(self, seat: int, count: int) -> None:
        if not 0 <= seat < self.players or count < 0:
            return
        self._push()
        draft = self.draft.with_tricks(seat, count).filled(self._expected)
        self.draft = self._moved(draft, TRICKS, seat)
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
            why = self.sheet.hand_points_problem(value, seat)
        if why is not None:
            # refused: the seat's points are not entered (so nothing can be saved), the field
            # keeps what was typed and says why
            why = say(why, self.names)
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
        self.draft = self.draft.with_points(seat, value)
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
        draft = self.draft.with_doubles(seat, count).filled(self._expected)
        self.draft = self._moved(draft, TRICKS, None)
        self._refresh()

    def enter_voids(self, count: int) -> None:
        if count < 0 or count not in self.void_choices():
            return
        self._push()
        self.draft = self.draft.with_voids(count).filled(self._expected)
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
                text = tr("{name} said {said}, took {took} ({doubles})", name=names[s],
                          said=said, took=took,
                          doubles=tr_n("{n} double", "{n} double", self.doubles[s]))
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
        self.why_seat = None
        self._undo = []
        self._undone = None
        self.point_errors = (None,) * n
        self.focus_seat = None
        self.draft = self._moved(Draft.empty(n), PREDICTION, None)

    def _load_entry(self, entry: RoundEntry) -> None:
        self.draft = Draft.of_entry(entry, self.form)  # the keypad on nothing
        self.point_errors = (None,) * len(entry.seats)
        self.focus_seat = None
        self.fields_rev += 1
        self.why_seat = None

    def _draft_empty(self) -> bool:
        return self.draft.blank

    def _restore(self, draft: Draft) -> None:
        self.fields_rev += 1  # typed fields show the draft again
        self.draft = draft

    def _push(self) -> None:
        """The draft as it is now, on the undo stack (the last 100)."""
        self._undo.append(self.draft)
        del self._undo[:-100]
        self.error = None

    def _moved(self, draft: Draft, what: str, after: int | None) -> Draft:
        """`draft` with the keypad moved on after `what` was entered for `after`."""
        return draft.moved(self.form, self.order, what, after, editing=self.editing is not None)

    def _next(self, what: str, after: int | None) -> tuple[int | None, str | None]:
        return self.draft.next_field(self.form, self.order, what, after,
                                     editing=self.editing is not None)
