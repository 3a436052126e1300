"""The judge in the session's language, and the link from its explanation to the rule it rests
on (issue 13): a whist trick judged on a German phone, then the link opens the Rules screen at
that rule's section.

What the screen should say is worked out by the app's own state in the same language
(`speaking("de")`, the real catalogs), never written here.
"""

from __future__ import annotations

import pytest

from scorepad.state.judge import JudgeState
from scorepad.words import speaking

from .conftest import open_driver
from .phone import SMALL, on_screen

pytestmark = pytest.mark.browser

CARDS = (("H", "A"), ("S", "2"))  # 2 players, no trump: AH wins, it is the highest heart


def _expected(lang: str) -> JudgeState:
    js = JudgeState()
    js.choose_game("nomination-whist")
    js.set_players(2)
    js.set_trump(None)
    js.set_leader(0)
    for suit, rank in CARDS:
        js.pick_colour(suit)
        js.pick_value(rank)
    return js


@pytest.mark.parametrize("lang,locale", [("de", "de-DE"), ("en", "en-GB")])
def test_a_judged_trick_speaks_the_language_and_links_to_its_rule(browser, app_server, request,
                                                                 lang, locale):
    js = _expected(lang)
    with speaking(lang):
        title, head, why = js.table.title, f"{js.table.seat_name(0)}", js.explanation
    assert js.trick.rule, "the whist trick's explanation rests on a rule"
    with open_driver(browser, app_server, request, "home-new-game", tab=lang, locale=locale,
                     viewport=SMALL) as app:
        app.tap("home-judge")
        app.wait_text(title)
        app.tap("judge-game-nomination-whist")
        app.tap("judge-players-2")
        app.tap("judge-trump-none")
        app.tap("judge-leader-0")
        for suit, rank in CARDS:
            app.tap(f"judge-suit-{suit}")
            app.tap(f"judge-rank-{rank}")
        app.wait_text(why, identifier="judge-result")
        assert head in app.text("judge-result")
        app.screenshot(f"judge-words-{lang}")
        app.tap("judge-rule-link")
        section = f"rules-{js.trick.rule}"
        app.wait_for(section)
        app.settle()
        assert on_screen(app, section), f"{section} is not scrolled into view"
        app.screenshot(f"judge-rule-link-{lang}")
