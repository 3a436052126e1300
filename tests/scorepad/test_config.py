"""Settings: flags > environment > platformdirs default, and database URLs."""

from pathlib import Path

import pytest

from scorepad.config import (ConfigError, default_data_dir, normalise_database_url, redact,
                             resolve)


def test_default_is_a_sqlite_file_in_the_user_data_dir():
    s = resolve(environ={})
    assert s.data_dir == default_data_dir().resolve()
    assert s.data_dir.name == "scorepad"
    assert s.database_url == f"sqlite:///{s.data_dir / 'scorepad.sqlite'}"
    assert (s.data_dir_source, s.database_source) == ("default", "default")


def test_environment_beats_default(tmp_path):
    env = {"SCOREPAD_DATA_DIR": str(tmp_path / "env"),
           "SCOREPAD_DATABASE_URL": "postgresql://me@db.example/scores"}
    s = resolve(environ=env)
    assert s.data_dir == (tmp_path / "env").resolve()
    assert s.database_url == "postgresql+psycopg://me@db.example/scores"
    assert s.data_dir_source == s.database_source == "environment"


def test_flags_beat_environment(tmp_path):
    env = {"SCOREPAD_DATA_DIR": str(tmp_path / "env"),
           "SCOREPAD_DATABASE_URL": "postgresql://me@db.example/scores"}
    s = resolve(data_dir=tmp_path / "flag", database_url="sqlite:///x.db", environ=env)
    assert s.data_dir == (tmp_path / "flag").resolve()
    assert s.database_url == "sqlite:///x.db"
    assert s.data_dir_source == s.database_source == "flag"


def test_data_dir_alone_moves_the_sqlite_file(tmp_path):
    s = resolve(data_dir=str(tmp_path), environ={})
    assert s.database_url == f"sqlite:///{tmp_path.resolve() / 'scorepad.sqlite'}"
    assert s.database_location == str(tmp_path.resolve() / "scorepad.sqlite")
    assert s.database_label == "scorepad.sqlite (SQLite) in the data folder; `scorepad info` says where"
    assert str(tmp_path) not in resolve(database_url=f"sqlite:///{tmp_path}/a/x.db",
                                        environ={}).database_label


def test_empty_environment_values_are_ignored():
    s = resolve(environ={"SCOREPAD_DATA_DIR": " ", "SCOREPAD_DATABASE_URL": ""})
    assert s.data_dir_source == s.database_source == "default"


def test_data_dir_that_is_a_file_is_refused(tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    with pytest.raises(ConfigError, match="not a directory"):
        resolve(data_dir=f, environ={})


@pytest.mark.parametrize("given, expected", [
    ("postgresql://u@h/db", "postgresql+psycopg://u@h/db"),
    ("postgres://u:pw@h:5433/db", "postgresql+psycopg://u:pw@h:5433/db"),
    ("postgresql+psycopg://u@h/db", "postgresql+psycopg://u@h/db"),
    ("  sqlite:///scores/a.sqlite ", "sqlite:///scores/a.sqlite"),
])
def test_database_urls_are_normalised(given, expected):
    assert normalise_database_url(given) == expected


@pytest.mark.parametrize("bad, words", [
    ("", "empty"),
    ("mysql://u@h/db", "'mysql' is not supported"),
    ("postgresql+psycopg2://u@h/db", "'psycopg2' is not supported"),
    ("just-a-name", "not a database URL"),
])
def test_bad_database_urls_are_one_clear_error(bad, words):
    with pytest.raises(ConfigError, match=words):
        resolve(database_url=bad, environ={})


def test_passwords_are_never_shown():
    assert redact("postgresql+psycopg://me:secret@h/db") == "postgresql+psycopg://me:***@h/db"
    with pytest.raises(ConfigError) as err:
        normalise_database_url("oracle://me:secret@h/db")
    assert "secret" not in str(err.value)
    s = resolve(database_url="postgresql://me:secret@h/db", environ={})
    assert "secret" not in s.database_label
