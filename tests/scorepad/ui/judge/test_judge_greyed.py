"""A greyed card of the judge says why (issue 38, item 6): a value chip is greyed when its card is
already in the trick being entered or was played in an earlier trick of the round; the screen
says which values are greyed and why under the chips (`judge-greyed`), and the chip's words
for a screen reader say it too ("blue 5, already played in an earlier trick"), in every
language."""

from __future__ import annotations

import flet as ft
import pytest

from scorepad.state.judge import EARLIER, IN_TRICK, JudgeState
from scorepad.ui.judge import entry
from rules.message import Listing
from scorepad.words import LANGUAGES, speaking, tr, tr_n
from tests.scorepad.controls import controls


def chips(control: ft.Control) -> dict[str, ft.Control]:
    """identifier -> the chip's Semantics node."""
    return {c.identifier: c for c in controls(control)
            if isinstance(c, ft.Semantics) and (c.identifier or "").startswith("judge-value-")}


def label(chip: ft.Control) -> str:
    return next(c.semantics_label for c in controls(chip) if isinstance(c, ft.Text))


def greyed(chip: ft.Control) -> bool:
    return bool(chip.content.disabled)


def notes(control: ft.Control) -> list[str]:
    node = next((c for c in controls(control) if getattr(c, "identifier", None)
                 == "judge-greyed"), None)
    return [] if node is None else sorted(c.value for c in controls(node)
                                          if isinstance(c, ft.Text))


def second_trick() -> JudgeState:
    """3 players, red trump: blue 5, 7, 3 make the first trick; the second opens with blue 8
    and blue is picked for the next card."""
    js = JudgeState(None)
    js.set_players(3)
    js.set_trump("red")
    js.set_leader(0)
    for v in (5, 7, 3):
        js.pick_colour("blue")
        js.pick_value(v)
    js.next_trick()
    js.pick_colour("blue")
    js.pick_value(8)
    js.pick_colour("blue")
    return js


def test_the_state_says_where_a_card_was_played():
    js = second_trick()
    where = [js.trick.where_played(js.table.card_of("blue", v), js.round)
             for v in (5, 7, 3, 8, 4)]
    assert where == [EARLIER, EARLIER, EARLIER, IN_TRICK, None]
    assert [js.played("blue", v) for v in (5, 8, 4)] == [True, True, False]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_greyed_card_says_why_on_screen_and_to_a_screen_reader(lang):
    js = second_trick()
    with speaking(lang):
        shown = entry(js)
        by_id = chips(shown)
        words = {v: js.table.card_words(js.table.card_of("blue", v)) for v in (5, 8, 4)}
        earlier = tr("{card}, already played in an earlier trick", card=words[5])
        in_trick = tr("{card}, already in this trick", card=words[8])
        said = notes(shown)
        want = [tr_n("Greyed out, already in this trick: {values}.",
                     "Greyed out, already in this trick: {values}.", 1,
                     values=Listing(("8",))),
                tr_n("Greyed out, already played in an earlier trick of this round: {values}.",
                     "Greyed out, already played in earlier tricks of this round: {values}.", 3,
                     values=Listing(("3", "5", "7")))]
    assert greyed(by_id["judge-value-5"]) and greyed(by_id["judge-value-8"])
    assert not greyed(by_id["judge-value-4"])
    assert label(by_id["judge-value-5"]) == earlier and words[5] in earlier
    assert label(by_id["judge-value-8"]) == in_trick and words[8] in in_trick
    assert label(by_id["judge-value-4"]) == words[4]  # a card that can be played: its name
    assert said == sorted(want)
    if lang == "en":
        assert earlier == "blue 5, already played in an earlier trick"
        assert said == ["Greyed out, already in this trick: 8.",
                        "Greyed out, already played in earlier tricks of this round: 3, 5 and "
                        "7."]
        assert in_trick == "blue 8, already in this trick"
    else:  # translated: not the English sentence
        assert "already" not in earlier and all("Greyed" not in s for s in said)
        assert all("8" in s or "3" in s for s in said) and " and " not in said[-1]


def test_no_note_when_no_card_of_the_colour_is_greyed():
    js = second_trick()
    js.pick_colour("green")
    shown = entry(js)
    assert notes(shown) == [] and not any(greyed(c) for c in chips(shown).values())
