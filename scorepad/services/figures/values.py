"""The statistics' figures, as the screens read them: frozen values, rates computed from counts
(None when there is nothing to count), each rounded once, as `scorepad stats` rounds it
(`compute.rate`: points per round and averages 2 decimals, rates 3). stats.py fills them from
the one computation (compute.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorepad.services.figures.compute import PER_ROUND_DIGITS, RATE_DIGITS, rate
from scorepad.services.figures.per_game import higher_is_better


def _rate(part: int, whole: int) -> float | None:
    return rate(part, whole, RATE_DIGITS)


def _mean(part: int, whole: int) -> float | None:
    return rate(part, whole, PER_ROUND_DIGITS)


class _Rates:
    """Wins over (finished) games and points per round, for any figures that count them."""

    __slots__ = ()
    games: int
    wins: int
    points: int
    rounds: int

    @property
    def finished(self) -> int:
        """Finished games: every game the statistics count (finished games only)."""
        return self.games

    @property
    def win_rate(self) -> float | None:
        return _rate(self.wins, self.games)

    @property
    def points_per_round(self) -> float | None:
        return _mean(self.points, self.rounds)


@dataclass(frozen=True, slots=True)
class _PlayerTotals(_Rates):
    """A player's counts and rates, as the leaderboard line and the player page both show them."""

    name: str
    games: int
    wins: int
    rounds: int
    points: int


@dataclass(frozen=True, slots=True)
class PlayerSummary(_PlayerTotals):
    """One line of the leaderboard."""


@dataclass(frozen=True, slots=True)
class GameFigures(_Rates):
    """A player's figures in one game id. Points of different games are never added up or
    compared (where the lowest total wins a round's points are bad ones, elsewhere good ones):
    everything a screen shows per game comes from here."""

    game: str
    title: Any  # the game's (a Term) or the kind's title (an AppMessage): said on screen
    games: int
    wins: int
    best_total: int | None  # best final total of a finished game (as the game reads "best")
    rounds: int = 0  # rounds played in this game id
    points: int = 0  # their points summed
    form: tuple[int, ...] = ()  # points of the last rounds of this game id, oldest first
    best_is_lowest: bool = False  # the best total is the lowest (the sheet's higher_wins_for)
    kind: str = ""  # the game id, or `<game>/<kind option value>` (per_game.kinds_of)

    @property
    def lower_points_better(self) -> bool:
        """A round's points are a penalty: the lowest total wins in this kind of game."""
        return not higher_is_better(self.kind or self.game)

    @property
    def form_average(self) -> float | None:
        return _mean(sum(self.form), len(self.form))


@dataclass(frozen=True, slots=True)
class CallFigures:
    call: int
    label: str  # "6/9" for the 6th Sense 6
    rounds: int
    met: int

    @property
    def rate(self) -> float | None:
        return _rate(self.met, self.rounds)


@dataclass(frozen=True, slots=True)
class PredictionFigures:
    """How well a player's calls came true in one game id."""

    game: str
    title: Any  # the game's title, a Term said on screen
    rounds: int
    met: int
    distance: int  # summed tricks off the nearest target
    by_call: tuple[CallFigures, ...]  # ascending call value

    @property
    def met_rate(self) -> float | None:
        return _rate(self.met, self.rounds)

    @property
    def average_distance(self) -> float | None:
        return _mean(self.distance, self.rounds)


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """Finished games shared with `opponent`: who ended with the better total."""

    opponent: str
    games: int
    ahead: int
    behind: int

    @property
    def level(self) -> int:
        return self.games - self.ahead - self.behind


@dataclass(frozen=True, slots=True)
class PlayerStats(_PlayerTotals):
    by_game: tuple[GameFigures, ...]  # most played first
    predictions: tuple[PredictionFigures, ...]  # most rounds first
    form: tuple[int, ...]  # points of the last rounds, oldest first
    head_to_head: tuple[HeadToHead, ...]  # most shared games first
    #: the same figures per kind of game (a game id, or per its kind option), each with its
    #: rounds, points, best total and form: what the screen shows, never adding up the points
    #: of games that score differently (issue 9, item 4)
    kinds: tuple[GameFigures, ...] = ()

    @property
    def best(self) -> GameFigures | None:
        """The best game of the game id played most (a total only compares within a game)."""
        return next((g for g in self.by_game if g.best_total is not None), None)

    @property
    def form_average(self) -> float | None:
        return _mean(sum(self.form), len(self.form))

    def prediction(self, game: str | None = None) -> PredictionFigures | None:
        """The prediction figures of `game`, or of the game with most called rounds."""
        for p in self.predictions:
            if game is None or p.game == game:
                return p
        return None
