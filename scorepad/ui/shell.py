"""The app's frame: a top bar (back, title, home, theme) and the current screen, centred."""

from __future__ import annotations

import flet as ft

from scorepad.state.app_state import AppState
from scorepad.ui import theme
from scorepad.ui.widgets import error_box, icon_button, present

TITLES = {"/": "Scorepad", "/new": "New game", "/game": "Game", "/judge": "Who won the trick?",
          "/history": "History", "/history/game": "History", "/players": "Players"}
THEME_ICONS = {"system": ft.Icons.BRIGHTNESS_AUTO, "light": ft.Icons.LIGHT_MODE,
               "dark": ft.Icons.DARK_MODE}


def top_bar(app: AppState, on_theme) -> ft.Control:
    home = app.route == "/"
    left = [] if home else [icon_button("app-back", ft.Icons.ARROW_BACK, "Back", app.back)]
    right = [] if home else [icon_button("app-home", ft.Icons.HOME, "Home", app.go_home)]
    right.append(icon_button("app-theme-toggle", THEME_ICONS[app.theme],
                             f"Theme: {app.theme} (tap to change)", on_theme))
    return ft.Row([*left, ft.Text("" if home else TITLES.get(app.route, ""), size=theme.TEXT,
                                  weight=ft.FontWeight.W_600, expand=True), *right],
                  spacing=4)


@ft.component
def App(app: AppState) -> ft.Control:
    page = ft.context.page

    def on_theme():
        app.toggle_theme()
        page.theme_mode = theme.THEME_MODES[app.theme]
        page.update()

    route = app.route
    if route == "/new":
        from scorepad.ui.new_game import NewGameScreen

        body = NewGameScreen(app, app.new_game)
    elif route == "/game" and app.round_state() is not None:
        from scorepad.ui.round import RoundScreen

        body = RoundScreen(app.round_state(), on_judge=lambda: app.open_judge(attached=True),
                           on_new_game=app.rematch)
    elif route == "/judge":
        from scorepad.ui.judge import JudgeScreen

        body = JudgeScreen(app.judge)
    elif route == "/history":
        from scorepad.ui.history import HistoryScreen

        body = HistoryScreen(app, app.history)
    elif route == "/history/game":
        from scorepad.ui.history import HistoryGameScreen

        body = HistoryGameScreen(app, app.history)
    elif route == "/players":
        from scorepad.ui.home import PlayersScreen

        body = PlayersScreen(app)
    else:
        from scorepad.ui.home import HomeScreen

        body = HomeScreen(app)
    content = ft.Column(present(top_bar(app, on_theme),
                                error_box(app.error) if route not in ("/", "/players") else None,
                                body), spacing=8)
    return ft.Column([
        ft.ResponsiveRow([ft.Container(content, col={"xs": 12, "md": 9, "lg": 7, "xl": 6, "xxl": 5},
                                       padding=ft.Padding.only(left=4, right=4, bottom=40))],
                         alignment=ft.MainAxisAlignment.CENTER)],
        scroll=ft.ScrollMode.AUTO, expand=True)
