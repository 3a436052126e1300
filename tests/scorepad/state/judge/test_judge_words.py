"""The judge's words go through scorepad.words: a language's catalog changes what the judge
shows, English stays as it was, and the engine's message is shown when it gives one."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import flet as ft
import pytest

import scorepad.words
from rules.language import catalog
from rules.message import Seat, msg
from scorepad.services.judge import rulings as judging
from scorepad.state.judge import SIX, ZERO, JudgeState
from scorepad.ui import judge as judge_ui
from scorepad.words import say, speaking
from tests.scorepad.controls import controls

GERMAN = {
    "Who won the trick?": "Wer hat den Stich gewonnen?",
    "Player {number}": "Spieler {number}",
    "So far {player} is winning.": "Bisher liegt {player} vorn.",
    "A trick has {lo} to {hi} players, not {count}.":
        "Ein Stich hat {lo} bis {hi} Spieler, nicht {count}.",
    "Colour {colour}": "Farbe {colour}",
    "red": "rot",
}


def _po(entries: dict[str, str]) -> str:
    out = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"',
           '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', ""]
    for english, german in entries.items():
        out += [f'msgid "{english}"', f'msgstr "{german}"', ""]
    return "\n".join(out)


@pytest.fixture
def german(tmp_path: Path, monkeypatch):
    """A tiny German catalog for the app's words, in place of the real one."""
    (tmp_path / "de.po").write_text(_po(GERMAN), encoding="utf-8")
    monkeypatch.setattr(scorepad.words, "APP_LOCALE", tmp_path)
    catalog.cache_clear()
    yield
    catalog.cache_clear()


def _judge() -> JudgeState:
    js = JudgeState()
    js.set_players(4)
    js.set_trump("blue")
    js.set_leader(0)
    return js


def _play(js: JudgeState, colour: str, value: int) -> None:
    js.pick_colour(colour)
    js.pick_value(value)


def _texts(control) -> list[str]:
    """Every text and screen-reader label in a control tree."""
    return [v for c in controls(control)
            for v in (getattr(c, n, None) for n in ("value", "label", "tooltip",
                                                    "semantics_label"))
            if isinstance(v, str)]


def test_the_judge_speaks_the_sessions_language(german):
    js = _judge()
    _play(js, "red", 5)
    _play(js, "red", 7)
    with speaking("de"):
        assert js.table.title == "Wer hat den Stich gewonnen?"
        assert js.table.seat_name(1) == "Spieler 2"
        status = _texts(judge_ui.verdict(js))
        js.set_players(9)
        error = js.error
    assert "Bisher liegt Spieler 2 vorn." in status
    assert error == "Ein Stich hat 2 bis 6 Spieler, nicht 9."


def test_a_chips_screen_reader_label_and_its_word_are_translated(german):
    js = _judge()
    with speaking("de"):
        texts = _texts(judge_ui.entry(js))
    assert "Farbe Rot" in texts and "Rot" in texts  # the colour named: a noun
    assert "Colour red" not in texts


def test_english_stays_as_it_was(german):
    js = _judge()
    _play(js, "red", 5)
    _play(js, "red", 7)
    assert js.table.title == "Who won the trick?"
    assert "So far Player 2 is winning." in _texts(judge_ui.verdict(js))
    js.set_players(9)
    assert js.error == "A trick has 2 to 6 players, not 9."
    texts = _texts(judge_ui.entry(js))
    assert "Colour red" in texts and "Red" in texts


def test_a_word_missing_from_the_catalog_stays_english(german):
    """The app's phrase "trump {suit}" is not in this catalog: it stays English; the colour
    is the engine's word for it, in the engine's German."""
    from rules.language import render
    from rules.message import Term

    js = _judge()
    blue = render(Term("blue"), lang="de")
    assert blue != "blue"
    with speaking("de"):
        assert js.trump_text == f"trump {blue}"


def _saying(monkeypatch, said) -> None:
    """The engine's rulings as they are, but saying `said` (its rule with it)."""
    real = judging.rule_trick

    def rule_trick(game, **values):
        return dataclasses.replace(real(game, **values), said=said,
                                   rule=getattr(said, "rule", None))

    monkeypatch.setattr(judging, "rule_trick", rule_trick)


def test_the_engines_message_is_shown_with_the_players_names(monkeypatch):
    said = msg("{seat} plays the highest card.", seat=Seat(1), rule="sixth-sense-trick")
    _saying(monkeypatch, said)
    js = _judge()
    _play(js, "red", 5)
    _play(js, "red", 7)
    assert js.trick.ruling.said is said
    assert js.explanation == "Player 2 plays the highest card."
    assert js.trick.rule == "sixth-sense-trick"
    js.undo()
    js.undo()
    assert js.trick.ruling is None and js.trick.rule is None


def test_every_ruling_carries_the_engines_message_naming_the_players():
    js = _judge()
    _play(js, "red", 5)
    _play(js, "red", 7)
    english = js.trick.ruling.explanation
    assert "seat 1" in english.lower() and js.trick.ruling.said is not None
    assert js.explanation == english.replace("seat 1", "Player 2").replace("Seat 1", "Player 2")
    assert js.trick.rule == js.trick.ruling.said.rule


def test_the_state_keeps_the_engines_typed_ruling_judged_once(monkeypatch):
    """The trick is ruled once per card, in types (`JudgeForm.rule_trick`): the state keeps
    that ruling, the same the form gives for the same values."""
    from rules.judge_form import Play
    from rules.trump import COLOUR, Trump

    calls = []
    real = judging.rule_trick
    monkeypatch.setattr(judging, "rule_trick",
                        lambda game, **values: calls.append(values) or real(game, **values))
    js = _judge()
    _play(js, "red", 5)
    _play(js, "red", 7)
    assert len(calls) == 2
    ruled = judging.form(judging.GAME).rule_trick(
        players=4, trump=Trump(COLOUR, "blue"), leader=0, plays=[Play("red 5"), Play("red 7")])
    assert js.trick.ruling == ruled and js.trick.ruling.said == ruled.said


def test_the_split_state_keeps_the_names_other_modules_import():
    assert (ZERO, SIX) == ("zero", "six")
    assert callable(JudgeState.attach_to_round)
    js = JudgeState()
    for name in ("pick_colour", "next_trick", "use_round", "set_trump",
                 "save", "restore_round", "explanation"):
        assert hasattr(js, name), name
    assert hasattr(js.pile, "pick_colour")  # the pile: an observable of its own


def test_no_judge_module_is_over_400_lines():
    root = Path(scorepad.words.__file__).resolve().parent
    files = sorted((root / "state" / "judge").glob("*.py")) + sorted(
        (root / "ui" / "judge").glob("*.py")) + sorted(
        (root / "services" / "judge").glob("*.py"))
    assert len(files) >= 8
    for f in files:
        n = len(f.read_text(encoding="utf-8").splitlines())
        assert n <= 400, f"{f.name} has {n} lines"


def _find(control, identifier: str):
    return next((c for c in controls(control)
                 if getattr(c, "identifier", None) == identifier), None)


def test_an_explanation_that_rests_on_a_rule_links_to_it(monkeypatch):
    said = msg("{seat} plays the highest card.", seat=Seat(1), rule="sixth-sense-trick")
    _saying(monkeypatch, said)
    js = _judge()
    _play(js, "red", 5)
    opened: list[str] = []
    link = _find(judge_ui.verdict(js, on_rule=opened.append), "judge-rule-link")
    assert link is not None
    link.content.on_click()
    assert opened == ["sixth-sense-trick"]
    # no opener (or no rule): no link
    assert _find(judge_ui.verdict(js), "judge-rule-link") is None
    _saying(monkeypatch, msg("{seat} plays the highest card.", seat=Seat(1)))
    _play(js, "red", 7)
    assert _find(judge_ui.verdict(js, on_rule=opened.append), "judge-rule-link") is None


def test_an_engine_refusal_is_said_from_its_message_when_it_carries_one(monkeypatch):
    said = msg("{seat} has no bid yet.", seat=Seat(2))
    assert say(judging.JudgeError("english", None, said)) == "Seat 2 has no bid yet."
    assert say(judging.JudgeError("the engine's English")) == "the engine's English"

    def refuse(game, **values):
        raise judging.JudgeError("english only", "plays[1]", said)

    js = _judge()
    monkeypatch.setattr(judging, "rule_trick", refuse)
    _play(js, "red", 5)
    assert js.error == "Seat 2 has no bid yet." and js.trick.plays == ()


def test_the_judge_names_players_from_the_engines_message_not_a_regex():
    """Every game's answer keeps its message (`rules.message.Text.said`): the players are
    named by the renderer (`scorepad.words.say`; the app has no "seat N" regex any more)."""
    js = JudgeState()
    js.attach(game_id="g", round_index=0, names=["Ann", "Bob", "Cy"], trump="blue", leader=0,
              removed=None)
    for colour, value in (("red", 5), ("red", 7), ("red", 3)):
        _play(js, colour, value)
    assert js.complete and js.trick.ruling.winner == 1
    assert "seat" not in js.explanation.lower() and "Bob" in js.explanation, js.explanation
    assert "seat 1" in js.trick.ruling.explanation  # the judge's JSON keeps JUDGE.md's English


def test_the_judge_side_names_no_game_colour_or_suit():
    """Issue 22: nothing in state/judge or ui/judge*.py names a game, a colour or a suit (as
    a word in quotes), and no phrase there says one: the forms say them."""
    import re

    from rules.judge_form import judge_form, judged_games

    words = set()
    for game in judged_games():
        form = judge_form(game)
        words |= {game, str(form.named)} | set(form.colours)
        words |= {str(t) for t in form.terms.values()} | set(form.paint)
    root = Path(scorepad.words.__file__).resolve().parent
    files = sorted((root / "state" / "judge").glob("*.py")) + sorted(
        (root / "ui" / "judge").glob("*.py"))
    for f in files:
        text = f.read_text(encoding="utf-8")
        quoted = set(re.findall(r"[\"']([^\"'\n]{1,40})[\"']", text))
        found = {w for w in words if w in quoted or any(
            re.search(rf"\b{re.escape(w)}\b", q) for q in quoted if len(w) > 1)}
        assert not found, (f.name, found)
        assert not re.search(r"6th Sense|whist|shedding|no 9|\bgold\b", text, re.I), f.name
