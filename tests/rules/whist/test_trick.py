"""Who wins a trick of nomination whist: highest trump, else highest of the suit led."""

import pytest

from rules.whist.cards import Card
from rules.whist.trick import judge, winning_index


def cards(*texts):
    return [Card.parse(t) for t in texts]


# (trump, plays, winning play) — a table written from the sheet, not from the code
TABLE = [
    ("S", ["QH", "2S", "AH", "10H"], 1),     # any trump beats the suit led
    ("S", ["QH", "2S", "AH", "3S"], 3),      # the highest trump wins
    ("S", ["QH", "KH", "AH", "10H"], 2),     # no trump played: highest of the suit led
    ("S", ["QH", "AD", "AC", "2H"], 0),      # other suits never win, whatever their rank
    ("H", ["2H", "AS", "AD", "AC"], 0),      # trump led: the lead is a trump
    (None, ["5D", "AS", "KD", "6D"], 2),     # no trump: highest of the suit led
    (None, ["5D", "AS", "AH", "AC"], 0),     # no trump: a lone lead wins against off-suits
    ("C", ["9D", "10D"], 1),                 # 10 above 9 (written "10")
    ("C", ["JD", "10D", "QD", "KD"], 3),
    ("D", ["AS", "2D"], 1),                  # two players
    ("D", ["AS", "2H", "3H"], 0),            # three players
]


@pytest.mark.parametrize("trump,plays,best", TABLE)
def test_the_highest_trump_else_the_highest_of_the_suit_led_wins(trump, plays, best):
    assert winning_index(cards(*plays), trump) == best


def test_the_winner_is_a_seat_counted_from_the_leader_and_leads_next():
    a = judge(cards("QH", "2S", "AH", "10H"), players=4, trump="S", leader=2)
    assert a == {**a, "winner": 3, "winning_play": 1, "complete": True, "requested": "H",
                 "next_leader": 3}
    assert list(a) == ["winner", "winning_play", "complete", "requested", "next_leader",
                       "explanation"]
    assert "the 2 of spades" in a["explanation"].lower() and "trump" in a["explanation"]


def test_a_trick_in_progress_says_who_is_winning_so_far():
    a = judge(cards("QH", "AH"), players=4, trump=None, leader=3)
    assert (a["winner"], a["winning_play"], a["complete"], a["next_leader"]) == (0, 1, False, None)
    assert "so far" in a["explanation"]


def test_a_trick_not_started_has_nobody_winning():
    a = judge([], players=3, trump="S", leader=1)
    assert (a["winner"], a["winning_play"], a["requested"], a["complete"], a["next_leader"]) == \
        (None, None, None, False, None)
    assert a["explanation"]


def test_the_explanation_names_the_suit_led_when_no_trump_is_played():
    a = judge(cards("5D", "KD", "AS"), players=3, trump="H", leader=0)
    assert "the king of diamonds" in a["explanation"].lower() and "diamond" in a["explanation"]
