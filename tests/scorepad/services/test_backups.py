"""Backups as the app offers them (scorepad/services/backups.py, issue 29 item 5): listed
newest first with their games; one put back shows the games as they were; the games as they
were before are kept aside; a name that is no backup changes nothing."""

from __future__ import annotations

import pytest

from scorepad.services.backups import BackupError, BackupService
from scorepad.services.games import GameService
from scorepad.store.backup import Backups, make_backup
from scorepad.store.db import open_store
from scorepad.state.backups import BackupsState


def test_a_backup_is_listed_and_put_back(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    games = GameService(store)
    first = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"]).id
    make_backup(db, now=lambda: 1_800_000_000)
    games.start_game(game="sixth-sense", players=["Ann", "Bob", "Dan"])
    service = BackupService(store)
    listed = service.list()
    assert [b.games for b in listed] == [1]
    state = BackupsState(service)
    state.load()
    assert not state.restore("../scorepad.sqlite") and state.error  # no backup: one sentence
    assert games.count_games() == 2  # nothing changed
    assert state.restore(listed[0].name) and state.done == listed[0].name
    assert games.count_games() == 1 and games.get(first).players == ("Ann", "Bob", "Cleo")
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and p.suffix != ".sqlite-wal"]
    assert aside, "the games as they were are kept aside"
    store.close()


def test_no_backups_on_postgres_or_in_memory():
    service = BackupService(open_store("sqlite://"))
    assert not service.available and service.list() == []
    with pytest.raises(BackupError):
        service.restore("x.sqlite")
    assert not BackupsState(None).available


def test_the_newest_8_are_kept(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    GameService(store).start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"])
    for k in range(10):
        Backups(db, now=lambda k=k: 1_800_000_000 + k).take()
    assert len(BackupService(store).list()) == 8
    store.close()
