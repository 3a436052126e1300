"""How fast the shedding judge is (same targets as the trick judge of 6th Sense).

Prints: in-process `play` (legality) and `score` answers from a request dict, median per call
(target <= 10 us for play); `python -m rules judge` start-up for one request against a bare
`python -c pass` (target <= 150 ms); `--lines` throughput over random play requests
(target >= 20,000 requests/s).

Run: python bench/bench_shedding.py
"""

from __future__ import annotations

import io
import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from _timing import judge_lines_run, per_call, wall  # noqa: E402
from rules.cli import answer, judge_lines  # noqa: E402
from rules.shedding.cards import numbered_deck, special_kinds  # noqa: E402

CARDS = [str(c) for c in numbered_deck() + special_kinds()]


def main() -> None:
    play = {"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "blue 8 pentagram",
            "challenge": True}
    score = {"kind": "score", "game": "shedding",
             "hand": ["red 7 hexagon", "gold blind", "blue 15 pentagram", "purple 1 hexagon"]}
    print(f"play, judge answer from a request dict:   {per_call(lambda: answer(play)) * 1e6:7.2f} us"
          "  (target <= 10 us)")
    print(f"score of a 4-card hand, from a dict:      {per_call(lambda: answer(score)) * 1e6:7.2f} us")

    base = wall([sys.executable, "-c", "pass"], "")
    judge = wall([sys.executable, "-m", "rules", "judge"], json.dumps(play))
    print(f"python -c pass (reference):               {base * 1e3:7.1f} ms")
    print(f"python -m rules judge, one play:          {judge * 1e3:7.1f} ms"
          f"  (+{(judge - base) * 1e3:.1f} ms; target <= 150 ms)")

    rng = random.Random(3)
    lines = []
    for _ in range(20000):
        on, card = rng.sample(CARDS, 2)
        lines.append(json.dumps({"kind": "play", "game": "shedding", "on": on, "card": card,
                                 "challenge": rng.random() < 0.5}))
    t0 = time.perf_counter()
    judge_lines(lines, io.StringIO())
    inproc = time.perf_counter() - t0
    sub, proc = judge_lines_run(lines)
    legal = sum(json.loads(r)["legal"] for r in proc.stdout.decode().splitlines())
    print(f"--lines in process ({len(lines)} plays):       {len(lines) / inproc:9.0f} requests/s")
    print(f"python -m rules judge --lines ({len(lines)}):   {len(lines) / sub:9.0f} requests/s"
          f" (exit {proc.returncode}; {legal} legal; target >= 20,000)")


if __name__ == "__main__":
    main()
