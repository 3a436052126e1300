"""The judge's English where issue 25 item 9 (and counts said with the wrong number) changed it;
everything else of JUDGE.md's English is pinned byte for byte by the other tests."""

from rules.language import english
from rules.sixth_sense.checks import voids_need_blocks
from rules.sixth_sense.round import _summary
from tests.rules.language.cases import CASES, said

BY_ID = {c.id: c for c in CASES}


def test_a_reversed_trick_says_one_so():
    assert said(BY_ID["reversal-requested"], "en").endswith(
        "every card in play is of the requested colour (red), and red 2 is the lowest, so "
        "seat 2 wins.")
    assert said(BY_ID["reversal-trumps"], "en").endswith(
        "only trumps count, and blue 2 is the lowest trump, so seat 2 wins.")
    assert "of the cards that are neither trump nor the requested colour, red 4 and blue 4 " \
           "are lowest" in said(BY_ID["three-reversals"], "en")


def test_counts_of_one_are_singular():
    assert english(voids_need_blocks(1, 0)) == \
        "1 void trick needs 1 blocking 0, but at most 0 can be in play."


def test_the_round_summary_says_each_count_once():
    assert english(_summary(5, 6, 1, 2, False)) == (
        "5 of 6 tricks played, 1 void, 2 taken double; the round is not complete, so there "
        "are no points yet.")
