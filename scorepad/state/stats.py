"""Statistics: pick a player, narrow to a game and a period; the figures come from the service.

Every figure comes from the one computation `scorepad stats` prints
(scorepad.services.figures.compute, cut for the screen by scorepad.services.figures.stats;
definitions in docs/stats.md); this state keeps only what the screen shows: the players to pick
from, the leaderboard, the picked player's figures, the charts' figures.

>>> from scorepad.store.db import open_store
>>> from scorepad.services.figures.stats import StatsService
>>> st = StatsState(StatsService(open_store("sqlite://")))
>>> st.load(); st.is_empty
True
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any, Callable

import flet as ft

from scorepad.figure_words import FigurePhrases, figure_phrases
from scorepad.state.errors import action_errors, message_of
from scorepad.words import N_, game_title, tr

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Stats

#: period key -> (label, days back; None: all time); the label is shown as `tr(label)`
PERIODS: dict[str, tuple[str, int | None]] = {
    "all": (N_("All time"), None),
    "year": (N_("12 months"), 365),
    "month": (N_("30 days"), 30),
}


def _utcnow() -> datetime:
    return datetime.now(timezone.utc)


@ft.observable
@dataclass(eq=False)
class StatsState:
    service: Stats  # a scorepad.services.figures.stats.StatsService
    players: tuple[str, ...] = ()  # everyone who has played, alphabetical (the picker)
    games: tuple[str, ...] = ()  # game ids with at least one game stored
    game: str | None = None  # the game filter (None: every game)
    period: str = "all"
    selected: str | None = None
    leaderboard: tuple[Any, ...] = ()  # PlayerSummary, best first
    stats: Any = None  # PlayerStats of the selected player
    #: the table's figures over the finished games (scorepad.services.figures.compute.TableFigures,
    #: what `scorepad stats` prints): the charts of calls met and the table's average
    figures: Any = None
    figures_game: str | None = None  # the game filter `figures` was read with
    #: the figures are to be read (for the game filter): the screen shows a progress ring and
    #: reads them in the background (`read_figures_soon`), the rest of the screen at once
    figures_pending: bool = False
    error: str | None = None
    loaded: bool = False
    clock: Callable[[], datetime] = _utcnow

    # ---- what the screen reads -------------------------------------------------------------

    @property
    def is_empty(self) -> bool:
        """No game has been played yet: the screen says so instead of showing zeros."""
        return self.loaded and not self.players

    @property
    def since(self) -> datetime | None:
        days = PERIODS.get(self.period, PERIODS["all"])[1]
        return None if days is None else self.clock() - timedelta(days=days)

    @property
    def prediction(self) -> Any:
        """The selected player's prediction figures for the game in view (None: no calls)."""
        return self.stats.prediction(self.game) if self.stats is not None else None

    def prediction_of(self, game: str) -> Any:
        """The selected player's prediction figures in `game`; None where its rounds carry no
        call (its sheet's `call_word`) or nobody is selected."""
        from scorepad.services.figures.stats import call_games

        if self.stats is None or game not in call_games():
            return None
        return self.stats.prediction(game)

    def call_phrases(self, game: str) -> FigurePhrases:
        """How the screen speaks of `game`'s calls met ("Predictions met", "Bids met by hand
        size"): whole phrases for its sheet's `call_word`, in the session's language, from
        the one table `scorepad stats` reads too (scorepad.figure_words)."""
        return figure_phrases(game)

    def game_title(self, game: str) -> str:
        return game_title(game)

    # ---- what a user can do ----------------------------------------------------------------

    def load(self) -> None:
        """Read the players, the leaderboard and the selected player's figures."""
        self.figures = None  # the games may have changed since: read again
        try:
            self.players = tuple(self.service.player_names())
            self.games = tuple(self.service.games_played())
        except action_errors() as exc:
            self.error = message_of(exc)
            self.loaded = True
            return
        if self.game is not None and self.game not in self.games:
            self.game = None
        if self.selected not in self.players:
            self.selected = None
        self.loaded = True
        self._refresh()

    def select_player(self, name: str) -> None:
        if name not in self.players:
            self.error = tr("There is no player called {name} in the statistics.",
                            name=repr(name))
            return
        self.selected = name
        self._refresh(board=False)  # the leaderboard does not depend on who is picked

    def select_game(self, game: str | None) -> None:
        """Narrow every figure to one game (None: all games)."""
        if game is not None and game not in self.games:
            self.error = tr("No {game} games are stored.", game=repr(game))
            return
        self.game = game
        self._refresh()

    def select_period(self, period: str) -> None:
        if period not in PERIODS:
            self.error = tr("A period is one of {periods}, not {period}.",
                            periods=", ".join(PERIODS), period=repr(period))
            return
        self.period = period
        self._refresh()

    def _refresh(self, *, board: bool = True) -> None:
        try:
            rows = (tuple(self.service.table_stats(game=self.game, since=self.since))
                    if board else self.leaderboard)
            if self.selected is None and rows:
                self.selected = rows[0].name  # the leader, until someone else is picked
            elif self.selected is None and self.players:
                self.selected = self.players[0]
            stats = None
            if self.selected is not None:
                stats = self.service.player_stats(name=self.selected, game=self.game,
                                                  since=self.since)
        except action_errors() as exc:
            self.error = message_of(exc)
            return
        self.leaderboard = rows
        self.stats = stats
        self.error = None
        if board and (self.figures is None or self.figures_game != self.game):
            # every finished game, whatever the period: once per game filter, and kept by the
            # service until the store changes; a long history is read in the background
            self.figures_pending = getattr(self.service, "figures", None) is not None

    def read_figures(self) -> None:
        """Read the pending figures now (for the game filter in view)."""
        if self.figures_pending:
            self._got_figures(self.game, self._figures_of_game(self.game))

    async def read_figures_soon(self, run: Any = None) -> None:
        """Read the pending figures without holding the screen: in a worker thread on a
        server (other taps and sessions go on), between drawings in the browser."""
        if not self.figures_pending:
            return
        from scorepad.state.exchange import default_runner

        game = self.game
        found = await (run or default_runner())(lambda: self._figures_of_game(game))
        if self.game == game:  # not since narrowed to another game: that one is read instead
            self._got_figures(game, found)

    def _figures_of_game(self, game: str | None) -> Any:
        try:
            return self.service.figures(game=game)
        except Exception as exc:  # the edge: a worker thread, its error handed back to
            # the session's loop (`_got_figures` says it), never raised in the thread
            return exc

    def _got_figures(self, game: str | None, found: Any) -> None:
        self.figures_pending = False
        if isinstance(found, Exception):
            self.error = message_of(found)
            return
        self.figures, self.figures_game = found, game

    def lower_points_better(self, game: str) -> bool:
        """A round's points are a penalty in `game` (the lowest total wins: its sheet)."""
        from scorepad.services.figures.per_game import higher_is_better

        return not higher_is_better(game)

    def figures_of(self, game: str) -> tuple[Any, Any]:
        """(the game's figures, the selected player's in it): (None, None) when the player
        finished no game of it."""
        figs = None if self.figures is None else self.figures.games.get(game)
        mine = None if figs is None else figs.players.get(self.selected or "")
        return (figs, mine) if mine is not None else (None, None)
