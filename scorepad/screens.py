"""The table of screens: one row per screen (`scorepad.state.screens.Screen`), the one place a
new screen is declared. Its address, its title, its state and its drawing are read from here
by everything that shows it: the composition root hands `SCREENS` to `AppState`
(scorepad/assemble.py), routes.py parses the addresses, following.py and
`AppState.open_screen` open a row, the shell draws its title and body; a button that reaches
a screen names its row (`act(app.open_screen, ABOUT)`).

Its floor: beside the screens (scorepad/ui), which may import it for their buttons; the state
layer never imports it (tests/scorepad/test_layers.py), it is given the rows. Each row's state
and drawing are imported when the screen is first opened, not before: the site draws Home
before any other screen's module is loaded (issue 29; tests/scorepad/test_screens.py).

The screens from before this table (Home, New game, a game, the judge, History, ...) keep
their own fields and openers in `AppState` and their branch in the shell; they may move here
one by one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorepad.app_message import N_
from scorepad.state.screens import Screen, Services

if TYPE_CHECKING:
    import flet as ft

    from scorepad.state.about import AboutState
    from scorepad.state.app_state import AppState


# ---- About (reached from Settings) -------------------------------------------------------

def _about_state(services: Services) -> AboutState:
    from scorepad.state.about import AboutState

    return AboutState()


def _about_opens(about: AboutState) -> bool:
    return about.load()


def _about_body(app: AppState, about: AboutState) -> ft.Control:
    from scorepad.ui.about import AboutScreen

    return AboutScreen(app, about)


ABOUT: Screen[AboutState] = Screen(route="/about", address="/about",
                                   title=N_("About"), state=_about_state,
                                   body=_about_body, opens=_about_opens)

#: every screen of the table, in no particular order (each address its own)
SCREENS: tuple[Screen, ...] = (ABOUT,)
