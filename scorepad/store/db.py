"""The one engine, created here and nowhere else; sessions are handed out from a `Store`.

SQLite (one person's phone or laptop):

- WAL journal: readers (the history screen) never wait for the writer, and a commit appends to
  the log instead of rewriting pages.
- ``synchronous=FULL``. A score pad writes one small transaction per confirmed round, a few
  per minute at most, so the extra fsync per commit costs nothing anyone notices. What it
  buys: a confirmed round survives not only the app being killed (NORMAL already gives that in
  WAL mode) but also the device losing power or the OS crashing right after the round was
  confirmed (with NORMAL the last commits may roll back then). Keeping past games safe is the
  point of the app, so we take the stronger setting.
- ``foreign_keys=ON``, so deleting a game deletes its rounds (SQLite leaves them off by default).
- ``busy_timeout``: a second writer (another thread of the web server, or ``scorepad import``
  while the app runs) waits up to 5 s for the writer instead of failing.
- Every write transaction (`Store.transaction`) begins ``BEGIN IMMEDIATE``: it takes the write
  lock before its first read, waiting (busy_timeout) for another writer. A plain ``BEGIN``
  that reads and then writes cannot wait: when another writer committed in between, SQLite
  refuses it at once ("database is locked", whatever the timeout), and what it read may be
  out of date. Reads (`Store.session`) begin DEFERRED and never wait for a writer (WAL).
- Writers of one process (the web server's threads, one per browser tab) also queue on one
  lock of the `Store` before they begin: SQLite's busy handler polls with growing sleeps and
  no order, so under 20 busy threads one writer can lose the race for more than the timeout.
  The lock hands the database to the waiting threads one at a time, woken when it is free;
  busy_timeout is left for other processes.

PostgreSQL (a club's shared server) is durable and enforces foreign keys; a writer of a game
locks the game's row (``SELECT ... FOR UPDATE``, repo.lock_game) before reading its rounds, so
two writers of one game take turns and the second sees what the first committed.

>>> store = open_store("sqlite://")   # in memory, migrated
>>> with store.session() as s: pass
"""

from __future__ import annotations

import os
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from sqlalchemy import event, inspect
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.pool import StaticPool
from sqlmodel import Session, create_engine

from scorepad import runtime
from scorepad.config import ConfigError, Settings, normalise_database_url, redact, sqlite_path
from scorepad.store.errors import StoreError
from scorepad.store.files import prepare_sqlite_file

SQLITE_SYNCHRONOUS = "FULL"  # the reasoning is in the module docstring
SQLITE_BUSY_TIMEOUT_MS = 5000
WRITE_QUEUE_TIMEOUT_S = 60  # a thread waiting for the other writers of its process (SQLite)


class DamagedStore(StoreError):
    """The SQLite file fails its integrity check: it is never served (issue 24, item 6).
    `backup` is the newest good backup (None when there is none)."""

    def __init__(self, path: str, problem: str, backup: Path | None) -> None:
        self.path, self.problem, self.backup = path, problem, backup
        if backup is not None:
            offer = (f"the newest good backup is {str(backup)!r}: put it back with "
                     f"`scorepad restore {backup}` (the damaged file is kept aside)")
        else:
            offer = "there is no good backup of it"
        super().__init__(f"the database file {path!r} is damaged ({problem}); {offer}")


def make_engine(url: str) -> Engine:
    """Create the engine for `url` (SQLite pragmas set on every connection)."""
    try:
        url = normalise_database_url(url)
        parsed = make_url(url)
    except (ConfigError, ArgumentError) as exc:
        raise StoreError(f"bad database URL: {exc}") from None
    if parsed.get_backend_name() == "sqlite":
        path = sqlite_path(url)
        if path is None:  # in memory: one connection shared, or every session sees a new DB
            engine = create_engine(url, connect_args={"check_same_thread": False},
                                   poolclass=StaticPool)
        else:
            folder = Path(path).parent
            try:
                prepare_sqlite_file(path)  # scorepad/store/files.py: folder 0700, file 0600
            except OSError as exc:
                raise StoreError(plain_os_error(exc, folder)) from None
            engine = create_engine(url, connect_args={"check_same_thread": False,
                                                      "timeout": SQLITE_BUSY_TIMEOUT_MS / 1000})
        event.listen(engine, "connect", _sqlite_pragmas)
        event.listen(engine, "begin", _sqlite_begin)
        return engine
    _postgres_possible()
    try:
        return create_engine(url, pool_pre_ping=True, connect_args={"connect_timeout": 10})
    except (NoSuchModuleError, ArgumentError) as exc:
        raise StoreError(f"cannot use database {redact(url)!r}: {exc}") from None


POSTGRES_EXTRA = 'pip install "scorepad[postgres]"'


def _postgres_possible() -> None:
    """A PostgreSQL URL needs a server-side Python with the psycopg driver (the optional extra
    `postgres`); in the browser (Pyodide) no database server can be reached at all. Either is
    one sentence, never an ImportError."""
    if runtime.in_browser():
        raise StoreError("a PostgreSQL database cannot be used in the browser: Scorepad keeps "
                         "the games on this device (move them with Export and import)")
    import importlib.util

    if importlib.util.find_spec("psycopg") is None:
        raise StoreError("PostgreSQL needs the psycopg driver, which is not installed: "
                         f"{POSTGRES_EXTRA}")


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    # Python's sqlite3 module opens transactions on its own and not before DDL, so a migration
    # could stop half-way. Take that over (SQLAlchemy's documented recipe): the driver stays in
    # autocommit and SQLAlchemy's "begin" emits BEGIN, for DDL and DML alike.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={SQLITE_SYNCHRONOUS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
    finally:
        cursor.close()


def _sqlite_begin(connection) -> None:
    # IMMEDIATE takes the write lock up front, waiting (busy_timeout) for another writer;
    # used for every write transaction (Store.transaction) and migrations, where two app
    # starts may race. Reads (Store.session) begin DEFERRED.
    if connection.get_execution_options().get("sqlite_immediate"):
        connection.exec_driver_sql("BEGIN IMMEDIATE")
    else:
        connection.exec_driver_sql("BEGIN")


class Store:
    """The database of one run: the engine and a way to open sessions on it."""

    def __init__(self, engine: Engine, label: str | None = None) -> None:
        self.engine = engine
        self.label = label or redact(engine.url.render_as_string(hide_password=True))
        # The same engine and pool; on SQLite its transactions begin IMMEDIATE (see above).
        self._writer = engine.execution_options(sqlite_immediate=True)
        self._write_queue = threading.RLock() if self.is_sqlite else None
        #: called after each committed write transaction, before it returns: nothing on a
        #: computer or a server (the commit is durable); in the browser (scorepad/browser.py)
        #: it copies the database to the browser's persistent storage, so a write that has
        #: returned, and a round shown as saved, survives the tab being killed
        self.after_commit: Callable[[], None] | None = None

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    def session(self) -> Session:
        """A new session; use it as a context manager and commit what should be kept."""
        return Session(self.engine, expire_on_commit=False)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed at the end of the block, or rolled back.

        On SQLite it holds the write lock from its start (``BEGIN IMMEDIATE``): another writer
        waits for it (the process's own writers in a queue, others by busy_timeout) instead of
        being refused."""
        queue = self._write_queue
        if queue is not None and not queue.acquire(timeout=WRITE_QUEUE_TIMEOUT_S):
            raise StoreError(f"the database {self.label} was busy with other saves for "
                             f"{WRITE_QUEUE_TIMEOUT_S} s; nothing was saved: try again")
        try:
            with Session(self._writer, expire_on_commit=False) as session:
                with session.begin():
                    yield session
            if self.after_commit is not None:
                self.after_commit()
        finally:
            if queue is not None:
                queue.release()

    def migrate(self) -> None:
        from scorepad.store.migrate import upgrade

        upgrade(self.engine)

    def close(self) -> None:
        self.engine.dispose()


def open_store(target: Settings | str, *, migrate: bool = True) -> Store:
    """Open (and by default migrate to the newest schema) the database of `target`.

    Every failure, from a bad URL to a server that does not answer or a file that is not a
    database, is a `StoreError` with one sentence naming the database.
    """
    if isinstance(target, Settings):
        url, label = target.database_url, target.database_label
    else:
        url, label = target, None
    path = sqlite_path(url) if url.startswith("sqlite") else None
    if path is not None:
        check_file(path)
    engine = make_engine(url)
    store = Store(engine, label)
    if migrate:
        try:
            store.migrate()
        except StoreError:
            engine.dispose()
            raise
        except (SQLAlchemyError, OSError) as exc:
            if _migrated_by_someone_else(engine):
                return store  # two starts at once: the other process created the tables
            engine.dispose()
            raise StoreError(f"cannot open the database {store.label}: "
                             f"{describe_db_error(exc, path)}") from None
    return store


def check_file(path: str) -> None:
    """Raise `DamagedStore` when the SQLite file at `path` fails ``PRAGMA quick_check``."""
    from scorepad.store import backup

    problem = backup.check(path)
    if problem is not None and not _plain_open_problem(problem):
        raise DamagedStore(path, problem, backup.newest_good(path))


def _plain_open_problem(problem: str) -> bool:
    # a file SQLite could not open at all (a folder it may not read): not damage
    return problem.startswith("unable to open database file")


def plain_os_error(exc: OSError, where: Path | str) -> str:
    """An OSError about the data folder or file, in plain words."""
    import errno

    if exc.errno == errno.ENOSPC:
        return f"the disk is full: free some space where Scorepad keeps its data ({str(where)!r})"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return (f"Scorepad cannot write in {str(where)!r} (a read-only folder or disk): "
                "choose another with --data-dir")
    return f"cannot use the data folder {str(where)!r}: {exc.strerror or exc}"


def _migrated_by_someone_else(engine: Engine) -> bool:
    from scorepad.store.migrate import current_revision, head_revision

    try:
        return current_revision(engine) == head_revision()
    except (SQLAlchemyError, OSError):
        return False


def describe_db_error(exc: BaseException, path: str | None = None) -> str:
    """The driver's own first line, without SQLAlchemy's boilerplate; SQLite's words for a
    full disk, a read-only folder and damage said plainly."""
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        text = str(exc.orig)
    else:
        text = str(exc)
    if text.strip() in ("database is locked", "database table is locked"):
        return ("the database was busy with another save (another window or device?); "
                "reload and try again")
    plain = _plain_sqlite(text.strip().splitlines()[0] if text.strip() else "", path)
    if plain:
        return plain
    text = text.strip().splitlines()[0] if text.strip() else type(exc).__name__
    return text.removeprefix("(psycopg.OperationalError) ")


def _plain_sqlite(text: str, path: str | None) -> str | None:
    folder = str(Path(path).parent) if path else None
    where = f" ({folder!r})" if folder else ""
    if text in ("database or disk is full", "disk I/O error"):
        if text == "database or disk is full" or _disk_full(folder):
            return f"the disk is full: free some space where Scorepad keeps its data{where}"
        return f"the disk could not be read or written (disk I/O error){where}"
    if text in ("unable to open database file", "attempt to write a readonly database"):
        if folder and (not os.access(folder, os.W_OK) or _read_only_mount(folder)):
            return (f"Scorepad cannot write in {folder!r} (a read-only folder or disk): "
                    "choose another with --data-dir")
        if text == "attempt to write a readonly database":
            return "the database file is read-only: Scorepad cannot save in it"
        return f"the database file cannot be opened{where}"
    if text in ("database disk image is malformed", "file is not a database"):
        return "the database file is damaged: `scorepad restore FILE` puts a backup back"
    return None


def _disk_full(folder: str | None) -> bool:
    import shutil

    if not folder:
        return False
    try:
        return shutil.disk_usage(folder).free < 1 << 20
    except OSError:
        return False


def _read_only_mount(folder: str) -> bool:
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        return False


def table_names(engine: Engine) -> list[str]:
    return sorted(inspect(engine).get_table_names())

