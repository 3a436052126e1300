"""The engine's one error type.

Every rule broken by the input itself (a card that does not exist, a block as the lead, a
round that cannot happen) raises `RulesError`. It carries one plain sentence that quotes the
input (at most a short excerpt of it: a 10 MB card gives a short message, not a 20 MB one), and `at`, where in the request the problem is (``"plays[2]"``), or None.
The judge turns it into ``{"error": ..., "at": ...}`` and exit status 2.

The sentence may be given as a message (`rules.message.msg`): then `message` is its English,
as before, and `said` keeps the message, so `python -m rules judge --lang CODE` writes the
error in that language (`as_json(lang)`); the quoted input stays as it was written.
"""

from __future__ import annotations

import re
from typing import Any

#: a message or a location longer than this quotes too much of the input: its quotes are cut
#: to excerpts (ordinary messages are shorter and stay exactly as written)
LONG_MESSAGE = 300
LONG_AT = 120
#: the most of one quoted input a shortened message keeps, and its hard cap
EXCERPT = 40
MAX_MESSAGE = 600
_QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"", re.S)
_RUN = re.compile(r"[^\s'\"]{%d,}" % (EXCERPT + 1))
_LONG_NUMBER = re.compile(r"\d{%d,}" % (EXCERPT + 1))
_AT_RUN = re.compile(r"[^.\[\]]{%d,}" % (EXCERPT + 1))


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """`text` cut to at most `limit` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _short_number(match: re.Match) -> str:
    digits = match.group(0)
    return f"{digits[:20]}... ({len(digits)} digits)"


def _short_quote(match: re.Match) -> str:
    quoted = match.group(0)
    if len(quoted) <= EXCERPT + 2:
        return quoted
    return quoted[:EXCERPT - 2] + "..." + quoted[0]


def shorten_message(message: str) -> str:
    """A message that quotes only short excerpts of the input (a few dozen characters each),
    whatever the input's size. A number of more than 40 digits is always cut; otherwise,
    messages up to `LONG_MESSAGE` characters are left alone."""
    if _LONG_NUMBER.search(message):  # never in an ordinary message: always cut
        message = _LONG_NUMBER.sub(_short_number, message)
    if len(message) <= LONG_MESSAGE:
        return message
    message = _QUOTED.sub(_short_quote, message)
    message = _RUN.sub(lambda m: excerpt(m.group(0)), message)
    return excerpt(message, MAX_MESSAGE)


def shorten_at(at: str | None) -> str | None:
    if at is None or len(at) <= LONG_AT:
        return at
    return excerpt(_AT_RUN.sub(lambda m: excerpt(m.group(0)), at), 2 * LONG_AT)


class RulesError(ValueError):
    """A request or a round that the rules do not allow.

    >>> RulesError("'blue 9' is not a card: there is no 9 (the 6 stands in for it)", at="plays[1]")
    RulesError("'blue 9' is not a card: there is no 9 (the 6 stands in for it)", at='plays[1]')
    """

    def __init__(self, message: "str | Any", at: str | None = None) -> None:
        said = None
        if not isinstance(message, str):  # a message: its English, and the message kept
            said = message
            message = str(message)
        message = shorten_message(message)
        super().__init__(message)
        self.message = message
        self.said = said
        self.at = shorten_at(at)

    def located(self, prefix: str) -> "RulesError":
        """The same error, with `at` placed under `prefix` (``tricks[1]`` + ``plays[2]``)."""
        if not prefix:
            return self
        at = prefix if self.at is None else (
            f"{prefix}{self.at}" if self.at.startswith("[") else f"{prefix}.{self.at}")
        moved = RulesError(self.message, at)
        moved.said = self.said
        return moved

    def __repr__(self) -> str:
        return f"RulesError({self.message!r}, at={self.at!r})"

    def as_json(self, lang: str | None = None) -> dict:
        """The judge's error object; `lang`: the sentence in that language (when it was given
        as a message; else, and without `lang`, the English)."""
        if lang is None or lang == "en" or self.said is None:
            return {"error": self.message, "at": self.at}
        from rules.grammar import capital
        from rules.language import Renderer

        # a sentence of the language, opening with a capital as the app's screens write the
        # same message ("Le 5 rouge est joué deux fois…"); the English (JUDGE.md's clause, and
        # a message no catalog translates) stays exactly as it is
        text = Renderer(lang).message(self.said, start=True)
        if text != self.message:
            text = capital(text)
        return {"error": shorten_message(text), "at": self.at}
