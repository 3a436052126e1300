"""6th Sense for the scorekeeper: set-up, checks, scoring and end of game as a `ScoreSheet`.

Options: `rules.sixth_sense.options.SixthSenseOptions` (typed, frozen; `options()` parses a raw
mapping into it; its `to_dict()` is the stored form, docs/ARCHITECTURE.md). The methods take the
typed options or a stored mapping (read with `SixthSenseOptions.of`).

Per seat, `SeatEntry.call` is the prediction card's value (6 = the 6/9 card), `tricks` the
tricks taken (a double trick counting 2) and `doubles` how many of them were taken double;
`RoundEntry.voids` counts the void tricks (2 players). `check` follows RULES.md "Checks a
scorekeeper can make from round totals" (see `checks.py`).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.common.sheet import (check_index_and_dealer, double_choices_up_to, is_int,
                                seat_count_problems)
from rules.errors import RulesError
from rules.common.counts import points_said, points_with, tricks_said
from rules.message import Listing, Seat, Seats, msg, msg_n
from rules.scoresheet import (CALL, DOUBLES, TRICKS, TRUMP, VOIDS, Choice, EntryForm, Problem,
                              RoundEntry, RoundPlan, SeatScore, SheetDefaults, Standing)
from rules.sixth_sense import checks, setup
from rules.sixth_sense.cards import COLOUR_TERMS, PAINT, VALUE_SET, VALUES, Colour
from rules.sixth_sense.deck import copies_in_play
from rules.sixth_sense.options import SPECS, SixthSenseOptions
from rules.sixth_sense.scoring import (CALL_LABELS, CALL_WORD, SIXTH_SENSE, Scoring, name, score,
                                       targets)
from rules.trump import COLOUR, COLOUR_TURNED, Trump, is_choice

# the rules sections (rules.rulebook) the messages rest on
_PREDICTION, _TOTALS, _DOUBLE = "sixth-sense-prediction", checks.TOTALS, "sixth-sense-double"
_COLOURS = Listing(tuple(COLOUR_TERMS[c] for c in Colour), english_join=", ")


class SixthSenseSheet(SheetDefaults):
    game = "sixth-sense"
    title = "6th Sense"
    min_players = setup.MIN_PLAYERS
    max_players = setup.MAX_PLAYERS
    higher_wins = True
    call_word = CALL_WORD
    #: the prediction cards (0-8 and 10-14), the 6 written 6/9 and aiming at 6 or 9
    call_choices = tuple(Choice(v, label) for v, label in CALL_LABELS)

    @staticmethod
    def call_targets(call: int) -> tuple[int, ...]:
        return targets(call)

    # -- options ---------------------------------------------------------------------------
    option_specs = SPECS
    options_type = SixthSenseOptions

    def options(self, players: int, options: Mapping[str, Any] | None = None
                ) -> SixthSenseOptions:
        return SixthSenseOptions.parse(players, options)

    # -- course of the game ----------------------------------------------------------------
    def plan(self, *, players: int, first_dealer: int, index: int,
             options: Mapping[str, Any]) -> RoundPlan:
        table = setup.SetUp.of(players)
        check_index_and_dealer(index, first_dealer, players)
        typed = SixthSenseOptions.of(options)
        fixed = typed.fixed_rounds
        rounds = typed.rounds_for(players)
        if fixed and index >= rounds:
            if typed.rounds is None:
                raise RulesError(msg("a game of {players} players has {count} rounds; there is "
                                     "no round {number}", players=players, count=rounds,
                                     number=index + 1), "index")
            raise RulesError(msg("this game has {count} rounds; there is no round {number}",
                                 count=rounds, number=index + 1), "index")
        dealer = setup.dealer_of(index, first_dealer, players)
        return RoundPlan(index=index, dealer=dealer, leader=setup.first_leader(dealer, players),
                         cards=table.cards, tricks=table.tricks,
                         rounds=rounds if fixed else None)

    # -- a table whose players change (PLAYERS.md) ------------------------------------------
    takes_out_at_two = True
    removed_option = "removed"

    def rounds_changeable(self, options: Mapping[str, Any]) -> bool:
        return SixthSenseOptions.of(options).fixed_rounds

    def round_options(self, options: Mapping[str, Any], *, table: Any, start: int
                      ) -> SixthSenseOptions:
        """A round of `table.players` in a game started by `start`: the rounds stay those of
        the start (or as last changed), and with 2 at the table a colour is out: the one named
        when the table went down to 2, else the game's own (a game started by 2)."""
        from dataclasses import replace

        o = SixthSenseOptions.of(options)
        removed = (table.removed or o.removed) if table.players == 2 else None
        rounds = None
        if o.fixed_rounds:
            rounds = table.rounds if table.rounds is not None else o.rounds_for(start)
        return replace(o, removed=removed, rounds=rounds)

    def expected_tricks(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                        options: Mapping[str, Any]) -> int | None:
        doubles = sum(s.doubles for s in entry.seats if is_int(s.doubles) and s.doubles > 0)
        voids = entry.voids if is_int(entry.voids) and entry.voids > 0 else 0
        return checks.expected_sum(plan.tricks, voids, doubles)

    # -- entering a round ------------------------------------------------------------------
    def entry_form(self, *, players: int, plan: RoundPlan, options: Mapping[str, Any]
                   ) -> EntryForm:
        """Predictions (the cards 0-8 and 10-14, the 6 card written 6/9), the trump colour
        turned up before them (after them with late trump; none in novice scoring), tricks,
        double tricks, and with 2 players the void tricks."""
        calls = self.call_choices
        o = SixthSenseOptions.of(options)
        trumps = self.trump_choices(o)
        novice, late = o.novice, o.late_trump
        if novice:
            phases: tuple[str, ...] = (CALL, TRICKS, DOUBLES)
        elif late:
            phases = (CALL, TRUMP, TRICKS, DOUBLES)
        else:
            phases = (TRUMP, CALL, TRICKS, DOUBLES)
        voids: tuple[int, ...] = ()
        if players == 2:
            phases += (VOIDS,)
            voids = tuple(range(0, copies_in_play(players) + 1))  # one block (0) per colour
        return EntryForm(phases=phases, calls=calls, trumps=() if novice else trumps,
                         voids=voids, call_word=self.call_word,
                         trump_words=COLOUR_TURNED,
                         no_trump=msg("Novice: no trump.") if novice else None, face_down=True)

    @staticmethod
    def trump_choices(options: Mapping[str, Any]) -> tuple[Choice, ...]:
        """The colours that can be trump: those in play (not the one taken out)."""
        removed = SixthSenseOptions.of(options).removed
        return tuple(Choice(Trump(COLOUR, c.value), c.value, COLOUR_TERMS[c], PAINT[c.value])
                     for c in Colour if c.value != removed)

    def trick_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                      options: Mapping[str, Any]) -> tuple[int, ...]:
        """Any count up to the tricks played plus the doubles entered (a double counts 2)."""
        doubles = sum(s.doubles for s in entry.seats if is_int(s.doubles) and s.doubles > 0)
        return tuple(range(0, plan.tricks + doubles + 1))

    def double_choices(self, *, players: int, plan: RoundPlan, entry: RoundEntry, seat: int,
                       options: Mapping[str, Any]) -> tuple[int, ...]:
        """One 12 per colour in play, and no more than half the seat's tricks."""
        return double_choices_up_to(copies_in_play(players), entry, seat)

    # -- checks ----------------------------------------------------------------------------
    def check(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[Problem]:
        problems = seat_count_problems(entry, players)
        if problems:
            return problems
        add = problems.append
        seats = entry.seats
        typed = SixthSenseOptions.of(options)
        removed = typed.removed
        # Trump (rules.trump): a colour in play, or not known (a late trump not turned); none in
        # novice scoring (its rounds have no trump phase: what is read back is what is checked)
        if typed.novice and entry.trump is not None:
            add(Problem(msg("Novice: no trump."), field="trump"))
        elif not is_choice(entry.trump, self.trump_choices(options)):
            if removed is not None and getattr(entry.trump, "name", None) == removed:
                add(Problem(msg("{colour} was taken out of the deck, so it cannot be trump.",
                                colour=COLOUR_TERMS[Colour(removed)], rule="sixth-sense-deck"),
                            field="trump"))
            else:
                add(Problem(msg("{value} is not a colour: the colours are {colours}.",
                                value=repr(getattr(entry.trump, "name", entry.trump)),
                                colours=_COLOURS,
                                rule="sixth-sense-trump"), field="trump"))
        T = plan.tricks
        calls_ok: list[int] = []
        callers: dict[int, list[int]] = {}  # a prediction card's value: the seats that hold it
        complete = True
        for seat, s in enumerate(seats):
            who = Seat(seat)
            if s.call is None:
                add(Problem(msg("{seat} has no prediction yet.", seat=who, rule=_PREDICTION),
                            seat, "call"))
            elif not is_int(s.call) or s.call not in VALUE_SET:
                if s.call == 9:
                    said = msg("{seat}'s prediction {value} is not a card (there is no 9: the 6 "
                               "card predicts 6 or 9).", seat=who, value=repr(s.call),
                               rule=_PREDICTION)
                else:
                    said = msg("{seat}'s prediction {value} is not a card (a prediction card is "
                               "0 to 8 or 10 to 14).", seat=who, value=repr(s.call),
                               rule=_PREDICTION)
                add(Problem(said, seat, "call"))
            else:
                calls_ok.append(s.call)
                callers.setdefault(s.call, []).append(seat)
            if s.tricks is None:
                add(Problem(msg("{seat} has no trick count yet.", seat=who), seat, "tricks"))
                complete = False
                continue
            if not is_int(s.tricks) or s.tricks < 0:
                add(Problem(msg("{seat}'s trick count must be a whole number from 0, got "
                                "{value}.", seat=who, value=repr(s.tricks)), seat, "tricks"))
                complete = False
                continue
            if not is_int(s.doubles) or s.doubles < 0:
                add(Problem(msg("{seat}'s double tricks must be a whole number from 0, got "
                                "{value}.", seat=who, value=repr(s.doubles)), seat, "doubles"))
                complete = False
            elif 2 * s.doubles > s.tricks:
                # each count in its own plural: "1 double trick, which counts as 2 tricks,
                # but only 1 trick in all"
                add(Problem(msg_n("{seat} took {n} double trick, which counts as {counted}, but "
                                  "took only {tricks} in all.",
                                  "{seat} took {n} double tricks, which count as {counted}, but "
                                  "took only {tricks} in all.", n=s.doubles, seat=who,
                                  counted=tricks_said(2 * s.doubles),
                                  tricks=tricks_said(s.tricks), rule=_DOUBLE),
                            seat, "doubles"))
            if s.tricks > 2 * T:
                add(Problem(msg("{seat} cannot have taken {tricks} tricks: only {played} are "
                                "played, and even all of them double make {most}.", seat=who,
                                tricks=s.tricks, played=T, most=2 * T, rule=_TOTALS),
                            seat, "tricks"))
        # The same value cannot serve as prediction card more often than it exists.
        # (More seats than cards, so always two seats or more: the players are named.)
        have = copies_in_play(players)
        for value, holders in sorted(callers.items()):
            if len(holders) > have:
                add(Problem(msg("{seats} predicted {value}, but only {have} such cards are in "
                                "the game.", seats=Seats(tuple(holders)), value=name(value),
                                have=have, rule=_PREDICTION), field="call"))
        voids = entry.voids
        if not is_int(voids) or voids < 0:
            add(Problem(msg("The void tricks must be a whole number from 0, got {value}.",
                            value=repr(voids)), field="voids"))
            return problems
        if voids and players != 2:
            add(Problem(msg("Void tricks only happen with 2 players (a block leaves no card); "
                            "with {players} players every trick is won.", players=players,
                            rule="sixth-sense-void"), field="voids"))
            return problems
        v_max = checks.max_voids(players, calls_ok)
        if voids > v_max:
            add(Problem(checks.voids_need_blocks(voids, v_max), field="voids"))
        elif voids > 1 and SixthSenseOptions.of(options).block_limit == "round":
            # house rule: one block per round, so at most one void trick
            add(Problem(msg("{voids} void tricks need {voids} blocks, but the house rule allows "
                            "one block per round.", voids=voids, rule="sixth-sense-void"),
                        field="voids"))
        if not complete:
            return problems
        doubles = sum(s.doubles for s in seats if is_int(s.doubles) and s.doubles > 0)
        d_max = checks.max_doubles(players, calls_ok)
        if doubles > d_max:
            add(Problem(msg_n("{n} trick taken double needs {n} 12, but at most {most} can be "
                              "in play.",
                              "{n} tricks taken double need {n} 12s, but at most {most} can be "
                              "in play.", n=doubles, most=d_max, rule=_TOTALS), field="doubles"))
        elif doubles > T - voids:
            add(Problem(msg_n("Only {n} trick was won, so at most that many can be taken "
                              "double, not {doubles}.",
                              "Only {n} tricks were won, so at most that many can be taken "
                              "double, not {doubles}.", n=T - voids, doubles=doubles,
                              rule=_TOTALS), field="doubles"))
        total = sum(s.tricks for s in seats)
        problem = checks.sum_problem(T, voids, doubles, total)
        if problem:
            add(Problem(problem, field="tricks"))
        return problems

    # -- scoring ---------------------------------------------------------------------------
    def score(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[SeatScore]:
        o = SixthSenseOptions.of(options)
        scoring = Scoring.parse(o.scoring)
        house = o.house
        out = []
        for seat, s in enumerate(entry.seats):
            if not is_int(s.call) or s.call not in VALUE_SET:
                raise RulesError(msg("seat {number} has no valid prediction", number=seat),
                                 f"seats[{seat}].call")
            if not is_int(s.tricks) or s.tricks < 0:
                raise RulesError(msg("seat {number} has no valid trick count", number=seat),
                                 f"seats[{seat}].tricks")
            result = score(s.call, s.tricks, scoring, house)
            out.append(SeatScore(result.points, result.said))
        return out

    def standing(self, *, players: int, rounds_played: int, totals: Sequence[int],
                 options: Mapping[str, Any]) -> Standing:
        typed = SixthSenseOptions.of(options)
        target = typed.target_score
        rule = "sixth-sense-end" if target is None else "sixth-sense-target"
        if not setup.is_over(players=players, rounds_played=rounds_played, totals=totals,
                             target=target, rounds=typed.rounds):
            if target is None:
                left = typed.rounds_for(players) - rounds_played
                return Standing(False, (), msg_n("{n} round to play.", "{n} rounds to play.",
                                                 n=left, rule=rule))
            return Standing(False, (), msg("Nobody has reached {target} yet.",
                                           target=points_said(target), rule=rule))
        won = setup.winners(totals)
        if not won:
            return Standing(True, (), msg("The game is over, but no totals were given.",
                                          rule=rule))
        best = max(totals)
        # each number in its own plural: the rounds (the sentence's count), the target and
        # the winner's points (nested counts)
        scored = points_with(best)
        if target is None:
            reason = msg_n("{n} round is played.", "All {n} rounds are played.",
                           n=rounds_played, rule=rule)
            if len(won) == 1:
                said = msg_n("{n} round is played; {seat} wins {points}.",
                             "All {n} rounds are played; {seat} wins {points}.",
                             n=rounds_played, points=scored, seat=Seat(won[0]), rule=rule)
            else:
                said = msg_n("{n} round is played; {seats} win {points} (equal totals share "
                             "the win).",
                             "All {n} rounds are played; {seats} win {points} (equal totals "
                             "share the win).",
                             n=rounds_played, points=scored, seats=Seats(tuple(won)), rule=rule)
        else:
            reached = points_said(target)
            reason = msg("After round {round} someone has reached {target}.",
                         round=rounds_played, target=reached, rule=rule)
            if len(won) == 1:
                said = msg("After round {round} someone has reached {target}; {seat} wins "
                           "{points}.", round=rounds_played, target=reached, points=scored,
                           seat=Seat(won[0]), rule=rule)
            else:
                said = msg("After round {round} someone has reached {target}; {seats} win "
                           "{points} (equal totals share the win).", round=rounds_played,
                           target=reached, points=scored, seats=Seats(tuple(won)), rule=rule)
        return Standing(True, won, said, reason=reason)


SCORESHEET = SixthSenseSheet()
