"""The app in the rule sheet's eight languages (issue 13), in the browser.

What a word should be in a language is read from the catalogs themselves (never written
here), and the test checks that the browser shows that word and not the English one.
"""

from __future__ import annotations

import pytest

from rules.language import LANGUAGES, catalog
from scorepad.words import APP_LOCALE

from .conftest import open_driver
from .phone import SMALL, screen_words

pytestmark = pytest.mark.browser

# A browser's language setting per language of the sheet, as phones report them.
BROWSERS = {"en": "en-GB", "nl": "nl-BE", "fr": "fr-FR", "de": "de-DE", "es": "es-ES",
            "it": "it-IT", "pt": "pt-BR", "da": "da-DK"}


def word(lang: str, english: str) -> str:
    """The app's word for `english` in `lang`, from its catalog."""
    return catalog(lang, APP_LOCALE).gettext(english)


def speaks(app, lang: str, *english: str) -> None:
    """The screen shows these words in `lang`, and (for another language) not in English."""
    app.settle()
    shown = screen_words(app)
    for text in english:
        said = word(lang, text)
        assert said in shown, f"{lang}: {said!r} (for {text!r}) is not on the screen: {shown!r}"
        if lang != "en":
            assert said != text, f"{lang} has no translation of {text!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_screen_speaks_the_browsers_language(browser, app_server, request, lang):
    with open_driver(browser, app_server, request, "home-new-game", tab=lang,
                     locale=BROWSERS[lang], viewport=SMALL) as app:
        speaks(app, lang, "New game", "Who won the trick?", "History", "Statistics")
        app.screenshot(f"home-{lang}")


def test_a_language_the_app_does_not_speak_falls_back_to_english(browser, app_server,
                                                                 request):
    with open_driver(browser, app_server, request, "home-new-game", locale="ja-JP") as app:
        speaks(app, "en", "New game", "Who won the trick?")


def test_the_switch_changes_every_screen_and_is_remembered_on_that_device(
        browser, app_server, request):
    with open_driver(browser, app_server, request, "home-new-game", locale="en-GB",
                     viewport=SMALL) as app:
        speaks(app, "en", "New game")
        app.tap("app-language")
        for code in LANGUAGES:  # every language is offered, in its own name
            app.wait_for(f"language-{code}")
        app.screenshot("languages")
        app.tap("language-de")
        speaks(app, "de", "New game", "Who won the trick?", "Players")
        app.screenshot("home-de")
        app.tap("home-history")
        app.wait_for("app-back")
        speaks(app, "de", "History")
        app.tap("app-home")
        app.tap("home-new-game")
        app.wait_for("newgame-start")
        speaks(app, "de", "New game")
        app.screenshot("new-game-de")
        app.tap("app-language")
        app.tap("language-nl")  # on any screen, at once
        speaks(app, "nl", "New game")
        app.screenshot("new-game-nl")
        # a reload of the same device keeps its choice
        app.page.reload()
        app.wait_for("app-language", timeout=30_000)
        speaks(app, "nl", "New game")
        # another device still follows its own browser
        with open_driver(browser, app_server, request, "home-new-game", tab="other",
                         locale="en-GB") as other:
            speaks(other, "en", "New game")
