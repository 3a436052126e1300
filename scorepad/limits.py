"""Limits shared by every layer that takes a player's name (the New game form, the Players
screen, the game service, the store, import): one number, so a name the form accepts is never
cut or refused further down, and a name refused anywhere is refused with the same words.

This module imports nothing of the app: rules-independent, store-independent.
"""

from __future__ import annotations

#: the most characters a player's name may have (after spaces are tidied)
NAME_MAX = 24


def tidy_name(raw: str | None) -> str:
    """A name as stored: inner runs of spaces made one, no spaces at either end."""
    return " ".join((raw or "").split())


def name_problem(name: str) -> str | None:
    """Why a (tidied) name cannot be used, in a plain sentence; None when it can."""
    if not name:
        return "Type a name first."
    if len(name) > NAME_MAX:
        return (f"A name has at most {NAME_MAX} characters; this one has {len(name)}. "
                f"Shorten it.")
    if any(not ch.isprintable() for ch in name):
        return "A name cannot hold control characters."
    return None
