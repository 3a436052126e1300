"""Home: "New game" first; then unfinished games to resume, the judge, history, players."""

from __future__ import annotations



import flet as ft

from scorepad.state.app_state import AppState
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, chip, error_box, present


def _when(dt) -> str:
    return dt.strftime("%d %b %H:%M") if dt is not None else ""


@ft.component
def HomeScreen(app: AppState) -> ft.Control:
    resume = [
        ft.Semantics(
            identifier=f"home-resume-{g.id}",
            button=True, container=True,  # read as its texts; tap on the Container
            content=ft.Container(
                ft.Row([ft.Icon(ft.Icons.PLAY_ARROW), ft.Column([
                    ft.Text(", ".join(g.players), size=theme.TEXT, weight=ft.FontWeight.W_600),
                    ft.Text(f"{g.title} · {g.rounds} round{'' if g.rounds == 1 else 's'} played"
                            f" · {_when(g.created_at)}",
                            size=theme.SMALL)], spacing=2, expand=True)]),
                padding=12, border_radius=theme.RADIUS, ink=True,
                border=ft.Border.all(1, ft.Colors.OUTLINE),
                on_click=act(app.open_game, g.id)))
        for g in app.resumable
    ]
    return ft.Column(present(
        ft.Text("Scorepad", size=32, weight=ft.FontWeight.BOLD),
        ft.Text("Scores and rulings for the card table", size=theme.TEXT),
        error_box(app.error),
        button("home-new-game", "New game", app.open_new_game, primary=True,
               icon=ft.Icons.ADD, full=True),
        ft.Text("Resume", size=theme.SMALL, weight=ft.FontWeight.W_600) if resume else None,
        *resume,
        button("home-judge", "Who won the trick?", lambda: app.open_judge(attached=False),
               icon=ft.Icons.GAVEL, full=True),
        ft.Row([button("home-history", "History", app.open_history, icon=ft.Icons.HISTORY,
                       expand=True),
                button("home-players", "Players", app.open_players, icon=ft.Icons.PEOPLE,
                       expand=True)], spacing=theme.GAP),
        button("home-stats", "Statistics", app.open_stats, icon=ft.Icons.INSIGHTS, full=True),
    ), spacing=14, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)


@ft.component
def PlayersScreen(app: AppState) -> ft.Control:
    items = [ft.Semantics(identifier=f"players-item-{k}", container=True, content=ft.Container(
        ft.Row([ft.Icon(ft.Icons.PERSON), ft.Text(name, size=theme.TEXT)]),
        padding=12, border_radius=theme.RADIUS, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)))
        for k, name in enumerate(app.known)]
    return ft.Column(present(
        ft.Text("Players", size=26, weight=ft.FontWeight.BOLD),
        error_box(app.error),
        ft.Text("Everyone who has played here. Add new names when you start a game."
                if items else "No players yet: add names when you start a game.",
                size=theme.TEXT),
        *items,
        button("players-new-game", "New game", app.open_new_game, primary=True,
               icon=ft.Icons.ADD, full=True),
        button("players-stats", "Statistics", app.open_stats, icon=ft.Icons.INSIGHTS, full=True),
    ), spacing=10)
