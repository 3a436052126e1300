"""The app's addresses: one per screen, parsed with Flet's `TemplateRoute`.

    /                    Home                  /history             the games played
    /new                 a new game            /history/<id>        one game played (its detail)
    /game/<id>           a game's rounds       /players             the players
    /judge               the trick judge       /stats               statistics
    /share               sharing the table     /rules               the Rules screen's list
    /rules/<game>        a game's rules; `?section=<id>` or `#<id>` scrolls to a section
    /exchange            export and import games (files)
    /settings            the language, the theme, where the games are kept, the backups
    /pass                pass the game shown to another phone (its link and QR code)
    /received            a game passed to this phone (the page hands the link's data over)
    /board               the big screen: the game being played; /board/<id> a given game
    and the address of every screen of the table of screens (scorepad/screens.py: /about)

`parse(url)` never raises: an address the app does not know (a typo, junk, a path too long)
is `Address("/", known=False)`, shown as Home. A game id is checked here (a UUID, as the
service makes them) before any database is asked; `Address.written` keeps what the address
said, short and printable, for the message "There is no game ...".
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable
from urllib.parse import parse_qs, quote, unquote, urlsplit

import flet as ft

if TYPE_CHECKING:
    from scorepad.state.screens import Screen

MAX_ADDRESS = 2048  # characters; a longer address is not one of the app's
SHOWN_ID = 40  # characters of a bad game id repeated in a message

# (template, screen, opener): the screen is AppState.route, the template what the address bar
# says, the opener the AppState method that shows the screen when the address is followed
# (following.py; "": the address has parameters or another way in, said there)
TEMPLATES = (
    ("/", "/", "go_home"),
    ("/new", "/new", "open_new_game"),
    ("/game/:id", "/game", ""),
    ("/judge", "/judge", ""),  # attached as it was: following.py
    ("/history", "/history", "open_history"),
    ("/history/:id", "/history/game", ""),
    ("/players", "/players", "open_players"),
    ("/stats", "/stats", "open_stats"),
    ("/share", "/share", "open_share"),
    ("/exchange", "/exchange", "open_exchange"),
    ("/settings", "/settings", "open_settings"),
    ("/pass", "/pass", "open_pass"),
    ("/received", "/received", "open_received"),
    ("/rules", "/rules", ""),
    ("/rules/:game", "/rules", ""),
    ("/board", "/board", ""),
    ("/board/:id", "/board", ""),
)
#: screen -> the AppState method that shows it (an address with no parameter)
OPENERS = {screen: opener for _template, screen, opener in TEMPLATES if opener}
GAME = "/game/:id"
HISTORY_GAME = "/history/:id"
RULES_GAME = "/rules/:game"
BOARD_GAME = "/board/:id"


@dataclass(frozen=True)
class Address:
    """A parsed address: the screen, and what it names."""

    screen: str = "/"
    game_id: str | None = None  # /game/<id>, /history/<id>, /board/<id>: the id, if a game id
    written: str = ""  # that id as the address wrote it (printable, at most SHOWN_ID chars)
    game: str | None = None  # /rules/<game>: the game as written (RulesState checks it)
    section: str | None = None  # /rules/<game>?section=<id> or #<id>
    known: bool = True  # False: not an address of the app (shown as Home)


def parse(url: str | None, screens: Iterable[Screen] = ()) -> Address:
    """The screen an address shows (see the module's table), `screens` the rows of the table
    of screens (`AppState.screens`) besides the templates above."""
    url = url or "/"
    if len(url) > MAX_ADDRESS or not url.isprintable():
        return Address(known=False)
    try:
        parts = urlsplit(url)
    except ValueError:  # e.g. "//[" (an unclosed IPv6 host)
        return Address(known=False)
    if parts.scheme or parts.netloc:  # "//host/x" or "scheme:..." is no path of this app
        return Address(known=False)
    route = ft.TemplateRoute(parts.path or "/")
    for template, screen, _opener in TEMPLATES:
        if not route.match(template):
            continue
        if template in (GAME, HISTORY_GAME, BOARD_GAME):
            return Address(screen, game_id=game_id(route.id), written=_shown(route.id))
        if template == RULES_GAME:
            return Address(screen, game=unquote(route.game), section=_section(parts))
        if template == "/rules":
            return Address(screen, section=_section(parts))
        return Address(screen)
    for row in screens:
        if route.match(row.address):
            return Address(row.route)
    return Address(known=False)


def game_id(text: str) -> str | None:
    """The game id an address names (a UUID, written as the service writes it), or None."""
    try:
        return str(uuid.UUID(unquote(text)))
    except (ValueError, TypeError):
        return None


def url_of(template: str, **params: object) -> str:
    """The address of a template with its parameters: url_of("/game/:id", id=gid)."""
    path = template
    for name, value in params.items():
        path = path.replace(f":{name}", quote(str(value), safe=""))
    return path


def _section(parts) -> str | None:
    if parts.fragment:
        return unquote(parts.fragment)
    try:
        values = parse_qs(parts.query, max_num_fields=20).get("section") if parts.query else None
    except ValueError:  # more fields than any address of the app has
        return None
    return values[0] if values else None


def _shown(text: str) -> str:
    text = "".join(ch for ch in text if ch.isprintable())
    return text if len(text) <= SHOWN_ID else text[:SHOWN_ID - 1] + "…"
