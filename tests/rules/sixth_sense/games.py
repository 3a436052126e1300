"""Random rounds of 6th Sense for tests: real hands, real obligations, every action card.

`random_round` deals real hands, picks prediction cards and plays a whole round trick by trick:
each seat follows the requested colour as it stands when it plays (unless `cheat` makes it
revoke on purpose), 0s sometimes block, 6s are sometimes declared 9, and a double trick is
sometimes taken double. It records, independently of the engine's revoke tracker, which seats
failed to follow a colour they held (`true_revokes`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from hypothesis import strategies as st

from rules.sixth_sense.cards import COLOURS, DECK, Card, Colour
from rules.sixth_sense.deck import deck
from rules.sixth_sense.round import RoundTrick
from rules.sixth_sense.setup import SetUp
from rules.sixth_sense.trick import Play, judge_trick


@dataclass
class RandomRound:
    players: int
    dealer: int
    trump: Colour | None
    removed: Colour | None
    predictions: list[Card]
    tricks: list[RoundTrick]
    winners: list[int | None] = field(default_factory=list)
    voids: int = 0
    doubles: int = 0
    # (seat, colour) -> first trick where the seat did not follow that colour while holding it
    true_revokes: dict[tuple[int, Colour], int] = field(default_factory=dict)


def random_round(rng: random.Random, players: int, *, cheat: float = 0.0,
                 tricks: int | None = None) -> RandomRound:
    table = SetUp.of(players)
    removed = rng.choice(COLOURS) if players == 2 else None
    cards = list(deck(removed))
    rng.shuffle(cards)
    hands = [cards[i * table.cards:(i + 1) * table.cards] for i in range(players)]
    stock = cards[players * table.cards:]
    trump = stock[0].colour if stock and rng.random() < 0.85 else None
    predictions = [hand.pop(rng.randrange(len(hand))) for hand in hands]
    dealer = rng.randrange(players)
    rr = RandomRound(players, dealer, trump, removed, predictions, [])
    leader = (dealer + 1) % players
    for t in range(table.tricks if tricks is None else tricks):
        plays: list[Play] = []
        blocked = False
        for k in range(players):
            seat = (leader + k) % players
            hand = hands[seat]
            requested = judge_trick(plays, players=players, trump=trump, leader=leader,
                                    check=False).requested if plays else None
            follow = [c for c in hand if requested is not None and c.colour is requested]
            choices = follow or hand
            if follow and rng.random() < cheat:
                others = [c for c in hand if c.colour is not requested]
                if others:
                    choices = others
                    rr.true_revokes.setdefault((seat, requested), t)
            card = rng.choice(choices)
            hand.remove(card)
            declared = block = None
            if card.value == 6 and rng.random() < 0.5:
                declared = rng.choice((6, 9))
            if card.value == 0 and k > 0 and not blocked and rng.random() < 0.4:
                block = rng.randrange(k)
                blocked = True
            plays.append(Play(card, declared, block))
        result = judge_trick(plays, players=players, trump=trump, leader=leader)
        take = bool(result.double and not result.void and rng.random() < 0.6)
        rr.tricks.append(RoundTrick(tuple(plays), take))
        rr.winners.append(result.winner)
        rr.voids += result.void
        rr.doubles += take
        leader = result.next_leader
    return rr


@st.composite
def tricks(draw, complete=True):
    """A trick: distinct cards, maybe a 6 declared 9, maybe one block of an earlier play."""
    players = draw(st.integers(min_value=2, max_value=6))
    n = players if complete else draw(st.integers(min_value=0, max_value=players))
    cards = draw(st.lists(st.sampled_from(DECK), min_size=n, max_size=n, unique=True))
    plays = []
    blocked = False
    for i, card in enumerate(cards):
        declared = draw(st.sampled_from((None, 6, 9))) if card.value == 6 else None
        block = None
        if card.value == 0 and i > 0 and not blocked and draw(st.booleans()):
            block = draw(st.integers(min_value=0, max_value=i - 1))
            blocked = True
        plays.append(Play(card, declared, block))
    trump = draw(st.sampled_from((None,) + COLOURS))
    leader = draw(st.integers(min_value=0, max_value=players - 1))
    return plays, players, trump, leader
