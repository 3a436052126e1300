"""services/games/first.py: Home's reads come from the first reader until the real service is
made; anything else makes it once, and from then on every read is the real service's."""

from __future__ import annotations

import pytest

from scorepad.services.games.first import FirstGames, Later
from scorepad.services.games.service import GameNotFound, GameService
from scorepad.store.db import open_store
from scorepad.store.first_read import FirstRead


@pytest.fixture
def file_service(tmp_path):
    path = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{path}")
    yield str(path), GameService(store)
    store.close()


def test_the_real_service_is_made_once_at_the_first_need(file_service):
    path, real = file_service
    kept = real.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=2)
    made = []

    def make():
        made.append(1)
        return real

    games = FirstGames(FirstRead(path), make)
    assert [g.id for g in games.list_games(status="active", limit=5, offset=0)] == [kept.id]
    assert games.get(kept.id) == real.get(kept.id)
    with pytest.raises(GameNotFound):
        games.get("no-such-game")
    assert made == [] and not games.loaded
    new = games.start_game(game="sixth-sense", players=["Dee", "Eve", "Fay"], first_dealer=0)
    assert made == [1] and games.loaded
    assert {g.id for g in games.list_games(limit=5)} == {kept.id, new.id}
    assert games.store is real.store and made == [1]


def test_a_bad_page_gets_the_services_own_words(file_service):
    path, real = file_service
    games = FirstGames(FirstRead(path), lambda: real)
    with pytest.raises(Exception) as refused:
        games.list_games(status="lost", limit=5, offset=0)
    assert "'active' or 'finished'" in str(refused.value)


def test_later_makes_its_service_when_first_used():
    made = []
    later = Later(lambda: made.append(1) or {"a": 1})
    assert made == []
    assert later.get("a") == 1 and later.keys() == {"a": 1}.keys() and made == [1]
    with pytest.raises(AttributeError):
        later._private  # noqa: B018  never asked of a service: not made for it
