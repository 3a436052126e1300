"""The engine: SQLite pragmas, one clear error for a database that cannot be used."""

import sqlite3

import pytest
from sqlalchemy import text

from scorepad.config import resolve
from scorepad.store.db import SQLITE_SYNCHRONOUS, StoreError, make_engine, open_store


def _pragma(store, name):
    with store.engine.connect() as conn:
        return conn.exec_driver_sql(f"PRAGMA {name}").scalar()


def test_sqlite_runs_in_wal_mode_with_full_sync_and_foreign_keys(tmp_path):
    store = open_store(f"sqlite:///{tmp_path}/a.sqlite")
    assert str(_pragma(store, "journal_mode")).lower() == "wal"
    assert SQLITE_SYNCHRONOUS == "FULL"
    assert _pragma(store, "synchronous") == 2  # FULL
    assert _pragma(store, "foreign_keys") == 1
    store.close()


def test_foreign_keys_are_enforced(store):
    with pytest.raises(Exception):
        with store.transaction() as s:
            s.execute(text("INSERT INTO game_seats (game_id, seat, player_id) "
                           "VALUES ('no-such-game', 0, 12345)"))
    with store.session() as s:
        assert s.execute(text("SELECT count(*) FROM game_seats")).scalar() == 0


def test_the_data_folder_is_created(tmp_path):
    settings = resolve(data_dir=tmp_path / "new" / "deeper", environ={})
    store = open_store(settings)
    assert (tmp_path / "new" / "deeper" / "scorepad.sqlite").is_file()
    store.close()


def test_a_file_that_is_not_a_database_is_one_clear_error(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(StoreError, match=r"bad\.sqlite.* is damaged \(file is not a database\)"):
        open_store(f"sqlite:///{bad}")


def test_a_database_from_a_newer_scorepad_is_refused(tmp_path):
    path = tmp_path / "new.sqlite"
    open_store(f"sqlite:///{path}").close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = 'from-the-future'")
    with pytest.raises(StoreError, match="newer or unknown version"):
        open_store(f"sqlite:///{path}")


def test_an_unreachable_server_is_one_clear_error():
    with pytest.raises(StoreError, match="cannot open the database .*Connection refused"):
        open_store("postgresql://nobody@127.0.0.1:1/nothing")


def test_a_bad_url_is_a_store_error():
    with pytest.raises(StoreError, match="bad database URL"):
        make_engine("mysql://x/y")


def test_in_memory_sqlite_keeps_its_tables_across_sessions():
    store = open_store("sqlite://")
    with store.session() as s:
        assert s.execute(text("SELECT count(*) FROM games")).scalar() == 0


def test_a_store_error_carries_its_sentence_as_message():
    assert StoreError("the disk is full").message == "the disk is full"


def test_two_processes_opening_a_new_database_at_once_both_succeed(database_url):
    """Each start-up migrates; when two start together, the slower one finds the tables made."""
    import subprocess
    import sys
    from pathlib import Path

    repo = Path(__file__).resolve().parents[3]
    code = ("import sys; from scorepad.store.db import open_store; "
            "open_store(sys.argv[1]).close(); print('ok')")
    children = [subprocess.Popen([sys.executable, "-c", code, database_url], cwd=repo,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for _ in range(4)]
    results = [c.communicate(timeout=120) for c in children]
    assert [(c.returncode, out.strip()) for c, (out, _) in zip(children, results)] == [(0, "ok")] * 4, results
