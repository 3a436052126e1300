"""Nomination whist for the scorekeeper: set-up, checks, scoring and end of game as a
`ScoreSheet` (RULES.md Game B; sheet `002_...`).

Options (docs/ARCHITECTURE.md), a plain dict normalised by `options()`:

- ``short``: bool, default false: play 7 down to 1 (7 rounds) instead of 7..1..7 (13 rounds).

Per seat, `SeatEntry.call` is the bid and `tricks` the tricks taken; `RoundEntry.trump` is the
suit letter chosen (or turned in the 1-card round), None for no trump or not recorded.

`check` tests one round: every bid and trick count present and between 0 and the hand size;
the trick counts add up to the hand size; the hook (the bids may not add up to the hand size:
the dealer, bidding last, is restricted). The zero-bid rule ("you can call zero however, this
can only be done three rounds in a row") needs the rounds before, which one entry does not
carry: the scorekeeper checks it over the history with `zero_bid_problems(history, players)`
(or `rules.whist.bidding.may_bid_zero` before a seat bids).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.common.sheet import (check_index_and_dealer, check_option_keys, flag, is_int,
                                 seats_with)
from rules.errors import RulesError
from rules.scoresheet import Problem, RoundEntry, RoundPlan, SeatScore, Standing
from rules.whist import bidding, scoring, setup
from rules.whist.cards import SUIT_NAMES, SUITS

_KEYS = ("short",)


class WhistSheet:
    game = "nomination-whist"
    title = "Nomination whist"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    higher_wins = True

    def options(self, players: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        setup.check_players(players)
        given = dict(options or {})
        check_option_keys(given, _KEYS, "nomination whist")
        return {"short": flag(given, "short")}

    def plan(self, *, players: int, first_dealer: int, index: int,
             options: Mapping[str, Any]) -> RoundPlan:
        setup.check_players(players)
        sizes = setup.hands(bool(options.get("short", False)))
        check_index_and_dealer(index, first_dealer, players)
        if index >= len(sizes):
            raise RulesError(f"this game has {len(sizes)} rounds; there is no round {index + 1}",
                             "index")
        dealer = setup.dealer(first_dealer, index, players)
        return RoundPlan(index=index, dealer=dealer, leader=setup.first_leader(dealer, players),
                         cards=sizes[index], tricks=sizes[index], rounds=len(sizes))

    def expected_tricks(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                        options: Mapping[str, Any]) -> int | None:
        return plan.tricks

    def check(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[Problem]:
        problems: list[Problem] = []
        add = problems.append
        seats = entry.seats
        if len(seats) != players:
            add(Problem(f"The round has {len(seats)} seats entered, but {players} players play."))
            return problems
        hand = plan.cards
        if entry.trump is not None and (not isinstance(entry.trump, str)
                                        or entry.trump.strip().upper() not in SUITS):
            add(Problem(f"{entry.trump!r} is not a trump: a suit letter S, H, D or C, or none "
                        "for no trump.", field="trump"))
        if entry.voids:
            add(Problem("Nomination whist has no void tricks.", field="voids"))
        bids: list[int] = []
        counts: list[int] = []
        for seat, s in enumerate(seats):
            if s.call is None:
                add(Problem(f"Seat {seat} has no bid yet.", seat, "call"))
            elif not is_int(s.call) or not 0 <= s.call <= hand:
                add(Problem(f"Seat {seat}'s bid must be a whole number from 0 to {hand} (the "
                            f"hand size), got {s.call!r}.", seat, "call"))
            else:
                bids.append(s.call)
            if s.tricks is None:
                add(Problem(f"Seat {seat} has no trick count yet.", seat, "tricks"))
            elif not is_int(s.tricks) or not 0 <= s.tricks <= hand:
                add(Problem(f"Seat {seat}'s trick count must be a whole number from 0 to {hand}, "
                            f"got {s.tricks!r}.", seat, "tricks"))
            else:
                counts.append(s.tricks)
            if s.doubles:
                add(Problem("Nomination whist has no double tricks.", seat, "doubles"))
            if s.hand is not None or s.points is not None:
                add(Problem("Nomination whist records bids and tricks, not hands or points.",
                            seat, "hand" if s.hand is not None else "points"))
        if len(counts) == players and sum(counts) != hand:
            add(Problem(f"The trick counts add up to {sum(counts)}, but a round of {hand} "
                        f"card{'' if hand == 1 else 's'} has {hand} trick"
                        f"{'' if hand == 1 else 's'}.", field="tricks"))
        if len(bids) == players and bidding.hook_breached(bids, hand):
            add(Problem(f"The bids add up to {hand}, the hand size: the hook forbids that. The "
                        f"dealer (seat {plan.dealer}), bidding last, may not bid "
                        f"{seats[plan.dealer].call}.", plan.dealer, "call"))
        return problems

    def score(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[SeatScore]:
        return [SeatScore(scoring.points(s.call, s.tricks), scoring.explain(s.call, s.tricks))
                for s in entry.seats]

    def standing(self, *, players: int, rounds_played: int, totals: Sequence[int],
                 options: Mapping[str, Any]) -> Standing:
        rounds = len(setup.hands(bool(options.get("short", False))))
        if rounds_played < rounds:
            return Standing(False, (), f"{rounds - rounds_played} of {rounds} rounds to play.")
        best = max(totals)
        winners = seats_with(totals, best)
        if len(winners) == 1:
            why = f"Seat {winners[0]} has the most points ({best})."
        else:
            why = (f"Seats {', '.join(map(str, winners))} share the win with {best} points "
                   "each.")
        return Standing(True, winners, why)

    # -- game flow helpers the scorekeeper uses --------------------------------------------
    forbidden_last_bids = staticmethod(bidding.forbidden_last_bids)
    trump_chooser = staticmethod(bidding.trump_chooser)
    may_bid_zero = staticmethod(bidding.may_bid_zero)

    @staticmethod
    def zero_bid_problems(history: Sequence[RoundEntry], players: int) -> list[Problem]:
        """A 4th zero bid in a row by one seat, over the rounds entered so far."""
        bids = [[s.call for s in r.seats] for r in history]
        return [Problem(f"Seat {seat} bid 0 in round {index + 1} for the fourth round in a row: "
                        "zero may be bid at most three rounds in a row.", seat, "call")
                for index, seat in bidding.zero_bid_violations(bids, players)]

    # the generic name the game service looks for (problems only the rounds before can show)
    history_problems = zero_bid_problems


def trump_name(trump: str | None) -> str:
    return "no trump" if trump is None else SUIT_NAMES[trump]


SCORESHEET = WhistSheet()
