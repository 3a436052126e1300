"""One statistics (issue 39, item 3): the Statistics screen and `scorepad stats` give the same
number for the same question, on a store whose games had players join, sit out, come back and
leave (tests/scorepad/services/changed_games.py), on SQLite and PostgreSQL. The screen's side
is what its state holds and its pieces write; the command's side is its JSON and its text."""

from __future__ import annotations

import json

import pytest

from scorepad import cli
from scorepad.cli.stats import _num, _pct
from scorepad.services.games.service import GameService
from scorepad.services.figures.stats import StatsService
from scorepad.state.stats import StatsState
from scorepad.store.db import open_store
from scorepad.ui.stats_charts import per_round, percent
from tests.scorepad.services import changed_games


@pytest.fixture
def table(database_url):
    """(the store the screen reads, the URL the command reads) over the games played."""
    store = open_store(database_url)
    changed_games.play(GameService(store))
    yield store, database_url.replace("postgresql+psycopg://", "postgresql://", 1)
    store.close()


def _json(capsys, url: str) -> dict:
    code = cli.main(["--database-url", url, "stats", "--format", "json"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    return json.loads(out)["games"]


def test_the_screen_and_the_command_count_the_same(capsys, table):
    store, url = table
    told = _json(capsys, url)
    assert told  # the games were played to their end: there are figures to compare
    st = StatsState(StatsService(store))
    st.load()
    assert set(st.games) == set(told)
    assert set(st.players) == {n for g in told.values() for n in g["players"]}
    compared = 0
    for game, figs in told.items():
        st.select_game(game)
        board = {p.name: p for p in st.leaderboard}
        assert set(board) == set(figs["players"]), game
        for name, want in figs["players"].items():
            st.select_player(name)
            mine = st.stats
            counts = (want["games"], want["wins"], want["rounds"], want["points"])
            row = board[name]
            assert (row.games, row.wins, row.rounds, row.points) == counts, (game, name)
            assert (mine.games, mine.wins, mine.rounds, mine.points) == counts, (game, name)
            assert mine.points_per_round == want["points_per_round"], (game, name)
            (by_game,) = mine.by_game
            assert by_game.points_per_round == want["points_per_round"]
            # a tile and the command write the same number
            assert float(per_round(mine.points_per_round)) == float(
                _num(want["points_per_round"], 2).replace("−", "-"))
            if "calls_met" in want:
                p = st.prediction_of(game)
                assert (p.met, p.rounds, p.met_rate) == (
                    want["calls_met"], want["rounds"], want["met_rate"]), (game, name)
                assert percent(p.met_rate) == _pct(want["met_rate"])
            compared += 1
    assert compared >= 10


def test_the_charts_read_the_same_figures_as_the_tiles(table):
    store, _url = table
    st = StatsState(StatsService(store))
    st.load()
    st.read_figures()
    for name in st.players:
        st.select_player(name)
        for f in st.stats.by_game:
            figs, mine = st.figures_of(f.game)
            assert mine is not None, (name, f.game)
            assert (mine.games, mine.wins, mine.rounds, mine.points) == (
                f.games, f.wins, f.rounds, f.points)
            # one rounding: the chart's figure and the tile's are the same number
            assert mine.points_per_round == f.points_per_round
            p = st.prediction_of(f.game)
            if p is not None:
                assert mine.met_rate == p.met_rate and mine.calls_met == p.met
