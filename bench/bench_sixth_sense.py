"""How fast the 6th Sense judge is, against named references.

Prints:
- in-process judging, median per 4-card trick: the engine alone (`judge_trick` on parsed plays)
  and the whole judge path for one request dict (`rules.cli.answer`: fields, cards, answer);
  target <= 10 us;
- a 13-trick round (4 players) with the revoke check, in-process; target <= 200 us;
- `python -m rules judge` on one request, wall time, against a bare `python -c pass` run in
  the same session; target <= 150 ms;
- `--lines` throughput over a corpus of random legal tricks; target >= 20,000 tricks/s.

Run: python bench/bench_sixth_sense.py
"""

from __future__ import annotations

import io
import json
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from _timing import best_pass, judge_lines_run, per_call, wall  # noqa: E402
from rules.cli import answer, judge_lines  # noqa: E402
from rules.sixth_sense.cards import COLOURS, DECK, Colour  # noqa: E402
from rules.sixth_sense.trick import Play, judge_trick  # noqa: E402

TRICK = {"kind": "trick", "game": "sixth-sense", "players": 4, "trump": "blue", "leader": 0,
         "plays": ["blue 10", "red 4", "green 1", "yellow 1"]}


def random_round(rng: random.Random, players: int = 4) -> dict:
    """A legal 13-trick round of 4 players: random hands, random legal plays."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[i * 14:(i + 1) * 14] for i in range(players)]
    predictions = [h.pop() for h in hands]
    trump = rng.choice(COLOURS)
    from rules.sixth_sense.round import RoundTrick
    tricks = []
    leader = 1
    for _ in range(13):
        plays = []
        for k in range(players):
            hand = hands[(leader + k) % players]
            follow = [c for c in hand if plays and c.colour is plays[0].card.colour]
            card = rng.choice(follow or hand)
            hand.remove(card)
            plays.append(Play(card))
        result = judge_trick(plays, players=players, trump=trump, leader=leader)
        tricks.append(RoundTrick(tuple(plays), False))
        leader = result.next_leader
    return {"tricks": tricks, "trump": trump, "predictions": predictions}


def corpus(n: int, seed: int = 1) -> list[str]:
    rng = random.Random(seed)
    lines = []
    for _ in range(n):
        players = rng.randint(3, 6)
        cards = rng.sample(DECK, players)
        plays: list = [str(c) for c in cards]
        lines.append(json.dumps({"kind": "trick", "game": "sixth-sense", "players": players,
                                 "trump": rng.choice(COLOURS).value,
                                 "leader": rng.randrange(players), "plays": plays}))
    return lines


def main() -> None:
    plays = [Play.of(t) for t in TRICK["plays"]]
    engine = per_call(lambda: judge_trick(plays, players=4, trump=Colour.BLUE, leader=0))
    full = per_call(lambda: answer(TRICK))
    print(f"trick, engine only (judge_trick, 4 plays):      {engine * 1e6:7.2f} us  (target <= 10 us)")
    print(f"trick, judge answer from a request dict:       {full * 1e6:7.2f} us  (target <= 10 us)")

    from rules.sixth_sense.round import replay_round
    r = random_round(random.Random(7))
    rnd = per_call(lambda: replay_round(r["tricks"], players=4, trump=r["trump"],
                                        predictions=r["predictions"], dealer=0), number=300)
    print(f"13-trick round with revoke check (engine):     {rnd * 1e6:7.2f} us  (target <= 200 us)")
    request = {"kind": "round", "game": "sixth-sense", "players": 4, "dealer": 0,
               "trump": r["trump"].value, "predictions": [str(c) for c in r["predictions"]],
               "tricks": [{"plays": [str(p.card) for p in t.plays]} for t in r["tricks"]]}
    rnd_json = per_call(lambda: answer(request), number=300)
    print(f"13-trick round, judge answer from a request:   {rnd_json * 1e6:7.2f} us")

    request = json.dumps(TRICK)
    base = wall([sys.executable, "-c", "pass"], "", runs=15)
    judge = wall([sys.executable, "-m", "rules", "judge"], request, runs=15)
    print(f"python -c pass (reference):                    {base * 1e3:7.1f} ms")
    print(f"python -m rules judge, one trick:              {judge * 1e3:7.1f} ms  "
          f"(+{(judge - base) * 1e3:.1f} ms over the reference; target <= 150 ms)")

    n = 20000
    lines = corpus(n)
    inproc, cpu, _ = best_pass(lambda: judge_lines(lines, io.StringIO()))
    sub, _ = judge_lines_run(lines)
    print(f"--lines in process ({n} tricks, best of 3): {n / inproc:9.0f} tricks/s"
          f" ({n / cpu:.0f} a CPU second)")
    print(f"python -m rules judge --lines ({n} tricks): {n / sub:9.0f} tricks/s  (target >= 20,000)")


if __name__ == "__main__":
    main()
