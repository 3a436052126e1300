"""Two devices confirming the same round: a child process per device, and the driver.

A child (``python conflict_writer.py URL NAME``) opens its own store and answers one line per
order ``T <game id> <index> <start time>``: at that time (``time.time()``) it confirms round
`index` with its own entry and prints ``saved``, ``refused`` (`GameConflict`) or ``error ...``.

`run_trials` drives two children against one game: trial k has both confirm round k, the second
one `offset` ms after the first (who goes first alternates), and counts what each was told and
what the store then holds. Used by test_service_conflicts.py and bench/bench_concurrency.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[4]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from rules.scoresheet import RoundEntry, SeatEntry  # noqa: E402
from rules.trump import COLOUR, Trump

# Everyone predicts 0 and takes tricks: totals only fall, a high target is never reached. The
# two devices' entries differ, so the store tells whose round it kept.
ENTRIES = {
    "A": RoundEntry(seats=(SeatEntry(call=0, tricks=5), SeatEntry(call=0, tricks=4),
                           SeatEntry(call=0, tricks=4)), trump=Trump(COLOUR, "red")),
    "B": RoundEntry(seats=(SeatEntry(call=0, tricks=4), SeatEntry(call=0, tricks=5),
                           SeatEntry(call=0, tricks=4)), trump=Trump(COLOUR, "blue")),
}
OPTIONS = {"ending": "target", "target": 10_000}


def child(url: str, name: str) -> None:
    from scorepad.services.games.service import GameConflict, GameService
    from scorepad.store.db import open_store

    service = GameService(open_store(url))
    print("ready", flush=True)
    for line in sys.stdin:
        order = line.split()
        if not order or order[0] != "T":
            break
        game_id, index, start = order[1], int(order[2]), float(order[3])
        delay = start - time.time()
        if delay > 0:
            time.sleep(delay)
        try:
            service.record_round(game_id, ENTRIES[name], index=index)
            answer = "saved"
        except GameConflict:
            answer = "refused"
        except Exception as exc:  # counted as an error by the driver, never hidden
            answer = f"error {type(exc).__name__}: {exc}".replace("\n", " ")
        print(answer, flush=True)
    service.store.close()


@dataclass
class Figures:
    database: str
    trials: int = 0
    saved: int = 0  # confirms told "saved"
    refused: int = 0  # confirms told GameConflict
    errors: list[str] = field(default_factory=list)  # anything else (busy, ...)
    lost: int = 0  # told "saved", but the store holds something else as that round
    one_saved: int = 0  # trials where exactly one device was told "saved"
    stored: int = 0  # rounds in the store at the end
    offsets_ms: tuple[float, float] = (0.0, 0.0)
    seconds: float = 0.0

    def line(self) -> str:
        return (f"{self.database:10} trials {self.trials:4}  saved {self.saved:4}  refused "
                f"{self.refused:4}  lost {self.lost}  errors {len(self.errors)}  exactly one "
                f"saved {self.one_saved}/{self.trials}  rounds stored {self.stored}  offsets "
                f"{self.offsets_ms[0]:.0f}-{self.offsets_ms[1]:.0f} ms  {self.seconds:.1f} s")


def _spawn(url: str, name: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, str(Path(__file__)), url, name], cwd=REPO, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline().strip()
    if line != "ready":
        proc.kill()
        raise RuntimeError(f"device {name} did not start: {line} {proc.stderr.read()[-2000:]}")
    return proc


def run_trials(url: str, database: str, trials: int, max_offset_ms: float = 40.0) -> Figures:
    """`trials` rounds of one game, each confirmed by both devices; see the module doc."""
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    store = open_store(url)
    service = GameService(store)
    game = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                              options=OPTIONS)
    figures = Figures(database, offsets_ms=(0.0, max_offset_ms))
    told: list[dict[str, str]] = []
    procs = {name: _spawn(url, name) for name in ENTRIES}
    began = time.perf_counter()
    try:
        for k in range(trials):
            offset = max_offset_ms * k / max(1, trials - 1) / 1000
            first, second = ("A", "B") if k % 2 == 0 else ("B", "A")
            start = time.time() + 0.02
            procs[first].stdin.write(f"T {game.id} {k} {start!r}\n")
            procs[second].stdin.write(f"T {game.id} {k} {start + offset!r}\n")
            for p in procs.values():
                p.stdin.flush()
            answers = {}
            for name, p in procs.items():
                line = p.stdout.readline().strip()
                if not line:
                    raise RuntimeError(f"device {name} stopped: {p.stderr.read()[-2000:]}")
                answers[name] = line
            told.append(answers)
    finally:
        for p in procs.values():
            try:
                p.stdin.write("Q\n")
                p.stdin.close()
                p.wait(timeout=30)
            except (OSError, subprocess.TimeoutExpired):
                p.kill()
            p.stdout.close()
            p.stderr.close()
    figures.seconds = time.perf_counter() - began
    view = service.get(game.id)
    store.close()
    figures.trials = trials
    figures.stored = len(view.rounds)
    for k, answers in enumerate(told):
        said = [n for n, a in answers.items() if a == "saved"]
        figures.saved += len(said)
        figures.refused += sum(a == "refused" for a in answers.values())
        figures.errors += [a for a in answers.values() if a.startswith("error")]
        figures.one_saved += len(said) == 1
        for name in said:
            if k >= len(view.rounds) or view.rounds[k].entry != ENTRIES[name]:
                figures.lost += 1
    return figures


if __name__ == "__main__":
    child(sys.argv[1], sys.argv[2])
