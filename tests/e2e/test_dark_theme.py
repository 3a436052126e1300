"""The dark theme, screen by screen: the toggle turns a light browser's screen dark, and each screen
is photographed for a person to check contrast (docs/e2e-findings.md)."""

from __future__ import annotations

import pytest

from .flows import start_game, wait_number

pytestmark = pytest.mark.browser


def test_the_screens_in_the_dark_theme(app):
    # a light browser: the first tap shows the dark theme (issue 25, item 4)
    app.tap("app-theme-toggle")
    app.wait_text("Theme: dark", identifier="app-theme-toggle")
    app.screenshot("home-dark")
    start_game(app, ["Ann", "Bob", "Cy", "Di"], dealer=0, shot="new-game-dark")
    app.wait_text("Theme: dark", identifier="app-theme-toggle")  # kept across screens
    # Bob 4, Cy 6/9, Di 0 predicted; the keypad open on Ann's prediction
    for seat, call in ((1, 4), (2, 6), (3, 0)):
        app.tap(f"round-prediction-{seat}-{call}")
    app.screenshot("round-keypad-dark")
    app.tap("round-prediction-0-3")
    app.tap("round-trump-yellow")
    for seat, tricks in ((1, 2), (2, 8), (3, 0)):
        app.tap(f"round-tricks-{seat}-{tricks}")
    wait_number(app, "round-points-1", -2)  # Bob 4 at 2
    app.screenshot("round-entered-dark")
    app.tap("round-judge")
    app.wait_for("judge-colour-red")
    for card in ("red 5", "red 12", "yellow 0"):
        colour, value = card.split()
        app.tap(f"judge-colour-{colour}")
        app.tap(f"judge-value-{value}")
    app.tap("judge-zero-plain")
    app.tap("judge-colour-blue")
    app.tap("judge-value-6")
    app.tap("judge-six-9")
    # yellow is trump: Di's yellow 0 (played plain) is the only trump and wins; the red 12 counts
    app.wait_text("Di wins", identifier="judge-result")
    app.screenshot("judge-dark")
