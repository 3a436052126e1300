"""The one replay (rules/replay.py) on the paths a tap takes, against the sheet's own check.

    python bench/bench_replay.py [--rounds N ...] [--repeat R]

A 4-player 6th Sense game played to a target (so it has as many rounds as asked), then the
median time of: `sheet.check` of the next round alone (the reference: what a draft check
cannot do without), `GameService.check_draft` and `preview_draft` against the loaded view
(every keypad tap checks the draft: the view's rounds are kept, not scored again, `known=`),
the same replay with nothing known (every round scored again), and `GameService.get` (a read
after a change: the whole game replayed). Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _timing import median_ms  # noqa: E402
from rules.registry import scoresheet  # noqa: E402
from rules.replay import replay  # noqa: E402
from rules.scoresheet import RoundEntry, SeatEntry  # noqa: E402
from rules.sixth_sense.cards import VALUE_SET  # noqa: E402
from rules.trump import COLOUR, Trump  # noqa: E402
from scorepad.services.games.service import GameService  # noqa: E402
from scorepad.store.db import open_store  # noqa: E402

VALUES = sorted(VALUE_SET)
PLAYERS = ["Ann", "Bob", "Cy", "Di"]


def _entry(rng: random.Random, players: int, tricks: int) -> RoundEntry:
    cuts = sorted(rng.randint(0, tricks) for _ in range(players - 1))
    counts = [b - a for a, b in zip([0] + cuts, cuts + [tricks])]
    calls = rng.sample(VALUES, players)
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in zip(calls, counts)),
                      trump=rng.choice([Trump(COLOUR, "blue"), Trump(COLOUR, "yellow"), None]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, nargs="+", default=[4, 16, 48])
    ap.add_argument("--repeat", type=int, default=200)
    args = ap.parse_args()
    sheet = scoresheet("sixth-sense")
    print(f"{'rounds':>6} {'sheet.check':>12} {'check_draft':>12} {'preview_draft':>14} "
          f"{'replay, none known':>19} {'get':>8}   (median ms)")
    for wanted in args.rounds:
        svc = GameService(open_store("sqlite://"))
        g = svc.start_game(game="sixth-sense", players=PLAYERS, first_dealer=0,
                           options={"ending": "target", "target": 100_000})
        rng = random.Random(wanted)
        while len(g.rounds) < wanted:
            g = svc.record_round(g.id, _entry(rng, 4, g.next_plan.tricks), index=len(g.rounds))
        entry = _entry(rng, 4, g.next_plan.tricks)
        entries = [r.entry for r in g.rounds] + [entry]
        check, _ = median_ms(lambda: sheet.check(players=4, plan=g.next_plan, entry=entry,
                                                 options=g.options), args.repeat)
        draft, found = median_ms(lambda: svc.check_draft(g, entry), args.repeat)
        assert found == [], found
        preview, _ = median_ms(lambda: svc.preview_draft(g, entry), args.repeat)
        cold, _ = median_ms(lambda: replay(sheet, players=4, first_dealer=0, options=g.options,
                                           entries=entries, check={wanted},
                                           previous=entries[:-1]), args.repeat)
        get, _ = median_ms(lambda: svc.get(g.id), max(args.repeat // 10, 5))
        print(f"{wanted:>6} {check:>12.3f} {draft:>12.3f} {preview:>14.3f} {cold:>19.3f} "
              f"{get:>8.3f}")
        svc.store.close()


if __name__ == "__main__":
    main()
