"""The round, new-game and end words go through scorepad.words: under another language they
come out of that language's catalogs (here tiny German ones made for the test: the app's and
the engine's), an engine problem names the player, never a seat, and English stays as it was."""

from __future__ import annotations

import textwrap

import pytest

import rules.language as language
import scorepad.words as words
from scorepad.services.games.service import GameService
from scorepad.state.new_game import NewGameState, game_catalogue
from scorepad.state.options_text import describe
from scorepad.state.round import RoundState, choice_word
from scorepad.store.db import open_store
from scorepad.ui.round import plan_text
from scorepad.words import speaking

HEAD = r'''
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Language: de\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
'''

APP = HEAD + r'''
msgid "Round {number} of {total}"
msgstr "Runde {number} von {total}"

msgid "{dealer} deals {n} card each · {leader} bids first and leads"
msgid_plural "{dealer} deals {n} cards each · {leader} bids first and leads"
msgstr[0] "{dealer} gibt {n} Karte · {leader} sagt zuerst an"
msgstr[1] "{dealer} gibt {n} Karten · {leader} sagt zuerst an"

msgid "Still to enter: {what}."
msgstr "Noch einzugeben: {what}."

msgid "bids of {names}"
msgstr "Ansagen von {names}"

msgid "the trump"
msgstr "Trumpf"

msgid "tricks of {names}"
msgstr "Stiche von {names}"

msgid "{name} may not bid {bid}. {why}"
msgstr "{name} darf nicht {bid} ansagen. {why}"

msgid "{name} deals first"
msgstr "{name} gibt zuerst"
'''

ENGINE = HEAD + r'''
msgid "The hook: with this bid the bids would add up to {hand}, the hand size, and {seat}, the dealer, bids last."
msgstr "Der Haken: mit diesem Gebot ergäben die Gebote {hand}; {seat} gibt und sagt zuletzt an."

msgid "{seat}, the dealer, bids last."
msgstr "{seat} gibt und sagt zuletzt an."

msgid "seat {number}"
msgstr "Platz {number}"

msgid "short game (7 down to 1)"
msgstr "kurzes Spiel (7 bis 1)"
'''


@pytest.fixture
def german(tmp_path, monkeypatch):
    """German catalogs of a few words, in place of the app's and the engine's own."""
    app, engine = tmp_path / "app", tmp_path / "engine"
    app.mkdir()
    engine.mkdir()
    (app / "de.po").write_text(textwrap.dedent(APP).lstrip(), encoding="utf-8")
    (engine / "de.po").write_text(textwrap.dedent(ENGINE).lstrip(), encoding="utf-8")
    monkeypatch.setattr(words, "APP_LOCALE", app)
    original = language.catalog

    def catalog(lang, directory=language.RULES_LOCALE):
        return original(lang, engine if directory == language.RULES_LOCALE else directory)

    monkeypatch.setattr(language, "catalog", catalog)
    original.cache_clear()
    yield tmp_path
    original.cache_clear()


@pytest.fixture
def service():
    store = open_store("sqlite://")
    yield GameService(store)
    store.close()


def whist(service) -> RoundState:
    view = service.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"],
                              first_dealer=0, options={})
    rs = RoundState(service, view.id)
    assert rs.load()
    return rs


def test_the_round_speaks_german_and_names_the_dealer_in_a_refused_bid(german, service):
    rs = whist(service)
    with speaking("de"):
        title, detail = plan_text(rs)
        assert title == "Runde 1 von 13"
        assert detail.startswith("Ann gibt 7 Karten · Bob sagt zuerst an")
        rs.enter_prediction(1, 3)
        rs.enter_prediction(2, 3)
        assert rs.hint == "Noch einzugeben: Ansagen von Ann; Trumpf; Stiche von Bob, Cy und Ann."
        rs.enter_prediction(0, 1)  # the hook: Ann, the dealer, may not make it add up to 7
        assert rs.error == ("Ann darf nicht 1 ansagen. Der Haken: mit diesem Gebot ergäben die "
                            "Gebote 7; Ann gibt und sagt zuletzt an.")
        assert "Platz" not in rs.error and "seat" not in rs.error.lower()
        assert rs.calls[0] is None  # refused: nothing changed
        assert "Ann" in rs.forbidden_for(0)[1] and "Platz" not in rs.forbidden_for(0)[1]


def test_english_stays_as_it_was(german, service):
    rs = whist(service)
    title, detail = plan_text(rs)
    assert title == "Round 1 of 13"
    assert detail.startswith("Ann deals 7 cards each · Bob bids first and leads")
    rs.enter_prediction(1, 3)
    rs.enter_prediction(2, 3)
    assert rs.hint == "Still to enter: bids of Ann; the trump; tricks of Bob, Cy and Ann."
    rs.enter_prediction(0, 1)
    assert rs.error == ("Ann may not bid 1. The hook: with this bid the bids would add up to "
                        "7, the hand size, and Ann, the dealer, bids last.")


def test_the_new_game_summary_speaks_german(german):
    ng = NewGameState(None)
    ng.games = game_catalogue()
    ng.choose_game("nomination-whist")
    for name in ("Ann", "Bob", "Cy"):
        ng.set_name(name)
        ng.add_name()
    ng.set_dealer(1)
    ng.set_short(True)
    with speaking("de"):
        said = ng.summary
        assert "Bob gibt zuerst" in said
        assert "kurzes Spiel (7 bis 1)" in said
        assert describe("nomination-whist", {"short": True}) == ["kurzes Spiel (7 bis 1)"]
    assert "Bob deals first" in ng.summary
    assert "short game (7 down to 1)" in ng.summary


def test_an_explanation_kept_as_english_text_is_said_from_its_message(german):
    from rules.message import Seat, Text, msg
    from rules.scoresheet import SeatScore
    from scorepad.words import say

    score = SeatScore(3, Text.of(msg("{seat}, the dealer, bids last.", seat=Seat(1))))
    assert say(score, ["Ann", "Bob"]) == "Bob, the dealer, bids last."
    with speaking("de"):
        assert say(score, ["Ann", "Bob"]) == "Bob gibt und sagt zuletzt an."
        # the English alone keeps its message too (a Text): said from the message
        assert say(score.explanation, ["Ann", "Bob"]) == "Bob gibt und sagt zuletzt an."
        # words given only as text are shown as given: the app never rewrites the English
        assert say("seat 1 wins.", ["Ann", "Bob"]) == "seat 1 wins."


# The trump chips say the engine's own words for colours and suits (its terms, as the judge
# says them), in the language's real catalogs; the app keeps no second copy of them.

TRUMP_WORDS = {  # language -> (a suit, no trump, a colour), as the catalogs translate them
    "en": ("spades", "no trump", "blue"),
    "fr": ("pique", "sans atout", "bleu"),
    "de": ("Pik", "kein Trumpf", "Blau"),  # the colour named: a noun
    "nl": ("schoppen", "geen troef", "blauw"),
}


@pytest.mark.parametrize("lang", sorted(TRUMP_WORDS))
def test_the_trump_chips_say_the_engines_words(service, lang):
    from rules.message import term
    from rules.sixth_sense.cards import COLOUR_TERMS, Colour
    from rules.trump import NO_TRUMP_TERM
    from rules.whist.cards import SUIT_TERMS

    rs = whist(service)
    view = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    colours = RoundState(service, view.id)
    assert colours.load()
    suit, none, blue = TRUMP_WORDS[lang]
    with speaking(lang):
        def word(state, key):  # the chip's word, as the trump row says it
            return choice_word(next(c for c in state.form.trumps if c.key == key))

        assert word(rs, "S") == words.say(SUIT_TERMS["S"]) == suit
        assert word(rs, "none") == words.say(NO_TRUMP_TERM) == none
        assert word(colours, "blue") == words.say(COLOUR_TERMS[Colour.BLUE]) == blue
        assert words.say(term("no trump")) == none


def test_the_apps_catalog_has_no_copy_of_the_games_words():
    from pathlib import Path

    pot = (Path(words.__file__).parent / "locale" / "messages.pot").read_text(encoding="utf-8")
    for word in ("blue", "purple", "spades", "clubs", "no trump"):
        assert f'msgid "{word}"\n' not in pot, word
