"""The app's side of passing a game (scorepad/state/passing.py and AppState's /pass and
/received, issue 29): a link's game is shown and not stored until kept; a damaged link is one
sentence in the session's language and stores nothing; a game held whole opens at once."""

from __future__ import annotations

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.assemble import assemble
from scorepad.services.passing import service as passing
from scorepad.services.games.service import GameService
from scorepad.state import routes
from scorepad.state.app_state import AppState
from scorepad.store.db import open_store
from scorepad.words import tr


def _app() -> AppState:
    return assemble(GameService(open_store("sqlite://")))


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


class _Page:
    """What scorepad.app's route following uses of a page: its address bar and tasks."""

    def __init__(self):
        self.navigated, self.tasks = [], []

    def navigate(self, route):
        self.navigated.append(route)

    def run_task(self, fn, *args):
        self.tasks.append(fn.__name__)


def test_a_link_opened_in_an_open_tab_shows_its_game_from_the_address():
    """Issue 37: a tab already showing the app hears of a link through its router only: the
    page puts the game in /received's address (assets/passed_link.js); no storage is read, and
    the page's copy in the browser's storage is removed (no later start shows it again)."""
    from scorepad.app import follow_route
    from scorepad.state.passing import passed_in

    one, two = _app(), _app()
    gid = _with_round(one)
    data = passing.pack(one.service.get(gid))
    page = _Page()
    two.open_settings()
    follow_route(page, two, f"/received?at=1764200000000&pass={data}")
    assert two.route == "/received" and two.url == "/received" and not two.passing.waiting
    assert two.passing.received.id == gid and two.passing.plan.what == "new"
    assert page.tasks == ["forget_handed"] and two.service.count_games() == 0  # shown, not kept
    follow_route(page, two, "/received")  # the screen's own address coming back: nothing more
    assert two.passing.received.id == gid and page.tasks == ["forget_handed"]
    assert page.navigated == []  # a new screen: the shell puts its address in the bar
    follow_route(page, two, "/received?at=2&pass=" + data[:20])  # a link cut short
    assert two.passing.error == tr(passing.DAMAGED) and two.passing.received is None
    assert page.navigated == ["/received"]  # the same screen: the game leaves the bar here
    assert passed_in("/received?pass=a%2Bb&at=3") == ("a+b", "/received?at=3")
    assert passed_in("/stats?pass=x") == (None, "/stats?pass=x")
