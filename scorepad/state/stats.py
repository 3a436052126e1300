"""Statistics: pick a player, narrow to a game and a period; the figures come from the service.

Every figure is computed by the database (`scorepad.services.stats`); this state keeps only
what the screen shows: the players to pick from, the leaderboard, the picked player's figures.

>>> from scorepad.store.db import open_store
>>> from scorepad.services.games import GameService
>>> st = StatsState.of(GameService(open_store("sqlite://")))
>>> st.load(); st.is_empty
True
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any, Callable

import flet as ft

from scorepad.state.errors import message_of
from scorepad.state.service import HasStore, Stats
from scorepad.state.game_word import call_word
from scorepad.words import N_, say, tr

#: period key -> (label, days back; None: all time); the label is shown as `tr(label)`
PERIODS: dict[str, tuple[str, int | None]] = {
    "all": (N_("All time"), None),
    "year": (N_("12 months"), 365),
    "month": (N_("30 days"), 30),
}


#: the Statistics screen's phrases about calls met, whole per call word (the sheet's
#: `call_word`, rules.scoresheet.CALL_WORDS): the tile's caption, the chart's title (a game's
#: title in), its label for screen readers (player, game, details in) and its axis title
_CALL_PHRASES: dict[str, tuple[str, str, str, str]] = {
    "prediction": (N_("Predictions met"), N_("Predictions met by value · {game}"),
                   N_("Chart of predictions met by value, {name}, {game}. {details}."),
                   N_("prediction, and how often it was made")),
    "bid": (N_("Bids met"), N_("Bids met by value · {game}"),
            N_("Chart of bids met by value, {name}, {game}. {details}."),
            N_("bid, and how often it was made")),
}


@dataclass(frozen=True, slots=True)
class CallPhrases:
    """The phrases about one game's calls met (English ids; each method says it translated)."""

    met_id: str
    title_id: str
    label_id: str
    axis_id: str

    @property
    def met(self) -> str:
        """ "Predictions met" / "Bids met": the tile's caption."""
        return tr(self.met_id)

    @property
    def axis(self) -> str:
        """ "prediction, and how often it was made": the chart's axis title."""
        return tr(self.axis_id)

    def title(self, game: str) -> str:
        """ "Bids met by value · {game}": the chart's title, `game` the game's title."""
        return tr(self.title_id, game=game)

    def label(self, name: str, game: str, details: str) -> str:
        """The chart's label for screen readers: who, which game, and its figures."""
        return tr(self.label_id, name=name, game=game, details=details)


def _utcnow() -> datetime:
    return datetime.now(timezone.utc)


@ft.observable
@dataclass(eq=False)
class StatsState:
    service: Stats  # a scorepad.services.stats.StatsService
    players: tuple[str, ...] = ()  # everyone who has played, alphabetical (the picker)
    games: tuple[str, ...] = ()  # game ids with at least one game stored
    game: str | None = None  # the game filter (None: every game)
    period: str = "all"
    selected: str | None = None
    leaderboard: tuple[Any, ...] = ()  # PlayerSummary, best first
    stats: Any = None  # PlayerStats of the selected player
    error: str | None = None
    loaded: bool = False
    clock: Callable[[], datetime] = _utcnow

    @classmethod
    def of(cls, game_service: HasStore) -> "StatsState":
        """The state over the app's `GameService` (statistics read the same store)."""
        from scorepad.services.stats import StatsService

        return cls(StatsService(game_service.store))

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
        from scorepad.services.stats import call_games

        if self.stats is None or game not in call_games():
            return None
        return self.stats.prediction(game)

    def call_phrases(self, game: str) -> "CallPhrases":
        """How the screen speaks of `game`'s calls met: whole phrases for its sheet's
        `call_word` ("Predictions met", "Bids met"), in the session's language."""
        return CallPhrases(*_CALL_PHRASES[call_word(game)])

    def game_title(self, game: str) -> str:
        from scorepad.services.stats import game_title

        return say(game_title(game))

    # ---- what a user can do ----------------------------------------------------------------

    def load(self) -> None:
        """Read the players, the leaderboard and the selected player's figures."""
        try:
            self.players = tuple(self.service.player_names())
            self.games = tuple(self.service.games_played())
        except Exception as exc:
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
        except Exception as exc:
            self.error = message_of(exc)
            return
        self.leaderboard = rows
        self.stats = stats
        self.error = None
