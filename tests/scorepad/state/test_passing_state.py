"""The app's side of passing a game (scorepad/state/passing.py and AppState's /pass and
/received, issue 29): a link's game is shown and not stored until kept; a damaged link is one
sentence in the session's language and stores nothing; a game held whole opens at once."""

from __future__ import annotations

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services import passing
from scorepad.services.games import GameService
from scorepad.state import routes
from scorepad.state.app_state import AppState
from scorepad.store.db import open_store
from scorepad.words import tr


def _app() -> AppState:
    return AppState(GameService(open_store("sqlite://")))


def _with_round(app: AppState) -> str:
    gid = app.service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"],
                                 first_dealer=0).id
    tricks = app.service.get(gid).next_plan.tricks
    app.service.record_round(gid, RoundEntry(seats=(SeatEntry(7, tricks - 2), SeatEntry(8, 1),
                                                    SeatEntry(10, 1))), index=0)
    return gid


def test_pass_shows_the_link_of_the_game_open():
    app = _app()
    gid = _with_round(app)
    app.passing.base = "https://cards.example.org/"
    assert app.open_game(gid)
    app.open_pass()
    assert app.route == "/pass" and app.url == "/pass"
    assert app.passing.link.startswith("https://cards.example.org/#pass=")
    assert passing.read(app.passing.link).id == gid


def test_a_received_game_is_kept_only_when_asked_then_continues():
    one, two = _app(), _app()
    gid = _with_round(one)
    link = passing.link("http://127.0.0.1:8550/", one.service.get(gid))
    two.follow("/received?at=1")
    assert two.route == "/received" and two.passing.waiting
    two.receive(passing.data_of(link))
    assert two.passing.received is not None and two.passing.plan.what == "new"
    assert two.service.count_games() == 0
    two.keep_received()
    assert two.passing.kept.what == "new" and two.service.count_games() == 1
    two.carry_on()
    assert two.route == "/game" and two.game_id == gid
    assert two.round_state().view.next_plan.index == 1  # where it stood
    two.receive(passing.data_of(link))  # the same link again: held whole, nothing to keep
    assert two.passing.kept is not None and two.passing.kept.what == "same"


def test_a_damaged_link_is_one_sentence_and_nothing_is_stored():
    app = _app()
    for bad in ("", "x" * 30, None, 42):
        app.receive(bad)
        assert app.passing.error == tr(passing.DAMAGED)
        assert app.passing.received is None and app.service.count_games() == 0


def test_received_addresses():
    assert routes.parse("/received?at=1764200000000").screen == "/received"
    assert routes.parse("/pass").screen == "/pass"
