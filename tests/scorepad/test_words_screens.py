"""The screens' and states' words go through scorepad.words: under another language they come
out of that language's catalog (here a tiny German one made for the test), and English stays
exactly as it was."""

from __future__ import annotations

import textwrap

import pytest

import scorepad.words as words
from rules.language import catalog
from scorepad.services.players.service import PlayerInfo
from scorepad.state.history import HistoryState
from scorepad.state.players import PlayersState
from scorepad.state.stats import StatsState
from scorepad.ui.history import unfinished_line, winners_line
from scorepad.ui.home import played

GERMAN = r'''
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Language: de\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "There is no player called {name} in the statistics."
msgstr "In der Statistik gibt es keinen Spieler namens {name}."

msgid "This game was just deleted on another device."
msgstr "Dieses Spiel wurde gerade auf einem anderen Gerät gelöscht."

msgid "{name} has {n} game, so stays on the list: only a player with no games can be removed. To join two names of one person, use Merge."
msgid_plural "{name} has {n} games, so stays on the list: only a player with no games can be removed. To join two names of one person, use Merge."
msgstr[0] "{name} hat {n} Spiel und bleibt in der Liste."
msgstr[1] "{name} hat {n} Spiele und bleibt in der Liste."

msgid "Winner: {names}"
msgid_plural "Winners: {names}"
msgstr[0] "Gewinner: {names}"
msgstr[1] "Gewinner: {names}"

msgid "{n} game played"
msgid_plural "{n} games played"
msgstr[0] "{n} Spiel gespielt"
msgstr[1] "{n} Spiele gespielt"
'''


@pytest.fixture
def german(tmp_path, monkeypatch):
    """A German app catalog of a few words, in place of the app's own for this test."""
    (tmp_path / "de.po").write_text(textwrap.dedent(GERMAN).lstrip(), encoding="utf-8")
    monkeypatch.setattr(words, "APP_LOCALE", tmp_path)
    catalog.cache_clear()
    yield tmp_path
    catalog.cache_clear()


class GoneGames:
    """A game service whose opened game was deleted meanwhile."""

    def list_games(self, limit, offset):
        return []

    def get(self, game_id):
        from scorepad.services.games.service import GameNotFound

        raise GameNotFound("no such game")


def test_a_stats_error_comes_out_in_german(german):
    with words.speaking("de"):
        st = StatsState(service=None, players=("Ann",))
        st.select_player("Zed")
    assert st.error == "In der Statistik gibt es keinen Spieler namens 'Zed'."


def test_the_same_state_speaks_english_outside(german):
    st = StatsState(service=None, players=("Ann",))
    st.select_player("Zed")
    assert st.error == "There is no player called 'Zed' in the statistics."


def test_a_history_line_comes_out_in_german(german):
    hs = HistoryState(GoneGames(), detail=type("View", (), {"id": 7})())
    with words.speaking("de"):
        hs.refresh()
    assert hs.detail is None
    assert hs.error == "Dieses Spiel wurde gerade auf einem anderen Gerät gelöscht."


def test_a_plural_refusal_follows_the_count_in_german(german):
    ps = PlayersState(service=None, players=(PlayerInfo("Ann", 1), PlayerInfo("Bob", 3)))
    with words.speaking("de"):
        ps.start_remove(0)
        one = ps.error
        ps.start_remove(1)
        three = ps.error
    assert one == "Ann hat 1 Spiel und bleibt in der Liste."
    assert three == "Bob hat 3 Spiele und bleibt in der Liste."
    assert ps.removing is None  # refused: nothing changes


def test_screen_lines_in_german_and_english(german):
    with words.speaking("de"):
        assert winners_line(["Ann", "Bob"]) == "Gewinner: Ann und Bob"
        assert played("shedding", 2) == "2 Spiele gespielt"
        # a line without a German entry yet falls back to English
        assert unfinished_line("sixth-sense", 2) == "Unfinished · 2 rounds played"
    assert winners_line(["Ann"]) == "Winner: Ann"
    assert winners_line(["Ann", "Bob"]) == "Winners: Ann and Bob"
    assert played("shedding", 1) == "1 game played"
    assert played("sixth-sense", 3) == "3 rounds played"


def _figures(game: str, lower: bool):
    from types import SimpleNamespace as NS

    call = NS(label="6/9", met=2, rounds=3, rate=2 / 3)
    p = NS(met_rate=0.5, met=3, rounds=6, average_distance=1.25, by_call=(call,),
           title="6th Sense")
    f = NS(kind=game, game=game, lower_points_better=lower, points_per_round=4.5, rounds=6,
           best_is_lowest=lower, best_total=30, finished=1, games=2, title="Some game",
           form=(3, 5, -1), form_average=2.3333)
    board = (NS(name="Ann", wins=1, finished=1, games=1, win_rate=1.0),)
    stats = NS(prediction=lambda g: p, head_to_head=(NS(opponent="Bob", ahead=1, games=2,
                                                        level=1),),
               games=2, finished=1, wins=1, win_rate=1.0, kinds=(f,))
    ss = NS(stats=stats, selected="Ann", game=None, period="year", games=(game,),
            game_title=lambda g: "Some game", leaderboard=board)
    from scorepad.state.stats import StatsState

    ss.prediction_of = lambda g: StatsState.prediction_of(ss, g)  # the state's own reading
    ss.call_phrases = lambda g: StatsState.call_phrases(ss, g)
    return ss, f, p


@pytest.mark.parametrize("game,lower", [("sixth-sense", False), ("shedding", True)])
def test_the_statistics_pieces_are_drawn_in_both_languages(german, game, lower):
    """Every piece of the Statistics screen builds its words (in English and in German)."""
    from scorepad.ui import stats as ui

    ss, f, p = _figures(game, lower)
    for lang in ("en", "de"):
        with words.speaking(lang):
            for piece in (ui.tiles(ss), ui.kind_section(ss, f),
                          ui.hits_chart(ss, p, game, ss.call_phrases(game)),
                          ui.form_chart(ss, f), ui.head_to_head(ss), ui.leaderboard(ss)):
                assert piece is not None
    chart = ui.form_chart(ss, f)
    if game == "shedding":
        assert chart.label == ("Chart of recent form in Some game, Ann: 3 games, 2.33 hand points "
                               "a game on average (lower is better), latest -1.")
    else:
        assert chart.label == ("Chart of recent form in Some game, Ann: 3 rounds, 2.33 points a "
                               "round on average, latest -1.")
    assert ui.scope_text(ss) == "Figures for all games (Some game) over the last 12 months."
    assert ui.leaderboard(ss).label == "Leaderboard. 1. Ann: 1 win in 1 finished game"


def test_a_name_that_cannot_be_used_is_said_in_the_session_language():
    """New game and Players say why a name cannot be used (scorepad.names): in the catalogs,
    not English in every language."""
    from scorepad.names import NAME_MAX, name_problem

    assert words.say(name_problem("")) == "Type a name first."
    with words.speaking("de"):
        assert words.say(name_problem("")) == "Gib zuerst einen Namen ein."
        too_long = words.say(name_problem("x" * (NAME_MAX + 1)))
        assert too_long == (f"Ein Name hat höchstens {NAME_MAX} Zeichen; dieser hat "
                            f"{NAME_MAX + 1}. Kürze ihn.")
        assert words.say(name_problem("a\x07b")) == "Ein Name darf keine Steuerzeichen enthalten."
