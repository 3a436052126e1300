"""Reading a Flet control tree built by a screen's function, without a browser: what the
screen-level tests look for (identifiers, texts, colours)."""

from __future__ import annotations

from typing import Iterator

import flet as ft


def controls(control: ft.Control | None) -> Iterator[ft.Control]:
    """Every control of a tree (its `content` and `controls`), each once."""
    todo, seen = [control], set()
    while todo:
        c = todo.pop()
        if c is None or id(c) in seen:
            continue
        seen.add(id(c))
        yield c
        for name in ("content", "controls"):
            v = getattr(c, name, None)
            if isinstance(v, list):
                todo.extend(v)
            elif isinstance(v, ft.Control):
                todo.append(v)


def identifiers(control: ft.Control | None) -> set[str]:
    """The identifiers (docs/ui-identifiers.md) a tree carries."""
    return {c.identifier for c in controls(control) if getattr(c, "identifier", None)}
