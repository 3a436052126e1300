"""The round's taps (scorepad/state/round/taps.py): pure functions from one draft to the next."""

from __future__ import annotations

import pytest

from scorepad.state.round import RoundState

def test_the_taps_are_pure_functions_from_one_draft_to_the_next(service):
    """taps.py holds no state: each tap takes a draft and the round's `Table` and gives the
    next draft (the one it was given unchanged), or refuses."""
    import dataclasses
    import inspect

    from scorepad.state.round import taps

    classes = {c for _, c in inspect.getmembers(taps, inspect.isclass)
               if c.__module__ == taps.__name__}
    assert classes == {taps.Table}  # a value; no state (the refusal is the app's one `Refused`)
    from scorepad.errors import Refused

    assert taps.Refused is Refused
    assert taps.Table.__dataclass_params__.frozen and dataclasses.is_dataclass(taps.Table)
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    rs = RoundState(service, view.id)
    assert rs.load()
    before = rs.draft
    seat = rs.order[0]
    after = taps.prediction(before, rs._table(), seat, 3)
    assert after.calls[seat] == 3 and before.calls[seat] is None and rs.draft is before
    with pytest.raises(taps.Refused):
        taps.prediction(before, rs._table(), seat, 99)
    trump = rs.trump_choices[0]
    assert taps.choose_trump(before, rs._table(), trump).trump == trump
