"""Players: rename, merge two names of one person, remove a player with no games (issue 9, 17).

Every refused change leaves the store as it was; every done change shows in every game and in
the statistics, which read names through the seats' player ids.
"""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.names import NAME_MAX
from scorepad.services.games.service import GameService
from scorepad.services.players.service import PlayerError, PlayerService
from scorepad.services.figures.stats import StatsService
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump


@pytest.fixture
def games(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'p.sqlite'}")
    yield GameService(store)
    store.close()


@pytest.fixture
def players(games):
    return PlayerService(games.store)


def listing(players):
    return [(p.name, p.games) for p in players.list_players()]


def sixth(*calls_tricks):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in calls_tricks),
                      trump=Trump(COLOUR, "red"))


def test_rename_changes_every_game_and_keeps_the_games(games, players):
    a = games.start_game(game="sixth-sense", players=["Ann", "Bobb", "Cy"], first_dealer=0)
    games.start_game(game="sixth-sense", players=["Bobb", "Cy", "Di"], first_dealer=0)
    assert players.rename("Bobb", "  Bob  ") == "Bob"
    assert games.get(a.id).players == ("Ann", "Bob", "Cy")
    assert ("Bob", 2) in listing(players) and all(n != "Bobb" for n, _ in listing(players))


def test_a_rename_to_another_players_name_is_refused_and_nothing_changes(games, players):
    games.start_game(game="sixth-sense", players=["Ann", "Anne", "Cy"], first_dealer=0)
    before = listing(players)
    for taken in ("Anne", "ANNE", "anne "):
        with pytest.raises(PlayerError, match="already a player"):
            players.rename("Ann", taken)
    with pytest.raises(PlayerError, match=f"at most {NAME_MAX}"):
        players.rename("Ann", "A" * (NAME_MAX + 1))
    with pytest.raises(PlayerError, match="Type a name"):
        players.rename("Ann", "   ")
    with pytest.raises(PlayerError, match="no player called"):
        players.rename("Nobody", "Zed")
    assert listing(players) == before


def test_a_rename_of_the_letters_case_only_is_allowed(games, players):
    games.start_game(game="sixth-sense", players=["ann", "Bob", "Cy"], first_dealer=0)
    assert players.rename("ann", "Ann") == "Ann"
    assert ("Ann", 1) in listing(players)


def test_merge_joins_games_and_statistics(games, players):
    to3 = {"ending": "target", "target": 3}  # one round each reaches 3: finished games
    g1 = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                          options=to3)
    games.record_round(g1.id, sixth((3, 3), (4, 2), (6, 8)), index=0) if _takes_index(games) \
        else games.record_round(g1.id, sixth((3, 3), (4, 2), (6, 8)))
    # a round played in each finished game: statistics count it once its player played a round
    g2 = games.start_game(game="sixth-sense", players=["Anne", "Bob", "Cy"], first_dealer=0,
                          options=to3)
    games.record_round(g2.id, sixth((5, 5), (4, 4), (6, 4)), index=0)
    stats = StatsService(games.store)
    ann = stats.player_stats(name="Ann")
    anne = stats.player_stats(name="Anne")
    info = players.merge("Anne", "Ann")
    assert info.name == "Ann" and info.games == ann.games + anne.games == 2
    merged = stats.player_stats(name="Ann")
    assert merged.games == 2 and merged.rounds == ann.rounds + anne.rounds
    assert "Anne" not in stats.player_names()
    assert ("Ann", 2) in listing(players) and all(n != "Anne" for n, _ in listing(players))


def _takes_index(games) -> bool:
    import inspect

    return "index" in inspect.signature(games.record_round).parameters


def test_two_players_of_one_game_cannot_be_merged(games, players):
    games.start_game(game="sixth-sense", players=["Ann", "Anne", "Cy"], first_dealer=0)
    before = listing(players)
    with pytest.raises(PlayerError, match="together, so they are two people"):
        players.merge("Anne", "Ann")
    with pytest.raises(PlayerError, match="two different"):
        players.merge("Ann", "Ann")
    with pytest.raises(PlayerError, match="no player called"):
        players.merge("Zed", "Ann")
    assert listing(players) == before


def test_only_a_player_with_no_games_can_be_removed(games, players):
    g = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    with pytest.raises(PlayerError, match="only a player with no games"):
        players.remove("Ann")
    games.delete_game(g.id)
    assert ("Ann", 0) in listing(players)
    players.remove("Ann")
    assert [n for n, _ in listing(players)] == ["Bob", "Cy"]
    with pytest.raises(PlayerError, match="no player called"):
        players.remove("Ann")


def test_a_refused_name_is_data_the_screen_renders(players, games):
    """The service says why as a message (an id and its parameters), never rendered text: it
    renders nothing, through scorepad.names or otherwise (issue 39, item 5)."""
    from scorepad.app_message import AppMessage
    from scorepad.words import say, speaking

    games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    with pytest.raises(PlayerError) as refused:
        players.rename("Ann", "x" * (NAME_MAX + 1))
    said = refused.value.said
    assert isinstance(said, AppMessage) and said.args == {"n": NAME_MAX, "length": NAME_MAX + 1}
    with speaking("de"):
        assert "Kürze" in say(refused.value)


def test_the_players_service_imports_no_renderer():
    import subprocess
    import sys

    code = ("import sys, scorepad.services.players.service\n"
            "print(sorted(m for m in sys.modules if m in ('scorepad.words', 'rules.language')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.strip() == "[]"
