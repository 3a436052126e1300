"""A judged trick or round as a row and back (scorepad/store/judged_rows.py): the rows keep the
shape stored before (JUDGE.md's request), so old rows and exports read the same."""

from __future__ import annotations

import pytest

from rules.judge_form import Play, judge_form
from rules.judged import KeptRound, KeptTrick
from rules.trump import NO_TRUMP, Trump
from scorepad.store.judged_rows import round_of, row_of


def play(game: str, colour, value, **kw) -> Play:
    """A play as the judge's tap enters it: the engine's card (`JudgeForm.play_card`)."""
    return Play(judge_form(game).play_card(colour, value), **kw)


S, W = "sixth-sense", "nomination-whist"
SIXTH = KeptRound(game=S, players=2, dealer=1, trump=Trump("colour", "red"),
                  tricks=(((play(S, "blue", 12), play(S, "blue", 3)), True),
                          ((play(S, "green", 6, declared=9), play(S, "green", 0, block=0)),
                           False)),
                  calls=(3, 4), hand=0, removed="purple", settings={"scoring": "standard"})
WHIST = KeptRound(game=W, players=3, dealer=0, trump=NO_TRUMP,
                  tricks=(((play(W, "S", "A"), play(W, "S", "2"), play(W, "H", "3")), False),),
                  calls=(1, 0, 2), hand=5, settings={})

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
    plays = (play(S, "red", 5), play(S, "red", 7), play(S, "blue", 1))
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


#: rows as the version before this one wrote them (its `row_of`'s requests, verbatim): a 6th
#: Sense round with a 6 declared 9, a blocking 0, a trick taken double and a house rule, and a
#: whist round with the cards each
OLD_ROWS = {
    S: {"kind": "round", "game": "sixth-sense", "players": 3, "dealer": 0, "trump": "red",
        "predictions": [3, 5, 6], "scoring": "standard", "house": {"peek": "led_even_blocked"},
        "tricks": [{"plays": ["blue 5", {"card": "blue 6", "as": 9},
                              {"card": "blue 0", "block": 1}]},
                   {"plays": ["green 12", "green 3", "yellow 1"], "take_double": True}]},
    W: {"kind": "round", "game": "nomination-whist", "players": 3, "dealer": 2, "trump": "S",
        "bids": [1, 0, 2], "hand": 5, "tricks": [{"plays": ["5H", "KH", "10H"]}]},
}
#: the same rounds as the judge's taps make them
OLD_ROUNDS = {
    S: (((play(S, "blue", 5), play(S, "blue", 6, declared=9), play(S, "blue", 0, block=1)),
         False),
        ((play(S, "green", 12), play(S, "green", 3), play(S, "yellow", 1)), True)),
    W: (((play(W, "H", "5"), play(W, "H", "K"), play(W, "H", "10")), False),),
}


@pytest.mark.parametrize("game", [S, W])
def test_a_row_the_version_before_wrote_reads_back_as_the_engines_cards(game):
    back = round_of(OLD_ROWS[game])
    assert back is not None and back.tricks == OLD_ROUNDS[game]
    assert not any(isinstance(p.card, str) for trick, _ in back.tricks for p in trick)
    assert row_of(back)["request"] == OLD_ROWS[game]  # written again, the same row


def test_a_row_whose_card_is_none_reads_as_no_round():
    request = dict(OLD_ROWS[S], tricks=[{"plays": ["blue 9", "red 1", "red 2"]}])
    assert round_of(request) is None
