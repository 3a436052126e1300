"""A trump tap converts nothing until the round is saved (issue 30, item 1): the chip hands the
trump's value, the draft holds it, the round's entry holds it through the sheet's check and the
preview; its stored name is written once, when the round is saved, and read once, when the
game is loaded again.

Every function that turns a trump's name into its value or back (`rules.trump`'s edge pair,
the judge's `trump_name` and 6th Sense's `_colour`, the judged rows' `trump_of`) is counted
wherever it is bound, for one whole game of 6th Sense and of nomination whist."""

from __future__ import annotations

import sys
from collections import Counter

import pytest

import rules.judge_form
import rules.sixth_sense.judge_form
import rules.trump
import scorepad.store.judged_rows
from scorepad.state.round import RoundState

#: (module, name) of each function that converts a trump's name <-> its value
CONVERTERS = ((rules.trump, "trump_stored"), (rules.trump, "stored_name"),
              (rules.judge_form, "trump_name"), (rules.sixth_sense.judge_form, "_colour"),
              (scorepad.store.judged_rows, "trump_of"))


@pytest.fixture
def conversions(monkeypatch):
    """Counts calls of every converter, by its name, wherever a module bound it."""
    counts: Counter[str] = Counter()
    for module, name in CONVERTERS:
        real = getattr(module, name)

        def counted(*args, _real=real, _name=name, **kwargs):
            counts[_name] += 1
            return _real(*args, **kwargs)
        for loaded in list(sys.modules.values()):
            for attr, value in list(getattr(loaded, "__dict__", {}).items()):
                if value is real:
                    monkeypatch.setattr(loaded, attr, counted)
    return counts


def _tap_check_save(rs: RoundState, conversions: Counter, trump, calls, tricks) -> None:
    for seat in rs.order:
        rs.enter_prediction(seat, calls[seat])
    for seat in rs.order:
        if rs.tricks[seat] is None:
            rs.enter_tricks(seat, tricks[seat])
    conversions.clear()
    rs.choose_trump(trump)  # the chip's tap: the value itself; the check and the preview run
    assert rs.trump == trump and rs.complete and rs.preview is not None, rs.problems
    assert rs.entry.trump is trump  # the entry the sheet checks holds the very value
    assert sum(conversions.values()) == 0, conversions
    assert rs.confirm(), (rs.error, rs.problems)
    assert conversions == Counter(stored_name=1), conversions  # the row's name, written once


def test_a_colour_tap_converts_nothing_until_the_save_writes_it_once(service, four,
                                                                     conversions):
    rs = RoundState(service, four)
    assert rs.load()
    red = next(t for t in rs.trump_choices if t.name == "red")
    _tap_check_save(rs, conversions, red, {0: 4, 1: 3, 2: 3, 3: 3}, {0: 4, 1: 3, 2: 3, 3: 3})
    assert rs.view.rounds[0].entry.trump is red  # the saved view keeps the value

    conversions.clear()
    again = RoundState(service, four)
    service._views.clear()  # a fresh read of the rows, as another device makes
    assert again.load()
    assert again.view.rounds[0].entry.trump == red
    assert conversions == Counter(trump_stored=1), conversions  # read once, at load


def test_whist_no_trump_is_a_value_from_the_tap_to_the_save(service, conversions):
    from rules.trump import NO_TRUMP

    gid = service.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"],
                             first_dealer=0).id
    rs = RoundState(service, gid)
    assert rs.load()
    cards = rs.plan.tricks
    calls = {0: 0, 1: 1, 2: 0}
    tricks = {0: 0, 1: 1, 2: cards - 1}
    _tap_check_save(rs, conversions, NO_TRUMP, calls, tricks)
    conversions.clear()
    service._views.clear()
    assert service.get(gid).rounds[0].entry.trump is NO_TRUMP  # null read back as no trump
    assert conversions == Counter(trump_stored=1), conversions
