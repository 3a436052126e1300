"""Who wins a trick: one rule, one test, from RULES.md, JUDGE.md and the sheets' examples."""

import pytest

from rules.errors import RulesError
from rules.sixth_sense.cards import Colour
from rules.sixth_sense.trick import Play, judge_trick

B, G, P, R, Y = Colour.BLUE, Colour.GREEN, Colour.PURPLE, Colour.RED, Colour.YELLOW


def plays(*items):
    out = []
    for item in items:
        if isinstance(item, Play):
            out.append(item)
        else:
            out.append(Play.of(item))
    return out


def judge(*items, players=4, trump=B, leader=0, removed=None):
    return judge_trick(plays(*items), players=players, trump=trump, leader=leader, removed=removed)


# -- the sheets' worked examples ----------------------------------------------------------

def test_seed_reversal_example_the_last_of_the_equal_lows_wins():
    r = judge("blue 10", "red 4", "green 1", "yellow 1")
    assert (r.winner, r.winning_play, r.reversed, r.requested) == (3, 3, True, B)
    assert r.explanation == (
        "A reversal (red 4) is in play, so the lowest card wins; of the cards not in the "
        "requested colour, yellow 1 and green 1 are lowest, and yellow 1 was played last, "
        "so seat 3 wins.")


def test_seed_trump_example_a_low_trump_beats_the_requested_colour():
    r = judge("yellow 3", "red 11", "yellow 5", "blue 2")
    assert (r.winner, r.requested, r.reversed) == (3, Y, False)
    assert "blue 2" in r.explanation and "seat 3" in r.explanation


# -- who wins without a reversal ----------------------------------------------------------

@pytest.mark.parametrize("cards, trump, winner", [
    (("yellow 3", "red 11", "yellow 5", "green 14"), B, 2),   # highest requested; others never win
    (("yellow 3", "blue 1", "yellow 14", "blue 0"), B, 1),    # the highest trump
    (("blue 3", "blue 1", "yellow 14", "blue 13"), B, 3),     # trump led
    (("yellow 3", "red 11", "yellow 5", "green 14"), None, 2),  # no trump
    (("red 0", "yellow 14", "green 14", "blue 14"), None, 0),  # a plain 0 can lead and win
])
def test_highest_trump_else_highest_requested(cards, trump, winner):
    assert judge(*cards, trump=trump).winning_play == winner


def test_seats_follow_the_leader():
    r = judge("yellow 3", "red 11", "yellow 5", "blue 2", leader=2)
    assert (r.winner, r.winning_play, r.next_leader) == (1, 3, 1)


def test_a_six_declared_as_nine_counts_nine():
    r = judge("yellow 8", Play.of("yellow 6", declared=9), "yellow 7", "green 1")
    assert r.winning_play == 1
    r = judge("yellow 8", Play.of("yellow 6", declared=6), "yellow 7", "green 1")
    assert r.winning_play == 0
    assert "(as 9)" in judge("yellow 8", Play.of("yellow 6", declared=9)).explanation


# -- reversal -----------------------------------------------------------------------------

def test_two_reversals_cancel_out():
    r = judge("yellow 8", "yellow 4", "green 4", "yellow 5", trump=None)
    assert (r.reversed, r.winning_play) == (False, 0)
    assert "cancel out" in r.explanation


def test_three_reversals_reverse():
    r = judge("yellow 8", "yellow 4", "green 4", "red 4", players=4, trump=None)
    assert r.reversed
    assert r.winning_play == 3  # green 4 and red 4 tie as lowest of other colours; red played last


@pytest.mark.parametrize("cards, trump, winner", [
    # another colour counts: the lowest of those wins, even a high one beats requested lows
    (("yellow 8", "yellow 4", "green 13", "yellow 1"), B, 2),
    # no other colour: the lowest requested card
    (("yellow 8", "yellow 4", "blue 2", "yellow 6"), B, 1),
    # only trumps (trump led, no other colour): the lowest trump
    (("blue 8", "blue 4", "blue 2", "blue 6"), B, 2),
    # trump above requested: a requested card beats a trump when reversed
    (("yellow 8", "blue 4", "yellow 10"), B, 0),
])
def test_reversal_reads_the_three_tiers_from_the_bottom(cards, trump, winner):
    r = judge(*cards, trump=trump, players=len(cards))
    assert r.reversed and r.winning_play == winner


def test_a_blocked_four_does_not_reverse():
    r = judge("yellow 8", "green 4", Play.of("red 0", block=1), "yellow 10")
    assert not r.reversed and r.winning_play == 3
    assert r.blocked == (1, 2)


# -- block --------------------------------------------------------------------------------

def test_a_block_removes_both_cards():
    r = judge("yellow 8", "yellow 14", Play.of("red 0", block=1), "yellow 10")
    assert r.blocked == (1, 2) and r.winning_play == 3 and r.winner == 3


def test_a_blocked_lead_passes_the_colour_to_the_next_counting_card_already_played():
    r = judge("yellow 8", "green 3", Play.of("red 0", block=0), "green 10", trump=None)
    assert r.requested is G and r.winning_play == 3
    assert "passes to green" in r.explanation


def test_a_blocked_lead_passes_the_colour_to_the_next_card_still_to_come():
    r = judge("yellow 8", Play.of("red 0", block=0), trump=None)
    assert r.requested is None and r.winner is None and not r.complete
    r = judge("yellow 8", Play.of("red 0", block=0), "purple 2", "green 10", trump=None)
    assert r.requested is P and r.winning_play == 2


def test_the_obligation_is_the_requested_colour_as_it_stood_when_the_seat_played():
    r = judge("yellow 8", Play.of("red 0", block=0), "purple 2", "green 10", trump=None)
    assert r.obligations == (None, Y, None, P)
    r = judge("yellow 8", "green 3", Play.of("red 0", block=0), "green 10", trump=None)
    assert r.obligations == (None, Y, Y, G)


def test_with_two_players_a_block_voids_the_trick_and_the_same_leader_leads_again():
    r = judge("yellow 8", Play.of("red 0", block=0), players=2, leader=1)
    assert r.void and r.complete
    assert (r.winner, r.winning_play, r.next_leader, r.peek, r.requested) == (None, None, 1, None, None)
    assert "leads again" in r.explanation


def test_a_blocked_twelve_makes_no_double_and_a_blocked_eight_no_peek():
    r = judge("yellow 8", "yellow 12", Play.of("red 0", block=1), "yellow 10")
    assert not r.double
    r = judge("yellow 8", Play.of("red 0", block=0), "green 12", "green 10")
    assert r.peek is None and r.double


@pytest.mark.parametrize("items, words, at", [
    ((Play.of("red 0", block=0),), "cannot block as the lead", "plays[0]"),
    (("yellow 1", Play.of("red 0", block=0), Play.of("green 0", block=0)), "only one card may block", "plays[2]"),
    (("yellow 1", Play.of("red 0", block=1)), "played earlier", "plays[1]"),
    (("yellow 1", Play.of("red 0", block=3)), "played earlier", "plays[1]"),
    (("yellow 1", Play.of("red 0", block=-1)), "played earlier", "plays[1]"),
    (("yellow 1", Play.of("red 1", block=0)), "only a 0 can block", "plays[1]"),
    (("yellow 1", Play.of("red 5", declared=9)), "only a 6", "plays[1]"),
    (("yellow 1", Play.of("red 6", declared=7)), "6 or 9", "plays[1]"),
    (("yellow 1", "yellow 1"), "played twice", "plays[1]"),
    (("yellow 1", "red 1", "green 1", "blue 1", "purple 1"), "at most 4 plays", "plays[4]"),
])
def test_illegal_plays_are_errors(items, words, at):
    with pytest.raises(RulesError, match=words) as err:
        judge(*items)
    assert err.value.at == at


def test_a_card_of_the_removed_colour_is_an_error():
    with pytest.raises(RulesError, match="taken out of the deck"):
        judge("yellow 1", "red 2", players=2, removed=R)


# -- peek and double ----------------------------------------------------------------------

def test_peek_when_led_with_an_eight_and_someone_else_won():
    r = judge("yellow 8", "yellow 12", "green 3", "yellow 5")
    assert r.peek == 0 and r.double
    assert judge("yellow 8", "yellow 2", "green 3", "yellow 5").peek is None  # the leader won
    assert judge("yellow 3", "yellow 8", "green 3", "yellow 5").peek is None  # not led with an 8


def test_the_peek_belongs_to_the_leader_seat():
    r = judge("yellow 8", "yellow 12", "green 3", "yellow 5", leader=3)
    assert r.peek == 3 and r.winner == 0


def test_several_twelves_make_one_double():
    assert judge("yellow 12", "green 12", "blue 1", "red 3").double is True


# -- a trick in progress ------------------------------------------------------------------

def test_an_empty_trick_has_nobody_winning():
    r = judge()
    assert (r.winner, r.winning_play, r.complete, r.requested, r.next_leader) == (None, None, False, None, None)
    assert not r.void and r.blocked == ()


def test_in_progress_says_who_is_winning_so_far_without_next_leader_or_peek():
    r = judge("yellow 8", "yellow 12")
    assert (r.winner, r.complete, r.next_leader, r.peek, r.double) == (1, False, None, None, True)
    assert "so far" in r.explanation or "is winning" in r.explanation


def test_in_progress_reversal_describes_the_cards_so_far():
    assert judge("yellow 8", "green 4").reversed
    assert judge("yellow 8", "green 4").winning_play == 1


def test_json_form():
    answer = judge("blue 10", "red 4", "green 1", "yellow 1").as_json()
    assert list(answer) == ["winner", "winning_play", "complete", "requested", "reversed",
                            "blocked", "double", "peek", "void", "next_leader", "explanation"]
    assert answer["requested"] == "blue" and answer["blocked"] == []
