"""Small building blocks shared by the screens: chips, buttons, sections, messages.

Each interactive block takes its semantic identifier first; its label is the visible text
unless a fuller one is given.
"""

from __future__ import annotations

from typing import Callable

import flet as ft

from rules.paint import Paint
from scorepad.ui import theme

Handler = Callable[[], None] | None


class Act:
    """A handler with no parameters that calls `fn(*args)`, equal to another one that calls
    the same (bound) function with equal arguments.

    Flet passes the event to any handler that declares a parameter; `functools.partial` of a
    method with a keyword-only parameter left still declares one, so it would get the event
    as an extra argument. `__call__` declares none. Being equal by value, a memoised part
    (`ft.memo`) handed a new `act(rs.select, 2)` at each drawing still sees its arguments
    unchanged and is not drawn again (issue 12, cheap taps); a lambda is never equal.
    Not a dataclass: Flet walks every dataclass it finds in a control's fields as a part of
    the control tree.
    """

    __slots__ = ("fn", "args")

    def __init__(self, fn: Callable[..., object], args: tuple[object, ...] = ()) -> None:
        self.fn, self.args = fn, args

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Act) and self.fn == other.fn and self.args == other.args)

    def __hash__(self) -> int:
        return hash((self.fn, self.args))

    def __repr__(self) -> str:
        return f"Act({getattr(self.fn, '__qualname__', self.fn)}, {self.args!r})"

    def __call__(self) -> object:
        return self.fn(*self.args)


def act(fn: Callable[..., object], *args: object) -> Callable[[], object]:
    """A handler with no parameters that calls `fn(*args)` (see `Act`)."""
    return Act(fn, args)


# Never pass expand=False to a control: Flet 1.0.5 sends it as a flex of 0 and Flutter then
# fails to lay out the control inside a wrapping Row (a grey box). None leaves it out.


def chip(ident: str, text: str, on_click: Handler, *, selected: bool = False,
         disabled: bool = False, label: str | None = None, paint: Paint | None = None,
         width: int | None = 64, expand: bool | int = False, size: int = theme.BIG,
         key: str | None = None) -> ft.Control:
    """A large square-ish tap target; `paint` (the game's, `rules.paint.Paint`) draws it in a
    card's colours (None: the theme's).

    `key` (default: the identifier) says which chip of the last drawing this one is: a keypad
    that moves to the next player keeps its chips (key: the value) and only their identifiers
    and words are patched, instead of every chip being sent anew."""
    scheme = ft.Colors
    if paint is not None:
        bg, fg = paint.background, paint.text
        border = ft.Border.all(4, scheme.ON_SURFACE) if selected else ft.Border.all(
            1, scheme.OUTLINE)
    elif selected:
        bg, fg = scheme.PRIMARY, scheme.ON_PRIMARY
        border = ft.Border.all(2, scheme.PRIMARY)
    else:
        bg, fg = scheme.SURFACE_CONTAINER_HIGHEST, scheme.ON_SURFACE
        border = ft.Border.all(1, scheme.OUTLINE_VARIANT)
    # A chip sized by its text wraps it on a narrow phone rather than cut it (issue 9, 13).
    body: ft.Control = ft.Text(text, size=size, weight=ft.FontWeight.BOLD, color=fg,
                               text_align=ft.TextAlign.CENTER,
                               no_wrap=bool(expand or width is not None),
                               semantics_label=label or text)
    if selected and paint is not None:  # on a card colour the border alone is not enough
        body = ft.Row([ft.Icon(ft.Icons.CHECK_CIRCLE, color=fg, size=14), body], spacing=1,
                      tight=True, alignment=ft.MainAxisAlignment.CENTER)
    fixed = expand or width is not None
    # A Container with an alignment fills its constraints: only for fixed or expanding chips;
    # a chip sized by its text gets its height from padding instead (>= 48 px).
    box = ft.Container(
        content=body, width=width if fixed and not expand else None,
        height=theme.TAP if fixed else None,
        alignment=ft.Alignment.CENTER if fixed else None, bgcolor=bg, border=border,
        border_radius=theme.RADIUS,
        # expanding chips share a row (the five trump colours on a phone): little padding
        padding=ft.Padding.symmetric(horizontal=2 if expand else 8) if fixed else ft.Padding.symmetric(
            horizontal=16, vertical=14),
        # Keep on_click set and use `disabled`: swapping a handler for None changes the widget
        # structure, and Flutter then drops the node's semantic identifier (seen in 1.0.5).
        on_click=on_click, ink=True, disabled=disabled or None,
        opacity=0.35 if disabled else 1.0, expand=expand or None,
    )
    # The label rides on the Text (semantics_label) and the tap on the Container: both merge
    # into this node, which then has a tap action a screen reader can use ([flt-tappable]).
    # (Semantics.on_tap with exclude_semantics gave a node without one in Flet 1.0.5.)
    # key=ident by default: a chip with another identifier is another control, not this one
    # patched.
    return ft.Semantics(identifier=ident, button=True, selected=selected, container=True,
                        content=box, expand=expand or None, key=key or ident)


def button(ident: str, text: str, on_click: Handler, *, primary: bool = False,
           icon: ft.IconData | None = None, disabled: bool = False, expand: bool = False,
           danger: bool = False, tooltip: str | None = None, full: bool = False,
           label: str | None = None) -> ft.Control:
    """A large action button (filled when primary). `expand`: share a Row's width;
    `full`: the whole width of a Column; `label`: what a screen reader says beside its text
    (no tooltip: one shown by a mouse stays over the screen and can take the next tap)."""
    style = ft.ButtonStyle(
        padding=ft.Padding.symmetric(horizontal=20, vertical=14),
        shape=ft.RoundedRectangleBorder(radius=theme.RADIUS),
        text_style=ft.TextStyle(size=theme.TEXT, weight=ft.FontWeight.W_600),
        bgcolor=ft.Colors.ERROR if danger else None,
        color=ft.Colors.ON_ERROR if danger else None,
    )
    cls = ft.FilledButton if primary or danger else ft.OutlinedButton
    ctl = cls(content=text, icon=icon, on_click=on_click, disabled=disabled, style=style,
              height=theme.TAP + 4, expand=(expand or full) or None, tooltip=tooltip)
    sem = ft.Semantics(identifier=ident, content=ctl, expand=(expand or full) or None,
                       label=label)
    return ft.Row([sem]) if full else sem


def icon_button(ident: str, icon: ft.IconData, label: str, on_click: Handler, *,
                disabled: bool = False) -> ft.Control:
    ctl = ft.IconButton(icon=icon, on_click=on_click, tooltip=label, disabled=disabled,
                        icon_size=28, width=theme.TAP, height=theme.TAP)
    return ft.Semantics(identifier=ident, label=label, content=ctl)


@ft.component
def TextInput(ident: str, value: str, on_change: Callable[[str], None], *, label: str,
              on_submit: Callable[[], None] | None = None, error: str | None = None,
              helper: str | None = None, number: bool = False, width: int | None = None,
              autofocus: bool = False, words: bool = False, expand: bool = False,
              on_focus: Callable[[], None] | None = None) -> ft.Control:
    """A text field that keeps every key typed (issue 9): what the person typed is what the
    field shows and what `on_change` receives.

    Call it with `key=` (`text_input` does): a different key is a new, fresh field showing
    `value`; the same key keeps the field's own text. The field is never re-sent a value while
    it lives. On each key the client updates the field's value in the session, then the
    handler changes the state, and the screen is drawn again: a new TextField whose value
    differs from the live one would be sent to the browser and overwrite what was typed (the
    field "kept only the last letter"; a target of 100 typed over became "1005"). So each
    drawing takes its value from the live field (the control drawn last time, which the
    session keeps up to date) and nothing is patched. To put a new text in the field (empty
    it after a name is seated, a reset), give it a new key.
    """
    drawn = ft.use_ref(None)
    live = drawn.current.value if drawn.current is not None else (value or "")
    field = ft.TextField(
        value=live, label=label, error=error, helper=helper, text_size=theme.TEXT,
        error_max_lines=6, helper_max_lines=4,  # wrapped, never cut with "…" (issue 9, 13)
        on_change=lambda e: on_change(e.control.value or ""),
        on_submit=(lambda e: on_submit()) if on_submit is not None else None,
        on_focus=(lambda e: on_focus()) if on_focus is not None else None,
        keyboard_type=ft.KeyboardType.NUMBER if number else ft.KeyboardType.TEXT,
        input_filter=ft.NumbersOnlyInputFilter() if number else None,
        capitalization=ft.TextCapitalization.WORDS if words else None,
        autofocus=autofocus, width=width, expand=expand or None)
    drawn.current = field
    return ft.Semantics(identifier=ident, content=field, expand=expand or None)


def text_input(ident: str, value: str, on_change: Callable[[str], None], *, label: str,
               version: object = 0, **kw: object) -> ft.Control:
    """A `TextInput` keyed by its identifier and `version`: bump the version to show a new
    `value` (a fresh field); while the version stays, the field keeps what is typed."""
    return TextInput(ident, value, on_change, label=label, key=f"{ident}@{version}", **kw)


def selectable(ident: str, value: str, *, label: str) -> ft.Control:
    """Text a person selects and copies by hand, where the browser lets the app neither share
    nor copy (issue 37): a read-only field (a selectable `ft.Text` is not read out by the
    accessibility tree; a field's value is). Its value never changes while it is shown."""
    return ft.Semantics(identifier=ident, content=ft.Row([ft.TextField(  # the whole width
        value=value, label=label, read_only=True, multiline=True, min_lines=1, max_lines=12,
        text_size=theme.SMALL, expand=True)]))


def switch(ident: str, label: str, value: bool, on_change: Callable[[bool], None], *,
           disabled: bool = False) -> ft.Control:
    """An on/off switch with its label beside it, the label wrapping onto more lines on a
    narrow phone (a Switch's own label is cut off with "…" at 360 px: issue 9, item 13).
    `on_change` gets the new value. (The label is its own text node, not a tap target: a
    tappable label merged it into one node with the switch.)"""
    sw = ft.Switch(value=bool(value), disabled=disabled,
                   on_change=lambda e: on_change(bool(e.control.value)))
    text = ft.Container(ft.Text(label, size=theme.TEXT), expand=True,
                        padding=ft.Padding.symmetric(vertical=6))
    return ft.Semantics(identifier=ident, container=True, content=ft.Row(
        [ft.Semantics(label=label, content=sw), text], spacing=8,
        vertical_alignment=ft.CrossAxisAlignment.CENTER))


def text_block(ident: str, content: ft.Control) -> ft.Control:
    """A read-only region tests and screen readers can find."""
    return ft.Semantics(identifier=ident, container=True, content=content)


def heading(text: str, size: int = theme.BIG) -> ft.Control:
    return ft.Semantics(header=True, content=ft.Text(text, size=size, weight=ft.FontWeight.BOLD))


def section(title: str | None, *controls: ft.Control | None) -> ft.Control:
    items: list[ft.Control] = []
    if title:
        items.append(ft.Text(title, size=theme.SMALL, weight=ft.FontWeight.W_600,
                             color=ft.Colors.ON_SURFACE_VARIANT))
    items.extend(c for c in controls if c is not None)
    return ft.Column(items, spacing=6)


def wrap(controls: list[ft.Control], spacing: int = theme.GAP) -> ft.Control:
    return ft.Row(controls, wrap=True, spacing=spacing, run_spacing=spacing)


def error_box(message: str | None, ident: str = "app-error") -> ft.Control | None:
    if not message:
        return None
    return text_block(ident, ft.Container(
        content=ft.Row([ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.ON_ERROR_CONTAINER),
                        ft.Text(message, size=theme.TEXT, color=ft.Colors.ON_ERROR_CONTAINER,
                                expand=True)]),
        bgcolor=ft.Colors.ERROR_CONTAINER, padding=12, border_radius=theme.RADIUS))


def card(*controls: ft.Control, padding: int = 14) -> ft.Control:
    return ft.Container(content=ft.Column(list(controls), spacing=8), padding=padding,
                        border_radius=theme.RADIUS, bgcolor=ft.Colors.SURFACE_CONTAINER_LOW,
                        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))


@ft.memo
@ft.component
def Part(build: Callable[..., ft.Control | None], *args: object) -> ft.Control | None:
    """`build(*args)`, drawn again only when an argument changed (issue 12, cheap taps).

    A screen hands each of its parts plain values (words, numbers, tuples, `act` handlers
    and bound methods, all equal from one drawing to the next when nothing changed), never an
    observable state: a tap then re-draws and re-sends only the parts it changed. `build` is a
    module-level function."""
    return build(*args)


def present(*controls: ft.Control | None) -> list[ft.Control]:
    """The controls that are not None (optional parts of a screen)."""
    return [c for c in controls if c is not None]
