"""A fifth game that is not easy plugs in with nothing under scorepad/ knowing it (issue 22
item 5): Prism (tests/games/prism), a test-only trick game whose trump is a painted colour
turned up each round, whose 1 is declared 1 or 11 by its owner, whose 10 lets a trick's winner
take it double, and which takes a colour out for 2 players.

Registered in `rules.registry` for each test only, it is set up through `NewGameState`, played
through `RoundState` on a real SQLite store, judged card by card through `JudgeState` (the
judge opened from the round, as the round screen's "Trick?" does, through `AppState`), and
read back through `StatsState` and `WhatIfState`, as the app does for its own games.
Every figure below is worked out by hand from Prism's rules (tests/games/prism/__init__.py).
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

from rules.trump import COLOUR, Trump
from scorepad.assemble import assemble
from scorepad.services.judge import rulings as judging
from scorepad.state.app_state import AppState
from scorepad.state.judge import SIX
from scorepad.state.new_game import NewGameState
from scorepad.state.round import DOUBLES, PREDICTION, TRICKS, RoundState
from scorepad.state.stats import StatsState
from scorepad.state.what_if import WhatIfState
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from scorepad.words import say
from tests.games import prism
from tests.games.prism.cards import COLOURS, PAINT

GAME = prism.GAME
ANN, BOB, CY = 0, 1, 2


@pytest.fixture
def registered(monkeypatch):
    prism.register(monkeypatch)


def _seat(ng: NewGameState, *names: str) -> None:
    for name in names:
        ng.set_name(name)
        ng.add_name()


def _tap_trump(rs: RoundState, colour: str) -> None:
    """Tap the trump choice that says `colour` (the choices the round offers)."""
    choice = next(c for c in rs.form.trumps if say(c.said) == colour)
    rs.choose_trump(choice.key)


def _bids(rs: RoundState, bids: dict[int, int]) -> None:
    """Bid as the keypad asks: from the leader, clockwise."""
    for _ in bids:
        seat = rs.active_seat
        assert rs.active_field == PREDICTION, (seat, rs.active_field)
        rs.enter_prediction(seat, bids[seat])


# ---- the game's own modules ----------------------------------------------------------------

@pytest.mark.parametrize("name", ["cards", "trick", "scoring", "options", "judge_form",
                                  "serve"])
def test_prisms_examples_hold(name):
    module = importlib.import_module(f"tests.games.prism.{name}")
    assert doctest.testmod(module).failed == 0


# ---- new game --------------------------------------------------------------------------------

def test_new_game_asks_the_colour_taken_out_with_two_players_only(registered, service):
    ng = NewGameState(service)
    ng.load()
    assert GAME in {g.id for g in ng.games if g.available}
    ng.choose_game(GAME)
    assert ng.game == GAME and ng.error is None
    _seat(ng, "Ann", "Bob")
    removed = ng.spec("removed")
    assert [s.key for s in ng.shown_options] == ["removed", "miss", "bonus"]
    assert removed.required and removed.painted and [p.key for p in removed.picks] == list(COLOURS)
    assert "colour taken out: not chosen yet" in ng.summary
    assert ng.start() is None  # asked, not guessed
    assert ng.error == "With 2 players, choose the colour taken out of the deck."
    ng.set_option("removed", "ruby")  # not one of Prism's colours: nothing changes
    assert ng.option("removed") is None
    ng.set_option("removed", "jade")
    assert "jade taken out" in ng.summary
    ng.set_dealer(0)
    two = ng.start()
    assert two is not None, ng.error
    assert service.get(two).options == {"removed": "jade", "miss": "penalty",
                                       "bonus": 10}  # stored
    rs = RoundState(service, two)
    assert rs.load()
    # the colour taken out is never trump; the others are offered, each said as its word
    assert [c.key for c in rs.form.trumps] == ["cobalt", "saffron", "garnet"]
    assert [say(c.said) for c in rs.form.trumps] == ["cobalt", "saffron", "garnet"]
    rs.choose_trump("jade")
    assert rs.error and rs.trump is None

    # 3 players: nothing is taken out, nothing asked
    ng.choose_game(GAME)
    _seat(ng, "Ann", "Bob")
    ng.set_option("removed", "cobalt")
    _seat(ng, "Cy")
    assert [s.key for s in ng.shown_options] == ["miss", "bonus"]
    assert not any("taken out" in line for line in ng.summary)
    three = ng.start()
    assert three is not None, ng.error
    assert service.get(three).options == {"removed": None, "miss": "penalty", "bonus": 10}
    rs = RoundState(service, three)
    assert rs.load() and tuple(c.key for c in rs.form.trumps) == COLOURS


def test_a_house_rule_declared_once_reaches_new_game_the_sheet_and_the_judge(registered, service):
    """Prism's `bonus` (a met bid scores 5 plus its tricks instead of 10) is declared once, an
    `OptionSpec` and a field in options.py, and applied once, a keyword of scoring.score
    (docs/ARCHITECTURE.md "Where a change goes": a new house rule). New game offers it, the
    house-rules line names it, the round's score, the what-if and both judges heed it."""
    from rules.request import Request
    from scorepad.state.house import house_line

    ng = NewGameState(service)
    ng.load()
    ng.choose_game(GAME)
    _seat(ng, "Ann", "Bob", "Cy")
    bonus = ng.spec("bonus")
    assert bonus in ng.shown_options and [p.value for p in bonus.picks] == [10, 5]
    assert ng.option("bonus") == 10
    ng.set_option("bonus", 5)
    assert ng.option("bonus") == 5
    ng.set_dealer(ANN)
    game_id = ng.start()
    assert game_id is not None, ng.error
    options = service.get(game_id).options
    assert options["bonus"] == 5  # stored
    assert house_line(GAME, options, only_changed=True) == (
        "House rule: a bid met scores 5 plus its tricks")

    # the sheet: round 1 as in the whole game below, the met bids score 5 + tricks, not 10 +
    rs = RoundState(service, game_id)
    assert rs.load()
    _tap_trump(rs, "saffron")
    _bids(rs, {BOB: 1, CY: 0, ANN: 2})
    rs.enter_tricks(BOB, 1)
    rs.enter_tricks(CY, 1)
    rs.select(ANN, TRICKS)
    rs.enter_tricks(ANN, 2)
    rs.select(ANN, DOUBLES)
    rs.enter_doubles(ANN, 1)
    assert [p.points for p in rs.preview] == [7, 6, -2]  # 10 + 2, 10 + 1 by the rule sheet
    assert rs.confirm(), rs.error

    # the what-if tries the rule sheet's reading: the met bids score 10 + tricks again
    wi = WhatIfState()
    wi.show(service.get(game_id))
    wi.choose("bonus", 10)
    assert wi.error is None and wi.changes.get("bonus") == 10
    assert wi.result.totals[ANN] == 12 and wi.result.totals[BOB] == 11

    # the judge, typed (the game's settings) and JSON (the request's field of the same name)
    form = judging.form(GAME)
    trick = ["cobalt 7", "cobalt 10", "cobalt 2"]  # Bob leads (seat 1): Cy's 10 wins
    ruled = form.rule_round(players=3, dealer=ANN, trump="garnet", tricks=[(trick, False)],
                            calls=[0, 0, 1], hand=1, settings=form.settings(options)["round"])
    assert ruled.points == (5, 5, 6)
    answered = prism.answer("round", Request({
        "players": 3, "trump": "garnet", "bids": [0, 0, 1], "hand": 1, "bonus": 5,
        "tricks": [{"plays": trick}]}))
    assert answered["points"] == [5, 5, 6]


# ---- a whole game: rounds by the keypad and by the judge, statistics, what-if ----------------

def test_a_whole_game_of_prism_through_the_app_state(registered, tmp_path):
    db = f"sqlite:///{tmp_path / 'scorepad.sqlite'}"
    store = open_store(db)
    try:
        service = GameService(store)
        app = assemble(service)
        app.open_new_game()
        ng = app.new_game
        ng.choose_game(GAME)
        _seat(ng, "Ann", "Bob", "Cy")
        ng.set_dealer(ANN)
        assert app.start_game(), ng.error
        game_id = app.game_id
        rs = app.round_state()
        assert rs.plan.number == 1 and (rs.plan.dealer, rs.plan.leader) == (ANN, BOB)
        assert rs.plan.cards == 3 and rs.bids and rs.call_values == (0, 1, 2, 3)
        assert rs.has_trump and rs.show_trump and not rs.late_trump

        # Round 1, by the keypad: saffron turned up; Bob bids 1, Cy 0, Ann 2. Bob and Cy
        # take a trick each, Ann two, one of them double (a 10 was in it): 4 = 3 + 1.
        _tap_trump(rs, "saffron")
        assert rs.trump_value == Trump(COLOUR, "saffron")
        _bids(rs, {BOB: 1, CY: 0, ANN: 2})
        assert (rs.active_seat, rs.active_field) == (BOB, TRICKS)
        rs.enter_tricks(BOB, 1)
        rs.enter_tricks(CY, 1)
        assert rs.auto_seat == ANN and rs.tricks == (1, 1, 1)  # filled in: 3 - 2
        rs.select(ANN, TRICKS)
        rs.enter_tricks(ANN, 2)  # as counted: one of her tricks was double
        rs.select(ANN, DOUBLES)
        assert rs.double_choices(ANN) == (0, 1)
        rs.enter_doubles(ANN, 1)
        assert rs.problems == () and rs.missing == [], (rs.problems, rs.missing)
        # Ann met 2: 10 + 2; Bob met 1: 11; Cy bid 0 and took 1: missed by 1, -2
        assert [p.points for p in rs.preview] == [12, 11, -2]
        assert say(rs.preview[CY].said, rs.names) == "Bid 0, took 1: missed by 1, so -2."
        assert rs.confirm(), rs.error
        assert list(rs.view.totals) == [12, 11, -2]

        # Round 2, by the judge: Bob deals, Cy leads, 4 cards each. The bids are in, the trump
        # not yet: the judge asks for it, and "use this round" hands it back to the round.
        assert (rs.plan.dealer, rs.plan.leader, rs.plan.cards) == (BOB, CY, 4)
        _bids(rs, {CY: 1, ANN: 2, BOB: 1})
        assert rs.trump is None and rs.trump_value is not None and not rs.trump_value.chosen
        app.open_judge(attached=True)
        js = app.judge
        assert js.attached and js.table.game == GAME and not js.trump_known
        assert js.round.calls == (2, 1, 1) and js.round.tricks_in_round(js.table) == 4 and js.trick.leader == CY
        assert js.table.colours == COLOURS and js.trump_text == "trump not entered yet"
        js.set_trump("garnet")
        assert js.trump_known and js.trump_text == "trump garnet"

        # trick 1: Cy leads the cobalt 7, Ann plays the cobalt 10, Bob the cobalt 1 declared 11
        js.pick_colour("cobalt")
        js.pick_value(7)
        assert js.explanation == ("Cobalt 7 is the highest cobalt card and no trump is in the "
                                  "trick so far: Cy is winning.")
        js.pick_colour("cobalt")
        js.pick_value(10)
        assert js.explanation.endswith("Ann is winning.") and not js.can_take_double
        js.pick_colour("cobalt")
        js.pick_value(1)  # a 1: its owner declares it
        assert js.trick.question == SIX and str(js.trick.pending) == "cobalt 1" and str(js.trick.plays[-1].card) != "cobalt 1"
        js.answer_six(11)
        assert js.trick.plays[-1].declared == 11 and js.complete
        # 11 beats the 10
        assert js.explanation == ("Cobalt 1 (declared 11) is the highest cobalt card and no "
                                  "trump is in the trick: Bob wins the trick. A 10 is in the "
                                  "trick: Bob may take it as two tricks.")
        assert js.can_take_double
        js.set_take_double(True)
        js.next_trick()
        assert js.error is None and js.trick.leader == BOB and js.round.taken(js.table) == (0, 2, 0)

        # trick 2: Bob leads the jade 4, Cy the jade 9, Ann trumps with the garnet 2
        for colour, value in (("jade", 4), ("jade", 9), ("garnet", 2)):
            js.pick_colour(colour)
            js.pick_value(value)
        assert js.explanation == "Garnet 2 is the highest trump: Ann wins the trick."
        assert not js.can_take_double
        js.next_trick()
        # trick 3: Ann leads the saffron 5, Bob the saffron 3, Cy the saffron 8
        for colour, value in (("saffron", 5), ("saffron", 3), ("saffron", 8)):
            js.pick_colour(colour)
            js.pick_value(value)
        assert js.explanation.endswith("Cy wins the trick.")
        js.next_trick()
        # trick 4: Cy leads the garnet 6, Ann the garnet 9, Bob the jade 2
        js.pick_colour("jade")
        js.pick_value(4)  # played in trick 2: refused, nothing changes
        assert js.error and js.trick.plays == ()
        for colour, value in (("garnet", 6), ("garnet", 9), ("jade", 2)):
            js.pick_colour(colour)
            js.pick_value(value)
        assert js.explanation.endswith("Ann wins the trick.")
        js.next_trick()
        assert js.round_over and js.round.leaders == (CY, BOB, ANN, CY)
        assert js.round.taken(js.table) == (2, 2, 1) and js.round.doubles_by_seat(js.table) == (0, 1, 0)
        # Ann met 2: 12; Bob bid 1, took 2: -2; Cy met 1: 11
        assert js.round.points(js.table) == (12, -2, 11)
        assert js.use_round(), js.error
        app.back()
        assert app.route == "/game" and app.round_state() is rs
        assert rs.trump_value == Trump(COLOUR, "garnet")  # handed back, typed
        assert rs.tricks == (2, 2, 1) and rs.doubles == (0, 1, 0) and rs.calls == (2, 1, 1)
        assert [p.points for p in rs.preview] == [12, -2, 11]
        assert rs.confirm(), rs.error

        # Round 3: Cy deals, Ann leads, 5 cards. Jade turned up: the judge opened now reads it
        # from the round, and leaving it changes nothing.
        assert (rs.plan.dealer, rs.plan.leader, rs.plan.cards) == (CY, ANN, 5)
        _tap_trump(rs, "jade")
        app.open_judge(attached=True)
        assert js.table.trump.name == "jade" and js.trump_known and js.trump_text == "trump jade"
        app.back()
        assert rs.trump_value == Trump(COLOUR, "jade")
        _bids(rs, {ANN: 3, BOB: 0, CY: 2})
        rs.enter_tricks(ANN, 3)
        rs.enter_tricks(BOB, 0)
        assert rs.tricks == (3, 0, 2) and rs.auto_seat == CY
        assert [p.points for p in rs.preview] == [13, 10, 12]
        assert rs.confirm(), rs.error
        assert rs.finished and rs.view.standing.winners == (ANN,)
        assert list(rs.view.totals) == [37, 19, 21]  # 12+12+13, 11-2+10, -2+11+12

        # a 2-player game too, unfinished: jade taken out
        two = service.start_game(game=GAME, players=["Ann", "Bob"], first_dealer=0,
                                 options={"removed": "jade"})
    finally:
        store.close()

    # what was stored, read back by a new service on the same file
    store = open_store(db)
    try:
        service = GameService(store)
        view = service.get(game_id)
        assert view.game == GAME and view.status == "finished" and list(view.totals) == [37, 19, 21]
        assert [r.entry.trump for r in view.rounds] == [
            Trump(COLOUR, c) for c in ("saffron", "garnet", "jade")]
        assert [[s.doubles for s in r.entry.seats] for r in view.rounds] == [
            [1, 0, 0], [0, 1, 0], [0, 0, 0]]
        judged = [t for t in service.judged_tricks(game_id) if t.get("kind") == "round"]
        assert judged and judged[-1]["round_index"] == 1  # the judged round, kept with the game

        # statistics: the game's figures (games, wins, bids met); the 2-player game has no
        # round yet: a game counts for its players once they played a round of it
        st = assemble(service).stats
        st.load()
        assert st.error is None and GAME in st.games
        assert [(p.name, p.games, p.finished, p.wins) for p in st.leaderboard] == [
            ("Ann", 1, 1, 1), ("Bob", 1, 1, 0), ("Cy", 1, 1, 0)]
        st.select_game(GAME)
        st.select_player("Bob")
        assert st.stats.name == "Bob" and (st.stats.games, st.stats.wins) == (1, 0)
        bids = st.prediction
        assert (bids.game, bids.rounds, bids.met) == (GAME, 3, 2)  # missed round 2 only
        assert st.game_title(GAME) == "Prism"

        # what if a missed bid scored its tricks (Prism's house rule)?
        wi = WhatIfState()
        wi.show(service.get(game_id))
        assert wi.error is None and wi.changes == {"miss": "tricks"}
        assert wi.label == "a missed bid scores its tricks"
        # Cy's round 1 (bid 0, took 1) scores 1, Bob's round 2 (bid 1, took 2) scores 2
        assert wi.result.totals == (37, 23, 24) and wi.result.standing.winners == (ANN,)
        assert wi.changed_rounds == [
            "Round 1, Cy: \u22122 to 1. Bid 0, took 1: missed, so the tricks: 1.",
            "Round 2, Bob: \u22122 to 2. Bid 1, took 2: missed, so the tricks: 2."]
        wi.choose("removed", "cobalt")  # not an option a what-if may change
        assert wi.error and wi.changes == {"miss": "tricks"}
        assert service.get(two.id).options == {"removed": "jade", "miss": "penalty",
                                               "bonus": 10}
    finally:
        store.close()


# ---- nothing under scorepad/ names the game --------------------------------------------------

def test_nothing_under_scorepad_names_the_fifth_game():
    words = {GAME, prism.TITLE.lower(), *COLOURS, *(p.background.lower() for p in PAINT.values())}
    root = Path(judging.__file__).resolve().parents[1]
    found = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix in (".py", ".po", ".pot", ".html", ".js", ".json"):
            text = path.read_text(encoding="utf-8", errors="replace").lower()
            found += [(str(path.relative_to(root)), w) for w in words if w in text]
    assert found == []
