"""The app's side of a conflict: two round screens (two devices) on one game.

The round state passes the round it shows (and the version of a round it edits or undoes); on
`GameConflict` it says in words which round another device saved, changed or undid, shows the
game as it now is, and keeps the refused draft in words to compare. Never a traceback.
"""

from __future__ import annotations

import pytest

from scorepad.services.games.service import GameService
from scorepad.state.round import RoundState
from scorepad.store.db import open_store


@pytest.fixture
def two(tmp_path):
    """Two devices: each its own store on one SQLite file, as two phones on one server."""
    url = f"sqlite:///{tmp_path / 'scorepad.sqlite'}"
    a, b = GameService(open_store(url)), GameService(open_store(url))
    yield a, b
    a.store.close()
    b.store.close()


def screen(service, game_id) -> RoundState:
    rs = RoundState(service, game_id)
    assert rs.load()
    return rs


def enter(rs: RoundState, calls, tricks, trump="red"):
    rs.choose_trump(trump)
    for seat in rs.order:
        rs.enter_prediction(seat, calls[seat])
    for seat in rs.order[:-1]:
        rs.enter_tricks(seat, tricks[seat])
    assert rs.complete, (rs.missing, rs.problems)


def test_the_stale_screen_is_told_in_words_and_shows_the_game_as_it_is(two):
    a, b = two
    gid = a.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0).id
    ra, rb = screen(a, gid), screen(b, gid)
    enter(ra, (4, 5, 6), (4, 5, 4))
    enter(rb, (3, 3, 3), (3, 3, 7), trump="blue")  # B's own draft of round 1
    assert ra.confirm()
    assert not rb.confirm()
    assert rb.conflict is not None and rb.error is None
    assert rb.conflict.message.startswith("Round 1 was just saved on another device.")
    # B's draft is kept, in words, to compare with what A saved
    assert rb.conflict.draft.startswith("Your entry for round 1: ")
    for words in ("Bob said 3, took 3", "Cy said 3, took 7", "Ann said 3, took 3", "trump blue"):
        assert words in rb.conflict.draft
    # the store has A's round only; B's screen shows it and asks for round 2, empty
    stored = a.get(gid)
    assert [tuple(s.call for s in r.entry.seats) for r in stored.rounds] == [(4, 5, 6)]
    assert len(rb.view.rounds) == 1 and rb.plan.index == 1
    assert rb.view.totals == stored.totals
    assert rb.calls == (None, None, None) and rb.trump is None
    # B goes on with round 2 as usual; the note goes once B saves
    enter(rb, (3, 3, 3), (3, 3, 7), trump="blue")
    assert rb.confirm() and rb.conflict is None
    assert len(a.get(gid).rounds) == 2


def test_an_edit_of_a_round_changed_elsewhere_is_refused_and_reloaded(two):
    a, b = two
    gid = a.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0).id
    ra = screen(a, gid)
    enter(ra, (4, 5, 6), (4, 5, 4))
    assert ra.confirm()
    rb = screen(b, gid)
    ra.open_round(0)
    ra.enter_prediction(0, 3)
    ra.enter_tricks(0, 3)
    ra.enter_tricks(2, 5)
    assert ra.confirm(), ra.error  # A changes round 1
    rb.open_round(0)
    rb.enter_prediction(2, 4)
    assert not rb.confirm()
    assert rb.conflict.message.startswith("Round 1 was just changed on another device.")
    assert "Cy said 4, took 4" in rb.conflict.draft
    assert rb.editing is None  # back to the next round, with the game as it now is
    assert rb.view.rounds[0].entry == a.get(gid).rounds[0].entry
    assert a.get(gid).rounds[0].entry.seats[0].call == 3


def test_an_undo_after_another_device_saved_a_round_removes_nothing(two):
    a, b = two
    gid = a.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0).id
    ra = screen(a, gid)
    enter(ra, (4, 5, 6), (4, 5, 4))
    assert ra.confirm()
    rb = screen(b, gid)  # B sees round 1 saved
    enter(ra, (4, 5, 6), (4, 5, 4))
    assert ra.confirm()  # A saves round 2
    rb.undo()  # B means to take back round 1
    assert rb.conflict.message.startswith("Round 2 was just saved on another device.")
    assert rb.conflict.draft == ""
    assert len(a.get(gid).rounds) == 2 and len(rb.view.rounds) == 2


def test_the_shedding_game_names_a_game_not_a_round(two):
    a, b = two
    gid = a.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0).id
    ra, rb = screen(a, gid), screen(b, gid)
    ra.enter_points(0, "12")
    ra.enter_points(1, "0")
    rb.enter_points(0, "0")
    rb.enter_points(1, "7")
    assert ra.confirm()
    assert not rb.confirm()
    assert rb.conflict.message.startswith("Game 1 was just saved on another device.")
    assert "Bob 7 points" in rb.conflict.draft and "Ann 0 points" in rb.conflict.draft
    assert [r.points for r in a.get(gid).rounds] == [r.points for r in rb.view.rounds]
