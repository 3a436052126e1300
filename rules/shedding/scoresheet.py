"""The shedding game for the scorekeeper (RULES.md Game C; sheet `003_...`).

"Count the cards in your hand at the end of each game and keep scores. An empty hand counts as
0, the number on the card counts as that amount of points and a Special card counts as 20
points. You could for example play a fixed number of games after which the player with lowest
score wins or set a target score in the Last Man Standing variation, where the first player to
reach it wins." One round of the sheet is one game of the shedding game.

Options: `rules.shedding.options.SheddingOptions` (typed, frozen; `options()` parses a raw
mapping into it; its `to_dict()` is the stored form): the mode (classic or Last Man Standing),
the games of a classic match, the target of Last Man Standing, the challenge switch. The methods
take the typed options or a stored mapping (read with `SheddingOptions.of`).

Per seat, `SeatEntry.hand` holds the cards left (written forms) or `points` the hand's value.
`higher_wins` is False (classic); in Last Man Standing the total that reaches the target wins,
which `standing` applies (see `higher_wins_for`). When several totals reach the target at the
end of the same game, the highest of them wins (they reached it together; equal totals share).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping, Sequence

from rules.common.sheet import check_index_and_dealer, is_int, seat_count_problems, seats_with
from rules.errors import RulesError
from rules.message import Seat, Seats, msg, msg_n, term
from rules.scoresheet import (HAND, EntryForm, Problem, RoundEntry, RoundPlan, SeatScore,
                              SheetDefaults, Standing)
from rules.shedding import scoring, setup
from rules.trump import is_choice
from rules.shedding.options import (CLASSIC, DEFAULT_GAMES, DEFAULT_TARGET,  # noqa: F401
                                    LAST_MAN_STANDING, MODES, SPECS, SheddingOptions)
from rules.shedding.cards import (HIGHEST, LOWEST, NUMBER_COLOURS, SPECIAL_POINTS, SYMBOLS,
                                  Numbered)

# the rules sections (rules.rulebook) the messages rest on
_VALUE, _DECK = "shedding-hand-value", "shedding-deck"
_CLASSIC, _LMS = "shedding-classic", "shedding-last-man-standing"


def _too_many(points: int, seat: int) -> Any:
    """Why a hand left cannot count `points`: more than the whole deck holds."""
    return msg("{seat}'s hand cannot count {points}: the whole deck but the card face up on the "
               "pile counts {most}, the most a hand can hold.", seat=Seat(seat), points=points,
               most=max_hand_points(), rule=_VALUE)


class SheddingSheet(SheetDefaults):
    game = "shedding"
    title = "Shedding game"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    higher_wins = False
    round_word = "game"  # one round of the sheet is one game of the shedding game
    # the modes read the totals differently (lowest wins; the first to the target wins): the
    # statistics keep their figures apart
    kind_option = "mode"
    kind_words = MappingProxyType({CLASSIC: term("classic"),
                                   LAST_MAN_STANDING: term("Last Man Standing")})

    option_specs = SPECS
    options_type = SheddingOptions

    @staticmethod
    def higher_wins_for(options: Mapping[str, Any]) -> bool:
        return SheddingOptions.of(options).higher_wins

    def entry_form(self, *, players: int, plan: RoundPlan, options: Mapping[str, Any]
                   ) -> EntryForm:
        """One number per seat, the points of the hand left; a round is a "game"."""
        return EntryForm(phases=(HAND,), call_word="")

    def trick_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                      options: Mapping[str, Any]) -> tuple[int, ...]:
        return ()

    def options(self, players: int, options: Mapping[str, Any] | None = None
                ) -> SheddingOptions:
        return SheddingOptions.parse(players, options)

    def plan(self, *, players: int, first_dealer: int, index: int,
             options: Mapping[str, Any]) -> RoundPlan:
        setup.check_players(players)
        check_index_and_dealer(index, first_dealer, players, "game")
        games = SheddingOptions.of(options).games_to_play
        if games is not None and index >= games:
            raise RulesError(msg("this match has {count} games; there is no game {number}",
                                 count=games, number=index + 1), "index")
        dealer = (first_dealer + index) % players
        return RoundPlan(index=index, dealer=dealer, leader=(dealer + 1) % players,
                         cards=setup.CARDS_DEALT, tricks=0, rounds=games)

    def default_start(self, options: Mapping[str, Any]) -> str:
        """PLAYERS.md: in the classic mode (lowest total wins) a joining player starts at the
        worst total; in Last Man Standing at zero."""
        return "worst" if SheddingOptions.of(options).classic else "zero"

    def expected_tricks(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                        options: Mapping[str, Any]) -> int | None:
        return None

    def _seat_points(self, seat: int, s: Any, problems: list[Problem] | None) -> int | None:
        value = None
        if s.hand is not None:
            try:
                value = scoring.points(scoring.parse_hand(list(s.hand), f"seats[{seat}].hand"))
            except RulesError as exc:
                if problems is not None:  # the card's own error stays English (bad input)
                    problems.append(Problem(msg("{seat}: {problem}.", seat=Seat(seat),
                                                problem=exc.message), seat, "hand"))
                return None
        if s.points is not None:
            if not is_int(s.points) or s.points < 0:
                if problems is not None:
                    problems.append(Problem(msg("{seat}'s points must be a whole number from 0, "
                                                "got {given}.", seat=Seat(seat),
                                                given=repr(s.points)), seat, "points"))
                return None
            most = max_hand_points()
            if s.points > most:
                if problems is not None:
                    problems.append(Problem(_too_many(s.points, seat), seat, "points"))
                return None
            if value is not None and value != s.points:
                if problems is not None:
                    problems.append(Problem(msg("{seat}'s hand counts {value}, but {points} "
                                                "points were entered.", seat=Seat(seat),
                                                value=value, points=s.points, rule=_VALUE),
                                            seat, "points"))
                return None
            value = s.points
        return value

    @staticmethod
    def max_hand_points(players: int | None = None) -> int:
        """The largest value a hand left can have (see `max_hand_points`)."""
        return max_hand_points()

    @staticmethod
    def hand_points_problem(value: int, seat: int) -> Any:
        """Why `value` cannot be the points of `seat`'s hand left (None: it can be)."""
        return _too_many(value, seat) if value > max_hand_points() else None

    def check(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[Problem]:
        problems = seat_count_problems(entry, players, unit="game")
        if problems:
            return problems
        add = problems.append
        if not is_choice(entry.trump, ()):  # rules.trump: nothing but none yet
            add(Problem(msg("The shedding game has no trump."), field="trump"))
        if entry.voids:
            add(Problem(msg("The shedding game has no tricks."), field="voids"))
        owner: dict[Numbered, int] = {}
        for seat, s in enumerate(entry.seats):
            if s.call is not None or s.tricks is not None or s.doubles:
                add(Problem(msg("The shedding game has no bids or tricks: enter the hand left or "
                                "its points."), seat, "call" if s.call is not None else "tricks"))
            if s.hand is None and s.points is None:
                add(Problem(msg("{seat} has no hand or points yet (an empty hand counts 0).",
                                seat=Seat(seat), rule=_VALUE), seat, "hand"))
                continue
            if self._seat_points(seat, s, problems) is None:
                continue
            for text in s.hand or ():
                card = scoring.parse_hand([text])[0]
                if isinstance(card, Numbered):
                    if card in owner and owner[card] != seat:
                        add(Problem(msg("{card} is in the hands of {seat} and {other}: each "
                                        "numbered card exists once.", card=card,
                                        seat=Seat(owner[card]), other=Seat(seat), rule=_DECK),
                                    seat, "hand"))
                    owner.setdefault(card, seat)
        values = [s.points for s in entry.seats if is_int(s.points) and s.points >= 0]
        most = max_hand_points()
        if not problems and len(values) == players and sum(values) > most:
            add(Problem(msg("The hands add up to {total}, but the whole deck but the card face up "
                            "on the pile counts only {most}.", total=sum(values), most=most,
                            rule=_VALUE), field="points"))
        return problems

    def score(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[SeatScore]:
        out = []
        for seat, s in enumerate(entry.seats):
            if s.hand is not None:
                hand = scoring.parse_hand(list(s.hand), f"seats[{seat}].hand")
                out.append(SeatScore(scoring.points(hand), scoring.explained(hand)))
            else:
                out.append(SeatScore(s.points, msg_n("{n} point entered for the hand left.",
                                                     "{n} points entered for the hand left.",
                                                     n=s.points, rule=_VALUE)))
        return out

    def standing(self, *, players: int, rounds_played: int, totals: Sequence[int],
                 options: Mapping[str, Any]) -> Standing:
        o = SheddingOptions.of(options)
        if o.classic:
            games = o.games_to_play
            if rounds_played < games:
                return Standing(False, (), msg_n("{left} of {n} game to play.",
                                                 "{left} of {n} games to play.", n=games,
                                                 left=games - rounds_played))
            best = min(totals)
            winners = seats_with(totals, best)
            reason = msg_n("The lowest total after {n} game.", "The lowest total after {n} games.",
                           n=games, rule=_CLASSIC)
            if len(winners) == 1:
                said = msg("{seat} wins: the lowest total ({points}).", seat=Seat(winners[0]),
                           points=best, rule=_CLASSIC)
            else:
                said = msg("{seats} share the win: the lowest total ({points} each).",
                           seats=Seats(winners), points=best, rule=_CLASSIC)
            return Standing(True, winners, said, reason=reason)
        target = o.target_score
        reached = [t for t in totals if t >= target]
        if not reached:
            return Standing(False, (), msg("Nobody has reached the target of {target} yet.",
                                           target=target, rule=_LMS))
        best = max(reached)
        winners = seats_with(totals, best)
        reason = msg_n("Reached the target of {n} point first.",
                       "Reached the target of {n} points first.", n=target, rule=_LMS)
        if len(winners) == 1:
            said = msg("{seat} wins: reached the target of {target} first ({points}).",
                       seat=Seat(winners[0]), target=target, points=best, rule=_LMS)
        else:
            said = msg("{seats} share the win: reached the target of {target} first ({points} "
                       "each).", seats=Seats(winners), target=target, points=best, rule=_LMS)
        return Standing(True, winners, said, reason=reason)


def deck_points() -> int:
    """The value of the whole deck: every numbered card once, the Special cards at 20 each."""
    numbers = sum(range(LOWEST, HIGHEST + 1)) * len(NUMBER_COLOURS) * len(SYMBOLS)
    return numbers + scoring.SPECIAL_CARDS * SPECIAL_POINTS


def max_hand_points() -> int:
    """The most one hand left can count: the whole deck but one card, the one face up on the
    discard pile (it is turned at the start and stays there), at least the lowest card."""
    return deck_points() - LOWEST


SCORESHEET = SheddingSheet()
