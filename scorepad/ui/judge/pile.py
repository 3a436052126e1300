"""The judge screen for a game whose judge asks "may this card go on that one?" (its form's
`Pile`; Challenge mode), and why."""

from __future__ import annotations

from typing import Callable

import flet as ft

from scorepad.state.judge import PileJudge
from scorepad.ui import theme
from scorepad.ui.judge.common import cap, face_colours, rule_hook
from scorepad.ui.widgets import act, button, card, chip, error_box, text_block, wrap
from scorepad.words import tr


#: a card's face on the pile: two lines of its words ("10 pentagramma" is the widest) fit
FACE_W, FACE_H = 140, 64


def shed_face(js: PileJudge, picked: object | None) -> ft.Control:
    """A picked card's face (the engine's card), painted in its colour and said in the
    table's words (never the written form)."""
    if picked is None:
        return ft.Container(ft.Text("?", size=theme.BIG), width=FACE_W, height=FACE_H,
                            alignment=ft.Alignment.CENTER, border_radius=8,
                            border=ft.Border.all(1, ft.Colors.OUTLINE))
    bg, fg = face_colours(js.paint(js.colour_of(picked)))
    colour, rest = js.face_words(str(picked))
    shown = "\n".join(cap(w) for w in (colour, rest) if w)
    return ft.Container(ft.Text(shown, size=theme.SMALL, weight=ft.FontWeight.BOLD, color=fg,
                                text_align=ft.TextAlign.CENTER,
                                semantics_label=js.card_words(picked)),
                        width=FACE_W, height=FACE_H, bgcolor=bg, alignment=ft.Alignment.CENTER,
                        border_radius=8, padding=4)


@ft.component
def PileParts(js: PileJudge, on_rule: Callable[[str], object] | None = None) -> ft.Control:
    """The pile's own part: handed the pile's observable, it redraws when the pile changes."""
    return ft.Column([c for c in pile_parts(js, on_rule) if c is not None], spacing=12)


def pile_parts(js: PileJudge, on_rule: Callable[[str], object] | None = None
               ) -> list[ft.Control | None]:
    pile = js.cards
    slots = ft.Row([
        ft.Column([ft.Text(tr("On the pile"), size=theme.SMALL), shed_face(js, js.on),
                   chip("judge-shed-on", tr("Pick") if js.slot != "on" else tr("Picking"),
                        act(js.pick_slot, "on"), selected=js.slot == "on", width=None,
                        size=16, label=tr("Pick the card on the pile"))], spacing=4),
        ft.Column([ft.Text(tr("Card played"), size=theme.SMALL), shed_face(js, js.card),
                   chip("judge-shed-card", tr("Pick") if js.slot != "card"
                        else tr("Picking"), act(js.pick_slot, "card"),
                        selected=js.slot == "card", width=None,
                        size=16, label=tr("Pick the card played"))], spacing=4),
    ], spacing=16, wrap=True)
    pick = js.words("pick_on") if js.slot == "on" else js.words("pick_card")
    parts: list[ft.Control] = [
        ft.Text(pick, size=theme.TEXT, weight=ft.FontWeight.BOLD),
        wrap([chip(f"judge-shed-colour-{c}", cap(js.term(c)), act(js.pick_colour, c),
                   selected=js.colour == c, width=None, size=16,
                   label=tr("Colour {colour}", colour=js.term(c)))
              for c in pile.colours])]
    colour = js.colour
    if colour is not None:
        if colour in pile.number_colours:
            # a number on its own is not a card: its label is the colour and the number
            parts.append(wrap([chip(f"judge-shed-number-{n}", str(n),
                                    act(js.pick_number, n), selected=js.number == n,
                                    width=48, size=16, label=f"{js.term(colour)} {n}")
                               for n in pile.numbers], spacing=4))
            if js.number is not None:
                parts.append(wrap([chip(f"judge-shed-symbol-{s}", cap(js.term(s)),
                                        act(js.pick_symbol, s), width=None, size=16,
                                        label=js.card_words(js.card_of(
                                            colour, number=js.number, symbol=s)))
                                   for s in pile.symbols]))
        parts.append(wrap([chip(f"judge-shed-special-{k}",
                                js.words("special", kind=cap(js.term(k))),
                                act(js.pick_special, k), width=None, size=16,
                                label=js.card_words(js.card_of(colour, kind=k)))
                           for k in pile.kinds]))
    a = js.ruling
    result = None
    if a is not None:
        head = tr("Yes, it may go on it.") if a.legal else tr("No, it may not go on it.")
        result = text_block("judge-result", ft.Container(ft.Column([
            ft.Text(head, size=24, weight=ft.FontWeight.BOLD,
                    color=ft.Colors.ON_PRIMARY_CONTAINER if a.legal
                    else ft.Colors.ON_ERROR_CONTAINER),
            ft.Text(js.explanation, size=theme.TEXT,
                    color=ft.Colors.ON_PRIMARY_CONTAINER if a.legal
                    else ft.Colors.ON_ERROR_CONTAINER)], spacing=6),
            bgcolor=ft.Colors.PRIMARY_CONTAINER if a.legal else ft.Colors.ERROR_CONTAINER,
            padding=14, border_radius=theme.RADIUS))
    return [
        error_box(js.error),
        _switch("judge-challenge", js.words("switch"), js.challenge, js.set_challenge),
        slots,
        result,
        rule_hook(js.rule, on_rule) if result is not None else None,
        card(*parts),
        button("judge-shed-clear", tr("Start again"), js.clear, icon=ft.Icons.REFRESH),
    ]


def _switch(ident: str, label: str, value: bool, on_change) -> ft.Control:
    """An on/off switch whose label wraps on a narrow phone; tapping the label flips it."""
    sw = ft.Switch(value=bool(value), on_change=lambda e: on_change(bool(e.control.value)))
    text = ft.Container(ft.Text(label, size=theme.TEXT), expand=True,
                        on_click=lambda: on_change(not value),
                        padding=ft.Padding.symmetric(vertical=6))
    return ft.Semantics(identifier=ident, container=True, content=ft.Row(
        [ft.Semantics(label=label, content=sw), text], spacing=8,
        vertical_alignment=ft.CrossAxisAlignment.CENTER))
