"""Issue 32's audit over everything rendered, not a search for known patterns (the corpus:
`corpus.py`): every judge request the tests under tests/rules write (the reference cases
included), a score sweep at the counts 0, 1, 2 and 5 and seeded random tricks, answered with
`--lang` in all eight languages; every app string (those with a count at n = 0, 1, 2 and 5) and
the engine's counted messages. Each sentence is scanned for the defect families the review
found: a word said twice, a sentence opening in lower case, an article before a card phrase that
brings its own, a whist card code in prose, a count and its noun disagreeing (Babel's plural
rules), nested parentheses, English left in a translated sentence, and in French a plain space
before ; : ! ? (French sets a no-break space there).

Each check is proved able to fail on the defect it looks for (`test_each_check_catches_its_
defect`), and the corpus is proved broad (`test_the_corpus_is_broad`)."""

from __future__ import annotations

import functools
import re
from typing import Callable

import pytest
from babel import Locale

from rules.language import LANGUAGES, LOCALES, Renderer
from tests.rules.language.cases import CASES
from tests.rules.language.corpus import (FRAGMENT, GAME_OF_FOLDER, ROOT, _pot, app_words,
                                         corpus, engine_counts, judge_corpus, requests,
                                         screen_corpus)

# --- the checks: each returns what is wrong in one text of a language, or None ---------------

DOUBLED = re.compile(r"\b([^\W\d_]+) \1\b", re.IGNORECASE)
QUOTED = re.compile(r"'[^']*'|‘[^’]*’|“[^”]*”|«[^»]*»|„[^“”]*[“”]|\"[^\"]*\"")
CODE = re.compile(r"(?<![\w'])(?:10|[2-9AKQJT])[SHDC](?![\w'])")
# an article before a card phrase that brings its own ("la carte le 5 rouge")
ARTICLE = {
    "fr": r"\bcarte (?:le|la|l’) ?(?:\d|dame|roi|valet|as)\b",
    "nl": r"\bkaart (?:de|het) (?:\d|rode|blauwe|groene|gele|paarse)",
    "es": r"\bcarta (?:el|la) (?:\d|reina|rey|sota|as)\b",
    "pt": r"\bcarta (?:o|a) (?:\d|dama|rei|valete|ás)\b",
    "it": r"\bcarta (?:il|la|lo|l’) ?(?:\d|donna|re|fante|asso)\b",
    "de": r"\bKarte (?:die|der|das) (?:\d|rote|blaue|grüne|gelbe|violette)",
    "da": r"\bkortet (?:den|det) (?:\d|røde|blå|grønne|gule|lilla)",
    "en": r"\bcard the\b",
}
ENGLISH = re.compile(r"\b(?:the|tricks?|wins|was played)\b")
# the judge's words that are JSON values (JUDGE.md), listed as they are in any language
JSON_WORDS = re.compile(r"\b(?:trick|round|score|setup|play)"
                        r"(?:, (?:trick|round|score|setup|play))+")


# a word twice that is the grammar of the language: German "denen, die die Punkte führen",
# Portuguese "tem-no no ecrã", Danish "hver spiller spiller ét kort", Dutch "dat dat"
GRAMMAR_DOUBLES = {"de": r"\b(?:die die|der der|das das)\b", "pt": r"-no no\b",
                   "da": r"\bspiller spiller\b", "nl": r"\bdat dat\b"}


def doubled(lang: str, text: str) -> str | None:
    bare = QUOTED.sub("''", text)
    if lang in GRAMMAR_DOUBLES:
        bare = re.sub(GRAMMAR_DOUBLES[lang], "", bare)
    m = DOUBLED.search(bare)
    return f"'{m.group(0)}'" if m else None


def lower_start(lang: str, text: str) -> str | None:
    if lang == "en" and text[:1].islower() and not text.endswith("."):
        return None  # the judge's English errors, a clause as JUDGE.md writes them
    if text[:1].islower():
        return "opens in lower case"
    # a stop after a word of three letters or more (not "pr.", "e.g.") and then lower case
    m = re.search(r"\w{3}[.!?] +([a-zà-ÿ]\w*)", text)
    return f"a sentence opens in lower case: '{m.group(1)}'" if m else None


def article(lang: str, text: str) -> str | None:
    m = re.search(ARTICLE[lang], text)
    return f"'{m.group(0)}'" if m else None


def card_code(lang: str, text: str) -> str | None:
    m = CODE.search(QUOTED.sub("''", text))
    return f"'{m.group(0)}' in prose" if m else None


def nested(lang: str, text: str) -> str | None:
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth > 1:
            return "nested parentheses"
    return None


def english(lang: str, text: str) -> str | None:
    if lang == "en":
        return None
    bare = JSON_WORDS.sub("", QUOTED.sub("''", text))
    found = ENGLISH.findall(bare)
    return f"English {found}" if found else None


def french_space(lang: str, text: str) -> str | None:
    if lang != "fr":
        return None
    m = re.search(r" [;:!?]", text)
    return f"a plain space before '{m.group(0)[1]}'" if m else None


# the catalogs' Portuguese is Portugal's ("A guardar", Plural-Forms n != 1): its plural rules
PLURAL_LOCALES = {**LOCALES, "pt": "pt_PT"}
# the table's nouns that a count comes with (GLOSSARY.md), singular/plural, whatever the
# catalogs say today: a catalog whose two forms were made the same ("{n} dobles") is still caught.
# English "3 tricks (2 double)" keeps "double" an adjective ("2 of them double"), as German
# "2 doppelt" and Dutch "2 dubbel" do; French, Spanish, Italian and Portuguese make it agree.
GAME_NOUNS = {
    "en": "trick/tricks point/points round/rounds game/games player/players "
          "card/cards",
    "nl": "slag/slagen punt/punten ronde/rondes spel/spellen speler/spelers kaart/kaarten",
    "fr": "pli/plis double/doubles point/points manche/manches partie/parties joueur/joueurs "
          "carte/cartes",
    "de": "Stich/Stiche Punkt/Punkte Runde/Runden Spiel/Spiele Karte/Karten",
    "es": "baza/bazas doble/dobles punto/puntos ronda/rondas partida/partidas "
          "jugador/jugadores carta/cartas",
    "it": "mano/mani doppia/doppie punto/punti turno/turni partita/partite "
          "giocatore/giocatori carta/carte",
    "pt": "vaza/vazas dupla/duplas ponto/pontos ronda/rondas rodada/rodadas jogo/jogos "
          "jogador/jogadores carta/cartas",
    "da": "runde/runder spiller/spillere dobbelt/dobbelte",
}
VERBS = {"is", "are", "was", "were", "has", "have", "remains", "remain", "counts", "count"}


def _after_n(text: str) -> str | None:
    """The word after the count, when it ends the phrase ("{n} mano (", "{n} manche."); not an
    adjective before a noun ("{n} voltooid spel": Dutch "2 voltooid" stands as it is)."""
    m = re.search(r"\{n\} (\w+)(?!\w| +\w)", text)
    return m.group(1) if m else None


@functools.cache
def nouns(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The singular and plural nouns that follow a count in the catalogs' two-form plural
    entries of `lang` ("{n} mano" / "{n} mani"), each that has a form of its own; a verb after
    the count ("{n} is", "{n} sind") is left out, as the English says it is one."""
    one: set[str] = set()
    other: set[str] = set()
    for catalog in ("rules", "scorepad"):
        name = "messages.pot" if lang == "en" else f"{lang}.po"
        for m in _pot(ROOT / catalog / "locale" / name):
            if not isinstance(m.id, tuple) or _after_n(m.id[0]) in VERBS:
                continue
            forms = m.id if lang == "en" else m.string
            if not isinstance(forms, tuple) or len(forms) != 2:
                continue
            a, b = _after_n(forms[0]), _after_n(forms[1])
            if a and b and a != b:
                one.add(a)
                other.add(b)
    for pair in GAME_NOUNS[lang].split():
        a, b = pair.split("/")
        one.add(a)
        other.add(b)
    return frozenset(one - other), frozenset(other - one)


def agreement(lang: str, text: str) -> str | None:
    one, other = nouns(lang)
    locale = Locale.parse(PLURAL_LOCALES[lang])
    seat = Renderer(lang).seat(7).split()[-2]  # "jogador 2 ganha": a seat, not a count
    for m in re.finditer(r"(?<![\w.,/-])(\w+ )?(\d+) (\w+)", text):
        if (m.group(1) or "").strip().lower() == seat.lower():
            continue
        n, word = int(m.group(2)), m.group(3)
        form = locale.plural_form(n)
        if (form == "one" and word in other) or (form != "one" and word in one):
            return f"'{m.group(2)} {word}' ({form})"
    return None


CHECKS: dict[str, Callable[[str, str], str | None]] = {
    "doubled word": doubled, "lower-case start": lower_start, "article before a card": article,
    "card code in prose": card_code, "nested parentheses": nested, "English left": english,
    "French space": french_space, "count and noun": agreement}


# --- the tests --------------------------------------------------------------------------------

def test_the_corpus_is_broad():
    reqs = requests()
    assert all(c.request in reqs for c in CASES if c.request is not None)
    assert len(reqs) > 500, len(reqs)
    assert {r["game"] for r in reqs} >= set(GAME_OF_FOLDER.values())
    for lang in LANGUAGES:
        assert len(judge_corpus(lang)) > 500, (lang, len(judge_corpus(lang)))
        assert len(screen_corpus(lang)) > 200, (lang, len(screen_corpus(lang)))
        assert len(engine_counts(lang)) > 100, (lang, len(engine_counts(lang)))
        assert len(app_words(lang)) > 400, (lang, len(app_words(lang)))


@pytest.mark.parametrize("check", list(CHECKS))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_has_the_defect(lang, check):
    find = CHECKS[check]
    found = sorted({f"{problem}: {text}\n    from {origin}"
                    for origin, text in corpus(lang) if (problem := find(lang, text))
                    and not (find is lower_start and origin.startswith(FRAGMENT)
                             and text[:1].islower())})
    assert not found, f"{lang}, {check}: {len(found)}\n" + "\n".join(found[:20])


BAD = [  # (language, check, a sentence with the defect, the same sentence right)
    ("it", "doubled word", "La dichiarazione di 3 è stata mancata (2 mani mani vinte).",
     "La dichiarazione di 3 è stata mancata (ha vinto 2 mani)."),
    ("pt", "doubled word", "O 4 é vizinho ao do do 3.", "O 4 é vizinho ao do 3."),
    ("de", "doubled word", "Der Stich Stich geht an Anna.",
     "Frag die Person, die die Punkte führt."),
    ("de", "lower-case start", "die rote 5 wurde schon gespielt.",
     "Die rote 5 wurde schon gespielt."),
    ("fr", "lower-case start", "Le 5 rouge gagne. le joueur 0 commence.",
     "Le 5 rouge gagne. Le joueur 0 commence."),
    ("fr", "article before a card", "La carte le 5 rouge a été jouée.",
     "Le 5 rouge a été joué."),
    ("nl", "article before a card", "De kaart de rode 5 is al gespeeld.",
     "De rode 5 is al gespeeld."),
    ("es", "article before a card", "La carta el 5 rojo ya se jugó.", "El 5 rojo ya se jugó."),
    ("pt", "article before a card", "A carta o 5 vermelho já foi jogada.",
     "O 5 vermelho já foi jogado."),
    ("de", "card code in prose", "QS wurde schon gespielt.",
     "Die Pik-Dame ('QS') wurde schon gespielt."),
    ("en", "card code in prose", "10S is winning so far.", "The ten of spades is winning so far."),
    ("nl", "nested parentheses", "Over alle spellen (afgelopen (alle tijd)).",
     "Over alle afgelopen spellen, van altijd."),
    ("es", "English left", "El 5 rojo wins la baza.", "El 5 rojo gana la baza."),
    ("fr", "English left", "Le 5 rouge was played avant.", "Le 5 rouge a été joué avant."),
    ("fr", "French space", "Le pli est fini : le joueur 2 gagne.",
     "Le pli est fini\u00a0: le joueur 2 gagne."),
    ("es", "count and noun", "3 bazas (1 dobles)", "3 bazas (1 doble)"),
    ("fr", "count and noun", "3 plis (2 double)", "3 plis (2 doubles)"),
    ("it", "count and noun", "Ha vinto 1 mani.", "Ha vinto 1 mano."),
]


@pytest.mark.parametrize("lang,check,wrong,right", BAD, ids=[f"{b[0]}-{b[1]}" for b in BAD])
def test_each_check_catches_its_defect(lang, check, wrong, right):
    assert CHECKS[check](lang, wrong), f"{check} misses {wrong!r}"
    assert CHECKS[check](lang, right) is None, f"{check} flags the right {right!r}"


@pytest.mark.parametrize("catalog", ["rules", "scorepad"])
def test_french_catalog_sets_no_break_spaces(catalog):
    """Every French entry, rendered or not: a no-break space before ; : ! ? as French writes."""
    from babel.messages.pofile import read_po

    with (ROOT / catalog / "locale" / "fr.po").open("rb") as handle:
        po = read_po(handle)
    wrong = [s for m in po if m.id
             for s in (m.string if isinstance(m.string, tuple) else (m.string,))
             if french_space("fr", s)]
    assert not wrong, "\n".join(wrong)
