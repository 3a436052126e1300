"""The rules in the app (issue 13 item 4): every game has every section, every language's
catalog translates every string of the rulebook, placeholders kept, nothing left in English."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from rules.language import LANGUAGES, LOCALES, placeholders
from rules.rulebook import SECTIONS, all_rule_ids
from scorepad.assemble import assemble
from scorepad import rulebook
from scorepad.rulebook.text import GAMES

ROOT = Path(__file__).resolve().parents[2]
OTHERS = LANGUAGES[1:]
# Names that stay as they are in a language: the 6 card's heading, which the NL, FR, PT and
# DA sheets keep in English. (Last Man Standing has each language's name, as New game says it.)
PROPER = {"6th Sense (6)"}


def catalog(lang: str):
    with (rulebook.LOCALE / f"{lang}.po").open("rb") as handle:
        return read_po(handle, locale=LOCALES[lang])


def test_every_game_has_every_section_and_nothing_else():
    assert set(GAMES) == set(SECTIONS)
    for game, sections in GAMES.items():
        assert tuple(sections) == SECTIONS[game], game
        for sid, (sec_title, paragraphs) in sections.items():
            assert sec_title and paragraphs and all(p.strip() for p in paragraphs), (game, sid)


def test_every_rule_id_leads_to_a_section_with_a_link_label():
    for rule_id in all_rule_ids():
        game, sid = rulebook.split_rule(rule_id)
        assert f"{game}-{sid}" == rule_id
        title, _ = rulebook.section(game, sid, "en")
        assert rulebook.link_label(rule_id, "en") == f"Rule: {title}"
    # "sixth-sense-sixth-sense" is the 6 card's section of the game "sixth-sense"
    assert rulebook.split_rule("sixth-sense-sixth-sense") == ("sixth-sense", "sixth-sense")
    assert rulebook.split_rule("sixth-sense-nope") is None
    assert rulebook.split_rule("") is None


def test_the_extraction_finds_exactly_the_rulebook_strings():
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n

    found = {m.id for m in i18n.template("rulebook") if m.id}
    assert found == set(rulebook.strings())
    # the app's own catalog does not take the rulebook's strings as well
    app = {m.id for m in i18n.template("scorepad") if m.id}
    paragraphs = {p for secs in GAMES.values() for _s, ps in secs.values() for p in ps}
    assert not (paragraphs & app)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_string_is_translated_with_the_same_placeholders(lang):
    po = catalog(lang)
    for text in rulebook.strings():
        message = po.get(text)
        assert message is not None and message.string and not message.fuzzy, (lang, text)
        assert placeholders(message.string) == placeholders(text), (lang, text)
    # and the app shows it: the lookup of the rulebook's domain gives the translation
    for text in rulebook.strings():
        if not placeholders(text):
            assert rulebook.say(text, lang) == po.get(text).string, (lang, text)
    assert rulebook.say("Rule: {title}", lang, title="X") == po.get(
        "Rule: {title}").string.replace("{title}", "X")


@pytest.mark.parametrize("lang", OTHERS)
def test_no_paragraph_is_left_in_english(lang):
    for game, sections in GAMES.items():
        for sid, (title, paragraphs) in sections.items():
            shown_title, shown = rulebook.section(game, sid, lang)
            for english, said in zip(paragraphs, shown):
                assert said != english, (lang, game, sid, english)
            if title not in PROPER:
                assert shown_title != title or lang == "en", (lang, game, sid, title)


def test_the_rulings_are_stated_where_a_table_looks():
    def text(game, sid):
        title, paragraphs = rulebook.section(game, sid, "en")
        return " ".join([title, *paragraphs])

    assert "Several 12s in one trick still make one double trick" in text("sixth-sense",
                                                                          "double")
    assert "rest of the round" in text("sixth-sense", "double")
    void = text("sixth-sense", "void")
    assert "nobody wins the trick" in void and "leads the next trick" in void
    blocking = text("sixth-sense", "blocking")
    assert "next card in playing order that still counts" in blocking
    assert "already on the table or still to come" in blocking
    reversal = text("sixth-sense", "reversal")
    assert "three tiers" in reversal and "played last wins" in reversal
    assert "lowest trump" in reversal
    assert "an 8 may lead" in text("sixth-sense", "peek")
    assert "any card of their hand" in text("sixth-sense", "prediction")
    assert "first of them in bidding order" in text("nomination-whist", "trump")


def test_a_link_label_follows_the_language():
    assert rulebook.link_label("sixth-sense-reversal", "de") == "Regel: Umkehrkarte (4)"
    assert rulebook.link_label("sixth-sense-reversal", "en") == "Rule: Reversal card (4)"
    from scorepad.words import speaking

    with speaking("nl"):
        assert rulebook.rules_label() == "Regels"
        assert rulebook.game_title("sixth-sense") == "6th Sense"
        assert rulebook.section("sixth-sense", "reversal")[0] == "Omkeerkaart (4)"


def test_the_publishers_terms_are_used():
    # GLOSSARY.md: the sheet's own word for a trick and the prediction card in each language
    words = {"de": ("Stich", "Voraussagekarte"), "nl": ("slag", "voorspellingskaart"),
             "fr": ("pli", "carte de prédiction"), "es": ("baza", "carta de predicción"),
             "it": ("mano", "carta previsione"), "pt": ("vaza", "carta de previsão"),
             "da": ("stik", "spåkort")}
    def said(sid, lang):
        title, paragraphs = rulebook.section("sixth-sense", sid, lang)
        return " ".join([title, *paragraphs]).lower()

    for lang, (trick, card) in words.items():
        assert card.lower() in said("prediction", lang), lang
        assert trick.lower() in said("playing", lang), lang


@pytest.fixture
def app_state(tmp_path):
    from scorepad.services.games.service import GameService
    from scorepad.state.app_state import AppState
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{tmp_path / 'scorepad.sqlite'}")
    yield assemble(GameService(store))
    store.close()


def test_addresses_and_links_open_the_rules(app_state):
    app = app_state
    app.follow("/rules")
    assert (app.route, app.url, app.rules.section) == ("/rules", "/rules", None)
    app.follow("/rules/sixth-sense")
    assert (app.url, app.rules.game, app.rules.section) == ("/rules/sixth-sense", "sixth-sense",
                                                            None)
    app.follow("/rules/shedding?section=gold")
    assert (app.url, app.rules.section) == ("/rules/shedding", "gold")
    app.follow("/rules/nomination-whist#hook")
    assert (app.url, app.rules.section) == ("/rules/nomination-whist", "hook")
    # an unknown game or section: the list, or the game from the top; never an error
    app.follow("/rules/poker")
    assert (app.url, app.rules.game, app.rules.section) == ("/rules", None, None)
    app.follow("/rules/shedding?section=nope")
    assert (app.url, app.rules.section) == ("/rules/shedding", None)


def test_open_rule_goes_to_the_section_and_back_returns(app_state):
    app = app_state
    app.open_judge(attached=False)
    before = app.rules.jump
    app.open_rule("sixth-sense-reversal")
    assert (app.url, app.rules.game, app.rules.section) == ("/rules/sixth-sense", "sixth-sense",
                                                            "reversal")
    app.open_rule("sixth-sense-reversal")  # the same link again scrolls again
    assert app.rules.jump == before + 2
    app.back()
    assert app.route == "/judge"
    app.open_rule("not-a-rule")
    assert app.url == "/rules"
