"""Novice scoring, and a 2-player game with a void trick.

Expected points worked out by hand from RULES.md (Game A):
- novice: by distance to the nearest target, 0 -> 6, 1 -> 4, 2 -> 3, 3 -> 2, 4 -> 1, 5+ -> 0;
  no trump at all.
- 2 players: 6 rounds, 15 cards, 14 tricks; one colour is taken out; a block leaves no card in
  the trick, so the trick is void: the counts then add up to 14 - voids.
"""

from __future__ import annotations

import re

import pytest

from .flows import RoundData, Seat, enter_round, start_game, store_rounds, wait_number

pytestmark = pytest.mark.browser

# 3 players: 6 rounds, 13 tricks. Dealer Ann, Bob leads.
# Ann 4 at 2 (distance 2): 3. Bob 6/9 at 6 (distance 0): 6. Cy 0 at 5 (distance 5): 0.
NOVICE_ROUND = RoundData(dealer=0, leader=1, trump=None,
                         seats=(Seat(4, 2), Seat(6, 6), Seat(0, 5)),
                         points=(3, 6, 0), totals=(3, 6, 0))

# 2 players, purple out. Dealer Ann, Bob leads. One void trick: 6 + 7 = 13 = 14 - 1.
# Bob 6/9 at 6: 6. Ann 7 at 7: 7 (before the void is entered Ann's count fills in as 8).
VOID_ROUND = RoundData(dealer=0, leader=1, trump="red",
                       seats=(Seat(7, 7), Seat(6, 6)),
                       points=(7, 6), totals=(7, 6), voids=1)


def test_a_novice_round_scores_by_distance_with_no_trump(app, app_server):
    game_id = start_game(app, ["Ann", "Bob", "Cy"], dealer=0, scoring="novice")
    assert not app.identifiers("round-trump-"), "novice games have no trump"
    enter_round(app, 1, NOVICE_ROUND, rounds=6, players=["Ann", "Bob", "Cy"],
                shot="novice-round-entered")
    app.wait_text("Round 2 of 6", identifier="round-title")
    for seat, total in enumerate(NOVICE_ROUND.totals):
        wait_number(app, f"round-total-{seat}", total)
    app.screenshot("novice-round-saved")
    stored = store_rounds(app_server.database(), game_id)
    assert stored["rounds"][0]["points"] == list(NOVICE_ROUND.points)
    assert stored["rounds"][0]["trump"] is None


def test_a_two_player_round_with_a_void_trick(app, app_server):
    game_id = start_game(app, ["Ann", "Bob"], dealer=0, removed="purple")
    app.wait_text("Round 1 of 6", identifier="round-title")
    assert not app.exists("round-trump-purple"), "the colour taken out cannot be trump"
    enter_round(app, 1, VOID_ROUND, rounds=6, players=["Ann", "Bob"],
                shot="two-players-void-entered")
    app.wait_text("Round 2 of 6", identifier="round-title")
    for seat, total in enumerate(VOID_ROUND.totals):
        wait_number(app, f"round-total-{seat}", total)
    app.screenshot("two-players-saved")
    stored = store_rounds(app_server.database(), game_id)
    assert stored["rounds"][0]["voids"] == 1
    assert stored["rounds"][0]["tricks"] == [7, 6]
    assert stored["rounds"][0]["points"] == [7, 6]


def test_a_block_between_two_players_leaves_a_void_trick_in_the_judge(app):
    """2 players, red trump, Player 1 leads red 5, Player 2 blocks it with blue 0: no card
    counts, nobody wins, and the same leader leads again."""
    app.tap("home-judge")
    app.wait_for("judge-players-2")
    app.tap("judge-players-2")
    app.tap("judge-removed-purple")  # offered once 2 players are chosen
    app.wait_gone("judge-trump-purple")  # the colour taken out cannot be trump
    app.tap("judge-trump-red")
    app.tap("judge-leader-0")
    app.tap("judge-colour-red")
    app.tap("judge-value-5")
    app.tap("judge-colour-blue")
    app.tap("judge-value-0")
    app.tap("judge-zero-block-0")
    app.wait_for("judge-result")
    app.wait_text(re.compile(r"(?i)void|nobody|no one"), identifier="judge-result")
    app.screenshot("judge-void")
