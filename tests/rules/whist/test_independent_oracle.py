"""Nomination whist: an independent reading of RULES.md Game B and JUDGE.md, against the judge.

The oracle uses no engine code: cards are plain (rank, suit) pairs, requests are the JSON a
script would send to `rules.cli.answer` (in any case, with spaces, T for 10), answers are
compared field by field (all but the explanation).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cli import answer

SUITS = "SHDC"
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def oracle_trick(players, trump, leader, cards):
    """"highest trump, else highest card of the led suit wins; the winner leads next"."""
    complete = len(cards) == players
    if not cards:
        return {"winner": None, "winning_play": None, "complete": complete, "requested": None,
                "next_leader": None}
    led = cards[0][1]

    def key(i):
        rank, suit = cards[i]
        return (2 if suit == trump else 1 if suit == led else 0, rank)

    best = max(range(len(cards)), key=key)
    winner = (leader + best) % players
    return {"winner": winner, "winning_play": best, "complete": complete, "requested": led,
            "next_leader": winner if complete else None}


def oracle_points(bid, tricks):
    return 10 + tricks if bid == tricks else tricks


def spell(card, rng):
    rank, suit = card
    r = RANKS[rank]
    if r == "10" and rng.random() < 0.5:
        r = "T"
    text = r + suit
    if rng.random() < 0.3:
        text = text.lower()
    if rng.random() < 0.2:
        text = f" {r} {suit.lower()} "
    return text


def deck():
    return [(r, s) for s in SUITS for r in range(13)]


@settings(max_examples=800, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=4))
def test_tricks_agree_with_the_oracle(seed, players):
    rng = random.Random(seed)
    n = players if rng.random() < 0.6 else rng.randint(0, players)
    suits = rng.sample(SUITS, rng.randint(1, 4))
    cards = rng.sample([c for c in deck() if c[1] in suits], n)
    trump = rng.choice([None, *SUITS])
    leader = rng.randrange(players)
    got = answer({"kind": "trick", "game": "nomination-whist", "players": players,
                  "trump": trump if trump is None or rng.random() < 0.5 else trump.lower(),
                  "leader": leader, "plays": [spell(c, rng) for c in cards]})
    assert {k: v for k, v in got.items() if k != "explanation"} == \
        oracle_trick(players, trump, leader, cards)


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.integers(min_value=2, max_value=4))
def test_rounds_agree_with_the_oracle(seed, players):
    """Careless play (suit not always followed): leaders, taken, points, revokes, hook."""
    rng = random.Random(seed)
    hand = rng.randint(1, 7)
    cards = deck()
    rng.shuffle(cards)
    hands = [cards[i * hand:(i + 1) * hand] for i in range(players)]
    trump = rng.choice([None, *SUITS])
    dealer = rng.randrange(players)
    bids = [rng.randint(0, hand) for _ in range(players)]
    n_tricks = hand if rng.random() < 0.7 else rng.randint(0, hand)
    leader = (dealer + 1) % players
    tricks, answers = [], []
    taken = [0] * players
    failed, reported, revokes = {}, set(), []
    for t in range(n_tricks):
        n = players if t < n_tricks - 1 or rng.random() < 0.7 else rng.randint(1, players)
        plays = []
        for i in range(n):
            seat = (leader + i) % players
            led = plays[0][1] if plays else None
            follow = [c for c in hands[seat] if c[1] == led]
            card = rng.choice(follow if follow and rng.random() < 0.8 else hands[seat])
            hands[seat].remove(card)
            if (seat, card[1]) in failed and (seat, card[1]) not in reported:
                reported.add((seat, card[1]))
                revokes.append({"seat": seat, "trick": t, "colour": card[1],
                                "failed_at": failed[(seat, card[1])]})
            if led is not None and card[1] != led:
                failed.setdefault((seat, led), t)
            plays.append(card)
        a = oracle_trick(players, trump, leader, plays)
        answers.append(a)
        tricks.append({"plays": [spell(c, rng) for c in plays]})
        if a["complete"]:
            taken[a["winner"]] += 1
            leader = a["next_leader"]
    complete = n_tricks == hand and answers[-1]["complete"]
    got = answer({"kind": "round", "game": "nomination-whist", "players": players,
                  "dealer": dealer, "trump": trump, "bids": bids, "hand": hand,
                  "tricks": tricks})
    assert [{k: v for k, v in a.items() if k != "explanation"} for a in got["tricks"]] == answers
    assert got["taken"] == taken and got["complete"] == complete
    assert got["points"] == ([oracle_points(b, k) for b, k in zip(bids, taken)]
                             if complete else None)
    assert got["revokes"] == revokes
    assert bool(got["warnings"]) == (sum(bids) == hand)  # the hook


@given(st.integers(min_value=0, max_value=13), st.integers(min_value=0, max_value=13))
def test_scores_agree_with_the_oracle(bid, tricks):
    got = answer({"kind": "score", "game": "nomination-whist", "bid": bid, "tricks": tricks})
    assert got["points"] == oracle_points(bid, tricks)
