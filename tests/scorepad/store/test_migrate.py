"""Migrations: they build exactly the tables of models.py, and upgrades keep the games."""

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect
from sqlmodel import SQLModel

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games import GameService
from scorepad.store import migrate
from scorepad.store.db import make_engine, open_store

TABLES = {"players", "games", "game_seats", "rounds", "round_seats", "judged_tricks"}


def _diff(engine):
    with engine.connect() as conn:
        ctx = MigrationContext.configure(conn, opts={"compare_type": True})
        return compare_metadata(ctx, SQLModel.metadata)


def test_migrations_build_exactly_the_models(database_url):
    engine = make_engine(database_url)
    migrate.upgrade(engine)
    assert _diff(engine) == []
    assert TABLES <= set(inspect(engine).get_table_names())
    engine.dispose()


def test_the_comparison_would_notice_a_missing_table(database_url):
    engine = make_engine(database_url)
    migrate.upgrade(engine)
    with engine.begin() as conn:
        conn.exec_driver_sql("DROP TABLE judged_tricks")
    assert any(d[0] == "add_table" and d[1].name == "judged_tricks" for d in _diff(engine))
    engine.dispose()


def test_one_linear_history_from_the_first_schema():
    script = ScriptDirectory.from_config(migrate.alembic_config())
    revisions = list(script.walk_revisions())
    assert len(script.get_heads()) == 1
    assert revisions[-1].down_revision is None
    assert migrate.head_revision() == revisions[0].revision


def test_upgrade_from_empty_then_downgrade_and_upgrade_again(database_url):
    engine = make_engine(database_url)
    assert migrate.current_revision(engine) is None
    migrate.upgrade(engine)
    assert migrate.current_revision(engine) == migrate.head_revision()
    migrate.downgrade(engine, "base")
    assert migrate.current_revision(engine) is None
    assert not TABLES & set(inspect(engine).get_table_names())
    migrate.upgrade(engine)
    assert _diff(engine) == []
    engine.dispose()


def _three_rounds(store):
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=2)
    entry = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                              SeatEntry(call=6, tricks=4)), trump="red")
    for _ in range(3):
        g = svc.record_round(g.id, entry)
    return g


@pytest.mark.parametrize("start_at", ["first", "head"])
def test_games_survive_an_upgrade(database_url, start_at):
    """A database written at an older revision upgrades to head with its rounds intact.

    Every revision from the first one is tried as the starting point (with one revision so
    far, that is the first schema itself)."""
    script = ScriptDirectory.from_config(migrate.alembic_config())
    first = list(script.walk_revisions())[-1].revision
    engine = make_engine(database_url)
    migrate.upgrade(engine, first if start_at == "first" else "head")
    engine.dispose()
    store = open_store(database_url, migrate=False)
    before = _three_rounds(store)
    store.close()

    store = open_store(database_url)  # what the app does at start-up: upgrade head
    after = GameService(store).get(before.id)
    assert migrate.current_revision(store.engine) == migrate.head_revision()
    assert [r.entry for r in after.rounds] == [r.entry for r in before.rounds]
    assert after.totals == before.totals == (12, 15, -6)
    store.close()
