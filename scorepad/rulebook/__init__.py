"""The rules of the three games, shown on the Rules screen in the session's language.

The English text is `scorepad.rulebook.text` (the project's own words); its translations are
the "rulebook" catalogs, `scorepad/rulebook/locale/<code>.po` (scripts/i18n.py DOMAINS).
Sections are the ids of `rules.rulebook.SECTIONS`: a message of the engine carrying
`rule="sixth-sense-reversal"` is shown beside a link to section "reversal" of "sixth-sense".
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

from rules.rulebook import SECTIONS
from scorepad import words
from scorepad.app_message import AppMessage
from scorepad.rulebook.text import CHOOSE, GAMES, RULE_LINK, RULES

LOCALE = files(__name__) / "locale"  # a folder or a zip's (zipimport): importlib.resources

__all__ = ["LOCALE", "GAMES", "SECTIONS", "said", "say", "game_title", "section", "sections",
           "split_rule", "strings", "rules_label", "choose_label", "link_label"]


def said(text: str, **params: Any) -> AppMessage:
    """A rulebook string as a value, for the app's one renderer (`scorepad.words.say`)."""
    return AppMessage(text, tuple(params.items()), None, LOCALE)


def say(text: str, lang: str | None = None, **params: Any) -> str:
    """A rulebook string in `lang` (default: the session's language), placeholders filled,
    rendered by `scorepad.words.say` like every word of the app."""
    if lang is None:
        return words.say(said(text, **params))
    with words.speaking(lang):
        return words.say(said(text, **params))


def game_title(game: str, lang: str | None = None) -> str:
    """The game's title as every screen says it (the engine's: `scorepad.words.game_title`)."""
    if lang is None:
        return words.game_title(game)
    with words.speaking(lang):
        return words.game_title(game)


def section(game: str, sid: str, lang: str | None = None) -> tuple[str, list[str]]:
    """(title, paragraphs) of one section in `lang`. KeyError for an unknown one."""
    title, paragraphs = GAMES[game][sid]
    return say(title, lang), [say(p, lang) for p in paragraphs]


def sections(game: str, lang: str | None = None) -> list[tuple[str, str, list[str]]]:
    """(section id, title, paragraphs) of a game, in the order of `SECTIONS`."""
    return [(sid, *section(game, sid, lang)) for sid in SECTIONS[game]]


def split_rule(rule_id: str) -> tuple[str, str] | None:
    """("sixth-sense", "reversal") for "sixth-sense-reversal"; None for an unknown id."""
    for game in sorted(SECTIONS, key=len, reverse=True):
        if rule_id.startswith(game + "-") and rule_id[len(game) + 1:] in SECTIONS[game]:
            return game, rule_id[len(game) + 1:]
    return None


def rules_label(lang: str | None = None) -> str:
    return say(RULES, lang)


def choose_label(lang: str | None = None) -> str:
    return say(CHOOSE, lang)


def link_label(rule_id: str, lang: str | None = None) -> str:
    """ "Rule: Reversal card (4)" for "sixth-sense-reversal" (the id itself if unknown)."""
    where = split_rule(rule_id)
    if where is None:
        return say(RULE_LINK, lang, title=rule_id)
    return say(RULE_LINK, lang, title=section(*where, lang)[0])


def strings() -> list[str]:
    """Every English string of the rulebook (what each catalog must translate)."""
    out = [RULES, RULE_LINK, CHOOSE]
    for secs in GAMES.values():
        for sec_title, paragraphs in secs.values():
            out.append(sec_title)
            out.extend(paragraphs)
    return list(dict.fromkeys(out))
