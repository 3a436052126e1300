"""Bidding in nomination whist (RULES.md Game B; sheet `002_...`).

Starting left of the dealer, each player in turn says how many tricks they think they will
win; the dealer bids last. **Hook:** "The total number of tricks called cannot add up to the
number of cards you are playing with", so the last bidder may have to call something else.
"You can call zero however, this can only be done three rounds in a row": a fourth zero bid in
a row by the same player is not allowed. "The player who calls the highest number of tricks
gets to choose trumps": one of the four suits or no trump (ruling: on equal highest bids the
first of them in bidding order chooses). In the 1-card round nobody chooses: a random card is
turned and its suit is trump.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.message import msg

#: what a round's call is (the score sheet's and the judge's word, one source)
CALL_WORD = "bid"

MAX_ZERO_STREAK = 3

#: the game options that are house rules (both on by default: the sheet's rules)
HOUSE_KEYS = ("hook", "zero_streak")


@dataclass(frozen=True, slots=True)
class House:
    """Which bidding rules of the sheet a table plays (house rules; both on by default).

    `hook`: the bids may not add up to the hand size. `zero_streak`: zero may be bid at most
    three rounds in a row.

    >>> House.of({"hook": False})
    House(hook=False, zero_streak=True)
    """

    hook: bool = True
    zero_streak: bool = True

    @classmethod
    def of(cls, options: Mapping[str, Any] | None) -> "House":
        """From a game's options (a game stored before the house rules existed: both on)."""
        given = options or {}
        return cls(*(on_unless_off(given, key) for key in HOUSE_KEYS))

    def options(self) -> dict[str, bool]:
        return {"hook": self.hook, "zero_streak": self.zero_streak}


def on_unless_off(given: Mapping[str, Any], key: str) -> bool:
    """A true/false house rule, true when left out or null."""
    value = given.get(key)
    if value is None:
        return True
    if not isinstance(value, bool):
        raise RulesError(msg("{name} must be true or false, got {got}", name=key,
                             got=repr(value)), key)
    return value


def bidding_order(dealer: int, players: int) -> list[int]:
    """Seats in bidding order: left of the dealer first, the dealer last.

    >>> bidding_order(1, 4)
    [2, 3, 0, 1]
    """
    return [(dealer + 1 + i) % players for i in range(players)]


def hook_breached(bids: Sequence[int], hand: int) -> bool:
    """True when the bids add up to the hand size, which the hook forbids."""
    return sum(bids) == hand


def forbidden_last_bids(hand: int, earlier: Sequence[int]) -> frozenset[int]:
    """The bids the last bidder (the dealer) may not make, given the others' bids: the one
    that would make the total equal the hand size, if it is a possible bid at all.

    >>> sorted(forbidden_last_bids(7, [2, 1, 3])), sorted(forbidden_last_bids(3, [2, 2]))
    ([1], [])
    """
    rest = hand - sum(earlier)
    return frozenset({rest}) if 0 <= rest <= hand else frozenset()


def allowed_last_bids(hand: int, earlier: Sequence[int]) -> list[int]:
    """The bids the dealer may make (0..hand without the forbidden one)."""
    banned = forbidden_last_bids(hand, earlier)
    return [b for b in range(hand + 1) if b not in banned]


def trump_chooser(bids: Sequence[int], dealer: int, hand: int) -> int | None:
    """The seat that chooses trump: the highest bidder, on equal highest bids the first of
    them in bidding order; None in the 1-card round (a turned card decides).

    >>> trump_chooser([2, 3, 3, 1], dealer=1, hand=5)   # bidding order 2, 3, 0, 1
    2
    """
    if hand == 1:
        return None
    order = bidding_order(dealer, len(bids))
    best = max(bids)
    return next(seat for seat in order if bids[seat] == best)


#: a round the seat did not play (away, or not joined yet): its zero streak neither breaks
#: nor grows there (PLAYERS.md)
AWAY = "away"


def _streak(streak: int, bid: object) -> int:
    if bid == AWAY:
        return streak
    return streak + 1 if bid == 0 else 0


def bids_of(history: Sequence[object]) -> list[list[object]]:
    """The bids of rounds (`RoundEntry`s; a seat's entry None: it did not play that round)."""
    return [[AWAY if s is None else s.call for s in r.seats] for r in history]  # type: ignore[attr-defined]


def zero_bid_streaks(history: Sequence[Sequence[int | None]], players: int) -> list[int]:
    """Per seat, how many rounds in a row up to the last round of `history` it bid 0
    (`history`: bids per round, by seat; None = unknown, which breaks a streak; `AWAY`: a
    round the seat did not play, which neither breaks nor extends it).

    >>> zero_bid_streaks([[0, 0], [AWAY, 0], [0, 1]], 2)
    [2, 0]
    """
    streaks = [0] * players
    for bids in history:
        for seat in range(players):
            bid = bids[seat] if seat < len(bids) else None
            streaks[seat] = _streak(streaks[seat], bid)
    return streaks


def zero_bid_violations(history: Sequence[Sequence[int | None]], players: int) -> list[tuple[int, int]]:
    """Every (round index, seat) where a seat bid 0 for the fourth (or later) round in a row.

    >>> zero_bid_violations([[0, 1], [0, 1], [0, 2], [0, 0]], 2)
    [(3, 0)]
    """
    out: list[tuple[int, int]] = []
    streaks = [0] * players
    for index, bids in enumerate(history):
        for seat in range(players):
            bid = bids[seat] if seat < len(bids) else None
            streaks[seat] = _streak(streaks[seat], bid)
            if bid == 0 and streaks[seat] > MAX_ZERO_STREAK:
                out.append((index, seat))
    return out


def may_bid_zero(history: Sequence[Sequence[int | None]], seat: int, players: int) -> bool:
    """Whether `seat` may bid 0 in the round after `history` (not a 4th zero in a row)."""
    return zero_bid_streaks(history, players)[seat] < MAX_ZERO_STREAK
