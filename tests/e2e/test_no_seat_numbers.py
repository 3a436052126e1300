"""Issue 9, item 3: no seat number reaches a person — a 6th Sense game whose last round is
entered with taps ends in a tie; the end screen, the round screen's messages and History
name the players. Every screen passed is read whole (text and labels) for "seat 2",
"Seats 1, 2" and the like.

By hand (RULES.md Game A, standard scoring: met -> the target; missed -> minus the distance):
rounds 1-3 (seeded): Ann -1 -1 -3, Bob 3 -2 1, Cem 3 -2 -3, Dia 3 -2 -3 -> -5, 2, -2, -2.
Round 4 (Dia deals, Ann leads): Ann 0 took 4: -4; Bob 0 took 0: 0; Cem 4 took 4: 4;
Dia 0 took 5: -5 -> Ann -9, Bob 2, Cem 2, Dia -7: Bob and Cem share the win with 2 points.
"""

from __future__ import annotations

import json
import re

import pytest

from .flows import store_rounds, wait_number
from .phone import SIZES, phone, screen_words
from .test_undo import seeded_game

pytestmark = pytest.mark.browser

SEAT_NUMBER = re.compile(r"\b[Ss]eats? \d|\b[Ss]eats? [\d, ]+(?:and \d)?")


def no_seat_numbers(app, where: str) -> None:
    words = screen_words(app)
    found = SEAT_NUMBER.search(words)
    assert found is None, f"{where}: a seat number reaches the screen: {found.group(0)!r} in {words!r}"


@pytest.mark.parametrize("size", ["390x844"])
def test_a_tie_and_every_message_name_players(browser, app_server, request, size):
    game_id = seeded_game(app_server.database())
    with phone(browser, app_server, request, SIZES[size]) as app:
        app.open(f"/game/{game_id}", ready="round-title")
        app.wait_text("Round 4 of 4", identifier="round-title")
        app.tap("round-trump-blue")
        for seat, call in ((0, 0), (1, 0), (2, 4), (3, 0)):
            app.tap(f"round-prediction-{seat}-{call}")
        app.tap("round-tricks-0-4")
        app.tap("round-tricks-1-0")
        app.tap("round-tricks-2-4")
        wait_number(app, "round-seat-3-tricks", 5)  # filled in: 13 - 4 - 0 - 4
        no_seat_numbers(app, "the round entered")
        # Dia's count typed over to 6: 14 tricks cannot be; the check says so in words
        app.tap("round-seat-3-tricks")
        app.tap("round-tricks-3-6")
        app.wait_text("14", identifier="round-check")
        no_seat_numbers(app, "a check message")
        app.screenshot("check-message")
        app.tap("round-seat-3-tricks")
        app.tap("round-tricks-3-5")
        for seat, pts in enumerate((-4, 0, 4, -5)):
            wait_number(app, f"round-points-{seat}", pts)
        app.tap("round-confirm")
        app.wait_text("Bob and Cem share the win with 2 points", identifier="end-winner")
        app.wait_text("All 4 rounds are played", identifier="end-winner")
        no_seat_numbers(app, "the end screen")
        app.screenshot("end-tie")
        stored = store_rounds(app_server.database(), game_id)
        assert stored["status"] == "finished" and json.loads(stored["winners"]) == [1, 2]
        assert stored["rounds"][3]["points"] == [-4, 0, 4, -5]
        # History: the game's line and its page
        app.tap("app-home")
        app.tap("home-history")
        app.wait_for(f"history-game-{game_id}")
        no_seat_numbers(app, "History")
        app.tap(f"history-game-{game_id}")
        app.wait_text("Bob", identifier="history-outcome")
        app.wait_text("Cem", identifier="history-outcome")
        no_seat_numbers(app, "the game in History")
        app.screenshot("history-game")
