"""A judge form names two things: its game (`named`, a term the judge's game chips show) and a
card in a sentence (`card_named`). One name each: the card's must never hide the game's."""

import pytest

from rules.judge_form import judge_form, judged_games
from rules.language import render
from rules.message import Term


@pytest.mark.parametrize("game", judged_games())
def test_the_form_names_its_game_with_a_term(game):
    form = judge_form(game)
    assert isinstance(form.named, Term), form.named
    title = form.title if isinstance(form.title, str) else form.title.english
    assert render(form.named, lang="en") == title


def test_a_card_is_named_in_a_sentence_by_its_own_method():
    whist, sixth = judge_form("nomination-whist"), judge_form("sixth-sense")
    assert render(whist.card_named(whist.play_card("S", "Q")), lang="en") == "the queen of spades"
    assert render(sixth.card_named(sixth.play_card("red", 5)), lang="en") == "red 5"


@pytest.mark.parametrize("game", judged_games())
def test_the_judge_names_its_game_as_the_registry_does(game):
    # one title per game: the judge's chips and every other screen say the same word
    from rules.registry import game_title

    assert judge_form(game).named == game_title(game)


def test_every_games_title_is_in_every_catalog():
    # the sheet's title is looked up under msgctxt "game title" (rules.registry.game_title):
    # each language has its own entry, the sheet's own title where it has one
    from rules.language import LANGUAGES, catalog
    from rules.registry import TITLE_CONTEXT, game_ids, game_title

    for game in game_ids():
        english = game_title(game).english
        for lang in LANGUAGES[1:]:
            held = catalog(lang)._catalog  # GNUTranslations: "context\x04msgid" -> msgstr
            assert held.get(f"{TITLE_CONTEXT}\x04{english}"), (game, lang)
    assert render(game_title("sixth-sense"), lang="de") == "Der 6. Sinn"
    assert render(game_title("nomination-whist"), lang="nl") == "Boerenbridge"
