"""The big screen beside the table (issue 31, item 3), in Chromium on a real `scorepad web`.

- A board at 1920 x 1080 opened at `/board` (the game being played) follows a phone at
  390 x 844 that taps a call (shown as entered so far), confirms a round, edits it and undoes
  it, with no tap on the board. tests/e2e/board_watch.py measures each from the phone's tap;
  the figures are printed and bounded generously (FOLLOW_BOUND: it follows without a tap; a
  loaded CI machine is no measure). The issue's 1 s is measured by bench/board_latency.py.
- The same board at 1280 x 720 and 3840 x 2160: a total's painted box is at least 5 % of the
  screen's height.
- Behind `--share`, `/board/<id>` opens without the PIN and shows no control that edits;
  once another device finishes a game, `/board` shows it over: who won, and that the next
  game takes the screen (issue 36 item 6).
Screenshots: tests/artifacts/test_board-*/.
"""

from __future__ import annotations

import re

import pytest

from .board_watch import arm, latency_ms, watch_taps
from .conftest import PHONES, SHARED_PIN, open_driver
from .flows import RoundData, Seat, number_pattern, service_on, start_game, wait_number

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy"]
# Dealer Ann, Bob leads, 13 tricks: Ann 4 at 4: 4; Bob 5 at 5: 5; Cy 6/9 at 4: -2.
ROUND_1 = RoundData(dealer=0, leader=1, trump="red",
                    seats=(Seat(4, 4), Seat(5, 5), Seat(6, 4)),
                    points=(4, 5, -2), totals=(4, 5, -2))
TV = {"width": 1920, "height": 1080}
# ms from the phone's tap to the board's drawing: generous, it says the board follows with no
# tap; the 1 s is measured by bench/board_latency.py (no timed assertion in a test)
FOLLOW_BOUND = 5_000
SIZES = ({"width": 1280, "height": 720}, {"width": 3840, "height": 2160})
MIN_SHARE = 0.05  # a total's height on the screen, at least
PIN = SHARED_PIN  # the shared_server fixture's (conftest)


def total_share(board, seat: int, height: int) -> float:
    """The painted height of a total (its node's box in the accessibility tree, which is the
    box Flutter paints the text in) as a share of the screen's height."""
    box = board.el(f"board-total-{seat}").first.bounding_box()
    assert box is not None, f"board-total-{seat} is not painted"
    return box["height"] / height


def follow(board, phone, what: str, seen: dict) -> None:
    """The board showed what was armed, by itself, after the phone's last tap (the latency is
    printed; bench/board_latency.py is the measure of the issue's 1 s)."""
    ms = latency_ms(board.page, phone.page, timeout_ms=FOLLOW_BOUND)
    seen[what] = ms
    print(f"board latency, the phone's {what} to the board: {ms:.0f} ms")


def test_the_board_follows_a_phone_and_fits_every_screen(browser, app_server, request):
    with open_driver(browser, app_server, request, ready="home-new-game", tab="phone",
                     viewport=PHONES["390x844"]) as phone:
        game_id = start_game(phone, PLAYERS, dealer=0)
        with open_driver(browser, app_server, request, ready="board-total-0", path="/board",
                         tab="tv", viewport=TV) as board:
            board.wait_text("Round 1 of", identifier="board-heading")
            board.wait_text("Ann deals", identifier="board-detail")
            assert board.page.url.endswith("/board")  # the game being played: no id asked
            board.screenshot("tv-before-round-1")
            board.page.evaluate("() => { window.__sameBoard = true; }")
            watch_taps(phone.page)
            taps = board.taps
            seen: dict[str, float] = {}

            # a call tapped on the phone: the board shows it as entered so far
            arm(board.page, "board-call-1", number_pattern(5))
            phone.wait_text("Round 1", identifier="round-title")
            phone.tap("round-prediction-1-5")  # Bob leads: his call first
            follow(board, phone, "call", seen)
            board.wait_text("Round 1 · entered so far", identifier="board-last")
            assert not board.exists("board-points-1")  # nothing saved: no points
            arm(board.page, "board-trump", "Trump: red")
            phone.tap("round-prediction-2-6")
            phone.tap("round-prediction-0-4")
            phone.tap("round-trump-red")
            follow(board, phone, "trump", seen)
            board.wait_text("6/9", identifier="board-call-2")
            board.screenshot("tv-round-1-entered-so-far")

            # a confirm
            arm(board.page, "board-total-1", number_pattern(5))
            for seat in (1, 2):
                phone.tap(f"round-tricks-{seat}-{ROUND_1.seats[seat].tricks}")
            wait_number(phone, "round-seat-0-tricks", ROUND_1.seats[0].tricks)
            phone.screenshot("phone-round-1")
            phone.tap("round-confirm")
            follow(board, phone, "confirm", seen)
            for seat, total in enumerate(ROUND_1.totals):
                wait_number(board, f"board-total-{seat}", total)
            board.wait_text("Round 1 as saved", identifier="board-last")
            board.wait_text("Trump: red", identifier="board-trump")
            board.wait_text("6/9", identifier="board-call-2")
            board.wait_text("Bob leads Ann by 1 point.", identifier="board-margin")
            board.wait_text("Bob is ahead with 5.", identifier="board-lead")
            board.wait_text("Chart of running totals. Now: Ann 4, Bob 5, Cy -2.",
                            identifier="board-chart")
            board.wait_text("1.", identifier="board-rank-1")
            assert total_share(board, 1, TV["height"]) >= MIN_SHARE
            board.screenshot("tv-after-round-1")

            # an edit: Ann said 3, not 4 (3 at 4: -1)
            arm(board.page, "board-total-0", number_pattern(-1))
            phone.tap("round-open-0")
            phone.tap("round-seat-0-prediction")
            phone.tap("round-prediction-0-3")
            wait_number(phone, "round-points-0", -1)
            phone.tap("round-confirm")
            follow(board, phone, "edit", seen)
            board.screenshot("tv-after-the-edit")

            # an undo: round 1 is gone, the board is back at round 1 with nothing saved; the
            # phone holds the round taken back as its draft: shown as entered so far
            arm(board.page, "board-total-1", re.compile(r"(?<![-\u2212\d])0(?!\d)"))
            phone.tap("round-undo")
            follow(board, phone, "undo", seen)
            board.wait_text("Round 1 of", identifier="board-heading")
            board.wait_text("Round 1 · entered so far", identifier="board-last")
            assert not board.exists("board-points-1")
            board.screenshot("tv-after-the-undo")
            phone.screenshot("phone-after-the-undo")

            assert board.taps == taps  # nobody touched the board
            assert board.page.evaluate("() => window.__sameBoard") is True  # no reload
            print("board latency (ms): " + ", ".join(f"{k} {v:.0f}" for k, v in seen.items()))

            # the same board at a laptop's and a 4K TV's size: a total is >= 5 % high
            phone.tap("round-confirm")  # the round undone comes back as it was: saved again
            wait_number(board, "board-total-1", 5)
            for size in SIZES:
                board.page.set_viewport_size(size)
                board.settle()
                board.wait_for("board-total-1")
                share = total_share(board, 1, size["height"])
                print(f"board at {size['width']}x{size['height']}: a total is "
                      f"{100 * share:.1f} % of the screen's height")
                assert share >= MIN_SHARE, (size, share)
                board.screenshot(f"tv-{size['width']}x{size['height']}")

        # the game screen's entry opens its board (here on the phone: a phone mirrored to a TV)
        phone.tap("board-open")
        phone.wait_for("board-total-0")
        assert phone.page.url.endswith(f"/board/{game_id}")
        wait_number(phone, "board-total-1", 5)
        phone.screenshot("phone-shows-the-board")
        phone.tap("board-close")
        phone.wait_for("round-title")


def test_behind_share_the_board_needs_no_pin_and_edits_nothing(browser, shared_server,
                                                               request):
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import COLOUR, Trump

    service = service_on(shared_server.database())
    try:  # set up by "another device": the server reads the same file
        game_id = service.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0).id
        service.record_round(game_id, RoundEntry(
            seats=tuple(SeatEntry(call=s.call, tricks=s.tricks) for s in ROUND_1.seats),
            trump=Trump(COLOUR, "red")), index=0)
        version = service.get(game_id).version
    finally:
        service.store.close()
    # a locked phone on the game: the board's network address and QR code, for a TV's
    # browser; its "Show on a big screen" opens the board with no PIN asked
    with open_driver(browser, shared_server, request, ready="round-title", tab="phone",
                     path=f"/game/{game_id}", viewport=PHONES["390x844"]) as phone:
        assert phone.exists("pin-open")  # a viewer: not unlocked
        phone.scroll_to(phone.el("board-qr").first)
        said = phone.text("board-address")
        assert re.search(rf"https?://[^ ]+/board/{game_id}", said), said
        assert "127.0.0.1" not in said  # the address the table's network reaches
        phone.screenshot("shared-game-screen-board-entry")
        phone.tap("board-open")
        phone.wait_for("board-total-0")
        assert not phone.exists("pin-field")
        phone.screenshot("shared-phone-board")
    with open_driver(browser, shared_server, request, ready="board-total-0",
                     path=f"/board/{game_id}", viewport=TV, tab="tv") as board:
        for seat, total in enumerate(ROUND_1.totals):
            wait_number(board, f"board-total-{seat}", total)
        for seat, name in enumerate(PLAYERS):
            board.wait_text(name, identifier=f"board-name-{seat}")
        board.screenshot("shared-board")
        shown = board.identifiers()
        assert all(i.startswith("board-") for i in shown), shown
        assert not board.exists("pin-open") and not board.exists("pin-field")
        # its one button is the one that leaves it
        owners = board.page.eval_on_selector_all(
            'flt-semantics-host [role="button"]',
            "els => els.map(e => e.closest('[flt-semantics-identifier]')"
            "?.getAttribute('flt-semantics-identifier'))")
        assert owners == ["board-close"], owners
        assert "Close the big screen" in board.text("board-close")
        assert not board.page.locator("flt-semantics-host input, flt-semantics-host textarea,"
                                      " flt-semantics-host [role=switch]").count()
        # after the end: a match finished on another device is the game played last, and
        # `/board` keeps it, over, until another game starts
        other = service_on(shared_server.database())
        try:
            match = other.start_game(game="shedding", players=PLAYERS, first_dealer=0,
                                     options={"mode": "classic", "games": 1}).id
            other.record_round(match, RoundEntry(seats=(SeatEntry(points=15),
                                                        SeatEntry(points=0),
                                                        SeatEntry(points=42))), index=0)
        finally:
            other.store.close()
        board.open("/board", ready="board-total-0")
        board.wait_text("Game over: Bob wins with 0.", identifier="board-heading")
        board.wait_text("Final scores after 1 game", identifier="board-detail")
        board.wait_text("The next game shows here as soon as it starts.",
                        identifier="board-next")
        assert not board.exists("pin-field")
        board.screenshot("shared-board-game-over")
    again = service_on(shared_server.database())
    try:
        assert again.get(game_id).version == version  # nothing changed
    finally:
        again.store.close()
