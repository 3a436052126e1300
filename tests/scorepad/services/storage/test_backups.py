"""Backups as the app offers them (scorepad/services/storage/backups.py, issue 29 item 5): listed
newest first with their games; one put back shows the games as they were; the games as they
were before are kept aside; a name that is no backup changes nothing."""

from __future__ import annotations

import pytest

from scorepad.services.storage.backups import BackupError, BackupService
from scorepad.services.games.service import GameService
from scorepad.store.backup import Backups, make_backup
from scorepad.store.db import open_store
from scorepad.state.backups import BackupsState


def test_a_backup_is_listed_and_put_back(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    games = GameService(store)
    first = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"]).id
    make_backup(db, now=lambda: 1_700_000_000)  # in the past
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
    # the games as they were are a backup of their own (issue 37), the newest: listed
    kept = state.put.kept
    assert state.put.put.name == listed[0].name and kept.kind == "replaced" and kept.games == 2
    assert [b.name for b in state.backups] == [kept.name, listed[0].name]
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]  # no file left aside
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



def _finish(games: GameService, players=("Ann", "Bob", "Cleo")) -> str:
    """A 6th Sense game of `players` played to its end (6 rounds)."""
    from tests.scorepad.store.test_backup import ROUND

    gid = games.start_game(game="sixth-sense", players=list(players), first_dealer=0).id
    for k in range(6):
        games.record_round(gid, ROUND, index=k)
    assert games.get(gid).status == "finished"
    return gid


def test_one_backup_per_finished_game_each_saying_which(tmp_path):
    """Issue 37: after one finished game on a new phone, one backup (the day's copy taken at
    its start held nothing the finished game's backup lacks: it gave its place), saying the
    game; a second game finished the same day: a second backup, saying that one."""
    from scorepad.assemble import keep_backups

    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    games = GameService(store)
    keep_backups(games)
    first = _finish(games)
    second = _finish(games, ("Dan", "Eve", "Fay"))
    listed = BackupService(store).list()
    assert [(b.kind, b.game, b.players, b.games) for b in listed] == [
        ("finished", "sixth-sense", ("Dan", "Eve", "Fay"), 2),
        ("finished", "sixth-sense", ("Ann", "Bob", "Cleo"), 1)]
    assert second in listed[0].name and first in listed[1].name
    assert all(b.taken.tzinfo is not None for b in listed)  # said in local time where shown
    store.close()


def test_the_days_copy_stays_when_something_it_holds_may_be_gone(tmp_path):
    """A round undone (or a game deleted, a player renamed...) between the day's copy and a
    finished game: the day's copy may hold what the later backup does not: both are kept."""
    from scorepad.assemble import keep_backups
    from tests.scorepad.store.test_backup import ROUND

    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    games = GameService(store)
    keep_backups(games)
    gid = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"], first_dealer=0).id
    games.record_round(gid, ROUND, index=0)
    games.undo_last_round(gid)
    for k in range(6):
        games.record_round(gid, ROUND, index=k)
    assert [b.kind for b in BackupService(store).list()] == ["finished", "day"]
    store.close()


def test_a_put_back_is_undone_by_putting_back_the_games_it_replaced(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    games = GameService(store)
    first = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"]).id
    make_backup(db, now=lambda: 1_700_000_000)  # in the past
    second = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Dan"]).id
    service = BackupService(store)
    put = service.restore(service.list()[0].name)
    assert games.count_games() == 1 and put.kept.kind == "replaced" and put.kept.games == 2
    again = service.restore(put.kept.name)  # undone: both games again
    assert {g.id for g in games.list_games(limit=10, offset=0)} == {first, second}
    assert again.put.name == put.kept.name and again.kept.games == 1
    assert len(service.list()) == 3  # nothing lost on the way: every state is a backup
    store.close()


def test_a_put_back_never_drops_the_backup_put_back_or_the_games_it_replaced(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    games = GameService(store)
    games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"])
    for k in range(8):
        Backups(db, now=lambda k=k: 1_700_000_000 + k).take()
    service = BackupService(store)
    oldest = service.list()[-1].name
    put = service.restore(oldest)  # the 9th backup: one has to go, not these two
    names = [b.name for b in service.list()]
    assert len(names) == 8 and oldest in names and put.kept.name == names[0]
    store.close()


def test_nothing_is_put_back_when_the_games_cannot_be_kept_first(tmp_path, monkeypatch):
    from scorepad.store import backup
    from scorepad.words import speaking

    db = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{db}")
    games = GameService(store)
    games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"])
    make_backup(db, now=lambda: 1_700_000_000)  # in the past
    games.start_game(game="sixth-sense", players=["Ann", "Bob", "Dan"])

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    state = BackupsState(BackupService(store))
    state.load()
    monkeypatch.setattr(backup, "make_backup", full)
    with speaking("de"):  # said in the session's language
        assert not state.restore(state.backups[0].name)
        assert "nichts zurückgeholt" in state.error, state.error
    assert games.count_games() == 2
    store.close()
