"""What the state layer asks of the services, as types: the methods it really calls, with the
signatures they have (keyword-only where docs/ARCHITECTURE.md "Services" says so).

`GameService`, `PlayerService` and `StatsService` (scorepad/services) satisfy these protocols,
and so do the guarded services of a shared table (scorepad/services/access.py) and the fakes of
the tests: a state holds "something that can do this", never a concrete class.
tests/scorepad/services/test_service_protocol.py checks the real services against them.

>>> from scorepad.services.games import GameService
>>> from scorepad.store.db import open_store
>>> isinstance(GameService(open_store("sqlite://")), Games)
True
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Mapping, Protocol, Sequence, runtime_checkable

if TYPE_CHECKING:  # pragma: no cover - types only: the state layer loads no service here
    from rules.scoresheet import Problem, RoundEntry, RoundPlan, SeatScore
    from scorepad.services.game_views import GameSummary, GameView
    from scorepad.services.players import PlayerInfo
    from scorepad.services.stats_figures import PlayerStats, PlayerSummary


@runtime_checkable
class Games(Protocol):
    """The game flow (scorepad.services.games.GameService) as the screens' states use it."""

    def get(self, game_id: str) -> GameView: ...

    def start_game(self, *, game: str, players: Sequence[str], first_dealer: int | None = None,
                   options: Mapping[str, Any] | None = None,
                   game_id: str | None = None) -> GameView: ...

    def record_round(self, game_id: str, entry: RoundEntry, *, index: int) -> GameView: ...

    def edit_round(self, game_id: str, index: int, entry: RoundEntry, *,
                   expected: int | None = None) -> GameView: ...

    def undo_last_round(self, game_id: str, *, expected: int | None = None) -> GameView: ...

    def check_draft(self, view: GameView, entry: RoundEntry,
                    index: int | None = None) -> list[Problem]: ...

    def preview_draft(self, view: GameView, entry: RoundEntry,
                      index: int | None = None) -> list[SeatScore]: ...

    def expected_tricks(self, view: GameView, plan: RoundPlan,
                        entry: RoundEntry) -> int | None: ...

    def list_games(self, *, status: str | None = None, limit: int = 50,
                   offset: int = 0) -> list[GameSummary]: ...

    def playing_now(self) -> str | None: ...

    def share_draft(self, game_id: str, draft: Any) -> None: ...

    def delete_game(self, game_id: str) -> None: ...

    def known_players(self) -> list[str]: ...

    def save_judged_trick(self, *, game_id: str | None = None, round_index: int | None = None,
                          request: Mapping[str, Any], answer: Mapping[str, Any]) -> int: ...

    def judged_tricks(self, game_id: str) -> list[dict[str, Any]]: ...

    def keep_judged(self, *, game_id: str, round_index: int | None, judged: Any) -> int: ...

    def kept_round(self, game_id: str, round_index: int) -> Any: ...


@runtime_checkable
class Players(Protocol):
    """The players' names (scorepad.services.players.PlayerService)."""

    def list_players(self) -> list[PlayerInfo]: ...

    def rename(self, old: str, new: str) -> str: ...

    def merge(self, source: str, into: str) -> PlayerInfo: ...

    def remove(self, name: str) -> None: ...


@runtime_checkable
class Stats(Protocol):
    """The statistics (scorepad.services.stats.StatsService)."""

    def player_names(self) -> list[str]: ...

    def games_played(self) -> list[str]: ...

    def table_stats(self, *, game: str | None = None,
                    since: datetime | None = None) -> list[PlayerSummary]: ...

    def player_stats(self, *, name: str, game: str | None = None,
                     since: datetime | None = None, form_rounds: int = ...) -> PlayerStats: ...

    def figures(self, *, game: str | None = None) -> Any: ...


@runtime_checkable
class HasStore(Protocol):
    """A service over a store: the statistics and the players' services are made over the
    game service's store (`StatsState.of`, `PlayersState.of`)."""

    store: Any
