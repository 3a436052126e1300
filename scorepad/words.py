"""Every word the app shows goes through here: the one place the app is translated.

Screens and states write `tr("New game")`, `tr("{name} deals", name=...)`,
`tr_n("{n} round played", "{n} rounds played", n)` and `say(problem, names)` for what the
engine says (`rules.message`; `say_all` for several as a paragraph). Nothing else in the app
renders a message or rewrites the engine's text. The text is looked up in the session's language
(`scorepad/locale/<code>.po` for the app's own words, `rules/locale/<code>.po` for the
engine's), and its parameters are written for that language by `rules.language.Renderer`
(numbers, lists, seats named by the players' names). Dates: `when()`.

The language belongs to a browser session (a device): `use(code)` sets it for the session
running now (Flet's page context); outside a session (tests, the CLI) it is English, or what
`speaking(code)` says for a block.
"""

from __future__ import annotations

import contextlib
import contextvars
import sys
import weakref
from datetime import datetime
from importlib.resources import files
from typing import TYPE_CHECKING, Any, Iterator, Sequence

from rules import grammar
from rules.language import (DEFAULT, LANGUAGES, LOCALES, NATIVE_NAMES, Renderer,
                            first_known, language)
from rules.message import Term
from scorepad.app_message import N_, AppMessage  # the app's words as data

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

PRODUCT = "Scorepad"  # the product's name, the same in every language (never translated)
# importlib.resources, not __file__: the browser imports scorepad/ from a zip (zipimport)
APP_LOCALE = files("scorepad") / "locale"

__all__ = ["APP_LOCALE", "LANGUAGES", "NATIVE_NAMES", "N_", "tr", "current", "first_known",
           "game_title", "language", "tr_n", "say", "say_all", "said_of", "speaking", "use",
           "when"]

# The Accept-Language header of the browser whose WebSocket is being served (set by
# scorepad/web/server.py for the connection; the session's start reads it: `browser_language()`).
browser_header: contextvars.ContextVar[str] = contextvars.ContextVar("scorepad_accept_language",
                                                                     default="")


def browser_language() -> str:
    """The first of the eight languages the browser asks for, else English."""
    from rules.language import accepted

    return first_known(accepted(browser_header.get()))


# Each session's language, by its page's id (a page's generated `__eq__` compares every
# field: a WeakKeyDictionary lookup on pages cost a tenth of a keypad tap). The entry goes
# with the page (`weakref.finalize`).
_by_page: dict[int, str] = {}
_forced: contextvars.ContextVar[str | None] = contextvars.ContextVar("scorepad_lang",
                                                                     default=None)


_flet_context: Any = None  # flet.context, once flet is imported


def _page() -> Any:
    """The page of the session running now (Flet's public `ft.context.page`), else None.
    No session runs before flet is imported (the CLI never imports it for words)."""
    global _flet_context
    context = _flet_context
    if context is None:
        flet = sys.modules.get("flet")
        if flet is None:
            return None
        context = _flet_context = flet.context
    try:
        return context.page
    except RuntimeError:  # outside a session
        return None


def current() -> str:
    """The language of the session running now (English outside one)."""
    forced = _forced.get()
    if forced is not None:
        return forced
    page = _page()
    if page is None:
        return DEFAULT
    return _by_page.get(id(page), DEFAULT)


def use(code: str, page: Any = None) -> str:
    """Speak `code` in this session from now on; returns the language code used."""
    lang = language(code)
    page = page if page is not None else _page()
    if page is not None:
        key = id(page)
        if key not in _by_page:
            try:
                weakref.finalize(page, _by_page.pop, key, None)
            except TypeError:  # a page that cannot be weakly referenced: kept for the process
                pass
        _by_page[key] = lang
    return lang


@contextlib.contextmanager
def speaking(code: str) -> Iterator[str]:
    """Speak `code` inside the block, whatever the session says (tests, exports)."""
    token = _forced.set(language(code))
    try:
        yield _forced.get() or DEFAULT
    finally:
        _forced.reset(token)


class _AppRenderer(Renderer):
    """The app's words from the app's catalog; the engine's words (nested messages, terms,
    seats) from the engine's."""

    def __init__(self, lang: str, names: Sequence[str] | None = None,
                 directory: Traversable | None = None) -> None:
        super().__init__(lang, names, directory or APP_LOCALE)
        self.engine = Renderer(lang, names)

    def value(self, item: Any) -> str:
        return self.engine.value(item) if not isinstance(item, str) else item

    def nested(self, item: Any) -> str:
        """A value filled into the app's words: a card, a message or a term of the engine (a
        game's title, a colour) in the engine's words ("le 5 rouge", "Der 6. Sinn"); the rest
        as the app says it."""
        if (callable(getattr(item, "message", None)) or isinstance(item, Term)
                or getattr(item, "context", None) == "card"):
            return self.engine.nested(item)
        return super().nested(item)


_renderers: dict[tuple[str, Traversable, Any], _AppRenderer] = {}


def _app_renderer(lang: str, directory: Traversable | None = None) -> _AppRenderer:
    """One renderer per language for the app's words (no names: `tr` never names seats),
    made again when the catalogs' place or loader changes (tests give their own);
    `directory`: another catalog of the app's (the rulebook's)."""
    import rules.language as engine

    directory = directory or APP_LOCALE
    key = (lang, directory, engine.catalog)
    r = _renderers.get(key)
    if r is None:
        if len(_renderers) > 64:
            _renderers.clear()
        r = _renderers[key] = _AppRenderer(lang, directory=directory)
    return r


def tr(text: str, /, **params: Any) -> str:
    """The app's own words in the session's language, its `{placeholders}` filled."""
    if not text:  # gettext("") is the catalog's header, never a word to show
        return text
    r = _app_renderer(current())
    if not params:
        return r.gettext(text)
    return r.fill(r.gettext(text), _said(params))


def tr_c(context: str, text: str, /, **params: Any) -> str:
    """`tr` for an English word that says two things on two screens, told apart by a context
    (msgctxt): "Game" over the games of a match is not "Game" that picks what to play."""
    r = _app_renderer(current())
    found = r.pgettext(context, text)
    return r.fill(found, _said(params)) if params else found


def _app_said(said: AppMessage) -> str:
    """What the app says (scorepad.app_message), as `tr` and `tr_n` write it."""
    from rules.message import Joined, Message, Term

    params = {k: say(v) if isinstance(v, (AppMessage, Message, Joined, Term)) else v
              for k, v in said.params}
    if said.catalog is not None:  # the rulebook's words (scorepad/rulebook)
        r = _app_renderer(current(), said.catalog)
        text = r.gettext(said.template) if said.template else said.template
        return r.fill(text, params) if params else text
    if said.plural is not None:
        n = params.pop("n")
        return tr_n(said.template, said.plural, n, **params)
    return tr(said.template, **params)


def tr_n(singular: str, plural: str, n: int, /, **params: Any) -> str:
    """Words that follow a count: `tr_n("{n} round", "{n} rounds", 3)`. The form follows
    the count's size, its sign aside: -3 points are points in every language (French's
    `n > 1` would otherwise read "-3 point"; issue 25)."""
    r = _app_renderer(current())
    return r.fill(r.ngettext(singular, plural, abs(n)), {"n": n, **_said(params)})


def _said(params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as `tr` fills them: what a service said (`AppMessage`) as its text."""
    for v in params.values():
        if type(v) is AppMessage:
            return {k: say(v) if type(v) is AppMessage else v for k, v in params.items()}
    return params


def after_colon(text: str, names: Sequence[str] = ()) -> str:
    """`text` as it goes after a colon in the session's language (`rules.grammar.after_colon`:
    French and others go on in lower case, a name left as it is)."""
    return grammar.after_colon(current(), text, tuple(names))


def said_of(item: Any) -> Any:
    """The message `item` carries as data (`rules.message`): a Message or Joined itself, the
    `said` of a problem, score, standing or rules error, or the message an English `Text`
    keeps; None for words the engine gave as plain text."""
    from rules.message import Joined, Message

    if isinstance(item, (Message, Joined, AppMessage)):
        return item
    inner = getattr(item, "said", None)
    if isinstance(inner, (Message, Joined, AppMessage)):
        return inner
    inner = getattr(item, "message", None)
    if isinstance(inner, AppMessage):  # a problem or an error the app's services gave
        return inner
    if isinstance(item, BaseException) and item.args and isinstance(item.args[0], AppMessage):
        return item.args[0]  # an error raised with what the app says (`BackupError(app_msg())`)
    for name in ("message", "explanation"):
        inner = getattr(getattr(item, name, None), "said", None)
        if isinstance(inner, (Message, Joined)):
            return inner
    return None


def say(said: Any, names: Sequence[str] | None = None) -> str:
    """What the app's services say (`scorepad.app_message`, a rulebook text) or what the
    engine says (a message, or a problem, score, standing or error carrying one), in the
    session's language, the seats named by `names`: the app's one renderer. Words the engine
    gave only as text are shown as given (never patched)."""
    lang = current()
    message = said_of(said)
    if isinstance(message, AppMessage):
        return _app_said(message)
    if message is not None:  # a sentence of the app: what opens it has a capital ("Red 5 wins.")
        return Renderer(lang, list(names) if names is not None else None).value(message)
    if isinstance(said, str):
        return said
    for name in ("message", "explanation"):
        text = getattr(said, name, None)
        if isinstance(text, str):
            return text
    return Renderer(lang, names).value(said)


def game_title(game: str) -> str:
    """A game's title in the session's language, from the engine's catalog
    (`rules.registry.game_title`: "Der 6. Sinn", "Ansage-Whist"); the id as stored for a game
    this version does not know. Every screen, line and error that names a game says it
    through here (never `tr(title)`: the app's catalog has no game's title)."""
    from rules.registry import game_title as title

    return say(title(game))


def sentence(text: str) -> str:
    """`text` as a sentence of a paragraph: ending with its stop."""
    return text if text.endswith((".", "!", "?")) else text + "."


def say_all(items: Sequence[Any], names: Sequence[str] | None = None) -> str:
    """Several things the engine says (a round's problems) as one paragraph, one sentence
    each, the seats named by `names`."""
    return " ".join(sentence(say(item, names)) for item in items)


def phrase(said: Any, names: Sequence[str] | None = None) -> str:
    """What the engine says as a phrase inside a line, not a sentence of its own (an option in
    a summary, an item of a list): a value that opens it keeps its own case ("blue taken out")."""
    return Renderer(current(), names).nested(said)


MINUS = "\u2212"  # the minus sign, wider than a hyphen: a negative number reads as one


def signed(points: int, *, plus: bool = False) -> str:
    """Points as the app writes them: a negative number with the minus sign ("\u22123"),
    `plus`: a positive one with "+" (a round's points). The charts give players colours, so a
    negative number is told by its sign and its weight, never by a colour.

    >>> signed(-3), signed(4, plus=True), signed(0)
    ('\u22123', '+4', '0')
    """
    if points < 0:
        return f"{MINUS}{-points}"
    return f"+{points}" if plus else str(points)


def number(n: int) -> str:
    return Renderer(current()).number(n)


def when(moment: datetime | None) -> str:
    """A moment as the app writes it everywhere: "Mon 23 Nov 2026, 14:05" in English."""
    if moment is None:
        return ""
    lang = current()
    if lang == DEFAULT:  # English exactly as the app has always written it ("Mon 03 Sep")
        return moment.strftime("%a %d %b %Y, %H:%M")
    # each language's own way (Babel's CLDR data): German "Mi., 25. Nov. 2026, 14:05"
    from babel import Locale
    from babel.dates import format_skeleton

    locale = Locale.parse(LOCALES[lang])
    date = format_skeleton("yMMMEd", moment, locale=locale)
    time = format_skeleton("Hm", moment, locale=locale)
    return locale.datetime_formats["medium"].format(time, date)

