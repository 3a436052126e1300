"""A typed trump (issue 12, item 4; issue 30, item 1): colour, suit, no trump and not chosen are
distinct; a round's entry holds the value, and the stored form is read in one place
(`rules.trump.trump_stored`, against the round's choices); `" RED "` is refused with a clear
message, never stored as something else."""

from __future__ import annotations

import pytest

from rules.registry import scoresheet
from rules.scoresheet import TRUMP, RoundEntry, SeatEntry
from rules.trump import (COLOUR, NO_TRUMP, NOT_CHOSEN, SUIT, Trump, is_choice, stored_name,
                         trump_stored)

SIXTH, WHIST, SHED = (scoresheet(g) for g in ("sixth-sense", "nomination-whist", "shedding"))


def form_of(sheet, players, raw, index=0):
    options = sheet.options(players, raw)
    plan = sheet.plan(players=players, first_dealer=0, index=index, options=options)
    return sheet, plan, options, sheet.entry_form(players=players, plan=plan, options=options)


def test_the_four_values_are_distinct():
    _, _, _, colours = form_of(SIXTH, 3, {})
    _, _, _, suits = form_of(WHIST, 3, {})
    assert trump_stored("red", colours.trumps) == Trump(COLOUR, "red") == colours.trumps[3].value
    assert trump_stored("S", suits.trumps) == Trump(SUIT, "S")
    assert trump_stored(None, suits.trumps) is NO_TRUMP  # whist offers "no trump"
    assert trump_stored(None, colours.trumps) is None  # 6th Sense: not turned yet
    assert len({Trump(COLOUR, "red"), Trump(SUIT, "S"), NO_TRUMP, NOT_CHOSEN}) == 4
    assert NO_TRUMP.chosen and not NOT_CHOSEN.chosen and stored_name(NO_TRUMP) is None
    # written back as read: the name, or null
    assert [stored_name(trump_stored(v, suits.trumps)) for v in ("S", None)] == ["S", None]


def test_the_one_card_round_has_no_no_trump_and_novice_has_no_trump_phase():
    *_, last = form_of(WHIST, 3, {"short": True}, index=6)
    assert trump_stored(None, last.trumps) is None  # the turned card not written down
    assert not is_choice(NO_TRUMP, last.trumps) and is_choice(None, last.trumps)
    *_, novice = form_of(SIXTH, 3, {"scoring": "novice"})
    assert not novice.has(TRUMP) and novice.trumps == ()  # novice is not a trump value


def check(sheet, players, raw, stored, calls_tricks):
    """The sheet's trump problems with a round whose trump was stored as `stored` (read as a
    load or an import reads it)."""
    _, plan, options, form = form_of(sheet, players, raw)
    trump = trump_stored(stored, form.trumps)
    entry = RoundEntry(tuple(SeatEntry(call=c, tricks=t) for c, t in calls_tricks), trump=trump)
    return [p for p in sheet.check(players=players, plan=plan, entry=entry, options=options)
            if p.field == "trump"]


SIX_ROUND = ((4, 4), (5, 5), (4, 4))  # 13 tricks, 3 players
WHIST_ROUND = ((2, 2), (3, 3), (1, 2))  # 7 tricks


@pytest.mark.parametrize("given", [" RED ", "RED", "Red", "red ", "pink", 3])
def test_a_colour_not_exactly_as_stored_is_refused_with_a_clear_message(given):
    problems = check(SIXTH, 3, {}, given, SIX_ROUND)
    assert len(problems) == 1
    assert problems[0].message == (f"{given!r} is not a colour: the colours are blue, green, "
                                   "purple, red, yellow.")
    assert check(SIXTH, 3, {}, "red", SIX_ROUND) == []


@pytest.mark.parametrize("given", [" S", "s", "spades", "Z"])
def test_a_suit_not_exactly_as_stored_is_refused(given):
    problems = check(WHIST, 3, {}, given, WHIST_ROUND)
    assert [p.field for p in problems] == ["trump"] and "not a trump" in problems[0].message
    assert check(WHIST, 3, {}, "S", WHIST_ROUND) == check(WHIST, 3, {}, None, WHIST_ROUND) == []


def test_the_colour_taken_out_cannot_be_trump():
    rows = ((4, 7), (5, 7))  # 14 tricks with 2 players
    problems = check(SIXTH, 2, {"removed": "red"}, "red", rows)
    assert len(problems) == 1
    assert problems[0].message.endswith("was taken out of the deck, so it cannot be trump.")
    assert check(SIXTH, 2, {"removed": "red"}, "blue", rows) == []



def test_a_novice_round_records_no_trump():
    """Novice rounds have no trump phase: a trump recorded there is refused, so what a load
    reads back (no trump choices: none) is what was checked."""
    assert [p.message for p in check(SIXTH, 3, {"scoring": "novice"}, "red", SIX_ROUND)] == [
        "Novice: no trump."]
    assert check(SIXTH, 3, {"scoring": "novice"}, None, SIX_ROUND) == []
