"""A fourth game with painted colour trumps (issue 22): its colours are its own, painted by
its sheet (`Choice.paint`), and the round screen's chips draw them through `RoundState` with
no colour table of the app's (the chip once looked colour words up in `theme.CARD_COLOURS`
and raised KeyError for any other)."""

from __future__ import annotations

import sys
import types

import flet as ft
import pytest

from rules import registry
from rules.message import msg, term
from rules.paint import Paint
from rules.scoresheet import CALL, TRICKS, TRUMP, Choice, EntryForm
from rules.trump import COLOUR, Trump, TrumpWords
from scorepad.services.games.service import GameService
from scorepad.state.round import RoundState, choice_word
from scorepad.store.db import open_store
from scorepad.ui.round import trump as round_trump
from scorepad.ui.widgets import chip
from tests.scorepad.state.test_fourth_game import ExactlySheet

GAME = "tinted"
TEAL, AMBER = Paint("#00796B", "#FFFFFF"), Paint("#FFB300", "#111111")
TINTS = (Choice(Trump(COLOUR, "teal"), "teal", term("teal"), TEAL),
         Choice(Trump(COLOUR, "amber"), "amber", term("amber"), AMBER))


class TintedSheet(ExactlySheet):
    """Exactly, with a trump turned up first: one of two colours no other game has."""

    game = GAME
    title = "Tinted"

    def entry_form(self, *, players, plan, options) -> EntryForm:
        return EntryForm(phases=(TRUMP, CALL, TRICKS),
                         calls=tuple(Choice(v, str(v)) for v in range(4)), trumps=TINTS,
                         call_word="bid", trump_words=TrumpWords(
                             ask=msg("Trump — tap the colour turned up")))


@pytest.fixture
def rs(monkeypatch, tmp_path):
    module = types.ModuleType("tests_tinted_game")
    module.SCORESHEET = TintedSheet()
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(registry.GAMES, GAME, module.__name__)
    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    service = GameService(store)
    view = service.start_game(game=GAME, players=["Ann", "Bob"], first_dealer=0)
    state = RoundState(service, view.id)
    assert state.load()
    yield state
    store.close()


def _box(control: ft.Control) -> ft.Container:
    return control.content  # the chip: Semantics over its Container


def test_a_fourth_games_painted_trumps_reach_the_chips(rs, monkeypatch):
    assert rs.has_trump and rs.show_trump
    assert rs.trump_choices == (TINTS[0].value, TINTS[1].value)
    rs.choose_trump(TINTS[1].value)
    assert rs.trump == TINTS[1].value and rs.entry.trump is TINTS[1].value
    handed = []  # what the screen hands its memoised row (drawn in a session only)
    monkeypatch.setattr(round_trump, "TrumpRow", lambda *args, key: handed.append(args))
    round_trump.trump_row(rs)
    control, wide, chips, trump, prompt, asked, choose = handed[0]
    assert (control, wide, trump, prompt) == ("trump", True, rs.trump, "Trump: amber")
    drawn = round_trump.trump_chips(control, wide, chips, trump, choose)
    assert [c.identifier for c in drawn] == ["round-trump-teal", "round-trump-amber"]
    assert [_box(c).bgcolor for c in drawn] == [TEAL.background, AMBER.background]
    assert [c.selected for c in drawn] == [False, True]
    drawn[0].content.on_click()  # the chip hands the trump itself to the state
    assert rs.trump == TINTS[0].value and rs.trump_value == Trump(COLOUR, "teal")


def test_a_chip_without_paint_is_drawn_in_the_theme():
    box = _box(chip("x", "X", None))
    assert box.bgcolor == ft.Colors.SURFACE_CONTAINER_HIGHEST
    assert _box(chip("y", "Y", None, paint=TEAL)).bgcolor == TEAL.background
