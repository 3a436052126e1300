"""Nomination whist for the scorekeeper: set-up, checks, scoring and end of game as a
`ScoreSheet` (RULES.md Game B; sheet `002_...`).

Options: `rules.whist.options.WhistOptions` (typed, frozen; `options()` parses a raw mapping
into it; its `to_dict()` is the stored form). The methods take the typed options or a stored
mapping (read with `WhistOptions.of`).

Per seat, `SeatEntry.call` is the bid and `tricks` the tricks taken; `RoundEntry.trump` is the
suit chosen (or turned in the 1-card round) as a `rules.trump.Trump`, NO_TRUMP for no trump,
None when not recorded.

`check` tests one round: every bid and trick count present and between 0 and the hand size;
the trick counts add up to the hand size; the hook (the bids may not add up to the hand size:
the dealer, bidding last, is restricted). The zero-bid rule ("you can call zero however, this
can only be done three rounds in a row") needs the rounds before, which one entry does not
carry: the scorekeeper checks it over the history with `zero_bid_problems(history, players)`
(or `rules.whist.bidding.may_bid_zero` before a seat bids).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.common.sheet import check_index_and_dealer, is_int, seat_count_problems, seats_with
from rules.errors import RulesError
from rules.message import Seat, Seats, msg, msg_n
from rules.scoresheet import (CALL, TRICKS, TRUMP, Choice, EntryForm, Problem,
                              RoundEntry, RoundPlan, SeatScore, SheetDefaults, Standing)
from rules.trump import (NO_TRUMP, NO_TRUMP_TERM, SUIT, SUIT_CHOSEN, SUIT_TURNED, Trump,
                         is_choice)
from rules.whist import bidding, scoring, setup
from rules.whist.bidding import CALL_WORD
from rules.whist.cards import SUIT_TERMS, SUITS
from rules.whist.options import SPECS, WhistOptions

_SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}  # the keys' words
# the rules sections (rules.rulebook) the messages rest on
_ROUNDS, _BIDDING, _HOOK = "nomination-whist-rounds", "nomination-whist-bidding", \
    "nomination-whist-hook"
_ZERO, _TRUMP, _END = "nomination-whist-zero-streak", "nomination-whist-trump", \
    "nomination-whist-end"


class WhistSheet(SheetDefaults):
    game = "nomination-whist"
    title = "Nomination whist"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    higher_wins = True
    call_word = CALL_WORD  # a bid is met by taking exactly that many tricks

    option_specs = SPECS
    options_type = WhistOptions

    def options(self, players: int, options: Mapping[str, Any] | None = None) -> WhistOptions:
        return WhistOptions.parse(players, options)

    def plan(self, *, players: int, first_dealer: int, index: int,
             options: Mapping[str, Any]) -> RoundPlan:
        setup.check_players(players)
        sizes = setup.hands(WhistOptions.of(options).short)
        check_index_and_dealer(index, first_dealer, players)
        if index >= len(sizes):
            raise RulesError(msg("this game has {count} rounds; there is no round {number}",
                                 count=len(sizes), number=index + 1), "index")
        dealer = setup.dealer(first_dealer, index, players)
        return RoundPlan(index=index, dealer=dealer, leader=setup.first_leader(dealer, players),
                         cards=sizes[index], tricks=sizes[index], rounds=len(sizes))

    def expected_tricks(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                        options: Mapping[str, Any]) -> int | None:
        return plan.tricks

    def check(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[Problem]:
        problems = seat_count_problems(entry, players)
        if problems:
            return problems
        add = problems.append
        seats = entry.seats
        hand = plan.cards
        # the trump (rules.trump): one of this round's choices (a suit, no trump), or not known
        if not is_choice(entry.trump, self.trump_choices(plan)):
            add(Problem(msg("{given} is not a trump: a suit letter S, H, D or C, or none for no "
                            "trump.", given=repr(getattr(entry.trump, "name", entry.trump)), rule=_TRUMP), field="trump"))
        if entry.voids:
            add(Problem(msg("Nomination whist has no void tricks."), field="voids"))
        bids: list[int] = []
        counts: list[int] = []
        for seat, s in enumerate(seats):
            if s.call is None:
                add(Problem(msg("{seat} has no bid yet.", seat=Seat(seat)), seat, "call"))
            elif not is_int(s.call) or not 0 <= s.call <= hand:
                add(Problem(msg("{seat}'s bid must be a whole number from 0 to {hand} (the hand "
                                "size), got {given}.", seat=Seat(seat), hand=hand,
                                given=repr(s.call), rule=_BIDDING), seat, "call"))
            else:
                bids.append(s.call)
            if s.tricks is None:
                add(Problem(msg("{seat} has no trick count yet.", seat=Seat(seat)), seat,
                            "tricks"))
            elif not is_int(s.tricks) or not 0 <= s.tricks <= hand:
                add(Problem(msg("{seat}'s trick count must be a whole number from 0 to {hand}, "
                                "got {given}.", seat=Seat(seat), hand=hand,
                                given=repr(s.tricks)), seat, "tricks"))
            else:
                counts.append(s.tricks)
            if s.doubles:
                add(Problem(msg("Nomination whist has no double tricks."), seat, "doubles"))
            if s.hand is not None or s.points is not None:
                add(Problem(msg("Nomination whist records bids and tricks, not hands or points."),
                            seat, "hand" if s.hand is not None else "points"))
        if len(counts) == players and sum(counts) != hand:
            add(Problem(msg_n("The trick counts add up to {total}, but a round of {n} card has "
                              "{n} trick.",
                              "The trick counts add up to {total}, but a round of {n} cards has "
                              "{n} tricks.", n=hand, total=sum(counts), rule=_ROUNDS),
                        field="tricks"))
        if len(bids) == players and bidding.hook_breached(bids, hand) \
                and WhistOptions.of(options).hook:
            add(Problem(msg("The bids add up to {hand}, the hand size: the hook forbids that. "
                            "The dealer, {seat}, bidding last, may not bid {bid}.", hand=hand,
                            seat=Seat(plan.dealer), bid=seats[plan.dealer].call, rule=_HOOK),
                        plan.dealer, "call"))
        return problems

    def score(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[SeatScore]:
        return [SeatScore(scoring.points(s.call, s.tricks), scoring.explained(s.call, s.tricks))
                for s in entry.seats]

    def standing(self, *, players: int, rounds_played: int, totals: Sequence[int],
                 options: Mapping[str, Any]) -> Standing:
        rounds = len(setup.hands(WhistOptions.of(options).short))
        if rounds_played < rounds:
            return Standing(False, (), msg_n("{left} of {n} round to play.",
                                             "{left} of {n} rounds to play.", n=rounds,
                                             left=rounds - rounds_played))
        best = max(totals)
        winners = seats_with(totals, best)
        reason = msg_n("The most points after {n} round.", "The most points after all {n} rounds.",
                       n=rounds, rule=_END)
        if len(winners) == 1:
            return Standing(True, winners, msg("{seat} has the most points ({points}).",
                                               seat=Seat(winners[0]), points=best, rule=_END),
                            reason=reason)
        return Standing(True, winners, msg_n("{seats} share the win with {n} point each.",
                                             "{seats} share the win with {n} points each.",
                                             seats=Seats(winners), n=best, rule=_END),
                        reason=reason)

    # -- game flow helpers the scorekeeper uses --------------------------------------------
    forbidden_last_bids = staticmethod(bidding.forbidden_last_bids)
    trump_chooser = staticmethod(bidding.trump_chooser)
    may_bid_zero = staticmethod(bidding.may_bid_zero)

    def entry_form(self, *, players: int, plan: RoundPlan, options: Mapping[str, Any]
                   ) -> EntryForm:
        """Bids 0 to the hand size, then the trump: chosen by the highest bidder (a suit or no
        trump), or in the 1-card round the suit of a card turned from the deck (no "no
        trump"), then the tricks."""
        calls = tuple(Choice(v, str(v)) for v in range(0, plan.cards + 1))
        turned = plan.cards == 1
        return EntryForm(phases=(CALL, TRUMP, TRICKS), calls=calls,
                         trumps=self.trump_choices(plan),
                         call_word=self.call_word,
                         trump_words=SUIT_TURNED if turned else SUIT_CHOSEN)

    @staticmethod
    def trump_choices(plan: RoundPlan) -> tuple[Choice, ...]:
        """The four suits, and no trump but in the 1-card round (a card turned from the deck
        decides its suit)."""
        trumps = tuple(Choice(Trump(SUIT, s), _SUIT_WORDS[s], SUIT_TERMS[s]) for s in SUITS)
        return trumps if plan.cards == 1 else trumps + (
            Choice(NO_TRUMP, "no trump", NO_TRUMP_TERM),)

    def forbidden_calls(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                        history: Sequence[RoundEntry], options: Mapping[str, Any]
                        ) -> dict[Any, Problem]:
        return self.forbidden_bids(players=players, plan=plan, entry=entry, seat=seat,
                                   history=history, options=options)

    def trick_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                      options: Mapping[str, Any]) -> tuple[int, ...]:
        """The trick counts `seat` can still have taken, given the others' counts entered
        (None: not known yet): the counts add up to the hand size, so no more than what the
        others leave, and exactly that when every other count is known."""
        hand = plan.tricks
        others = [s.tricks for i, s in enumerate(entry.seats) if i != seat]
        known = [t for t in others if is_int(t) and 0 <= t <= hand]
        left = hand - sum(known)
        if left < 0:
            return ()
        if len(known) == len(others):
            return (left,)
        return tuple(range(0, left + 1))

    def forbidden_bids(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                       history: Sequence[RoundEntry], options: Mapping[str, Any]
                       ) -> dict[int, Problem]:
        """The bids `seat` may not make now, each with the reason: the hook (the dealer, once
        every other seat has bid: the total may not be the hand size) and the zero-bid
        streak (`history`: the rounds before this one; no 4th zero in a row)."""
        out: dict[int, Problem] = {}
        bids = [s.call for s in entry.seats]
        house = WhistOptions.of(options)
        if seat == plan.dealer and plan.cards > 0 and house.hook:
            earlier = [b for i, b in enumerate(bids) if i != seat]
            if all(is_int(b) for b in earlier):
                for bid in sorted(bidding.forbidden_last_bids(plan.cards, earlier)):
                    out[bid] = Problem(msg(
                        "The hook: with this bid the bids would add up to {hand}, the hand "
                        "size, and {seat}, the dealer, bids last.", hand=plan.cards,
                        seat=Seat(seat), rule=_HOOK), seat, "call")
        history_bids = bidding.bids_of(history)
        if house.zero_streak and not bidding.may_bid_zero(history_bids, seat, players):
            out.setdefault(0, Problem(msg_n(
                "{seat} bid 0 in the last {n} round: zero may be bid at most {n} round in a row.",
                "{seat} bid 0 in each of the last {n} rounds: zero may be bid at most {n} rounds "
                "in a row.", n=bidding.MAX_ZERO_STREAK, seat=Seat(seat), rule=_ZERO),
                seat, "call"))
        return out

    def trump_chooser_of(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                         options: Mapping[str, Any]) -> int | None:
        """The seat that chooses trump once every bid is in: the highest bidder, on equal
        highest bids the first of them in bidding order (RULES.md ruling); None before all
        bids are in and in the 1-card round (the turned card decides)."""
        bids = [s.call for s in entry.seats]
        if len(bids) != players or not all(is_int(b) for b in bids):
            return None
        return bidding.trump_chooser(bids, plan.dealer, plan.cards)

    @staticmethod
    def zero_bid_problems(history: Sequence[RoundEntry], players: int,
                          options: Mapping[str, Any] | None = None) -> list[Problem]:
        """A 4th zero bid in a row by one seat, over the rounds entered so far (none when the
        game's house rules leave the zero-bid streak out)."""
        if not WhistOptions.of(options).zero_streak:
            return []
        bids = bidding.bids_of(history)
        return [Problem(msg("{seat} bid 0 in round {round} for the fourth round in a row: zero "
                            "may be bid at most three rounds in a row.", seat=Seat(seat),
                            round=index + 1, rule=_ZERO), seat, "call")
                for index, seat in bidding.zero_bid_violations(bids, players)]

    # the generic name the game service looks for (problems only the rounds before can show)
    history_problems = zero_bid_problems


SCORESHEET = WhistSheet()
