"""The round screen's trump row, drawn from what the sheet's entry form says
(`EntryForm.trumps`, `EntryForm.trump_words`, `EntryForm.no_trump`): the chips (each in its
paint, or worded), the prompt (with who chooses, named), or the words saying why there is no
trump row yet or at all. This module knows no game, colour or suit: every phrase is the
engine's (rules/trump.py, the sheets), said in the session's language."""

from __future__ import annotations

import flet as ft

from scorepad.state.round import TRUMP, RoundState, choice_word
from scorepad.ui import theme
from scorepad.ui.widgets import act, chip, text_block, wrap
from scorepad.words import say


def trump_row(rs: RoundState) -> ft.Control | None:
    form = rs.form
    if not rs.has_trump:
        note = form.no_trump
        return ft.Text(say(note), size=theme.TEXT, italic=True, key="trump") if note else None
    words = form.trump_words
    if not rs.show_trump:  # known once every call is in
        return ft.Semantics(identifier="round-trump-prompt", container=True, key="trump",
                            content=ft.Text(say(words.waiting), size=theme.SMALL, italic=True))
    chips = tuple((c.key, c.value, _capital(choice_word(c)), c.paint,
                   say(words.said(words.chip, c.word))) for c in form.trumps)
    chosen = form.trump_choice(rs.trump) if rs.trump is not None else None
    if chosen is not None:
        prompt = say(words.said(words.chosen, chosen.word))
    else:
        seat = rs.trump_chooser_seat if words.chooser else None
        prompt = say(words.asking(seat, rs.calls), rs.names)
    asked = rs.trump is None and rs.active_field == TRUMP
    return TrumpRow(words.control, words.wide, chips, rs.trump, prompt, asked,
                    rs.choose_trump, key="trump")


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


# Memoised on plain values and a bound method (equal from one render to the next), so a tap
# rebuilds only the rows and the keypad it changes.
@ft.memo
@ft.component
def TrumpRow(control, wide, chips, trump, prompt, asked, choose) -> ft.Control:
    """`chips`: (key, value, text, paint, label) per choice. `wide`: the chips share one row,
    each as wide as the others (coloured cards); else they wrap, sized by their words (words,
    not suit symbols: the web client's font has no glyphs for them)."""
    items = trump_chips(control, wide, chips, trump, choose)
    return ft.Column([
        text_block("round-trump-prompt", ft.Text(
            prompt, size=theme.SMALL, weight=ft.FontWeight.W_600,
            color=ft.Colors.PRIMARY if asked else None)),
        ft.Row(items, spacing=6) if wide else wrap(items, spacing=6),
    ], spacing=4 if wide else 6)


def trump_chips(control, wide, chips, trump, choose) -> list[ft.Control]:
    """One chip per choice, in the paint its game gives (`Choice.paint`), or the theme's."""
    return [chip(f"round-{control}-{key}", text, act(choose, value), paint=paint,
                 selected=trump == value, width=None, expand=wide,
                 size=15 if wide else theme.TEXT, label=label)
            for key, value, text, paint, label in chips]
