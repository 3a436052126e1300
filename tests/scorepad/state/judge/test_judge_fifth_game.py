"""Prism's judge on its own (tests/games/prism; the whole game, judged from its round, is in
test_fifth_game.py): the colour taken out with 2 players, the judge screen's parts drawn in
Prism's paint and words, and the engine's typed core giving what its JSON gives.

Prism is registered in `rules.registry` for each test only; `JudgeState` and the judge screen's
parts (`scorepad.ui.judge`) know no game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import flet as ft
import pytest

from rules import cli
from rules.trump import COLOUR, Trump
from scorepad.services.judge import rulings as judging
from scorepad.state.judge import SIX, JudgeState
from scorepad.ui import judge as judge_ui
from tests.games import prism
from tests.games.prism.cards import PAINT
from tests.scorepad.controls import controls, identifiers


@pytest.fixture
def registered(monkeypatch):
    prism.register(monkeypatch)


def _find(control, identifier: str) -> ft.Control:
    return next(c for c in controls(control) if getattr(c, "identifier", None) == identifier)


def _texts(control) -> str:
    return " ".join(str(getattr(c, "value", "")) for c in controls(control)
                    if isinstance(c, ft.Text))


def _two_player_judge() -> JudgeState:
    """An open judge (no game): 2 players, jade taken out, cobalt trump, Player 1 leads."""
    js = JudgeState()
    js.choose_game(prism.GAME)
    js.set_players(2)
    js.set_removed("jade")
    js.set_trump("cobalt")
    js.set_leader(0)
    return js


def test_the_judge_takes_the_colour_out_for_two_players(registered):
    assert prism.GAME in judging.games()
    js = _two_player_judge()
    assert js.error is None and js.table.removed == "jade"
    assert js.table.colours == ("cobalt", "saffron", "garnet")
    js.pick_colour("jade")  # taken out: not a colour of this table
    assert js.error and js.trick.colour is None
    js.pick_colour("garnet")
    js.pick_value(10)
    js.pick_colour("cobalt")
    js.pick_value(2)
    assert js.complete and js.can_take_double
    assert js.explanation == ("Cobalt 2 is the highest trump: Player 2 wins the trick. A 10 is "
                              "in the trick: Player 2 may take it as two tricks.")
    js.set_trump("jade")  # taken out: not a trump
    assert js.error and js.table.trump.name == "cobalt"


def test_the_judge_screen_paints_prisms_colours(registered):
    """The colour chips are drawn in the paint Prism gives (its cards' PAINT)."""
    js = _two_player_judge()
    entry = judge_ui.entry(js)
    for colour in ("cobalt", "saffron", "garnet"):
        chip = _find(entry, f"judge-colour-{colour}")
        painted = {getattr(c, "bgcolor", None) for c in controls(chip)}
        assert PAINT[colour].background in painted, (colour, painted)
    assert "judge-colour-jade" not in identifiers(entry)  # taken out


def test_the_judge_says_prisms_words_not_another_games(registered):
    """What the judge asks and says about a Prism card is Prism's: a 1 is declared 1 or 11,
    a value that is not one is refused in Prism's terms, and no other game is named."""
    js = _two_player_judge()
    js.pick_colour("saffron")
    js.pick_value(12)
    assert js.error and "the 6 stands in" not in js.error and "9" not in js.error
    js.pick_value(1)
    assert js.trick.question == SIX
    asked = judge_ui.entry(js)
    assert {"judge-six-1", "judge-six-11"} <= identifiers(asked)
    assert "1 or 11" in _texts(asked) and "6 or 9" not in _texts(asked)
    js.answer_six(11)
    line = _texts(judge_ui.plays_list(js))
    assert "saffron 1 as 11" in line or "declared 11" in line, line
    js.set_players(3)
    js.set_removed("garnet")  # 3 players take nothing out
    assert js.error and "6th Sense" not in js.error


@dataclass(frozen=True)
class Played:
    """A play as the app hands it to the form's typed calls: a card as written, what its
    owner declared it as (the app's `Play`, `rules.judge_form.Play` with issue 22's judge work)."""

    card: str
    declared: int | None = None
    block: int | None = None

    def to_json(self):
        return self.card if self.declared is None else {"card": self.card, "as": self.declared}


def test_the_typed_core_gives_what_the_json_gives(registered):
    """The form's typed calls (typed plays, a typed trump) and `python -m rules judge`'s JSON
    are one engine: the same ruling, the same words."""
    plays = [Played("cobalt 7"), Played("cobalt 10"), Played("cobalt 1", declared=11)]
    ruling = prism.JUDGE_FORM.rule_trick(players=3, trump=Trump(COLOUR, "garnet"), leader=2,
                                         plays=plays)
    assert (ruling.winner, ruling.complete, ruling.double, ruling.next_leader) == (1, True,
                                                                                    True, 1)
    request = prism.JUDGE_FORM.trick_request(players=3, trump="garnet", leader=2,
                                             plays=[p.to_json() for p in plays])
    assert cli.answer(request) == ruling.as_json()
    tricks = [(plays, True), ([Played("jade 4"), Played("jade 9"), Played("garnet 2")], False)]
    whole = prism.JUDGE_FORM.rule_round(players=3, dealer=1, trump="garnet", tricks=tricks,
                                        calls=[2, 1, 1], hand=4, settings={"miss": "penalty"})
    assert whole.taken == (1, 2, 0) and whole.leaders == (2, 1) and not whole.complete
    request = prism.JUDGE_FORM.round_request(
        players=3, dealer=1, trump="garnet", calls=[2, 1, 1], hand=4,
        tricks=[([p.to_json() for p in t], d) for t, d in tricks], settings={"miss": "penalty"})
    assert cli.answer(request) == whole.as_json()


@pytest.mark.parametrize("request_, at", [
    ({"players": 3, "trump": None, "plays": [{"card": "jade 4", "as": 11}]}, "plays[0]"),
    ({"players": 2, "trump": None, "removed": "jade", "plays": ["jade 3"]}, "plays[0]"),
    ({"players": 3, "trump": "saffron", "bids": ["x", 1, 0], "hand": 3, "tricks": []},
     "bids[0]"),
    ({"players": 3, "trump": "saffron", "bids": [1, 1, 0], "hand": 1,
      "tricks": [{"plays": ["jade 1", "jade 2", "jade 3"], "take_double": True}]},
     "tricks[0].take_double"),
])
def test_a_request_prism_refuses_is_one_line_saying_where(registered, request_, at):
    kind = "round" if "tricks" in request_ else "trick"
    out, ok = cli.answer_text(json.dumps({"kind": kind, "game": prism.GAME, **request_}))
    assert not ok and out["at"] == at and "\n" not in out["error"], out
