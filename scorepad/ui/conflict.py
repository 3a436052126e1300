"""Another device was first: the box the round screen and the end screen show when a round
this device saved, changed or undid was saved, changed or undone elsewhere first
(`RoundState.conflict`, a `ConflictNote`)."""

from __future__ import annotations

import flet as ft

from scorepad.state.round import RoundState
from scorepad.ui import theme
from scorepad.ui.widgets import button, text_block
from scorepad.words import tr


def conflict_box(rs: RoundState) -> ft.Control | None:
    """Another device saved (changed, undid) a round first: said in words, with this device's
    draft kept below to compare; the screen above and below shows the game as it now is."""
    note = rs.conflict
    if note is None:
        return None
    fg = ft.Colors.ON_ERROR_CONTAINER
    lines: list[ft.Control] = [
        ft.Row([ft.Icon(ft.Icons.DEVICES, color=fg),
                ft.Text(note.message, size=theme.TEXT, weight=ft.FontWeight.W_600, color=fg,
                        expand=True)]),
    ]
    if note.draft:
        lines.append(text_block("round-conflict-draft",
                                ft.Text(note.draft, size=theme.SMALL, color=fg)))
    lines.append(ft.Row([button("round-conflict-dismiss", tr("OK"), rs.dismiss_conflict)],
                        alignment=ft.MainAxisAlignment.END))
    return ft.Semantics(identifier="round-conflict", container=True, key="conflict",
                        content=ft.Container(
        ft.Column(lines, spacing=6), bgcolor=ft.Colors.ERROR_CONTAINER, padding=12,
        border_radius=theme.RADIUS))
