"""A round check that rests on a rule links to the rule (issue 13: `round-check-rule`).

Six players all predicting 3: the deck has only five 3s (one per colour), so the check says so
and offers the rule of the prediction cards; a tap opens that section of the Rules screen.
"""

from __future__ import annotations

import pytest

from .phone import SMALL, new_game, phone

pytestmark = pytest.mark.browser

NAMES = ["Ada", "Ben", "Cas", "Dot", "Eli", "Fay"]


def test_a_round_check_links_to_the_rule_it_rests_on(browser, app_server, request):
    with phone(browser, app_server, request, SMALL) as app:
        new_game(app, "sixth-sense", NAMES)
        for i in range(6):
            seat = (1 + i) % 6  # Ada deals, Ben leads
            app.tap(f"round-prediction-{seat}-3")
        app.wait_for("round-check-rule")
        check = app.text("round-check")
        assert "predicted 3" in check and "only 5" in check, check
        app.screenshot("check-with-rule")
        app.tap("round-check-rule")
        app.wait_for("rules-sixth-sense-prediction")
        app.screenshot("rule-opened")
        app.tap("app-back")
        app.wait_for("round-title")  # back at the round, the entry kept
        app.wait_for("round-check-rule")
