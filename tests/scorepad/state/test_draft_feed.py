"""The round being entered on a phone reaches the big screen (scorepad/state/draft_feed.py):
two sessions' states over one service, told of each other as `scorepad web` tells its sessions
(the store's live events, scorepad/app.py's bridge). Nothing of a draft is stored."""

from __future__ import annotations

import pytest

from scorepad.assemble import assemble
from scorepad.services.live import DRAFT
from scorepad.state.app_state import AppState
from scorepad.state.draft_feed import DraftShown
from rules.trump import COLOUR, Trump

TRICKS_1 = {0: (3, 3), 1: (4, 5), 2: (6, 4), 3: (1, 1)}  # seat: (call, tricks), 13 tricks


@pytest.fixture
def told(service):
    """Every AppState made by `session()` hears every change, as the app's sessions do."""
    stops, seen = [], []

    def session(app_service=None) -> AppState:
        app = assemble(app_service or service)
        stops.append(service.events.subscribe(app.live))
        return app

    stops.append(service.events.subscribe(seen.append))
    yield session, seen
    for stop in stops:
        stop()


def test_a_phones_call_and_trump_show_on_the_board_as_entered_so_far(service, four, told):
    session, seen = told
    board, phone, other = session(), session(), session()
    assert board.open_board()
    version = service.get(four).version
    phone.open_game(four)
    other.open_game(four)
    assert board.board.draft is None and not board.board.board.entered  # nothing typed yet
    rs = phone.round_state()
    rs.enter_prediction(1, 4)
    b = board.board.board
    assert b.entered and b.last == "Round 1 · entered so far"
    assert [r.call for r in b.rows] == ["", "4", "", ""] and all(r.entered for r in b.rows)
    assert b.heading == "Round 1 of 4" and {r.total for r in b.rows} == {0}
    rs.choose_trump("red")
    assert board.board.board.trump == "Trump: red"
    other.round_state().load()  # another phone opening the round sends nothing: kept
    other.go_home()
    other.open_game(four)
    assert [r.call for r in board.board.board.rows] == ["", "4", "", ""]
    assert other.round_state().calls == (None, None, None, None)  # drafts stay each phone's
    # nothing of it was stored; the other phone's screen did not reload for it
    view = service.get(four)
    assert view.version == version and not view.rounds
    assert [c.what for c in seen] == [DRAFT, DRAFT]
    assert isinstance(seen[-1].draft, DraftShown) and seen[-1].draft.trump == Trump(COLOUR, "red")


def test_a_confirm_clears_what_was_entered_and_shows_the_round_as_saved(service, four, told):
    session, seen = told
    board, phone = session(), session()
    board.open_board(four)
    phone.open_game(four)
    rs = phone.round_state()
    rs.choose_trump("red")
    for seat in (1, 2, 3, 0):
        rs.enter_prediction(seat, TRICKS_1[seat][0])
    for seat in (1, 2, 3, 0):
        rs.enter_tricks(seat, TRICKS_1[seat][1])
    b = board.board.board
    assert b.entered and [r.tricks for r in b.rows] == ["3", "5", "4", "1"]
    assert [r.call for r in b.rows] == ["3", "4", "6/9", "1"] and not any(
        r.points is not None for r in b.rows)
    assert rs.confirm()
    b = board.board.board
    assert not b.entered and b.heading == "Round 2 of 4" and b.last == "Round 1 as saved"
    assert not any(r.entered for r in b.rows) and b.rows[1].points is not None
    rs.enter_prediction(2, 1)  # round 2 on the phone: shown as entered so far again
    b = board.board.board
    assert b.entered and b.last == "Round 2 · entered so far" and b.rows[2].call == "1"
    assert b.trump == ""  # round 2's trump is not chosen yet: not round 1's


def test_a_round_saved_or_undone_elsewhere_clears_what_was_entered(service, four, told):
    from rules.scoresheet import RoundEntry, SeatEntry

    session, _ = told
    board, phone = session(), session()
    board.open_board(four)
    phone.open_game(four)
    phone.round_state().enter_prediction(1, 4)
    assert board.board.board.entered
    # the round saved on another device: the draft shown was for round 1, now gone
    service.record_round(four, RoundEntry(
        seats=tuple(SeatEntry(call=c, tricks=t) for c, t in TRICKS_1.values()),
        trump=Trump(COLOUR, "red")), index=0)
    b = board.board.board
    assert not b.entered and b.heading == "Round 2 of 4" and b.rows[1].call == "4"
    stale = DraftShown(game_id=four, number=1, calls=(None, 9, None, None),
                       tricks=(None,) * 4, doubles=(0,) * 4, trump=None)
    board.board.entering(stale)  # late: round 1 is saved, the board shows round 2
    assert not board.board.board.entered
    service.undo_last_round(four)  # round 1 again: the late draft was cleared by the undo
    assert board.board.board.heading == "Round 1 of 4"
    assert board.board.draft is None or board.board.draft.calls[1] != 9


def test_a_locked_phone_on_a_shared_table_shows_nothing_on_the_board(service, four, told):
    from scorepad.services.access.control import AccessControl
    from scorepad.state.access import ShareInfo

    session, seen = told
    share = ShareInfo(("http://192.0.2.7:8550/",), AccessControl("246810"))
    locked = assemble(service, share, "192.0.2.8")
    stop = service.events.subscribe(locked.live)
    try:
        board = session()
        board.open_board(four)
        locked.open_game(four)
        locked.round_state().enter_prediction(1, 4)
        assert not board.board.board.entered and not [c for c in seen if c.what == DRAFT]
    finally:
        stop()


def test_a_draft_is_not_a_change_for_the_other_screens(service, four, told):
    """Home, history and the round screen of other phones do not read again for a tap."""
    session, _ = told
    phone, home = session(), session()
    phone.open_game(four)
    reads = []

    def counting(name):
        real = getattr(service, name)

        def read(*args, **kwargs):
            reads.append(name)
            return real(*args, **kwargs)
        return read

    service.get, service.list_games = counting("get"), counting("list_games")
    try:
        phone.round_state().enter_prediction(1, 4)
    finally:
        del service.get, service.list_games
    assert home.route == "/" and reads == []
