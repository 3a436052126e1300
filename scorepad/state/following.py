"""Following an address (a link, a new tab, the browser's back button): the screen it shows,
and the address of the screen shown, which the browser's address bar says.

Functions of the app's state (`AppState`, app_state.py), its one argument `app`; `AppState`
offers them as `url` (`address_of`) and `follow`. The addresses themselves (their templates, parsing a typed
one) are routes.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorepad.state import routes
from scorepad.words import tr

if TYPE_CHECKING:
    from scorepad.state.app_state import AppState

def address_of(app: AppState) -> str:
    """The address of the screen shown (what the browser's address bar says)."""
    if app.route == "/game" and app.game_id is not None:
        return routes.url_of(routes.GAME, id=app.game_id)
    if app.route == "/history/game" and app.history.detail is not None:
        return routes.url_of(routes.HISTORY_GAME, id=app.history.detail.id)
    if app.route == "/board" and app.board.pinned:
        return routes.url_of(routes.BOARD_GAME, id=app.board.game_id)
    row = app.screen_named(app.route)  # a screen of the table (scorepad/screens.py)
    return row.address if row is not None else app.route


def follow(app: AppState, url: str) -> None:
    """Show the screen of an address (a link, a new tab, the browser's back button): see
    scorepad/state/routes.py. An address the app does not know shows Home."""
    where = routes.parse(url, app.screens)
    if where.screen == "/rules":
        if where.section is None and app.route == (
                f"/rules/{where.game}" if where.game else "/rules"):
            return  # the address bar catching up with the screen shown
        app.open_rules(where.game, where.section)
    elif where.screen == "/game":
        if where.game_id is not None and app.url == routes.url_of(routes.GAME,
                                                                   id=where.game_id):
            return
        if where.game_id is None or not app.open_game(where.game_id):
            error = app.error if where.game_id is not None else None
            app.go_home()
            app.error = error or tr("There is no game {game}.", game=where.written)
    elif where.screen == "/history/game":
        if where.game_id is not None and app.url == routes.url_of(routes.HISTORY_GAME,
                                                                   id=where.game_id):
            return
        app.history.load()
        if where.game_id is None or not app.open_history_game(where.game_id):
            app.open_history()
    elif where.screen == "/received" and url != app.url:
        app.open_received()  # a link opened again in this tab: another game, maybe
    elif where.screen == "/board":
        asked = (routes.url_of(routes.BOARD_GAME, id=where.game_id) if where.game_id
                 else None if where.written else "/board")
        if app.route == "/board" and app.url == asked:
            return  # the address bar catching up with the screen shown
        if where.written and (where.game_id is None or not app.open_board(where.game_id)):
            error = app.error if where.game_id is not None else None
            app.go_home()
            app.error = error or tr("There is no game {game}.", game=where.written)
        elif not where.written:
            app.open_board()
    elif where.screen == app.route and where.screen == app.url:
        return  # already shown
    elif where.screen == "/judge":
        app.open_judge(attached=app.judge.attached)
    elif (row := app.screen_named(where.screen)) is not None:  # the table of screens
        if not app.open_screen(row):
            app.go_home()
    else:  # a screen's own opener (routes.OPENERS); an unknown address: Home
        getattr(app, routes.OPENERS.get(where.screen, "go_home"))()
