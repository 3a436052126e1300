"""About (scorepad/ui/about.py), reached from Settings: the version, each game opening its
rule sheet, where the rules are; in every language, with nothing of the machine shown."""

from __future__ import annotations

import pytest

from rules.registry import GAMES
from scorepad.assemble import assemble
from scorepad.screens import ABOUT
from scorepad.services.games.service import GameService
from scorepad.state.about import AboutState, GameAbout
from scorepad.store.db import open_store
from scorepad.ui.about import AboutScreen, game_words, version_words
from scorepad.words import LANGUAGES, speaking
from tests.scorepad.controls import drawn, render, shown_texts


@pytest.fixture
def app(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    yield assemble(GameService(store))
    store.close()


def _found(tree, ident: str):
    [found] = [c for c in drawn(tree) if getattr(c, "identifier", None) == ident]
    return found


def _about(app) -> AboutState:
    assert app.open_screen(ABOUT)
    return app.state_of(ABOUT)


def test_settings_opens_about(app, phone_page):
    from scorepad.ui.settings import SettingsScreen

    app.open_settings()
    tree = render(SettingsScreen, app, None, None)
    _found(tree, "settings-about").content.on_click()
    assert app.route == ABOUT.route


def test_each_game_opens_its_rule_sheet(app):
    about = _about(app)
    tree = render(AboutScreen, app, about)
    shown = {getattr(c, "identifier", None) for c in drawn(tree)}
    assert {f"about-rules-{game}" for game in GAMES} | {"about-version", "about-games",
                                                          "about-rules-help"} <= shown
    _found(tree, "about-rules-shedding").content.on_click()
    assert app.route == "/rules/shedding"
    app.back()
    assert app.route == ABOUT.route


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_of_the_machine_is_shown(app, tmp_path, lang):
    about = _about(app)
    with speaking(lang):
        texts = shown_texts(render(AboutScreen, app, about))
    assert about.version in " ".join(texts)
    for text in texts:
        assert str(tmp_path) not in text and "/" not in text and "\\" not in text, text
        assert "{" not in text, text


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_english_left(lang):
    cases = [AboutState(version="1.2.3"), AboutState(version=None)]
    games = [GameAbout("sixth-sense", 2, 6, True, True), GameAbout("shedding", 3, 4, False, True)]
    with speaking("en"):
        english = [version_words(a) for a in cases] + [w for g in games for w in game_words(g)]
    with speaking(lang):
        theirs = [version_words(a) for a in cases] + [w for g in games for w in game_words(g)]
    assert len(set(theirs)) == len(theirs)
    assert all(a != b for a, b in zip(english, theirs)), (lang, theirs)


def test_a_copy_with_no_version_says_so():
    with speaking("de"):
        said = version_words(AboutState(version=None))
    assert said == "Diese Kopie nennt ihre Version nicht."
