"""Migrations: they build exactly the tables of models.py, and upgrades keep the games."""

import uuid
from datetime import datetime, timezone

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import MetaData, inspect
from sqlmodel import SQLModel

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.service import GameConflict, GameService
from scorepad.store import migrate
from scorepad.store.db import make_engine, open_store
from rules.trump import COLOUR, Trump

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


ENTRY = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                          SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))


def _rows_at_an_old_revision(engine, game_id):
    """A game of three rounds written with plain SQL into whatever tables the database has at
    its revision (reflected: the models describe only the newest schema)."""
    meta = MetaData()
    meta.reflect(engine)
    t = meta.tables
    now = datetime(2026, 11, 20, 20, 0, tzinfo=timezone.utc)
    seats = ((4, 4), (5, 5), (6, 4))
    with engine.begin() as conn:
        conn.execute(t["games"].insert().values(
            id=game_id, game="sixth-sense", options={"scoring": "standard", "ending": "rounds",
                                                     "late_trump": False},
            first_dealer=2, status="active", winners=None, created_at=now, finished_at=None))
        for seat, name in enumerate(["Ann", "Bob", "Cy"]):
            pid = conn.execute(t["players"].insert().values(name=name, last_played=now)
                               .returning(t["players"].c.id)).scalar_one()
            conn.execute(t["game_seats"].insert().values(game_id=game_id, seat=seat,
                                                         player_id=pid))
        for index in range(3):
            rid = conn.execute(t["rounds"].insert().values(
                game_id=game_id, index=index, dealer=(2 + index) % 3, trump="red", voids=0,
                recorded_at=now).returning(t["rounds"].c.id)).scalar_one()
            for seat, ((call, tricks), points) in enumerate(zip(seats, (4, 5, -2))):
                conn.execute(t["round_seats"].insert().values(
                    round_id=rid, seat=seat, call=call, tricks=tricks, doubles=0, hand=None,
                    hand_value=None, points=points))


@pytest.mark.parametrize("start_at", [r.revision for r in ScriptDirectory.from_config(
    migrate.alembic_config()).walk_revisions()])
def test_games_survive_an_upgrade(database_url, start_at):
    """A database written at any older revision upgrades to head with its rounds intact, and
    the game then takes new rounds, edits and undos (the versions start consistent)."""
    engine = make_engine(database_url)
    migrate.upgrade(engine, start_at)
    game_id = str(uuid.uuid4())
    _rows_at_an_old_revision(engine, game_id)
    engine.dispose()

    store = open_store(database_url)  # what the app does at start-up: upgrade head
    svc = GameService(store)
    after = svc.get(game_id)
    assert migrate.current_revision(store.engine) == migrate.head_revision()
    assert _diff(store.engine) == []
    assert [r.entry for r in after.rounds] == [ENTRY] * 3
    assert after.totals == (12, 15, -6)
    versions = [r.version for r in after.rounds]
    if start_at < "0002":  # numbered by migration 0002 (the SQL above sets none)
        assert len(set(versions)) == 3 and max(versions) <= after.version
    # the old game goes on: a round, an edit against what was seen, an undo
    g = svc.record_round(game_id, ENTRY, index=3)
    assert g.totals == (16, 20, -8) and g.rounds[3].version > max(versions)
    g = svc.edit_round(game_id, 0, ENTRY, expected=after.rounds[0].version)
    with pytest.raises(GameConflict):
        svc.edit_round(game_id, 0, ENTRY, expected=after.rounds[0].version)
    g = svc.undo_last_round(game_id, expected=g.rounds[-1].version)
    assert [r.entry for r in g.rounds] == [ENTRY] * 3 and g.totals == (12, 15, -6)
    store.close()


def test_the_versions_migration_numbers_existing_rounds(database_url):
    """0001 -> 0002 on a database with rounds: rounds get 1..n in round order, the game n."""
    engine = make_engine(database_url)
    migrate.upgrade(engine, "0001")
    game_id = str(uuid.uuid4())
    _rows_at_an_old_revision(engine, game_id)
    migrate.upgrade(engine, "0002")
    with engine.connect() as conn:
        rounds = conn.exec_driver_sql(
            f"SELECT \"index\", version FROM rounds WHERE game_id = '{game_id}' "
            "ORDER BY \"index\"").all()
        game = conn.exec_driver_sql(f"SELECT version FROM games WHERE id = '{game_id}'").scalar()
    assert [tuple(r) for r in rounds] == [(0, 1), (1, 2), (2, 3)]
    assert game == 3
    migrate.downgrade(engine, "0001")  # and back, the rounds kept
    with engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT COUNT(*) FROM round_seats").scalar() == 9
    engine.dispose()


def test_the_changed_at_migration_takes_the_newest_round_else_the_start(database_url):
    """0002 -> 0003: a game with rounds changed when its newest round was saved, a game with
    none when it started; the big screen then follows the one changed last."""
    engine = make_engine(database_url)
    migrate.upgrade(engine, "0002")
    played, fresh = str(uuid.uuid4()), str(uuid.uuid4())
    _rows_at_an_old_revision(engine, played)  # rounds at 20:00, started at 20:00
    meta = MetaData()
    meta.reflect(engine)
    rounds, games = meta.tables["rounds"], meta.tables["games"]
    late = datetime(2026, 11, 20, 22, 0, tzinfo=timezone.utc)
    with engine.begin() as conn:
        conn.execute(rounds.update().where(rounds.c.game_id == played).values(recorded_at=late))
        conn.execute(games.insert().values(
            id=fresh, game="sixth-sense", options={}, first_dealer=0, status="active",
            winners=None, created_at=datetime(2026, 11, 20, 21, 0, tzinfo=timezone.utc)))
    migrate.upgrade(engine, "0003")
    meta = MetaData()
    meta.reflect(engine)
    games = meta.tables["games"]
    with engine.connect() as conn:
        changed = dict(conn.execute(games.select().with_only_columns(
            games.c.id, games.c.changed_at)).all())
    assert str(changed[played]).startswith("2026-11-20 22:00")
    assert str(changed[fresh]).startswith("2026-11-20 21:00")
    engine.dispose()
    store = open_store(database_url)
    assert GameService(store).playing_now() == played
    store.close()


def test_the_head_read_from_the_scripts_is_alembics_and_a_start_at_head_imports_no_alembic(tmp_path):
    """The browser's start (issue 21): a database at head is opened without importing Alembic."""
    import subprocess
    import sys

    assert migrate.script_head() == migrate.head_revision()
    db = tmp_path / "x.sqlite"
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{db}")
    assert migrate.stored_revision(store.engine) == migrate.head_revision()
    store.close()
    probe = ("import sys; from scorepad.store.db import open_store; "
             f"open_store('sqlite:///{db}').close(); print('alembic' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
