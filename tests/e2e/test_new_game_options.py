"""New game at the phone sizes of the field test (issue 9): options kept from the last game are
shown next to Start (item 6), labels wrap instead of being cut (item 13), a game's options and
date show on Home and History in one format (item 15), an over-long name is refused as it is
typed and similar names stay told apart (item 16).

Item 6, decided: the form keeps the last game's options (a table usually plays the same way
again) and shows every option, on or off, in `newgame-summary` right above Start, with
`newgame-defaults` to put them back. Nothing chosen is out of sight when Start is tapped.
"""

from __future__ import annotations

import json
import re

import pytest

from scorepad.names import NAME_MAX

from .flows import newest_game, store_rounds, stored_players

pytestmark = pytest.mark.browser

LONG_A = "Wilhelmina Kowalczak"
LONG_B = "Wilhelmina Kowalczyk"


def seat(app, names: list[str]) -> None:
    for k, name in enumerate(names):
        app.type_into("newgame-name", name, submit=True)
        app.wait_text(name, identifier=f"newgame-seat-{k}")


def summary(app) -> str:
    return " ".join(app.text("newgame-summary").split())


def options_of(app, game_id: str) -> dict:
    return json.loads(store_rounds(app.server.database(), game_id)["options"])


def test_last_options_are_shown_next_to_start_and_can_be_reset(phone_app):
    app = phone_app
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    seat(app, ["Ann", "Bob", "Cy"])
    app.tap("newgame-scoring-novice")
    app.tap("newgame-ending-target")
    app.type_into("newgame-target", "15")
    app.wait_text("to 15 points", identifier="newgame-summary")
    app.tap("newgame-dealer-0")
    app.tap("newgame-start")
    app.wait_for("round-title")
    first = newest_game(app.server.database())
    assert options_of(app, first)["scoring"] == "novice" and options_of(app, first)["target"] == 15

    # a new game: the options of the last one are kept, and said next to Start
    app.tap("app-home")
    app.tap("home-new-game")
    app.wait_for("newgame-summary")
    seat(app, ["Di", "Ed", "Flo"])
    said = summary(app)
    assert "novice scoring (no trump)" in said and "to 15 points" in said, said
    assert "3 players: Di, Ed, Flo" in said and "first dealer drawn at random" in said, said
    app.scroll_to(app.el("newgame-start").first)
    box, start = (app.el(i).first.bounding_box() for i in ("newgame-summary", "newgame-start"))
    gap = start["y"] - (box["y"] + box["height"])
    assert 0 <= gap <= 100, f"the summary is {gap:.0f} px from Start"
    view = app.page.viewport_size
    assert box["y"] >= 0 and start["y"] + start["height"] <= view["height"] + 1, \
        "the summary and Start are not on the screen together"
    app.screenshot("summary-kept-options")

    # back to the defaults, seen in the summary and in what is stored
    app.tap("newgame-defaults")
    app.wait_text("standard scoring", identifier="newgame-summary")
    said = summary(app)
    assert "ends after the table's rounds" in said and "novice" not in said, said
    assert not app.exists("newgame-defaults")
    app.screenshot("summary-defaults")
    app.tap("newgame-start")
    app.wait_for("round-title")
    second = newest_game(app.server.database())
    assert second != first
    opts = options_of(app, second)
    assert opts["scoring"] == "standard" and opts["ending"] == "rounds"


def test_home_and_history_show_each_games_options_and_one_date_format(app):
    # two games of the same players, told apart by their options
    ids = {}
    for scoring in ("standard", "novice"):
        app.tap("home-new-game")
        app.wait_for("newgame-name")
        seat(app, ["Gus", "Hal", "Ivy"])
        app.tap(f"newgame-scoring-{scoring}")
        app.tap("newgame-ending-rounds")
        app.tap("newgame-start")
        app.wait_for("round-title")
        ids[scoring] = newest_game(app.server.database())
        app.tap("app-home")
        app.wait_for("home-new-game")
    dates = {}
    for scoring, gid in ids.items():
        line = " ".join(app.text(f"home-resume-{gid}").split())
        assert f"{scoring} scoring" in line, line
        found = re.search(r"\w{3} \d{2} \w{3} \d{4}, \d{2}:\d{2}", line)
        assert found, f"no date in {line!r}"
        dates[gid] = found.group(0)
    app.screenshot("home-two-games")
    app.tap("home-history")
    for scoring, gid in ids.items():
        line = " ".join(app.text(f"history-game-{gid}").split())
        assert f"{scoring} scoring" in line and dates[gid] in line, line
    app.screenshot("history-two-games")
    app.tap(f"history-game-{ids['novice']}")
    app.wait_text(dates[ids["novice"]], identifier="history-options")
    app.wait_text("novice scoring", identifier="history-options")


def test_an_over_long_name_is_refused_as_typed_and_similar_names_stay_apart(phone_app):
    app = phone_app
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    before = stored_players(app.server.database())
    too_long = "Maximiliana " + "X" * (NAME_MAX - 8)  # NAME_MAX + 4 characters
    app.type_into("newgame-name", too_long)
    # the message shows while typing, before Enter; every key is kept, nothing is cut
    app.wait_text(f"at most {NAME_MAX} characters")
    assert app.field_value("newgame-name") == too_long
    app.screenshot("name-too-long")
    app.press("Enter")
    app.tap("newgame-add")
    assert not app.exists("newgame-seat-0")
    assert stored_players(app.server.database()) == before

    # two similar long names: both seated whole, wrapped on a narrow phone, never "Wilhel…"
    seat(app, [LONG_A, LONG_B, "Jo"])
    for k, name in enumerate((LONG_A, LONG_B)):
        assert " ".join(app.text(f"newgame-seat-{k}").split()) == name
    app.tap("newgame-dealer-0")
    app.tap("newgame-start")
    app.wait_for("round-title")
    game_id = newest_game(app.server.database())
    assert store_rounds(app.server.database(), game_id)["players"] == [LONG_A, LONG_B, "Jo"]
    # the round screen's seat rows wrap a long name onto a second line instead of "Wilhel…"
    # (the painted height shows it: a cut name keeps the one-line height of "Jo")
    short = app.el("round-seat-2-name").first.bounding_box()["height"]
    for k, name in enumerate((LONG_A, LONG_B)):
        assert " ".join(app.text(f"round-seat-{k}-name").split()) == name
        if app.page.viewport_size["width"] <= 360:
            assert app.el(f"round-seat-{k}-name").first.bounding_box()["height"] > 1.5 * short
    app.screenshot("round-long-names")


def test_long_labels_wrap_on_small_phones(phone_app):
    """A switch's label too long for a small phone takes a second line, so the row is taller
    than the switch by more than padding; a label cut with "…" keeps the row one line high."""
    app = phone_app
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    app.tap("newgame-game-shedding")
    app.wait_for("newgame-challenge")
    row = app.el("newgame-challenge").first
    app.scroll_to(row)
    assert "Challenge (the symbol must change too)" in app.text("newgame-challenge")
    box = row.bounding_box()
    switch = row.locator("[role=switch]").first.bounding_box()
    view = app.page.viewport_size
    app.screenshot("challenge-label")
    assert box["x"] + box["width"] <= view["width"], box
    assert box["height"] >= switch["height"] + 14, (
        f"the Challenge row is {box['height']:.0f} px high with a {switch['height']:.0f} px "
        f"switch at {view['width']} px: its label is on one line, cut")
    chip = app.el("newgame-mode-last-man-standing").first.bounding_box()
    assert chip["x"] + chip["width"] <= view["width"], chip
