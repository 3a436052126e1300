"""A damaged database on a device: the app says so and offers the newest good backup."""

from __future__ import annotations

import pytest

from scorepad.state.repair import Repair
from scorepad.store import backup
from scorepad.store.db import DamagedStore, open_store
from scorepad.words import speaking
from tests.scorepad.store.test_backup import damage, filled


def damaged(tmp_path, with_backup=True):
    db = tmp_path / "data" / "scorepad.sqlite"
    filled(db).store.close()
    if with_backup:
        backup.make_backup(db)
    damage(db)
    with pytest.raises(DamagedStore) as caught:
        open_store(f"sqlite:///{db}")
    return db, caught.value


def test_the_newest_backup_is_put_back_and_the_damaged_file_kept(tmp_path):
    db, error = damaged(tmp_path)
    repair = Repair.of(error)
    assert repair.can_restore and "damaged" in repair.said and "kept aside" in repair.offer
    repair.restore()
    assert repair.done and not repair.can_restore and "open it again" in repair.offer
    assert backup.check(db) is None
    assert any(".damaged-" in p.name for p in db.parent.iterdir())
    open_store(f"sqlite:///{db}").close()


def test_without_a_backup_nothing_is_offered_and_it_is_said_in_the_device_language(tmp_path):
    _, error = damaged(tmp_path, with_backup=False)
    repair = Repair.of(error)
    assert not repair.can_restore and "no backup" in repair.offer
    with speaking("nl"):
        assert "reservekopie" in repair.offer and "beschadigd" in repair.said


def test_the_device_app_shows_the_repair_screen_instead_of_failing(tmp_path, monkeypatch):
    import flet as ft

    from scorepad import app
    from scorepad.config import resolve

    db, _ = damaged(tmp_path)
    ran = []
    monkeypatch.setattr(ft, "run", lambda main, **kw: ran.append(main))
    app.run(settings=resolve(data_dir=tmp_path / "data", environ={}), view="desktop")
    assert len(ran) == 1 and ran[0].__qualname__.startswith("repair_main")
    with pytest.raises(DamagedStore):
        app.run(settings=resolve(data_dir=tmp_path / "data", environ={}), view="web")
