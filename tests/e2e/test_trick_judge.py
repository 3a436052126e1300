"""The rule sheets' two worked tricks, judged card by card in "Who won the trick?".

Worked out from RULES.md (Game A), 4 players, blue trump, Player 1 leads:
- blue 10, red 4, green 1, yellow 1: one counting 4, so the lowest wins, read from the bottom
  tier: the other colours (red 4, green 1, yellow 1) before the requested/trump blue; the two
  1s tie and the one played last wins: yellow 1, Player 4. After three cards the green 1
  (Player 3) is winning.
- yellow 3, red 11, yellow 5, blue 2: no 4, so the highest trump wins: blue 2, Player 4. After
  three cards no trump has come: the highest requested yellow, the 5 (Player 3), is winning.

Then (once, on a 360x640 phone) a house rule the table sets in the judge itself: 2 players,
purple out, red trump, Player 1 leads the blue 3 and Player 2 blocks it with the green 0: no
card is left, a void trick. The rule sheet: Player 1 leads again; with the house rule "the
other player leads" (chosen on the judge screen while the trick is entered) Player 2 does, and
the explanation names the house rule (the words worked out by the app's own state).
"""

from __future__ import annotations

import pytest

from scorepad.state.judge import JudgeState

from .conftest import PHONES, open_driver

pytestmark = pytest.mark.browser

EXAMPLES = {
    "reversal": (["blue 10", "red 4", "green 1", "yellow 1"], "Player 3", "Player 4", "yellow 1"),
    "trump": (["yellow 3", "red 11", "yellow 5", "blue 2"], "Player 3", "Player 4", "blue 2"),
}


@pytest.mark.parametrize("example", list(EXAMPLES))
def test_the_rule_sheet_example_trick_is_judged_as_the_sheet_says(browser, app_server, request,
                                                                  example):
    with open_driver(browser, app_server, request, "home-new-game",
                     viewport=PHONES["360x640"]) as app:
        judge_the_example(app, example)
        if example == "reversal":
            a_house_rule_changes_the_answer(app)


def judge_the_example(app, example: str) -> None:
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


def _void_trick(js: JudgeState) -> None:
    js.set_players(2)
    js.set_removed("purple")
    js.set_trump("red")
    js.set_leader(0)
    for colour, value in (("blue", 3), ("green", 0)):
        js.pick_colour(colour)
        js.pick_value(value)
    js.answer_zero(0)


def a_house_rule_changes_the_answer(app) -> None:
    js = JudgeState()
    _void_trick(js)
    sheet = js.explanation  # the rule sheet's: the same player leads again
    js.set_house("void_leader", "other")
    house = js.explanation  # the house rule's: the other player leads, and it says so
    assert sheet != house and js.error is None
    app.tap("judge-players-2")
    app.tap("judge-removed-purple")
    app.tap("judge-trump-red")
    app.tap("judge-leader-0")
    assert "rule sheet" in app.text("judge-house")  # the rule sheet's, said so
    app.tap("judge-colour-blue")
    app.tap("judge-value-3")
    app.tap("judge-colour-green")
    app.tap("judge-value-0")
    app.tap("judge-zero-block-0")
    app.wait_text(sheet, identifier="judge-result")
    # the table plays the other reading: set it while the trick is on the screen
    app.tap("judge-house-toggle")
    app.wait_for("judge-house-void-leader-other")
    app.screenshot("judge-house-rules-open")
    app.tap("judge-house-void-leader-other")
    app.wait_text(house, identifier="judge-result")
    assert "Player 2" in app.text("judge-result")
    assert "House rule:" in app.text("judge-house")
    app.tap("judge-house-toggle")  # closed again: the line says the rule in force
    app.wait_text(house, identifier="judge-result")
    app.screenshot("judge-house-rule-line")
    app.scroll_to(app.el("judge-result").first)
    app.screenshot("judge-house-rule-result")
