"""Many devices on one game (issue 10): figures on a real SQLite file and a real PostgreSQL.

    python bench/bench_concurrency.py [--trials 240] [--max-offset-ms 40] [--threads 20]
                                      [--rounds 30] [--edit-trials 40] [--postgres-url URL]
                                      [--only sqlite|postgres]

1. Two processes, one game: in trial k both confirm round k, the second `offset` ms after the
   first (offsets spread from 0 to --max-offset-ms; who goes first alternates). Counts what the
   devices were told (saved, refused with GameConflict, other errors) and what the store holds:
   lost = a device told "saved" whose entry is not stored as that round.
2. The final round recorded while another device edits round 0 (two threads, two stores):
   games whose status or winners do not match their rounds.
3. One process, --threads threads, each recording --rounds rounds of its own game: rounds
   refused, and rounds saved per second.

Reference: the drill of issue 10 on the main before the fix (PostgreSQL, 240 trials 0-36 ms:
85 rounds lost; SQLite, 20 threads x 30 rounds: 540 of 600 refused; PostgreSQL, edit vs final
round, 40 trials: 21 games left active with all rounds and no winner).

Without --postgres-url a throwaway PostgreSQL server is started on 127.0.0.1 in a temporary
folder (as the tests do) and removed at the end. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.scoresheet import RoundEntry, SeatEntry  # noqa: E402
from rules.trump import COLOUR, Trump  # noqa: E402
from scorepad.services.games.service import GameError, GameService  # noqa: E402
from scorepad.store.db import StoreError, open_store  # noqa: E402
from tests.scorepad.services.games.conflict_writer import ENTRIES, OPTIONS, run_trials  # noqa: E402

PLAYERS = ["Ann", "Bob", "Cy"]


def _sixth(*seats, trump=Trump(COLOUR, "red")) -> RoundEntry:
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in seats), trump=trump)


@contextmanager
def throwaway_postgres() -> Iterator[str]:
    """A PostgreSQL server on a free loopback port, as the tests start one."""
    from tests.conftest import PostgresUnavailable
    from tests.conftest import throwaway_postgres as start

    try:
        with start() as url:
            yield url
    except PostgresUnavailable as exc:
        raise SystemExit(f"{exc}; pass --postgres-url or --only sqlite") from None


def new_pg_database(base: str, name: str) -> str:
    import psycopg

    admin = base.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(f"{admin}/postgres", autocommit=True, connect_timeout=10) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"{base}/{name}"


def edit_vs_final(url: str, trials: int) -> tuple[int, int, int]:
    """(trials, games inconsistent, devices refused or failed)."""
    a, b = GameService(open_store(url)), GameService(open_store(url))
    met = _sixth((4, 4), (5, 5), (6, 4))
    ann_wins = _sixth((13, 13), (0, 0), (0, 0))
    inconsistent = failed = 0
    for trial in range(trials):
        g = a.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0)
        for k in range(5):
            g = a.record_round(g.id, met, index=k)
        seen = b.get(g.id)
        go = threading.Barrier(2)
        errors = []

        def final():
            go.wait()
            try:
                a.record_round(g.id, met, index=5)
            except (GameError, StoreError) as exc:
                errors.append(exc)

        def edit():
            go.wait()
            time.sleep((trial % 20) * 0.001)
            try:
                b.edit_round(g.id, 0, ann_wins, expected=seen.rounds[0].version)
            except (GameError, StoreError) as exc:
                errors.append(exc)

        threads = [threading.Thread(target=final), threading.Thread(target=edit)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
        failed += len(errors)
        view = a.get(g.id)
        [row] = [s for s in a.list_games(limit=200) if s.id == g.id]
        want = "finished" if view.standing.over else "active"
        if view.status != want or row.winners != view.winners:
            inconsistent += 1
    a.store.close()
    b.store.close()
    return trials, inconsistent, failed


def threads_each_own_game(url: str, threads: int, rounds: int) -> tuple[int, int, float]:
    """(rounds tried, refused, rounds saved per second)."""
    store = open_store(url)
    svc = GameService(store)
    games = [svc.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0,
                            options=OPTIONS).id for _ in range(threads)]
    refused: list[str] = []
    go = threading.Barrier(threads + 1)

    def play(game_id: str) -> None:
        go.wait()
        for k in range(rounds):
            try:
                svc.record_round(game_id, ENTRIES["A"], index=k)
            except (GameError, StoreError) as exc:
                refused.append(exc.message)

    pool = [threading.Thread(target=play, args=(g,)) for g in games]
    for t in pool:
        t.start()
    go.wait()
    began = time.perf_counter()
    for t in pool:
        t.join(timeout=600)
    seconds = time.perf_counter() - began
    saved = sum(len(svc.get(g).rounds) for g in games)
    store.close()
    return threads * rounds, len(refused), saved / seconds


def run(name: str, url: str, args) -> None:
    print(f"\n== {name}")
    f = run_trials(url, name, args.trials, args.max_offset_ms)
    print(f"two processes, one round each trial: trials {f.trials}  saved {f.saved}  refused "
          f"{f.refused}  lost {f.lost}  other errors {len(f.errors)}  exactly one saved "
          f"{f.one_saved}/{f.trials}  rounds stored {f.stored}  (offsets 0-{args.max_offset_ms:g} "
          f"ms, {f.seconds:.1f} s)")
    for e in f.errors[:3]:
        print("   error:", e)
    trials, inconsistent, failed = edit_vs_final(url, args.edit_trials)
    print(f"final round vs edit of round 0: trials {trials}  games inconsistent {inconsistent}  "
          f"devices refused {failed}")
    tried, refused, rate = threads_each_own_game(url, args.threads, args.rounds)
    print(f"{args.threads} threads x {args.rounds} rounds, each its own game: rounds {tried}  "
          f"refused {refused}  {rate:.0f} rounds/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=240)
    parser.add_argument("--max-offset-ms", type=float, default=40.0)
    parser.add_argument("--threads", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--edit-trials", type=int, default=40)
    parser.add_argument("--postgres-url", help="a server whose role may create databases "
                        "(postgresql+psycopg://user@host:port)")
    parser.add_argument("--only", choices=("sqlite", "postgres"))
    args = parser.parse_args()
    print("reference (issue 10, main before the fix): PostgreSQL 240 trials 85 lost; "
          "SQLite 20x30 threads 540/600 refused; PostgreSQL edit vs final 21/40 inconsistent")
    if args.only != "postgres":
        with tempfile.TemporaryDirectory() as tmp:
            for name, label in (("a", "SQLite (file, WAL, synchronous=FULL)"),):
                run(label, f"sqlite:///{tmp}/{name}.sqlite", args)
    if args.only != "sqlite":
        if args.postgres_url:
            run("PostgreSQL", new_pg_database(args.postgres_url.rstrip("/"),
                                              "scorepad_bench_concurrency"), args)
        else:
            with throwaway_postgres() as base:
                run("PostgreSQL (throwaway server, fsync off)",
                    new_pg_database(base, "bench"), args)


if __name__ == "__main__":
    main()
