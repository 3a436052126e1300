"""The ScoreSheet says how a round is entered (issue 12): phases in order, choices, forbidden
calls and why, who wins for these options, and the game's words as keys of fixed phrases."""

from __future__ import annotations

from rules.registry import scoresheet
from rules.message import Message, Seat
from rules.paint import Paint
from rules.scoresheet import (CALL, CALL_WORDS, DOUBLES, HAND, PHASES, TRICKS, TRUMP,
                              VOIDS, Phase, RoundEntry, SeatEntry)
from rules.sixth_sense.cards import PAINT
from rules.trump import COLOUR, NO_TRUMP, SUIT, Trump, TrumpWords, trump_stored

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
    assert TRUMP not in novice.phases and novice.trumps == ()
    assert str(novice.no_trump) == "Novice: no trump."
    two, _, _ = _form(SIXTH, 2, removed="purple")
    assert VOIDS in two.phases and two.voids == (0, 1, 2, 3, 4)
    assert "purple" not in [c.key for c in two.trumps] and len(two.trumps) == 4


def test_sixth_sense_calls_are_the_prediction_cards():
    form, _, _ = _form(SIXTH, 3)
    values = [c.value for c in form.calls]
    assert 9 not in values and 6 in values and values == sorted(values)
    assert form.call_label(6) == "6/9" and form.call_label(10) == "10"
    assert form.call_word == "prediction"


def test_a_trump_choice_is_the_trump_itself_with_its_paint_and_its_word():
    """Issue 22: a choice's value is the typed trump; the chip's paint comes from the game's
    cards (its PAINT) and its word is the engine's term; the control's name is derived."""
    form, _, _ = _form(SIXTH, 3)
    red = form.trump_choice(Trump(COLOUR, "red"))
    assert red is not None and red.paint == PAINT["red"] and isinstance(red.paint, Paint)
    assert red.key == "red" and str(red.said) == "red"
    assert trump_stored("red", form.trumps) is red.value and form.trumps[0].value.kind == COLOUR
    whist, _, _ = _form(WHIST, 4)
    assert [c.value for c in whist.trumps][-1] is NO_TRUMP and whist.trumps[-1].key == "none"
    assert all(c.paint is None for c in whist.trumps)  # worded suit chips, as before
    assert whist.trump_choice(Trump(SUIT, "H")).key == "H"


def test_whist_trump_choices_and_the_turned_card():
    form, plan, _ = _form(WHIST, 4)
    assert [c.value for c in form.calls] == list(range(plan.cards + 1))
    assert trump_stored(None, form.trumps) is NO_TRUMP and form.trump_choice(NO_TRUMP).said is not None
    assert form.trump_after_calls and form.call_word == "bid"
    words = form.trump_words
    assert (words.control, words.wide, words.chooser) == ("suit", False, True)
    assert str(words.said(words.chosen, "spades")) == "Trump: spades"
    assert words.asking(2, (3, 1, 3)) == Message(
        "Trump — {name} chooses (first of the equal highest bids)", (("name", Seat(2)),))
    assert str(words.asking(None, ())) == "Trump — the highest bidder chooses"
    one, plan1, _ = _form(WHIST, 4, index=6)  # 7 down to 1: the 7th round deals 1 card
    assert plan1.cards == 1 and str(one.trump_words.ask) == "Trump — the turned card's suit"
    assert not one.trump_words.chooser
    assert NO_TRUMP not in [c.value for c in one.trumps] and len(one.trumps) == 4


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
    assert form.phases == (HAND,) and not form.calls
    assert SHED.higher_wins_for(options) is False
    assert SHED.higher_wins_for(SHED.options(3, {"mode": "last-man-standing"})) is True
    assert SIXTH.higher_wins_for(SIXTH.options(3, {})) is True


def test_every_form_uses_the_known_words_and_phases():
    for sheet, players in ((SIXTH, 2), (SIXTH, 5), (WHIST, 4), (SHED, 4)):
        form, _, _ = _form(sheet, players, **({"removed": "red"} if players == 2 else {}))
        assert set(form.phases) <= set(PHASES) and len(set(form.phases)) == len(form.phases)
        assert all(isinstance(p, Phase) for p in form.phases)
        assert isinstance(form.trump_words, TrumpWords)
        assert form.call_word in CALL_WORDS + ("",)
        assert all(isinstance(c.value, Trump) for c in form.trumps)


def test_trick_and_double_choices():
    options = SIXTH.options(3, {})
    plan = SIXTH.plan(players=3, first_dealer=0, index=0, options=options)
    entry = RoundEntry(seats=(SeatEntry(tricks=5, doubles=1), SeatEntry(), SeatEntry()))
    tricks = SIXTH.trick_choices(players=3, plan=plan, entry=entry, seat=1, options=options)
    assert tricks == tuple(range(plan.tricks + 2))
    assert SIXTH.double_choices(players=3, plan=plan, entry=entry, seat=0,
                                options=options) == (0, 1, 2)
