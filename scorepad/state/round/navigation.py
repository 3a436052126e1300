"""Moving between rounds: confirm the draft, undo a saved round, open an earlier one to edit
(the next round's draft waits meanwhile), and follow what other devices changed.

Functions of the round state (`RoundState`, state.py), which it takes as its one argument
`rs`; `RoundState` offers the public ones as its methods (`confirm = navigation.confirm`). The
draft itself changes only through the pure taps of taps.py; what navigation keeps of its own
(the undo stack, the parked draft, the round Undo took back) is the state's `_undo`,
`_parked` and `_undone`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorepad.state.errors import message_of
from scorepad.services.game_views import FINISHED
from scorepad.state.lead import lead_in
from scorepad.state.round.draft import Draft
from scorepad.state.round import taps
from scorepad.state.round.words import PREDICTION, ConflictNote, LastResult
from rules import registry
from scorepad.words import say_all, tr

if TYPE_CHECKING:
    from scorepad.state.round.state import RoundState


def load(rs: RoundState) -> bool:
    """Load the game from the service; keeps the draft when it is already loaded."""
    try:
        view = rs.service.get(rs.game_id)
    except Exception as exc:
        rs.error = message_of(exc)
        return False
    first = rs.view is None
    rs.view = view
    if first or len(rs.calls) != rs.players:
        clear_draft(rs)
    rs._refresh()
    return True


def _draft_words(rs: RoundState) -> str:
    return taps.draft_words(rs.draft, rs._table(), typed=rs.typed,
                            has_trump=rs.has_trump)


def clear_draft(rs: RoundState) -> None:
    n = rs.players
    rs.why_seat = None
    rs._undo = []
    rs._undone = None
    rs.point_errors = (None,) * n
    rs.focus_seat = None
    rs.draft = taps.moved(Draft.empty(n), rs._table(), PREDICTION, None)


def _load_entry(rs: RoundState, entry: Any) -> None:
    rs.draft = Draft.of_entry(entry, rs.form)  # the keypad on nothing
    rs.point_errors = (None,) * len(entry.seats)
    rs.focus_seat = None
    rs.fields_rev += 1
    rs.why_seat = None


def _restore(rs: RoundState, draft: Draft) -> None:
    rs.fields_rev += 1  # typed fields show the draft again
    rs.draft = draft


def round_word(rs: RoundState) -> str:
    """What one round of the sheet is called at this table ("round" or "game"): the
    sheet's word, its one source (`ScoreSheet.round_word`)."""
    return registry.round_word(rs.game) if rs.view is not None else "round"


def games(rs: RoundState) -> bool:
    """A round of this sheet is called a "game" (the phrases say "game N")."""
    return rs.round_word == "game"


def said(rs: RoundState, exc: BaseException) -> str:
    """An error in words, the players named (a refused round carries its problems)."""
    problems = getattr(exc, "problems", None)
    if problems:
        return say_all(problems, rs.names)
    return message_of(exc)


def can_undo(rs: RoundState) -> bool:
    if rs._undo:
        return True
    if rs.editing is None and _draft_is_undone(rs) and not rs.draft.blank:
        return True  # the round taken back: Undo steps back through its entries (issue 25)
    return (rs.editing is None and (rs.draft.blank or _draft_is_undone(rs))
            and rs.view is not None and (bool(rs.view.rounds) or rs.view.changed_last))


def _draft_is_undone(rs: RoundState) -> bool:
    """The draft is the round Undo just took back, untouched: Undo steps back further."""
    return rs._undone is not None and rs.entry == rs._undone


def undo(rs: RoundState) -> None:
    """Undo the last tap; with nothing typed, the last saved round comes back as the draft."""
    rs.error = None
    if rs._undo:
        _restore(rs, rs._undo.pop())
        rs._refresh()
        return
    if not rs.can_undo:
        rs.error = tr("Nothing to undo.")
        return
    if rs.view.changed_last:  # a change of the players at the table came last: it goes
        last = rs.view.rounds[-1] if rs.view.rounds else None
        try:
            rs.view = rs.service.undo_last_round(
                rs.game_id, expected=last.version if last is not None else None)
        except Exception as exc:
            if not _conflict(rs, exc, draft=False):
                rs.error = message_of(exc)
            return
        rs.conflict = None
        rs.last_result = None
        clear_draft(rs)
        rs._refresh()
        return
    if not rs.view.rounds:
        # back at the first round with its entry as the draft: step back through it, one
        # entry at a time, as the taps that made it would be undone
        rs._undo = _entry_steps(rs)
        rs._undone = None
        if rs._undo:
            _restore(rs, rs._undo.pop())
        rs._refresh()
        return
    last = rs.view.rounds[-1]
    try:
        rs.view = rs.service.undo_last_round(rs.game_id, expected=last.version)
    except Exception as exc:
        if not _conflict(rs, exc, draft=False):
            rs.error = message_of(exc)
        return
    rs.conflict = None
    _load_entry(rs, last.entry)
    rs._undone = rs.entry  # a further Undo, with this draft untouched, goes on back
    rs.draft = rs.draft.at(None, None)
    rs.last_result = None
    rs._refresh()


def _entry_steps(rs: RoundState) -> list[Draft]:
    """The drafts Undo steps back through: the draft before each entry that made it."""
    return rs.draft.steps(rs.form, rs.order)


def open_round(rs: RoundState, index: int) -> None:
    """Edit saved round `index`; the draft of the next round waits until the edit ends."""
    if rs.view is None or not 0 <= index < len(rs.view.rounds):
        rs.error = (tr("There is no game {number} to open.", number=index + 1)
                      if rs.games else
                      tr("There is no round {number} to open.", number=index + 1))
        return
    if rs.editing is None:
        rs._parked = rs.draft
    rs._undo = []
    rs.editing = index
    _load_entry(rs, rs.view.rounds[index].entry)
    rs.draft = rs.draft.at(None, None)
    rs.last_result = None
    rs._refresh()


def cancel_edit(rs: RoundState) -> None:
    if rs.editing is None:
        return
    rs.editing = None
    _end_edit(rs)
    rs._refresh()


def confirm(rs: RoundState) -> bool:
    """Save the round (or the edit); False with the reasons shown when it cannot be saved."""
    rs.error = None
    if rs.view is None or (rs.plan is None and rs.editing is None):
        rs.error = (tr("This game is over: open a game to change it.") if rs.games
                      else tr("This game is over: open a round to change it."))
        return False
    rs._refresh()
    if rs.missing or rs.problems:
        # not ready: the live check (round-check) already says why, once; Confirm is
        # drawn as not ready (ui/round/), so no second copy of the sentence here
        return False
    entry = rs.entry
    index = rs.editing
    try:
        if index is None:
            # the round this screen shows: if another device saved it first, this one is
            # refused (GameConflict), never filed as the round after
            index = rs.plan.index
            view = rs.service.record_round(rs.game_id, entry, index=index)
        else:
            view = rs.service.edit_round(rs.game_id, index, entry,
                                           expected=rs.view.rounds[index].version)
    except Exception as exc:
        if not _conflict(rs, exc, draft=True):
            rs.error = said(rs, exc)
        return False
    rs.conflict = None
    rs.view = view
    rs.last_result = _result(rs, index, edited=rs.editing is not None)
    if rs.editing is not None:
        rs.editing = None
        _end_edit(rs)
    else:
        clear_draft(rs)
    rs._refresh()
    rs.settling = True  # the result and totals first; the next round's entry after
    return True


def dismiss_conflict(rs: RoundState) -> None:
    rs.conflict = None


def dismiss_result(rs: RoundState) -> None:
    rs.last_result = None


def refresh(rs: RoundState) -> bool:
    """Another device changed this game (a live update): show the game as it now is.

    The draft stays this device's own and is kept. When the round it is for was saved on
    another device meanwhile (or the round being edited was changed or undone there), the
    table is told at once, as a refused confirm would tell it (`_conflict`): the draft is
    kept as words to compare. A device with nothing typed simply shows the new round, with
    its result. False when the game cannot be read (deleted: `error` says why)."""
    if rs.view is None:
        return rs.load()
    try:
        view = rs.service.get(rs.game_id)
    except Exception as exc:
        rs.error = message_of(exc)
        return False
    old = rs.view
    if view.version == old.version and len(view.rounds) == len(old.rounds):
        if view.players != old.players:  # a player renamed or merged elsewhere
            rs.view = view
        return True  # no round changed (or this device's own change, told back to it)
    from scorepad.services.games import GameConflict

    word = rs.round_word
    if rs.editing is not None:
        i = rs.editing
        if i >= len(view.rounds):
            change = "undone"
        elif view.rounds[i].version != old.rounds[i].version:
            change = "changed"
        else:
            change = None
        if change is not None:
            return _conflict(rs, GameConflict(index=i, change=change, word=word),
                                  draft=True, view=view)
        rs.view = view
        rs._refresh()
        return True
    planned = old.next_plan.index if old.next_plan is not None else len(old.rounds)
    empty = rs.draft.blank or _draft_is_undone(rs)
    if not empty and len(view.rounds) != planned:
        change = "saved" if len(view.rounds) > planned else "undone"
        index = planned if change == "saved" else len(view.rounds)
        return _conflict(rs, GameConflict(index=index, change=change, word=word),
                              draft=True, view=view)
    table_changed = old.seats_at(len(old.rounds)) != view.seats_at(len(view.rounds))
    kept = _draft_words(rs) if table_changed and not empty else ""
    rs.view = view
    if empty or len(rs.calls) != rs.players or table_changed:
        clear_draft(rs)
    if kept:  # another device changed the players at the table: the entry starts again
        rs.conflict = ConflictNote(
            message=tr("The players at the table were changed on another device: the round "
                       "starts again for the players at the table now."),
            draft=tr("Your entry was: {entry}.", entry=kept))
    if len(view.rounds) > len(old.rounds):
        rs.last_result = _result(rs, len(view.rounds) - 1, edited=False)
    elif rs.last_result is not None:
        rs.last_result = None  # the result shown may have changed: not shown stale
    rs._refresh()
    # Nothing typed here: the score (heading, result, totals) is what this device waits
    # for; the entry parts (keypad, rows, check) follow a moment later (`settle`).
    rs.settling = empty
    return True


def settle(rs: RoundState) -> None:
    """After a round drawn score first (`confirm`, `refresh`): the entry parts too."""
    if rs.settling:
        rs.settling = False


def _conflict(rs: RoundState, exc: BaseException, *, draft: bool, view: Any = None) -> bool:
    """Another device was first (`GameConflict`): say so in words, show the game as it now
    is (`view`, else read again), and keep this device's draft as words to compare. False
    for any other error."""
    from scorepad.services.games import GameConflict

    if not isinstance(exc, GameConflict):
        return False
    kept = _draft_words(rs) if draft and not rs.draft.blank else ""
    editing = rs.editing
    if view is None:
        try:
            view = rs.service.get(rs.game_id)
        except Exception as again:
            rs.error = message_of(again)
            return True
    rs.view = view
    if editing is not None:  # the edit ends: the round is opened again from what is saved
        rs.editing = None
        _end_edit(rs)
    elif draft:
        clear_draft(rs)  # the draft was for the round just saved elsewhere
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
    rs.conflict = ConflictNote(message=text, draft=draft)
    rs.last_result = None
    rs._refresh()
    return True


def _end_edit(rs: RoundState) -> None:
    parked, rs._parked = rs._parked, None
    rs._undo = []
    if parked is not None and len(parked.calls) == rs.players:
        _restore(rs, parked)
    else:
        clear_draft(rs)


def _result(rs: RoundState, index: int, *, edited: bool) -> LastResult:
    view = rs.view
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
