"""One word per concept in each language, across the three catalogs a player reads (the engine's
and judge's `rules/locale`, the app's `scorepad/locale`, the Rules screen's
`scorepad/rulebook/locale`); issue 38, item 6.

The native readings of issue 38 settled, per language, which of two words a concept keeps (the
rule sheet's word from GLOSSARY.md where it has one, else the word most of the app already
used). The word given up is listed here with the reason, so it cannot come back in one corner of
one catalog while every other screen says the other. And a Special card of the shedding game is
named the same as a kind ("a trickster") and as a card's name ("the gold Trickster").
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from rules.language import LANGUAGES

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "scripts"))
from i18n import DOMAINS, load  # noqa: E402

# (language, the word given up (a regex), the word kept, why)
GIVEN_UP = [
    ("de", r"\bTipps?\b", "Voraussage", "the sheet's word; every other German screen says it"),
    ("de", r"\btote[rn]? Stich", "Stich ohne Gewinner", "the app's word for a void trick"),
    ("de", r"\bBildschirmzeit\b", "wann sich der Bildschirm ausschaltet",
     "'Bildschirmzeit' is the name of iOS's Screen Time"),
    ("da", r"\bfærdige spil\b", "afsluttede spil", "one word for a finished game"),
    ("da", r"\bpinkode\b", "PIN-kode", "one spelling"),
    ("da", r"\bSnyder\b", "Fupmager", "the engine's name of the Trickster"),
    ("da", r"\bsvigte", "renonce", "one word for a revoke"),
    ("nl", r"\bvoltooide?\b", "afgelopen", "one word for a finished game"),
    ("nl", r"\bdode slag", "lege slag", "one word for a void trick"),
    ("nl", r"\bdubbele slag", "dubbelslag", "the sheet's word (GLOSSARY.md)"),
    ("fr", r"\bfaute de couleur\b", "renonce", "one word for a revoke"),
    ("es", r"\b[Ee]mbaucador", "Tramposo", "one name of the Trickster"),
    ("es", r"\brenuncia\b", "renuncio", "'renuncia' is resigning, a revoke is 'renuncio'"),
    ("it", r"\bsmazzat[ae]\b", "turno", "one word for a round (GLOSSARY.md: Turno)"),
    ("it", r"\bmano nulla\b", "mano senza vincitore", "one word for a void trick"),
    ("pt", r"\bquem dá\b", "dealer", "the sheet's word (GLOSSARY.md: Dealer)"),
    ("pt", r"\bfalha de naipe\b", "renúncia", "one word for a revoke"),
]
CATALOGS = [(domain, DOMAINS[domain][1]) for domain in ("rules", "scorepad", "rulebook")]


def texts(lang: str) -> list[tuple[str, str, str]]:
    """(catalog, English, translation) of every translated message of `lang`."""
    out = []
    for domain, folder in CATALOGS:
        for message in load(folder / f"{lang}.po", lang):
            if not message.id or not message.string:
                continue
            english = message.id if isinstance(message.id, str) else message.id[0]
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            out += [(domain, english, form) for form in forms if form]
    return out


def given_up_in(lang: str, entries: list[tuple[str, str, str]]) -> list[str]:
    hits = []
    for code, pattern, kept, why in GIVEN_UP:
        if code != lang:
            continue
        for domain, english, text in entries:
            if re.search(pattern, text):
                hits.append(f"{domain}: {english!r} says {text!r}: use {kept!r} ({why})")
    return hits


def test_the_check_finds_a_word_given_up():
    planted = [("scorepad", "Prediction", "Tipp"), ("rules", "round", "Runde")]
    assert given_up_in("de", planted) == [
        "scorepad: 'Prediction' says 'Tipp': use 'Voraussage' (the sheet's word; every other "
        "German screen says it)"]
    assert given_up_in("fr", planted) == []


@pytest.mark.parametrize("lang", sorted({code for code, *_ in GIVEN_UP}))
def test_a_word_given_up_is_nowhere(lang):
    assert given_up_in(lang, texts(lang)) == []


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_a_special_is_named_the_same_as_a_kind_and_as_a_card(lang):
    from rules.shedding.cards import KINDS

    po = load(DOMAINS["rules"][1] / f"{lang}.po", lang)
    differ = []
    for kind in KINDS:
        plain, named = po.get(kind), po.get(kind.capitalize())
        assert plain is not None and named is not None, kind
        if plain.string.casefold() != named.string.casefold():
            differ.append((kind, plain.string, named.string))
    assert differ == []
