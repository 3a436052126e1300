"""End of game: the winner or winners (ties share), the final table, the running totals."""

from __future__ import annotations

import flet as ft

from scorepad.state.round import RoundState
from scorepad.state.text import with_names
from scorepad.ui import theme
from scorepad.ui.chart import round_table, totals_chart
from scorepad.ui.widgets import button, card, error_box, present, text_block


def winners_text(view) -> str:
    standing = view.standing
    names = list(view.players)
    winners = [names[w] for w in standing.winners] if standing.winners else []
    if not winners:
        return "Game over."
    best = view.totals[standing.winners[0]]
    if len(winners) == 1:
        return f"{winners[0]} wins with {best} points!"
    return f"{', '.join(winners[:-1])} and {winners[-1]} share the win with {best} points!"


def reason(view) -> str:
    """Why the game is over, without repeating who won (said just above)."""
    text = with_names(view.standing.explanation or "", view.players)
    first = text.split(";")[0].strip()
    return first if first.endswith(".") or not first else first + "."


@ft.component
def EndScreen(rs: RoundState, on_new_game, on_home) -> ft.Control:
    view = rs.view
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
        error_box(rs.error),
        card(ft.Text("Final table (tap a round to change it)", size=theme.SMALL,
                     weight=ft.FontWeight.W_600),
             round_table(view, "end-table", on_open=rs.open_round, total_ident="round-total")),
        card(ft.Text("Running totals", size=theme.SMALL, weight=ft.FontWeight.W_600),
             totals_chart(view, "end-chart")),
        button("end-new-game", "New game, same players", on_new_game, primary=True,
               icon=ft.Icons.REPLAY, full=True),
        button("end-home", "Home", on_home, icon=ft.Icons.HOME, full=True),
        button("round-undo", "Undo the last round", rs.undo, icon=ft.Icons.UNDO,
               disabled=not rs.can_undo),
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
