"""store/first_read.py: Home's reads with the standard library give what the ORM's give, on a
table's history of all three games (finished and unfinished, trumps, hands); a file that is
missing, damaged or not at the newest schema is not read that way (issue 29)."""

from __future__ import annotations

import pytest

from scorepad.services.exchange.service import ExchangeService
from scorepad.services.games.first import FirstGames
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from scorepad.store.first_read import FirstRead
from scorepad.store.migrate import script_head
from tests.scorepad.services.figure_games import table_history


@pytest.fixture(scope="module")
def history(tmp_path_factory):
    path = tmp_path_factory.mktemp("first") / "scorepad.sqlite"
    store = open_store(f"sqlite:///{path}")
    exchange = ExchangeService(store)
    job = exchange.start_import(table_history(seed=29, games=12).encode())
    job.check()
    assert len(exchange.finish_import(job).imported) == 12
    service = GameService(store)
    # an unfinished game whose table changed (PLAYERS.md): a join, a sit-out
    g = service.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"],
                           first_dealer=0)
    g = service.change_table(g.id, [{"change": "join", "player": "Dee", "after": "Ann",
                                     "start": "zero"}, {"change": "sit_out", "player": "Cy"}])
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import SUIT, Trump

    service.record_round(g.id, RoundEntry(seats=(SeatEntry(call=3, tricks=3),
                                                 SeatEntry(call=2, tricks=2),
                                                 SeatEntry(call=1, tricks=2)),
                                          trump=Trump(SUIT, "S")), index=0)
    yield str(path), service
    store.close()


def never():
    raise AssertionError("Home's reads made the ORM's service")


def test_home_reads_give_what_the_orm_gives(history):
    path, service = history
    first = FirstGames(FirstRead(path), never)
    for status in (None, "active", "finished"):
        for limit, offset in ((50, 0), (5, 0), (3, 2)):
            assert first.list_games(status=status, limit=limit, offset=offset) == \
                service.list_games(status=status, limit=limit, offset=offset)
    games = service.list_games(limit=50)
    assert {g.status for g in games} == {"active", "finished"}
    assert {g.game for g in games} == {"sixth-sense", "nomination-whist", "shedding"}
    for g in games:
        assert first.get(g.id) == service.get(g.id)
    assert not first.loaded


def test_only_a_sound_file_at_the_newest_schema_is_read_first(history, tmp_path):
    path, _service = history
    head = script_head()
    assert head is not None and FirstRead(path).usable(head)
    assert not FirstRead(path).usable("0001")  # a migration to run: the store opens at once
    assert not FirstRead(str(tmp_path / "none.sqlite")).usable(head)
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(b"SQLite format 3\0" + b"\x07" * 4000)
    assert not FirstRead(str(damaged)).usable(head)
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    assert not FirstRead(str(empty)).usable(head)
