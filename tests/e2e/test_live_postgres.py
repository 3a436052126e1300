"""Two `scorepad web` processes on one throwaway PostgreSQL (issue 11 item 5), a browser on
each (through 127.0.0.1): a game started and a round confirmed on one server reach the other
server's screens with no reload (PostgreSQL LISTEN/NOTIFY between the processes)."""

from __future__ import annotations

import psycopg
import pytest

from .conftest import AppServer, open_driver
from .flows import wait_number
from .test_live import LIVE_WAIT, PLAYERS, ROUND_1, mark, not_reloaded

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def two_servers(postgres_server, tmp_path_factory):
    url = postgres_server.new_database()
    servers = []
    try:
        for name in ("one", "two"):
            servers.append(AppServer(tmp_path_factory.mktemp(f"pg-{name}") / "data",
                                     database_url=url).start())
        yield url, servers
    finally:
        for server in servers:
            server.stop()


def stored(url: str, game_id: str) -> list[list[int]]:
    """Each stored round's points by seat, read from PostgreSQL itself."""
    plain = url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(plain, connect_timeout=10) as conn:
        rows = conn.execute(
            'SELECT r."index", rs.seat, rs.points FROM rounds r JOIN round_seats rs '
            'ON rs.round_id = r.id WHERE r.game_id = %s ORDER BY r."index", rs.seat',
            (game_id,)).fetchall()
    out: dict[int, list[int]] = {}
    for index, _seat, points in rows:
        out.setdefault(index, []).append(points)
    return [out[i] for i in sorted(out)]


def newest_game(url: str) -> str:
    plain = url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(plain, connect_timeout=10) as conn:
        return conn.execute("SELECT id FROM games ORDER BY created_at DESC LIMIT 1").fetchone()[0]


def test_a_confirm_on_one_server_reaches_the_other_servers_screen(browser, two_servers, request):
    url, (one, two) = two_servers
    with open_driver(browser, one, request, ready="home-new-game", tab="server-one") as a, \
            open_driver(browser, two, request, ready="home-new-game", tab="server-two") as b:
        mark(b)
        # A, on server one, starts a game: B's Home on server two offers it
        a.tap("home-new-game")
        a.wait_for("newgame-name")
        if a.exists("newgame-game-sixth-sense"):
            a.tap("newgame-game-sixth-sense")
        for seat, name in enumerate(PLAYERS):
            a.type_into("newgame-name", name, submit=True)
            a.wait_text(name, identifier=f"newgame-seat-{seat}")
        a.tap("newgame-dealer-0")
        a.tap("newgame-scoring-standard")
        a.tap("newgame-start")
        a.wait_for("round-title")
        game_id = newest_game(url)
        b.wait_for(f"home-resume-{game_id}", timeout=LIVE_WAIT)
        b.screenshot("server-two-home-sees-the-game")
        b.tap(f"home-resume-{game_id}")
        b.wait_text("Round 1", identifier="round-title")
        mark(b)
        # A confirms round 1 on server one: B's round screen on server two follows
        from .flows import enter_round

        enter_round(a, 1, ROUND_1, rounds=None, players=PLAYERS)
        b.wait_text("Round 2", identifier="round-title", timeout=LIVE_WAIT)
        for seat, total in enumerate(ROUND_1.totals):
            wait_number(b, f"round-total-{seat}", total)
        b.screenshot("server-two-sees-round-1")
        assert not_reloaded(b)
        assert stored(url, game_id) == [list(ROUND_1.points)]
        assert "Traceback" not in b.page.content()
