"""What a screen of the table of screens is (scorepad/screens.py holds the table itself).

A row, `Screen`, says everything the app needs to show one screen: its name (`AppState.route`),
its address, its title in the top bar, how its state is made from the session's services,
what opening it does first (and whether it may open), and how it is drawn. The rows are given
to `AppState` by the composition root (scorepad/assemble.py), so the state layer reads them
without importing the table, which names the screens' drawings (scorepad/ui): routes.py
parses their addresses, following.py follows them, `AppState.open_screen` opens one, and the
shell draws its title and body. Adding such a screen touches its ui module, its state module,
one row of the table and the button that reaches it (docs/ARCHITECTURE.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar

if TYPE_CHECKING:  # annotations only: the state layer imports no service module (service.py)
    import flet as ft

    from scorepad.state.access import AccessState
    from scorepad.state.app_state import AppState
    from scorepad.state.service import Exchange, Games, Players, Stats

S = TypeVar("S")


@dataclass(frozen=True)
class Services:
    """The session's services as assemble.py made them (guarded on a shared table; `Later` on
    the site until first used): what a screen's state may be made with."""

    games: Games
    stats: Stats
    players: Players
    exchange: Exchange
    backups: Any  # None: a game service with no store of its own keeps no backups
    passing: Any
    access: AccessState


@dataclass(frozen=True)
class Screen(Generic[S]):
    """One screen of the table (scorepad/screens.py)."""

    route: str  # `AppState.route` while it is shown ("/about")
    address: str  # what the address bar says, a `ft.TemplateRoute` with no parameter
    title: str  # the top bar's title, an `N_(...)` message shown as `tr(title)`
    state: Callable[[Services], S]  # its state, made when the screen is first opened
    body: Callable[[AppState, S], ft.Control]  # its drawing (the ui module, imported then)
    opens: Callable[[S], bool] | None = None  # run before it is shown; False: it stays shut

