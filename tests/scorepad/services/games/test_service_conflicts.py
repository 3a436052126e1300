"""Many devices on one game (issue 10), on a real SQLite file and a real PostgreSQL.

- two processes confirm round k of one game, 100 trials 0-40 ms apart: exactly one is saved,
  the other is told `GameConflict`, nothing is lost;
- a device whose screen still shows round k is refused, not filed as round k+1;
- edits and undos against an out-of-date round are refused;
- the final round recorded while another device edits round 0: status and winners match;
- 20 threads of one process, each recording its own game: none refused.

The full figures (more trials, rounds/s) come from ``python bench/bench_concurrency.py``.
"""

from __future__ import annotations

import threading
import time

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.service import GameConflict, GameError, GameService
from scorepad.store.db import StoreError, open_store
from rules.trump import COLOUR, Trump

from .conflict_writer import ENTRIES, OPTIONS, run_trials
from scorepad.words import say

A, B = ENTRIES["A"], ENTRIES["B"]
PLAYERS = ["Ann", "Bob", "Cy"]


def sixth(*seats, trump=Trump(COLOUR, "red")):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in seats), trump=trump)


MET_MET_MISSED = sixth((4, 4), (5, 5), (6, 4))


def _devices(url: str, n: int = 2) -> list[GameService]:
    """Each device with its own store (engine, connections), as separate phones would be."""
    return [GameService(open_store(url)) for _ in range(n)]


def _close(*services: GameService) -> None:
    for s in services:
        s.store.close()


# -- two processes, the same round ------------------------------------------------------------

def test_two_processes_confirming_the_same_round_save_exactly_one(database_url):
    figures = run_trials(database_url, database_url.split(":")[0], trials=100, max_offset_ms=40)
    print(figures.line())
    assert figures.errors == []
    assert figures.lost == 0
    assert figures.one_saved == figures.trials == 100
    assert (figures.saved, figures.refused) == (100, 100)
    assert figures.stored == 100  # nothing filed as a later round


# -- stale devices -------------------------------------------------------------------------------

def test_a_stale_device_is_refused_not_misfiled(database_url):
    a, b = _devices(database_url)
    game = a.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0, options=OPTIONS)
    seen_by_b = b.get(game.id)  # both screens show round 1
    saved = a.record_round(game.id, A, index=0)
    with pytest.raises(GameConflict) as err:
        b.record_round(game.id, B, index=len(seen_by_b.rounds))
    assert (err.value.index, err.value.number, err.value.change) == (0, 1, "saved")
    assert say(err.value.message).startswith("Round 1 was just saved on another device")
    now = a.get(game.id)
    assert [r.entry for r in now.rounds] == [A]  # A's round only, not B's as round 2
    assert now.version == saved.version and now.next_plan.index == 1
    # B, reloaded, records the next round normally
    assert b.record_round(game.id, B, index=1).rounds[1].entry == B
    _close(a, b)


def test_a_round_ahead_of_the_store_is_refused_as_undone(database_url):
    a, b = _devices(database_url)
    game = a.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0, options=OPTIONS)
    a.record_round(game.id, A, index=0)
    a.record_round(game.id, A, index=1)
    a.undo_last_round(game.id)  # B still shows round 3 as the next one
    with pytest.raises(GameConflict) as err:
        b.record_round(game.id, B, index=2)
    assert (err.value.number, err.value.change) == (2, "undone")
    assert [r.entry for r in a.get(game.id).rounds] == [A]
    _close(a, b)


def test_edits_and_undos_against_an_old_view_are_refused(database_url):
    a, b = _devices(database_url)
    game = a.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0, options=OPTIONS)
    for k in range(3):
        game = a.record_round(game.id, A, index=k)
    seen = b.get(game.id)
    assert [r.version for r in seen.rounds] == sorted({r.version for r in seen.rounds})

    # A changes round 1; B's edit of round 1, from before that change, is refused
    a.edit_round(game.id, 1, B, expected=seen.rounds[1].version)
    with pytest.raises(GameConflict) as err:
        b.edit_round(game.id, 1, A, expected=seen.rounds[1].version)
    assert (err.value.number, err.value.change) == (2, "changed")
    assert say(err.value.message).startswith("Round 2 was just changed on another device")
    # ... but B's edit of round 0, which nobody changed, is fine
    after = b.edit_round(game.id, 0, B, expected=seen.rounds[0].version)
    assert [r.entry for r in after.rounds] == [B, B, A]

    # B's undo of round 3 after A recorded round 4: refused, round 4 stays
    a.record_round(game.id, A, index=3)
    with pytest.raises(GameConflict) as err:
        b.undo_last_round(game.id, expected=seen.rounds[-1].version)
    assert (err.value.number, err.value.change) == (4, "saved")
    assert len(a.get(game.id).rounds) == 4
    # the last round undone on A: B's undo of it is refused, nothing else is removed
    now = b.get(game.id)
    a.undo_last_round(game.id, expected=now.rounds[-1].version)
    with pytest.raises(GameConflict) as err:
        b.undo_last_round(game.id, expected=now.rounds[-1].version)
    assert err.value.change == "undone"
    # an edit of a round that was undone meanwhile
    with pytest.raises(GameConflict):
        b.edit_round(game.id, 3, B, expected=now.rounds[3].version)
    assert [r.entry for r in a.get(game.id).rounds] == [B, B, A]
    # an undo and re-record of the same round is a new version: an old view is still refused
    last = a.get(game.id).rounds[-1]
    a.undo_last_round(game.id, expected=last.version)
    a.record_round(game.id, last.entry, index=last.index)
    with pytest.raises(GameConflict):
        b.edit_round(game.id, last.index, B, expected=last.version)
    _close(a, b)


def test_bad_indexes_and_versions_are_plain_errors(store):
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0)
    for bad in (-1, True, "0", 1.0, None):
        with pytest.raises(GameError) as err:
            svc.record_round(g.id, MET_MET_MISSED, index=bad)
        assert not isinstance(err.value, GameConflict)
        assert "whole number" in err.value.message
    g = svc.record_round(g.id, MET_MET_MISSED, index=0)
    for bad in (-1, True, "3"):
        with pytest.raises(GameError, match="whole number"):
            svc.edit_round(g.id, 0, MET_MET_MISSED, expected=bad)
        with pytest.raises(GameError, match="whole number"):
            svc.undo_last_round(g.id, expected=bad)
    with pytest.raises(TypeError):  # the index is required and keyword-only
        svc.record_round(g.id, MET_MET_MISSED)  # type: ignore[call-arg]
    assert len(svc.get(g.id).rounds) == 1


def test_the_shedding_game_says_game_not_round(store):
    a, b = GameService(store), GameService(store)
    g = a.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0)
    entry = RoundEntry(seats=(SeatEntry(points=3), SeatEntry(points=0)))
    a.record_round(g.id, entry, index=0)
    with pytest.raises(GameConflict) as err:
        b.record_round(g.id, entry, index=0)
    assert say(err.value.message).startswith("Game 1 was just saved on another device")


# -- an edit while the final round is recorded ---------------------------------------------------

def test_final_round_and_an_edit_at_once_leave_status_and_winners_right(database_url):
    """One device records the 6th (last) round while another edits round 0 (which makes a
    different player win): whatever the order, the game is finished with the winner its
    rounds give, and both were told the truth."""
    a, b = _devices(database_url)
    bad = []
    for trial in range(12):
        g = a.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0)
        for k in range(5):
            g = a.record_round(g.id, MET_MET_MISSED, index=k)
        seen = b.get(g.id)
        told = {}
        go = threading.Barrier(2)

        def final():
            go.wait()
            try:
                told["final"] = a.record_round(g.id, MET_MET_MISSED, index=5)
            except (GameError, StoreError) as exc:
                told["final"] = exc

        def edit():
            go.wait()
            time.sleep(trial * 0.002)
            try:  # Ann meets a big prediction in round 0: she now wins
                told["edit"] = b.edit_round(g.id, 0, sixth((13, 13), (0, 0), (0, 0)),
                                            expected=seen.rounds[0].version)
            except (GameError, StoreError) as exc:
                told["edit"] = exc

        threads = [threading.Thread(target=final), threading.Thread(target=edit)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        assert not any(t.is_alive() for t in threads)
        assert not isinstance(told["final"], Exception), told["final"]
        assert not isinstance(told["edit"], Exception), told["edit"]
        view = a.get(g.id)
        [summary] = [s for s in a.list_games(limit=100) if s.id == g.id]
        expected_status = "finished" if view.standing.over else "active"
        if (len(view.rounds), view.status, summary.winners, view.winners) != \
                (6, expected_status, view.winners, ("Ann",)):
            bad.append((trial, len(view.rounds), view.status, summary.winners))
    assert bad == []
    _close(a, b)


# -- writers wait, they are not refused ----------------------------------------------------------

def test_twenty_threads_each_recording_a_game_are_never_refused(database_url):
    """One process (the web server), 20 threads, each recording 30 rounds of its own game."""
    store = open_store(database_url)
    svc = GameService(store)
    games = [svc.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0,
                            options=OPTIONS).id for _ in range(20)]
    refused: list[str] = []
    go = threading.Barrier(len(games))

    def play(game_id):
        go.wait()
        for k in range(30):
            try:
                svc.record_round(game_id, A, index=k)
            except (GameError, StoreError) as exc:
                refused.append(exc.message)

    threads = [threading.Thread(target=play, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not any(t.is_alive() for t in threads)
    assert refused == []
    assert [len(svc.get(g).rounds) for g in games] == [30] * 20
    store.close()


def test_the_view_a_write_returns_is_the_game_as_stored(store):
    """record_round/edit_round return the game as their write left it (built without reading
    it back): the same as a fresh read, up to the finished game."""
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0)
    for k in range(6):
        g = svc.record_round(g.id, MET_MET_MISSED, index=k)
        assert g == svc.get(g.id)
    assert g.status == "finished" and g.finished_at is not None
    g = svc.edit_round(g.id, 2, sixth((13, 13), (0, 0), (0, 0)), expected=g.rounds[2].version)
    assert g == svc.get(g.id) and g.winners == ("Ann",)
