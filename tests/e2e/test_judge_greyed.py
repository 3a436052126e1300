"""A greyed card of the judge says why (issue 38, item 6), on a 360 x 640 phone in Chromium: a
6th Sense round of 3 players judged trick after trick; in the second trick, blue's value chips
of the first trick's cards are greyed and say they were played in an earlier trick (on screen
under the chips, and in each chip's label), and the card already in this trick says so too.
Screenshot: tests/artifacts/test_judge_greyed-*/."""

from __future__ import annotations

import pytest

from .conftest import PHONES, open_driver

pytestmark = pytest.mark.browser


def test_a_greyed_card_says_why(browser, app_server, request):
    with open_driver(browser, app_server, request, ready="home-new-game",
                     viewport=PHONES["360x640"]) as app:
        app.tap("home-judge")
        app.tap("judge-game-sixth-sense")
        app.tap("judge-players-3")
        app.tap("judge-trump-red")
        app.tap("judge-leader-0")
        for value in (5, 7, 3):
            app.tap("judge-colour-blue")
            app.tap(f"judge-value-{value}")
        app.wait_for("judge-result")
        app.tap("judge-next-trick")
        app.tap("judge-colour-blue")
        app.tap("judge-value-8")
        app.tap("judge-colour-blue")
        app.wait_for("judge-greyed")
        said = app.text("judge-greyed")
        assert ("Greyed out, already played in earlier tricks of this round: 3, 5 and 7."
                in said), said
        assert "Greyed out, already in this trick: 8." in said, said
        assert "blue 5, already played in an earlier trick" in app.text("judge-value-5")
        assert "blue 8, already in this trick" in app.text("judge-value-8")
        assert "already" not in app.text("judge-value-4")
        app.scroll_to(app.el("judge-greyed").first)
        app.screenshot("greyed-cards-say-why")
