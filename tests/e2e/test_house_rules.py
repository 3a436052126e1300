"""House rules chosen in New game, stored with the game and applied (issue 14), typed and tapped
as a person on both small phones.

Worked out from RULES.md: 3 players, Ann deals, Bob leads; red trump. Ann's 6/9 card met at 9
tricks, Bob 2 with 2, Cy 3 with 2 (13 tricks). Standard scoring: Ann 9 (the card read as 9),
Bob 2, Cy -1 (1 off). Under the house rule "the number on the card": Ann 6.
"""

from __future__ import annotations

import json

import pytest

from .flows import newest_game, store_rounds, wait_number
from .phone import new_game

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cy"]
CALLS = {1: (2, 2), 2: (3, 2), 0: (6, 9)}  # seat: (prediction, tricks), in order from Bob


def play_round(app, ann_points: int) -> None:
    for seat in (1, 2, 0):
        app.tap(f"round-prediction-{seat}-{CALLS[seat][0]}")
    app.tap("round-trump-red")
    for seat in (1, 2):
        app.tap(f"round-tricks-{seat}-{CALLS[seat][1]}")
    wait_number(app, "round-seat-0-tricks", 9)  # the last count fills itself in
    for seat, points in enumerate((ann_points, 2, -1)):
        wait_number(app, f"round-points-{seat}", points)
    app.tap("round-points-0")  # why these points?
    app.wait_for("round-why-0")


def options_of(app, game_id: str) -> dict:
    raw = store_rounds(app.server.database(), game_id)["options"]
    return json.loads(raw) if isinstance(raw, str) else raw


def test_a_6_9_card_met_at_nine_scored_both_ways(phone_app):
    app = phone_app
    new_game(app, "sixth-sense", NAMES, dealer=0,
             options=lambda a: (a.tap("newgame-house-six-at-nine-6"), a.screenshot("new-game")))
    house = newest_game(app.server.database())
    assert options_of(app, house)["six_at_nine"] == 6
    app.wait_text("House rule: a 6/9 prediction met with 9 tricks scores 6",
                  identifier="round-title")
    play_round(app, 6)
    why = app.text("round-why-0")
    assert "house rule" in why and "so 6" in why, why
    app.screenshot("house-rule-6")
    app.tap("round-confirm")
    app.wait_text("Round 2", identifier="round-title")
    assert store_rounds(app.server.database(), house)["rounds"][0]["points"] == [6, 2, -1]

    app.tap("app-home")
    # New game keeps the last game's options (shown in its summary): choose 9 again
    new_game(app, "sixth-sense", NAMES, dealer=0,
             options=lambda a: a.tap("newgame-house-six-at-nine-9"))
    plain = newest_game(app.server.database())
    assert plain != house and options_of(app, plain)["six_at_nine"] == 9
    assert "House rule" not in app.text("round-title")
    play_round(app, 9)
    why = app.text("round-why-0")
    assert "house rule" not in why and "so 9" in why, why
    app.screenshot("default-9")
    app.tap("round-confirm")
    app.wait_text("Round 2", identifier="round-title")
    assert store_rounds(app.server.database(), plain)["rounds"][0]["points"] == [9, 2, -1]


def test_whist_house_rules_are_chosen_and_stored(phone_app):
    app = phone_app

    def options(a):
        a.tap("newgame-house-hook")
        a.tap("newgame-house-zero-streak")
        a.screenshot("whist-house-rules")

    new_game(app, "nomination-whist", NAMES, dealer=0, options=options)
    game = newest_game(app.server.database())
    stored = options_of(app, game)
    assert (stored["hook"], stored["zero_streak"]) == (False, False)
    app.wait_text("no hook", identifier="round-title")
    # Ann deals 7: Bob 3, Cy 2 -- without the hook Ann may bid 2 (3 + 2 + 2 = 7)
    app.tap("round-bid-1-3")
    app.tap("round-bid-2-2")
    app.tap("round-bid-0-2")
    wait_number(app, "round-seat-0-prediction", 2)  # taken: the hook does not forbid it
    assert not app.exists("app-error")
    app.screenshot("whist-bids-add-up")


def test_the_judges_house_rules_are_chosen_and_the_judge_follows_them(phone_app):
    """2 players, purple out, Ann deals so Bob leads; house rules: after a void trick the other
    player leads, one block per round. Bob leads blue 5, Ann blocks it with green 0: void,
    and Ann (the other player) leads the next trick, as the explanation says."""
    app = phone_app

    def options(a):
        a.tap("newgame-removed-purple")
        a.tap("newgame-house-void-leader-other")
        a.tap("newgame-house-block-limit-round")
        a.screenshot("judge-house-rules")

    new_game(app, "sixth-sense", ["Ann", "Bob"], dealer=0, options=options)
    game = newest_game(app.server.database())
    stored = options_of(app, game)
    assert (stored["void_leader"], stored["peek"], stored["block_limit"]) == \
        ("other", "led", "round")
    app.wait_text("after a void trick the other player leads", identifier="round-title")
    app.tap("round-judge")
    app.tap("judge-trump-red")
    app.wait_text("trump red", identifier="judge-context")
    app.tap("judge-colour-blue")
    app.tap("judge-value-5")
    app.tap("judge-colour-green")
    app.tap("judge-value-0")
    app.tap("judge-zero-block-0")
    app.wait_text("house rule", identifier="judge-result")
    said = app.text("judge-result")
    assert "Ann leads the next trick" in said, said
    assert "Void trick: nobody wins it; Ann leads the next trick." in said, said
    app.screenshot("judge-void-other-leads")
    app.tap("judge-next-trick")
    # Ann leads now: her card is the first of the trick, and she is winning so far
    app.tap("judge-colour-yellow")
    app.tap("judge-value-7")
    app.wait_text("So far Ann is winning")
    app.wait_text("Card 2: Bob's")  # Bob plays second: Ann led
    app.screenshot("judge-other-player-led")
