"""The composition root: `assemble` builds every service and every state of one session, for a
game service over a store and a way of sharing. Nothing else builds them: the states take
what they hold as arguments (no `.of` constructors, no `__post_init__` wiring).

The entry points beside it call it for each session (scorepad/app.py: `make_main`):
- the desktop window and the server (`scorepad web`, scorepad/app.py `run`): `games` is a
  `GameService` over the store opened before anything is served;
- the phone-alone site (scorepad/browser.py `start`): `games` is a `FirstGames` (a `Later`),
  which draws Home from the standard library's sqlite3; the other services are then made when
  first used (`Later` too), over the store the game service opens then.

Sharing (`scorepad web --share`, a `ShareInfo`): the session starts as a viewer, and its states
reach the data only through guarded services that refuse every change (`Locked`) until the
session is unlocked with the PIN (scorepad/services/access/); no state of a shared session
holds a real service that changes data.

The service classes below are imported where they are made, not at the top: on the site they
import SQLAlchemy, SQLModel and pydantic, which Home is drawn without (issue 29,
tests/scorepad/web/test_browser_first.py). That is the start's cost, not a circle: the import
graph test counts imports inside functions too (tests/scorepad/test_layers.py).
"""

from __future__ import annotations

from typing import Any, Callable

from scorepad.services.access.guarded import (GuardedBackupService, GuardedExchangeService,
                                              GuardedGameService, GuardedPlayerService)
from scorepad.services.games.first import Later
from scorepad.state.access import AccessState, ShareInfo
from scorepad.state.app_state import AppState
from scorepad.state.backups import BackupsState
from scorepad.state.board import BoardState
from scorepad.state.exchange import ExchangeState
from scorepad.state.history import HistoryState
from scorepad.state.judge import JudgeState
from scorepad.state.new_game import NewGameState
from scorepad.state.passing import PassState
from scorepad.state.players import PlayersState
from scorepad.state.rules import RulesState
from scorepad.state.screens import Services
from scorepad.state.settings import SettingsState
from scorepad.state.stats import StatsState
from scorepad.screens import SCREENS  # the table of screens (their states: made when opened)


def stats_service(store: Any) -> Any:
    from scorepad.services.figures.stats import StatsService

    return StatsService(store)


def player_service(store: Any) -> Any:
    from scorepad.services.players.service import PlayerService

    return PlayerService(store)


def exchange_service(store: Any) -> Any:
    from scorepad.services.exchange.service import ExchangeService

    return ExchangeService(store)


def backup_service(store: Any) -> Any:
    from scorepad.services.storage.backups import BackupService

    return BackupService(store)


def pass_service(games: Any, exchange: Any) -> Any:
    from scorepad.services.passing.service import PassService

    return PassService(games, exchange)


def access_state(share: ShareInfo | None, address: str = "") -> AccessState:
    """Not shared: every session edits. Shared: a viewer until the PIN unlocks its session."""
    if share is None:
        return AccessState()
    access = AccessState(info=share, session=share.control.session(address), unlocked=False)
    access.session.on_locked = lambda action: access.ask()
    return access


def assemble(games: Any, share: ShareInfo | None = None, address: str = "") -> AppState:
    """A session's `AppState` over `games` (a `GameService`, or the site's `FirstGames`), shared
    or not (`share`, from the client's `address`): every service and state of the session."""
    later = isinstance(games, Later)  # the site's start: the store is opened after Home
    base = games

    def made(make: Callable[[], Any]) -> Any:
        return Later(make) if later else make()

    def store() -> Any:  # every service's store is the game service's (the site's: when made)
        return getattr(base, "store", None)

    access = access_state(share, address)
    stats = made(lambda: stats_service(store()))  # reads only: never guarded
    players = made(lambda: player_service(store()))
    exchange = made(lambda: exchange_service(store()))
    # a device's own backups (issue 29); a game service with no store of its own has none
    backups = made(lambda: backup_service(store())) if later or store() is not None else None
    settings = SettingsState(located=False)  # read when Settings opens (`AppState.open_settings`)
    if share is not None:
        session = access.session
        games = GuardedGameService(games, session)
        players = GuardedPlayerService(players, session)
        exchange = GuardedExchangeService(exchange, session)  # exporting reads; importing
        if backups is not None:  # listed to anyone; putting one back needs the PIN
            backups = GuardedBackupService(backups, session)
        settings.locate(store())  # the server's store, in words
    passing = made(lambda: pass_service(games, exchange))
    return AppState(games, new_game=NewGameState(games), judge=JudgeState(games),
                    history=HistoryState(games), stats=StatsState(stats),
                    players=PlayersState(players), rules=RulesState(), access=access,
                    exchange=ExchangeState(exchange, games), passing=PassState(passing),
                    backups=BackupsState(backups), board=BoardState(games),  # reads only
                    settings=settings, screens=SCREENS,  # the table's: made when opened
                    services=Services(games, stats, players, exchange, backups, passing,
                                      access))


def open_service(settings: Any) -> Any:
    """The game service over the store `settings` name, opened (and migrated) once per process
    before anything is served; its automatic backups kept (`keep_backups`)."""
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store
    from scorepad.store.files import secure_data_dir

    secure_data_dir(settings)  # created 0700 (scorepad/store/files.py)
    service = GameService(open_store(settings))  # a damaged file: DamagedStore, never served
    keep_backups(service)
    return service


_backups: Any = None  # this process's automatic backups (SQLite file only)


def keep_backups(service: Any) -> None:
    """Automatic backups of a SQLite file (scorepad/store/backup.py): one now when the newest
    is a day old, then after every finished game and once a day of play. No thread: the
    same in the browser."""
    from scorepad.config import sqlite_path
    from scorepad.store.backup import Backups

    store = service.store
    path = sqlite_path(str(store.engine.url)) if store.is_sqlite else None
    if path is None:
        return
    global _backups
    _backups = Backups(path)
    if service.count_games() > 0:
        _backups.take_daily()
    _backups.watch(service.events)
