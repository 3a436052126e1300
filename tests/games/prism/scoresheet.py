"""Prism for the scorekeeper (`rules.scoresheet.ScoreSheet`): 3 rounds of 3, 4 and 5 cards;
the dealer moves one seat on each round and the next seat leads. Each round a colour is turned
up as trump (not the colour taken out), then every player bids 0 to the cards dealt; the table
reports the tricks each took (a trick taken double counting 2) and how many were double (one
10 per colour in play, and at most half a seat's tricks). The tricks add up to the cards dealt
plus the doubles. Scoring: scoring.py. The highest total after 3 rounds wins (ties share).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.common.sheet import (check_index_and_dealer, double_choices_up_to, is_int,
                                seat_count_problems, seats_with)
from rules.errors import RulesError
from rules.message import Listing, Seat, msg, msg_n
from rules.scoresheet import (CALL, DOUBLES, TRICKS, TRUMP, Choice, EntryForm, Problem,
                              RoundEntry, RoundPlan, SeatScore, SheetDefaults, Standing)
from rules.trump import COLOUR, Trump, is_choice
from tests.games.prism.cards import COLOURS, PAINT, TERMS
from tests.games.prism.options import SPECS, PrismOptions
from tests.games.prism.scoring import score
from tests.games.prism.trick import MAX_PLAYERS, MIN_PLAYERS

GAME, TITLE = "prism", "Prism"
CARDS = (3, 4, 5)  # cards each, round by round
ROUNDS = len(CARDS)


def trump_choice(colour: str) -> Choice:
    """A colour as a trump choice: the entry records its name, the chip says its word and
    is drawn in its paint."""
    return Choice(Trump(COLOUR, colour), colour, TERMS[colour], PAINT[colour])


def call_choice(value: int) -> Choice:
    return Choice(value, str(value))


class PrismSheet(SheetDefaults):
    game = GAME
    title = TITLE
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    higher_wins = True
    call_word = "bid"
    option_specs = SPECS
    options_type = PrismOptions

    def options(self, players: int, options: Mapping[str, Any] | None = None) -> PrismOptions:
        return PrismOptions.parse(players, options)

    def plan(self, *, players: int, first_dealer: int, index: int,
             options: Mapping[str, Any]) -> RoundPlan:
        check_index_and_dealer(index, first_dealer, players)
        if index >= ROUNDS:
            raise RulesError(msg("a game of Prism has {count} rounds; there is no round "
                                 "{number}", count=ROUNDS, number=index + 1), "index")
        dealer = (first_dealer + index) % players
        return RoundPlan(index=index, dealer=dealer, leader=(dealer + 1) % players,
                         cards=CARDS[index], tricks=CARDS[index], rounds=ROUNDS)

    @staticmethod
    def trumps(options: Mapping[str, Any]) -> tuple[Choice, ...]:
        removed = PrismOptions.of(options).removed
        return tuple(trump_choice(c) for c in COLOURS if c != removed)

    def entry_form(self, *, players: int, plan: RoundPlan, options: Mapping[str, Any]
                   ) -> EntryForm:
        # a colour turned up before the calls: the form's default trump row
        return EntryForm(phases=(TRUMP, CALL, TRICKS, DOUBLES),
                         calls=tuple(call_choice(v) for v in range(plan.cards + 1)),
                         trumps=self.trumps(options), call_word=self.call_word)

    def expected_tricks(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                        options: Mapping[str, Any]) -> int | None:
        return plan.tricks + _doubles(entry)

    def trick_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                      options: Mapping[str, Any]) -> tuple[int, ...]:
        return tuple(range(0, plan.tricks + _doubles(entry) + 1))

    def double_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                       options: Mapping[str, Any]) -> tuple[int, ...]:
        return double_choices_up_to(len(self.trumps(options)), entry, seat)  # one 10 a colour

    def check(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[Problem]:
        problems = seat_count_problems(entry, players)
        if problems:
            return problems
        add = problems.append
        trumps = self.trumps(options)
        if not is_choice(entry.trump, trumps):
            add(Problem(msg("{value} is not a colour in play: the colours are {colours}.",
                            value=repr(getattr(entry.trump, "name", entry.trump)),
                            colours=Listing(tuple(c.said for c in trumps))), field="trump"))
        complete = True
        for seat, s in enumerate(entry.seats):
            who = Seat(seat)
            if not (is_int(s.call) and 0 <= s.call <= plan.cards):
                add(Problem(msg("{seat} has no bid yet.", seat=who) if s.call is None else
                            msg("{seat}'s bid is 0 to {cards}, not {value}.", seat=who,
                                cards=plan.cards, value=repr(s.call)), seat, "call"))
            if not (is_int(s.tricks) and s.tricks >= 0):
                complete = False
                add(Problem(msg("{seat} has no trick count yet.", seat=who), seat, "tricks"))
            elif not (is_int(s.doubles) and 0 <= 2 * s.doubles <= s.tricks):
                complete = False
                add(Problem(msg("{seat} cannot have taken {doubles} of {tricks} tricks double.",
                                seat=who, doubles=repr(s.doubles), tricks=s.tricks),
                            seat, "doubles"))
        if not complete:
            return problems
        doubles = _doubles(entry)
        if doubles > len(trumps):
            add(Problem(msg_n("{n} trick taken double needs {n} 10, but only {most} are in "
                              "play.", "{n} tricks taken double need {n} 10s, but only {most} "
                              "are in play.", n=doubles, most=len(trumps)), field="doubles"))
        total, expected = sum(s.tricks for s in entry.seats), plan.tricks + doubles
        if total != expected:
            add(Problem(msg("The trick counts add up to {total}, but {expected} were taken "
                            "({tricks} tricks, {doubles} of them double).", total=total,
                            expected=expected, tricks=plan.tricks, doubles=doubles),
                        field="tricks"))
        return problems

    def score(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[SeatScore]:
        house = PrismOptions.of(options).house
        out = []
        for s in entry.seats:
            result = score(s.call, s.tricks, **house)
            out.append(SeatScore(result.points, result.said))
        return out

    def standing(self, *, players: int, rounds_played: int, totals: Sequence[int],
                 options: Mapping[str, Any]) -> Standing:
        if rounds_played < ROUNDS:
            return Standing(False, (), msg_n("{n} round to play.", "{n} rounds to play.",
                                             n=ROUNDS - rounds_played))
        won = seats_with(totals, max(totals))
        return Standing(True, won, msg("All {rounds} rounds are played; the highest total "
                                       "wins.", rounds=ROUNDS),
                        reason=msg("All {rounds} rounds are played.", rounds=ROUNDS))


def _doubles(entry: RoundEntry) -> int:
    return sum(s.doubles for s in entry.seats if is_int(s.doubles) and s.doubles > 0)


SCORESHEET = PrismSheet()
