"""A fourth game plugs in by registering a sheet (issue 12): nothing under scorepad/ knows it.

"Exactly", a test-only game: 3 rounds of 3 cards; each player bids 0 to 3 tricks; a player
scores 1 point per trick taken, plus a bonus for taking exactly the bid (5, or 10 as a house
rule: its one option); the most points wins.
It is registered in `rules.registry` for these tests only, then set up through `NewGameState`
(the new-game screen's state), played through `RoundState` (the round screen's state) and the
real game service on a SQLite file, as the app plays it.
"""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import pytest

from rules import registry
from rules.common.sheet import check_index_and_dealer, is_int, seats_with
from rules.errors import RulesError
from rules.message import Seat, msg, term
from rules.options import CHOICE, GameOptions, OptionSpec, Pick
from rules.scoresheet import (CALL, TRICKS, Choice, EntryForm, Problem, RoundEntry, RoundPlan,
                              SeatScore, SheetDefaults, Standing)
from scorepad.services.games.service import GameService
from scorepad.state.house import house_line
from scorepad.state.new_game import NewGameState
from scorepad.state.options_text import line
from scorepad.state.round import PREDICTION, TRICKS as TRICKS_FIELD, RoundState
from scorepad.store.db import open_store

GAME = "exactly"
ROUNDS, CARDS, BONUS = 3, 3, 5


BONUS_SPEC = OptionSpec(
    "bonus", CHOICE, BONUS, "exactly-bonus", label=term("Bonus for an exact bid"),
    picks=(Pick(BONUS, "5", term("5 points")), Pick(10, "10", term("10 points"))),
    said=lambda v: msg("exact bids score {points} more", points=v),
    house=lambda v: msg("an exact bid scores {points} more", points=v))


@dataclass(frozen=True, slots=True, eq=False)
class ExactlyOptions(GameOptions):
    bonus: int = BONUS

    SPECS = (BONUS_SPEC,)

    @classmethod
    def parse(cls, players: int, options: Mapping[str, Any] | None = None) -> "ExactlyOptions":
        given = dict(options or {})
        for key in given:
            if key != "bonus":
                raise RulesError(f"the only option of Exactly is 'bonus', not {key!r}", key)
        bonus = given.get("bonus", BONUS)
        if not BONUS_SPEC.allows(bonus):
            raise RulesError(f"the bonus is 5 or 10, not {bonus!r}", "bonus")
        return cls(bonus)


class ExactlySheet(SheetDefaults):
    game = GAME
    title = "Exactly"
    min_players = 2
    max_players = 6
    higher_wins = True
    option_specs = ExactlyOptions.SPECS
    options_type = ExactlyOptions

    def options(self, players: int, options: Mapping[str, Any] | None = None
                ) -> ExactlyOptions:
        return ExactlyOptions.parse(players, options)

    def plan(self, *, players: int, first_dealer: int, index: int,
             options: Mapping[str, Any]) -> RoundPlan:
        check_index_and_dealer(index, first_dealer, players)
        if index >= ROUNDS:
            raise RulesError(f"there is no round {index + 1}", "index")
        dealer = (first_dealer + index) % players
        return RoundPlan(index=index, dealer=dealer, leader=(dealer + 1) % players,
                         cards=CARDS, tricks=CARDS, rounds=ROUNDS)

    def entry_form(self, *, players: int, plan: RoundPlan, options: Mapping[str, Any]
                   ) -> EntryForm:
        return EntryForm(phases=(CALL, TRICKS),
                         calls=tuple(Choice(v, str(v)) for v in range(CARDS + 1)),
                         call_word="bid")

    def expected_tricks(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
                        options: Mapping[str, Any]) -> int | None:
        return plan.tricks

    def check(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[Problem]:
        problems = []
        for seat, s in enumerate(entry.seats):
            if not (is_int(s.call) and 0 <= s.call <= CARDS):
                problems.append(Problem(msg("{seat} has no bid yet.", seat=Seat(seat)), seat,
                                        "call"))
            if not (is_int(s.tricks) and 0 <= s.tricks <= CARDS):
                problems.append(Problem(msg("{seat} has no trick count yet.", seat=Seat(seat)),
                                        seat, "tricks"))
        if not problems and sum(s.tricks for s in entry.seats) != plan.tricks:
            problems.append(Problem(msg("The trick counts do not add up."), field="tricks"))
        return problems

    def score(self, *, players: int, plan: RoundPlan, entry: RoundEntry,
              options: Mapping[str, Any]) -> list[SeatScore]:
        bonus = ExactlyOptions.of(options).bonus
        return [SeatScore(s.tricks + (bonus if s.call == s.tricks else 0),
                          msg("Tricks and the bonus.")) for s in entry.seats]

    def standing(self, *, players: int, rounds_played: int, totals: Sequence[int],
                 options: Mapping[str, Any]) -> Standing:
        if rounds_played < ROUNDS:
            return Standing(False, (), msg("Rounds to play."))
        return Standing(True, seats_with(totals, max(totals)), msg("The most points win."))


@pytest.fixture
def exactly(monkeypatch):
    """The game registered under its id for this test only (a package the registry loads)."""
    module = types.ModuleType("tests_exactly_game")
    module.SCORESHEET = ExactlySheet()
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(registry.GAMES, GAME, module.__name__)
    return module.SCORESHEET


@pytest.fixture
def db(tmp_path):
    return f"sqlite:///{tmp_path / 'scorepad.sqlite'}"


def _expected(calls, tricks, bonus=5):
    """Worked out by hand from the rule above, not by the sheet."""
    return [t + bonus if c == t else t for c, t in zip(calls, tricks)]


def play_round(rs: RoundState, calls, tricks):
    """Tap as the screen does: the keypad follows the active seat and field."""
    for _ in range(len(calls)):
        seat, field = rs.active_seat, rs.active_field
        assert field == PREDICTION, (seat, field)
        rs.enter_prediction(seat, calls[seat])
    for _ in range(len(calls) - 1):  # the last count is filled in
        seat, field = rs.active_seat, rs.active_field
        assert field == TRICKS_FIELD, (seat, field)
        assert tricks[seat] in rs.trick_choices(seat)
        rs.enter_tricks(seat, tricks[seat])


def test_a_whole_round_of_a_fourth_game_through_the_round_state(exactly, db):
    store = open_store(db)
    try:
        service = GameService(store)
        view = service.start_game(game=GAME, players=["Ann", "Bob", "Cy"], first_dealer=0)
        rs = RoundState(service, view.id)
        assert rs.load() and rs.error is None
        # what the screen offers comes from the sheet: bids 0..3, no trump, no doubles
        assert rs.call_values == (0, 1, 2, 3) and rs.bids and rs.round_word == "round"
        assert not rs.has_trump and rs.trump_choices == () and rs.void_choices() == ()
        assert rs.double_choices(0) == () and not rs.typed
        assert (rs.active_seat, rs.active_field) == (1, PREDICTION)  # Bob, after the dealer
        assert "bids of Bob, Cy and Ann" in rs.missing_text()
        rs.enter_prediction(1, 7)  # not a bid of this game: refused, nothing changes
        assert rs.error and rs.calls == (None, None, None)
        calls, tricks = (1, 2, 0), (1, 1, 1)
        play_round(rs, calls, tricks)
        assert rs.tricks == tricks and rs.auto_seat == 0  # Ann's count filled in: 3 - 2
        assert rs.problems == () and rs.missing == []
        assert [p.points for p in rs.preview] == _expected(calls, tricks)
        assert rs.confirm(), rs.error
        assert rs.last_result.number == 1 and rs.plan.number == 2
        assert rs.last_result.lead.names == ("Ann",)  # 6 points against 1 and 1
    finally:
        store.close()
    # what was stored, read back by a new service on the same file
    store = open_store(db)
    try:
        again = GameService(store).get(view.id)
        assert again.game == GAME and len(again.rounds) == 1
        saved = again.rounds[0].entry
        assert tuple(s.call for s in saved.seats) == calls
        assert tuple(s.tricks for s in saved.seats) == tricks and saved.trump is None
        assert list(again.totals) == _expected(calls, tricks)
    finally:
        store.close()


def test_a_fourth_game_to_the_end_with_edit_and_undo(exactly, db):
    store = open_store(db)
    try:
        service = GameService(store)
        view = service.start_game(game=GAME, players=["Ann", "Bob"], first_dealer=1)
        rs = RoundState(service, view.id)
        assert rs.load()
        totals = [0, 0]
        for calls, tricks in (((0, 3), (0, 3)), ((2, 2), (2, 1)), ((3, 0), (3, 0))):
            play_round(rs, calls, tricks)
            assert rs.confirm(), rs.error
            totals = [a + b for a, b in zip(totals, _expected(calls, tricks))]
            if rs.finished:
                break
            # Undo brings the round back as the draft; confirming it again saves it again
            rs.undo()
            assert rs.entry.seats[0].call == calls[0] and rs.calls == calls
            assert rs.confirm(), rs.error
        assert rs.finished and list(rs.view.totals) == totals
        assert totals == [20, 14]  # by hand: Ann 5 + 7 + 8, Bob 8 + 1 + 5
        assert rs.view.standing.winners == (0,)
        rs.open_round(1)  # edit round 2: Bob took 2 after all, Ann 1
        assert rs.editing == 1 and rs.calls == (2, 2)
        rs.select(1, TRICKS_FIELD)
        rs.enter_tricks(1, 2)
        rs.select(0, TRICKS_FIELD)
        rs.enter_tricks(0, 1)
        assert rs.problems == (), rs.problems
        assert rs.confirm(), rs.error
        stored = GameService(store).get(view.id)
        assert [s.tricks for s in stored.rounds[1].entry.seats] == [1, 2]
    finally:
        store.close()


def test_the_new_game_screen_offers_a_fourth_games_option(exactly, db):
    """Its option, described by its sheet only, is offered, chosen, named in the summary,
    stored with the game and used in scoring, with no change under scorepad/."""
    store = open_store(db)
    try:
        service = GameService(store)
        ng = NewGameState(service)
        ng.load()
        assert GAME in {g.id for g in ng.games if g.available}
        ng.choose_game(GAME)
        assert ng.game == GAME and ng.error is None
        for name in ("Ann", "Bob"):
            ng.set_name(name)
            ng.add_name()
        assert [s.key for s in ng.shown_options] == ["bonus"]  # what the screen draws
        assert ng.option("bonus") == 5 and ng.is_default
        assert "exact bids score 5 more" in ng.summary
        ng.set_option("bonus", 7)  # not one of its choices: nothing changes
        assert ng.option("bonus") == 5
        ng.set_option("bonus", 10)
        assert ng.option("bonus") == 10 and not ng.is_default
        assert "exact bids score 10 more" in ng.summary
        ng.set_dealer(0)
        game_id = ng.start()
        assert game_id is not None, ng.error
        view = service.get(game_id)
        assert view.options == {"bonus": 10}  # stored as its sheet's to_dict() says
        assert line(GAME, view.options) == "Exactly · exact bids score 10 more"
        assert house_line(GAME, view.options) == "House rule: an exact bid scores 10 more"
        rs = RoundState(service, game_id)
        assert rs.load() and rs.options.bonus == 10  # read back typed
        play_round(rs, (1, 2), (1, 2))
        assert [p.points for p in rs.preview] == _expected((1, 2), (1, 2), bonus=10) == [11, 12]
    finally:
        store.close()
