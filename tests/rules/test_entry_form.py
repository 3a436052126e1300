"""The ScoreSheet says how a round is entered (issue 12): phases in order, choices, forbidden
calls and why, who wins for these options, and the game's words as keys of fixed phrases."""

from __future__ import annotations

from rules.registry import scoresheet
from rules.scoresheet import (CALL, CALL_WORDS, DOUBLES, HAND, KINDS, NO_TRUMP, PHASES, TRICKS,
                              TRUMP, TRUMP_WAYS, TRUMP_WORDS, VOIDS, RoundEntry, SeatEntry)

SIXTH, WHIST, SHED = (scoresheet(g) for g in ("sixth-sense", "nomination-whist", "shedding"))


def _form(sheet, players, index=0, **given):
    options = sheet.options(players, given)
    plan = sheet.plan(players=players, first_dealer=0, index=index, options=options)
    return sheet.entry_form(players=players, plan=plan, options=options), plan, options


def test_sixth_sense_phases_follow_the_options():
    form, _, _ = _form(SIXTH, 4)
    assert form.phases == (TRUMP, CALL, TRICKS, DOUBLES) and not form.trump_after_calls
    late, _, _ = _form(SIXTH, 4, late_trump=True)
    assert late.phases.index(TRUMP) > late.phases.index(CALL) and late.trump_after_calls
    novice, _, _ = _form(SIXTH, 4, scoring="novice")
    assert TRUMP not in novice.phases and novice.trumps == () and novice.no_trump_reason
    two, _, _ = _form(SIXTH, 2, removed="purple")
    assert VOIDS in two.phases and two.voids == (0, 1, 2, 3, 4)
    assert "purple" not in [c.key for c in two.trumps] and len(two.trumps) == 4


def test_sixth_sense_calls_are_the_prediction_cards():
    form, _, _ = _form(SIXTH, 3)
    values = [c.value for c in form.calls]
    assert 9 not in values and 6 in values and values == sorted(values)
    assert form.call_label(6) == "6/9" and form.call_label(10) == "10"
    assert (form.kind, form.call_word, form.trump_word) == ("round", "prediction", "colour")


def test_whist_trump_choices_and_the_turned_card():
    form, plan, _ = _form(WHIST, 4)
    assert [c.value for c in form.calls] == list(range(plan.cards + 1))
    assert form.trump_key(None) == NO_TRUMP and form.trump_value(NO_TRUMP) is None
    assert form.trump_after_calls and form.call_word == "bid" and form.trump_word == "suit"
    one, plan1, _ = _form(WHIST, 4, index=6)  # 7 down to 1: the 7th round deals 1 card
    assert plan1.cards == 1 and one.trump_way == "turned-card"
    assert NO_TRUMP not in [c.key for c in one.trumps] and len(one.trumps) == 4


def test_whist_forbidden_calls_say_the_hook_and_the_streak():
    options = WHIST.options(3, {})
    plan = WHIST.plan(players=3, first_dealer=0, index=0, options=options)  # 7 cards, dealer 0
    entry = RoundEntry(seats=(SeatEntry(), SeatEntry(call=3), SeatEntry(call=2)))
    found = WHIST.forbidden_calls(players=3, plan=plan, entry=entry, seat=0, history=[],
                                  options=options)
    assert list(found) == [2] and found[2].field == "call"
    zeros = [RoundEntry(seats=(SeatEntry(call=0), SeatEntry(call=1), SeatEntry(call=1)))] * 3
    found = WHIST.forbidden_calls(players=3, plan=plan, entry=entry, seat=0, history=zeros,
                                  options=options)
    assert 0 in found
    off = WHIST.options(3, {"hook": False, "zero_streak": False})
    assert WHIST.forbidden_calls(players=3, plan=plan, entry=entry, seat=0, history=zeros,
                                 options=off) == {}
    assert SIXTH.forbidden_calls(players=3, plan=plan, entry=entry, seat=0, history=zeros,
                                 options=SIXTH.options(3, {})) == {}


def test_shedding_is_games_of_hand_points_and_who_wins_depends_on_the_mode():
    form, _, options = _form(SHED, 3)
    assert form.phases == (HAND,) and form.kind == "game" and not form.calls
    assert SHED.higher_wins_for(options) is False
    assert SHED.higher_wins_for(SHED.options(3, {"mode": "last-man-standing"})) is True
    assert SIXTH.higher_wins_for(SIXTH.options(3, {})) is True


def test_every_form_uses_the_known_words_and_phases():
    for sheet, players in ((SIXTH, 2), (SIXTH, 5), (WHIST, 4), (SHED, 4)):
        form, _, _ = _form(sheet, players, **({"removed": "red"} if players == 2 else {}))
        assert set(form.phases) <= set(PHASES) and len(set(form.phases)) == len(form.phases)
        assert form.kind in KINDS and form.trump_word in TRUMP_WORDS
        assert form.trump_way in TRUMP_WAYS and form.call_word in CALL_WORDS + ("",)


def test_trick_and_double_choices():
    options = SIXTH.options(3, {})
    plan = SIXTH.plan(players=3, first_dealer=0, index=0, options=options)
    entry = RoundEntry(seats=(SeatEntry(tricks=5, doubles=1), SeatEntry(), SeatEntry()))
    tricks = SIXTH.trick_choices(players=3, plan=plan, entry=entry, seat=1, options=options)
    assert tricks == tuple(range(plan.tricks + 2))
    assert SIXTH.double_choices(players=3, plan=plan, entry=entry, seat=0,
                                options=options) == (0, 1, 2)
