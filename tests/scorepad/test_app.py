"""scorepad/app.py: its command line (`python -m scorepad.app`): what it cannot start with is one
line, never a traceback (its settings' catch names what can really happen; the outermost one
is the process's edge); and the choices the site's page hands over with the start (issue 37)
are taken before Home is drawn, so nothing on Home moves or is drawn anew under a finger."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scorepad import words
from scorepad.app import first_choices
from scorepad.assemble import assemble
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store


@pytest.mark.parametrize("data_dir", ["~no-such-user-of-scorepad/games", "{file}"])
def test_a_data_folder_that_cannot_be_used_is_one_line(data_dir, tmp_path, capsys, monkeypatch):
    from scorepad import app

    monkeypatch.delenv("SCOREPAD_DATA_DIR", raising=False)
    monkeypatch.delenv("SCOREPAD_DATABASE_URL", raising=False)
    a_file = tmp_path / "a file"
    a_file.write_text("not a folder")
    assert app._cli(["--data-dir", data_dir.format(file=a_file)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scorepad: ") and err.count("\n") == 1 and "Traceback" not in err


@pytest.fixture
def state():
    app = assemble(GameService(open_store("sqlite://")))
    yield app
    words.use("en")


def test_a_refused_storage_not_yet_told_puts_the_note_on_the_first_home(state):
    page = SimpleNamespace(theme_mode=None)
    first_choices(page, state, {"scorepad.storage": "refused", "scorepad.language": "nl",
                                "scorepad.theme": "dark"})
    assert state.storage_note is True
    assert state.settings.keeping == "refused"
    assert state.language == "nl" and state.theme == "dark"
    assert page.theme_mode is not None


@pytest.mark.parametrize("choices", [
    {"scorepad.storage": "refused", "scorepad.storage_told": True},
    {"scorepad.storage": "kept"},
    {"scorepad.storage": "installed"},
    {},
])
def test_no_note_when_told_kept_installed_or_not_known(state, choices):
    first_choices(SimpleNamespace(theme_mode=None), state, choices)
    assert state.storage_note is False


def test_odd_values_change_nothing(state):
    page = SimpleNamespace(theme_mode="as it was")
    first_choices(page, state, {"scorepad.language": "xx", "scorepad.theme": 3,
                                "scorepad.storage": ["refused"]})
    assert state.language == "en" and state.theme == "system"
    assert page.theme_mode == "as it was" and state.storage_note is False
