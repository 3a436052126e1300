"""Statistics over 10,000 games, against the history list's first page.

    python bench/bench_stats.py [--games N] [--players P] [--repeat R] [--database-url URL]

Seeds N finished 4-player 6th Sense games (each with all its rounds, a seat per player per
round) by bulk inserts through the store's models, then prints the median time of the one
computation (`scorepad stats`, services/figures/compute.py: every finished game's rounds read once),
the Statistics screen's first opening (that computation, then the leaderboard and the leader's
figures cut from it: services/figures/stats.py) and the screen opened again
(services/figures/cache.py: kept until the store's change marker moves, so only the marker is read
and the figures cut again), and each cut on its own (`table_stats`, `player_stats` of the player
with most games, with filters).
Reference, timed in the same run on the same store: the history screen's page
(`GameService.list_games(limit=20)`), which a user already waits for. Prints figures; asserts
nothing (timings belong here, not in tests).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import insert  # noqa: E402

from _timing import median_ms  # noqa: E402
from rules.sixth_sense import setup  # noqa: E402
from rules.sixth_sense.cards import VALUE_SET  # noqa: E402
from rules.sixth_sense.scoring import score  # noqa: E402
from scorepad.services.figures.compute import table_figures  # noqa: E402
from scorepad.services.figures.cache import FiguresCache  # noqa: E402
from scorepad.services.games.service import GameService  # noqa: E402
from scorepad.services.figures.stats import StatsService  # noqa: E402
from scorepad.store.db import open_store  # noqa: E402
from scorepad.store.models import Game, GameSeat, Player, Round, RoundSeat  # noqa: E402

SEATS = 4


def fill(store, games: int, players: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    table = setup.SetUp.of(SEATS)
    calls = sorted(VALUE_SET)
    t0 = datetime.now(timezone.utc) - timedelta(days=730)
    names = [f"Player {k + 1}" for k in range(players)]
    with store.transaction() as s:
        s.execute(insert(Player), [{"id": k + 1, "name": n, "last_played": t0}
                                   for k, n in enumerate(names)])
    round_id = 0
    batch = 500
    for start in range(0, games, batch):
        g_rows, seat_rows, r_rows, rs_rows = [], [], [], []
        for i in range(start, min(start + batch, games)):
            gid = str(uuid.uuid4())
            seated = rng.sample(range(1, players + 1), SEATS)
            totals = [0] * SEATS
            for r in range(table.rounds):
                round_id += 1
                cuts = sorted(rng.randint(0, table.tricks) for _ in range(SEATS - 1))
                tricks = [b - a for a, b in zip([0] + cuts, cuts + [table.tricks])]
                r_rows.append({"id": round_id, "game_id": gid, "index": r, "dealer": r % SEATS,
                               "trump": "red", "voids": 0,
                               "recorded_at": t0 + timedelta(hours=i * 1.7, minutes=r)})
                for seat, t in enumerate(tricks):
                    call = t if rng.random() < 0.4 else rng.choice(calls)
                    pts = score(call, t).points
                    totals[seat] += pts
                    rs_rows.append({"round_id": round_id, "seat": seat, "call": call,
                                    "tricks": t, "doubles": 0, "points": pts})
            best = max(totals)
            created = t0 + timedelta(hours=i * 1.7)
            g_rows.append({"id": gid, "game": "sixth-sense",
                           "options": {"scoring": "standard", "ending": "rounds", "target": None,
                                       "late_trump": False, "removed": None},
                           "first_dealer": 0, "status": "finished",
                           "winners": [k for k, t in enumerate(totals) if t == best],
                           "created_at": created, "finished_at": created + timedelta(hours=1)})
            seat_rows += [{"game_id": gid, "seat": k, "player_id": p}
                          for k, p in enumerate(seated)]
        with store.transaction() as s:
            s.execute(insert(Game), g_rows)
            s.execute(insert(GameSeat), seat_rows)
            s.execute(insert(Round), r_rows)
            s.execute(insert(RoundSeat), rs_rows)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--database-url", default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.database_url or f"sqlite:///{tmp}/bench.sqlite"
        store = open_store(url)
        start = time.perf_counter()
        fill(store, args.games, args.players)
        rounds = setup.SetUp.of(SEATS).rounds
        print(f"seeded {args.games} games x {rounds} rounds x {SEATS} seats, {args.players} "
              f"players, in {time.perf_counter() - start:.1f} s ({store.label})")
        games, stats = GameService(store), StatsService(store)
        board = stats.table_stats()
        top = max(board, key=lambda p: p.games)
        year = datetime.now(timezone.utc) - timedelta(days=365)
        def first_opening():  # a cache of its own: the figures are computed
            figs = FiguresCache(store).figures()
            from scorepad.services.figures import stats as cut
            cut.table_stats(figs, since=None)
            cut.player_stats(figs, name=top.name)

        def opened_again():
            stats.table_stats()
            stats.player_stats(name=top.name)
            stats.figures()

        rows = [
            ("reference: history page, list_games(limit=20)",
             lambda: games.list_games(limit=20)),
            ("the screen's first opening (figures computed, board + a player)", first_opening),
            ("the screen opened again (kept: marker, board + a player)", opened_again),
            ("table_stats (every player)", lambda: stats.table_stats()),
            ("table_stats, last 12 months", lambda: stats.table_stats(since=year)),
            (f"player_stats ({top.name}: {top.games} games, {top.rounds} rounds)",
             lambda: stats.player_stats(name=top.name)),
            (f"player_stats ({top.name}), game + last 12 months",
             lambda: stats.player_stats(name=top.name, game="sixth-sense", since=year)),
            ("figures computed (scorepad stats)",
             lambda: table_figures(store)),
            ("figures, the screen opened again (kept: the change marker only)",
             lambda: stats.figures()),
            ("figures, the game filter switched (kept)",
             lambda: stats.figures(game="sixth-sense")),
        ]
        width = max(len(label) for label, _ in rows)
        print(f"median of {args.repeat} runs:")
        reference = None
        for label, fn in rows:
            fn()  # warm the cache: the screen reads a store the app already has open
            ms, _ = median_ms(fn, args.repeat)
            reference = reference or ms
            print(f"  {label:<{width}}  {ms:8.1f} ms  ({ms / reference:5.1f}x the history page)")
        store.close()


if __name__ == "__main__":
    main()
