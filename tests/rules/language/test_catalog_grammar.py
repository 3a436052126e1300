"""The engine's catalogs checked as a reader of each language would: the publisher's terms
(GLOSSARY.md), a card said in the language's word order, every count with its plural forms,
and the defects a review found (issue 23) not coming back."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from rules.language import LANGUAGES

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "scripts"))
from i18n import DOMAINS, load, template  # noqa: E402

OTHERS = LANGUAGES[1:]
GLOSSARY = Path(__file__).with_name("glossary.md")
# The languages that say the value before the colour ("le 5 rouge", "el 5 rojo").
VALUE_FIRST = {"fr", "es", "it", "pt"}


def catalog(lang: str, domain: str = "rules"):
    return load(DOMAINS[domain][1] / f"{lang}.po", lang)


def strings(message) -> list[str]:
    return list(message.string) if isinstance(message.string, tuple) else [message.string]


def glossary() -> dict[str, dict[str, str]]:
    """The glossary's rows: {term: {lang: the sheet's word}}, from the copy kept beside this test
    (tests/rules/language/glossary.md, the project's ../shared/GLOSSARY.md as it stands)."""
    rows = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 9 and cells[0] not in ("Term", "---"):
            rows[cells[0]] = dict(zip(LANGUAGES, cells[1:]))
    return rows


# The sheet's words (GLOSSARY.md), written here so the test runs without the shared folder.
TERMS = {
    "requested colour": {"fr": "couleur demandée", "de": "ausgespielte Farbe",
                         "es": "color solicitado", "it": "colore richiesto",
                         "pt": "cor solicitada", "nl": "gevraagde kleur",
                         "da": "gældende kulør"},
    "trick": {"fr": "pli", "de": "Stich", "es": "baza", "it": "mano", "pt": "vaza",
              "nl": "slag", "da": "stik"},
    "reversal": {"fr": "Inversion", "de": "Umkehrkarte", "es": "inversión",
                 "it": "inversion", "pt": "inversão", "nl": "omkeerkaart", "da": "vendekort"},
    "seat": {"fr": "joueur", "de": "Spieler", "es": "jugador", "it": "giocatore",
             "pt": "jogador", "nl": "speler", "da": "spiller"},
}


def _pattern(term: str) -> re.Pattern:
    """The term with its words' endings free (declension: "ausgespielten Farbe")."""
    words = [re.escape(w[:max(3, len(w) - 2)]) for w in term.lower().split()]
    return re.compile(r"\w*\s+".join(words), re.I)


def test_the_glossary_rows_used_here_are_the_sheets():
    rows = glossary()
    assert rows, "the glossary copy has no rows"
    for lang in OTHERS:
        assert rows["Requested colour (led colour)"][lang].lower() == \
            TERMS["requested colour"][lang].lower()
        assert rows["Trick"][lang].lower() == TERMS["trick"][lang].lower()
        assert rows["Player"][lang].lower() == TERMS["seat"][lang].lower()


@pytest.mark.parametrize("lang", OTHERS)
def test_the_sheets_terms_are_the_ones_used(lang):
    po = catalog(lang)
    wrong = []
    for message in po:
        english = message.id if isinstance(message.id, str) else message.id[0]
        if not english or message.context:
            continue
        for text in strings(message):
            if "the requested colour" in english and not _pattern(
                    TERMS["requested colour"][lang]).search(text):
                wrong.append((english, text))
            if re.search(r"\breversals?\b", english) and not _pattern(
                    TERMS["reversal"][lang]).search(text):
                wrong.append((english, text))
    seat = po.get("seat {number}").string
    assert TERMS["seat"][lang].lower() in seat.lower(), f"a seat is a player: {seat}"
    assert not wrong, "\n".join(f"{e}\n  -> {t}" for e, t in wrong)


# Words a review found wrong (issue 23), per language and catalog; and (issue 38) a 6/9 card
# that is itself "met" (the prediction is met), the trump colour without its article.
GONE = {
    "fr": [("rules", r"éliminé"), ("rules", r"tours de la table"),
           ("rules", r"commence à nouveau le pli"),
           ("scorepad", r"commence à nouveau"), ("scorepad", r"(—|:) la plus forte annonce (le )?choisit"),
           ("rules", r"carte 6/9 réussie"), ("rulebook", r"un [46] (est )?réalisé"),
           ("rules", r"^\{trump\} est la couleur d’atout")],
    "de": [("rules", r"Last Man Standing"), ("rules", r"neben dem nächsten Ziel"),
           ("rules", r"\bPlatz \{number\}"), ("rules", r"6/9-Karte (mit 9|, die mit 9)"),
           ("rules", r"erfüllte 6/9-Karte"), ("rulebook", r"(ist|werten) eine 6 mit")],
    "nl": [("rules", r"Last Man Standing"), ("rules", r"of none voor"), ("scorepad", r"^Zegt$"),
           ("scorepad", r"gedekt"), ("rules", r"6/9-kaart (gehaald|die)"),
           ("rulebook", r"een 6 (goed|met 9)")],
    "it": [("rules", r"\bprese?\b(?! come)"), ("rules", r"inizia di nuovo"),
           ("scorepad", r"inizia di nuovo"), ("rules", r"carta 6/9 (realizzata|riuscita)"),
           ("rulebook", r"un [46] (è )?realizzato"), ("rules", r"^\{trump\} è briscola")],
    "da": [("rules", r"begynderpoint"), ("rules", r"6/9-kort(,)? (ramt|der går op)"),
           ("rulebook", r"6'er opfyldt")],
    "es": [("rules", r"\bpuesto \{number\}"), ("rules", r"vuelve a comenzar"),
           ("scorepad", r"vuelve a comenzar"), ("rules", r"carta 6/9 (acertada|cumplida)"),
           ("rulebook", r"un [46] (se cumple|cumplido)"), ("rules", r"^\{trump\} es triunfo")],
    "pt": [("rules", r"\blugar \{number\}"), ("rules", r"volta a começar"),
           ("scorepad", r"volta a começar"), ("rules", r"carta 6/9 (acertada|cumprida)"),
           ("rulebook", r"um [46] (é )?cumprido"), ("rules", r"^\{trump\} é a cor")],
}


@pytest.mark.parametrize("lang", OTHERS)
def test_the_reviewed_defects_stay_fixed(lang):
    found = []
    for domain, pattern in GONE.get(lang, []):
        for message in catalog(lang, domain):
            if message.id and any(re.search(pattern, s or "") for s in strings(message)):
                found.append((pattern, strings(message)))
    assert not found, found


@pytest.mark.parametrize("lang", OTHERS)
def test_a_card_is_said_in_the_languages_order_with_its_article(lang):
    po = catalog(lang)
    card = po.get("{colour} {value}", context="card").string
    numbered = po.get("{colour} {number} {symbol}", context="card").string
    assert card not in ("{colour} {value}", "{value} {colour}"), f"a bare card: {card}"
    if lang in VALUE_FIRST:
        assert card.index("{value}") < card.index("{colour}"), card
        assert numbered.index("{number}") < numbered.index("{colour}"), numbered
    # a card of the standard deck is named, not written ("l’as de pique", not "AS")
    whist = po.get("the {rank} of {suit}", context="card").string
    assert whist != "the {rank} of {suit}" and po.get("ace", context="card rank").string \
        not in ("A", "ace"), whist
    # the colour inside a card has its own entries (German "rote", Dutch "rode")
    for colour in ("blue", "green", "purple", "red", "yellow"):
        assert po.get(colour, context="card").string, colour


def test_no_count_is_said_without_plural_forms():
    """Every `{n}` of the engine is a count: its message is a plural (`msg_n`)."""
    bare = [m.id for m in template("rules") if isinstance(m.id, str) and "{n}" in m.id]
    assert not bare, bare


@pytest.mark.parametrize("lang", OTHERS)
def test_every_plural_has_the_languages_forms(lang):
    po = catalog(lang)
    for message in po:
        if isinstance(message.id, tuple):
            forms = strings(message)
            assert len(forms) == po.num_plurals and all(forms), message.id
            assert all("{n}" in f for f in forms if "{n}" in message.id[1]), message.id


@pytest.mark.parametrize("lang", ["fr"])
def test_french_puts_a_no_break_space_before_double_punctuation(lang):
    loose = [s for m in catalog(lang) if m.id for s in strings(m)
             if re.search(r"(?<![\u00a0\u202f]) ?[;:!?](\s|$)", s or "")
             and not re.search(r"https?:", s)]
    assert not loose, loose[:5]


COLOURS = ("purple", "red", "blue", "gold")


def test_a_colour_named_is_a_noun_and_a_colour_said_of_a_card_an_adjective():
    """German: "wechselt zu Grün", "der ausgespielten Farbe (Rot)" but "ist rot wie" (issue 23);
    the languages whose noun and adjective are one word say the same in both entries."""
    for lang in OTHERS:
        po = catalog(lang)
        for colour in COLOURS:
            noun, adjective = po.get(colour).string, po.get(colour, context="adjective").string
            assert noun and adjective, (lang, colour)
            if lang == "de":
                assert noun == noun.capitalize() and adjective == adjective.lower(), colour
                assert noun.lower() == adjective
            else:
                assert noun == adjective, (lang, colour)
    assert catalog("de").get("green").string == "Grün"


def test_a_counted_seat_is_a_player():
    """"{n} seat predicted 5" counts players: "2 jugadores", not "2 puestos" (issue 23)."""
    seat_words = re.compile(r"\{n\} (puestos?|posti|posto|lugar|lugares|plads|pladser|places?|"
                            r"plaatsen|plaats|Plätze|Platz)\b")
    for lang in OTHERS:
        for message in catalog(lang):
            for text in strings(message):
                assert not seat_words.search(text or ""), (lang, text)


def test_the_glossary_copy_is_the_shared_one_where_that_is_at_hand():
    """The copy beside this test follows the project's shared glossary (next to a checkout)."""
    shared = [d / "shared" / "GLOSSARY.md" for d in (ROOT.parent, ROOT.parent.parent)]
    for found in (f for f in shared if f.is_file()):
        assert found.read_text(encoding="utf-8") == GLOSSARY.read_text(encoding="utf-8")
    assert glossary()["Trick"]["fr"] == "Pli"


# The nouns of the things the games count (GLOSSARY.md: trick, point, round, game, player,
# card; and "time"), in each language, singular and plural; a participle a language puts
# between a number and its noun ("die 13 gespielten Stiche") may stand between them.
COUNT_NOUNS = {
    "en": r"tricks?|points?|rounds?|games?|players?|cards?|times?",
    "fr": r"plis?|points?|tours?|parties?|manches?|joueurs?|cartes?|fois",
    "de": r"Stich(?:e|en)?|Punkte?n?|Runden?|Spiele?n?|Partien?|Spieler[n]?|Karten?|Mal",
    "es": r"bazas?|puntos?|rondas?|partidas?|juegos?|jugador(?:es)?|cartas?|vez|veces",
    "it": r"man[io]|punt[io]|turn[io]|partit[ae]|giocator[ei]|cart[ae]|volt[ae]",
    "pt": r"vazas?|pontos?|rodadas?|partidas?|jogos?|jogador(?:es)?|cartas?|vez|vezes",
    "nl": r"slag(?:en)?|punt(?:en)?|ronde[sn]?|spel(?:len)?|potjes?|spelers?|kaart(?:en)?|keer",
    "da": r"stik|point|runder?|spil|spillere?|kort|gange?",
}
BETWEEN = {"en": r"(?:hand )?", "de": r"(?:gespielten? )?", "nl": r"(?:gespeelde )?",
           "da": r"(?:spillede )?", "fr": "", "es": "", "it": "", "pt": ""}
# A range ("{least} to {most} players"): its noun is said in the plural whatever the count.
RANGE = re.compile(r"\{least\}\W+\w+\W+\{most\}")
# The app's figures where a number with its noun is not a count: an average is a decimal
# said in the plural ("4.2 points a round"), whatever the count of rounds it is taken over;
# French "fois" is the same word for one time and for many.
NOT_A_COUNT = {"average", "rate"}
SAME_IN_EVERY_FORM = {"fr": {"fois"}, "de": {"Mal"}, "nl": {"keer"}}


def other_counts(text: str, lang: str) -> list[str]:
    """The numbers other than the count {n} said with a counted noun in `text`."""
    found = []
    pattern = re.compile(r"\{(\w+)\} " + BETWEEN[lang] + r"(" + COUNT_NOUNS[lang] + r")\b")
    for m in pattern.finditer(text or ""):
        name, noun = m.group(1), m.group(2)
        if name == "n" or name in NOT_A_COUNT or noun in SAME_IN_EVERY_FORM.get(lang, ()):
            continue
        if name == "most" and RANGE.search(text):
            continue
        found.append(m.group(0))
    return found


def test_the_second_count_check_finds_a_count_in_another_counts_form():
    """What issue 38 found: "1 plis", "1 mani", "which count 2" said by the form {n} chose."""
    assert other_counts("{seat} a remporté {n} double pli, qui compte {counted}, mais n’a "
                        "remporté que {tricks} plis en tout.", "fr") == ["{tricks} plis"]
    assert other_counts("ma ha vinto solo {tricks} mani in tutto", "it") == ["{tricks} mani"]
    assert other_counts("{n} more than the {played} tricks played", "en") == ["{played} tricks"]
    assert other_counts("{n} mehr als die {played} gespielten Stiche", "de")
    assert not other_counts("{game} is played by {least} to {most} players: round {number} "
                            "would have {n} players", "en")
    assert not other_counts("{seat} took {n} double tricks, which count as {counted}", "en")


@pytest.mark.parametrize("domain", ["rules", "scorepad"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_plural_message_says_each_other_count_in_its_own_form(lang, domain):
    """In a message whose form its count {n} chooses, another number said with its noun is put
    in the form {n} chose ("1 plis", "1 mani", English "1 double trick, which count 2"): each
    other count is a message of its own with its plural forms (rules.common.counts:
    "{n} trick", "{n} point"), nested in the sentence."""
    po = template(domain) if lang == "en" else catalog(lang, domain)
    wrong = []
    for message in po:
        if not isinstance(message.id, tuple):
            continue
        forms = message.id if lang == "en" else strings(message)
        hits = sorted({h for form in forms for h in other_counts(form, lang)})
        if hits:
            wrong.append((message.id[0], hits))
    assert not wrong, "\n".join(f"{i}\n  -> {h}" for i, h in wrong)
