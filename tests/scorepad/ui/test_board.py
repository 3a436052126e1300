"""The big screen's drawing (scorepad/ui/board.py): its sizes follow the window, and a shared
table's board address is the network address with the game's board path."""

from __future__ import annotations

import doctest

from scorepad.services.access import AccessControl
from scorepad.state.access import AccessState, ShareInfo
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
    access = AccessState.of(ShareInfo(("http://192.0.2.7:8550/",), AccessControl("246810")))
    gid = "0e2b6a4c-3b1f-4d0e-9c1a-2f6a8b9c0d1e"
    assert board_address(access, gid) == f"http://192.0.2.7:8550/board/{gid}"


def test_the_modules_examples_hold():
    result = doctest.testmod(board)
    assert result.attempted and not result.failed
