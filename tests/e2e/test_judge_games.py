"""The judge for every game (issue 14): a whist trick, a shedding play with Challenge mode, on
both small phones; typed and tapped as a person.

Worked out from RULES.md:
- Whist, 3 players, spades trump, Player 1 leads the queen of hearts, Player 2 the ace of
  hearts (so far the highest heart: Player 2 is winning), Player 3 the 2 of spades: a trump
  beats every heart, so Player 3 wins.
- Shedding: the blue 8 hexagon on the red 7 hexagon: a different colour, an adjacent number: it
  may go. In Challenge mode the symbol must differ too: both are hexagons, so it may not. The
  blue 8 pentagram may, in either mode.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def open_judge(app, game: str) -> None:
    app.tap("home-judge")
    app.wait_for(f"judge-game-{game}")
    app.tap(f"judge-game-{game}")


def test_a_whist_trick_is_judged_card_by_card(phone_app):
    app = phone_app
    open_judge(app, "nomination-whist")
    app.wait_for("judge-suit-S")
    assert not app.exists("judge-players-5"), "whist is played by 2 to 4"
    app.tap("judge-players-3")
    app.tap("judge-trump-S")
    app.tap("judge-leader-0")
    app.screenshot("whist-set-up")
    for i, (suit, rank) in enumerate((("H", "Q"), ("H", "A"), ("S", "2"))):
        app.tap(f"judge-suit-{suit}")
        app.tap(f"judge-rank-{rank}")
        app.wait_text(f"{rank}{suit}", identifier=f"judge-play-{i}")
        if i == 1:
            app.wait_text("Player 2 is winning", identifier="judge-status")
            app.screenshot("whist-two-cards")
    app.wait_text("Player 3 wins the trick", identifier="judge-result")
    result = app.text("judge-result")
    assert "2 of spades" in result and "trump" in result, result  # the card named in prose
    app.screenshot("whist-result")


def pick_shed(app, colour: str, number: int, symbol: str) -> None:
    app.tap(f"judge-shed-colour-{colour}")
    app.tap(f"judge-shed-number-{number}")
    app.tap(f"judge-shed-symbol-{symbol}")


def test_a_shedding_play_legal_then_illegal_with_challenge_mode(phone_app):
    app = phone_app
    open_judge(app, "shedding")
    app.wait_for("judge-shed-colour-red")
    pick_shed(app, "red", 7, "hexagon")
    pick_shed(app, "blue", 8, "hexagon")
    app.wait_text("Yes, it may go on it", identifier="judge-result")
    assert "adjacent" in app.text("judge-result")
    app.screenshot("shed-legal")
    app.tap("judge-challenge")
    app.wait_text("No, it may not go on it", identifier="judge-result")
    assert "symbol" in app.text("judge-result")
    app.screenshot("shed-challenge-illegal")
    app.tap("judge-shed-card")
    pick_shed(app, "blue", 8, "pentagram")
    app.wait_text("Yes, it may go on it", identifier="judge-result")
    app.screenshot("shed-challenge-legal")
