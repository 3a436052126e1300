"""The English of a message, fast: what `rules.language.render(message)` writes, without names.

The judge prints the English of every explanation it gives (JUDGE.md), often thousands a
second (`--lines`), so the 6th Sense results render their messages here: the same words as the
one renderer (tests/rules/sixth_sense/test_messages.py compares the two on random tricks,
rounds and checks), with each template parsed once and the values the engine uses (cards,
colour words, seats, numbers, lists, nested messages) written directly. Anything else goes to
`rules.language.render`.
"""

from __future__ import annotations

import string
from functools import lru_cache
from typing import Any

from rules.message import Joined, Listing, Message, Seat, Seats, Term, Text

_STARTS = (". ", "! ", "? ")


@lru_cache(maxsize=None)
def _parsed(template: str) -> tuple[tuple[str, str | None, bool], ...]:
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


def english(said: Any) -> str:
    """`said` (a message, joined messages, or a string) in English, seats as "seat N"."""
    kind = type(said)
    if kind is str:
        return said
    if kind is Joined:
        return said.sep.join(english(p) for p in said.parts)
    if kind is not Message:
        return _value(said)
    template = said.template
    args = dict(said.params)
    if said.plural is not None and args.get("n") != 1:
        template = said.plural
    try:
        pieces = _parsed(template)
    except ValueError:
        from rules.language import render

        return render(said)
    out = []
    for text, name, start in pieces:
        out.append(text)
        if name is None:
            continue
        item = args.get(name, "{" + name + "}")
        word = _value(item)
        if start and type(item) in (Seat, Seats):
            word = word[:1].upper() + word[1:]
        out.append(word)
    return "".join(out)


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
    if kind is Listing:
        items = [_value(i) for i in item.items]
        if len(items) <= 1:
            return items[0] if items else ""
        if item.english_join != " and ":
            return item.english_join.join(items)
        return ", ".join(items[:-1]) + " and " + items[-1]
    said = getattr(item, "message", None)  # a card: str(card) is its English
    if callable(said):
        return str(item)
    from rules.language import render

    return render(item)


def text_of(said: Any) -> str:
    """The English of `said` as the result types keep it: a `rules.message.Text`, the English
    that still knows its message (`python -m rules judge --lang` renders that)."""
    return Text.of(said, english(said))
