"""The services as the screens' states hold them: the real service classes (state may import
services: ui -> state -> services -> rules/store), or, on a shared table, their guarded form
for one session (scorepad/services/access/guarded.py: the same methods, a change needing the PIN).

A state's `service` field names one of these, never `Any`, so a reader goes from
`self.service.record_round(...)` straight to `GameService.record_round`.
tests/scorepad/services/test_service_protocol.py checks that every method the state layer
calls on them is one the real service has.

>>> from scorepad.services.games.service import GameService
>>> from scorepad.store.db import open_store
>>> isinstance(GameService(open_store("sqlite://")), Games)
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorepad.services.access.guarded import (GuardedExchangeService, GuardedGameService,
                                                  GuardedPlayerService)
    from scorepad.services.exchange.service import ExchangeService
    from scorepad.services.games.service import GameService
    from scorepad.services.players.service import PlayerService
    from scorepad.services.figures.stats import StatsService

    #: the game flow (`GameService`), or its guarded form for one session of a shared table
    Games = GameService | GuardedGameService
    #: the players' names (`PlayerService`): rename, merge, remove are changes
    Players = PlayerService | GuardedPlayerService
    #: the statistics: reads only, so a shared table's sessions hold the service itself
    Stats = StatsService
    #: export and import (issue 21): exporting reads, importing is a change
    Exchange = ExchangeService | GuardedExchangeService

__all__ = ["Exchange", "GameService", "Games", "Players", "Stats"]


def __getattr__(name: str):
    """The names above, made when first asked for at run time. The state modules name them in
    annotations only (under TYPE_CHECKING), so importing the state layer imports no service
    module, and with them no SQLAlchemy, SQLModel or pydantic: the site's Home is drawn before
    those are imported (issue 29; scorepad/browser.py)."""
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from scorepad.services.access.guarded import (GuardedExchangeService, GuardedGameService,
                                                  GuardedPlayerService)
    from scorepad.services.exchange.service import ExchangeService
    from scorepad.services.games.service import GameService
    from scorepad.services.players.service import PlayerService
    from scorepad.services.figures.stats import StatsService

    globals().update(GameService=GameService, Games=GameService | GuardedGameService,
                     Players=PlayerService | GuardedPlayerService, Stats=StatsService,
                     Exchange=ExchangeService | GuardedExchangeService)
    return globals()[name]
