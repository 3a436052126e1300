"""Issue 9, items 8, 9, 10, 11 (whist wording) and 3 (a whist tie): nomination whist entered
as a person does, on a small phone (360 x 640) and at 390 x 844.

By hand from RULES.md Game B: bid met -> 10 + tricks, missed -> 1 a trick won; the hook (the
dealer, bidding last, may not make the bids add up to the hand size); zero may be bid at most
three rounds in a row; the highest bidder chooses trump, on equal highest bids the first of
them in bidding order; in the 1-card round the turned card's suit is trump.
"""

from __future__ import annotations

import json

import pytest

from .flows import newest_game, store_rounds, wait_number
from .phone import SIZES, new_game, phone, screen_words

pytestmark = pytest.mark.browser


NAMES = ["Ann", "Bob", "Cem"]


def is_disabled(app, identifier: str) -> bool:
    """Greyed out: the chip is shown, says why in its label, and takes no tap (Flutter leaves
    a disabled control's node without its tap action, [flt-tappable])."""
    node = app.el(identifier).first
    tappable = node.evaluate("e => e.hasAttribute('flt-tappable') || "
                             "!!e.querySelector('[flt-tappable]')")
    return not tappable and "not allowed" in app.text(identifier)


def bids(app, pairs) -> None:
    for seat, bid in pairs:
        app.tap(f"round-bid-{seat}-{bid}")


@pytest.mark.parametrize("size", ["360x640"])
def test_whist_trump_chooser_named_and_only_counts_that_add_up(browser, app_server, request,
                                                              size):
    """Items 10, 8 and 11, typed from a new game (names typed key by key)."""
    with phone(browser, app_server, request, SIZES[size]) as app:
        new_game(app, "nomination-whist", NAMES, options=lambda a: a.tap("newgame-short"))
        game_id = newest_game(app_server.database())
        # round 1: 7 cards, Ann deals, Bob bids first, then Cem, Ann last
        app.wait_text("Round 1 of 7", identifier="round-title")
        bids(app, [(1, 3), (2, 3), (0, 0)])
        # item 10: Bob and Cem bid 3 each; Bob bid first, so Bob chooses, by name
        app.wait_text("Bob chooses (first of the equal highest bids)")
        app.screenshot("round-1-trump-prompt")
        app.tap("round-suit-H")
        # item 11: no double tricks in whist
        app.wait_text("Tricks Bob took")
        assert "double" not in screen_words(app)
        app.tap("round-tricks-1-4")
        # item 8: 7 tricks, Bob took 4: Cem can have taken 0..3, nothing more is offered
        app.wait_text("Tricks Cem took")
        offered = sorted(int(i.rsplit("-", 1)[1]) for i in app.identifiers("round-tricks-2-"))
        assert offered == [0, 1, 2, 3]
        app.screenshot("round-1-tricks-that-add-up")
        app.tap("round-tricks-2-3")
        wait_number(app, "round-seat-0-tricks", 0)  # Ann's 0 is filled in
        # Bob 3 took 4: 4. Cem 3 took 3: 13. Ann 0 took 0: 10.
        for seat, pts in enumerate((10, 4, 13)):
            wait_number(app, f"round-points-{seat}", pts)
        app.tap("round-confirm")
        app.wait_text("Round 2 of 7", identifier="round-title")
        # round 2: 6 cards, Bob deals: Cem, Ann, Bob; Cem alone bids the most
        bids(app, [(2, 2), (0, 1), (1, 1)])
        app.wait_text("Cem chooses (the highest bid)")
        stored = store_rounds(app_server.database(), game_id)
        assert stored["rounds"][0]["calls"] == [0, 3, 3]
        assert stored["rounds"][0]["tricks"] == [0, 4, 3]
        assert stored["rounds"][0]["trump"] == "H"


@pytest.mark.parametrize("size", ["360x640"])
def test_a_fourth_zero_bid_in_a_row_is_greyed_out_with_why(browser, app_server, request, size):
    """Item 9: Ann bid 0 in rounds 1-3 (seeded); in round 4 her 0 is greyed out, with the
    reason, before any tap, as the hook's bid is; a tap on it changes nothing."""
    db = app_server.database()
    game_id = new_whist_game(db, NAMES)
    # 7, 6, 5 cards; the bids never add up to the hand size
    seed_rounds(db, game_id, [
        ("H", [(0, 0), (3, 4), (3, 3)]), ("S", [(0, 0), (1, 4), (2, 2)]),
        ("D", [(0, 0), (2, 2), (1, 3)]),
    ])
    with phone(browser, app_server, request, SIZES[size]) as app:
        app.open(f"/game/{game_id}", ready="round-title")
        app.wait_text("Round 4 of 7", identifier="round-title")
        # 4 cards, Ann deals: Bob, Cem, Ann. Ann's 0 (a fourth in a row) and 2 (the hook:
        # 1 + 1 + 2 = 4) are greyed out before she taps.
        bids(app, [(1, 1), (2, 1)])
        assert is_disabled(app, "round-bid-0-0") and is_disabled(app, "round-bid-0-2")
        assert not is_disabled(app, "round-bid-0-1")
        app.wait_text("Ann bid 0 in each of the last 3 rounds")
        app.wait_text("hook")
        said = screen_words(app)
        assert "Seat" not in said and "seat 0" not in said
        app.screenshot("round-4-zero-streak-greyed")
        app.tap("round-bid-0-0")  # a tap on the greyed 0 changes nothing
        app.wait_text("not entered", identifier="round-seat-0-prediction")
        app.tap("round-bid-0-1")
        app.tap("round-suit-C")
        app.tap("round-tricks-1-1")
        app.tap("round-tricks-2-1")
        wait_number(app, "round-seat-0-tricks", 2)
        app.tap("round-confirm")
        app.wait_text("Round 5 of 7", identifier="round-title")
        stored = store_rounds(db, game_id)
        assert stored["rounds"][3]["calls"] == [1, 1, 1]
        assert stored["rounds"][3]["tricks"] == [2, 1, 1]
        # Ann: 10 + 10 + 10 (0 met, three times) + 2 (bid 1 took 2) = 32
        wait_number(app, "round-total-0", 32)


def seed_rounds(db, game_id, rounds) -> None:
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import SUIT, Trump
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{db}")
    try:
        service = GameService(store)
        for i, (trump, seats) in enumerate(rounds):
            service.record_round(game_id, RoundEntry(
                seats=tuple(SeatEntry(call=b, tricks=t) for b, t in seats),
                trump=None if trump is None else Trump(SUIT, trump)), index=i)
    finally:
        store.close()


def new_whist_game(db, names) -> str:
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{db}")
    try:
        view = GameService(store).start_game(game="nomination-whist", players=names,
                                             first_dealer=0, options={"short": True})
        return view.id
    finally:
        store.close()


@pytest.mark.parametrize("size", ["390x844"])
def test_a_whist_tie_names_the_players_who_share_the_win(browser, app_server, request, size):
    db = app_server.database()
    game_id = new_whist_game(db, NAMES)
    # Six rounds already played (Ann and Bob alike, Cem takes the rest; the bids never add up
    # to the hand size). By hand: 7 cards 2/2 met 12 each, Cem 1 took 3: 3; 6: 12, 12, 2;
    # 5: 1/1 met 11, 11, Cem 1 took 3: 3; 4: 11, 11, 2; 3: 11, 11, Cem 0 took 1: 1;
    # 2: 11, 11, Cem 1 took 0: 0. Totals 68, 68, 11.
    seed_rounds(db, game_id, [
        ("S", [(2, 2), (2, 2), (1, 3)]), ("H", [(2, 2), (2, 2), (1, 2)]),
        ("D", [(1, 1), (1, 1), (1, 3)]), ("C", [(1, 1), (1, 1), (1, 2)]),
        ("S", [(1, 1), (1, 1), (0, 1)]), ("H", [(1, 1), (1, 1), (1, 0)]),
    ])
    with phone(browser, app_server, request, SIZES[size]) as app:
        app.open(f"/game/{game_id}", ready="round-title")
        app.wait_text("Round 7 of 7", identifier="round-title")
        # 1 card, Ann deals: Bob, Cem, Ann bid 0 (0 is not the hand size 1)
        bids(app, [(1, 0), (2, 0), (0, 0)])
        app.wait_text("the turned card's suit")
        app.tap("round-suit-S")
        app.tap("round-tricks-1-0")
        app.tap("round-tricks-2-1")
        # Ann 0 took 0: 10, Bob 10, Cem 0 took 1: 1 -> 78, 78, 12
        app.tap("round-confirm")
        app.wait_text("Ann and Bob share the win with 78 points each", identifier="end-winner")
        said = app.text("end-winner")
        assert "Seat" not in said and "seat" not in said and "0, 1" not in said
        app.screenshot("whist-tie-end")
        stored = store_rounds(db, game_id)
        assert stored["status"] == "finished" and json.loads(stored["winners"]) == [0, 1]
        assert stored["rounds"][6]["points"] == [10, 10, 1]
