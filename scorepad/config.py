"""Where Scorepad keeps its data: resolved once, from flags, the environment or a default.

Precedence, for each setting on its own: command-line flag > environment variable > default.

- data dir: ``--data-dir DIR`` > ``SCOREPAD_DATA_DIR`` > platformdirs' user data dir for
  "scorepad" (``~/.local/share/scorepad`` on Linux).
- database: ``--database-url URL`` > ``SCOREPAD_DATABASE_URL`` > a SQLite file,
  ``<data dir>/scorepad.sqlite``.

PostgreSQL URLs use the psycopg 3 driver; ``postgresql://`` and ``postgres://`` are accepted
and rewritten to ``postgresql+psycopg://``.

>>> s = resolve(data_dir="/tmp/sp", environ={})
>>> s.database_url
'sqlite:////tmp/sp/scorepad.sqlite'
>>> normalise_database_url("postgresql://u@localhost/db")
'postgresql+psycopg://u@localhost/db'
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

APP_NAME = "scorepad"
DB_FILE_NAME = "scorepad.sqlite"
ENV_DATA_DIR = "SCOREPAD_DATA_DIR"
ENV_DATABASE_URL = "SCOREPAD_DATABASE_URL"


class ConfigError(ValueError):
    """A setting that cannot be used; the message is one sentence naming it."""


@dataclass(frozen=True, slots=True)
class Settings:
    data_dir: Path
    database_url: str
    #: where each setting came from ("flag", "environment", "default"), for messages
    data_dir_source: str = "default"
    database_source: str = "default"

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def database_label(self) -> str:
        """The database as a person should see it: a file path, or the URL without password."""
        if self.is_sqlite:
            return sqlite_path(self.database_url) or self.database_url
        return redact(self.database_url)


def default_data_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def normalise_database_url(url: str) -> str:
    """Check the URL's scheme and pick the driver; raises `ConfigError` for anything else."""
    url = url.strip()
    if not url:
        raise ConfigError("the database URL is empty")
    scheme, sep, rest = url.partition("://")
    if not sep:
        raise ConfigError(
            f"{redact(url)!r} is not a database URL: expected postgresql://USER@HOST/DB "
            "or sqlite:///PATH")
    scheme = scheme.lower()
    if scheme in ("postgresql", "postgres", "postgresql+psycopg"):
        if not rest or rest.startswith("/") and len(rest) == 1:
            raise ConfigError(f"{redact(url)!r} names no server or database")
        return f"postgresql+psycopg://{rest}"
    if scheme in ("sqlite", "sqlite+pysqlite"):
        return f"sqlite://{rest}"
    if scheme.startswith("postgresql+"):
        raise ConfigError(
            f"database driver {scheme.partition('+')[2]!r} is not supported: use "
            "postgresql:// (psycopg 3)")
    raise ConfigError(
        f"database kind {scheme!r} is not supported: use postgresql:// or sqlite:///PATH")


def sqlite_path(url: str) -> str | None:
    """The file of a SQLite URL (None for an in-memory database)."""
    rest = url.partition("://")[2]
    if not rest.startswith("/") or rest in ("/", "/:memory:"):
        return None
    return rest[1:].split("?", 1)[0]


def redact(url: str) -> str:
    """The URL with its password replaced by ***."""
    scheme, sep, rest = url.partition("://")
    if not sep or "@" not in rest:
        return url
    creds, at, host = rest.rpartition("@")
    if ":" in creds:
        creds = creds.split(":", 1)[0] + ":***"
    return f"{scheme}{sep}{creds}{at}{host}"


def resolve(*, data_dir: str | os.PathLike | None = None, database_url: str | None = None,
            environ: Mapping[str, str] | None = None) -> Settings:
    """The settings for this run: flags (the arguments) > environment > defaults."""
    env = os.environ if environ is None else environ
    if data_dir is not None and str(data_dir).strip():
        ddir, dsource = Path(data_dir), "flag"
    elif env.get(ENV_DATA_DIR, "").strip():
        ddir, dsource = Path(env[ENV_DATA_DIR].strip()), "environment"
    else:
        ddir, dsource = default_data_dir(), "default"
    ddir = ddir.expanduser()
    if ddir.exists() and not ddir.is_dir():
        raise ConfigError(f"data dir {str(ddir)!r} exists and is not a directory")
    ddir = ddir.resolve()

    if database_url is not None:
        url, usource = normalise_database_url(database_url), "flag"
    elif env.get(ENV_DATABASE_URL, "").strip():
        url, usource = normalise_database_url(env[ENV_DATABASE_URL]), "environment"
    else:
        url, usource = f"sqlite:///{ddir / DB_FILE_NAME}", "default"
    return Settings(data_dir=ddir, database_url=url, data_dir_source=dsource,
                    database_source=usource)
