"""The Settings screen's state (issue 29): opened from Home and by its address, the theme and
the language chosen there, where the games are kept, and a backup put back; on a shared table
putting one back needs the PIN, and bad input changes nothing."""

from __future__ import annotations

import pytest

from scorepad.assemble import assemble
from scorepad.services.access.control import AccessControl
from scorepad.services.storage.where import Kept
from scorepad.state.access import ShareInfo
from scorepad.state.settings import SettingsState
from scorepad.store.backup import make_backup
from scorepad.config import sqlite_path

PIN = "4321"


def _backup_of(service) -> None:
    make_backup(sqlite_path(str(service.store.engine.url)), now=lambda: 1_800_000_000)


def test_settings_open_with_the_device_store_and_its_backups(service):
    first = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"]).id
    _backup_of(service)
    service.start_game(game="sixth-sense", players=["Ann", "Bob", "Di"])
    app = assemble(service)
    app.open_settings()
    assert app.route == "/settings" and app.url == "/settings"
    assert app.settings.kept == Kept("file", usual=False) and not app.settings.at_risk
    assert [b.games for b in app.backups.backups] == [1]
    app.restore_backup("../scorepad.sqlite")  # no such backup: one sentence, nothing changed
    assert app.backups.error and service.count_games() == 2
    app.restore_backup(app.backups.backups[0].name)
    assert app.backups.done and service.count_games() == 1
    assert [g.id for g in app.resumable] == [first]  # Home reads the games again
    app.back()
    assert app.route == "/"


def test_the_address_opens_settings(service):
    app = assemble(service)
    app.follow("/settings")
    assert app.route == "/settings" and app.backups.available and app.error is None


def test_export_and_import_no_longer_loads_the_backups(service):
    service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"])
    _backup_of(service)
    app = assemble(service)
    app.open_exchange()
    assert app.route == "/exchange" and app.backups.backups == ()  # not read
    app.open_settings()
    assert len(app.backups.backups) == 1  # read when Settings opens


@pytest.mark.parametrize("name", ["light", "dark", "system"])
def test_a_theme_is_chosen(service, name):
    app = assemble(service)
    assert app.set_theme(name) and app.theme == name


@pytest.mark.parametrize("name", ["", "Dark", "blue", None, "system "])
def test_an_unknown_theme_changes_nothing(service, name):
    app = assemble(service)
    app.set_theme("dark")
    assert not app.set_theme(name) and app.theme == "dark"


def test_the_browsers_answer(tmp_path):
    settings = SettingsState(Kept("browser"))
    assert settings.at_risk  # not known: the advice is given
    for answer, risk in (("kept", False), ("installed", False), ("refused", True)):
        settings.browser_answered(answer)
        assert settings.keeping == answer and settings.at_risk is risk
    for junk in (None, "", "KEPT", 1, ["kept"], {"a": 1}):
        settings.browser_answered(junk)
        assert settings.keeping is None and settings.at_risk
    computer = SettingsState(Kept("file", usual=True))
    computer.browser_answered("refused")
    assert not computer.at_risk  # a computer's file is no browser's to clear
    unknown = SettingsState(located=False)
    unknown.locate(None)
    assert unknown.located and unknown.kept is None


def test_on_a_shared_table_putting_a_backup_back_needs_the_pin(service):
    service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"])
    _backup_of(service)
    service.start_game(game="sixth-sense", players=["Ann", "Bob", "Di"])
    share = ShareInfo(urls=("http://192.0.2.1:8550/",), control=AccessControl(PIN))
    app = assemble(service, share)
    assert app.settings.kept == Kept("file", usual=False)  # the computer's store, in words
    app.open_settings()
    assert app.backups.available and len(app.backups.backups) == 1  # listed to a viewer
    name = app.backups.backups[0].name
    app.restore_backup(name)
    assert app.access.prompt_open and app.backups.error and not app.backups.done
    assert service.count_games() == 2  # nothing changed
    app.access.set_pin_text(PIN)
    assert app.access.unlock()
    app.restore_backup(name)
    assert app.backups.done == name and service.count_games() == 1
