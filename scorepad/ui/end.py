"""End of game: the winner or winners (ties share), the final table, the running totals."""

from __future__ import annotations

import flet as ft

from scorepad.state.round import RoundState
from scorepad.ui import theme
from scorepad.ui.chart import round_table, totals_chart
from scorepad.ui.conflict import conflict_box
from scorepad.ui.share import ShareResult
from scorepad.ui.widgets import button, card, error_box, present, text_block
from scorepad.ui.winners import reason, winners_text
from scorepad.words import tr


@ft.component
def EndScreen(rs: RoundState, on_new_game, on_home) -> ft.Control:
    view = rs.view
    games = rs.games  # the sheet calls a round a "game" (else a "round")
    return ft.Column(present(
        text_block("end-winner", ft.Container(
            ft.Column([ft.Icon(ft.Icons.EMOJI_EVENTS, size=48, color=ft.Colors.ON_PRIMARY_CONTAINER),
                       ft.Text(winners_text(view), size=26, weight=ft.FontWeight.BOLD,
                               color=ft.Colors.ON_PRIMARY_CONTAINER,
                               text_align=ft.TextAlign.CENTER),
                       ft.Text(reason(view),
                               size=theme.TEXT,
                               color=ft.Colors.ON_PRIMARY_CONTAINER,
                               text_align=ft.TextAlign.CENTER)],
                      horizontal_alignment=ft.CrossAxisAlignment.CENTER, spacing=6),
            bgcolor=ft.Colors.PRIMARY_CONTAINER, padding=16, border_radius=theme.RADIUS)),
        conflict_box(rs),  # another device saved the last round first
        error_box(rs.error),
        card(ft.Text(tr("Final table (tap a game to change it)") if games
                     else tr("Final table (tap a round to change it)"), size=theme.SMALL,
                     weight=ft.FontWeight.W_600),
             round_table(view, "end-table", on_open=rs.open_round, total_ident="round-total")),
        card(ft.Text(tr("Running totals"), size=theme.SMALL, weight=ft.FontWeight.W_600),
             totals_chart(view, "end-chart")),
        button("end-new-game", tr("New game, same players"), on_new_game, primary=True,
               icon=ft.Icons.REPLAY, full=True),
        ShareResult(rs),  # the result as a short text: share sheet, else clipboard (issue 11)
        button("end-home", tr("Home"), on_home, icon=ft.Icons.HOME, full=True),
        button("round-undo", tr("Undo the last game") if games else tr("Undo the last round"),
               rs.undo, icon=ft.Icons.UNDO,

               disabled=not rs.can_undo),
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
