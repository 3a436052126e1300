"""Where the games are kept, as Settings says it (scorepad/services/storage/where.py, issue 29): the
kind of store and where, read from the store's URL, never a path."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from sqlalchemy import create_engine

from scorepad.services.storage.where import Kept, where_kept
from scorepad.store.db import open_store


def test_a_sqlite_file_outside_the_usual_folder(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    try:
        assert where_kept(store) == Kept("file", usual=False)
    finally:
        store.close()


def test_a_sqlite_file_in_the_usual_folder(tmp_path, monkeypatch):
    monkeypatch.setattr("scorepad.config.default_data_dir", lambda: tmp_path)
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    try:
        assert where_kept(store) == Kept("file", usual=True)
    finally:
        store.close()


def test_the_browser_and_memory(tmp_path, monkeypatch):
    assert where_kept(open_store("sqlite://")) == Kept("memory")
    monkeypatch.setattr("scorepad.runtime.in_browser", lambda: True)
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    try:
        assert where_kept(store) == Kept("browser")
    finally:
        store.close()


@pytest.mark.parametrize("url, here", [
    ("postgresql+psycopg://u:secret@localhost/scorepad", True),
    ("postgresql+psycopg://u@127.0.0.1:5433/scorepad", True),
    ("postgresql+psycopg://u@/scorepad?host=/run/postgresql", True),
    ("postgresql+psycopg://u:secret@db.club.example/scorepad", False),
])
def test_postgresql_on_this_computer_or_another(url, here):
    store = SimpleNamespace(engine=create_engine(url), is_sqlite=False)  # never connected
    assert where_kept(store) == Kept("postgresql", usual=here)
