"""The accessibility tree is what a screen reader (and these tests) see: it must sit where the
screen is painted, also after moving from a long, scrolled screen to a short one."""

from __future__ import annotations

import pytest

from .flows import start_game

pytestmark = pytest.mark.browser


def test_the_tree_stays_in_step_after_leaving_a_scrolled_screen(app):
    start_game(app, ["Ann", "Bob", "Cy", "Di"], dealer=0)
    for seat, call in ((1, 4), (2, 6), (3, 0), (0, 3)):
        app.tap(f"round-prediction-{seat}-{call}")
    app.tap("round-trump-yellow")
    app.tap("round-judge")  # below the fold: the round screen is scrolled to reach it
    app.wait_for("judge-colour-red")
    app.screenshot("judge-from-a-scrolled-round")
    offset = app.tree_offset()
    assert offset == 0, (
        f"the accessibility tree of the judge is drawn {offset:.0f} px below the screen after "
        f"leaving the scrolled round screen: a screen reader's boxes (and a tap aimed by them) "
        f"land {offset:.0f} px too low")
    # and the colour chips answer a tap where they are drawn
    app.tap("judge-colour-red")
    app.wait_for("judge-value-5")


def test_a_chip_answers_a_screen_readers_activation(app):
    """A screen reader activates a control by sending a click to its node in the tree (no
    pointer position). Chips are announced as buttons, so they must answer it like a tap."""
    app.tap("home-judge")
    app.wait_for("judge-players-5")
    node = app.el("judge-players-5").first
    node.evaluate("e => (e.matches('[flt-tappable]') ? e : (e.querySelector('[flt-tappable]') || e)).click()")
    try:
        app.page.wait_for_function(
            """() => document.querySelector('[flt-semantics-identifier="judge-players-5"]')
                     ?.getAttribute('aria-current') === 'true'""", timeout=5_000)
    except Exception:
        raise AssertionError(
            "a click on the tree node of the chip `judge-players-5` (role=button) did not select "
            "it: the node has no tap action ([flt-tappable]); a finger's tap works, a screen "
            "reader's activation does not") from None
    app.wait_for("judge-leader-4")  # 5 players: a fifth seat to lead
