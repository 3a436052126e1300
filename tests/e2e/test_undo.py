"""Issue 9, item 7: Undo steps back further than one round, also from the end screen.

A 4-player 6th Sense game (4 rounds of 13 tricks) with three rounds already played; the last
round is entered with taps, then Undo is tapped on the end screen and again on the round
screen: each tap takes back one more saved round, as the store shows.
"""

from __future__ import annotations

import pytest

from .flows import store_rounds, wait_number
from .phone import SIZES, phone

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cem", "Dia"]
# per round: trump, predictions by seat, tricks by seat (13 in all)
ROUNDS = [
    ("red", (3, 3, 3, 3), (4, 3, 3, 3)),
    ("blue", (2, 2, 2, 2), (1, 4, 4, 4)),
    ("green", (1, 1, 1, 1), (4, 1, 4, 4)),
]


def seeded_game(db) -> str:
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import COLOUR, Trump
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{db}")
    try:
        svc = GameService(store)
        game_id = svc.start_game(game="sixth-sense", players=NAMES, first_dealer=0).id
        for i, (trump, calls, tricks) in enumerate(ROUNDS):
            svc.record_round(game_id, RoundEntry(
                seats=tuple(SeatEntry(call=c, tricks=t) for c, t in zip(calls, tricks)),
                trump=None if trump is None else Trump(COLOUR, trump)), index=i)
        return game_id
    finally:
        store.close()


def saved(app, game_id) -> int:
    return len(store_rounds(app.server.database(), game_id)["rounds"])


@pytest.mark.parametrize("size", ["390x844", "360x640"])
def test_undo_steps_back_round_after_round_from_the_end_screen(browser, app_server, request,
                                                                size):
    game_id = seeded_game(app_server.database())
    with phone(browser, app_server, request, SIZES[size]) as app:
        app.open(f"/game/{game_id}", ready="round-title")
        app.wait_text("Round 4 of 4", identifier="round-title")
        # round 4: Dia deals, Ann leads
        app.tap("round-trump-yellow")
        for seat in (0, 1, 2, 3):
            app.tap(f"round-prediction-{seat}-0")
        for seat in (0, 1, 2):
            app.tap(f"round-tricks-{seat}-0")
        wait_number(app, "round-seat-3-tricks", 13)
        app.tap("round-confirm")
        app.wait_for("end-winner")
        assert saved(app, game_id) == 4
        app.screenshot("end")
        app.tap("round-undo")  # from the end screen: round 4 comes back
        app.wait_text("Round 4 of 4", identifier="round-title")
        assert saved(app, game_id) == 3
        app.screenshot("round-4-back")
        app.tap("round-undo")  # and further: round 3
        app.wait_text("Round 3 of 4", identifier="round-title")
        assert saved(app, game_id) == 2
        app.wait_text("Ann's prediction: 1", identifier="round-seat-0-prediction")
        app.tap("round-undo")  # round 2
        app.wait_text("Round 2 of 4", identifier="round-title")
        assert saved(app, game_id) == 1
        app.wait_text("Ann's prediction: 2", identifier="round-seat-0-prediction")
        app.screenshot("round-2-back")
        # the first round's totals are what stays: Ann 3 took 4 (1 off): -1; others met: 3
        for seat, total in enumerate((-1, 3, 3, 3)):
            wait_number(app, f"round-total-{seat}", total)
        # the draft of round 2 can be saved again as it was
        app.tap("round-confirm")
        app.wait_text("Round 3 of 4", identifier="round-title")
        assert saved(app, game_id) == 2
        assert store_rounds(app.server.database(), game_id)["rounds"][1]["calls"] == [2, 2, 2, 2]
