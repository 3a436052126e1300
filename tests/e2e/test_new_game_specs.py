"""New game drawn from the sheets' option specs (issue 12): each game's options keep their
identifiers and words, are tapped and typed as a person does, and what is stored is what was
chosen; the 2-player colour appears only with 2 players."""

from __future__ import annotations

import json

import pytest

from .flows import newest_game, store_rounds

pytestmark = pytest.mark.browser


def seat(app, names):
    for k, name in enumerate(names):
        app.type_into("newgame-name", name, submit=True)
        app.wait_text(name, identifier=f"newgame-seat-{k}")


def stored_options(app) -> dict:
    db = app.server.database()
    return json.loads(store_rounds(db, newest_game(db))["options"])


def test_each_games_options_from_its_sheet(phone_app):
    app = phone_app
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    seat(app, ["Ann", "Bob"])
    # 6th Sense, 2 players: the colour taken out is asked for, painted chips
    for ident in ("newgame-scoring-standard", "newgame-ending-rounds", "newgame-late-trump",
                  "newgame-house-six-at-nine-9", "newgame-removed-green"):
        app.wait_for(ident)
    assert not app.exists("newgame-target")
    app.wait_text("colour taken out: not chosen yet", identifier="newgame-summary")
    app.scroll_to(app.el("newgame-removed-green").first)
    app.screenshot("sixth-sense-two-players")
    app.tap("newgame-removed-green")
    app.tap("newgame-ending-target")
    app.type_into("newgame-target", "40")
    app.wait_text("to 40 points", identifier="newgame-summary")
    app.tap("newgame-house-six-at-nine-6")
    app.wait_text("house rule: a 6/9 prediction met with 9 tricks scores 6",
                  identifier="newgame-summary")
    app.tap("newgame-dealer-0")
    app.tap("newgame-start")
    app.wait_for("round-title")
    assert stored_options(app) == {"scoring": "standard", "ending": "target", "target": 40,
                                   "late_trump": False, "removed": "green", "six_at_nine": 6,
                                   # the other house rules, as the chips stood (the rulings)
                                   "void_leader": "same", "peek": "led", "block_limit": "trick"}

    # nomination whist: a switch, and the house rules under one title
    app.tap("app-home")
    app.tap("home-new-game")
    app.wait_for("newgame-game-nomination-whist")
    app.tap("newgame-game-nomination-whist")
    app.wait_for("newgame-house-hook")
    assert not app.exists("newgame-removed-green") and not app.exists("newgame-scoring-novice")
    seat(app, ["Cy", "Di", "Ed"])
    app.tap("newgame-short")
    app.tap("newgame-house-zero-streak")
    app.wait_text("house rule: no limit on zero bids in a row", identifier="newgame-summary")
    app.wait_text("short game (7 down to 1)", identifier="newgame-summary")
    app.screenshot("whist")
    app.tap("newgame-start")
    app.wait_for("round-title")
    assert stored_options(app) == {"short": True, "hook": True, "zero_streak": False}

    # shedding: the mode's number inside its section; a bad number is refused, nothing stored
    app.tap("app-home")
    app.tap("home-new-game")
    app.wait_for("newgame-game-shedding")
    app.tap("newgame-game-shedding")
    app.wait_for("newgame-shed-games")
    seat(app, ["Flo", "Gus", "Hal"])
    app.tap("newgame-mode-last-man-standing")
    app.wait_for("newgame-shed-target")
    assert not app.exists("newgame-shed-games")
    app.type_into("newgame-shed-target", "x")
    app.tap("newgame-start")
    app.wait_text("The target score must be a whole number above 0", identifier="app-error")
    before = newest_game(app.server.database())
    app.type_into("newgame-shed-target", "150")
    app.tap("newgame-challenge")
    app.wait_text("challenge on", identifier="newgame-summary")
    app.screenshot("shedding")
    app.tap("newgame-start")
    app.wait_for("round-title")
    assert newest_game(app.server.database()) != before
    assert stored_options(app) == {"mode": "last-man-standing", "games": None, "target": 150,
                                   "challenge": True}
