"""How each of the eight languages joins the words the renderer fills in (rules.language).

A catalog's translator writes whole sentences, but some words meet only when the sentence is
filled: a card's phrase starts with its article ("le 5 rouge", "il 3 blu") and a template puts
a preposition before it ("de", "di"); a sentence opens with whatever value comes first; clauses
are joined by the engine. What the language itself does there lives here, one table a
language, so a translator never has to work around it:

- `contract`: a preposition and the article that follows it become one word, as the language
  writes them (fr "de le" -> "du", es "de el" -> "del", it "di il" -> "del", pt "de o" ->
  "do"); `article`: the Italian article takes the form the number asks for ("l’8", "lo 0").
- `elide`: French drops the vowel of "de" and "que" before a word that opens with one
  ("d’Anna", "qu’Ève"), a name typed by a player included.
- `each`: a list after a preposition, as the language writes it: French says the preposition
  before every item ("d’Anna et de Ben"); Italian, Spanish and Portuguese say it again where it
  joins an item's article ("del 4 giallo e del 4 blu").
- `separator`: the engine's clause separator "; " as the language writes it (French puts a
  no-break space before ";").
- `capital`: the first letter of a text that opens a sentence, whatever the value.

>>> contract("fr", "Le 0 jaune bloque ", "le 8 rouge")
('Le 0 jaune bloque ', 'le 8 rouge')
>>> contract("fr", "la couleur passe à ", "le 3 vert")
('la couleur passe ', 'au 3 vert')
>>> contract("it", "la carta passa a ", "l’8 blu")
('la carta passa ', 'all’8 blu')
>>> contract("it", "dello stesso colore di ", "la carta Dilemma blu")
('dello stesso colore ', 'della carta Dilemma blu')
>>> contract("fr", "les plis de ", "Anna")
('les plis ', 'd’Anna')
>>> each("fr", "les prédictions de ", ["Anna", "Ben", "Cem"])
('les prédictions ', ['d’Anna', 'de Ben', 'de Cem'])
>>> separator("fr", "; ")
'\\xa0; '
"""

from __future__ import annotations

import re

SENTENCE_ENDS = (".", "!", "?")
SENTENCE_STARTS = (". ", "! ", "? ")

# The article a card's phrase opens with, and what a preposition before it makes of it.
_CONTRACTIONS: dict[str, dict[tuple[str, str], str]] = {
    "fr": {("de", "le"): "du", ("à", "le"): "au", ("de", "les"): "des", ("à", "les"): "aux"},
    "es": {("de", "el"): "del", ("a", "el"): "al"},
    "pt": {("de", "o"): "do", ("em", "o"): "no", ("a", "o"): "ao", ("por", "o"): "pelo",
           ("de", "os"): "dos", ("em", "os"): "nos", ("a", "os"): "aos",
           # a Special card of the shedding game is "a carta ..."
           ("de", "a"): "da", ("em", "a"): "na", ("a", "a"): "à", ("por", "a"): "pela",
           ("de", "as"): "das", ("em", "as"): "nas", ("a", "as"): "às"},
    "it": {(p, a): c for p, forms in {
        "di": ("del", "dello", "dell’", "dei", "della", "delle"),
        "a": ("al", "allo", "all’", "ai", "alla", "alle"),
        "da": ("dal", "dallo", "dall’", "dai", "dalla", "dalle"),
        "in": ("nel", "nello", "nell’", "nei", "nella", "nelle"),
        "su": ("sul", "sullo", "sull’", "sui", "sulla", "sulle")}.items()
        for a, c in zip(("il", "lo", "l’", "i", "la", "le"), forms)},
}
_WORD_BEFORE = re.compile(r"(?:^|(?<=[\s(]))(\w+) $")
# Italian: the article before a number follows how the number is said: "l'1", "l'8",
# "l'11" (uno, otto, undici), "lo 0" (zero), "il" before the others.
_IT_ARTICLE = re.compile(r"^il (?=(?:0|1|8|11)\b)")


def article(lang: str, phrase: str) -> str:
    """A card's phrase (msgctxt "card") with its article in the form its number asks for.

    >>> article("it", "il 8 blu"), article("it", "il 0 rosso"), article("it", "il 10 blu")
    ('l’8 blu', 'lo 0 rosso', 'il 10 blu')
    """
    if lang == "it" and phrase.startswith("il "):
        return _IT_ARTICLE.sub("lo " if phrase[3:5] in ("0", "0 ") else "l’", phrase, count=1)
    return phrase


# French: the words that lose their vowel before a word opening with one ("d’", "qu’")
_ELIDING = {"fr": {"de": "d’", "que": "qu’"}}
# ... a vowel, an h before a vowel (a silent h: "d’Hélène", "d’Hugo"), or a y before a consonant
# ("d’Yves"); not a digit ("de 8"), nor a quotation
_VOWEL = re.compile(r"^(?:[aeiouàâäéèêëîïôöùûüœæ]|h[aeiouàâäéèêëîïôöùûüœæy]|y[^aeiouy\W])",
                    re.IGNORECASE)
# the prepositions said again before each item of a list (French "de Anna et de Ben")
_REPEATED = {"fr": ("de", "à")}


def elide(lang: str, before: str, word: str) -> tuple[str, str]:
    """`before` and `word` with the language's elision made where a word that loses its vowel
    (French "de", "que") meets a word that opens with one. Any value: a player's name, a card.

    >>> elide("fr", "Points en main de ", "Anna"), elide("fr", "la main de ", "Ben")
    (('Points en main ', 'd’Anna'), ('la main de ', 'Ben'))
    >>> elide("fr", "la même personne que ", "Hélène"), elide("fr", "plus de ", "8")
    (('la même personne ', 'qu’Hélène'), ('plus de ', '8'))
    """
    table = _ELIDING.get(lang)
    if not table or not before.endswith(" ") or not _VOWEL.match(word):
        return before, word
    found = _WORD_BEFORE.search(before)
    if found is None:
        return before, word
    elided = table.get(found.group(1).lower())
    if elided is None:
        return before, word
    if found.group(1)[:1].isupper():
        elided = capital(elided)
    return before[:found.start(1)], elided + word


def each(lang: str, before: str, items: list[str]) -> tuple[str, list[str]]:
    """A list filled in after `before`: where the language says the preposition before `before`'s
    end again before each item, the items each with it (contracted, elided) and `before` without
    it; else as they are.

    >>> each("fr", "les plis de ", ["Anna", "Ben"])
    ('les plis ', ['d’Anna', 'de Ben'])
    >>> each("it", "il colore ", ["il 4 giallo", "il 4 blu"])
    ('il colore ', ['il 4 giallo', 'il 4 blu'])
    >>> each("it", "le carte del giocatore di ", ["Anna", "Ben"])
    ('le carte del giocatore di ', ['Anna', 'Ben'])
    >>> each("it", "la mano di ", ["il 4 giallo", "l’8 blu"])
    ('la mano ', ['del 4 giallo', 'dell’8 blu'])
    """
    if len(items) < 2 or not before.endswith(" "):
        return before, items
    found = _WORD_BEFORE.search(before)
    if found is None:
        return before, items
    word = found.group(1)
    joined = [contract(lang, word + " ", item) for item in items]
    if word.lower() in _REPEATED.get(lang, ()) or all(b == "" for b, _w in joined):
        head = before[:found.start(1)]
        return head, [w if b == "" else b + w for b, w in joined]
    return before, items


def contract(lang: str, before: str, word: str) -> tuple[str, str]:
    """`before` (the sentence so far) and `word` (the value filled in next), with the
    language's contraction made where a preposition meets the word's article, and its elision
    (`elide`)."""
    table = _CONTRACTIONS.get(lang)
    if lang in _ELIDING:
        elided = elide(lang, before, word)
        if elided != (before, word):
            return elided
    if not table or not before.endswith(" "):
        return before, word
    article, space, rest = word.partition(" ")
    if lang == "it" and article.startswith("l’"):
        article, space, rest = "l’", "", word[2:]
    if not space and article != "l’":
        return before, word
    found = _WORD_BEFORE.search(before)
    if found is None:
        return before, word
    joined = table.get((found.group(1).lower(), article))
    if joined is None:
        return before, word
    if found.group(1)[:1].isupper():
        joined = capital(joined)
    return before[:found.start(1)], joined + space + rest


def separator(lang: str, sep: str) -> str:
    """The engine's separator `sep` as `lang` writes it (French: a no-break space before a
    semicolon or a colon)."""
    if lang == "fr" and sep[:1] in (";", ":"):
        return "\u00a0" + sep
    return sep


#: languages that write on in lower case after a colon ("Cat : prédit 6/9")
LOWER_AFTER_COLON = frozenset({"fr", "es", "it", "pt", "nl"})


def after_colon(lang: str, text: str, names: tuple[str, ...] = ()) -> str:
    """`text` as `lang` writes it after a colon: French (and the others of LOWER_AFTER_COLON)
    goes on in lower case; a sentence that starts with a name, or with a word in capitals,
    is left as it is.

    >>> after_colon("fr", "Bob a gagné."), after_colon("fr", "Bob a gagné.", ("Bob",))
    ('bob a gagné.', 'Bob a gagné.')
    >>> after_colon("en", "Ann wins."), after_colon("es", "AS gana.")
    ('Ann wins.', 'AS gana.')
    """
    if lang not in LOWER_AFTER_COLON or not text[:1].isupper() or text[1:2].isupper():
        return text
    if any(name and text.startswith(name) for name in names):
        return text
    return text[:1].lower() + text[1:]


def capital(text: str) -> str:
    """`text` with its first letter a capital ("l’8 blu" -> "L’8 blu"; "8 blu" as it is)."""
    return text[:1].upper() + text[1:]
