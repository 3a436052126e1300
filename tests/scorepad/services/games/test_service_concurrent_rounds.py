"""Two devices confirming the same round at the same moment: one is saved, the other refused."""

import threading
import time

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.service import GameConflict, GameError, GameService
from scorepad.store import repo
from scorepad.store.db import StoreError, open_store
from rules.trump import COLOUR, Trump
from scorepad.words import say

ENTRY = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                          SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))


def test_the_same_round_confirmed_twice_at_once_is_saved_once(database_url):
    store = open_store(database_url)
    svc = GameService(store)
    game = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)

    # Device A has written round 0 but not yet committed when device B confirms round 0 too.
    a = store.session()
    a.begin()
    repo.put_round(session=a, game_id=game.id, index=0, dealer=0, entry=ENTRY, points=(4, 5, -2))
    outcome = {}

    def device_b():
        other = GameService(open_store(database_url))
        try:
            outcome["b"] = other.record_round(game.id, ENTRY, index=0)
        except (GameError, StoreError) as exc:
            outcome["b"] = exc
        other.store.close()

    b = threading.Thread(target=device_b)
    b.start()
    time.sleep(1.0)  # B is now waiting on A's lock (SQLite's write lock, PostgreSQL's row lock)
    a.commit()
    a.close()
    b.join(timeout=60)
    assert not b.is_alive()
    assert isinstance(outcome["b"], GameConflict), outcome["b"]  # waited, then told
    assert "Round 1 was just saved on another device" in say(outcome["b"].message)
    assert [r.index for r in svc.get(game.id).rounds] == [0]
    store.close()
