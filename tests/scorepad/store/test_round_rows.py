"""A round's rows <-> its entry (issue 30, item 1): the trump's stored name is read into the
round's own value once, against that round's choices, and written back as the same name."""

from __future__ import annotations

import pytest

from rules.registry import game_ids, scoresheet
from rules.trump import COLOUR, NO_TRUMP, SUIT, Trump
from scorepad.store.round_rows import TrumpReader, trump_cell


def _reader(game, players=3, options=None):
    sheet = scoresheet(game)
    return TrumpReader(sheet, players=players, first_dealer=0,
                       options=sheet.options(players, options or {}))


@pytest.mark.parametrize("game", game_ids())
def test_every_choice_of_every_game_reads_back_as_itself(game):
    sheet = scoresheet(game)
    options = sheet.options(3, {})
    read = _reader(game)
    plan = sheet.plan(players=3, first_dealer=0, index=0, options=options)
    for choice in sheet.entry_form(players=3, plan=plan, options=options).trumps:
        assert read(0, trump_cell(choice.value)) == choice.value


def test_null_is_no_trump_only_where_the_round_offers_it():
    whist = _reader("nomination-whist", options={"short": True})
    assert whist(0, None) is NO_TRUMP and whist(0, "S") == Trump(SUIT, "S")
    assert whist(6, None) is None  # the 1-card round: a turned card, never no trump
    assert _reader("sixth-sense")(0, None) is None  # not turned yet
    assert _reader("sixth-sense", options={"scoring": "novice"})(0, None) is None
    assert trump_cell(NO_TRUMP) is None and trump_cell(None) is None


def test_a_name_no_choice_has_is_kept_for_the_sheet_to_refuse():
    read = _reader("sixth-sense", players=2, options={"removed": "red"})
    assert read(0, " RED ") == Trump(COLOUR, " RED ")
    assert read(0, "red") == Trump(COLOUR, "red")  # taken out: the sheet says so
    assert read(0, "blue") == Trump(COLOUR, "blue")


def test_a_game_the_table_ended_reads_its_trumps_up_to_its_end():
    """A game ended as it stood (PLAYERS.md) has no round after its end: the reader's tables
    stop there, and every round's trump reads as the colour it was."""
    from rules.table import END, LEAVE, Change

    sheet = scoresheet("sixth-sense")
    read = TrumpReader(sheet, players=3, first_dealer=0, options=sheet.options(3, {}),
                       changes=[Change(1, LEAVE, 2, removed="green"), Change(2, END)])
    assert read(0, "yellow") == Trump(COLOUR, "yellow")
    assert read(1, "blue") == Trump(COLOUR, "blue")
