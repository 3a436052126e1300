"""A seeded table's history for the figures' tests (issue 31, item 5): finished and unfinished
games of all three games, played through the real service with entries the rules accept, with
tricks and whole rounds put to the real judge and kept with the games, written as an export
(docs/export-format.md). Tests import that file through the real import path.

`table_history(seed)` returns the export's JSON text.
"""

from __future__ import annotations

import random
from typing import Any

from rules.cli import answer
from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, SUIT, Trump
from scorepad.services.exchange import export as exchange
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
SIX_COLOURS = ("blue", "green", "purple", "red", "yellow")
SIX_VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14)
_COLOURS = [Trump(COLOUR, "blue"), Trump(COLOUR, "red"), Trump(COLOUR, "yellow"), None]
SUITS = "CDHS"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0] + cuts, cuts + [total])]


def _entry(rng: random.Random, game: str, n: int, plan: Any) -> RoundEntry:
    if game == "shedding":
        out = rng.randrange(n)  # one player goes out; the others keep a hand
        return RoundEntry(seats=tuple(SeatEntry(points=0 if s == out or rng.random() < 0.1
                                                else rng.randint(1, 60)) for s in range(n)))
    tricks = _split(rng, plan.tricks, n)
    if game == "sixth-sense":
        # the 6/9 card more often than chance: the figures need it held
        calls = [6 if rng.random() < 0.3 else rng.choice(SIX_VALUES) for _ in range(n)]
        seats = []
        doubles = [0] * n
        if plan.tricks >= 2 and rng.random() < 0.3:  # a double trick: one more trick counted
            s = rng.randrange(n)
            if tricks[s] >= 1:
                doubles[s] = 1
                tricks[s] += 1
        for s in range(n):
            seats.append(SeatEntry(call=calls[s], tricks=tricks[s], doubles=doubles[s]))
        return RoundEntry(seats=tuple(seats), trump=rng.choice(_COLOURS))
    bids = [rng.randint(0, plan.cards) for _ in range(n)]
    return RoundEntry(seats=tuple(SeatEntry(call=b, tricks=t) for b, t in zip(bids, tricks)),
                      trump=Trump(SUIT, rng.choice(SUITS)))


def _six_trick(rng: random.Random, n: int, deck: list[str]) -> list[Any]:
    plays: list[Any] = []
    for i in range(n):
        card = deck.pop()
        value = int(card.split()[1])
        if value == 6 and rng.random() < 0.5:
            plays.append({"card": card, "as": rng.choice([6, 9])})
        elif value == 0 and i > 0 and rng.random() < 0.6:
            plays.append({"card": card, "block": rng.randrange(i)})
        else:
            plays.append(card)
    return plays


def _judge(rng: random.Random, svc: GameService, game_id: str, game: str, n: int,
           index: int) -> None:
    """A few tricks and a whole round of round `index` put to the judge and kept."""
    if game == "shedding":
        return
    for _ in range(rng.randint(0, 2)):
        for _attempt in range(20):
            if game == "sixth-sense":
                deck = [f"{c} {v}" for c in SIX_COLOURS for v in SIX_VALUES]
                rng.shuffle(deck)
                request = {"kind": "trick", "game": game, "players": n,
                           "trump": rng.choice(["blue", "red", None]),
                           "leader": rng.randrange(n), "plays": _six_trick(rng, n, deck)}
            else:
                deck = [f"{r}{s}" for s in SUITS for r in RANKS]
                rng.shuffle(deck)
                request = {"kind": "trick", "game": game, "players": n,
                           "trump": rng.choice(list(SUITS)), "plays": deck[:n]}
            got = answer(request)
            if "error" not in got:
                svc.save_judged_trick(game_id=game_id, round_index=index, request=request,
                                      answer=got)
                break
    if game != "sixth-sense" or rng.random() < 0.5:
        return
    # a whole round, kept after every trick as the judge screen does (the latest counts)
    deck = [f"{c} {v}" for c in SIX_COLOURS for v in SIX_VALUES]
    rng.shuffle(deck)
    predictions = [deck.pop() for _ in range(n)]
    tricks: list[dict[str, Any]] = []
    for _ in range(rng.randint(1, 4)):
        for _attempt in range(20):
            trial = deck[:]
            plays = _six_trick(rng, n, trial)
            request = {"kind": "round", "game": game, "players": n, "dealer": 0,
                       "trump": "red", "predictions": predictions,
                       "tricks": tricks + [{"plays": plays}]}
            got = answer(request)
            if "error" not in got:
                deck = trial
                tricks.append({"plays": plays})
                svc.save_judged_trick(game_id=game_id, round_index=index, request=request,
                                      answer=got)
                break


def table_history(seed: int = 31, games: int = 14) -> str:
    """`games` games of the three games (some unfinished), as an export's JSON text."""
    rng = random.Random(seed)
    store = open_store("sqlite://")
    svc = GameService(store)
    kinds = ("sixth-sense", "nomination-whist", "shedding")
    for k in range(games):
        game = kinds[k % 3]
        n = rng.randint(3, 4) if game != "shedding" else rng.randint(2, 5)
        players = rng.sample(NAMES, n)
        options = {"short": True} if game == "nomination-whist" else {}
        view = svc.start_game(game=game, players=players, first_dealer=rng.randrange(n),
                              options=options)
        finish = rng.random() < 0.75
        while view.next_plan is not None:
            plan = view.next_plan
            if not finish and plan.index >= max(1, (plan.rounds or 4) // 2):
                break
            for _attempt in range(400):
                entry = _entry(rng, game, n, plan)
                if not svc.check_round(view.id, entry):
                    break
            else:
                raise AssertionError(f"no legal round {plan.index} of {game} in 400 tries")
            view = svc.record_round(view.id, entry, index=plan.index)
            if rng.random() < 0.4:
                _judge(rng, svc, view.id, game, n, plan.index)
    text = exchange.dumps(exchange.export_games(store))
    store.close()
    return text
