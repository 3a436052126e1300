"""The figures kept until the store changes (scorepad/services/figures/cache.py): read once for
any number of openings and game filters, read again after a round, a rename, or a change made
through another connection to the same file (as another process would)."""

from __future__ import annotations

from scorepad.services.figures.compute import table_figures
from scorepad.services.figures.cache import FiguresCache
from scorepad.services.games.service import GameService
from scorepad.services.players.service import PlayerService
from scorepad.store.db import open_store

from .test_compute import SIX_ROUND, _finished


def test_the_figures_are_read_once_until_the_store_changes(tmp_path):
    url = f"sqlite:///{tmp_path}/s.sqlite"
    store = open_store(url)
    svc = GameService(store)
    _finished(svc, ["Ann", "Bob", "Cy"])
    cache = FiguresCache(store)
    first = cache.figures()
    assert first.as_json() == table_figures(store).as_json()
    for game in (None, "sixth-sense", "shedding", None):  # the screen opened, filters switched
        got = cache.figures(game=game)
        assert got.as_json() == table_figures(store, game=game).as_json()
    assert cache.computed == 1

    playing = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    svc.record_round(playing.id, SIX_ROUND, index=0)  # a game being played: nothing to read
    assert cache.figures().as_json() == first.as_json() and cache.computed == 1

    _finished(svc, ["Ann", "Bob", "Cy"])  # a game finished here: told by the live machinery
    assert cache.changes > 0
    assert cache.figures().games["sixth-sense"].games == 2 and cache.computed == 2

    PlayerService(store).rename("Bob", "Robert")
    assert "Robert" in cache.figures().games["sixth-sense"].players and cache.computed == 3

    other = open_store(url, migrate=False)  # another process's connection: no event here
    try:
        told = cache.changes
        _finished(GameService(other), ["Ann", "Dee", "Cy"])
        assert cache.changes == told
        figs = cache.figures(game="sixth-sense").games["sixth-sense"]
        assert figs.games == 3 and "Dee" in figs.players and cache.computed == 4
    finally:
        other.close()
    assert cache.figures(player="Dee").as_json() == table_figures(store, player="Dee").as_json()
    store.close()
