"""One replay (rules/replay.py) behind the three places that used to replay a game each: the
game's view, recording and editing a round, and the import. They agree with it and with each
other: what the view shows is the replay, and a round the service refuses, the import refuses
for the same reason."""

import json
import random

import pytest

from rules.registry import scoresheet
from rules.replay import replay
from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.exchange import export as exchange
from scorepad.services.games import rounds as game_rounds
from scorepad.services.games.service import GameError, GameService
from scorepad.store.db import open_store
from tests.scorepad.services.games.test_service_random_games import _entry

SIXTH = scoresheet("sixth-sense")


@pytest.fixture
def played():
    """A 4-player 6th Sense game, three rounds recorded."""
    store = open_store("sqlite://")
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy", "Di"], first_dealer=2)
    rng = random.Random(7)
    for _ in range(3):
        g = svc.record_round(g.id, _entry(rng, 4, g.next_plan.tricks), index=len(g.rounds))
    yield store, svc, g
    store.close()


def test_the_view_is_the_replay_of_its_entries(played):
    store, svc, g = played
    r = replay(SIXTH, players=4, first_dealer=2, options=g.options,
               entries=[rv.entry for rv in g.rounds], check=True)
    assert r.refused is None
    for rv, done in zip(svc.get(g.id).rounds, r.rounds):
        assert (rv.index, rv.plan, rv.scores, rv.totals) == (done.index, done.plan, done.scores,
                                                             done.totals)
    assert (g.totals, g.standing, g.next_plan) == (r.totals, r.standing, r.next_plan)


def test_recording_and_editing_go_through_the_replay(played, monkeypatch):
    store, svc, g = played
    calls = []
    real = game_rounds.replay

    def spy(*args, **kw):
        calls.append(kw.get("check"))
        return real(*args, **kw)

    monkeypatch.setattr(game_rounds, "replay", spy)
    entry = _entry(random.Random(1), 4, g.next_plan.tricks)
    g2 = svc.record_round(g.id, entry, index=3)
    assert {3} in calls  # the new round, checked
    calls.clear()
    g3 = svc.edit_round(g.id, 0, g2.rounds[0].entry, expected=g2.rounds[0].version)
    assert {0} in calls and g3.totals == g2.totals
    calls.clear()
    svc.get(g.id)
    assert calls == [None]  # the view: every round replayed, none checked (nothing to refuse)


def test_a_round_the_service_refuses_the_import_refuses_for_the_same_reason(played):
    store, svc, g = played
    plan = g.next_plan
    good = _entry(random.Random(3), 4, plan.tricks)
    seats = list(good.seats)
    seats[1] = SeatEntry(call=seats[1].call, tricks=seats[1].tricks + 2)  # too many tricks
    bad = RoundEntry(seats=tuple(seats), trump=good.trump)
    problems = svc.check_round(g.id, bad)
    assert problems
    with pytest.raises(GameError) as refused:
        svc.record_round(g.id, bad, index=len(g.rounds))
    assert refused.value.problems == problems

    [doc] = exchange.export_games(store, [g.id])
    doc["rounds"].append({"index": len(g.rounds), "trump": bad.trump, "seats": [
        {"player": name, "call": s.call, "tricks": s.tricks}
        for name, s in zip(g.players, bad.seats)]})
    with pytest.raises(exchange.ExchangeError) as imported:
        exchange.import_text(open_store("sqlite://"), json.dumps([doc]))
    assert problems[0].message in str(imported.value)
    assert str(imported.value).startswith(f"games[0].rounds[{len(g.rounds)}]")
