"""English without names: the judge's own words, byte for byte (JUDGE.md), written fast.

`rules.language.render(said)` in English with no names comes here: templates parsed once, a
message's English kept (`Message._text`), a card's words kept. Where a template needs more
(a format spec), the general renderer (`rules.language.Renderer`) writes it.

>>> from rules.message import msg, Seat
>>> english(msg("{seat} has no bid yet.", seat=Seat(2)))
'Seat 2 has no bid yet.'
"""

from __future__ import annotations

import string
from typing import Any

from rules.message import Joined, Listing, Message, Seat, Seats, Term, Typed


def _renderer() -> Any:
    from rules.language import Renderer

    return Renderer()


_STARTS = (". ", "! ", "? ")


def _english_pieces(template: str) -> tuple[tuple[str, str | None, bool], ...]:
    """The template's pieces: (text before, placeholder, starts a sentence)."""
    out = []
    before = ""
    for text, name, spec, _conv in string.Formatter().parse(template):
        before += text
        if name is not None and spec:  # a format spec: the general renderer handles it
            raise ValueError(template)
        start = name is not None and (before == "" or before.endswith(_STARTS))
        out.append((text, name, start))
        if name is not None:
            before += "{}"
    return tuple(out)


_GENERAL = ()  # in _PIECES: the template has a format spec, the general renderer writes it
_PIECES: dict[str, Any] = {}  # template -> _english_pieces(template) or _GENERAL


def english(said: Any) -> str:
    """`said` (a message, joined messages, a string) in English, seats as "seat N": what
    `render(said)` writes, fast: templates parsed once, a message's English kept (`_text`)."""
    kind = type(said)
    if kind is str:
        return said
    if kind is Joined:
        return said.sep.join([p if type(p) is str else english(p) for p in said.parts])
    if kind is not Message:
        return _value(said)
    if said._text is None:  # kept: a message never changes
        object.__setattr__(said, "_text", _english_of(said))
    return said._text


def _english_of(said: Message) -> str:
    template = said.template
    params = said.params
    if said.plural is not None and dict(params).get("n") != 1:
        template = said.plural
    pieces = _PIECES.get(template)
    if pieces is None:
        try:
            pieces = _english_pieces(template)
        except ValueError:
            pieces = _GENERAL
        _PIECES[template] = pieces
    if pieces is _GENERAL:  # a format spec: the general renderer
        return _renderer().message(said, start=True)
    args = dict(params)
    out = []
    for text, name, start in pieces:
        out.append(text)
        if name is None:
            continue
        item = args.get(name, _ABSENT)
        if item is _ABSENT:
            out.append("{" + name + "}")
            continue
        kind = type(item)
        if kind is str:
            word = item
        elif kind in _STR_KINDS:  # a card: its words ("red 5", "the ace of spades")
            word = _card_words(item)
            if start and kind in _NAMED_KINDS:  # "The ace of spades wins"
                word = word[:1].upper() + word[1:]
        else:
            word = _value(item)
            if start and (kind is Seat or kind is Seats or kind in _NAMED_KINDS):
                word = word[:1].upper() + word[1:]
        out.append(word)
    text = "".join(out)
    return text[:1].upper() + text[1:] if said.capital else text


_ABSENT = object()
# The types of cards (a `message()` method), found on first use; the cards named in words
# ("the ace of spades", not "AS") open a sentence with a capital.
_STR_KINDS: set[type] = set()
_NAMED_KINDS: set[type] = set()
# A card's English words, kept (a few hundred cards, said over and over).
_CARD_WORDS: dict[Any, str] = {}


def _card_words(card: Any) -> str:
    """A card's English in a sentence: its message's words ("red 5", "the ace of spades")."""
    word = _CARD_WORDS.get(card)
    if word is None:
        word = english(card.message())
        if len(_CARD_WORDS) < 4096:
            _CARD_WORDS[card] = word
    return word


def _value(item: Any) -> str:
    kind = type(item)
    if kind is str:
        return item
    if kind is int:
        return str(item)
    if kind is Message or kind is Joined:
        return english(item)
    if kind is Seat:
        return f"seat {item.index}"
    if kind is Term:
        return item.english
    if kind is Typed:
        return item.text
    if kind is Listing:
        items = [_value(i) for i in item.items]
        if len(items) <= 1:
            return items[0] if items else ""
        if item.english_join != " and ":
            return item.english_join.join(items)
        return ", ".join(items[:-1]) + " and " + items[-1]
    said = getattr(item, "message", None)  # a card: its message says its English
    if callable(said):
        _STR_KINDS.add(kind)
        if getattr(kind, "named", False):
            _NAMED_KINDS.add(kind)
        return _card_words(item)
    return _renderer().value(item)

