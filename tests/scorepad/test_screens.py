"""The table of screens (scorepad/screens.py): every row is reached by its address and titled in
every language, the state layer is handed the rows (it never imports the table), and no row's
state or drawing is loaded before its screen is first opened."""

from __future__ import annotations

import ast
import inspect
import json
import subprocess
import sys
import textwrap

import pytest

from rules.language import LANGUAGES
from scorepad.assemble import assemble
from scorepad.screens import SCREENS
from scorepad.services.games.service import GameService
from scorepad.state import routes
from scorepad.state.screens import Screen
from scorepad.store.db import open_store
from scorepad.words import speaking, tr
from tests.scorepad.controls import render, shown_texts

ROWS = pytest.mark.parametrize("row", SCREENS, ids=lambda row: row.route)


@pytest.fixture
def service(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    yield GameService(store)
    store.close()


def _shell(app) -> list[str]:
    from scorepad.ui.shell import App

    return shown_texts(render(App, app))


@ROWS
def test_every_row_is_reached_by_its_address_with_its_title_and_body(service, phone_page, row):
    app = assemble(service)
    assert app.screens == SCREENS
    app.follow(row.address)
    assert (app.route, app.url, app.error) == (row.route, row.address, None)
    texts = _shell(app)
    assert tr(row.title) in texts  # the top bar's title
    assert len(texts) > 4  # and its body below (the top bar alone says four things)
    app.back()
    assert app.route == "/"


@ROWS
@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_row_has_a_title_in_every_language(row, lang):
    with speaking(lang):
        title = tr(row.title)
    assert title and title != row.title and "{" not in title, (lang, title)


@ROWS
def test_the_table_adds_addresses_the_fixed_ones_do_not_have(row):
    assert ":" not in row.address and row.route.startswith("/")
    assert routes.parse(row.address) == routes.Address(known=False)  # without the table
    assert routes.parse(row.address, SCREENS) == routes.Address(row.route)
    assert row.route not in {screen for _template, screen, _opener in routes.TEMPLATES}


def test_addresses_and_routes_are_each_one_row_s():
    assert len({row.address for row in SCREENS}) == len({row.route for row in SCREENS}) \
        == len(SCREENS)


def test_a_new_row_needs_nothing_but_itself(service, phone_page, monkeypatch):
    """A row added to the table (a screen's ui, its state and the row: nothing else of the
    app) is followed, titled, drawn and left like any screen."""
    import flet as ft

    import scorepad.assemble

    row = Screen(route="/extra", address="/extra", title="Players",
                 state=lambda services: {"games": services.games},
                 body=lambda app, state: ft.Text(f"extra over {type(state['games']).__name__}"))
    monkeypatch.setattr(scorepad.assemble, "SCREENS", (*SCREENS, row))
    app = assemble(service)
    app.open_settings()
    app.follow("/extra")
    assert (app.route, app.url) == ("/extra", "/extra")
    texts = _shell(app)
    assert tr("Players") in texts and "extra over GameService" in texts
    app.back()
    assert app.route == "/settings"


def test_a_row_that_says_no_stays_shut(service):
    made = []
    shut = Screen(route="/shut", address="/shut", title="About Scorepad",
                  state=lambda services: made.append(services) or object(),
                  body=lambda app, state: None, opens=lambda state: False)
    app = assemble(service)
    app.screens = (shut,)
    app.open_settings()
    assert app.open_screen(shut) is False and app.route == "/settings"
    assert made == [app.services]  # made once, from the session's services
    app.follow("/shut")  # an address that cannot open shows Home
    assert app.route == "/" and len(made) == 1


def test_a_state_is_made_once_a_session(service):
    made = []
    row = Screen(route="/counted", address="/counted", title="About Scorepad",
                 state=lambda services: made.append(services) or object(),
                 body=lambda app, state: None)
    app = assemble(service)
    app.screens = (row,)
    assert app.open_screen(row) and app.open_screen(row) and app.route == "/counted"
    assert app.state_of(row) is app.state_of(row) and len(made) == 1
    other = assemble(service)
    assert other.state_of(row) is not app.state_of(row) and len(made) == 2


# ---- the start stays light -----------------------------------------------------------------

def _lazy_modules(fn) -> set[str]:
    """The modules of the app a row's function imports when it runs (inside it)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    return {node.module for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module.startswith("scorepad.")}


PROGRAM = textwrap.dedent("""
    import json, sys
    from scorepad.assemble import assemble
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store
    from scorepad.ui.home import HomeScreen
    from tests.scorepad.controls import render, shown_texts
    app = assemble(GameService(open_store("sqlite://")))
    app.load_home()
    shown_texts(render(HomeScreen, app))
    before = sorted(sys.modules)
    row = app.screens[int(sys.argv[1])]
    assert app.open_screen(row)
    shown_texts(render(row.body, app, app.state_of(row)))
    print(json.dumps({"before": before, "after": sorted(sys.modules)}))
""")


@pytest.mark.parametrize("index", range(len(SCREENS)), ids=[r.route for r in SCREENS])
def test_no_row_is_loaded_before_its_screen_is_opened(index):
    row = SCREENS[index]
    lazy = _lazy_modules(row.state) | _lazy_modules(row.body)
    assert lazy, "a row names its state and its drawing where they are made"
    done = subprocess.run([sys.executable, "-c", PROGRAM, str(index)], capture_output=True,
                          text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert not lazy & set(loaded["before"]), "loaded with Home already"
    assert lazy <= set(loaded["after"])  # the check can fail: opened, they are there
