"""`GameService.playing_now` (issue 31, the big screen's `/board`): the active game changed
last, on a real SQLite file; finished games are never "being played". A shared table's
session may ask it while locked (it only reads)."""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.access.control import AccessControl
from scorepad.services.access.guarded import GAME_READS, GuardedGameService
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump

ENTRY = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                          SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))
THREE = ["Ann", "Bob", "Cy"]


@pytest.fixture
def service(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    yield GameService(store)
    store.close()


def test_no_active_game_is_none(service):
    assert service.playing_now() is None


def test_the_game_changed_last_is_being_played(service):
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    assert service.playing_now() == a
    b = service.start_game(game="sixth-sense", players=THREE, first_dealer=1).id
    assert service.playing_now() == b  # started later
    service.record_round(a, ENTRY, index=0)
    assert service.playing_now() == a  # a round saved in the older game
    service.record_round(b, ENTRY, index=0)
    assert service.playing_now() == b
    view = service.get(a)
    service.edit_round(a, 0, ENTRY, expected=view.rounds[0].version)
    assert service.playing_now() == a  # an edit counts as a change


def test_an_undo_keeps_the_game_being_played(service):
    """An undo is a change: the game stays on the big screen, even though its newest round (the
    time the screen went by before migration 0003) is gone and another game's is newer."""
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    b = service.start_game(game="sixth-sense", players=THREE, first_dealer=1).id
    service.record_round(a, ENTRY, index=0)
    service.record_round(b, ENTRY, index=0)
    g = service.record_round(a, ENTRY, index=1)
    assert service.playing_now() == a
    service.undo_last_round(a, expected=g.rounds[-1].version)
    assert service.playing_now() == a
    g = service.undo_last_round(a, expected=service.get(a).rounds[-1].version)
    assert not g.rounds and service.playing_now() == a  # even with no round left


def test_a_finished_game_is_not_being_played(service):
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    short = service.start_game(game="shedding", players=THREE, first_dealer=0,
                               options={"mode": "classic", "games": 1}).id
    service.record_round(short, RoundEntry(seats=(SeatEntry(points=15), SeatEntry(points=0),
                                                  SeatEntry(points=42))), index=0)
    assert service.get(short).status == "finished"
    assert service.playing_now() == a


def test_a_locked_session_may_ask_it():
    assert "playing_now" in GAME_READS


def test_through_the_guard_of_a_locked_session(service):
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    session = AccessControl("246810").session("192.0.2.9")
    asked = []
    session.on_locked = asked.append
    guarded = GuardedGameService(service, session)
    assert guarded.playing_now() == a and asked == []


# -- `played_last`: the game the big screen follows (issue 36 item 6) -------------------------

SHEDDING_ONE = {"mode": "classic", "games": 1}  # one game of the shedding sheet ends it
ENDING = RoundEntry(seats=(SeatEntry(points=15), SeatEntry(points=0), SeatEntry(points=42)))


def test_the_game_just_finished_is_played_last_until_another_game_moves(service):
    assert service.played_last() is None
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    assert service.played_last() == a
    short = service.start_game(game="shedding", players=THREE, first_dealer=0,
                               options=SHEDDING_ONE).id
    service.record_round(short, ENDING, index=0)
    assert service.get(short).status == "finished"
    assert service.played_last() == short and service.playing_now() == a
    service.record_round(a, ENTRY, index=0)  # a round in another active game takes over
    assert service.played_last() == a


def test_a_new_game_takes_over_from_the_game_just_finished(service):
    short = service.start_game(game="shedding", players=THREE, first_dealer=0,
                               options=SHEDDING_ONE).id
    service.record_round(short, ENDING, index=0)
    assert service.played_last() == short and service.playing_now() is None
    b = service.start_game(game="sixth-sense", players=THREE, first_dealer=1).id
    assert service.played_last() == b


def test_an_undo_of_the_last_round_brings_the_finished_game_back_into_play(service):
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    short = service.start_game(game="shedding", players=THREE, first_dealer=0,
                               options=SHEDDING_ONE).id
    view = service.record_round(short, ENDING, index=0)
    service.record_round(a, ENTRY, index=0)
    assert service.played_last() == a
    service.undo_last_round(short, expected=view.rounds[-1].version)
    assert service.played_last() == short == service.playing_now()


def test_editing_a_finished_game_later_does_not_take_the_screen(service):
    """A finished game is dated by when it finished: correcting an old game's round in the
    history leaves the board on the game being played."""
    short = service.start_game(game="shedding", players=THREE, first_dealer=0,
                               options=SHEDDING_ONE).id
    view = service.record_round(short, ENDING, index=0)
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    service.edit_round(short, 0, RoundEntry(seats=(SeatEntry(points=14), SeatEntry(points=0),
                                                   SeatEntry(points=42))),
                       expected=view.rounds[0].version)
    assert service.get(short).status == "finished" and service.played_last() == a


def test_a_locked_session_may_ask_which_game_was_played_last(service):
    assert "played_last" in GAME_READS
    a = service.start_game(game="sixth-sense", players=THREE, first_dealer=0).id
    session = AccessControl("246810").session("192.0.2.9")
    asked = []
    session.on_locked = asked.append
    assert GuardedGameService(service, session).played_last() == a and asked == []
