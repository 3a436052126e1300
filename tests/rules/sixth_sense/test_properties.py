"""Random legal tricks and rounds for 2-6 players (hypothesis): the invariants of the rules."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.sixth_sense.round import replay_round
from rules.sixth_sense.trick import judge_trick

from .games import random_round, tricks

seeds = st.integers(min_value=0, max_value=2**32 - 1)
player_counts = st.integers(min_value=2, max_value=6)




@settings(max_examples=300, deadline=None)
@given(tricks(complete=False))
def test_rotating_the_seats_rotates_the_winner(trick):
    plays, players, trump, leader = trick
    base = judge_trick(plays, players=players, trump=trump, leader=0)
    moved = judge_trick(plays, players=players, trump=trump, leader=leader)
    assert moved.winning_play == base.winning_play
    if base.winner is None:
        assert moved.winner is None
    else:
        assert moved.winner == (base.winner + leader) % players


@settings(max_examples=300, deadline=None)
@given(tricks(complete=False))
def test_a_block_removes_exactly_two_cards_from_play(trick):
    plays, players, trump, leader = trick
    r = judge_trick(plays, players=players, trump=trump, leader=leader)
    blocks = [i for i, p in enumerate(plays) if p.block is not None]
    if blocks:
        assert len(r.blocked) == 2 and r.blocked[1] == blocks[0]
        assert r.blocked[0] == plays[blocks[0]].block
        assert r.winning_play not in r.blocked
    else:
        assert r.blocked == ()


@settings(max_examples=300, deadline=None)
@given(tricks(complete=True))
def test_a_complete_trick_has_a_winner_unless_void(trick):
    plays, players, trump, leader = trick
    r = judge_trick(plays, players=players, trump=trump, leader=leader)
    assert r.complete
    if r.void:
        assert players == 2 and r.blocked and r.winner is None and r.next_leader == leader
    else:
        assert r.winner == r.next_leader == (leader + r.winning_play) % players
        winning = plays[r.winning_play].card
        # the winner is a trump or of the requested colour, unless a reversal lets another win
        if not r.reversed:
            assert winning.colour in (trump, r.requested)
        assert r.explanation and r.explanation[0].isupper() and r.explanation.endswith(".")


@settings(max_examples=300, deadline=None)
@given(tricks(complete=True))
def test_without_reversal_no_counting_card_of_a_winning_tier_beats_the_winner(trick):
    plays, players, trump, leader = trick
    r = judge_trick(plays, players=players, trump=trump, leader=leader)
    if r.void or r.reversed:
        return
    win = plays[r.winning_play]
    for i, p in enumerate(plays):
        if i in r.blocked or i == r.winning_play:
            continue
        if p.card.colour is win.card.colour:
            assert p.value < win.value
        if trump is not None and win.card.colour is not trump:
            assert p.card.colour is not trump


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts)
def test_random_legal_rounds_add_up_and_have_no_revokes(seed, players):
    rr = random_round(random.Random(seed), players)
    r = replay_round(rr.tricks, players=players, trump=rr.trump, predictions=rr.predictions,
                     dealer=rr.dealer, removed=rr.removed)
    assert sum(r.taken) == len(rr.tricks) - rr.voids + rr.doubles
    assert r.complete and r.points is not None and r.revokes == ()
    played = [p.card for t in rr.tricks for p in t.plays]
    assert len(played) == len(set(played))  # no card twice
    assert not set(played) & set(rr.predictions)
    assert [t.winner for t in r.tricks] == rr.winners


@settings(max_examples=60, deadline=None)
@given(seeds, player_counts)
def test_revokes_are_exactly_the_failures_to_follow_a_colour_held(seed, players):
    rr = random_round(random.Random(seed), players, cheat=0.3)
    r = replay_round(rr.tricks, players=players, trump=rr.trump, predictions=rr.predictions,
                     dealer=rr.dealer, removed=rr.removed)
    # In a complete round every card held is played, so every failure while holding is proved.
    assert {(x.seat, x.colour, x.failed_at) for x in r.revokes} == {
        (seat, colour, t) for (seat, colour), t in rr.true_revokes.items()}
    proofs = [(x.trick, (x.seat - r.leaders[x.trick]) % players) for x in r.revokes]
    assert proofs == sorted(proofs)  # listed in play order
    for x in r.revokes:
        assert x.failed_at < x.trick


@settings(max_examples=40, deadline=None)
@given(seeds, player_counts, st.integers(min_value=1, max_value=9))
def test_a_round_cut_short_is_not_complete_and_has_no_points(seed, players, n):
    rr = random_round(random.Random(seed), players, tricks=n)
    r = replay_round(rr.tricks, players=players, trump=rr.trump, predictions=rr.predictions,
                     dealer=rr.dealer, removed=rr.removed)
    assert not r.complete and r.points is None
    assert sum(r.taken) == n - rr.voids + rr.doubles


def direct_reading(plays, trump):
    """RULES.md read as directly as possible, without the engine's bookkeeping: the winning
    play index, or None when nothing counts."""
    out = set()
    for i, p in enumerate(plays):
        if p.block is not None:
            out |= {i, p.block}
    counting = [i for i in range(len(plays)) if i not in out]
    if not counting:
        return None
    # The lead sets the colour; a blocked lead hands it to the first card that still counts.
    requested = plays[counting[0]].card.colour
    reverse = sum(plays[i].card.value == 4 for i in counting) % 2 == 1

    def tier(i):
        colour = plays[i].card.colour
        return 2 if colour == trump else 1 if colour == requested else 0

    def value(i):
        return plays[i].declared if plays[i].declared is not None else plays[i].card.value

    if reverse:
        lowest = min((tier(i), value(i)) for i in counting)
        return max(i for i in counting if (tier(i), value(i)) == lowest)  # the last of the lows
    return max(counting, key=lambda i: (tier(i), value(i)))


@settings(max_examples=500, deadline=None)
@given(tricks(complete=False))
def test_the_engine_agrees_with_a_direct_reading_of_the_rules(trick):
    plays, players, trump, leader = trick
    r = judge_trick(plays, players=players, trump=trump, leader=leader)
    assert r.winning_play == direct_reading(plays, trump)
