"""Two phones on one game (issue 10): both show round 1; A confirms it, then B confirms its own
draft of round 1. B is told in words that round 1 was just saved on another device, its draft
is kept to compare, and its screen shows the game as it now is; the store has A's round only
(B's entry is not filed as round 2)."""

from __future__ import annotations

import pytest

from .conftest import PHONES, VIEWPORT, open_driver
from .flows import RoundData, Seat, enter_round, start_game, store_rounds, wait_number

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy"]
# Dealer Ann, Bob leads, 13 tricks. A: Ann 4 at 4: 4. Bob 5 at 5: 5. Cy 6/9 at 4: 2 off 6, -2.
A_ROUND = RoundData(dealer=0, leader=1, trump="red",
                    seats=(Seat(4, 4), Seat(5, 5), Seat(6, 4)),
                    points=(4, 5, -2), totals=(4, 5, -2))
# B's draft of the same round: everyone says 3; Ann 3 at 3: 3. Bob 3 at 3: 3. Cy 3 at 7: -4.
B_DRAFT = RoundData(dealer=0, leader=1, trump="blue",
                    seats=(Seat(3, 3), Seat(3, 3), Seat(3, 7)),
                    points=(3, 3, -4), totals=(3, 3, -4))


def enter_draft(app, data: RoundData) -> None:
    """`enter_round` up to, not including, the confirm."""
    n = len(data.seats)
    order = [(data.leader + i) % n for i in range(n)]
    for seat in order:
        app.tap(f"round-prediction-{seat}-{data.seats[seat].call}")
    app.tap(f"round-trump-{data.trump}")
    for seat in order[:-1]:
        app.tap(f"round-tricks-{seat}-{data.seats[seat].tricks}")
    for seat, points in enumerate(data.points):
        wait_number(app, f"round-points-{seat}", points)


@pytest.mark.parametrize("phone", list(PHONES))
def test_the_stale_device_is_told_and_shows_the_game_as_it_is(browser, app_server, request,
                                                              phone):
    with open_driver(browser, app_server, request, ready="home-new-game", tab="device-a",
                     viewport=PHONES[phone]) as a:
        game_id = start_game(a, PLAYERS, dealer=0)  # names typed, key by key
        with open_driver(browser, app_server, request, ready="round-title",
                         path=f"/game/{game_id}", tab="device-b", viewport=VIEWPORT) as b:
            b.wait_text("Round 1", identifier="round-title")
            enter_draft(b, B_DRAFT)  # B's draft of round 1, not yet confirmed
            b.screenshot("draft-of-round-1")

            enter_round(a, 1, A_ROUND, rounds=None, players=PLAYERS, shot="a-round-1")
            a.wait_text("Round 2", identifier="round-title")
            a.wait_for("round-last-result")
            a.screenshot("a-saved-round-1")

            b.tap("round-confirm")  # B still shows round 1
            b.wait_text("Round 1 was just saved on another device", identifier="round-conflict")
            b.screenshot("told")
            told = " ".join(b.text("round-conflict").split())
            assert "your entry is kept below" in told
            draft = " ".join(b.text("round-conflict-draft").split())
            for words in ("Your entry for round 1", "Bob said 3, took 3", "Cy said 3, took 7",
                          "Ann said 3, took 3", "trump blue"):
                assert words in draft, draft
            # B shows the game as it is: round 2 next, A's totals, an empty draft
            b.wait_text("Round 2", identifier="round-title")
            for seat, total in enumerate(A_ROUND.totals):
                wait_number(b, f"round-total-{seat}", total)
            for seat in range(len(PLAYERS)):
                said = b.text(f"round-seat-{seat}-prediction")
                assert said.endswith("prediction: not entered"), said
            assert "Traceback" not in b.page.content()

            stored = store_rounds(app_server.database(), game_id)
            assert len(stored["rounds"]) == 1  # A's round only: B's not filed as round 2
            [r] = stored["rounds"]
            assert r["calls"] == [s.call for s in A_ROUND.seats]
            assert r["tricks"] == [s.tricks for s in A_ROUND.seats]
            assert r["points"] == list(A_ROUND.points) and r["trump"] == "red"
            assert stored["status"] == "active"

            b.tap("round-conflict-dismiss")
            b.wait_gone("round-conflict")
            b.screenshot("after-ok")
