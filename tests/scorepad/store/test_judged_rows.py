"""A judged trick or round as a row and back (scorepad/store/judged_rows.py): the rows keep the
shape stored before (JUDGE.md's request), so old rows and exports read the same."""

from __future__ import annotations

import pytest

from rules.judge_form import Play, judge_form
from rules.judged import KeptRound, KeptTrick
from rules.trump import NO_TRUMP, Trump
from scorepad.store.judged_rows import round_of, row_of

SIXTH = KeptRound(game="sixth-sense", players=2, dealer=1, trump=Trump("colour", "red"),
                  tricks=(((Play("blue 12"), Play("blue 3")), True),
                          ((Play("green 6", declared=9), Play("green 0", block=0)), False)),
                  calls=(3, 4), hand=0, removed="purple", settings={"scoring": "standard"})
WHIST = KeptRound(game="nomination-whist", players=3, dealer=0, trump=NO_TRUMP,
                  tricks=(((Play("AS"), Play("2S"), Play("3H")), False),), calls=(1, 0, 2),
                  hand=5, settings={})


@pytest.mark.parametrize("kept", [SIXTH, WHIST], ids=["sixth-sense", "whist"])
def test_a_round_row_is_the_request_rows_were_stored_as_and_reads_back(kept):
    row = row_of(kept)
    form = judge_form(kept.game)
    before = form.round_request(players=kept.players, dealer=kept.dealer, trump=kept.trump,
                                tricks=kept.tricks, calls=kept.calls, hand=kept.hand,
                                removed=kept.removed, settings=kept.settings)
    assert row["request"] == before
    assert row["kind"] == "round" and row["answer"]["taken"] == [0] * kept.players
    back = round_of(row["request"])
    assert back is not None
    assert (back.trump, back.tricks, back.calls, back.dealer, back.removed) == (
        kept.trump, kept.tricks, kept.calls, kept.dealer, kept.removed)
    assert dict(back.settings) == dict(kept.settings)


def test_a_trick_row_keeps_the_ruling_as_the_answer():
    form = judge_form("sixth-sense")
    plays = (Play("red 5"), Play("red 7"), Play("blue 1"))
    ruling = form.rule_trick(players=3, trump=Trump("colour", "blue"), leader=0, plays=plays)
    row = row_of(KeptTrick(game="sixth-sense", players=3, trump=Trump("colour", "blue"),
                           leader=0, plays=plays, ruling=ruling))
    assert row["request"] == form.trick_request(players=3, trump="blue", leader=0, plays=plays)
    assert row["answer"]["winner"] == ruling.winner == 2
    assert row["explanation"] == ruling.explanation


@pytest.mark.parametrize("request_", [
    {"kind": "round", "game": "no-such-game"},
    {"kind": "trick", "game": "sixth-sense", "players": 3},
    {"kind": "round", "game": "sixth-sense", "players": "x", "tricks": []},
    {"kind": "round", "game": "sixth-sense", "players": 3, "tricks": [{"plays": [{}]}]},
])
def test_a_row_that_is_no_readable_round_reads_as_none(request_):
    assert round_of(request_) is None
