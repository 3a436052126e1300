"""The game service of the site's start (scorepad/browser.py, issue 29): Home drawn before the
ORM is imported.

`FirstGames` answers what Home reads (`list_games`, `get`: the games to resume and who leads
in each) from `store.first_read.FirstRead` (the standard library's sqlite3), with the same views
`GameService` makes (services/games/views.py, one replay by the rules). Anything else, and every
read once it is there, goes to the real `GameService`, made by `load()` on the first need or
when the page warms it right after Home is drawn. `Later` does the same for the other services
the screens' states hold (statistics, players, export and import, passing a game).

Only the browser starts this way: there the database is one SQLite file on the phone. A server
(SQLite or PostgreSQL) opens its store before it serves, as always (app.open_service).
"""

from __future__ import annotations

from typing import Any, Callable

from scorepad.services.games.errors import GameError, GameNotFound
from scorepad.services.games.rounds import replay_row, trumps_of
from scorepad.services.games.views import (ACTIVE, FINISHED, GameSummary, GameView, make_view,
                                          summary)


class Later:
    """A service made when first used: every attribute is the made service's."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self._make = make
        self._made: Any = None

    def made(self) -> Any:
        if self._made is None:
            self._made = self._make()
        return self._made

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):  # the services' own names: asked by no state
            raise AttributeError(name)
        return getattr(self.made(), name)


class FirstGames(Later):
    """`GameService` for the start: Home's reads from `first` (a `FirstRead`) until `made()`."""

    def __init__(self, first: Any, make: Callable[[], Any]) -> None:
        super().__init__(make)
        self._first = first

    @property
    def loaded(self) -> bool:
        return self._made is not None

    def list_games(self, *, status: str | None = None, limit: int = 50,
                   offset: int = 0) -> list[GameSummary]:
        if self._made is not None:
            return self._made.list_games(status=status, limit=limit, offset=offset)
        if status not in (None, ACTIVE, FINISHED) or isinstance(limit, bool) \
                or not isinstance(limit, int) or limit < 1 or isinstance(offset, bool) \
                or not isinstance(offset, int) or offset < 0:  # the service's own words
            return self.made().list_games(status=status, limit=limit, offset=offset)
        return [summary(r) for r in self._first.list_games(status=status, limit=limit,
                                                            offset=offset)]

    def get(self, game_id: str) -> GameView:
        if self._made is not None:
            return self._made.get(game_id)
        found = self._first.game(str(game_id))
        if found is None:
            raise GameNotFound(f"There is no game with id {game_id}.")
        row, names = found
        stored = self._first.rounds(row.id, trumps_of(row, names))
        return make_view(row, names, stored, replay_row(row, names, stored))


__all__ = ["FirstGames", "GameError", "Later"]
