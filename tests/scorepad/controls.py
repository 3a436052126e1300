"""Reading a Flet control tree built by a screen's function, without a browser: what the
screen-level tests look for (identifiers, texts, colours)."""

from __future__ import annotations

import dataclasses
import enum
import functools
import types
from contextlib import contextmanager
from typing import Any, Iterator

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


#: a control's fields that a person reads (or a screen reader says) when they hold a string;
#: `value` only on a Text (a field's value is what was typed), `content` where a button
#: takes its words as a string
SHOWN_FIELDS = frozenset({"value", "content", "label", "tooltip", "message", "semantics_label",
                          "hint_text", "helper_text", "error_text", "counter_text",
                          "prefix_text", "suffix_text", "text", "title", "subtitle"})
_NOT_DRAWN = frozenset({"data", "key", "parent", "page"})


@functools.cache
def _fields(cls: type) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(fields that may hold more of the drawing, fields shown as text) of a Flet value
    type; None for anything else (a state, a callback, a value of the app)."""
    if not dataclasses.is_dataclass(cls) or not cls.__module__.startswith("flet"):
        return None
    names = tuple(f.name for f in dataclasses.fields(cls)
                  if not f.name.startswith("_") and f.name not in _NOT_DRAWN)
    shown = tuple(n for n in names if n in SHOWN_FIELDS
                  and (n != "value" or issubclass(cls, ft.Text)))
    return names, shown


def drawn(root: Any) -> Iterator[Any]:
    """Every Flet value of a screen as a session would draw it, without a browser or a page:
    each `@ft.component` is run (its hooks hold their first values; no effect runs) and its
    body walked, and so is every Flet value a control holds (a chart's axis, a tooltip).
    `root`: what `render(...)` gave."""
    from flet.components.component import Component, Renderer

    todo, seen, kept = [root], set(), []
    while todo:
        c = todo.pop()
        if id(c) in seen:
            continue
        seen.add(id(c))
        kept.append(c)  # alive until the walk ends: an id is never reused under it
        if isinstance(c, (list, tuple)):
            todo.extend(v for v in c if v is not None and not isinstance(v, _PLAIN))
            continue
        if isinstance(c, Component):
            todo.append(Renderer(c).render(c.fn, *c.args, **c.kwargs))
            continue
        fields = _fields(type(c))
        if fields is None:
            continue
        yield c
        for name in fields[0]:
            v = getattr(c, name, None)
            if v is not None and not isinstance(v, _PLAIN):
                todo.append(v)


_PLAIN = (str, int, float, bool, enum.Enum)


def render(component: Any, *args: Any, **kwargs: Any) -> Any:
    """A screen's component (or any function returning controls) called as a session's
    renderer calls it: what `drawn` walks."""
    from flet.components.component import Renderer

    return Renderer().render(component, *args, **kwargs)


def shown_texts(root: Any) -> list[str]:
    """Every string a person reads on a drawn screen, or hears from a screen reader."""
    out = []
    for c in drawn(root):
        for name in _fields(type(c))[1]:
            v = getattr(c, name, None)
            if isinstance(v, str) and v.strip():
                out.append(v)
    return out


@contextmanager
def phone_page() -> Iterator[types.SimpleNamespace]:
    """The session's page as the screens read it (`ft.context.page`), a phone's (390x844):
    for drawing a screen that asks for it without a browser."""
    from flet.controls import context  # the test plays Flet's part: it may reach in

    fake = types.SimpleNamespace(route="/", url="http://127.0.0.1:8550/", width=390,
                                 height=844, platform=None, platform_brightness=None,
                                 padding=8, bgcolor=None, client_ip="", theme_mode=None,
                                 _services=types.SimpleNamespace(
                                     register_service=lambda service: None))
    token = context._context_page.set(fake)
    try:
        yield fake
    finally:
        context._context_page.reset(token)
