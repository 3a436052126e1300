"""The server's work per tap on the round screen and in the judge (issue 30), no browser:
a trump tap and a keypad tap on the round being entered (`RoundState`), and a judged card in
the 1st and in the 10th trick of a round (`JudgeState`, 6th Sense, 3 players), with the trick
judgements each makes.

    python bench/bench_round_taps.py [--runs 7] [--against /path/to/other/checkout]

Each figure is the median over --runs of the time of one tap (a tap repeated 30 times per run),
and the Python function calls one tap makes (cProfile, 10 taps): the work, whatever the load.
With --against, the same figures are taken of that checkout (another commit of this repository,
e.g. `mkdir ../reference && git archive main | tar -x -C ../reference`) in the same run, alternately, one process each,
and printed side by side: the reference. Writes nothing but temporary directories.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(runs: int) -> dict[str, float]:
    """The figures of the checkout this process imports (its root first on sys.path)."""
    import rules.sixth_sense.round as sixth_round
    import rules.sixth_sense.trick as sixth_trick
    from scorepad.services.games.service import GameService
    from scorepad.state.judge import JudgeState
    from scorepad.state.round import RoundState
    from scorepad.store.db import open_store

    judged = [0]
    for module in (sixth_trick, sixth_round):
        real = module.judge_trick

        def counted(*a, _real=real, **k):
            judged[0] += 1
            return _real(*a, **k)
        module.judge_trick = counted

    out: dict[str, list[float]] = {}

    def timed(name: str, action, repeat: int = 30) -> None:
        t0 = time.perf_counter()
        for _ in range(repeat):
            action()
        out.setdefault(name, []).append((time.perf_counter() - t0) / repeat * 1000)
        # the work itself, whatever the machine's load: Python function calls per tap
        profile = cProfile.Profile()
        profile.enable()
        for _ in range(10):
            action()
        profile.disable()
        calls = pstats.Stats(profile, stream=io.StringIO()).total_calls / 10
        out.setdefault(f"  {name}: function calls", []).append(calls)

    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(f"sqlite:///{tmp}/bench.sqlite")
        service = GameService(store)
        gid = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy", "Di"],
                                 first_dealer=0).id
        for _ in range(runs):
            rs = RoundState(service, gid)
            rs.load()
            choices = rs.trump_choices
            flip = iter(range(10 ** 6))
            timed("round: trump tap", lambda: rs.choose_trump(choices[next(flip) % 2]))
            seat = rs.order[0]
            timed("round: keypad tap (a prediction)",
                  lambda: rs.enter_prediction(seat, 3 if rs.calls[seat] != 3 else 4))
            for trick_no in (1, 10):
                js = JudgeState()
                js.set_players(3)
                js.set_trump(None)
                deck = iter([(c, v) for v in (1, 2, 3, 4, 5, 7, 8, 10, 11)
                             for c in ("blue", "green", "purple", "red")])
                for _ in range(trick_no - 1):
                    for _ in range(3):
                        c, v = next(deck)
                        js.pick_colour(c)
                        js.pick_value(v)
                    js.next_trick()
                c, v = next(deck)
                before = judged[0]

                def card() -> None:
                    js.pick_colour(c)
                    js.pick_value(v)
                    js.undo()  # the card off again: the next tap enters it afresh
                timed(f"judge: a card of trick {trick_no}", card)
                out.setdefault(f"judge: trick judgements per card, trick {trick_no}", []).append(
                    (judged[0] - before) / 40)
        store.close()
    return {k: statistics.median(v) for k, v in out.items()}


def run_in(checkout: Path, runs: int) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(checkout))
    done = subprocess.run([sys.executable, "-c", (
        "import sys, json; sys.path.insert(0, sys.argv[1]); "
        "sys.path.insert(0, sys.argv[2]); import bench_round_taps as b; "
        "print(json.dumps(b.measure(int(sys.argv[3]))))"), str(checkout),
        str(Path(__file__).parent), str(runs)], cwd=checkout, env=env, capture_output=True,
        text=True, timeout=900)
    if done.returncode:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--against", type=Path, default=None)
    args = parser.parse_args()
    here: list[dict[str, float]] = []
    there: list[dict[str, float]] = []
    for _ in range(2 if args.against else 1):  # alternately, twice
        here.append(run_in(ROOT, args.runs))
        if args.against:
            there.append(run_in(args.against.resolve(), args.runs))
    print(f"Round and judge taps, server side: median of {args.runs} runs x 30 taps; "
          f"load {os.getloadavg()[0]:.2f}")
    print(f"{'tap':44} {'this':>10} {'reference':>10}")
    for key in here[0]:
        a = statistics.median(h[key] for h in here)
        unit = "" if "judgements" in key or "calls" in key else " ms"
        if there and key in there[0]:
            b = statistics.median(t[key] for t in there)
            print(f"{key:44} {a:>7.2f}{unit:3} {b:>7.2f}{unit:3}")
        else:
            print(f"{key:44} {a:>7.2f}{unit:3}")


if __name__ == "__main__":
    main()
