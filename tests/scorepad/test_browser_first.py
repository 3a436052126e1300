"""The site's start draws Home before the ORM is imported (issue 29, scorepad/browser.py):
in a fresh interpreter where SQLAlchemy, SQLModel, pydantic and Alembic cannot be imported at
all, the browser's start reads a phone's games from its SQLite file, builds the session's state,
and Home's screen shows the games to resume with who leads in each, as the ORM's service says.
The ORM then comes with the first thing that needs it."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

from scorepad.services.exchange.service import ExchangeService
from scorepad.services.games.service import GameService
from scorepad.state.lead import lead_in, lead_words
from scorepad.store.backup import Backups, list_backups
from scorepad.store.db import open_store
from tests.scorepad.services.figure_games import table_history

ORM = ("sqlalchemy", "sqlmodel", "pydantic", "pydantic_core", "alembic")

PROGRAM = textwrap.dedent("""
    import json, sys
    from types import SimpleNamespace
    for name in {blocked!r}:
        sys.modules[name] = None  # `import name` now raises ImportError
    from scorepad.app import make_main
    from scorepad.config import resolve
    from scorepad.ui.home import HomeScreen
    from scorepad.assemble import assemble
    from scorepad.browser import Durability, first_games
    flet_js = SimpleNamespace(storage="idbfs", progress=lambda *a: None)
    settings = resolve(data_dir=sys.argv[1], environ={{}})
    games = first_games(settings, Durability(flet_js))
    if games is None:  # what the start does then: the store opened at once
        from scorepad.assemble import open_service
        open_service(settings)
    make_main(games)
    app = assemble(games)
    app.load_home()
    home = HomeScreen.__wrapped__(app)
    ids, texts = set(), []
    todo = [home]
    while todo:
        c = todo.pop()
        if c is None:
            continue
        ids.add(getattr(c, "identifier", None))
        if type(c).__name__ == "Text":
            texts.append(str(c.value))
        for part in ("content", "controls"):
            v = getattr(c, part, None)
            todo.extend(v if isinstance(v, list) else [v])
    print(json.dumps({{"resumable": [g.id for g in app.resumable], "error": app.error,
                      "ids": sorted(i for i in ids if i), "texts": texts,
                      "loaded": games.loaded,
                      "orm": sorted(n for n, m in sys.modules.items()
                                    if m is not None and n.split(".")[0] in {blocked!r})}}))
""")


def test_home_is_drawn_from_the_phones_file_with_no_orm_importable(tmp_path):
    store = open_store(f"sqlite:///{tmp_path}/scorepad.sqlite")
    exchange = ExchangeService(store)
    job = exchange.start_import(table_history(seed=7, games=8).encode())
    job.check()
    exchange.finish_import(job)
    Backups(tmp_path / "scorepad.sqlite").take()  # today's backup is there already
    service = GameService(store)
    active = service.list_games(status="active", limit=5, offset=0)
    leads = [lead_words(lead_in(service.get(g.id))) for g in active if g.rounds]
    store.close()
    assert active and leads
    done = subprocess.run([sys.executable, "-c", PROGRAM.format(blocked=ORM), str(tmp_path)],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["orm"] == [] and not shown["loaded"] and shown["error"] is None
    assert shown["resumable"] == [g.id for g in active]
    assert "home-new-game" in shown["ids"]
    assert {f"home-resume-{g.id}" for g in active} <= set(shown["ids"])
    assert set(leads) <= set(shown["texts"])


def test_a_new_phones_home_is_drawn_with_no_orm_importable(tmp_path):
    """A first start (no file yet): Home, empty, with the ORM not imported (issue 37: the site
    fetches it after Home)."""
    done = subprocess.run([sys.executable, "-c", PROGRAM.format(blocked=ORM), str(tmp_path)],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["orm"] == [] and not shown["loaded"] and shown["error"] is None
    assert shown["resumable"] == [] and "home-new-game" in shown["ids"]
    assert not (tmp_path / "scorepad.sqlite").exists()


def test_a_new_phones_store_is_made_and_kept_at_its_first_need(tmp_path):
    """After Home: the file is created, migrated and copied to the browser's storage."""
    from types import SimpleNamespace

    from scorepad.browser import Durability, first_games
    from scorepad.config import resolve

    told = []
    flet_js = SimpleNamespace(storage="idbfs", progress=lambda *a: told.append(a),
                              syncfsLater=lambda: told.append(("copy",)))
    durable = Durability(flet_js, run_sync=lambda _: None, can_wait=lambda: False)
    games = first_games(resolve(data_dir=tmp_path, environ={}), durable)
    assert games is not None and games.list_games() == [] and not told
    view = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    assert games.loaded and (tmp_path / "scorepad.sqlite").is_file()
    assert [g.id for g in games.list_games()] == [view.id]
    assert told.count(("copy",)) >= 2  # the new file at its opening, then the game


def test_the_check_can_fail(tmp_path):
    """A start that needs the ORM (a file that is not a database: the store opens at once and
    says so) fails the same program: the blocked modules are what the store imports."""
    (tmp_path / "scorepad.sqlite").write_bytes(b"not a database, " * 64)
    done = subprocess.run([sys.executable, "-c", PROGRAM.format(blocked=ORM), str(tmp_path)],
                          capture_output=True, text=True, timeout=240)
    assert done.returncode != 0
    assert "ImportError" in done.stderr or "ModuleNotFoundError" in done.stderr
    assert any(f"'{name}" in done.stderr for name in ORM), done.stderr[-2000:]


def test_the_days_backup_is_taken_at_the_start_as_before(tmp_path):
    """A phone with games and no backup of today: the store opens at once, and the backup is
    taken and kept before Home (the first read waits for tomorrow)."""
    from types import SimpleNamespace

    from scorepad.config import resolve
    from scorepad.browser import Durability, first_games

    path = tmp_path / "scorepad.sqlite"
    store = open_store(f"sqlite:///{path}")
    GameService(store).start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    store.close()
    told = []
    flet_js = SimpleNamespace(storage="idbfs", progress=lambda *a: told.append(a))
    settings = resolve(data_dir=tmp_path, environ={})
    assert first_games(settings, Durability(flet_js)) is None
    Backups(path).take()
    games = first_games(settings, Durability(flet_js))
    assert games is not None and not games.loaded
    assert len(list_backups(path)) == 1
