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
The replay (leader rotation, those errors) and the revoke tracking are `rules.common`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.common.answers import round_answer
from rules.common.trick_replay import replay
from rules.common.revokes import RevokeTracker
from rules.errors import RulesError
from rules.common.counts import tricks_said
from rules.message import Seat, Typed, msg, msg_n
from rules.whist import scoring, trick
from rules.whist.bidding import hook_breached
from rules.whist.cards import Card


def too_many_tricks(given: int, hand: int, at: str = "tricks") -> RulesError:
    return RulesError(msg_n("{given} given, but with {n} card each a round has only {n} trick",
                            "{given} given, but with {n} cards each a round has only {n} tricks",
                            n=hand, given=tricks_said(given)), f"{at}[{hand}]")


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A round judged (JUDGE.md `round`), as values: `as_json()` is the judge's answer."""

    tricks: tuple[trick.TrickResult, ...]
    leaders: tuple[int, ...]
    taken: tuple[int, ...]
    complete: bool
    points: tuple[int, ...] | None
    revokes: tuple[Any, ...]
    warnings: tuple[str, ...]

    def as_json(self) -> dict:
        return round_answer(self)


def judge_round(*, players: int, dealer: int, trump: str | None, bids: Sequence[int], hand: int,
                tricks: Sequence[Sequence[Card]]) -> dict:
    """The judge's round answer: tricks, taken, complete, points, revokes, warnings."""
    return replay_round(players=players, dealer=dealer, trump=trump, bids=bids, hand=hand,
                        tricks=tricks).as_json()


def replay_round(*, players: int, dealer: int, trump: str | None, bids: Sequence[int],
                 hand: int, tricks: Sequence[Sequence[Card]],
                 kept: RoundResult | None = None) -> RoundResult:
    """The round judged trick after trick, as values (`judge_round` writes it as JSON).
    `kept`: this round ruled before with the same table and its first tricks: its complete
    tricks are not judged again."""
    if len(tricks) > hand:
        raise too_many_tricks(len(tricks), hand)

    def judge_one(index: int, leader: int, cards: Sequence[Card]) -> trick.TrickResult:
        if len(cards) > players:
            raise RulesError(msg("trick {index} has {count} plays but there are only "
                                 "{players} players", index=index, count=len(cards),
                                 players=players), f"plays[{players}]")
        return trick.resolve(cards, players=players, trump=trump, leader=leader)

    replayed = replay(tricks, players=players, first_leader=(dealer + 1) % players,
                      judge=judge_one, card_of=lambda card: card, show=Typed.of,
                      kept=kept.tricks if kept else (),
                      kept_leaders=kept.leaders if kept else ())
    revokes = RevokeTracker()
    taken = [0] * players
    for t in replayed:
        led = t.plays[0].suit
        for j, card in enumerate(t.plays):
            revokes.play(seat=(t.leader + j) % players, trick=t.index, colour=card.suit,
                         obligation=None if j == 0 else led)
        if t.result.complete:
            taken[t.result.winner] += 1
    complete = len(replayed) == hand and replayed[-1].result.complete
    warnings: list[str] = []
    if hook_breached(bids, hand):
        warnings.append(str(msg(
            "The bids ({bids}) add up to {hand}, the hand size: the hook forbids that, so the "
            "dealer ({seat}) should have bid something else.",
            bids=" + ".join(str(b) for b in bids), hand=hand, seat=Seat(dealer),
            rule="nomination-whist-hook")))
    return RoundResult(
        tricks=tuple(t.result for t in replayed), leaders=tuple(t.leader for t in replayed),
        taken=tuple(taken), complete=complete,
        points=tuple(scoring.points(b, t) for b, t in zip(bids, taken)) if complete else None,
        revokes=tuple(revokes.revokes), warnings=tuple(warnings))
