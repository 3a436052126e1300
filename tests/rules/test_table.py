"""Seats that come, go and come back (rules/table.py, PLAYERS.md), and the replay of rounds
played by the seats at each round's table (rules/replay.py). Expected values come from the
contract's sentences and from the sheets themselves, never from figures written here."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rules.errors import RulesError
from rules.language import render
from rules.registry import scoresheet
from rules.replay import replay
from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.cards import VALUE_SET
from rules.table import (AVERAGE, COME_BACK, JOIN, LEAVE, ROUNDS, SIT_OUT, TAKES_OVER, WORST,
                         Change, seating, starting_total)
from rules.trump import COLOUR, SUIT, Trump

SIXTH = scoresheet("sixth-sense")
WHIST = scoresheet("nomination-whist")
SHED = scoresheet("shedding")
VALUES = sorted(VALUE_SET)


# -- entries a table could report, for any number at the table ------------------------------

def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0] + cuts, cuts + [total])]


def entry_for(sheet, rng: random.Random, plan, n: int, options, history=()) -> RoundEntry:
    """A round `sheet.check` accepts, for `n` at the table (bounded retries)."""
    for _ in range(200):
        if sheet is SIXTH:
            seats = tuple(SeatEntry(call=c, tricks=t) for c, t in
                          zip(rng.sample(VALUES, n), _split(rng, plan.tricks, n)))
            removed = options.get("removed") if n == 2 else None
            colours = [c for c in ("red", "blue", "green", "yellow", "purple") if c != removed]
            entry = RoundEntry(seats=seats, trump=Trump(COLOUR, rng.choice(colours)))
        elif sheet is WHIST:
            seats = tuple(SeatEntry(call=rng.randint(0, plan.cards), tricks=t)
                          for t in _split(rng, plan.tricks, n))
            entry = RoundEntry(seats=seats, trump=Trump(SUIT, rng.choice("SHDC")))
        else:
            winner = rng.randrange(n)
            entry = RoundEntry(seats=tuple(SeatEntry(points=0 if i == winner
                                                     else rng.randint(1, 60))
                                           for i in range(n)))
        if not sheet.check(players=n, plan=plan, entry=entry, options=options):
            return entry
    raise AssertionError("no entry found")


def play(sheet, players, first_dealer, options, changes, count, seed=1):
    """`count` rounds (fewer when the game ends), each entered for its table."""
    rng = random.Random(seed)
    entries: list[RoundEntry] = []
    for _ in range(count):
        made = [c for c in changes if c.before_round <= len(entries)]  # made so far
        # (the seats that join later sit last in these tests: not yet in the game)
        seats = players - sum(c.change == JOIN for c in changes if c not in made)
        r = replay(sheet, players=seats, first_dealer=first_dealer, options=options,
                   entries=entries, changes=made)
        if r.next_plan is None:
            break
        t = r.next_table
        entries.append(entry_for(sheet, rng, r.next_plan, t.players,
                                 sheet.round_options(options, table=t, start=players - sum(
                                     c.change == JOIN for c in changes))
                                 if made else options))
    return replay(sheet, players=players, first_dealer=first_dealer, options=options,
                  entries=entries, changes=changes, check=True)


# -- the dealer and the leader ---------------------------------------------------------------

def test_the_dealer_skips_a_seat_away_and_a_seat_back_takes_its_turn():
    # 4 seats, seat 1 deals first; seat 2 sits out before round 1 and comes back before 3
    t = seating(4, 1, [Change(1, SIT_OUT, 2), Change(3, COME_BACK, 2)], 4)
    assert [x.dealer for x in t] == [1, 3, 0, 1, 2]
    assert t[1].seats == (0, 1, 3) and t[1].away == (2,)


def test_the_rotation_counts_from_the_place_of_a_dealer_who_left():
    t = seating(4, 0, [Change(1, LEAVE, 0), Change(2, LEAVE, 1)], 3)
    assert [x.dealer for x in t] == [0, 1, 2, 3]  # 0 dealt then left: 1 next; 1 left: 2


def test_a_first_dealer_away_before_the_first_round_passes_the_deal_clockwise():
    t = seating(3, 1, [Change(0, SIT_OUT, 1)], 1)
    assert t[0].dealer == 2 and t[0].seats == (0, 2)
    assert t[1].dealer == 0


def test_a_joining_seat_takes_its_turn_when_the_rotation_reaches_it():
    # 4 seats at the end; seat 2 joined before round 1, sitting after seat 1
    t = seating(4, 0, [Change(1, JOIN, 2)], 3)
    assert t[0].seats == (0, 1, 3) and t[0].waiting == (2,)
    assert [x.dealer for x in t] == [0, 1, 2, 3]


@pytest.mark.parametrize("sheet", [SIXTH, WHIST, SHED], ids=lambda s: s.game)
def test_the_leader_is_the_first_seat_at_the_table_after_the_dealer(sheet):
    opts = sheet.options(4, {})
    r = play(sheet, 4, 0, opts, [Change(1, SIT_OUT, 1)], 2)
    second = r.rounds[1]
    assert second.table.seats == (0, 2, 3)
    dealer = second.table.seats[second.plan.dealer]
    leader = second.table.seats[second.plan.leader]
    assert dealer == 2 and leader == 3  # 0 dealt, 1 is away: 2 deals, 3 leads


# -- the deal at each count ------------------------------------------------------------------

def test_sixth_sense_deals_for_the_number_at_the_table_and_keeps_the_rounds_of_the_start():
    opts = SIXTH.options(4, {})
    r = play(SIXTH, 4, 0, opts, [Change(1, SIT_OUT, 3), Change(2, COME_BACK, 3)], 9)
    cards = [x.plan.cards for x in r.rounds]
    four = SIXTH.plan(players=4, first_dealer=0, index=0, options=SIXTH.options(4, {}))
    three = SIXTH.plan(players=3, first_dealer=0, index=0, options=SIXTH.options(3, {}))
    assert cards == [four.cards, three.cards, four.cards, four.cards]
    assert len(r.rounds) == four.rounds and r.standing.over  # 4 rounds, as 4 players start


def test_sixth_sense_going_down_to_two_asks_for_a_colour_and_going_back_up_puts_it_back():
    opts = SIXTH.options(3, {})
    with pytest.raises(RulesError) as no_colour:
        seating(3, 0, [Change(1, SIT_OUT, 2)], 2, two_colour=True, limits=(2, 6))
    assert "colour" in no_colour.value.message
    changes = [Change(1, SIT_OUT, 2, removed="red"), Change(2, COME_BACK, 2)]
    r = play(SIXTH, 3, 0, opts, changes, 3)
    two = SIXTH.round_options(opts, table=r.rounds[1].table, start=3)
    three = SIXTH.round_options(opts, table=r.rounds[2].table, start=3)
    assert two["removed"] == "red" and three["removed"] is None
    assert r.rounds[1].plan.cards == SIXTH.plan(players=2, first_dealer=0, index=0,
                                                 options=SIXTH.options(2, {"removed": "red"})).cards
    red = [t.value for t in SIXTH.entry_form(players=2, plan=r.rounds[1].plan,
                                             options=two).trumps]
    assert Trump(COLOUR, "red") not in red and len(red) == 4


def test_a_change_out_of_range_is_refused_with_one_sentence():
    opts = WHIST.options(4, {})
    with pytest.raises(RulesError) as join:
        replay(WHIST, players=5, first_dealer=0, options=opts, entries=[],
               changes=[Change(0, JOIN, 4)])
    text = render(join.value.said)
    assert "2 to 4" in text and "5" in text and "\n" not in text
    with pytest.raises(RulesError):
        replay(WHIST, players=3, first_dealer=0, options=WHIST.options(3, {}), entries=[],
               changes=[Change(0, SIT_OUT, 1), Change(0, LEAVE, 2)])


def test_changes_before_one_round_are_checked_together():
    # a join then a leave keep whist at 4: fine
    opts = WHIST.options(4, {})
    r = replay(WHIST, players=5, first_dealer=0, options=opts, entries=[],
               changes=[Change(0, JOIN, 4), Change(0, LEAVE, 0)])
    assert r.next_table.seats == (1, 2, 3, 4)


@pytest.mark.parametrize("bad", [
    [Change(1, COME_BACK, 0)],                 # never sat out
    [Change(1, LEAVE, 0), Change(2, COME_BACK, 0)],  # left: cannot come back
    [Change(1, LEAVE, 0), Change(2, LEAVE, 0)],
    [Change(1, JOIN, 3, TAKES_OVER, takes_over=1)],   # 1 has not left
    [Change(1, LEAVE, 1), Change(1, JOIN, 3, TAKES_OVER, takes_over=1),
     Change(2, JOIN, 4, TAKES_OVER, takes_over=1)],   # taken over twice
    [Change(1, SIT_OUT, 7)],
])
def test_a_change_that_cannot_be_is_refused(bad):
    with pytest.raises(RulesError):
        seating(5, 0, bad, 3, limits=(2, 6))


# -- starting totals -------------------------------------------------------------------------

def test_starting_totals():
    assert starting_total(AVERAGE, others=[3, -4], higher_wins=True) == -1  # -0.5 away from 0
    assert starting_total(AVERAGE, others=[3, 4], higher_wins=True) == 4   # 3.5
    assert starting_total(AVERAGE, others=[1, 1, 2], higher_wins=True) == 1
    assert starting_total(WORST, others=[5, -2, 9], higher_wins=True) == -2
    assert starting_total(WORST, others=[5, -2, 9], higher_wins=False) == 9


def test_a_joiner_starts_as_chosen_and_joiners_of_one_round_do_not_count_each_other():
    opts = SIXTH.options(3, {"ending": "target", "target": 500})
    changes = [Change(2, JOIN, 3, WORST), Change(2, JOIN, 4, AVERAGE),
               Change(2, LEAVE, 0), Change(2, JOIN, 5, TAKES_OVER, takes_over=0)]
    r = play(SIXTH, 6, 0, opts, changes, 3)
    after_two = r.rounds[1].totals
    still = [after_two[1], after_two[2]]  # 0 left before round 2; 3, 4, 5 are joining
    assert r.joined[3] == (2, min(still))
    assert r.joined[4] == (2, starting_total(AVERAGE, others=still, higher_wins=True))
    assert r.joined[5] == (2, after_two[0])
    third = r.rounds[2]
    assert third.table.seats == (1, 2, 3, 4, 5)
    for seat, start in ((3, min(still)), (5, after_two[0])):
        assert third.totals[seat] == start + third.seat_points(6)[seat]
    assert third.totals[0] == after_two[0]  # a seat that left keeps its total
    assert r.left == {0: 2}


def test_shedding_classic_starts_a_joiner_at_the_worst_total_by_default():
    assert SHED.default_start(SHED.options(3, {})) == WORST
    assert SHED.default_start(SHED.options(3, {"mode": "last-man-standing"})) == "zero"


# -- who wins ----------------------------------------------------------------------------

def test_a_seat_that_left_is_not_ranked_but_one_sitting_out_is():
    opts = WHIST.options(4, {"short": True})
    changes = [Change(1, LEAVE, 0), Change(6, SIT_OUT, 3)]
    r = play(WHIST, 4, 0, opts, changes, 7)
    assert r.standing.over and len(r.rounds) == 7
    ranked = (1, 2, 3)
    best = max(r.totals[s] for s in ranked)
    assert r.standing.winners == tuple(s for s in ranked if r.totals[s] == best)
    assert 0 not in r.standing.winners or r.totals[0] < best
    names = ["Ann", "Bob", "Cy", "Di"]
    said = r.standing.text(names)
    assert any(names[w] in said for w in r.standing.winners)


# -- whist's zero streak ---------------------------------------------------------------------

def test_a_round_away_neither_breaks_nor_extends_the_zero_streak():
    opts = WHIST.options(3, {})
    zero = lambda n, trick_seat: RoundEntry(  # noqa: E731
        seats=tuple(SeatEntry(call=0 if i != trick_seat else 1 if n > 1 else 0,
                              tricks=0 if i != trick_seat else None) for i in range(n)),
        trump=Trump(SUIT, "S"))
    rounds = []
    # seat 0 bids 0 in rounds 0 and 1, sits out round 2, bids 0 in round 3: a 4th zero in
    # round 4 (its 4th round played) is refused; without the round away it would be its 5th
    entries = []
    changes = [Change(2, SIT_OUT, 0), Change(3, COME_BACK, 0)]
    rng = random.Random(3)
    for index in range(5):
        r = replay(WHIST, players=3, first_dealer=0, options=opts, entries=entries,
                   changes=[c for c in changes if c.before_round <= index])
        t, plan = r.next_table, r.next_plan
        for _ in range(500):
            e = entry_for(WHIST, rng, plan, t.players, opts)
            local = t.local(0)
            if local is None:
                break
            seats = list(e.seats)
            if seats[local].call == 0 or index == 4:
                break
        entries.append(e)
        rounds.append(e)
    history = [[s.call for s in e.seats] for e in entries[:4]]
    zeros = [e.seats[0].call == 0 for e in entries[:2]] + [entries[3].seats[0].call == 0]
    assert all(zeros), history
    r = replay(WHIST, players=3, first_dealer=0, options=opts, entries=entries[:4],
               changes=changes)
    forbidden = WHIST.forbidden_calls(
        players=3, plan=r.next_plan, entry=RoundEntry(seats=(SeatEntry(),) * 3), seat=0,
        history=__import__("rules.replay", fromlist=["seated_history"]).seated_history(
            entries[:4], r.tables, r.next_table.seats),
        options=opts)
    assert 0 in forbidden


# -- no change: exactly today's game ----------------------------------------------------------

@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["sixth-sense", "nomination-whist", "shedding"]), st.integers(2, 4),
       st.integers(0, 3), st.integers(0, 2**16), st.integers(1, 6))
def test_a_table_that_never_changes_replays_as_a_fixed_table(game, players, dealer, seed, at):
    """The seated replay (a change that leaves the table as it was: a seat sits out and
    comes back before the same round) gives exactly the fixed table's rounds and standing."""
    sheet = scoresheet(game)
    dealer %= players
    opts = sheet.options(players, {"removed": "blue"} if game == "sixth-sense"
                         and players == 2 else {})
    fixed = play(sheet, players, dealer, opts, (), 8, seed)
    assume(fixed.refused is None)  # (entries drawn at random may bid a 4th zero in a row)
    noop = [Change(at, SIT_OUT, 0), Change(at, COME_BACK, 0)]
    if at > len(fixed.rounds):
        noop = [Change(0, SIT_OUT, 0), Change(0, COME_BACK, 0)]
    entries = [x.entry for x in fixed.rounds]
    seated = replay(sheet, players=players, first_dealer=dealer, options=opts,
                    entries=entries, changes=noop, check=True)
    assert seated.refused is None
    assert [x.plan for x in seated.rounds] == [x.plan for x in fixed.rounds]
    assert [x.points for x in seated.rounds] == [x.points for x in fixed.rounds]
    assert [x.totals for x in seated.rounds] == [x.totals for x in fixed.rounds]
    assert seated.standing.over == fixed.standing.over
    assert seated.standing.winners == fixed.standing.winners
    assert seated.next_plan == fixed.next_plan
    assert str(seated.standing.explanation) == str(fixed.standing.explanation)


def test_the_number_of_rounds_changes_with_its_own_entry():
    opts = SIXTH.options(4, {})
    r = play(SIXTH, 4, 0, opts, [Change(2, ROUNDS, rounds=6)], 10)
    assert len(r.rounds) == 6 and r.standing.over
    with pytest.raises(RulesError):
        seating(4, 0, [Change(2, ROUNDS, rounds=2)], 3)  # at least the rounds played + 1
