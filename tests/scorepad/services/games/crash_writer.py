"""Child process of test_service_crash_safety: records rounds of one game in a loop, printing each
confirmed round's index as soon as record_round has returned (it is then committed)."""

import sys

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump


def main(url: str, game_id: str) -> None:
    service = GameService(open_store(url))
    # everyone predicts 0 and takes tricks: totals only fall, the target is never reached
    entry = RoundEntry(seats=(SeatEntry(call=0, tricks=5), SeatEntry(call=0, tricks=4),
                              SeatEntry(call=0, tricks=4)), trump=Trump(COLOUR, "red"))
    view = service.get(game_id)
    print("ready", flush=True)
    while True:
        view = service.record_round(game_id, entry, index=len(view.rounds))
        print(view.rounds[-1].index, flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
