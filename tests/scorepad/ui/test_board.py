"""The big screen's drawing (scorepad/ui/board.py): its sizes follow the window, and a shared
table's board address is the network address with the game's board path."""

from __future__ import annotations

import doctest

from scorepad.services.access.control import AccessControl
from scorepad.state.access import AccessState, ShareInfo
from scorepad.assemble import access_state
from scorepad.ui import board
from scorepad.ui.board import board_address, rows_scale, scale_of


def test_the_sizes_follow_the_window():
    assert scale_of(1280, 720) == 1.0 and scale_of(3840, 2160) == 3.0
    assert scale_of(2560, 720) == 1.0  # the smaller ratio: everything still fits in height
    assert scale_of(None, None) == 1.0  # a window not measured yet: as 1280 x 720
    assert scale_of(100, 50) == board.MIN_SCALE


def test_a_total_is_at_least_five_percent_of_the_screen_height():
    # the total's font is 56 px at 1280 x 720 (smaller rows for 5 and 6 players), scaled with
    # the window: its line is taller than its font
    for width, height in ((1280, 720), (1920, 1080), (2560, 1440), (3840, 2160), (1920, 1200)):
        for players in range(2, 7):
            assert 56 * scale_of(width, height) * rows_scale(players) >= 0.05 * height


def test_a_shared_tables_board_address():
    access = access_state(ShareInfo(("http://192.0.2.7:8550/",), AccessControl("246810")))
    gid = "0e2b6a4c-3b1f-4d0e-9c1a-2f6a8b9c0d1e"
    assert board_address(access, gid) == f"http://192.0.2.7:8550/board/{gid}"


def test_a_game_over_says_who_won_and_that_the_next_game_takes_the_screen(tmp_path):
    """Drawn without a browser: the heading that says who won wraps rather than being cut, the
    winner has the cup, and `/board` (following) says the next game shows there."""
    import flet as ft

    from rules.scoresheet import RoundEntry, SeatEntry
    from scorepad.services.games.service import GameService
    from scorepad.state.board import BoardState
    from scorepad.store.db import open_store
    from tests.scorepad.controls import controls, identifiers

    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    try:
        service = GameService(store)
        gid = service.start_game(game="shedding", players=["Ann", "Bob", "Cy"], first_dealer=0,
                                 options={"mode": "classic", "games": 1}).id
        service.record_round(gid, RoundEntry(seats=(SeatEntry(points=15), SeatEntry(points=0),
                                                    SeatEntry(points=42))), index=0)
        following, given = BoardState(service), BoardState(service)
        assert following.show() and given.show(gid)
        drawn = board.board_body(following.board, 1.0, on_close=None)
        assert "board-next" in identifiers(drawn)
        assert "board-next" not in identifiers(board.board_body(given.board, 1.0, None))
        heading = next(c for c in controls(drawn) if getattr(c, "identifier", None)
                       == "board-heading")
        texts = [c for c in controls(heading) if isinstance(c, ft.Text)]
        assert texts[0].value == "Game over: Bob wins with 0." and not texts[0].no_wrap
        cups = [c for c in controls(drawn)
                if isinstance(c, ft.Icon) and c.icon == ft.Icons.EMOJI_EVENTS]
        assert len(cups) == 1  # Bob's
    finally:
        store.close()


def test_the_modules_examples_hold():
    result = doctest.testmod(board)
    assert result.attempted and not result.failed
