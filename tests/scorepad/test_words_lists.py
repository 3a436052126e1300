"""Lists said as each language says them (issue 38): the names a sentence lists are joined by
the language's own rules (Babel's CLDR list patterns, not ", " in code), French says "de"
before each name and elides it ("d’Anna et de Ben"), and the clauses of "Still to enter" are
separated as the language writes a semicolon (French: a no-break space before it)."""

from __future__ import annotations

import pytest

from rules.language import LANGUAGES
from scorepad.services.games.service import GameService
from scorepad.state.round import RoundState
from scorepad.store.db import open_store
from scorepad.words import speaking, tr

# A whist round of Anna, Ben and Ève (Anna deals), Ben's bid entered: what is still to enter.
STILL_TO_ENTER = {
    "en": "Still to enter: bids of Ève and Anna; the trump; tricks of Ben, Ève and Anna.",
    "fr": "Reste à saisir\u00a0: les annonces d’Ève et d’Anna\u00a0; l’atout\u00a0; les plis de "
          "Ben, d’Ève et d’Anna.",
    "de": "Noch einzugeben: die Ansagen von Ève und Anna; die Trumpffarbe; die Stiche von Ben, "
          "Ève und Anna.",
    "es": "Falta anotar: las apuestas de Ève y Anna; el triunfo; las bazas de Ben, Ève y Anna.",
    "it": "Ancora da inserire: le dichiarazioni di Ève e Anna; la briscola; le mani di Ben, Ève "
          "e Anna.",
    "pt": "Falta introduzir: as apostas de Ève e Anna; o trunfo; as vazas de Ben, Ève e Anna.",
    "nl": "Nog in te vullen: biedingen van Ève en Anna; de troefkleur; slagen van Ben, Ève en "
          "Anna.",
    "da": "Mangler stadig: bud fra Ève og Anna; trumf; stik for Ben, Ève og Anna.",
}


@pytest.fixture
def service():
    store = open_store("sqlite://")
    yield GameService(store)
    store.close()


def _round(service, game: str, players: list[str]) -> RoundState:
    view = service.start_game(game=game, players=players, first_dealer=0, options={})
    rs = RoundState(service, view.id)
    assert rs.load()
    return rs


@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_is_still_to_enter_lists_the_names_as_the_language_does(service, lang):
    rs = _round(service, "nomination-whist", ["Anna", "Ben", "Ève"])
    with speaking(lang):
        rs.enter_prediction(1, 3)
        assert rs.missing_text() == STILL_TO_ENTER[lang]
        assert rs.hint == STILL_TO_ENTER[lang]


def test_french_says_de_before_every_name_of_a_long_list(service):
    rs = _round(service, "sixth-sense", ["Anna", "Ben", "Ève", "Hugo"])
    with speaking("fr"):
        said = rs.missing_text()
    assert said.startswith("Reste à saisir\u00a0: les prédictions de Ben, d’Ève, d’Hugo et "
                           "d’Anna\u00a0; l’atout\u00a0; les plis de Ben, d’Ève, d’Hugo et "
                           "d’Anna"), said
    assert "de Anna" not in said and "; " not in said.replace("\u00a0; ", "")


@pytest.mark.parametrize("name, said", [("Anna", "Carte de prédiction d’Anna"),
                                        ("Ben", "Carte de prédiction de Ben"),
                                        ("Hélène", "Carte de prédiction d’Hélène"),
                                        ("Yves", "Carte de prédiction d’Yves"),
                                        ("Yasmine", "Carte de prédiction de Yasmine"),
                                        ("8 ans", "Carte de prédiction de 8 ans")])
def test_french_elides_de_before_a_players_name(name, said):
    with speaking("fr"):
        assert tr("{name}'s prediction card", name=name) == said
    with speaking("en"):
        assert tr("{name}'s prediction card", name=name) == f"{name}'s prediction card"
