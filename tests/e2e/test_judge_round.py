"""A whole round card by card in the judge (issue 14): a whist round with a revoke, and a 6th
Sense round of a game whose counts fill the round's entry, kept with the game half-way (a second
device finds it).

The whist round, worked out from RULES.md (2 players, 2 cards each, no trump, Player 1 leads):
trick 1 AH, 2S: Player 2 does not follow hearts, AH wins (Player 1). Trick 2 KS, 3H: Player 2
now plays a heart, so it held one in trick 1: a revoke, proven in trick 2. KS wins (Player 1).
Bids 2 and 0: both met: 10 + 2 = 12 and 10 + 0 = 10.
"""

from __future__ import annotations

import random

import pytest

from rules.sixth_sense.scoring import score
from tests.rules.sixth_sense.games import random_round

from .conftest import open_driver
from .flows import newest_game, service_on, store_rounds, wait_number
from .phone import new_game

pytestmark = pytest.mark.browser


def test_a_whist_round_with_a_revoke(phone_app):
    app = phone_app
    app.tap("home-judge")
    app.tap("judge-game-nomination-whist")
    app.tap("judge-players-2")
    app.tap("judge-hand-2")
    app.tap("judge-trump-none")
    app.tap("judge-leader-0")
    for trick, cards in enumerate(((("H", "A"), ("S", "2")), (("S", "K"), ("H", "3")))):
        for suit, rank in cards:
            app.tap(f"judge-suit-{suit}")
            app.tap(f"judge-rank-{rank}")
        app.wait_text("Player 1 wins the trick", identifier="judge-result")
        if trick == 0:
            assert not app.exists("judge-revokes")
        app.tap("judge-next-trick")
        app.wait_text(f"{trick + 1} of 2 tricks kept")
    app.wait_text("Player 2 revoked", identifier="judge-revokes")
    said = app.text("judge-revokes")
    assert "hearts" in said and "trick 1" in said and "trick 2" in said, said
    app.wait_text("Player 1 2 tricks", identifier="judge-round-taken")
    app.tap("judge-call-0-2")
    app.tap("judge-call-1-0")
    app.wait_text("Player 1 12", identifier="judge-round-points")
    assert "Player 2 10" in app.text("judge-round-points")
    app.screenshot("whist-round-revoke-points")


def _real_round():
    """A real 2-player round (a void trick, a 12 taken double), dealt from a fixed seed."""
    for seed in range(500):
        rr = random_round(random.Random(seed), 2)
        if rr.trump is not None and rr.voids and rr.doubles:
            return rr
    pytest.fail("no seed gave a round with a void and a double")


def _play(app, p) -> None:
    colour, value = p.card.colour.value, p.card.value
    app.tap(f"judge-colour-{colour}")
    app.tap(f"judge-value-{value}")
    if value == 6:
        app.tap(f"judge-six-{p.declared or 6}")
    elif value == 0 and app.exists("judge-zero-plain"):
        app.tap("judge-zero-plain" if p.block is None else f"judge-zero-block-{p.block}")


def test_a_6th_sense_round_card_by_card_fills_the_games_round(browser, app_server, request, app):
    rr = _real_round()
    names = ["Ann", "Bob"]

    def options(a):
        a.tap(f"newgame-removed-{rr.removed.value}")

    new_game(app, "sixth-sense", names, dealer=rr.dealer, options=options)
    gid = newest_game(app_server.database())
    app.tap("round-judge")
    # the round's trump is not entered yet: the judge asks for it
    app.wait_text("trump is not entered yet")
    app.screenshot("judge-asks-for-trump")
    app.tap(f"judge-trump-{rr.trump.value}")
    app.wait_text(f"trump {rr.trump.value}", identifier="judge-context")
    expected = [0, 0]
    doubles = [0, 0]
    for t, trick in enumerate(rr.tricks):
        for p in trick.plays:
            _play(app, p)
        app.wait_for("judge-result")
        winner = rr.winners[t]
        if winner is None:
            assert "Void trick" in app.text("judge-result")
        else:
            assert f"{names[winner]} wins" in app.text("judge-result")
            expected[winner] += 2 if trick.take_double else 1
            doubles[winner] += trick.take_double
        if trick.take_double:
            app.tap("judge-take-double")
        app.tap("judge-next-trick")
        app.wait_text(f"{t + 1} of {len(rr.tricks)} tricks kept")
        if t == 2:
            # half-way, the round is kept with the game: another device finds it
            with open_driver(browser, app_server, request, ready="round-title",
                             path=f"/game/{gid}", tab="second") as other:
                other.tap("round-judge")
                other.wait_text(f"3 of {len(rr.tricks)} tricks kept")
                other.screenshot("second-device-round-so-far")
    app.wait_text(f"Ann {expected[0]} trick", identifier="judge-round-taken")
    assert f"{rr.voids} void trick" in app.text("judge-round-taken")
    calls = [c.value for c in rr.predictions]
    for seat, call in enumerate(calls):
        app.tap(f"judge-call-{seat}-{call}")
    points = [score(c, n).points for c, n in zip(calls, expected)]
    app.wait_text(f"Ann {points[0]}", identifier="judge-round-points")
    app.screenshot("round-points")
    app.tap("judge-use-round")
    app.wait_text("Entered in the round")
    app.tap("app-back")
    app.wait_for("round-confirm")
    app.screenshot("round-filled-from-the-judge")
    app.tap("round-confirm")
    app.wait_text("Round 2")
    stored = store_rounds(app_server.database(), gid)["rounds"][0]
    assert stored["tricks"] == expected
    assert stored["doubles"] == doubles
    assert stored["voids"] == rr.voids
    assert stored["calls"] == calls
    assert stored["trump"] == rr.trump.value
    assert stored["points"] == points


def test_a_void_trick_saved_from_a_round_counts_in_its_entry(phone_app):
    """Issue 9, item 14: opened from a round whose trump is not entered yet, the judge asks for
    it, says what saving does, and a void trick saved with the game shows in the round's entry.
    2 players (purple out), red trump, Bob leads: blue 5, then Ann's green 0 blocks it: no card
    counts, a void trick. The round then adds up to 14 - 1 = 13 tricks: Bob 7, Ann 6."""
    app = phone_app

    new_game(app, "sixth-sense", ["Ann", "Bob"], dealer=0,
             options=lambda a: a.tap("newgame-removed-purple"))
    gid = newest_game(app.server.database())
    app.tap("round-judge")
    app.wait_text("trump is not entered yet")
    assert "none" not in app.text("judge-context")
    app.tap("judge-trump-red")
    app.wait_text("void trick", identifier="judge-save-note")  # says what saving does
    app.tap("judge-colour-blue")
    app.tap("judge-value-5")
    app.tap("judge-colour-green")
    app.tap("judge-value-0")
    app.tap("judge-zero-block-0")
    app.wait_text("Void trick", identifier="judge-result")
    app.tap("judge-save")
    app.wait_text("now counts 1 void trick", identifier="judge-save-note")
    app.screenshot("void-saved")
    app.tap("app-back")
    app.wait_for("round-voids-1")
    app.screenshot("round-with-the-void")
    app.tap("round-prediction-1-7")
    app.tap("round-prediction-0-6")
    app.tap("round-trump-red")
    app.tap("round-tricks-1-7")
    wait_number(app, "round-seat-0-tricks", 6)  # 14 tricks - 1 void - 7
    app.tap("round-confirm")
    app.wait_text("Round 2", identifier="round-title")
    stored = store_rounds(app.server.database(), gid)["rounds"][0]
    assert stored["voids"] == 1 and stored["tricks"] == [6, 7]
    saved = service_on(app.server.database()).judged_tricks(gid)
    assert any(t["answer"].get("void") for t in saved)
