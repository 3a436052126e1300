"""Home: "New game" first; then unfinished games to resume, the judge, history, players."""

from __future__ import annotations

import flet as ft

from scorepad.rulebook import rules_label  # its own catalog (issue 13)
from scorepad.state.app_state import AppState
from scorepad.state.lead import lead_words
from scorepad.state.options_text import line, when
from scorepad.state.game_word import counts_games
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, error_box, present, text_block
from scorepad.words import PRODUCT, tr, tr_n


def played(game: str, n: int) -> str:
    """How far a game went: "3 rounds played" (a match counts games: its sheet says)."""
    if counts_games(game):
        return tr_n("{n} game played", "{n} games played", n)
    return tr_n("{n} round played", "{n} rounds played", n)


def storage_note(app: AppState) -> ft.Control:
    """In the browser alone, when it did not promise to keep this site's storage: until read."""
    async def told() -> None:
        from scorepad.state.passing import STORAGE_TOLD_KEY

        app.storage_told()
        try:
            await ft.SharedPreferences().set(STORAGE_TOLD_KEY, True)
        except Exception:  # the edge: a browser that keeps nothing (it may be said again)
            pass

    return ft.Container(ft.Column([
        text_block("home-storage-note", ft.Text(tr(
            "This browser may clear Scorepad's games when it needs space, or after some weeks "
            "without a visit (Safari: 7 days). To keep them, add Scorepad to the home screen "
            "(Safari: Share, then Add to Home Screen; Android: the menu, then Install app), or "
            "export the games now and then (History, then Export and import)."),
            size=theme.TEXT)),
        button("home-storage-ok", tr("Understood"), told, full=True),
    ], spacing=8), padding=12, border_radius=theme.RADIUS,
        bgcolor=ft.Colors.TERTIARY_CONTAINER, key="storage-note")


@ft.component
def HomeScreen(app: AppState) -> ft.Control:
    resume = [
        ft.Semantics(
            identifier=f"home-resume-{g.id}",
            button=True, container=True,  # read as its texts; tap on the Container
            content=ft.Container(
                ft.Row([ft.Icon(ft.Icons.PLAY_ARROW), ft.Column(present(
                    ft.Text(", ".join(g.players), size=theme.TEXT, weight=ft.FontWeight.W_600),
                    # the options tell apart two games of the same players (issue 9, 15)
                    ft.Text(line(g.game, getattr(g, "options", None)), size=theme.SMALL),
                    ft.Text(f"{when(g.created_at)} · {played(g.game, g.rounds)}",
                            size=theme.SMALL,
                            color=ft.Colors.ON_SURFACE_VARIANT),
                    # who is ahead: the score at a glance before the game is opened
                    ft.Text(lead_words(app.leads[g.id]), size=theme.SMALL,
                            weight=ft.FontWeight.W_600) if g.id in app.leads else None,
                ), spacing=2, expand=True)]),
                padding=12, border_radius=theme.RADIUS, ink=True,
                border=ft.Border.all(1, ft.Colors.OUTLINE),
                on_click=act(app.open_game, g.id)))
        for g in app.resumable
    ]
    return ft.Column(present(
        ft.Text(PRODUCT, size=32, weight=ft.FontWeight.BOLD),
        ft.Text(tr("Scores and rulings for the card table"), size=theme.TEXT),
        error_box(app.error),
        storage_note(app) if app.storage_note else None,
        button("home-new-game", tr("New game"), app.open_new_game, primary=True,
               icon=ft.Icons.ADD, full=True),
        ft.Text(tr("Resume"), size=theme.SMALL, weight=ft.FontWeight.W_600) if resume else None,
        *resume,
        button("home-judge", tr("Who won the trick?"), lambda: app.open_judge(attached=False),
               icon=ft.Icons.GAVEL, full=True),
        ft.Row([button("home-history", tr("History"), app.open_history, icon=ft.Icons.HISTORY,
                       expand=True),
                button("home-players", tr("Players"), app.open_players, icon=ft.Icons.PEOPLE,
                       expand=True)], spacing=theme.GAP),
        button("home-stats", tr("Statistics"), app.open_stats, icon=ft.Icons.INSIGHTS, full=True),
        button("home-rules", rules_label(), lambda: app.open_rules(), icon=ft.Icons.MENU_BOOK,
               full=True),
        # the language, the theme, where the games are kept, the backups (issue 29)
        button("settings-open", tr("Settings"), app.open_settings, icon=ft.Icons.SETTINGS,
               full=True),
        # a shared table (scorepad web --share): the address, its QR code, the PIN (issue 11)
        button("share-open", tr("Share this table"), app.open_share, icon=ft.Icons.QR_CODE_2,
               full=True) if app.access.shared else None,
    ), spacing=14, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
