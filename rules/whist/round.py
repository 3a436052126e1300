"""A whole round of nomination whist, card by card (RULES.md Game B; JUDGE.md `round`).

Each player is dealt `hand` cards, so a round has `hand` tricks. The player left of the dealer
leads the first trick; the winner of each trick leads the next. Players must follow the suit
led when they can: a player who did not follow suit S and later plays a card of suit S in the
same round has revoked (hands never gain cards). The sheet gives no penalty, so revokes are
reported for the table to decide, never errors. The round is complete when all `hand` tricks
are played; then each player scores (bid met: 10 + tricks; missed: 1 per trick). The hook (the
bids may not add up to the hand size) is reported as a warning, as the bids are what the table
said, not something the judge can undo.

Errors: a card played twice in the round, more tricks than the hand allows, an unfinished
trick that is not the last, an empty trick, a trick with more plays than players.
"""

from __future__ import annotations

from typing import Sequence

from rules.common.trickplay import CardLedger, RevokeTracker, replay_round, seat_of
from rules.errors import RulesError
from rules.whist import scoring, trick
from rules.whist.bidding import hook_breached
from rules.whist.cards import Card, SUIT_NAMES


def judge_round(*, players: int, dealer: int, trump: str | None, bids: Sequence[int], hand: int,
                tricks: Sequence[Sequence[Card]]) -> dict:
    """The judge's round answer: tricks, taken, complete, points, revokes, warnings."""
    ledger = CardLedger()
    revokes = RevokeTracker()
    taken = [0] * players

    def judge_one(index: int, leader: int, cards: Sequence[Card]) -> dict:
        if len(cards) > players:
            raise RulesError(f"trick {index} has {len(cards)} plays but there are only "
                             f"{players} players", f"tricks[{index}].plays[{players}]")
        led = cards[0].suit
        for i, card in enumerate(cards):
            ledger.add(card, f"tricks[{index}].plays[{i}]")
            revokes.play(trick=index, seat=seat_of(leader, i, players), colour=card.suit,
                         obligation=None if i == 0 else led)
        answer = trick.judge(cards, players=players, trump=trump, leader=leader)
        if answer["complete"]:
            taken[answer["winner"]] += 1
        return answer

    replayed = replay_round(
        tricks, players=players, first_leader=(dealer + 1) % players, max_tricks=hand,
        judge=judge_one, next_leader=lambda a: a["next_leader"], complete=lambda a: a["complete"],
        size=len)
    answers = [a for _, a in replayed]
    complete = len(answers) == hand and (not answers or answers[-1]["complete"])
    warnings: list[str] = []
    if hook_breached(bids, hand):
        warnings.append(
            f"The bids ({' + '.join(str(b) for b in bids)}) add up to {hand}, the hand size: the "
            f"hook forbids that, so the dealer (seat {dealer}) should have bid something else.")
    return {
        "tricks": answers,
        "taken": taken,
        "complete": complete,
        "points": [scoring.points(b, t) for b, t in zip(bids, taken)] if complete else None,
        "revokes": revokes.revokes,
        "warnings": warnings,
    }


def describe_revoke(revoke: dict) -> str:
    return (f"Seat {revoke['seat']} did not follow {SUIT_NAMES[revoke['colour']]} in trick "
            f"{revoke['failed_at']} but played one in trick {revoke['trick']}.")
