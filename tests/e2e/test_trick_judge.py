"""The rule sheets' two worked tricks, judged card by card in "Who won the trick?".

Worked out from RULES.md (Game A), 4 players, blue trump, Player 1 leads:
- blue 10, red 4, green 1, yellow 1: one counting 4, so the lowest wins, read from the bottom
  tier: the other colours (red 4, green 1, yellow 1) before the requested/trump blue; the two
  1s tie and the one played last wins: yellow 1, Player 4. After three cards the green 1
  (Player 3) is winning.
- yellow 3, red 11, yellow 5, blue 2: no 4, so the highest trump wins: blue 2, Player 4. After
  three cards no trump has come: the highest requested yellow, the 5 (Player 3), is winning.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

EXAMPLES = {
    "reversal": (["blue 10", "red 4", "green 1", "yellow 1"], "Player 3", "Player 4", "yellow 1"),
    "trump": (["yellow 3", "red 11", "yellow 5", "blue 2"], "Player 3", "Player 4", "blue 2"),
}


@pytest.mark.parametrize("example", list(EXAMPLES))
def test_the_rule_sheet_example_trick_is_judged_as_the_sheet_says(app, example):
    cards, winning_after_three, winner, winning_card = EXAMPLES[example]
    app.tap("home-judge")
    app.wait_for("judge-players-4")
    app.tap("judge-players-4")
    app.tap("judge-trump-blue")
    app.tap("judge-leader-0")
    app.screenshot("judge-set-up")
    for i, card in enumerate(cards):
        colour, value = card.split()
        app.tap(f"judge-colour-{colour}")
        app.tap(f"judge-value-{value}")
        app.wait_text(card, identifier=f"judge-play-{i}")
        if i == 2:
            app.wait_text(winning_after_three, identifier="judge-status")
            app.screenshot("judge-three-cards")
    app.wait_for("judge-result")
    app.wait_text(winner, identifier="judge-result")
    result = app.text("judge-result")
    assert winning_card in result or winning_card in app.text("judge-status"), (
        f"the result does not name the winning card {winning_card!r}: {result!r}")
    for loser in ("Player 1", "Player 2"):
        assert f"{loser} wins" not in result, result
    app.screenshot("judge-result")
