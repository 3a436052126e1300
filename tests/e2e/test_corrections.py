"""Rounds that need more than one tap per seat: a double trick, and correcting a saved round.

Worked out by hand from RULES.md (Game A): with D tricks taken double the counts add up to
13 + D (4 players); a double trick counts 2 for its winner. Editing a saved round re-scores it
and the totals follow.
"""

from __future__ import annotations

import pytest

from .flows import start_game, store_rounds, wait_number

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy", "Di"]


def test_a_double_trick_then_a_corrected_round(app, app_server):
    game_id = start_game(app, PLAYERS, dealer=0)  # Ann deals, Bob leads
    app.wait_text("Round 1 of 4", identifier="round-title")
    # predictions from the leader: Bob 5, Cy 2, Di 4, Ann 3
    for seat, call in ((1, 5), (2, 2), (3, 4), (0, 3)):
        app.tap(f"round-prediction-{seat}-{call}")
    app.tap("round-trump-green")
    # tricks Bob 5, Cy 2, Di 4: Ann's count fills in as 13 - 11 = 2 (no double yet)
    for seat, tricks in ((1, 5), (2, 2), (3, 4)):
        app.tap(f"round-tricks-{seat}-{tricks}")
    wait_number(app, "round-seat-0-tricks", 2)
    # one of Bob's 5 was a double trick: the counts now add up to 14, Ann's follows to 3
    app.tap("round-seat-1-doubles")
    app.tap("round-doubles-1-1")
    wait_number(app, "round-seat-0-tricks", 3)
    # everyone met: Ann 3, Bob 5, Cy 2, Di 4
    for seat, points in enumerate((3, 5, 2, 4)):
        wait_number(app, f"round-points-{seat}", points)
    app.screenshot("double-trick-entered")
    app.tap("round-confirm")
    app.wait_text("Round 2 of 4", identifier="round-title")
    for seat, total in enumerate((3, 5, 2, 4)):
        wait_number(app, f"round-total-{seat}", total)

    # Cy took 3, not 2, and Di 3, not 4: open round 1 and correct it
    app.tap("round-open-0")
    app.tap("round-seat-2-tricks")
    app.tap("round-tricks-2-3")
    # 3 + 5 + 3 + 4 = 15 > 14: the check says the counts cannot be right
    app.wait_text("14", identifier="round-check")
    app.screenshot("correction-inconsistent")
    app.tap("round-seat-3-tricks")
    app.tap("round-tricks-3-3")
    # Cy 2 at 3: -1; Di 4 at 3: -1
    wait_number(app, "round-points-2", -1)
    wait_number(app, "round-points-3", -1)
    app.screenshot("correction-entered")
    app.tap("round-confirm")
    app.wait_text("Round 2 of 4", identifier="round-title")
    for seat, total in enumerate((3, 5, -1, -1)):
        wait_number(app, f"round-total-{seat}", total)
    app.screenshot("corrected")

    stored = store_rounds(app_server.database(), game_id)
    assert len(stored["rounds"]) == 1
    assert stored["rounds"][0]["tricks"] == [3, 5, 3, 3]
    assert stored["rounds"][0]["doubles"] == [0, 1, 0, 0]
    assert stored["rounds"][0]["points"] == [3, 5, -1, -1]
