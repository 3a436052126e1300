"""What if (issue 14): a finished game re-scored under the other house rule and the other
scoring, beside the real result, without changing it; on both small phones.

The game (set up as another device would, through the service; worked out from RULES.md):
3 players, played to 12 points, house rule "a 6/9 card met at 9 scores 6". Twice: Ann 6/9 took
9, Bob 2 took 2, Cy 3 took 2. Real: Ann 6 + 6 = 12 (the game ends), Bob 4, Cy -2.
What if a 6/9 met at 9 scores 9: Ann 18, Bob 4, Cy -2. What if novice scoring (met: 6, 1 off:
4): Ann 12, Bob 12, Cy 8: Ann and Bob share the win.
"""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump

from .flows import service_on, store_rounds, wait_number

pytestmark = pytest.mark.browser


def finished_game(db) -> str:
    svc = service_on(db)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                       options={"ending": "target", "target": 12, "six_at_nine": 6})
    for k in range(2):
        g = svc.record_round(g.id, RoundEntry(seats=(
            SeatEntry(call=6, tricks=9), SeatEntry(call=2, tricks=2), SeatEntry(call=3, tricks=2)),
            trump=Trump(COLOUR, "red")), index=k)
    assert g.status == "finished" and g.totals == (12, 4, -2)
    return g.id


def test_what_if_beside_the_real_result(phone_app):
    app = phone_app
    gid = finished_game(app.server.database())
    before = store_rounds(app.server.database(), gid)
    app.tap("home-history")
    app.tap(f"history-game-{gid}")
    app.wait_text("a 6/9 prediction met with 9 tricks scores 6", identifier="history-house")
    app.tap("history-what-if")
    app.wait_for("what-if-table")
    # it opens on the other reading of the game's house rule
    for seat, (real, new) in enumerate(((12, 18), (4, 4), (-2, -2))):
        wait_number(app, f"what-if-row-{seat}", new)
        assert str(real) in app.text(f"what-if-row-{seat}").replace("\u2212", "-")
    changes = app.text("what-if-changes")
    assert "Round 1, Ann: 6 to 9" in changes and "Round 2, Ann: 6 to 9" in changes, changes
    app.screenshot("what-if-nine")
    app.tap("what-if-six-at-nine-6")
    app.tap("what-if-scoring-novice")
    app.wait_text("Ann and Bob", identifier="what-if-winner")
    for seat, new in enumerate((12, 12, 8)):
        wait_number(app, f"what-if-row-{seat}", new)
    assert "Real: Ann" in app.text("what-if-winner")
    app.screenshot("what-if-novice")
    assert store_rounds(app.server.database(), gid) == before  # the real game is unchanged
