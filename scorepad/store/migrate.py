"""Alembic, run from code: the app upgrades its database to `head` at every start.

    python -m scorepad.store.revision "what changed"   # a developer's new migration

No alembic.ini: the script location is this package's migrations/ folder, and the connection
is handed to env.py, so the installed app migrates wherever it runs.

Alembic (and Mako with it) is imported only when the database is not at the newest revision
(`upgrade`'s first check reads the stored revision with plain SQL and the newest one from the
scripts' `revision`/`down_revision` lines): a start at head, every start but the first after
an upgrade, skips its import (about a second of a phone's start in the browser).
"""

from __future__ import annotations

import ast
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING

from scorepad.store.errors import StoreError

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

# A folder, or a zip's when the browser imports scorepad/ from one (zipimport): the start's
# check reads it as it is (script_head); Alembic, which wants a folder, gets a copy.
MIGRATIONS = files("scorepad.store") / "migrations"


@lru_cache(maxsize=None)
def migrations_dir() -> Path:
    """MIGRATIONS as a folder of files, for Alembic: itself, or a copy made once (removed
    when Python exits)."""
    if isinstance(MIGRATIONS, Path):
        return MIGRATIONS
    import atexit
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="scorepad-migrations-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    _copy(MIGRATIONS, folder / "migrations")
    return folder / "migrations"


def _copy(source, target: Path) -> None:
    target.mkdir()
    for item in source.iterdir():
        if item.is_dir():
            _copy(item, target / item.name)
        else:
            (target / item.name).write_bytes(item.read_bytes())


def script_head() -> str | None:
    """The newest revision, read from the scripts without Alembic (the one revision no other
    revision comes down from); None when that is not one revision (Alembic then decides)."""
    revisions: dict[str, object] = {}
    scripts = [p for p in (MIGRATIONS / "versions").iterdir() if p.name.endswith(".py")]
    for path in sorted(scripts, key=lambda p: p.name):
        values = {}
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            target = node.target if isinstance(node, ast.AnnAssign) else (
                node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else None)
            if isinstance(target, ast.Name) and target.id in ("revision", "down_revision"):
                try:
                    values[target.id] = ast.literal_eval(node.value)
                except ValueError:
                    return None
        if "revision" not in values:
            return None
        revisions[values["revision"]] = values.get("down_revision")
    downs = {d for d in revisions.values() if isinstance(d, str)}
    heads = [r for r in revisions if r not in downs]
    if len(heads) != 1 or any(not (d is None or isinstance(d, str)) for d in revisions.values()):
        return None
    return heads[0]


def stored_revision(engine: Engine) -> str | None:
    """The database's revision with plain SQL (None: no alembic_version table, or no row)."""
    from sqlalchemy import inspect, text

    with engine.connect() as connection:
        if "alembic_version" not in inspect(connection).get_table_names():
            return None
        rows = connection.execute(text("SELECT version_num FROM alembic_version")).all()
    return rows[0][0] if len(rows) == 1 else None


def stored_revision_of(connection) -> str | None:
    """`stored_revision` on a DB-API connection (sqlite3: the browser's first look, before
    SQLAlchemy is imported)."""
    tables = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                "AND name = 'alembic_version'").fetchall()
    if not tables:
        return None
    rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
    return rows[0][0] if len(rows) == 1 else None


def alembic_config(connection=None):
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(migrations_dir()))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(engine: Engine) -> str | None:
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the database to `revision`, in one transaction."""
    if revision == "head":
        head = script_head()
        if head is not None and stored_revision(engine) == head:
            return  # at head already: Alembic is not even imported
    from alembic.script import ScriptDirectory
    from alembic.util import CommandError

    try:
        current = current_revision(engine)
    except CommandError:  # two rows in alembic_version: no version can say what it holds
        raise StoreError(
            "the database says it has more than one schema version at once, which no "
            "Scorepad writes: it was changed by another program; restore a backup "
            "(`scorepad restore FILE`)") from None
    script = ScriptDirectory.from_config(alembic_config())
    if current is not None and current not in {s.revision for s in script.walk_revisions()}:
        raise StoreError(
            f"the database was written by a newer or unknown version of Scorepad (schema "
            f"{current[:40]!r}): upgrade Scorepad to open it, nothing was changed")
    if revision == "head" and current == script.get_current_head():
        return
    from alembic import command

    _run(engine, command.upgrade, revision)


def downgrade(engine: Engine, revision: str) -> None:
    from alembic import command

    _run(engine, command.downgrade, revision)


def _run(engine: Engine, fn, revision: str) -> None:
    from alembic.util import CommandError

    with engine.connect() as connection:
        connection = connection.execution_options(sqlite_immediate=True)
        with connection.begin():
            try:
                fn(alembic_config(connection), revision)
            except CommandError as exc:
                raise StoreError(f"cannot migrate the database to {revision!r}: {exc}") from None
