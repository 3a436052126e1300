"""What if: the game re-scored under another reading of its options (its sheet says which),
beside the real result."""

from __future__ import annotations

import flet as ft

from rules.grammar import capital
from scorepad.state.what_if import WhatIfState
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, card, chip, error_box, present, text_block, wrap
from scorepad.words import tr


def what_if_button(wi: WhatIfState, view, judged=None) -> ft.Control | None:
    """`judged`: what lists the game's kept judged tricks (a what-if judges them again)."""
    if not wi.offered_for(view):
        return None
    if wi.is_open_for(view.id):
        return button("history-what-if", tr("Close the what-if"), wi.close,
                      icon=ft.Icons.CLOSE, full=True)
    return button("history-what-if", tr("What if… (another scoring or house rule)"),
                  act(wi.show, view, judged), icon=ft.Icons.COMPARE_ARROWS, full=True)


def what_if_panel(wi: WhatIfState, view) -> ft.Control | None:
    if not wi.is_open_for(view.id):
        return None
    rows: list[ft.Control | None] = [
        ft.Text(tr("What if"), size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text(tr("The rounds as the table reported them, scored again. The game itself "
                   "does not change."), size=theme.SMALL),
    ]
    for key, values in wi.choices.items():
        # an option that changes nothing under the others tried (a house rule another
        # scoring does not read) is greyed out, none of its chips selected, with the sheet's
        # note
        applies = wi.applies(key)
        stem = f"what-if-{key.replace('_', '-')}"
        rows.append(wrap([chip(f"{stem}-{v}", capital(wi.reading(key, v)),
                               act(wi.choose, key, v), selected=applies and wi.current(key) == v,
                               disabled=not applies, width=None, size=theme.SMALL,
                               label=tr("What if {reading}", reading=wi.reading(key, v)))
                          for v in values]))
        note = wi.note(key)
        if note:
            rows.append(text_block(f"{stem}-note", ft.Text(note, size=theme.SMALL,
                                                            italic=True)))
    rows.append(error_box(wi.error, "what-if-error"))
    res = wi.result
    if res is not None:
        real_over = view.standing.over
        head = ft.Row([ft.Text(tr("Player"), expand=2, size=theme.SMALL,
                               weight=ft.FontWeight.W_600),
                       ft.Text(tr("Real"), expand=1, size=theme.SMALL,
                               weight=ft.FontWeight.W_600),
                       ft.Text(tr("What if"), expand=1, size=theme.SMALL,
                               weight=ft.FontWeight.W_600)])
        lines = [head]
        for seat, name in enumerate(view.players):
            real, new = view.totals[seat], res.totals[seat]
            lines.append(text_block(f"what-if-row-{seat}", ft.Row([
                ft.Text(name, expand=2, size=theme.TEXT),
                ft.Text(theme.signed(real), expand=1, size=theme.TEXT),
                ft.Text(theme.signed(new), expand=1, size=theme.TEXT,
                        weight=ft.FontWeight.BOLD if new != real else None)])))
        rows.append(text_block("what-if-table", ft.Column(lines, spacing=4)))
        real = wi.winners_text(view.standing.winners, real_over)
        other = wi.winners_text(res.standing.winners, res.standing.over)
        if res.ended_after is not None and res.ended_after < len(view.rounds):
            said = tr("Real: {real} · What if {reading}: {other}, and it would have ended "
                      "after round {number}", real=real, reading=wi.label, other=other,
                      number=res.ended_after)
        else:
            said = tr("Real: {real} · What if {reading}: {other}", real=real,
                      reading=wi.label, other=other)
        rows.append(text_block("what-if-winner", ft.Text(
            said, size=theme.TEXT, weight=ft.FontWeight.W_600)))
        changed = wi.changed_rounds
        rows.append(text_block("what-if-changes", ft.Column(
            [ft.Text(t, size=theme.SMALL) for t in changed] if changed else
            [ft.Text(tr("No score changes under this reading."), size=theme.SMALL)],
            spacing=4)))
    return card(*present(*rows))

