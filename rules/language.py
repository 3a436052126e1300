"""The rule sheet's eight languages: catalogs and the one renderer of messages.

A message (`rules.message`) is rendered by looking its English template up in the language's
gettext catalog (`rules/locale/<code>.po`, read with Babel and compiled in memory), then
filling its parameters: seats become the players' names (or "seat 2" without names), numbers
are written for the language, lists are joined as the language joins them (Babel's CLDR
data), and nested messages, terms and cards are rendered the same way.

English without names is exactly what the judge has always printed (JUDGE.md).

>>> from rules.message import msg, Seat, Seats
>>> render(msg("{seat} has no bid yet.", seat=Seat(1)), names=["Ann", "Bob"])
'Bob has no bid yet.'
>>> render(msg("{seats} share the win.", seats=Seats((0, 1))), names=["Ann", "Bob"])
'Ann and Bob share the win.'
"""

from __future__ import annotations

import string
from functools import lru_cache
from importlib.resources import files
from typing import TYPE_CHECKING, Any, Sequence

from rules import grammar
from rules.english import english  # the judge's English, fast
from rules.message import Joined, Listing, Message, Seat, Seats, Term, Typed

if TYPE_CHECKING:
    import gettext
    from importlib.resources.abc import Traversable

# The languages of the 6th Sense rule sheet, in the sheet's order; the first is the default.
LANGUAGES = ("en", "nl", "fr", "de", "es", "it", "pt", "da")
# Each language's own name, as a person looking for it in a list would recognise it.
NATIVE_NAMES = {"en": "English", "nl": "Nederlands", "fr": "Français", "de": "Deutsch",
                "es": "Español", "it": "Italiano", "pt": "Português", "da": "Dansk"}
# The CLDR locale used for lists, numbers and dates (British English: "a, b and c").
LOCALES = {"en": "en_GB", "nl": "nl", "fr": "fr", "de": "de", "es": "es", "it": "it",
           "pt": "pt", "da": "da"}
DEFAULT = "en"
# importlib.resources, not __file__: the browser imports rules/ from a zip (zipimport)
RULES_LOCALE = files("rules") / "locale"


def N_(text: str) -> str:
    """Marks a word for the catalogs (scripts/i18n.py finds it); the renderer translates it."""
    return text


# How a seat is said when the players' names are not known (the judge, a bare message).
SEAT_WORDS = (N_("seat {number}"), N_("seats {numbers}"))


class UnknownLanguage(ValueError):
    """A language code that is not one of the eight."""

    def __init__(self, code: object) -> None:
        super().__init__(f"unknown language {code!r}: use one of {', '.join(LANGUAGES)}")
        self.code = code


def language(code: object) -> str:
    """The language code for `code` ("de", "DE", "de-AT", "de_CH" -> "de"); raises
    `UnknownLanguage` for a language that is not one of the eight.

    >>> language("de-AT"), language("PT_br")
    ('de', 'pt')
    """
    if isinstance(code, str):
        base = code.strip().replace("_", "-").split("-")[0].lower()
        if base in LANGUAGES:
            return base
    raise UnknownLanguage(code)


def first_known(preferred: Sequence[str]) -> str:
    """The first of the eight languages among `preferred` (a browser's languages, best
    first), else English.

    >>> first_known(["sv-SE", "de-DE", "en"]), first_known(["ja"])
    ('de', 'en')
    """
    for code in preferred:
        try:
            return language(code)
        except UnknownLanguage:
            continue
    return DEFAULT


def accepted(header: str | None) -> list[str]:
    """The languages of an HTTP Accept-Language header, best first.

    >>> accepted("nl-BE,nl;q=0.9,en;q=0.8"), accepted("fr;q=0.5, da")
    (['nl-BE', 'nl', 'en'], ['da', 'fr'])
    """
    ranked = []
    for i, part in enumerate((header or "").split(",")):
        code, _, rest = part.strip().partition(";")
        q = 1.0
        if rest.strip().startswith("q="):
            try:
                q = float(rest.strip()[2:])
            except ValueError:
                q = 0.0
        if code and code != "*" and q > 0:
            ranked.append((-q, i, code))
    return [code for _q, _i, code in sorted(ranked)]


@lru_cache(maxsize=None)
def catalog(lang: str, directory: Traversable = RULES_LOCALE) -> "gettext.NullTranslations":
    """The language's translations from `directory/<lang>.po` (English: none needed).

    Fuzzy and empty entries are left out, so they fall back to English."""
    import gettext
    import io

    if lang == DEFAULT:
        return gettext.NullTranslations()
    path = directory / f"{lang}.po"
    if not path.is_file():
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        po = read_po(handle, locale=LOCALES[lang])
    compiled = io.BytesIO()
    write_mo(compiled, po, use_fuzzy=False)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def placeholders(template: str) -> set[str]:
    """The `{name}` placeholders of a template.

    >>> sorted(placeholders("{seat} took {n} tricks"))
    ['n', 'seat']
    """
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template)
            if name is not None and name != ""}


class Renderer:
    """Renders messages in one language, naming seats as `names` says."""

    def __init__(self, lang: str = DEFAULT, names: Sequence[str] | None = None,
                 directory: Traversable = RULES_LOCALE) -> None:
        self.lang = lang
        self.names = list(names) if names is not None else None
        self.directory = directory
        self.translations = catalog(lang, directory)

    # -- the catalog
    def gettext(self, template: str) -> str:
        return self.translations.gettext(template)

    def pgettext(self, context: str | None, template: str) -> str:
        """`template` in a catalog context (msgctxt); no context: `gettext`."""
        if context is None:
            return self.gettext(template)
        return self.translations.pgettext(context, template)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.translations.ngettext(singular, plural, n)

    # -- values
    def value(self, item: Any) -> str:
        """`item` on its own: a message is a sentence (what opens it has a capital), but a
        card's phrase (msgctxt "card") is a name, a label's words as they are."""
        if isinstance(item, Joined) or (isinstance(item, Message) and item.context != "card"):
            return self.message(item, start=True)
        return self.nested(item)

    def nested(self, item: Any) -> str:
        """`item` inside a sentence (a message's parameter, an item of a list)."""
        if isinstance(item, (Message, Joined)):
            return self.message(item)
        if isinstance(item, Seat):
            return self.seat(item.index)
        if isinstance(item, Seats):
            return self.seats(item.indices, item.english_join)
        if isinstance(item, Term):
            return self.pgettext(item.context, item.english)
        if isinstance(item, Listing):
            return self.listing([self.nested(i) for i in item.items], item.english_join)
        if isinstance(item, Typed):  # the card in words, what was typed beside it
            if self.lang == DEFAULT:
                return item.text
            return f"{self.nested(item.card)} ({item.text})"
        if isinstance(item, bool):
            return str(item)
        if isinstance(item, int):
            return self.number(item)
        said = getattr(item, "message", None)  # a card: its words in the language
        if callable(said):
            return self.nested(said())
        return str(item)

    def number(self, n: int) -> str:
        if self.lang == DEFAULT:
            return str(n)
        from babel.numbers import format_decimal

        return format_decimal(n, locale=LOCALES[self.lang], group_separator=False)

    def seat(self, index: int) -> str:
        if self.names is not None and 0 <= index < len(self.names):
            return self.names[index]
        return self.gettext("seat {number}").format(number=self.number(index))

    def seats(self, indices: Sequence[int], english_join: str = " and ") -> str:
        if self.names is not None and all(0 <= i < len(self.names) for i in indices):
            return self.listing([self.names[i] for i in indices], english_join)
        if len(indices) == 1:
            return self.seat(indices[0])
        numbers = [self.number(i) for i in indices]
        return self.gettext("seats {numbers}").format(
            numbers=self.listing(numbers, english_join))

    def items(self, item: Any) -> list[str] | None:
        """The items of a list a message names (a `Listing`, players named together) in the
        language, each on its own; None for anything else (a single seat, seats unnamed)."""
        if isinstance(item, Listing) and len(item.items) > 1:
            return [self.nested(i) for i in item.items]
        if (isinstance(item, Seats) and len(item.indices) > 1 and self.names is not None
                and all(0 <= i < len(self.names) for i in item.indices)):
            return [self.names[i] for i in item.indices]
        return None

    def listing(self, items: Sequence[str], english_join: str = " and ") -> str:
        items = list(items)
        if not items:
            return ""
        if self.lang == DEFAULT:  # the judge's English, byte for byte
            if len(items) == 1:
                return items[0]
            if english_join != " and ":
                return english_join.join(items)
            return ", ".join(items[:-1]) + " and " + items[-1]
        from babel.lists import format_list

        return format_list(items, locale=LOCALES[self.lang])

    def message(self, said: Message | Joined | str, start: bool = False) -> str:
        """`said` in the language; `start`: it opens a sentence (a value that opens it is
        written with a capital, whatever it is: a seat, a card, a colour)."""
        if isinstance(said, str):
            return said
        if isinstance(said, Joined):
            sep = grammar.separator(self.lang, said.sep)
            out = ""
            for i, part in enumerate(said.parts):
                opens = start if i == 0 else _starts_sentence(out + sep)
                text = part if isinstance(part, str) else self.message(part, opens)
                out += (sep if i else "") + text
            return out
        args = said.args
        if said.plural is not None:
            template = self.ngettext(said.template, said.plural, int(args.get("n", 0)))
        else:
            template = self.pgettext(said.context, said.template)
        text = self.fill(template, args, start)
        if said.context == "card":
            text = grammar.article(self.lang, text)
        return grammar.capital(text) if said.capital else text

    def fill(self, template: str, args: dict[str, Any], start: bool = True) -> str:
        out = []
        for text, name, spec, _conv in _parsed(template):
            out.append(text)
            if name is None:
                continue
            item = args.get(name, "{" + name + "}")
            before = "".join(out)
            items = self.items(item) if not spec and self.lang != DEFAULT else None
            if items is not None:  # a list: the language says a preposition before each item
                head, items = grammar.each(self.lang, before, items)
                if head != before:
                    out = [head]
                    out.append(self.listing(items))
                    continue
                word = self.listing(items)
            else:
                word = self.nested(item) if not spec else format(item, spec)
            if type(item) is str:  # text given as it is (a quoted input, a caller's words,
                if self.lang != DEFAULT:  # a player's name), elided where the language does
                    before, word = grammar.elide(self.lang, before, word)
                    out = [before]
            elif (start and before == "") or before.endswith(grammar.SENTENCE_STARTS):
                word = grammar.capital(word)  # a sentence starts with a capital: a seat, a
                # card, a colour, whatever value opens it
            elif self.lang != DEFAULT:
                before, word = grammar.contract(self.lang, before, word)
                out = [before]
            out.append(word)
        return "".join(out)


@lru_cache(maxsize=4096)
def _parsed(template: str) -> tuple[tuple[str, str | None, str | None, str | None], ...]:
    """A template's parts, parsed once (the judge renders thousands of explanations)."""
    return tuple(string.Formatter().parse(template))


def _starts_sentence(before: str) -> bool:
    return before == "" or before.endswith(grammar.SENTENCE_STARTS)


def render(said: Any, *, lang: str = DEFAULT, names: Sequence[str] | None = None) -> str:
    """A message (or a plain string) as text in `lang`, the seats named by `names`."""
    if isinstance(said, str):
        return said
    if lang == DEFAULT and names is None:
        return english(said)
    return Renderer(lang, names).value(said)
