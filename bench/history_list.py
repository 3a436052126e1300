"""The history list's first page with 10,000 games, against loading every game.

    python bench/history_list.py [--games N] [--database-url URL]

Prints figures; asserts nothing (timings belong here, not in tests). Reference: the same
store read the naive way (every game row with its seats), which is what a history screen
that did not page would do.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import insert, select  # noqa: E402

from _timing import median_ms  # noqa: E402
from scorepad.services.games.service import GameService  # noqa: E402
from scorepad.store import repo  # noqa: E402
from scorepad.store.db import open_store  # noqa: E402
from scorepad.store.models import Game, GameSeat, Round, RoundSeat  # noqa: E402


def fill(store, games: int) -> None:
    """10,000 finished 3-player games of 6 rounds, written in bulk (core inserts)."""
    t0 = datetime(2020, 1, 1, tzinfo=timezone.utc)
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    with store.transaction() as s:
        ids = {n: repo.upsert_player(session=s, name=n).id for n in names}
        game_rows, seat_rows, round_rows = [], [], []
        for i in range(games):
            gid = str(uuid.uuid4())
            game_rows.append(dict(id=gid, game="sixth-sense", options={}, first_dealer=0,
                                  status="finished", winners=[1],
                                  created_at=t0 + timedelta(minutes=i), finished_at=None))
            seat_rows += [dict(game_id=gid, seat=k, player_id=ids[names[(i + k) % 6]])
                          for k in range(3)]
            round_rows += [dict(game_id=gid, index=r, dealer=r % 3, trump="red", voids=0,
                                recorded_at=t0) for r in range(6)]
        s.execute(insert(Game), game_rows)
        s.execute(insert(GameSeat), seat_rows)
        s.execute(insert(Round), round_rows)
        round_ids = s.scalars(select(Round.id)).all()
        s.execute(insert(RoundSeat), [dict(round_id=rid, seat=k, call=4, tricks=4, doubles=0,
                                           hand=None, hand_value=None, points=p)
                                      for rid in round_ids for k, p in enumerate((4, 5, -2))])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--database-url", default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.database_url or f"sqlite:///{tmp}/bench.sqlite"
        store = open_store(url)
        start = time.perf_counter()
        fill(store, args.games)
        print(f"filled {args.games} games x 6 rounds in {time.perf_counter() - start:.1f} s ({store.label})")
        service = GameService(store)

        def naive():
            with store.session() as s:
                for g in s.scalars(select(Game).order_by(Game.created_at.desc())):
                    list(s.scalars(select(GameSeat).where(GameSeat.game_id == g.id)))

        first, _ = median_ms(lambda: service.list_games(limit=50), 20)
        last, _ = median_ms(lambda: service.list_games(limit=50, offset=args.games - 50), 20)
        every, _ = median_ms(naive, 1)
        rows = [("first page (50 games: players, round counts, winners), median", f"{first:.2f} ms"),
                (f"last page (offset {args.games - 50}), median", f"{last:.2f} ms"),
                ("reference: every game with its seats, no paging", f"{every:.0f} ms")]
        for label, value in rows:
            print(f"{label:<66} {value:>10}")
        store.close()


if __name__ == "__main__":
    main()
