"""The judge's house rules part (scorepad/ui/judge/house.py) in every language: the engine's
words for each rule and its choices (the same as New game's chips), the rule sheet's choice
marked, the line naming a chosen rule; attached, the game's rules as a line, no chips."""

from __future__ import annotations

import flet as ft
import pytest

from rules.options import OptionSpec
from scorepad.state.judge import JudgeState
from scorepad.state.options_text import option_specs
from scorepad.ui.judge.house import house_part
from scorepad.words import LANGUAGES, say, speaking
from tests.scorepad.controls import controls, identifiers
from tests.scorepad.state.conftest import service  # noqa: F401 (the fixture)


def texts(control: ft.Control | None) -> list[str]:
    return [c.value for c in controls(control) if isinstance(c, ft.Text) and c.value]


def spec(key: str) -> OptionSpec:
    return next(s for s in option_specs("sixth-sense") if s.key == key)


def opened() -> JudgeState:
    js = JudgeState()
    js.set_players(2)
    js.house_open = True
    return js


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_house_rules_are_said_in_the_engines_words(lang):
    js = opened()
    with speaking(lang):
        shown = texts(house_part(js))
        peek = spec("peek")
        labels = [say(s.label) for s in map(spec, ("six_at_nine", "void_leader", "peek",
                                                   "block_limit"))]
        led, even = (say(p.label) for p in peek.picks)
        js.set_house("peek", "led_even_blocked")
        line = texts(house_part(js))
        changed = say(peek.house("led_even_blocked"))
    assert all(label in shown for label in labels), (lang, shown)
    # the rule sheet's choice says so, the other does not
    assert any(t.lower().startswith(led.lower()) and t.lower() != led.lower() for t in shown)
    assert any(t.lower() == even.lower() for t in shown)
    assert not any("{" in t for t in shown + line)
    assert any(changed in t for t in line), (lang, line)


def test_the_chips_are_named_after_the_engines_options():
    ids = identifiers(house_part(opened()))
    for key in ("six_at_nine", "void_leader", "peek", "block_limit"):
        s = spec(key)
        assert {f"judge-{s.control}-{p.key}" for p in s.picks} <= ids
    assert {"judge-house", "judge-house-toggle", "judge-house-peek-even-blocked"} <= ids
    js = JudgeState()  # closed: the line and the toggle only
    assert identifiers(house_part(js)) == {"judge-house", "judge-house-toggle"}
    js.choose_game("nomination-whist")  # no house rule changes its judge's answers
    assert house_part(js) is None


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_no_english_left(lang):
    js = opened()
    with speaking("en"):
        english = texts(house_part(js))
    with speaking(lang):
        theirs = texts(house_part(js))
    same = [t for t in theirs if t in english and not t[:1].isdigit()]
    assert not same, (lang, same)


def test_attached_the_games_house_rules_are_shown_not_chosen(service):
    from tests.scorepad.state.judge.test_judge_house_rules import attached, new_game

    js = attached(service, new_game(service, "Ann", "Bob", "Cy", peek="led_even_blocked"))
    js.house_open = True
    part = house_part(js)
    assert identifiers(part) == {"judge-house"}  # no chip, no toggle
    with speaking("nl"):
        shown = texts(house_part(js))
        said = say(spec("peek").house("led_even_blocked"))
    assert "Huisregels (van het spel)" in shown and any(said in t for t in shown), shown
