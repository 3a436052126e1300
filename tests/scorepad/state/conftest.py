"""A real game service over a SQLite file in tmp_path, for the state tests."""

from __future__ import annotations

import pytest

from scorepad.services.games.service import GameService
from scorepad.store.db import open_store


@pytest.fixture
def service(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    yield GameService(store)
    store.close()


@pytest.fixture
def four(service):
    """A 4-player 6th Sense game, Ann deals first (so Bob leads round 1)."""
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy", "Di"],
                              first_dealer=0, options={})
    return view.id
