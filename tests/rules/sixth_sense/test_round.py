"""A whole round card by card: leaders, tricks taken, revokes, points, and impossible rounds."""

import random

import pytest

from rules.errors import RulesError
from rules.sixth_sense.cards import Card, Colour
from rules.sixth_sense.round import RoundTrick, replay_round
from rules.sixth_sense.scoring import Scoring
from rules.sixth_sense.trick import Play

from .games import random_round

B, G, P, R, Y = Colour.BLUE, Colour.GREEN, Colour.PURPLE, Colour.RED, Colour.YELLOW


def trick(*items, take_double=False):
    return RoundTrick(tuple(i if isinstance(i, Play) else Play.of(i) for i in items), take_double)


def cards(*texts):
    return [Card.parse(t) for t in texts]


def test_the_judge_md_example():
    r = replay_round([trick("red 3", "red 7", "blue 11"),
                      trick("yellow 12", "yellow 2", "red 1", take_double=True)],
                     players=3, trump=R, predictions=cards("blue 4", "green 6", "yellow 0"))
    assert r.leaders == (1, 2)
    assert [t.winner for t in r.tricks] == [2, 1]
    assert r.taken == (0, 2, 1)
    assert not r.complete and r.points is None and r.revokes == () and r.warnings == ()


def test_the_first_leader_is_left_of_the_dealer_and_the_winner_leads_next():
    r = replay_round([trick("red 3", "red 7", "blue 11"), trick("green 3", "green 1", "green 2")],
                     players=3, trump=None, predictions=[0, 0, 0], dealer=2)
    assert r.leaders == (0, 1)


def test_a_void_trick_is_led_again_by_the_same_leader_and_nobody_takes_it():
    r = replay_round([trick("yellow 5", Play.of("blue 0", block=0)), trick("yellow 6", "yellow 7")],
                     players=2, trump=G, predictions=[3, 4], removed=R)
    assert r.leaders == (1, 1)
    assert r.tricks[0].void
    assert r.taken == (1, 0)


def test_take_double_counts_two():
    r = replay_round([trick("yellow 12", "yellow 2", "yellow 1", take_double=True)],
                     players=3, trump=None, predictions=[0, 0, 0])
    assert r.taken == (0, 2, 0)


@pytest.mark.parametrize("tricks, words, at", [
    ([trick("yellow 2", "yellow 3", "yellow 1", take_double=True)], "no counting 12", "tricks[0].take_double"),
    ([trick("yellow 12", "yellow 3", take_double=True)], "unfinished", "tricks[0].take_double"),
    ([trick("yellow 2", "yellow 3", Play.of("purple 0", block=1)), trick("green 12", "green 1", Play.of("red 0", block=0), take_double=True)],
     "no counting 12", "tricks[1].take_double"),
    ([trick("yellow 2", "yellow 3"), trick("green 4")], "unfinished", "tricks[0]"),
    ([RoundTrick(()), trick("green 4")], "empty", "tricks[0].plays"),
    ([trick("yellow 2", "yellow 3", "yellow 1"), trick("yellow 2")], "played twice", "tricks[1].plays[0]"),
    ([trick("yellow 2", "blue 4", "yellow 1")], "prediction card", "tricks[0].plays[1]"),
])
def test_impossible_rounds_are_errors(tricks, words, at):
    with pytest.raises(RulesError, match=words) as err:
        replay_round(tricks, players=3, trump=R, predictions=cards("blue 4", "green 6", "yellow 0"))
    assert err.value.at == at


def test_a_void_trick_cannot_be_taken_double():
    with pytest.raises(RulesError, match="void") as err:
        replay_round([trick("yellow 12", Play.of("blue 0", block=0), take_double=True)],
                     players=2, trump=G, predictions=[3, 4])
    assert err.value.at == "tricks[0].take_double"


def test_more_tricks_than_the_hand_allows_is_an_error():
    rr = random_round(random.Random(3), 5)
    extra = rr.tricks + [trick("blue 1")]
    with pytest.raises(RulesError, match="12 tricks") as err:
        replay_round(extra, players=5, trump=rr.trump, predictions=rr.predictions)
    assert err.value.at == "tricks[12]"


def test_the_same_prediction_card_twice_is_an_error():
    with pytest.raises(RulesError, match="each card exists once") as err:
        replay_round([], players=3, trump=None, predictions=cards("blue 4", "blue 4", "red 1"))
    assert err.value.at == "predictions[1]"


def test_predictions_are_one_per_seat_and_real_values():
    with pytest.raises(RulesError, match="3 predictions"):
        replay_round([], players=3, trump=None, predictions=[1, 2])
    with pytest.raises(RulesError, match="no 9") as err:
        replay_round([], players=3, trump=None, predictions=[1, 9, 2])
    assert err.value.at == "predictions[1]"


def test_a_complete_round_is_scored():
    rr = random_round(random.Random(11), 4)
    r = replay_round(rr.tricks, players=4, trump=rr.trump, predictions=rr.predictions,
                     dealer=rr.dealer)
    assert r.complete and r.points is not None and len(r.points) == 4
    assert sum(r.taken) == 13 + rr.doubles
    novice = replay_round(rr.tricks, players=4, trump=rr.trump, predictions=rr.predictions,
                          dealer=rr.dealer, scoring=Scoring.NOVICE)
    assert all(0 <= p <= 6 for p in novice.points)


# -- revokes ------------------------------------------------------------------------------

def test_a_revoke_is_found_at_the_first_play_that_proves_it():
    # seat 1 does not follow yellow in trick 0, then leads a yellow in trick 1
    r = replay_round([trick("yellow 3", "green 5", "yellow 1"),
                      trick("yellow 7", "green 1", "green 2")],
                     players=3, trump=G, predictions=[0, 0, 0], dealer=2)
    # dealer 2: seat 0 leads trick 0; green 5 (seat 1) wins as trump and leads trick 1
    assert r.leaders == (0, 1)
    assert [x.as_json() for x in r.revokes] == [{"seat": 1, "trick": 1, "colour": "yellow", "failed_at": 0}]


def test_one_revoke_per_seat_and_colour_with_the_first_failure():
    r = replay_round([trick("yellow 3", "green 5", "yellow 1"),     # seat 1 fails yellow
                      trick("red 3", "red 5", "red 6"),             # seat 0 wins
                      trick("yellow 7", "green 1", "yellow 2"),     # seat 1 fails yellow again
                      trick("yellow 8", "yellow 10", "yellow 11"),  # seat 1 leads yellow: proof
                      trick("yellow 12", "yellow 13", "yellow 14")],
                     players=3, trump=G, predictions=[0, 0, 0], dealer=2)
    assert r.leaders == (0, 1, 0, 1, 0)
    assert [(x.seat, x.trick, x.colour, x.failed_at) for x in r.revokes] == [(1, 3, Y, 0)]


def test_the_obligation_moves_with_a_blocked_lead_and_a_blocking_zero_proves_a_revoke():
    # trick 0: seat 0 leads yellow 3, seat 1 blocks it with red 0 (obliged to yellow: a failure),
    # seat 2 plays green 2 (free: the colour passes to green); seat 2 wins.
    # trick 1: seat 2 leads green 1, seat 0 plays purple 1 (fails green),
    # seat 1 plays yellow 5: proves seat 1's yellow revoke.
    r = replay_round([trick("yellow 3", Play.of("red 0", block=0), "green 2"),
                      trick("green 1", "purple 1", "yellow 5"),
                      trick("purple 3", "green 4", "purple 4")],
                     players=3, trump=None, predictions=[0, 0, 0], dealer=2)
    assert r.tricks[0].requested is G
    assert r.leaders == (0, 2, 2)
    # trick 2: seat 2 leads purple 3, seat 0 plays green 4: proves seat 0's green revoke
    assert [(x.seat, x.trick, x.colour.value, x.failed_at) for x in r.revokes] == [
        (1, 1, "yellow", 0), (0, 2, "green", 1)]


def test_legal_random_rounds_have_no_revokes_and_add_up():
    for seed in range(40):
        rng = random.Random(seed)
        players = rng.randint(2, 6)
        rr = random_round(rng, players)
        r = replay_round(rr.tricks, players=players, trump=rr.trump, predictions=rr.predictions,
                         dealer=rr.dealer, removed=rr.removed)
        assert r.revokes == ()
        assert r.complete
        assert sum(r.taken) == len(rr.tricks) - rr.voids + rr.doubles
