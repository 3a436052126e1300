"""A fourth game's judge plugs in by its judge form (issue 12): nothing under scorepad/ knows it.

"Stars", a test-only trick game: 18 cards, colours sun, moon and star, values 1 to 6, written
"sun-3". The leader's colour must be followed; the highest trump wins, else the highest card
of the led colour. A 6 is declared 6 or 1 by its owner. The table says how many cards each was
dealt (at most 18 // players); a player scores 1 a trick, plus 10 for taking exactly the bid.

The game is registered in `rules.registry` for these tests only (a module with `answer` and
`JUDGE_FORM`, as a game package), then judged through `JudgeState` (the judge screen's state)
and the judge screen's parts, as the app does for the three real games.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path

import flet as ft
import pytest

from rules import registry
from rules.errors import RulesError
from rules.judge_form import (ROUND, TRICK, JudgeForm, Play, RoundRuling, TrickRuling,
                             trump_name)
from rules.message import Seat, Term, msg
from scorepad.services.judge import rulings as judging
from scorepad.state.judge import SIX, JudgeState
from scorepad.ui import judge as judge_ui
from scorepad.ui.judge.whole_round import calls_editor
from tests.scorepad.controls import identifiers

GAME = "stars"
COLOURS = ("sun", "moon", "star")
VALUES = (1, 2, 3, 4, 5, 6)
BONUS = 10


def parse(text: str) -> tuple[str, int]:
    colour, _, value = str(text).partition("-")
    if colour not in COLOURS or not value.isdigit() or int(value) not in VALUES:
        raise RulesError(f"{text!r} is not a card of Stars", "plays")
    return colour, int(value)


def judge_trick(plays: list[Play], players: int, trump: str | None,
                leader: int) -> TrickRuling:
    """The rule above, written out plainly for the test (not the app's code)."""
    cards = []
    for p in plays:
        colour, value = parse(p.card)
        cards.append((colour, p.declared if p.declared is not None else value, p.card))
    if not cards:
        return TrickRuling(None, None, False, None, msg("No card yet."))
    led = cards[0][0]

    def rank(c):
        return (2 if c[0] == trump else 1 if c[0] == led else 0, c[1])

    best = max(range(len(cards)), key=lambda i: rank(cards[i]))
    seat = (leader + best) % players
    complete = len(cards) == players
    said = msg("{card} is the best card, so {seat} is winning.", card=Term(cards[best][2]),
               seat=Seat(seat))
    return TrickRuling(seat, best, complete, seat if complete else None, said)


def judge_round(players: int, dealer: int, trump: str | None, tricks, bids,
                hand: int) -> RoundRuling:
    leader = (dealer + 1) % players
    taken, rulings, leaders = [0] * players, [], []
    for plays in tricks:
        result = judge_trick(list(plays), players, trump, leader)
        rulings.append(result)
        leaders.append(leader)
        if result.complete:
            taken[result.winner] += 1
            leader = result.next_leader
    complete = len(rulings) == hand and all(t.complete for t in rulings)
    points = (tuple(t + (BONUS if b == t else 0) for b, t in zip(bids, taken))
              if complete else None)
    return RoundRuling(tuple(rulings), tuple(leaders), tuple(taken), complete, points)


def answer(kind: str, request) -> dict:
    """The game's JSON judge (`python -m rules judge`), on the same rule."""
    players = request.int("players")
    trump = request.raw("trump", None)
    if kind == TRICK:
        plays = [Play.of_json(p) for p in request.raw("plays")]
        return judge_trick(plays, players, trump, request.int("leader")).as_json()
    if kind == ROUND:
        tricks = [[Play.of_json(p) for p in t["plays"]] for t in request.raw("tricks")]
        return judge_round(players, request.int("dealer"), trump, tricks, request.raw("bids"),
                           request.int("hand")).as_json()
    raise RulesError(f"Stars has no {kind!r}", "kind")


class StarsForm(JudgeForm):
    """The typed judge the app calls (`rules.judge_form`)."""

    def most_cards(self, players: int) -> int | None:
        return len(COLOURS) * len(VALUES) // players

    def rule_trick(self, *, players, trump, leader, plays, removed=None,
                   settings=None) -> TrickRuling:
        return judge_trick(list(plays), players, trump_name(trump), leader)

    def rule_round(self, *, players, dealer, trump, tricks, calls, hand, removed=None,
                   settings=None) -> RoundRuling:
        return judge_round(players, dealer, trump_name(trump), [p for p, _ in tricks], calls,
                           hand)


FORM = StarsForm(game=GAME, title="Stars", kinds=(TRICK, ROUND), players=(2, 3),
                 colours=COLOURS, terms={c: Term(c) for c in COLOURS}, values=VALUES,
                 written="{colour}-{value}", colour_word="colour", value_word="value",
                 declare_value=6, declare_as=(6, 1), call_word="bid", calls_field="bids")


@pytest.fixture
def stars(monkeypatch):
    """The game registered under its id for this test only (a module the registry loads)."""
    module = types.ModuleType("tests_stars_game")
    module.answer = answer
    module.JUDGE_FORM = FORM
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(registry.GAMES, GAME, module.__name__)
    return module


def test_the_judge_offers_the_fourth_game(stars):
    assert GAME in judging.games()
    js = JudgeState()
    assert f"judge-game-{GAME}" in identifiers(judge_ui.games_row(js))
    js.choose_game(GAME)
    assert js.error is None and js.table.game == GAME
    assert js.table.colours == COLOURS and js.table.values == VALUES
    assert js.table.player_range == (2, 3) and js.table.players == 3  # 4 players: brought into range


def test_the_fourth_games_json_judge_and_typed_judge_agree(stars):
    """`python -m rules judge` answers from the same rule as the app's typed call."""
    from rules import cli

    plays = [Play("sun-4"), Play("sun-6", declared=1), Play("moon-2")]
    ruling = FORM.rule_trick(players=3, trump=None, leader=1, plays=plays)
    request = FORM.trick_request(players=3, trump=None, leader=1, plays=plays)
    assert cli.answer(request) == ruling.as_json() and ruling.winner == 1


def test_a_trick_of_the_fourth_game_card_by_card(stars):
    js = JudgeState()
    js.choose_game(GAME)
    js.set_players(3)
    js.set_trump("moon")
    js.set_leader(1)
    assert "judge-colour-sun" in identifiers(judge_ui.entry(js))
    js.pick_colour("sun")
    assert {f"judge-value-{v}" for v in VALUES} <= identifiers(judge_ui.entry(js))
    js.pick_value(4)
    assert str(js.trick.plays[-1].card) == "sun-4" and js.trick.ruling.winner == 1
    assert js.explanation == "Sun-4 is the best card, so Player 2 is winning."
    js.pick_colour("sun")
    js.pick_value(6)  # a 6 asks what its owner declared it as
    assert js.trick.question == SIX and "judge-six-1" in identifiers(judge_ui.entry(js))
    js.answer_six(1)
    assert js.trick.plays[-1].declared == 1 and js.trick.ruling.winner == 1  # the 6 counts 1
    js.pick_colour("moon")
    js.pick_value(2)  # a trump
    assert js.complete and js.trick.ruling.winner == 0
    assert js.explanation == "Moon-2 is the best card, so Player 1 is winning."
    js.pick_colour("sun")
    assert js.error  # the trick is complete
    js.set_players(4)
    assert js.error == "A trick has 2 to 3 players, not 4."


def test_a_card_that_is_not_in_the_game_changes_nothing(stars):
    js = JudgeState()
    js.choose_game(GAME)
    js.pick_colour("red")
    assert js.error and js.trick.colour is None
    js.pick_colour("star")
    js.pick_value(9)
    assert js.error and js.trick.plays == ()


def test_a_whole_round_of_the_fourth_game_with_bids_and_points(stars):
    js = JudgeState()
    js.choose_game(GAME)
    js.set_players(2)
    js.set_trump(None)
    js.set_leader(0)
    assert "judge-hand-9" in identifiers(ft.Column(judge_ui.setup(js)))  # 18 cards // 2 players
    js.set_hand(2)
    assert js.round.tricks_in_round(js.table) == 2
    for a, b in (("sun-5", "sun-2"), ("star-1", "star-3")):
        for card in (a, b):
            colour, value = card.split("-")
            js.pick_colour(colour)
            js.pick_value(int(value))
        js.next_trick()
    # Player 1 leads the sun-5 and wins it, leads again and loses the star-1 to the star-3
    assert js.round_over and js.round.taken(js.table) == (1, 1) and js.round.leaders == (0, 0) and js.trick.leader == 1
    js.set_call(0, 1)
    js.set_call(1, 0)
    # worked out by hand: each took 1 trick; Player 1 bid 1 (+10), Player 2 bid 0
    assert js.round.points(js.table) == (11, 1)
    editor = identifiers(calls_editor(js))
    assert "judge-call-0-2" in editor and "judge-call-0-3" not in editor  # bids 0..hand


def test_nothing_under_scorepad_names_the_fourth_game():
    root = Path(judging.__file__).resolve().parents[1]
    for path in root.rglob("*.py"):
        assert "stars" not in path.read_text(encoding="utf-8").lower(), path
