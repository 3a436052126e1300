"""The one replay of a game (rules/replay.py): plan, check, score, totals and standing, round
after round, straight from the sheets (never from figures written here)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.errors import RulesError
from rules.registry import scoresheet
from rules.replay import AS_RECORDED, replay
from rules.scoresheet import RoundEntry, SeatEntry, SeatScore
from rules.sixth_sense.cards import VALUE_SET
from rules.trump import COLOUR, SUIT, Trump

SIXTH = scoresheet("sixth-sense")
WHIST = scoresheet("nomination-whist")
VALUES = sorted(VALUE_SET)


def _sixth_entry(rng: random.Random, players: int, tricks: int,
                 novice: bool = False) -> RoundEntry:
    cuts = sorted(rng.randint(0, tricks) for _ in range(players - 1))
    counts = [b - a for a, b in zip([0] + cuts, cuts + [tricks])]
    calls = rng.sample(VALUES, players)
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in zip(calls, counts)),
                      trump=None if novice else rng.choice([Trump(COLOUR, "blue"),
                                                            Trump(COLOUR, "yellow"), None]))


@st.composite
def sixth_games(draw):
    players = draw(st.integers(2, 6))
    first_dealer = draw(st.integers(0, players - 1))
    opts = {"scoring": draw(st.sampled_from(["standard", "novice"]))}
    if players == 2:
        opts["removed"] = "green"
    options = SIXTH.options(players, opts)
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    wanted = draw(st.integers(0, 14))
    entries = []
    for index in range(wanted):
        plan = SIXTH.plan(players=players, first_dealer=first_dealer, index=index,
                          options=options)
        entries.append(_sixth_entry(rng, players, plan.tricks,
                                    novice=opts["scoring"] == "novice"))
        if index + 1 >= (plan.rounds or 99):
            break
    return players, first_dealer, options, entries


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sixth_games())
def test_a_replay_is_the_sheet_round_after_round(game):
    players, first_dealer, options, entries = game
    r = replay(SIXTH, players=players, first_dealer=first_dealer, options=options,
               entries=entries, check=True)
    assert r.refused is None and len(r.rounds) == len(entries)
    running = [0] * players
    for index, (done, entry) in enumerate(zip(r.rounds, entries)):
        plan = SIXTH.plan(players=players, first_dealer=first_dealer, index=index,
                          options=options)
        assert done.index == index and done.plan == plan and done.entry == entry
        assert list(done.scores) == SIXTH.score(players=players, plan=plan, entry=entry,
                                                options=options)
        running = [t + s.points for t, s in zip(running, done.scores)]
        assert done.totals == tuple(running) and done.problems == () and done.ended is None
    assert r.totals == tuple(running)
    standing = SIXTH.standing(players=players, rounds_played=len(entries), totals=running,
                              options=options)
    assert r.standing == standing and r.is_over == standing.over
    assert r.winners == (standing.winners if standing.over else ())
    if standing.over:
        assert r.next_plan is None
    else:
        assert r.next_plan == SIXTH.plan(players=players, first_dealer=first_dealer,
                                         index=len(entries), options=options)
    # checking changes nothing of a game without problems, nor does replaying a part of it
    unchecked = replay(SIXTH, players=players, first_dealer=first_dealer, options=options,
                       entries=entries)
    assert unchecked == r
    if entries:
        part = replay(SIXTH, players=players, first_dealer=first_dealer, options=options,
                      entries=entries[:-1], check=True)
        assert part.rounds == r.rounds[:-1]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sixth_games(), st.data())
def test_a_checked_replay_stops_at_the_first_round_with_problems(game, data):
    players, first_dealer, options, entries = game
    if not entries:
        return
    bad = data.draw(st.integers(0, len(entries) - 1))
    seats = list(entries[bad].seats)
    seats[0] = SeatEntry(call=seats[0].call, tricks=seats[0].tricks + 1)  # one trick too many
    broken = entries[:bad] + [RoundEntry(seats=tuple(seats), trump=entries[bad].trump)] \
        + entries[bad + 1:]
    r = replay(SIXTH, players=players, first_dealer=first_dealer, options=options,
               entries=broken, check=True)
    good = replay(SIXTH, players=players, first_dealer=first_dealer, options=options,
                  entries=entries[:bad], check=True)
    assert r.refused is not None and r.refused.index == bad and len(r.rounds) == bad + 1
    assert r.played == good.rounds
    plan = SIXTH.plan(players=players, first_dealer=first_dealer, index=bad, options=options)
    expected = SIXTH.check(players=players, plan=plan, entry=broken[bad], options=options)
    assert expected and list(r.refused.problems) == expected
    assert r.refused.scores == () and r.refused.totals == good.totals
    assert r.next_plan is None
    # checking only the rounds before the broken one leaves it to be scored as it is
    assert replay(SIXTH, players=players, first_dealer=first_dealer, options=options,
                  entries=broken, check=range(bad)).refused is None


def _whist_round(bids, tricks):
    return RoundEntry(seats=tuple(SeatEntry(call=b, tricks=t) for b, t in zip(bids, tricks)),
                      trump=Trump(SUIT, "S"))


def _whist_zero_rounds(options, players=3, first_dealer=0, rounds=4):
    """Rounds where seat 1 bids 0 every time (a legal round otherwise)."""
    out = []
    for index in range(rounds):
        plan = WHIST.plan(players=players, first_dealer=first_dealer, index=index,
                          options=options)
        tricks = [plan.tricks, 0, 0]
        bids = [plan.tricks, 0, 1]  # never adding up to the tricks: the hook is kept
        out.append(_whist_round(bids, tricks))
    return out


def test_history_problems_count_what_a_round_adds_to_the_rounds_before():
    options = WHIST.options(3, {})
    four = _whist_zero_rounds(options)
    assert replay(WHIST, players=3, first_dealer=0, options=options, entries=four[:3],
                  check=True).refused is None
    r = replay(WHIST, players=3, first_dealer=0, options=options, entries=four, check=True)
    history = WHIST.history_problems(four, 3, options)
    assert r.refused is not None and r.refused.index == 3 and list(r.refused.problems) == history
    off = WHIST.options(3, {"zero_streak": False})
    assert replay(WHIST, players=3, first_dealer=0, options=off, entries=four,
                  check=True).refused is None


def test_an_edit_is_refused_for_a_problem_it_adds_to_a_later_round():
    """`previous`: the rounds as they were. Making round 1 a zero bid makes round 3 the fourth
    zero in a row: the edit of round 1 adds that problem, though round 1 is fine alone."""
    options = WHIST.options(3, {})
    four = _whist_zero_rounds(options)
    plan = WHIST.plan(players=3, first_dealer=0, index=1, options=options)
    before = list(four)
    before[1] = _whist_round([plan.tricks - 1, 1, 1], [plan.tricks - 1, 1, 0])
    assert replay(WHIST, players=3, first_dealer=0, options=options, entries=before,
                  check=True).refused is None
    r = replay(WHIST, players=3, first_dealer=0, options=options, entries=four, check={1},
               previous=before)
    assert r.refused is not None and r.refused.index == 1
    assert [p.seat for p in r.refused.problems] == [1]
    # the same rounds, round 1 checked against the rounds before it only: nothing added
    assert replay(WHIST, players=3, first_dealer=0, options=options, entries=four,
                  check={1}).refused is None


def test_a_round_after_the_end_is_marked_when_checked():
    options = WHIST.options(3, {"short": True})
    full = WHIST.plan(players=3, first_dealer=0, index=0, options=options).rounds
    entries = []
    for i in range(full + 1):  # one round more than the game has
        cards = WHIST.plan(players=3, first_dealer=0, index=min(i, full - 1),
                           options=options).tricks
        entries.append(_whist_round([cards, i % 2, 1], [cards, 0, 0]))
    played = replay(WHIST, players=3, first_dealer=0, options=options, entries=entries[:-1],
                    check=True)
    assert played.refused is None and played.is_over and played.next_plan is None
    with pytest.raises(RulesError):  # unchecked: the rules cannot plan a round past the end
        replay(WHIST, players=3, first_dealer=0, options=options, entries=entries)
    r = replay(WHIST, players=3, first_dealer=0, options=options, entries=entries, check=True)
    last = r.rounds[-1]
    assert last.index == full and last.ended == played.standing and r.refused is last
    assert all(done.ended is None for done in r.rounds[:-1])


class _Unscorable:
    """A sheet whose rules no longer score a stored round (another version of them)."""

    def __init__(self, sheet):
        self._sheet = sheet

    def __getattr__(self, name):
        return getattr(self._sheet, name)

    def score(self, **kw):
        raise RulesError("this round no longer scores", "tricks")


def test_a_round_the_rules_no_longer_score_keeps_its_recorded_points():
    options = WHIST.options(3, {})
    entries = _whist_zero_rounds(options, rounds=2)
    real = replay(WHIST, players=3, first_dealer=0, options=options, entries=entries)
    recorded = [done.points for done in real.rounds]
    sheet = _Unscorable(WHIST)
    kept = replay(sheet, players=3, first_dealer=0, options=options, entries=entries,
                  recorded=recorded)
    assert [d.points for d in kept.rounds] == recorded and kept.totals == real.totals
    assert all(s == SeatScore(s.points, AS_RECORDED) for d in kept.rounds for s in d.scores)
    with pytest.raises(RulesError):
        replay(sheet, players=3, first_dealer=0, options=options, entries=entries)
    checked = replay(sheet, players=3, first_dealer=0, options=options, entries=entries,
                     recorded=recorded, check={1})
    assert checked.refused is not None and checked.refused.index == 1
    assert checked.refused.problems[0].field == "tricks"
    assert checked.refused.problems[0].message == "This round no longer scores."


class _Counting(_Unscorable):
    """The real sheet, counting how many rounds it scores."""

    def __init__(self, sheet):
        super().__init__(sheet)
        self.scored = 0

    def score(self, **kw):
        self.scored += 1
        return self._sheet.score(**kw)


def test_known_rounds_keep_their_scores_and_a_changed_one_is_scored_again():
    options = WHIST.options(3, {})
    entries = _whist_zero_rounds(options, rounds=3)
    real = replay(WHIST, players=3, first_dealer=0, options=options, entries=entries)
    counting = _Counting(WHIST)
    again = replay(counting, players=3, first_dealer=0, options=options, entries=entries,
                   known=real.rounds)
    assert again == real and counting.scored == 0
    plan = WHIST.plan(players=3, first_dealer=0, index=1, options=options)
    changed = list(entries)
    changed[1] = _whist_round([plan.tricks - 1, 1, 1], [plan.tricks - 1, 1, 0])
    r = replay(counting, players=3, first_dealer=0, options=options, entries=changed,
               known=real.rounds)
    assert counting.scored == 1
    assert r == replay(WHIST, players=3, first_dealer=0, options=options, entries=changed)
    assert r.totals != real.totals


def test_until_over_stops_after_the_round_that_ends_the_game():
    """A what-if under other options: a target game that would have ended earlier."""
    players = 3
    options = SIXTH.options(players, {"ending": "target", "target": 1})
    rng = random.Random(5)
    entries = []
    for index in range(4):
        plan = SIXTH.plan(players=players, first_dealer=0, index=index, options=options)
        entries.append(_sixth_entry(rng, players, plan.tricks))
    full = replay(SIXTH, players=players, first_dealer=0, options=options, entries=entries)
    ends = next((d.index + 1 for d in full.rounds
                 if SIXTH.standing(players=players, rounds_played=d.index + 1, totals=d.totals,
                                   options=options).over), None)
    cut = replay(SIXTH, players=players, first_dealer=0, options=options, entries=entries,
                 until_over=True)
    assert ends is not None and ends < len(entries)  # this deal ends early (target 1)
    assert cut.rounds == full.rounds[:ends] and cut.is_over and cut.next_plan is None
    assert cut.winners == SIXTH.standing(players=players, rounds_played=ends,
                                         totals=full.rounds[ends - 1].totals,
                                         options=options).winners
    # without until_over every round is replayed
    assert len(full.rounds) == len(entries)
