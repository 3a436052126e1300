"""History: games by date (game, players, winner); a game's table and chart; resume, delete."""

from __future__ import annotations

import flet as ft

from rules.message import Listing
from scorepad.state.app_state import AppState
from scorepad.state.history import HistoryState
from scorepad.state.options_text import line, when
from scorepad.state.game_word import counts_games
from scorepad.ui import theme
from scorepad.ui.chart import round_table, totals_chart
from scorepad.ui.widgets import act, button, card, error_box, present, text_block
from scorepad.words import game_title, tr, tr_n


def winners_line(names: list[str]) -> str:
    """Who won a finished game: "Winner: Ann", "Winners: Ann and Bob" (the names listed as the
    language lists them)."""
    return tr_n("Winner: {names}", "Winners: {names}", len(names), names=Listing(tuple(names)))


def unfinished_line(game: str, n: int) -> str:
    """A game left unfinished in the list of games (a match counts games)."""
    if counts_games(game):
        return tr_n("Unfinished · {n} game played", "Unfinished · {n} games played", n)
    return tr_n("Unfinished · {n} round played", "Unfinished · {n} rounds played", n)


def unfinished_after(game: str, n: int) -> str:
    """A game left unfinished, on its own screen."""
    if counts_games(game):
        return tr_n("Unfinished after {n} game", "Unfinished after {n} games", n)
    return tr_n("Unfinished after {n} round", "Unfinished after {n} rounds", n)


@ft.component
def HistoryScreen(app: AppState, hs: HistoryState) -> ft.Control:
    rows = []
    for g in hs.games:
        if g.status == "finished":
            outcome = winners_line(list(g.winners)) if g.winners else tr("Finished")
        else:
            outcome = unfinished_line(g.game, g.rounds)
        rows.append(ft.Semantics(
            identifier=f"history-game-{g.id}", button=True, container=True,
            content=ft.Container(ft.Column([
                ft.Text(when(g.created_at), size=theme.SMALL),
                ft.Text(", ".join(g.players), size=theme.TEXT, weight=ft.FontWeight.W_600),
                ft.Text(line(g.game, getattr(g, "options", None)), size=theme.SMALL),
                ft.Text(outcome, size=theme.SMALL, color=ft.Colors.PRIMARY)], spacing=2),
                padding=12, border_radius=theme.RADIUS, ink=True,
                border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
                on_click=act(app.open_history_game, g.id))))
    return ft.Column(present(
        ft.Text(tr("History"), size=26, weight=ft.FontWeight.BOLD),
        error_box(hs.error),
        ft.Text(tr("No games yet.") if not rows else
                tr_n("{n} game, newest first", "{n} games, newest first", len(rows)),
                size=theme.TEXT),
        # a backup, or games moved to or from another device (issue 21)
        button("history-exchange", tr("Export or import games"), app.open_exchange,
               icon=ft.Icons.IMPORT_EXPORT, full=True),
        *rows,
        button("history-more", tr("Show more"), hs.more, full=True) if hs.has_more else None,
    ), spacing=10, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


def _house(view) -> ft.Control | None:
    from scorepad.state.house import house_line

    line = house_line(view.game, view.options)
    return text_block("history-house", ft.Text(line, size=theme.SMALL)) if line else None


@ft.component
def HistoryGameScreen(app: AppState, hs: HistoryState) -> ft.Control:
    from scorepad.state.what_if import WhatIfState
    from scorepad.ui.what_if import what_if_button, what_if_panel

    wi, _ = ft.use_state(WhatIfState)  # the what-if is this screen's own short-lived state
    view = hs.detail
    if view is None:
        return ft.Column(present(error_box(hs.error or tr("This game is no longer here."))))
    if view.status == "finished" and view.standing.winners:
        names = [view.players[w] for w in view.standing.winners]
        outcome = winners_line(names)
    else:
        outcome = unfinished_after(view.game, len(view.rounds))
    confirm = None
    if hs.confirm_delete:
        confirm = card(
            ft.Text(tr("Delete this game and all its rounds? This cannot be undone."),
                    size=theme.TEXT, weight=ft.FontWeight.BOLD),
            ft.Row([button("history-delete-cancel", tr("Keep it"), hs.cancel_delete, expand=True),
                    button("history-delete-confirm", tr("Delete"), app.delete_from_history,
                           danger=True, expand=True)], spacing=theme.GAP))
    return ft.Column(present(
        ft.Text(game_title(view.game), size=24, weight=ft.FontWeight.BOLD),
        text_block("history-options", ft.Text(
            f"{when(view.created_at)} · {', '.join(view.players)}\n"
            f"{line(view.game, view.options)}", size=theme.SMALL)),
        text_block("history-outcome", ft.Text(outcome, size=theme.TEXT,
                                              weight=ft.FontWeight.W_600)),
        _house(view),
        error_box(hs.error),
        card(round_table(view, "history-table")) if view.rounds else ft.Text(
            tr("No rounds recorded."), size=theme.TEXT),
        card(totals_chart(view, "history-chart")) if view.rounds else None,
        what_if_button(wi, view, act(hs.service.judged_tricks, view.id)),  # kept tricks
        what_if_panel(wi, view),
        # a finished game is not resumed: it opens on its end screen, where a round can be
        # changed (issue 25, item 8: not "Open this game", which it already is)
        button("history-resume", tr("Resume this game"), app.resume_from_history,
               primary=True, icon=ft.Icons.PLAY_ARROW, full=True)
        if view.status != "finished" else
        button("history-resume", tr("Change a round of this game"), app.resume_from_history,
               icon=ft.Icons.EDIT, full=True),
        confirm or button("history-delete", tr("Delete this game"), hs.ask_delete,
                          icon=ft.Icons.DELETE_OUTLINE, full=True),
    ), spacing=12)
