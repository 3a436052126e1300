"""A whole round card by card: leader rotation, tricks taken, points, revokes, the hook."""

import pytest

from rules.errors import RulesError
from rules.whist.cards import Card
from rules.whist.round import judge_round


def tricks(*rows):
    return [[Card.parse(c) for c in row] for row in rows]


# 3 players, dealer 2 -> seat 0 leads the first trick; trump hearts; hand 3
ROUND = dict(players=3, dealer=2, trump="H", hand=3, bids=[1, 1, 0])
PLAYS = tricks(
    ["KS", "AS", "2H"],   # seat 0 leads; seat 2 trumps (shows out of spades) -> seat 2 wins
    ["5C", "9C", "QC"],   # seat 2 leads 5C, seat 0 9C, seat 1 QC -> seat 1 wins
    ["3D", "4S", "7D"],   # seat 1 leads 3D, seat 2 plays a spade: revoke; seat 0 7D wins
)


def test_the_winner_of_each_trick_leads_the_next():
    a = judge_round(**ROUND, tricks=PLAYS)
    assert [t["winner"] for t in a["tricks"]] == [2, 1, 0]
    assert [t["next_leader"] for t in a["tricks"]] == [2, 1, 0]
    assert a["taken"] == [1, 1, 1]


def test_a_complete_round_scores_every_seat():
    a = judge_round(**ROUND, tricks=PLAYS)
    assert a["complete"] is True
    assert a["points"] == [11, 11, 1]


def test_a_seat_that_showed_out_and_later_plays_the_suit_has_revoked():
    a = judge_round(**ROUND, tricks=PLAYS)
    assert a["revokes"] == [{"seat": 2, "trick": 2, "colour": "S", "failed_at": 0}]


def test_one_revoke_entry_per_seat_and_suit_at_the_first_proof():
    plays = tricks(["KS", "2H", "AS"], ["3S", "4S", "5S"], ["6S", "7S", "8S"])
    a = judge_round(players=3, dealer=2, trump=None, hand=3, bids=[0, 0, 0], tricks=plays)
    # seat 1 failed spades in trick 0; trick 0 was won by seat 2 (AS), who leads 3S at trick 1:
    # seat 0 plays 4S, seat 1 plays 5S -> proof in trick 1
    assert a["revokes"] == [{"seat": 1, "trick": 1, "colour": "S", "failed_at": 0}]


def test_an_unfinished_round_has_no_points_yet():
    a = judge_round(**ROUND, tricks=PLAYS[:2] + [PLAYS[2][:1]])
    assert a["complete"] is False and a["points"] is None
    assert a["tricks"][-1]["complete"] is False and a["tricks"][-1]["winner"] == 1
    assert a["taken"] == [0, 1, 1]


def test_bids_adding_up_to_the_hand_size_are_a_hook_warning():
    a = judge_round(**{**ROUND, "bids": [1, 1, 1]}, tricks=PLAYS)
    assert len(a["warnings"]) == 1 and "hook" in a["warnings"][0]
    assert judge_round(**ROUND, tricks=PLAYS)["warnings"] == []


def test_a_card_played_twice_is_an_error_where_it_is_played_again():
    with pytest.raises(RulesError) as info:
        judge_round(**ROUND, tricks=tricks(["KS", "AS", "2H"], ["5C", "KS", "QC"]))
    assert info.value.at == "tricks[1].plays[1]" and "KS" in info.value.message


def test_more_tricks_than_the_hand_allows_is_an_error():
    with pytest.raises(RulesError) as info:
        judge_round(**{**ROUND, "hand": 2}, tricks=PLAYS)
    assert info.value.at == "tricks[2]"


def test_only_the_last_trick_may_be_unfinished():
    with pytest.raises(RulesError) as info:
        judge_round(**ROUND, tricks=tricks(["KS", "AS"], ["5C", "9C", "QC"]))
    assert info.value.at == "tricks[0]"


def test_an_empty_trick_is_an_error():
    with pytest.raises(RulesError) as info:
        judge_round(**ROUND, tricks=[[]])
    assert info.value.at.startswith("tricks[0]")


def test_two_players_round():
    plays = tricks(["AS", "2S"], ["KH", "QH"])
    a = judge_round(players=2, dealer=0, trump=None, hand=2, bids=[2, 0], tricks=plays)
    # dealer 0 -> seat 1 leads AS and wins both
    assert a["taken"] == [0, 2] and a["points"] == [0, 2]
