"""The trump is stored as checked (issue 12): a round whose trump is not exactly one of the
sheet's choices (" RED ") is refused and nothing is saved; red is saved as "red" and read back
as the same value (issue 30)."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump

SIX_ROUND = ((4, 4), (5, 5), (4, 4))  # 13 tricks, 3 players


def test_refused_trump_is_not_saved(tmp_path):
    from scorepad.services.games.service import GameError, GameService
    from scorepad.store.db import open_store
    from scorepad.store.models import Round

    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    try:
        service = GameService(store)
        view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"],
                                  first_dealer=0)
        entry = RoundEntry(tuple(SeatEntry(call=c, tricks=t) for c, t in SIX_ROUND),
                           trump=Trump(COLOUR, " RED "))
        with pytest.raises(GameError):
            service.record_round(view.id, entry, index=0)
        assert service.get(view.id).rounds == ()
        red = Trump(COLOUR, "red")
        saved = service.record_round(view.id, RoundEntry(entry.seats, trump=red), index=0)
        assert saved.rounds[0].entry.trump == red
        with store.session() as s:  # the row keeps the name
            assert s.scalar(select(Round.trump)) == "red"
        service._views.clear()  # a fresh read: the row read into the value again
        assert service.get(view.id).rounds[0].entry.trump == red
    finally:
        store.close()
