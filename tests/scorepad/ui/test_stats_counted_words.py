"""The app's templates issue 38 (item 3) rewrote, in all eight languages: the finished games
counted with their own plural forms (was "{n} finished · {scope}": "1 terminadas", "1 finite",
"1 færdige"), and the games and the winners listed as the language lists them (was ", " joined
in code)."""

from __future__ import annotations

from types import SimpleNamespace as NS

import flet as ft
import pytest

from rules.language import LANGUAGES
from scorepad.ui import stats as ui
from scorepad.ui.history import winners_line
from scorepad.words import speaking

# (one finished game, several): French says 0 in the singular
FINISHED = {
    "en": ("{n} finished game · all games", "{n} finished games · all games"),
    "nl": ("{n} afgelopen spel · alle spellen", "{n} afgelopen spellen · alle spellen"),
    "fr": ("{n} partie terminée · toutes les parties", "{n} parties terminées · toutes les "
           "parties"),
    "de": ("{n} beendetes Spiel · alle Spiele", "{n} beendete Spiele · alle Spiele"),
    "es": ("{n} partida terminada · todos los juegos", "{n} partidas terminadas · todos los "
           "juegos"),
    "it": ("{n} partita finita · tutte le partite", "{n} partite finite · tutte le partite"),
    "pt": ("{n} jogo terminado · todos os jogos", "{n} jogos terminados · todos os jogos"),
    "da": ("{n} afsluttet spil · alle spil", "{n} afsluttede spil · alle spil"),
}
SINGULAR = {"fr": (0, 1)}  # the counts said in the singular; else 1 only

LISTED = {
    "en": ("Figures for all games (Alpha, Beta and Gamma) over the last 12 months.",
           "Winners: Anna, Ben and Ève"),
    "nl": ("Cijfers voor alle spellen (Alpha, Beta en Gamma) van de laatste 12 maanden.",
           "Winnaars: Anna, Ben en Ève"),
    "fr": ("Chiffres de toutes les parties (Alpha, Beta et Gamma) des 12 derniers mois.",
           "Gagnants\u00a0: Anna, Ben et Ève"),
    "de": ("Zahlen für alle Spiele (Alpha, Beta und Gamma) der letzten 12 Monate.",
           "Gewinner: Anna, Ben und Ève"),
    "es": ("Cifras de todas las partidas (Alpha, Beta y Gamma) de los últimos 12 meses.",
           "Ganadores: Anna, Ben y Ève"),
    "it": ("Numeri di tutte le partite (Alpha, Beta e Gamma) degli ultimi 12 mesi.",
           "Vincitori: Anna, Ben e Ève"),
    "pt": ("Números de todos os jogos (Alpha, Beta e Gamma) dos últimos 12 meses.",
           "Vencedores: Anna, Ben e Ève"),
    "da": ("Tal for alle spil (Alpha, Beta og Gamma) de seneste 12 måneder.",
           "Vindere: Anna, Ben og Ève"),
}
TITLES = {"a": "Alpha", "b": "Beta", "c": "Gamma"}


def texts(control, out: list[str]) -> list[str]:
    """Every text a control shows, in order."""
    if isinstance(control, ft.Text):
        out.append(control.value)
    for child in getattr(control, "controls", None) or ():
        texts(child, out)
    content = getattr(control, "content", None)
    if content is not None:
        texts(content, out)
    return out


def state(finished: int) -> NS:
    stats = NS(games=finished + 1, finished=finished, wins=0, win_rate=0.0, kinds=())
    return NS(stats=stats, game=None, period="year", games=tuple(TITLES),
              game_title=TITLES.__getitem__)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("finished", [0, 1, 2, 5])
def test_the_finished_games_are_counted_in_their_own_plural(lang, finished):
    one, many = FINISHED[lang]
    form = one if finished in SINGULAR.get(lang, (1,)) else many
    with speaking(lang):
        shown = texts(ui.tiles(state(finished)), [])
    assert form.format(n=finished) in shown, shown


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_games_and_the_winners_are_listed_as_the_language_lists_them(lang):
    scope, winners = LISTED[lang]
    with speaking(lang):
        assert ui.scope_text(state(2)) == scope
        assert winners_line(["Anna", "Ben", "Ève"]) == winners


# The leaderboard counts finished games only (STATS.md; issue 39 item 3): its line says the count
# in the count's own plural, in every language (was one form: "1 non finite", "1 ikke færdige").
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_leaderboard_line_says_its_count_in_the_counts_plural(lang):
    with speaking(lang):
        one = ui.board_line(0, NS(name="Anna", wins=1, finished=1, games=1))
        five = ui.board_line(1, NS(name="Ben", wins=5, finished=5, games=5))
    assert one.startswith("1. Anna") and five.startswith("2. Ben")
    assert " 1 " in one and " 5 " in five
    # the noun after 5 is not the noun after 1 in any of these languages
    assert one.split(" 1 ")[-1] != five.split(" 5 ")[-1]
    if lang == "en":
        assert (one, five) == ("1. Anna: 1 win in 1 finished game",
                               "2. Ben: 5 wins in 5 finished games")
