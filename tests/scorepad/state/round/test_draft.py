"""The round's draft as a value (issue 22 item 3): frozen, each change a new draft, undo a
stack of drafts; where the keypad goes is read from the sheet's form, in its order."""

from __future__ import annotations

import dataclasses

import pytest

from rules.registry import scoresheet
from rules.scoresheet import CALL, TRICKS as TRICKS_PHASE, TRUMP as TRUMP_PHASE, EntryForm
from rules.trump import NO_TRUMP, Trump
from scorepad.state.round import PREDICTION, TRICKS, TRUMP, RoundState
from scorepad.state.round.draft import Draft

ORDER = [1, 2, 0]


def test_a_draft_is_a_value_each_change_a_new_draft():
    empty = Draft.empty(3)
    one = empty.with_call(1, 4)
    assert empty.calls == (None, None, None) and one.calls == (None, 4, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.calls = ()
    assert empty.blank and not one.blank and one != empty
    assert one.with_trump(NO_TRUMP).trump is NO_TRUMP and one.trump is None


def test_the_keypad_follows_the_forms_order():
    """The same draft, two forms: the trump asked for after the calls only where the form puts
    it there; turned up first, it is no keypad step."""
    called = Draft.empty(3).with_call(1, 1).with_call(2, 2).with_call(0, 0)
    late = EntryForm(phases=(CALL, TRUMP_PHASE, TRICKS_PHASE))
    first = EntryForm(phases=(TRUMP_PHASE, CALL, TRICKS_PHASE))
    assert called.next_field(late, ORDER, PREDICTION, 0) == (None, TRUMP)
    assert called.next_field(first, ORDER, PREDICTION, 0) == (1, TRICKS)
    assert called.next_field(late, ORDER, PREDICTION, 0, editing=True) == (1, TRICKS)
    assert Draft.empty(3).next_field(first, ORDER, PREDICTION, None) == (1, PREDICTION)


def test_the_last_count_is_filled_in_and_follows():
    draft = Draft.empty(3).with_tricks(1, 4).with_tricks(2, 5).filled(lambda d: 13)
    assert draft.tricks == (4, 4, 5) and draft.auto_seat == 0
    again = draft.with_tricks(1, 6).filled(lambda d: 13)
    assert again.tricks == (2, 6, 5) and again.auto_seat == 0


def test_undo_is_a_stack_of_drafts(service):
    view = service.start_game(game="nomination-whist", players=["Ann", "Bob"], first_dealer=0,
                              options={"short": True})
    rs = RoundState(service, view.id)
    assert rs.load()
    before = rs.draft
    rs.enter_prediction(rs.plan.leader, 3)
    rs.choose_trump(Trump("suit", "H"))
    assert rs._undo == [before, rs._undo[1]] and all(isinstance(d, Draft) for d in rs._undo)
    assert before.calls == (None, None)  # the draft before is kept as it was
    rs.undo()
    rs.undo()
    assert rs.draft == before


def test_a_saved_round_comes_back_as_a_draft_in_steps():
    sheet = scoresheet("nomination-whist")
    options = sheet.options(2, {"short": True})
    plan = sheet.plan(players=2, first_dealer=0, index=0, options=options)
    form = sheet.entry_form(players=2, plan=plan, options=options)
    full = (Draft.empty(2).with_call(1, 3).with_call(0, 2).with_trump(NO_TRUMP)
            .with_tricks(1, 4).with_tricks(0, 3))
    assert Draft.of_entry(full.entry(form), form).entry(form) == full.entry(form)
    steps = full.steps(form, [1, 0])
    assert len(steps) == 5  # the draft before each of the 5 entries
    assert steps[0].blank and steps[0].active_field == PREDICTION
    assert steps[2].trump is None and steps[2].active_field == TRUMP
    assert steps[3].trump is NO_TRUMP and steps[3].active_field == TRICKS
