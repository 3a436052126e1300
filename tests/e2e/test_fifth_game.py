"""Prism, the test-only fifth game (tests/games/prism), through the real screens on a 390x844
phone (issue 22 item 5): the app started with the game registered (`python -m
tests.games.prism.serve`, the `scorepad web` command with Prism in the registry), nothing under
scorepad/ knowing it.

New game asks for the colour taken out with 2 players only; round 1 by the keypad with a
painted colour trump and a trick taken double; round 2's first trick judged card by card from
the round ("Trick?": the judge asks for the trump, a 1 declared 11 beats a 10, the winner may
take it double); the game to its end; statistics and the what-if. The figures are worked out
by hand in tests/scorepad/state/test_fifth_game.py (the same rounds).

Painted means painted: the chips' colours are read from the screen's pixels and must be the
paint Prism gives (tests/games/prism/cards.py PAINT).
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.games.prism import PAINT, serve

from .conftest import AppServer
from .flows import newest_game, store_rounds, wait_number
from .phone import MEDIUM, phone, screen_words
from .pixels import decode_png

pytestmark = pytest.mark.browser

ANN, BOB, CY = 0, 1, 2


@pytest.fixture(scope="module")
def app_server(tmp_path_factory):
    """The real web app with Prism registered, one for the module."""
    server = AppServer(tmp_path_factory.mktemp("prism") / "data", command=serve.command).start()
    try:
        yield server
    finally:
        server.stop()


def paint_of(app, identifier: str, width: float | None = None) -> str:
    """The colour most of the control's pixels are painted in, as "#RRGGBB" (`width`: of
    its left part only; the pointer moved off it first: a chip under the pointer is drawn a
    shade darker)."""
    app.wait_for(identifier)
    node = app.el(identifier).first
    app.scroll_to(node)
    app.page.mouse.move(1, 1)
    app.page.wait_for_timeout(400)  # the hover shade fades
    box = node.bounding_box()
    offset = app.tree_offset()
    clip = {"x": box["x"], "y": box["y"] - offset, "width": width or box["width"],
            "height": box["height"]}
    pixels = decode_png(app.page.screenshot(clip=clip)).reshape(-1, 3)
    (r, g, b), _ = Counter(map(tuple, pixels.tolist())).most_common(1)[0]
    return f"#{r:02X}{g:02X}{b:02X}"


def assert_painted(app, identifier: str, colour: str, width: float | None = None) -> None:
    assert paint_of(app, identifier, width) == PAINT[colour].background, (identifier, colour)


def tap_all(app, *identifiers: str) -> None:
    for identifier in identifiers:
        app.tap(identifier)


def test_a_game_of_prism_on_a_phone(browser, app_server, request):
    with phone(browser, app_server, request, MEDIUM) as app:
        # New game: 2 players are asked for the colour taken out (painted chips); 3 are not
        app.tap("home-new-game")
        app.wait_for("newgame-name")
        app.tap("newgame-game-prism")
        for seat, name in enumerate(("Ann", "Bob")):
            app.type_into("newgame-name", name, submit=True)
            app.wait_text(name, identifier=f"newgame-seat-{seat}")
        app.wait_text("colour taken out: not chosen yet", identifier="newgame-summary")
        removed_paint = paint_of(app, "newgame-removed-jade")  # checked at the end
        app.screenshot("new-game-two-players-colour-taken-out")
        app.type_into("newgame-name", "Cy", submit=True)
        app.wait_text("Cy", identifier="newgame-seat-2")
        app.wait_gone("newgame-removed-jade")
        app.tap("newgame-dealer-0")
        app.screenshot("new-game-three-players")
        app.tap("newgame-start")
        app.wait_text("Round 1 of 3", identifier="round-title")
        app.wait_text("Ann deals", identifier="round-title")
        game_id = newest_game(app_server.database())

        # Round 1: saffron turned up (the chips painted in Prism's colours); bids Bob 1, Cy 0,
        # Ann 2; Bob and Cy take a trick each, Ann two, one of them double
        assert_painted(app, "round-trump-cobalt", "cobalt")
        app.tap("round-trump-saffron")
        app.wait_text("Trump: saffron")
        assert_painted(app, "round-trump-saffron", "saffron")
        tap_all(app, "round-bid-1-1", "round-bid-2-0", "round-bid-0-2",
                "round-tricks-1-1", "round-tricks-2-1")
        wait_number(app, "round-seat-0-tricks", 1)  # filled in: 3 - 2, before the double
        tap_all(app, "round-seat-0-tricks", "round-tricks-0-2",
                "round-seat-0-doubles", "round-doubles-0-1")
        for seat, points in ((ANN, 12), (BOB, 11), (CY, -2)):
            wait_number(app, f"round-points-{seat}", points)
        app.screenshot("round-1-saffron-a-double")
        app.tap("round-confirm")
        app.wait_text("Round 2 of 3", identifier="round-title")

        # Round 2: the bids, then "Trick?" before the trump is entered: the judge asks for it
        tap_all(app, "round-bid-2-1", "round-bid-0-2", "round-bid-1-1")
        app.tap("round-judge")
        app.wait_text("trump not entered yet", identifier="judge-context")
        assert_painted(app, "judge-trump-garnet", "garnet")
        app.tap("judge-trump-garnet")
        app.wait_text("trump garnet", identifier="judge-context")
        # Cy leads the cobalt 7, Ann plays the cobalt 10, Bob the cobalt 1, declared 11
        assert_painted(app, "judge-colour-cobalt", "cobalt")
        tap_all(app, "judge-colour-cobalt", "judge-value-7")
        app.wait_text("Cy is winning", identifier="judge-status")
        tap_all(app, "judge-colour-cobalt", "judge-value-10")
        app.wait_text("Ann is winning", identifier="judge-status")
        tap_all(app, "judge-colour-cobalt", "judge-value-1")
        app.wait_for("judge-six-11")
        assert "6 or 9" not in screen_words(app)  # Prism's 1 is declared 1 or 11
        app.screenshot("judge-a-1-is-declared")
        app.tap("judge-six-11")
        app.wait_text("Bob wins the trick.", identifier="judge-result")
        result = app.text("judge-result")
        assert "Cobalt 1 (declared 11) is the highest cobalt card" in result, result
        assert "Bob may take it as two tricks" in result, result
        app.wait_for("judge-take-double")
        assert_painted(app, "judge-play-0", "cobalt", width=56)  # the card's face
        assert "as 9" not in app.text("judge-play-2")  # a 1 declared 11
        app.screenshot("judge-bob-wins-a-double-trick")
        app.tap("app-back")

        # back on the round: garnet, and the counts (Bob's double from trick 1)
        app.wait_for("round-trump-garnet")
        app.tap("round-trump-garnet")
        app.wait_text("Trump: garnet")
        tap_all(app, "round-tricks-2-1", "round-tricks-0-2")
        wait_number(app, "round-seat-1-tricks", 1)
        tap_all(app, "round-seat-1-tricks", "round-tricks-1-2",
                "round-seat-1-doubles", "round-doubles-1-1")
        for seat, points in ((ANN, 12), (BOB, -2), (CY, 11)):
            wait_number(app, f"round-points-{seat}", points)
        app.tap("round-confirm")
        app.wait_text("Round 3 of 3", identifier="round-title")

        # Round 3: jade; Ann bids 3, Bob 0, Cy 2, all met
        app.tap("round-trump-jade")
        tap_all(app, "round-bid-0-3", "round-bid-1-0", "round-bid-2-2",
                "round-tricks-0-3", "round-tricks-1-0")
        for seat, points in ((ANN, 13), (BOB, 10), (CY, 12)):
            wait_number(app, f"round-points-{seat}", points)
        app.tap("round-confirm")
        app.wait_text("Ann", identifier="end-winner")
        app.screenshot("end-ann-wins")
        stored = store_rounds(app_server.database(), game_id)
        assert stored["status"] == "finished" and [r["trump"] for r in stored["rounds"]] == [
            "saffron", "garnet", "jade"]
        assert [r["points"] for r in stored["rounds"]] == [[12, 11, -2], [12, -2, 11],
                                                           [13, 10, 12]]
        assert [r["doubles"] for r in stored["rounds"]] == [[1, 0, 0], [0, 1, 0], [0, 0, 0]]

        # Statistics: Ann played 1 game, won it, met her 3 bids; Bob met 2 of 3
        app.tap("end-home")
        app.tap("home-stats")
        app.tap("stats-player-0")  # Ann (alphabetical)
        app.wait_text("1", identifier="stats-tile-games")
        app.wait_text("1", identifier="stats-tile-wins")
        app.wait_text("100%", identifier="stats-tile-met-prism")
        app.wait_text("Prism", identifier="stats-kind-prism")
        app.screenshot("stats-ann")
        app.tap("stats-player-1")  # Bob
        app.wait_text("67%", identifier="stats-tile-met-prism")
        app.screenshot("stats-bob")

        # What if a missed bid scored its tricks? Bob 19 -> 23, Cy 21 -> 24; Ann still wins
        app.tap("app-home")
        app.tap("home-history")
        app.tap(f"history-game-{game_id}")
        app.tap("history-what-if")
        app.wait_for("what-if-miss-tricks")
        app.wait_text("23", identifier="what-if-row-1")
        app.wait_text("19", identifier="what-if-row-1")
        app.wait_text("Round 2, Bob", identifier="what-if-changes")
        assert "missed, so the tricks: 2" in app.text("what-if-changes")
        app.scroll_to(app.el("what-if-table").first)
        app.screenshot("what-if-missed-bids-score-their-tricks")

        # the colour-taken-out chips of New game were painted too (read at the start, checked
        # last: the rest of the game is checked whatever this says)
        assert removed_paint == PAINT["jade"].background, removed_paint
