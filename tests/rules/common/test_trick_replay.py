"""Replaying a round trick by trick with leader rotation, and the round errors it raises."""

from dataclasses import dataclass

import pytest

from rules.common.trick_replay import replay
from rules.errors import RulesError


@dataclass
class Result:
    complete: bool
    next_leader: int | None


def highest_wins(players):
    """A toy game: the highest number wins; 0 voids the trick (the leader leads again)."""
    def judge(index, leader, plays):
        if len(plays) < players:
            return Result(False, None)
        if 0 in plays:
            return Result(True, leader)
        return Result(True, (leader + plays.index(max(plays))) % players)
    return judge


def test_the_winner_leads_the_next_trick_and_a_void_keeps_the_leader():
    out = replay([[1, 5, 2], [0, 7, 8], [3, 4, 9], [6]], players=3, first_leader=2,
                 judge=highest_wins(3), card_of=lambda p: p)
    assert [t.leader for t in out] == [2, 0, 0, 2]
    assert out[1].seat_of(2, 3) == 2


@pytest.mark.parametrize("tricks, at, words", [
    ([[1, 2, 3], []], "tricks[1].plays", "empty"),
    ([[1, 2], [3, 4, 5]], "tricks[0]", "unfinished"),
    ([[1, 2, 3], [4, 2, 5]], "tricks[1].plays[1]", "twice"),
])
def test_round_errors(tricks, at, words):
    with pytest.raises(RulesError, match=words) as err:
        replay(tricks, players=3, first_leader=0, judge=highest_wins(3), card_of=lambda p: p)
    assert err.value.at == at


def test_errors_of_a_trick_are_located_under_it():
    def judge(index, leader, plays):
        raise RulesError("bad card", "plays[1]")
    with pytest.raises(RulesError) as err:
        replay([[1, 2, 3]], players=3, first_leader=0, judge=judge)
    assert err.value.at == "tricks[0].plays[1]"
