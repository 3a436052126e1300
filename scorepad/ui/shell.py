"""The app's frame: a top bar (back, title, home, theme) and the current screen, centred."""

from __future__ import annotations

import flet as ft

from scorepad.state.app_state import AppState
from scorepad.ui import theme
from scorepad.ui.widgets import act, button, error_box, icon_button, present
from scorepad.words import N_, PRODUCT

#: each screen's title in the top bar, shown as `tr(title)` (a screen of the table of screens,
#: scorepad/screens.py: its row's)
TITLES = {"/": PRODUCT, "/new": N_("New game"), "/game": N_("Game"), "/judge": N_("Judge"),
          "/history": N_("History"), "/history/game": N_("History"), "/players": N_("Players"),
          "/stats": N_("Statistics"), "/share": N_("Share this table"),
          "/exchange": N_("Export and import"), "/pass": N_("Pass this game"),
          "/received": N_("A game passed to this device"), "/settings": N_("Settings")}
#: the theme button's label: which theme is on, and what a tap turns it to (whole phrases),
#: by (theme, whether the device is dark)
THEME_TIPS = {("system", False): N_("Theme: this device's, light. Tap for dark."),
              ("system", True): N_("Theme: this device's, dark. Tap for light."),
              ("light", False): N_("Theme: light. Tap for dark."),
              ("light", True): N_("Theme: light. Tap for dark."),
              ("dark", False): N_("Theme: dark. Tap for light."),
              ("dark", True): N_("Theme: dark. Tap for light.")}
THEME_ICONS = {"system": ft.Icons.BRIGHTNESS_AUTO, "light": ft.Icons.LIGHT_MODE,
               "dark": ft.Icons.DARK_MODE}


LANGUAGE_KEY = "scorepad.language"  # this device's language, kept in its browser
THEME_KEY = "scorepad.theme"  # this device's theme ("system", "light", "dark"), kept likewise


def language_list(app: AppState, on_language) -> ft.Control | None:
    """The eight languages, each in its own words (`language-<code>`), under the top bar."""
    if not app.choosing_language:
        return None
    from scorepad.words import LANGUAGES, NATIVE_NAMES

    return ft.Row([button(f"language-{code}", NATIVE_NAMES[code],
                          act(on_language, code), primary=code == app.language)
                   for code in LANGUAGES], wrap=True, spacing=6, run_spacing=6)


def device_dark(page) -> bool:
    """Whether the device (the browser) shows a dark screen when the theme is its own."""
    return getattr(page, "platform_brightness", None) == ft.Brightness.DARK


def top_bar(app: AppState, on_theme, dark_device: bool = False) -> ft.Control:
    home = app.route == "/"
    from scorepad.words import NATIVE_NAMES, tr

    left = [] if home else [icon_button("app-back", ft.Icons.ARROW_BACK, tr("Back"), app.back)]
    right = [] if home else [icon_button("app-home", ft.Icons.HOME, tr("Home"), app.go_home)]

    right.append(icon_button("app-language", ft.Icons.TRANSLATE,
                             tr("Language: {name}",
                                name=NATIVE_NAMES.get(app.language, app.language)),
                             app.toggle_languages))
    right.append(icon_button("app-theme-toggle", THEME_ICONS[app.theme],
                             tr(THEME_TIPS[app.theme, dark_device]), on_theme))
    row = app.screen_named(app.route)  # a screen of the table (scorepad/screens.py)
    title = row.title if row is not None else TITLES.get(app.route, "")
    shown = tr(title) if title else ""
    if app.route.startswith("/rules"):  # the Rules screen: its own catalog (issue 13)
        from scorepad.rulebook import rules_label

        shown = rules_label()
    return ft.Row([*left, ft.Text("" if home else shown, size=theme.TEXT,
                                  weight=ft.FontWeight.W_600, expand=True), *right],
                  spacing=4)


@ft.component
def App(app: AppState) -> ft.Control:
    page = ft.context.page

    async def remember(key: str, value: str) -> None:
        try:
            await ft.SharedPreferences().set(key, value)
        except Exception:  # the edge: a browser that keeps nothing (lasts this session)
            pass

    def show_theme() -> None:
        page.theme_mode = theme.THEME_MODES[app.theme]
        page.update()
        page.run_task(remember, THEME_KEY, app.theme)

    def on_theme():
        app.toggle_theme(device_dark(page))
        show_theme()

    def on_language(code: str) -> None:
        if app.set_language(code):
            page.run_task(remember, LANGUAGE_KEY, app.language)

    def on_theme_choice(name: str) -> None:  # Settings: the device's, light or dark
        if app.set_theme(name):
            show_theme()

    route = app.route
    row = app.screen_named(route)
    if row is not None:  # a screen of the table: its row draws it (scorepad/screens.py)
        body = row.body(app, app.state_of(row))
    elif route == "/board":  # the big screen: the whole window, nothing to edit (issue 31)
        from scorepad.ui.board import BoardScreen

        body = BoardScreen(app.board, on_close=app.back, wake=app.access.wake)
    elif route == "/new":
        from scorepad.ui.new_game import NewGameScreen

        body = NewGameScreen(app, app.new_game)
    elif route == "/game" and app.round_state() is not None:
        from scorepad.ui.round import RoundScreen

        from scorepad.ui.passing import pass_button
        from scorepad.ui.board import BoardEntry
        from scorepad.ui.share import table_tools

        body = ft.Column([
            RoundScreen(app.round_state(), on_judge=lambda: app.open_judge(attached=True),
                        on_rule=app.open_rule,
                        on_new_game=app.rematch, on_home=app.go_home),
            pass_button(app.open_pass),  # to another phone, no server (issue 29)
            table_tools(app.access, app.open_share),  # share, keep awake (issue 11)
            BoardEntry(app.access, app.game_id, app.open_board),  # a big screen (issue 31)
        ], spacing=12)
    elif route == "/judge":
        from scorepad.ui.judge import JudgeScreen

        body = JudgeScreen(app.judge, on_rule=app.open_rule)
    elif route == "/history":
        from scorepad.ui.history import HistoryScreen

        body = HistoryScreen(app, app.history)
    elif route == "/history/game":
        from scorepad.ui.history import HistoryGameScreen

        body = HistoryGameScreen(app, app.history)
    elif route == "/players":
        from scorepad.ui.players import PlayersScreen

        body = PlayersScreen(app, app.players)
    elif route == "/stats":
        from scorepad.ui.stats import stats_view

        body = stats_view(app.stats, on_back=app.back)
    elif route == "/share":
        from scorepad.ui.share import ShareScreen

        body = ShareScreen(app.access)
    elif route == "/exchange":
        from scorepad.ui.exchange import ExchangeScreen
        from scorepad.words import tr

        # this device's backups are in Settings now (issue 29): one tap away
        body = ft.Column([ExchangeScreen(app.exchange, app.access),
                          button("exchange-backups", tr("Backups on this device"),
                                 app.open_settings, icon=ft.Icons.RESTORE, full=True)],
                         spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    elif route == "/settings":
        from scorepad.ui.settings import SettingsScreen

        body = SettingsScreen(app, on_language, on_theme_choice)
    elif route == "/pass":
        from scorepad.ui.passing import PassScreen

        body = PassScreen(app, app.passing)
    elif route == "/received":
        from scorepad.ui.passing import ReceivedScreen

        body = ReceivedScreen(app, app.passing)
    elif route == "/rules" or route.startswith("/rules/"):
        from scorepad.ui.rules import RulesScreen

        body = RulesScreen(app)
    else:
        from scorepad.ui.home import HomeScreen

        body = HomeScreen(app)
    url = app.url

    def show_url():
        # The address bar follows the screen (a link to /game/<id> opens that game).
        if page.route != url:
            page.navigate(url)

    ft.use_effect(show_url, [url])
    if route == "/board":  # no top bar, no PIN prompt: nothing on it changes a game
        return body
    from scorepad.ui.pin import UnlockBar

    content = ft.Column(present(top_bar(app, on_theme, device_dark(page)), language_list(app, on_language),
                                UnlockBar(app.access) if app.access.shared else None,
                                error_box(app.error) if route not in ("/", "/players") else None,
                                body), spacing=8)
    # One scrolling column with the top bar in it. A fixed bar above an inner scrolling area
    # was tried: after the screen got shorter under a scrolled area, the first tap on a new
    # control was lost in Chromium (tests/e2e/test_dark_theme's "declared 9"), so not that.
    # Keyed by the address: each screen gets a scrolling column of its own, starting at the
    # top. Reusing one column across screens kept the old scroll offset in the accessibility
    # tree (not on the canvas) after leaving a scrolled screen (tests/e2e/test_accessibility).
    screen = ft.Column([centred(content, bottom=40)], scroll=ft.ScrollMode.AUTO, expand=True,
                       key=f"screen:{app.language}:{url}")  # a new language: all anew
    layers = []
    if route == "/settings" and app.backups is not None:  # "Put back" asks over the screen
        from scorepad.ui.backups import BackupQuestion

        layers.append(BackupQuestion(app.backups, app.restore_backup))
    if app.access.shared:  # a shared table: the PIN prompt is drawn over the screen (issue 11)
        from scorepad.ui.pin import PinLayer

        layers.append(PinLayer(app.access))
    if not layers:
        return screen
    return ft.Stack([screen, *layers], expand=True, fit=ft.StackFit.EXPAND)


def centred(control: ft.Control, bottom: int = 0) -> ft.Control:
    """Full width on a phone, about 640 px in the middle of a laptop's window."""
    return ft.ResponsiveRow(
        [ft.Container(control, col={"xs": 12, "md": 9, "lg": 7, "xl": 6, "xxl": 5},
                      padding=ft.Padding.only(left=4, right=4, bottom=bottom))],
        alignment=ft.MainAxisAlignment.CENTER)
