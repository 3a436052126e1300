"""Alembic environment: always run programmatically (scorepad.store.migrate), on the
connection the app hands over in ``config.attributes["connection"]``.

New migration: ``python -m scorepad.store.revision "what changed"`` (autogenerates from
models.py against a scratch SQLite database at head; read and fix the result before committing).
"""

from alembic import context

from scorepad.store import models  # noqa: F401  (registers the tables)
from sqlmodel import SQLModel

config = context.config
target_metadata = SQLModel.metadata


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        raise RuntimeError("run migrations through scorepad.store.migrate, which passes a connection")
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        # SQLite cannot ALTER most things: batch mode copies the table instead.
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    raise RuntimeError("offline (SQL script) migrations are not supported")
run_migrations_online()
