"""Random rounds of OpenSpiel's `oh_hell`, decoded into our judge's terms (test helper).

How pyspiel's oh_hell encodes a game (found by experiment, open-spiel 2.0.2):
- parameters: players (3..7), num_suits 4, num_cards_per_suit 13, num_tricks_fixed (-1: a
  chance node picks the number of tricks), off_bid_penalty false, points_per_trick 1;
- chance nodes: the number of tricks, the dealer, then the cards dealt, then one more card
  turned face up whose suit is trump (the state's string shows "Trump: SJ");
- a card is action ``rank * 4 + suit`` with rank 0 = the 2 ... 12 = the ace and suits in the
  order C, D, S, H (``action_to_string`` gives "HA", "C3", "ST");
- a bid is action ``52 + bid``; the dealer bids last and may not make the bids add up to the
  number of tricks (the hook); the seat left of the dealer bids first and leads the first trick;
- returns: tricks won, plus 10 when the bid was met.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

PEER_SUITS = "CDSH"
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
DECK = 52


def card_of(action: int) -> str:
    """Our written form of an oh_hell card action."""
    return RANKS[action // 4] + PEER_SUITS[action % 4]


@dataclass
class PeerRound:
    players: int
    dealer: int
    trump: str
    hand: int
    bids: list[int]
    tricks: list[list[str]]  # plays in play order
    leaders: list[int]  # who led each trick, as OpenSpiel had it
    returns: list[int]
    won: list[int]  # tricks won by seat, as the state's string reports them ("Tricks Won:")
    peer_seconds: float = 0.0  # time OpenSpiel spent applying the play actions
    bid_legal_for_dealer: list[int] = field(default_factory=list)


def play_round(game, players: int, rng: random.Random) -> PeerRound:
    state = game.new_initial_state()
    chance: list[int] = []
    bids = [0] * players
    plays: list[tuple[int, int]] = []  # (seat, action)
    dealer_legal: list[int] = []
    peer_seconds = 0.0
    bid_count = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = [a for a, _ in state.chance_outcomes()]
            action = rng.choice(outcomes)
            chance.append(action)
            state.apply_action(action)
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        action = rng.choice(legal)
        if action >= DECK:
            bid_count += 1
            if bid_count == players:
                dealer_legal = [a - DECK for a in legal]
            bids[seat] = action - DECK
            state.apply_action(action)
        else:
            plays.append((seat, action))
            t0 = time.perf_counter()
            state.apply_action(action)
            peer_seconds += time.perf_counter() - t0
    hand = len(plays) // players
    dealer = chance[1]
    trump = PEER_SUITS[chance[-1] % 4]
    tricks = [[card_of(a) for _, a in plays[i:i + players]] for i in range(0, len(plays), players)]
    leaders = [plays[i][0] for i in range(0, len(plays), players)]
    text = str(state)
    # cross-check our reading of the chance nodes against the state's own description
    assert f"Dealer: {dealer}" in text and f"Num Total Tricks: {hand}" in text, text
    assert f"Trump: {PEER_SUITS[chance[-1] % 4]}" in text, text
    won_line = next(line for line in text.splitlines() if line.startswith("Tricks Won:"))
    won = [int(x) for x in won_line.split(":", 1)[1].split()]
    return PeerRound(players, dealer, trump, hand, bids, tricks, leaders,
                     [int(r) for r in state.returns()], won, peer_seconds, dealer_legal)


def rounds(players: int, count: int, seed: int):
    """`count` random oh_hell rounds for `players` players (random hand sizes)."""
    import pyspiel

    game = pyspiel.load_game("oh_hell", {"players": players})
    rng = random.Random(seed)
    for _ in range(count):
        yield play_round(game, players, rng)


def round_request(r: PeerRound) -> dict:
    return {"kind": "round", "game": "nomination-whist", "players": r.players, "dealer": r.dealer,
            "trump": r.trump, "bids": r.bids, "hand": r.hand,
            "tricks": [{"plays": t} for t in r.tricks]}


def trick_requests(r: PeerRound) -> list[dict]:
    return [{"kind": "trick", "game": "nomination-whist", "players": r.players, "trump": r.trump,
             "leader": lead, "plays": t} for lead, t in zip(r.leaders, r.tricks)]


def trick_winners(r: PeerRound) -> list[int]:
    """Who OpenSpiel says won each trick: the leader of the next trick; for the last trick, the
    seat whose reported trick count the earlier winners leave one short."""
    winners = r.leaders[1:]
    won = [0] * r.players
    for w in winners:
        won[w] += 1
    short = [seat for seat in range(r.players) if r.won[seat] - won[seat] == 1]
    assert len(short) == 1, (r.won, won)
    return winners + short
