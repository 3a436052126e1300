"""`scorepad stats` on a store whose games had players join, sit out, come back and leave
(PLAYERS.md, Statistics), on SQLite and PostgreSQL: the JSON against the figures worked out
from the rounds the games played (tests/scorepad/services/changed_games.py, no code of
scorepad.services.figures.compute), one player, one game, and the text."""

from __future__ import annotations

import json

import pytest

from scorepad import cli
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from tests.scorepad.services import changed_games
from tests.scorepad.services.changed_games import SHED, SIX, WHIST


@pytest.fixture
def table(database_url):
    """The games played into a fresh database: (the games as played, the URL to pass)."""
    store = open_store(database_url)
    try:
        games = changed_games.play(GameService(store))
    finally:
        store.close()
    return games, database_url.replace("postgresql+psycopg://", "postgresql://", 1)


def stats(capsys, url, *args):
    code = cli.main(["--database-url", url, "stats", *args])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    return out


def _json(capsys, url, *args):
    return json.loads(stats(capsys, url, "--format", "json", *args))


def _judged_apart(got: dict) -> dict:
    for g, judged in ((SIX, {"tricks": 0, "reversals": 0, "blocks": 0, "doubles": 0,
                             "declared_6": 0, "declared_9": 0, "peeks": 0}),
                      (WHIST, {"tricks": 0})):
        if g in got["games"]:
            assert got["games"][g].pop("judged") == judged
    assert "judged" not in got["games"].get(SHED, {})
    return got


def test_the_json_is_the_figures_of_the_rounds_played(capsys, table):
    games, url = table
    got = _judged_apart(_json(capsys, url))
    assert got == changed_games.figures(games)
    assert list(got["games"]) == [SIX, WHIST, SHED]
    # who never played a round is nowhere; a joiner's points are those of their rounds
    assert not {"Gus", "Hal", "Zed"} & {n for g in got["games"].values() for n in g["players"]}
    assert got["games"][WHIST]["players"]["Dee"]["points"] == 25  # her total: 34 (9 to start)
    six = got["games"][SIX]["players"]
    assert max(int(k) for p in six.values() for k in p["by_seat_from_dealer"]) == 5


@pytest.mark.parametrize("name", ["Ann", "Cy", "Dee", "Eve", "Fay"])
def test_one_player(capsys, table, name):
    games, url = table
    assert _judged_apart(_json(capsys, url, "--player", name)) == \
        changed_games.figures(games, player=name)


def test_a_player_who_never_played_has_no_games(capsys, table):
    _, url = table
    for name in ("Gus", "Hal", "Zed"):
        assert _json(capsys, url, "--player", name) == {"games": {}}


def test_one_game(capsys, table):
    games, url = table
    got = _json(capsys, url, "--game", SHED)
    assert got == {"games": {SHED: changed_games.figures(games)["games"][SHED]}}


def test_the_text(capsys, table):
    games, url = table
    out = stats(capsys, url)
    want = changed_games.figures(games)["games"]
    for g, e in want.items():
        for name, p in e["players"].items():
            assert any(line.split()[:3] == [name, str(p["games"]), str(p["wins"])]
                       for line in out.splitlines() if line.split()), (g, name)
    assert not any(w in out for w in ("Gus", "Hal", "Zed"))
