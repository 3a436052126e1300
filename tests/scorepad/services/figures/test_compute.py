"""The figures' computation (scorepad/services/figures/compute.py): the store's players after a
rename or a merge, finished games only, a whole round kept after each trick counted once."""

from __future__ import annotations

from rules.cli import answer
from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.figures.compute import table_figures
from scorepad.services.games.service import GameService
from scorepad.services.players.service import PlayerService
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump

SIX_ROUND = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=6, tricks=9),
                              SeatEntry(call=6, tricks=0, doubles=0)), trump=Trump(COLOUR, "red"))


def _finished(svc: GameService, players: list[str]) -> str:
    g = svc.start_game(game="sixth-sense", players=players, first_dealer=0)
    entry = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=6, tricks=9),
                              SeatEntry(call=0, tricks=0)), trump=Trump(COLOUR, "red"))
    for k in range(g.next_plan.rounds):
        svc.record_round(g.id, entry, index=k)
    return g.id


def test_a_renamed_and_a_merged_player_count_as_the_store_says(database_url):
    store = open_store(database_url)
    svc = GameService(store)
    _finished(svc, ["Ann", "Bob", "Cy"])
    _finished(svc, ["Annie", "Bob", "Cy"])
    people = PlayerService(store)
    people.rename("Bob", "Robert")
    people.merge("Annie", "Ann")
    figs = table_figures(store).games["sixth-sense"]
    assert sorted(figs.players) == ["Ann", "Cy", "Robert"]
    ann = figs.players["Ann"]
    assert ann.games == 2 and ann.rounds == 12 and ann.calls_met == 12
    bob = figs.as_json()["players"]["Robert"]
    assert bob["six_nine"] == {"held": 12, "met_at_6": 0, "met_at_9": 12}
    assert bob["mean_error"] == 0.0 and bob["met_rate"] == 1.0
    # the dealer goes round: Bob (second seat) sits 1, 3, 2 seats after the dealer in turn
    assert bob["by_seat_from_dealer"] == {"1": [4, 4], "2": [4, 4], "3": [4, 4]}
    assert bob["by_hand_size"] == {"14": [12, 12]}
    store.close()


def test_an_active_game_adds_nothing(database_url):
    store = open_store(database_url)
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    svc.record_round(g.id, SIX_ROUND, index=0)
    assert table_figures(store).as_json() == {"games": {}}
    _finished(svc, ["Ann", "Bob", "Cy"])
    assert table_figures(store).as_json()["games"]["sixth-sense"]["games"] == 1
    store.close()


def test_a_whole_round_kept_after_each_trick_counts_each_trick_once(database_url):
    store = open_store(database_url)
    svc = GameService(store)
    gid = _finished(svc, ["Ann", "Bob", "Cy"])
    tricks = [{"plays": ["red 3", "red 4", "blue 11"]},
              {"plays": ["yellow 12", {"card": "green 6", "as": 9}, "red 1"]},
              {"plays": ["blue 8", "blue 2", {"card": "green 0", "block": 0}]}]
    base = {"kind": "round", "game": "sixth-sense", "players": 3, "dealer": 0, "trump": "red",
            "predictions": [4, 6, 0]}
    for k in range(1, 4):  # the judge screen keeps the round after every trick
        request = {**base, "tricks": tricks[:k]}
        got = answer(request)
        assert "error" not in got, got
        svc.save_judged_trick(game_id=gid, round_index=1, request=request, answer=got)
    trick = {"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "red",
             "plays": ["blue 8", "blue 2", "blue 5"]}
    svc.save_judged_trick(game_id=gid, round_index=2, request=trick, answer=answer(trick))
    judged = table_figures(store).as_json()["games"]["sixth-sense"]["judged"]
    whole = answer({**base, "tricks": tricks})["tricks"]
    single = answer(trick)
    assert judged["tricks"] == 4
    assert judged["reversals"] == sum(t["reversed"] for t in whole) + single["reversed"]
    assert judged["blocks"] == sum(bool(t["blocked"]) for t in whole) == 1
    assert judged["doubles"] == sum(t["double"] for t in whole) == 1
    assert judged["declared_9"] == 1 and judged["declared_6"] == 0
    assert judged["peeks"] == sum(t["peek"] is not None for t in whole + [single])
    store.close()

