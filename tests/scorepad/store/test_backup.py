"""Damage caught at start, backups and a restore (issue 24, item 6)."""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from pathlib import Path

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad import cli
from scorepad.services.games.service import GameService
from scorepad.store import backup
from scorepad.store.db import DamagedStore, StoreError, open_store
from rules.trump import COLOUR, Trump

ROUND = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                          SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))


def filled(db: Path, games: int = 40) -> GameService:
    """A database with `games` games, the first one finished (6 rounds)."""
    service = GameService(open_store(f"sqlite:///{db}"))
    for i in range(games):
        g = service.start_game(game="sixth-sense", players=[f"Ann{i}", "Bob", "Cy"],
                               first_dealer=0)
        if i == 0:
            for k in range(6):
                service.record_round(g.id, ROUND, index=k)
    return service


def damage(db: Path) -> None:
    """Overwrite pages in the middle of the file (not the header): what a bad sector does."""
    size = db.stat().st_size
    with open(db, "r+b") as f:
        f.seek(size // 2 - (size // 2) % 4096)
        f.write(b"\xa5" * 8192)


def scorepad(capsys, *args):
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_finished_game_leaves_a_private_backup_next_to_the_database(tmp_path):
    db = tmp_path / "data" / "scorepad.sqlite"
    service = filled(db, games=1)
    assert backup.list_backups(db) == []  # nothing watched it yet
    from scorepad.assemble import keep_backups

    keep_backups(service)  # the web app's: one at start (due), then after each finished game
    [day] = backup.list_backups(db)
    assert backup.kind_of(day) == ("day", None)
    g = service.start_game(game="sixth-sense", players=["A", "B", "C"], first_dealer=0)
    for k in range(6):
        service.record_round(g.id, ROUND, index=k)
    found = backup.list_backups(db)
    # the finished game's backup holds all the day's copy did (only a game and its rounds
    # were added since): it takes its place, one backup per finished game (issue 37)
    assert [backup.kind_of(p) for p in found] == [("finished", g.id)]
    folder = backup.backup_dir(db)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in found)
    copy = GameService(open_store(f"sqlite:///{found[0]}", migrate=False))
    assert copy.count_games(status="finished") == 2
    service.store.close()


def test_only_the_newest_backups_are_kept_and_a_day_of_play_makes_one(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    filled(db, games=1).store.close()
    clock = [1_000_000.0]
    for _ in range(backup.KEEP + 3):
        clock[0] += 1.0
        backup.make_backup(db, now=lambda: clock[0])
    assert len(backup.list_backups(db)) == backup.KEEP
    keeper = backup.Backups(db, now=lambda: clock[0])
    assert not keeper.due()
    os.utime(backup.list_backups(db)[0], (time.time() - backup.DAILY - 5,) * 2)
    keeper.now = time.time
    assert not keeper.due()  # a day old, but the games are the same: no copy of a copy
    service = GameService(open_store(f"sqlite:///{db}"))
    service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    assert keeper.due()  # a day of play
    service.store.close()


def test_a_damaged_file_is_caught_at_open_with_the_newest_good_backup_offered(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    filled(db).store.close()
    good = backup.make_backup(db)
    damage(db)
    started = time.perf_counter()
    with pytest.raises(DamagedStore) as caught:
        open_store(f"sqlite:///{db}")
    assert time.perf_counter() - started < 2.0
    message = str(caught.value)
    assert "damaged" in message and str(good) in message and "scorepad restore" in message
    assert "\n" not in message and "SELECT" not in message


def test_backup_and_restore_commands(capsys, data_dir, tmp_path):
    db = data_dir / "scorepad.sqlite"
    filled(db).store.close()
    out_file = tmp_path / "copy.sqlite"
    code, out, err = scorepad(capsys, "--data-dir", str(data_dir), "backup", "-o", str(out_file))
    assert code == 0 and str(out_file) in out and err == ""
    assert stat.S_IMODE(out_file.stat().st_mode) == 0o600
    damage(db)
    code, _, err = scorepad(capsys, "--data-dir", str(data_dir), "games")
    assert code == 1 and "damaged" in err and len(err.strip().splitlines()) == 1
    code, _, err = scorepad(capsys, "--data-dir", str(data_dir), "backup")
    assert code == 1 and "damaged" in err
    code, out, err = scorepad(capsys, "--data-dir", str(data_dir), "restore", str(out_file))
    assert code == 0, err
    aside = [p for p in data_dir.iterdir() if ".damaged-" in p.name and p.name[-1].isdigit()]
    assert aside and aside[0].name in out  # kept, never deleted
    assert backup.check(aside[0]) is not None and backup.was_damaged(aside[0])
    assert "The damaged database it replaced is kept aside as" in out
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "games", "--limit", "100")
    assert code == 0 and out.count("sixth-sense") + out.count("6th") >= 1
    assert GameService(open_store(f"sqlite:///{db}")).count_games() == 40


def test_restore_keeps_a_sound_database_aside_under_a_name_that_says_so(capsys, data_dir,
                                                                        tmp_path):
    """A sound database a restore replaces is the games as they were before it, not a damaged
    file: its kept name and the command's words say so (issue 39, item 5)."""
    db = data_dir / "scorepad.sqlite"
    filled(db, games=2).store.close()
    out_file = tmp_path / "copy.sqlite"
    assert scorepad(capsys, "--data-dir", str(data_dir), "backup", "-o", str(out_file))[0] == 0
    code, out, err = scorepad(capsys, "--data-dir", str(data_dir), "restore", str(out_file))
    assert code == 0, err
    aside = [p for p in data_dir.iterdir()
             if ".before-restore-" in p.name and p.name[-1].isdigit()]
    assert len(aside) == 1 and backup.check(aside[0]) is None
    assert not any(".damaged-" in p.name for p in data_dir.iterdir())
    assert aside[0].name in out and "damaged" not in out and "before the restore" in out
    assert not backup.was_damaged(aside[0])


def test_restore_refuses_a_file_that_is_not_a_sound_database(capsys, data_dir, tmp_path):
    db = data_dir / "scorepad.sqlite"
    filled(db, games=1).store.close()
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database" * 100)
    code, _, err = scorepad(capsys, "--data-dir", str(data_dir), "restore", str(junk))
    assert code == 1 and "nothing was restored" in err
    assert backup.check(db) is None and not any(".damaged-" in p.name for p in data_dir.iterdir())


def test_scorepad_web_refuses_to_serve_a_damaged_file(capsys, data_dir, fake_app):
    db = data_dir / "scorepad.sqlite"
    filled(db).store.close()
    good = backup.make_backup(db)
    damage(db)
    code, _, err = scorepad(capsys, "--data-dir", str(data_dir), "web", "--port",
                            str(cli._free_port("127.0.0.1")))
    assert code == 1 and fake_app == []
    assert "damaged" in err and str(good) in err and len(err.strip().splitlines()) == 1


def test_two_schema_versions_recorded_is_said_plainly(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    filled(db, games=1).store.close()
    with sqlite3.connect(db) as con:
        con.execute("INSERT INTO alembic_version VALUES ('0123abcd')")
    with pytest.raises(StoreError) as caught:
        open_store(f"sqlite:///{db}")
    assert "more than one schema version" in str(caught.value)
    assert "CommandError" not in str(caught.value)


def test_a_newer_schema_is_said_plainly(tmp_path):
    db = tmp_path / "scorepad.sqlite"
    filled(db, games=1).store.close()
    with sqlite3.connect(db) as con:
        con.execute("UPDATE alembic_version SET version_num = 'ffff0000'")
    with pytest.raises(StoreError, match="newer or unknown version"):
        open_store(f"sqlite:///{db}")


@pytest.mark.parametrize("text, words", [
    ("database or disk is full", "the disk is full"),
    ("attempt to write a readonly database", "read-only"),
    ("database disk image is malformed", "damaged"),
])
def test_sqlite_words_are_said_plainly(text, words):
    from scorepad.store.db import describe_db_error

    assert words in describe_db_error(sqlite3.OperationalError(text), "/x/scorepad.sqlite")


def test_a_read_only_folder_and_a_full_disk_at_start_are_plain(tmp_path, monkeypatch):
    import errno

    from scorepad.store import db as dbmod

    def refuse(path, code):
        raise OSError(code, os.strerror(code), str(path))

    for code, words in ((errno.EROFS, "read-only"), (errno.ENOSPC, "the disk is full")):
        monkeypatch.setattr(dbmod, "prepare_sqlite_file", lambda p, c=code: refuse(p, c))
        with pytest.raises(StoreError, match=words):
            open_store(f"sqlite:///{tmp_path}/x/scorepad.sqlite")
    monkeypatch.undo()
    monkeypatch.setattr(dbmod, "_disk_full", lambda folder: True)
    assert "the disk is full" in dbmod.describe_db_error(sqlite3.OperationalError("disk I/O error"),
                                                        "/x/s.sqlite")
