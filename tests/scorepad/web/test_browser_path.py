"""Issue 21: what runs in the browser (Pyodide, no server) needs nothing server-only, and what
needs a server is not offered there or says why in words.

- Importing the app (scorepad.app, state, services, store, ui) and using it on SQLite (a game,
  a round, an export and an import) never imports psycopg, uvicorn, fastapi or starlette:
  checked in a fresh interpreter where those modules cannot be imported at all.
- A PostgreSQL URL without psycopg installed (the optional extra `postgres`) is one sentence
  saying how to install it; in the browser it says that no database server can be used.
- With `scorepad.runtime.in_browser()` true: no LISTEN thread, the keep-awake note speaks of an
  https address (there is no "this computer").
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from scorepad import runtime
from scorepad.store.db import StoreError, make_engine

SERVER_ONLY = ("psycopg", "psycopg_binary", "uvicorn", "fastapi", "starlette")

PROGRAM = textwrap.dedent("""
    import importlib, pkgutil, sys
    for name in {blocked!r}:
        sys.modules[name] = None  # `import name` now raises ImportError
    import scorepad
    skip = ("scorepad.web.server", "scorepad.cli.web", "scorepad.store.migrations")
    names = [m.name for m in pkgutil.walk_packages(scorepad.__path__, "scorepad.")
             if not m.name.startswith(skip) and not m.name.endswith("__main__")]
    for name in names:
        importlib.import_module(name)
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import COLOUR, Trump
    from scorepad.services.exchange.service import ExchangeService
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store
    from scorepad.assemble import assemble
    service = GameService(open_store("sqlite:///" + sys.argv[1]))
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"],
                              first_dealer=0, options={{}})
    service.record_round(view.id, RoundEntry(seats=(SeatEntry(call=4, tricks=4),
        SeatEntry(call=5, tricks=5), SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red")), index=0)
    app = assemble(service)
    app.load_home(); app.open_history(); app.open_exchange(); app.open_stats()
    data = ExchangeService(service.store).export_file(fmt="json").data
    other = ExchangeService(open_store("sqlite://"))
    job = other.start_import(data); job.check()
    assert other.finish_import(job).imported == [view.id]
    loaded = sorted(n for n, m in sys.modules.items()
                    if m is not None and n.split(".")[0] in {blocked!r})
    print("imported", len(names), "modules; server-only loaded:", loaded)
""")


def test_the_app_runs_on_sqlite_with_no_server_only_module_importable(tmp_path):
    done = subprocess.run([sys.executable, "-c", PROGRAM.format(blocked=SERVER_ONLY),
                           str(tmp_path / "s.sqlite")], capture_output=True, text=True,
                          timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("server-only loaded: []"), done.stdout


def test_the_check_can_fail(tmp_path):
    """The same program fails when a module the app imports at module level is blocked (here
    SQLAlchemy, which the store needs): a server-only import would fail it the same way."""
    done = subprocess.run([sys.executable, "-c", PROGRAM.format(blocked=("sqlalchemy",)),
                           str(tmp_path / "s.sqlite")], capture_output=True, text=True,
                          timeout=240)
    assert done.returncode != 0 and "sqlalchemy" in done.stderr
    assert "ImportError" in done.stderr or "ModuleNotFoundError" in done.stderr


def test_a_postgresql_url_without_psycopg_says_how_to_install_it(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "psycopg" else real(name, *a))
    with pytest.raises(StoreError) as caught:
        make_engine("postgresql://scorepad@db.example.org/scorepad")
    assert str(caught.value) == ('PostgreSQL needs the psycopg driver, which is not installed: '
                                 'pip install "scorepad[postgres]"')


def test_the_cli_says_it_in_one_line_without_psycopg(tmp_path):
    program = ("import sys\nsys.modules['psycopg'] = None\nfrom scorepad.cli import main\n"
               "sys.exit(main(sys.argv[1:]))")
    done = subprocess.run([sys.executable, "-c", program, "--data-dir", str(tmp_path),
                           "--database-url", "postgresql://u:secret@localhost/db", "games"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        'scorepad: error: PostgreSQL needs the psycopg driver, which is not installed: '
        'pip install "scorepad[postgres]"']


def test_in_the_browser_postgresql_is_refused_in_words(monkeypatch):
    monkeypatch.setattr(runtime, "in_browser", lambda: True)
    with pytest.raises(StoreError, match="cannot be used in the browser"):
        make_engine("postgresql://scorepad@db.example.org/scorepad")


def test_in_the_browser_no_listener_is_started(monkeypatch):
    from scorepad.services import live
    from scorepad.store import notify

    started = []
    monkeypatch.setattr(notify, "start_listener", lambda *a, **k: started.append(a) or object())
    class Store:  # stands for a PostgreSQL store (the listener itself is not started)
        pass

    store = Store()
    monkeypatch.setattr(runtime, "in_browser", lambda: True)
    assert live.listen(store) is None and not started
    monkeypatch.setattr(runtime, "in_browser", lambda: False)
    assert live.listen(store) is not None and started  # (the check can fail)


def test_in_the_browser_the_keep_awake_note_names_no_computer(monkeypatch):
    from scorepad.state.access import AccessState

    access = AccessState()
    access.page_url = "http://192.0.2.7/"
    assert "this computer" in access.awake_note
    monkeypatch.setattr(runtime, "in_browser", lambda: True)
    assert "https address" in access.awake_note and "computer" not in access.awake_note


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "de", "es", "it", "pt", "da"])
def test_in_the_browser_the_share_screen_says_why_there_is_no_shared_table(monkeypatch, lang):
    from scorepad.state.access import AccessState
    from scorepad.ui.share import share_intro
    from scorepad.words import speaking

    access = AccessState()
    with speaking(lang):
        on_a_server = share_intro(access)
        monkeypatch.setattr(runtime, "in_browser", lambda: True)
        alone = share_intro(access)
    assert alone != on_a_server and "scorepad web --share" in alone
    if lang == "en":
        assert "keeps the games on this device" in alone and "Export and import" in alone
