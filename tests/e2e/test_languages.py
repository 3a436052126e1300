"""The app in the rule sheet's eight languages (issue 13), in the browser.

What a word should be in a language is read from the catalogs themselves (never written
here), and the test checks that the browser shows that word and not the English one.
"""

from __future__ import annotations

import pytest

from rules.language import LANGUAGES, catalog
from scorepad.words import APP_LOCALE, speaking

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
        app.open("/new", ready="newgame-start")  # a reload (the same browser, a new session)
        app.wait_text(word("nl", "New game"))
        speaks(app, "nl", "New game")
        # another device still follows its own browser
        with open_driver(browser, app_server, request, "home-new-game", tab="other",
                         locale="en-GB") as other:
            speaks(other, "en", "New game")


# A whole 6th Sense round on a small phone, in German and in Dutch: 3 players, 6 rounds of
# 13 tricks. Ann deals, so Bob leads. What the screen must say is worked out by the app's own
# words in that language (`speaking`, the real catalogs), never written here.
NAMES = ["Anke", "Bram", "Cees"]
CALLS = {1: 4, 2: 3, 0: 6}  # in bidding order, from the leader (Bram)
TRICKS = {1: 4, 2: 3, 0: 6}  # everyone meets: 4 + 3 + 6 = 13


def _said(lang: str, english: str, **params) -> str:
    from scorepad.words import tr

    with speaking(lang):
        return tr(english, **params)


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_a_full_round_and_a_judged_trick_in_german_and_dutch(browser, app_server, request,
                                                             lang):
    from .flows import newest_game, store_rounds, wait_number

    with open_driver(browser, app_server, request, "home-new-game", tab=lang,
                     locale=BROWSERS[lang], viewport=SMALL) as app:
        app.tap("home-new-game")
        app.wait_for("newgame-name")
        app.tap("newgame-game-sixth-sense")
        for seat, name in enumerate(NAMES):
            app.type_into("newgame-name", name, submit=True)
            app.wait_text(name, identifier=f"newgame-seat-{seat}")
        app.tap("newgame-dealer-0")
        speaks(app, lang, "First dealer")
        app.screenshot(f"new-game-{lang}")
        app.tap("newgame-start")
        app.wait_for("round-title")
        app.wait_text(_said(lang, "Round {number} of {total}", number=1, total=6),
                      identifier="round-title")
        for seat, call in CALLS.items():
            app.tap(f"round-prediction-{seat}-{call}")
        app.tap("round-trump-blue")
        for seat in (1, 2):
            app.tap(f"round-tricks-{seat}-{TRICKS[seat]}")
        wait_number(app, "round-seat-0-tricks", TRICKS[0])
        speaks(app, lang, "Confirm round")
        shown = screen_words(app)
        assert "seat" not in shown.lower(), shown
        app.screenshot(f"round-{lang}")
        app.tap("round-confirm")
        app.wait_text(_said(lang, "Round {number} of {total}", number=2, total=6),
                      identifier="round-title")
        app.screenshot(f"round-2-{lang}")
        stored = store_rounds(app.server.database(), newest_game(app.server.database()))
        assert [r["points"] for r in stored["rounds"]] == [[6, 4, 3]], stored

        # a disputed trick: the sheet's reversal example, judged card by card
        app.tap("app-home")
        app.tap("home-judge")
        app.wait_for("judge-players-4")
        app.tap("judge-players-4")
        app.tap("judge-trump-blue")
        app.tap("judge-leader-0")
        for card in ("blue 10", "red 4", "green 1", "yellow 1"):
            colour, value = card.split()
            app.tap(f"judge-colour-{colour}")
            app.tap(f"judge-value-{value}")
        app.wait_for("judge-result")
        app.settle()
        from rules.language import Renderer
        from rules.sixth_sense.cards import card

        result = app.text("judge-result")
        # the card in the language's own phrase (issue 23: "die gelbe 1", "de gele 1")
        yellow = Renderer(lang).nested(card("yellow 1"))
        assert "yellow" not in yellow and yellow in result, (yellow, result)
        assert " wins" not in result, f"the judge's answer is English: {result!r}"
        assert _said("en", "Player {number}", number=4) not in result, result
        assert _said(lang, "Player {number}", number=4) in result, result
        app.wait_for("judge-rule-link")
        from rules.judge_form import judge_form
        from scorepad.words import say

        sixth = judge_form("sixth-sense")
        with speaking(lang):
            card = say(sixth.said(sixth.read_card("yellow 1")))
        assert card != "yellow 1" and card in app.text("judge-play-3"), app.text("judge-play-3")
        app.screenshot(f"judge-{lang}")


# Everything painted must stay inside a 360 px wide phone, in every language (German and Dutch
# words are long): no control's box may reach past the screen's edges. A horizontally
# scrolling table is the one thing allowed to be wider (its own scroll shows the rest).
OVERFLOWING = """() => {
    const width = window.innerWidth;
    const scrollers = [...document.querySelectorAll('flt-semantics-host [style*="overflow"]')]
        .filter(e => e.scrollWidth > e.clientWidth + 1);
    const out = [];
    for (const e of document.querySelectorAll('flt-semantics-host flt-semantics')) {
        if (scrollers.some(s => s !== e && s.contains(e))) continue;
        const r = e.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < -1 || r.right > width + 1) {
            out.push((e.getAttribute('flt-semantics-identifier') || '') + ' '
                     + (e.getAttribute('aria-label') || e.innerText || '').slice(0, 60)
                     + ` [${Math.round(r.left)}..${Math.round(r.right)}]`);
        }
    }
    return out;
}"""


def nothing_overflows(app, where: str) -> None:
    app.settle()
    wide = app.page.evaluate(OVERFLOWING)
    assert not wide, f"{where}: painted past the screen's edge at 360 px: {wide}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_long_words_fit_a_small_phone(browser, app_server, request, lang):
    from .phone import new_game

    with open_driver(browser, app_server, request, "home-new-game", tab=lang,
                     locale=BROWSERS[lang], viewport=SMALL) as app:
        nothing_overflows(app, f"{lang} home")
        app.tap("app-language")
        nothing_overflows(app, f"{lang} languages")
        app.tap("app-language")
        app.tap("home-new-game")
        app.wait_for("newgame-start")
        nothing_overflows(app, f"{lang} new game")
        app.tap("app-home")
        new_game(app, "sixth-sense", ["Wilhelmina", "Bartholomeus", "Christiaan"])
        nothing_overflows(app, f"{lang} round")
        app.screenshot(f"round-{lang}")
        app.tap("app-home")
        app.tap("home-judge")
        app.wait_for("judge-players-4")
        nothing_overflows(app, f"{lang} judge")
        app.tap("app-home")
        app.tap("home-rules")
        app.tap("rules-sixth-sense")
        app.wait_for("rules-sixth-sense-reversal")
        nothing_overflows(app, f"{lang} rules")
        app.tap("app-home")
        app.tap("home-stats")
        app.wait_for("app-back")
        nothing_overflows(app, f"{lang} statistics")
        app.screenshot(f"stats-{lang}")
