"""Fixtures shared by the whole suite: databases of both kinds the app supports.

- `postgres_server` (one per session, started only when a test asks for it): a throwaway
  PostgreSQL server on 127.0.0.1 in a temporary folder (initdb + pg_ctl, run as user postgres
  when we are root: the server refuses to run as root), stopped at the end. With
  ``SCOREPAD_TEST_DATABASE_URL`` set, that server is used instead (its role must be allowed to
  create databases). Missing server binaries fail the tests that need them: never a skip.
- `database_url`: a fresh, empty database per test, once on SQLite and once on PostgreSQL
  (tests that take it, or `store`, run on both).
- `store`: a migrated `scorepad.store.db.Store` on that database.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

PG_BIN_GLOB = "/usr/lib/postgresql/*/bin"
PG_USER = "scorepad"
BACKENDS = ("sqlite", "postgres")


def _version_key(path: str) -> tuple:
    name = Path(path).parent.name
    return tuple(int(p) if p.isdigit() else 0 for p in name.split("."))


def find_pg_bin() -> Path | None:
    """The newest PostgreSQL server's bin folder (Debian layout), or the one on PATH."""
    found = [d for d in glob.glob(PG_BIN_GLOB) if os.path.exists(os.path.join(d, "initdb"))]
    if found:
        return Path(sorted(found, key=_version_key)[-1])
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    """A server we may create and drop databases on."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/")  # postgresql+psycopg://user@host:port
        self.created: list[str] = []

    def _admin(self):
        import psycopg

        url = self.base_url.replace("postgresql+psycopg://", "postgresql://", 1)
        return psycopg.connect(f"{url}/postgres", autocommit=True, connect_timeout=10)

    def new_database(self) -> str:
        name = f"t_{uuid.uuid4().hex[:16]}"
        with self._admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        self.created.append(name)
        return f"{self.base_url}/{name}"

    def drop(self, url: str) -> None:
        """A test's database dropped when the test ends: hundreds of them kept to the end made
        the server's folder gigabytes, and its removal after the last test took 40 s."""
        name = url.rsplit("/", 1)[1]
        with self._admin() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        self.created.remove(name)

    def drop_all(self) -> None:
        if not self.created:
            return
        with self._admin() as conn:
            for name in self.created:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        self.created.clear()


def _run(cmd: list[str], as_postgres: bool, **kw) -> subprocess.CompletedProcess:
    if as_postgres:
        cmd = ["runuser", "-u", "postgres", "--", *cmd]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, **kw)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    external = os.environ.get("SCOREPAD_TEST_DATABASE_URL", "").strip()
    if external:
        from scorepad.config import normalise_database_url

        url = normalise_database_url(external)
        # the URL names a server; the per-test databases are created beside its database
        base = url.rsplit("/", 1)[0] if url.count("/") > 2 else url
        server = PostgresServer(base)
        yield server
        server.drop_all()
        return

    try:
        with throwaway_postgres() as url:
            yield PostgresServer(url)
    except PostgresUnavailable as exc:
        pytest.fail(str(exc), pytrace=False)


class PostgresUnavailable(RuntimeError):
    """A throwaway PostgreSQL server could not be started (the sentence says why)."""


@contextmanager
def throwaway_postgres() -> Iterator[str]:
    """A PostgreSQL server on a free loopback port, durability off (it only has to be fast),
    for the tests and the benchmarks; yields its base URL and stops it afterwards."""
    bin_dir = find_pg_bin()
    if bin_dir is None:
        raise PostgresUnavailable(
            "PostgreSQL server binaries (initdb, pg_ctl) are missing: install Debian's "
            "postgresql package (bash scripts/test.sh does), or set SCOREPAD_TEST_DATABASE_URL")
    as_postgres = os.geteuid() == 0
    if as_postgres and shutil.which("runuser") is None:
        raise PostgresUnavailable("running as root needs runuser to start PostgreSQL as user "
                                  "postgres")
    folder = Path(tempfile.mkdtemp(prefix="scorepad-pg-"))
    if as_postgres:
        shutil.chown(folder, user="postgres")
    data, log = folder / "data", folder / "log"
    done = _run([str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", PG_USER,
                 "-E", "UTF8", "--no-locale", "--no-sync"], as_postgres)
    if done.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise PostgresUnavailable(f"initdb failed: {done.stderr.strip() or done.stdout.strip()}")
    port = _free_port()
    options = (f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off "
               "-c synchronous_commit=off -c full_page_writes=off -c max_connections=100")
    done = _run([str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(log),
                 "-w", "-t", "60", "start"], as_postgres)
    if done.returncode != 0:
        text = log.read_text(errors="replace")[-2000:] if log.exists() else ""
        shutil.rmtree(folder, ignore_errors=True)
        raise PostgresUnavailable(f"PostgreSQL did not start: {done.stderr.strip()}\n{text}")
    try:
        yield f"postgresql+psycopg://{PG_USER}@127.0.0.1:{port}"
    finally:
        _run([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
             as_postgres)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(params=BACKENDS)
def database_url(request, tmp_path) -> str:
    """An empty database: a SQLite file, or a new database on the PostgreSQL server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/scorepad.sqlite"
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = server.new_database()
    request.addfinalizer(lambda: server.drop(url))
    return url


@pytest.fixture
def store(database_url):
    from scorepad.store.db import open_store

    st = open_store(database_url)
    yield st
    st.close()
