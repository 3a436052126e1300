"""Alembic, run from code: the app upgrades its database to `head` at every start.

    python -m scorepad.store.migrate revision "what changed"   # a developer's new migration

No alembic.ini: the script location is this package's migrations/ folder, and the connection
is handed to env.py, so the installed app migrates wherever it runs.
"""

from __future__ import annotations

import sys
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy.engine import Engine

MIGRATIONS = Path(__file__).with_name("migrations")


def alembic_config(connection=None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the database to `revision`, in one transaction."""
    from scorepad.store.db import StoreError

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
    _run(engine, command.upgrade, revision)


def downgrade(engine: Engine, revision: str) -> None:
    _run(engine, command.downgrade, revision)


def _run(engine: Engine, fn, revision: str) -> None:
    from scorepad.store.db import StoreError

    with engine.connect() as connection:
        connection = connection.execution_options(sqlite_immediate=True)
        with connection.begin():
            try:
                fn(alembic_config(connection), revision)
            except CommandError as exc:
                raise StoreError(f"cannot migrate the database to {revision!r}: {exc}") from None


def _new_revision(message: str) -> None:
    """Autogenerate a migration from models.py against a scratch database at head."""
    import tempfile

    from scorepad.store.db import make_engine

    with tempfile.TemporaryDirectory() as tmp:
        engine = make_engine(f"sqlite:///{tmp}/scratch.sqlite")
        upgrade(engine)
        with engine.begin() as connection:
            command.revision(alembic_config(connection), message=message, autogenerate=True)
        engine.dispose()


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    if len(sys.argv) != 3 or sys.argv[1] != "revision":
        sys.exit('usage: python -m scorepad.store.migrate revision "message"')
    _new_revision(sys.argv[2])
