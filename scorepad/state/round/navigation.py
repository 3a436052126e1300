"""Moving between rounds: confirm the draft, undo a saved round, open an earlier one to edit
(the next round's draft waits meanwhile), and follow what other devices changed.

A mixin of `RoundState` (state.py) that declares what it reads of it (`NavigationHost`). The
draft itself changes only through the pure taps of taps.py.
"""

from __future__ import annotations

from typing import Any, Protocol

from scorepad.state.errors import message_of
from scorepad.services.game_views import FINISHED
from scorepad.state.lead import lead_in
from scorepad.state.round.draft import Draft
from scorepad.state.round import taps
from scorepad.state.round.words import PREDICTION, ConflictNote, LastResult
from rules.registry import round_word
from scorepad.words import say_all, tr


class NavigationHost(Protocol):
    """What moving between rounds reads and writes of the round state (state.py)."""

    service: Any
    game_id: Any
    view: Any
    editing: int | None
    draft: Draft
    error: str | None
    conflict: ConflictNote | None
    last_result: LastResult | None
    settling: bool
    problems: tuple[Any, ...]
    point_errors: tuple[str | None, ...]
    focus_seat: int | None
    fields_rev: int
    why_seat: int | None
    _undo: list[Draft]
    _undone: Any
    _parked: Draft | None
    form: Any
    plan: Any
    game: str
    players: int
    names: list[str]
    order: list[int]
    typed: bool
    has_trump: bool
    entry: Any
    missing: list[str]
    calls: tuple[int | None, ...]
    def load(self) -> bool: ...
    def _refresh(self) -> None: ...
    def _table(self) -> Any: ...


class RoundNavigation:
    """Saving and opening rounds through the game service; the draft is kept or restored."""

    def _draft_words(self) -> str:
        return taps.draft_words(self.draft, self._table(), typed=self.typed,
                                has_trump=self.has_trump)

    def _clear_draft(self) -> None:
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

    def _draft_empty(self) -> bool:
        return self.draft.blank

    def _restore(self, draft: Draft) -> None:
        self.fields_rev += 1  # typed fields show the draft again
        self.draft = draft

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
    def can_undo(self) -> bool:
        if self._undo:
            return True
        if self.editing is None and self._draft_is_undone() and not self._draft_empty():
            return True  # the round taken back: Undo steps back through its entries (issue 25)
        return (self.editing is None and (self._draft_empty() or self._draft_is_undone())
                and self.view is not None and bool(self.view.rounds))

    def _draft_is_undone(self) -> bool:
        """The draft is the round Undo just took back, untouched: Undo steps back further."""
        return self._undone is not None and self.entry == self._undone

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
        if not self.view.rounds:
            # back at the first round with its entry as the draft: step back through it, one
            # entry at a time, as the taps that made it would be undone
            self._undo = self._entry_steps()
            self._undone = None
            if self._undo:
                self._restore(self._undo.pop())
            self._refresh()
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
        self.draft = self.draft.at(None, None)
        self.last_result = None
        self._refresh()

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
        self._refresh()
        return True

    def _end_edit(self) -> None:
        parked, self._parked = self._parked, None
        self._undo = []
        if parked is not None and len(parked.calls) == self.players:
            self._restore(parked)
        else:
            self._clear_draft()

    def _result(self, index: int, *, edited: bool) -> LastResult:
        view = self.view
        names = list(view.players)
        rnd = view.rounds[index]
        totals = list(view.totals)
        nxt = view.next_plan
        return LastResult(
            number=rnd.plan.number,
            points=tuple((n, s.points, s.explanation) for n, s in zip(names, rnd.scores)),
            totals=tuple(zip(names, totals)),
            lead=lead_in(view),
            next_dealer=names[nxt.dealer] if nxt is not None else None,
            over=view.status == FINISHED,
            edited=edited,
        )
