"""Typing into the app's text fields as a person does (issue 9, items 1 and 2).

A person taps a field and types one key at a time (a keyboard, or a phone's soft keyboard);
`fill()` pastes the whole text in one event and hid a field that kept only the last letter.
Every test here types with `app.type_into` (tap, select-all + delete with keys, then
`keyboard.type` with a delay) and checks what was stored, not only what is shown. Only
`test_a_pasted_name_is_seated_too` pastes, because it checks pasting.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

from .flows import newest_game, store_rounds

pytestmark = pytest.mark.browser


def seat_names(app, count: int) -> list[str]:
    return [app.text(f"newgame-seat-{s}").strip() for s in range(count)]


def stored_options(app, game_id: str) -> dict:
    return json.loads(store_rounds(app.server.database(), game_id)["options"])


def type_names(app, names: list[str]) -> None:
    for seat, name in enumerate(names):
        app.type_into("newgame-name", name, submit=True)
        app.wait_text(name, identifier=f"newgame-seat-{seat}")


def test_a_typed_name_keeps_every_letter(app):
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    app.type_into("newgame-name", "Dia")
    # the field shows what was typed, before Enter
    assert app.field_value("newgame-name") == "Dia"
    app.screenshot("typed-dia")
    app.press("Enter")
    app.wait_for("newgame-seat-0")
    assert seat_names(app, 1) == ["Dia"]
    # the next name goes into an empty field, typed as well
    app.type_into("newgame-name", "Bob Lee", submit=True)
    app.wait_for("newgame-seat-1")
    assert seat_names(app, 2) == ["Dia", "Bob Lee"]
    app.tap("newgame-removed-blue")  # 2 players: a colour comes out of the deck
    app.screenshot("two-seated")
    app.tap("newgame-start")
    app.wait_for("round-title")
    game = store_rounds(app.server.database(), newest_game(app.server.database()))
    assert game["players"] == ["Dia", "Bob Lee"]
    assert json.loads(game["options"])["removed"] == "blue"


def test_the_typed_target_is_the_target_used(app):
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    type_names(app, ["Ann", "Bob", "Cy"])
    app.tap("newgame-ending-target")
    app.wait_for("newgame-target")
    app.type_into("newgame-target", "15")  # select, delete, type: replaces the 100
    assert app.field_value("newgame-target") == "15"
    app.screenshot("target-15")
    app.tap("newgame-dealer-0")
    app.tap("newgame-start")
    app.wait_for("round-title")
    assert stored_options(app, newest_game(app.server.database()))["target"] == 15
    app.wait_text("15", identifier="round-title")


def test_a_backspace_corrects_a_typed_name(app):
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    app.type_into("newgame-name", "Annx")
    app.page.keyboard.press("Backspace")
    assert app.field_value("newgame-name") == "Ann"
    app.press("Enter")
    app.wait_for("newgame-seat-0")
    assert seat_names(app, 1) == ["Ann"]


def test_the_shedding_numbers_are_typed(app):
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    app.tap("newgame-game-shedding")
    type_names(app, ["Ann", "Bob"])
    app.type_into("newgame-shed-games", "12")
    assert app.field_value("newgame-shed-games") == "12"
    app.tap("newgame-mode-last-man-standing")
    app.wait_for("newgame-shed-target")
    app.type_into("newgame-shed-target", "250")
    assert app.field_value("newgame-shed-target") == "250"
    app.screenshot("shed-target")
    app.tap("newgame-dealer-0")
    app.tap("newgame-start")
    app.wait_for("round-title")
    options = stored_options(app, newest_game(app.server.database()))
    assert options["mode"] == "last-man-standing" and options["target"] == 250


def test_a_pasted_name_is_seated_too(app):
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    app.paste_into("newgame-name", "Paste Person")
    app.press("Enter")
    app.wait_for("newgame-seat-0")
    assert seat_names(app, 1) == ["Paste Person"]
