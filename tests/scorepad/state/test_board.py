"""The big screen (scorepad/state/board.py, issue 31 item 3): which game it shows, what it says
of it, how it follows changes, and that it reads only (a shared table needs no PIN for it)."""

from __future__ import annotations

import uuid

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.assemble import assemble
from scorepad.services.live import Change
from scorepad.state.app_state import AppState
from scorepad.state.board import BoardState, board_of, margin_words, ranks
from scorepad.state.routes import Address, parse
from rules.trump import COLOUR, Trump

NAMES = ["Ann", "Bob", "Cy", "Di"]
# Ann deals round 1, Bob leads; 13 tricks: Ann 3 at 3, Bob 4 at 5, Cy 6/9 at 4, Di 1 at 1
ROUND_1 = RoundEntry(seats=(SeatEntry(call=3, tricks=3), SeatEntry(call=4, tricks=5),
                            SeatEntry(call=6, tricks=4), SeatEntry(call=1, tricks=1)),
                     trump=Trump(COLOUR, "red"))


def test_ranks_share_a_place_and_follow_the_sheets_way_of_winning():
    assert ranks((5, 9, 5, 2), higher=True) == (2, 1, 2, 4)
    assert ranks((5, 9, 5, 2), higher=False) == (2, 4, 2, 1)
    assert ranks((0, 0), higher=True) == (1, 1)


def test_the_margin_names_the_leader_and_the_next_best():
    assert margin_words(("Ann", "Bob", "Cy"), (9, 4, 4), higher=True, over=False) == \
        "Ann leads Bob and Cy by 5 points."
    assert margin_words(("Ann", "Bob"), (3, 2), higher=True, over=False) == \
        "Ann leads Bob by 1 point."
    assert margin_words(("Ann", "Bob"), (10, 30), higher=False, over=True) == \
        "Ann won by 20 points over Bob."
    assert margin_words(("Ann", "Bob", "Cy"), (7, 7, 1), higher=True, over=False) == ""


def test_a_new_game_shows_its_first_round_and_nothing_saved(service, four):
    b = board_of(service.get(four))
    assert b.heading == "Round 1 of 4"  # 4 players: 4 rounds
    assert "Ann deals" in b.detail and "Bob leads" in b.detail
    assert [r.name for r in b.rows] == NAMES and {r.total for r in b.rows} == {0}
    assert {r.rank for r in b.rows} == {1} and not b.last and not b.trump
    assert not b.call_header and b.lead == "" and b.margin == ""


def test_a_saved_round_shows_its_calls_tricks_trump_and_the_totals(service, four):
    service.record_round(four, ROUND_1, index=0)
    b = board_of(service.get(four))
    assert b.heading == "Round 2 of 4" and "Bob deals" in b.detail and "Cy leads" in b.detail
    assert b.last == "Round 1 as saved" and b.trump == "Trump: red"
    assert b.call_header == "Says" and b.tricks_header == "Took"
    view = service.get(four)
    assert [r.total for r in b.rows] == list(view.totals)
    assert [r.tricks for r in b.rows] == ["3", "5", "4", "1"]
    assert b.rows[2].call == "6/9"  # as the sheet writes the call, not its number
    best = max(view.totals)
    assert [r.ahead for r in b.rows] == [t == best for t in view.totals]
    assert [r.rank for r in b.rows] == list(ranks(view.totals, higher=True))
    assert b.lead and b.margin


def test_a_lowest_wins_game_ranks_the_lowest_first_and_has_no_call_columns(service):
    view = service.start_game(game="shedding", players=["Ann", "Bob", "Cy"], first_dealer=0,
                              options={"mode": "classic", "games": 3})
    service.record_round(view.id, RoundEntry(seats=(SeatEntry(points=15), SeatEntry(points=0),
                                                    SeatEntry(points=42))), index=0)
    b = board_of(service.get(view.id))
    assert [r.rank for r in b.rows] == [2, 1, 3]
    assert b.heading == "Game 2 of 3" and b.last == "Game 1 as saved"
    assert b.call_header == "" and b.tricks_header == "" and b.trump == ""
    assert b.margin == "Bob leads Ann by 15 points."


def test_the_board_follows_the_game_changed_last(service):
    board = BoardState(service)
    assert board.show() and board.board is None  # no game: nothing to show, no error
    a = service.start_game(game="sixth-sense", players=NAMES, first_dealer=0).id
    board.live(Change(a, "start"))
    assert board.game_id == a and not board.pinned
    b = service.start_game(game="sixth-sense", players=NAMES[:3], first_dealer=0).id
    board.live(Change(b, "start"))
    assert board.game_id == b
    service.record_round(a, ROUND_1, index=0)
    board.live(Change(a, "round"))
    assert board.game_id == a and board.board.heading == "Round 2 of 4"
    service.undo_last_round(a)
    board.live(Change(a, "undo"))
    assert board.board.heading == "Round 1 of 4"


# A shedding match of two games, lowest total wins: Bob 0 + 10, Ann 15 + 0, Cy 42 + 5.
SHEDDING = {"mode": "classic", "games": 2}
GAME_1 = RoundEntry(seats=(SeatEntry(points=15), SeatEntry(points=0), SeatEntry(points=42)))
GAME_2 = RoundEntry(seats=(SeatEntry(points=0), SeatEntry(points=10), SeatEntry(points=5)))


@pytest.fixture
def table(service):
    """A session on `/board` told every change as the app tells it (AppState.live)."""
    app = assemble(service)
    app.follow("/board")
    stop = service.events.subscribe(app.live)
    yield app
    stop()


def test_after_the_last_round_the_board_shows_the_game_over_and_who_won(service, table):
    older = service.start_game(game="sixth-sense", players=NAMES, first_dealer=0).id
    match = service.start_game(game="shedding", players=NAMES[:3], first_dealer=0,
                               options=SHEDDING).id
    assert table.board.game_id == match and not table.board.board.over
    service.record_round(match, GAME_1, index=0)
    service.record_round(match, GAME_2, index=1)  # the last game of the match: it is over
    b = table.board.board
    assert table.route == "/board" and b is not None and b.game_id == match and b.over
    assert b.heading == "Game over: Bob wins with 10."
    assert b.detail.startswith("Final scores after 2 games · finished ")
    assert b.then == "The next game shows here as soon as it starts."
    assert [(r.name, r.total, r.rank, r.ahead) for r in b.rows] == [
        ("Ann", 15, 2, False), ("Bob", 10, 1, True), ("Cy", 47, 3, False)]
    assert b.margin == "Bob won by 5 points over Ann." and b.lead == ""
    assert b.last == "Game 2 as saved" and [r.points for r in b.rows] == [0, 10, 5]
    # a TV that opens /board now sees it too; a reload keeps it
    tv = BoardState(service)
    assert tv.show() and tv.board.game_id == match and tv.board.over
    service.events.publish(None, "reload")
    assert table.board.game_id == match
    # a round saved in the other active game: the board follows that game again
    service.record_round(older, ROUND_1, index=0)
    b = table.board.board
    assert b.game_id == older and not b.over and b.heading == "Round 2 of 4" and not b.then
    assert tv.show() and tv.game_id == older


def test_a_new_game_takes_the_place_of_the_game_just_finished(service, table):
    match = service.start_game(game="shedding", players=NAMES[:3], first_dealer=0,
                               options={"mode": "classic", "games": 1}).id
    service.record_round(match, GAME_1, index=0)
    assert table.board.board.over and table.board.board.heading == "Game over: Bob wins with 0."
    again = service.start_game(game="shedding", players=NAMES[:3], first_dealer=1,
                               options={"mode": "classic", "games": 1}).id
    b = table.board.board
    assert b.game_id == again and not b.over and b.heading == "Game 1 of 1"
    # correcting the finished game afterwards (the history) leaves the new game on the board
    view = service.get(match)
    service.edit_round(match, 0, GAME_2, expected=view.rounds[0].version)
    assert service.get(match).status == "finished" and table.board.game_id == again


def test_a_game_over_on_a_board_given_that_game_says_nothing_of_the_next(service):
    match = service.start_game(game="shedding", players=NAMES[:3], first_dealer=0,
                               options={"mode": "classic", "games": 1}).id
    service.record_round(match, GAME_1, index=0)
    board = BoardState(service)
    assert board.show(match) and board.board.over and board.board.then == ""
    assert board.board.detail.startswith("Final scores after 1 game · finished ")


def test_a_board_given_a_game_keeps_it(service, four):
    board = BoardState(service)
    assert board.show(four) and board.pinned
    other = service.start_game(game="sixth-sense", players=NAMES[:3], first_dealer=0).id
    board.live(Change(other, "start"))
    assert board.game_id == four
    service.record_round(four, ROUND_1, index=0)
    board.live(Change(four, "round"))
    assert board.board.heading == "Round 2 of 4"
    service.delete_game(four)
    board.live(Change(four, "delete"))
    assert board.board is None and board.error  # said, never a traceback


def test_the_boards_addresses(service, four):
    gid = str(uuid.UUID(four))
    assert parse("/board") == Address("/board")
    assert parse(f"/board/{gid}") == Address("/board", game_id=gid, written=gid)
    app = assemble(service)
    app.follow(f"/board/{four}")
    assert app.route == "/board" and app.url == f"/board/{four}"
    app.follow("/board")
    assert app.route == "/board" and app.url == "/board" and app.board.game_id == four
    app.follow("/board/not-a-game")
    assert app.route == "/" and "not-a-game" in app.error
    app.follow(f"/board/{uuid.uuid4()}")
    assert app.route == "/" and app.error


def test_the_app_hands_live_changes_to_the_board(service, four):
    app = assemble(service)
    app.open_game(four)
    assert app.open_board(four) and app.url == f"/board/{four}"
    service.record_round(four, ROUND_1, index=0)
    app.live(Change(four, "round"))
    assert app.board.board.heading == "Round 2 of 4"
    app.back()
    assert app.route == "/game"


@pytest.fixture
def shared_app(service):
    from scorepad.services.access.control import AccessControl
    from scorepad.state.access import ShareInfo

    share = ShareInfo(("http://192.0.2.7:8550/",), AccessControl("246810"))
    return assemble(service, share, "192.0.2.8")


def test_a_locked_session_opens_the_board_without_the_pin(shared_app, service, four):
    app = shared_app
    assert not app.access.unlocked
    version = service.get(four).version
    app.follow(f"/board/{four}")
    assert app.route == "/board" and app.board.board is not None
    app.follow("/board")
    app.live(Change(four, "round"))
    assert not app.access.prompt_open  # nothing asked for the PIN: the board only reads
    assert service.get(four).version == version


def test_the_board_state_reaches_no_method_that_changes_a_game():
    import inspect

    from scorepad.services.access.guarded import GAME_READS
    from scorepad.state import board

    source = inspect.getsource(board)
    used = {name for name in GAME_READS | {"start_game", "record_round", "edit_round",
                                          "undo_last_round", "delete_game",
                                          "save_judged_trick"}
            if f"service.{name}(" in source}
    assert used and used <= GAME_READS, used


def test_the_modules_examples_hold():
    import doctest

    from scorepad.state import board

    result = doctest.testmod(board)
    assert result.attempted and not result.failed
