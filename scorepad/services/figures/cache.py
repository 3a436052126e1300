"""The table's figures, kept until the store changes (issue 31: opening the Statistics screen
again, or narrowing it to one game, must not read every finished game again).

One cache per store, shared by the sessions of one server process. Its key is the store's
change marker, two parts:

- the live machinery's count of changes that may touch a finished game
  (scorepad/services/live.py: a game finished or deleted, a round edited or undone, a player
  renamed, merged or removed, told by this process's services, and on PostgreSQL by the other
  processes through their NOTIFY; a listener's reconnect says RELOAD); a round confirmed in a
  game still being played changes no figure, so the table's Statistics stay kept;
- a fingerprint read with one cheap query (`marker`): the finished games (how many, their
  versions summed, the latest finish), the players (each id and name), the judged tricks (how
  many, the latest): what another process on the same SQLite file changes (an import, a
  restored backup) is seen as well.

A game filter is cut from the figures of every game when those are at hand (a game id's
figures do not depend on the other games); a player filter is computed and kept apart.

>>> from scorepad.store.db import open_store
>>> store = open_store("sqlite://")
>>> cache = FiguresCache(store)
>>> cache.figures().as_json(), cache.computed
({'games': {}}, 1)
>>> cache.figures(game="shedding").as_json(), cache.computed  # cut from the first: no reading
({'games': {}}, 1)
"""

from __future__ import annotations

import hashlib
import threading
import weakref
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import SQLAlchemyError

from rules.registry import GAMES
from scorepad.services.figures.compute import TableFigures, table_figures
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.store.models import Game, JudgedTrick, Player

__all__ = ["FiguresCache", "cached_figures", "marker"]


def marker(session) -> tuple:
    """What the figures read, in a few numbers: it differs whenever a finished game, a player's
    name or a judged trick changed."""
    games = session.execute(
        select(func.count(), func.coalesce(func.sum(Game.version), 0),
               func.max(Game.finished_at), func.max(Game.created_at))
        .where(Game.status == "finished")).one()
    names = hashlib.blake2b(digest_size=16)
    for pid, name in session.execute(select(Player.id, Player.name).order_by(Player.id)):
        names.update(f"{pid}\x00{name}\x01".encode())
    judged = session.execute(select(func.count(), func.max(JudgedTrick.id))).one()
    return (*map(str, games), names.hexdigest(), *map(str, judged))


def _ignore(_change: Any) -> None:
    """A change told after the cache is gone."""


class FiguresCache:
    """The figures of one store, kept per filter until its change marker moves."""

    def __init__(self, store: Store) -> None:
        from scorepad.services.live import events_for

        # weakly: the store's events outlive neither the store nor this cache
        self._store = weakref.ref(store)
        self.changes = 0  # changes the live machinery told of
        self.computed = 0  # times the figures were read from the games (for tests, the bench)
        self._lock = threading.Lock()
        self._key: tuple | None = None
        self._kept: dict[tuple[str | None, str | None], TableFigures] = {}
        told = weakref.WeakMethod(self._changed)
        self._stop = events_for(store).subscribe(lambda change: (told() or _ignore)(change))

    def __del__(self) -> None:
        self._stop()

    def _changed(self, change: Any) -> None:
        from scorepad.services.live import ROUND, START

        if getattr(change, "what", None) in (ROUND, START):
            return  # a round of a game being played, a new game: no finished game changed
        with self._lock:
            self.changes += 1

    def figures(self, *, game: str | None = None, player: str | None = None) -> TableFigures:
        """`table_figures(store, game=, player=)`, read again only after a change."""
        if game is not None and game not in GAMES:
            raise ValueError(f"unknown game {game!r}: the games are {', '.join(GAMES)}")
        store = self._store()
        if store is None:
            raise StoreError("could not read the statistics: the database is closed")
        try:
            with store.session() as s:
                with self._lock:
                    changes = self.changes
                key = (changes, marker(s))
        except SQLAlchemyError as exc:
            raise StoreError(f"could not read the statistics: {describe_db_error(exc)}") from None
        with self._lock:
            if key != self._key:
                self._key, self._kept = key, {}
            found = self._kept.get((game, player))
            whole = self._kept.get((None, player)) if game is not None else None
        if found is None and whole is not None:  # one game of every game's figures
            found = TableFigures({g: f for g, f in whole.games.items() if g == game},
                                 {n: kept for n, plays in whole.plays.items()
                                  if (kept := [p for p in plays if p.game == game])})
        if found is None:
            found = table_figures(store, game=game, player=player)
            with self._lock:
                self.computed += 1
        with self._lock:
            if self._key == key:
                self._kept[(game, player)] = found
        return found


_caches: "weakref.WeakKeyDictionary[Any, FiguresCache]" = weakref.WeakKeyDictionary()
_caches_lock = threading.Lock()


def cached_figures(store: Store, *, game: str | None = None,
                   player: str | None = None) -> TableFigures:
    """The store's figures through its one cache (made on first use)."""
    with _caches_lock:
        cache = _caches.get(store)
        if cache is None:
            cache = _caches[store] = FiguresCache(store)
    return cache.figures(game=game, player=player)
