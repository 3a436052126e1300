"""What the game service hands out: `GameView` (a game with its replayed rounds), `RoundView`,
and `GameSummary` (one line of the history list). Frozen values; nothing here reads the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Sequence

from rules.registry import game_title as registry_title
from rules.replay import Replay
from rules.scoresheet import RoundEntry, RoundPlan, SeatScore, Standing

ACTIVE, FINISHED = "active", "finished"


@dataclass(frozen=True, slots=True)
class RoundView:
    index: int
    plan: RoundPlan
    entry: RoundEntry
    scores: tuple[SeatScore, ...]
    totals: tuple[int, ...]  # every seat's total after this round
    recorded_at: datetime | None = None
    version: int = 0  # which write of the round this is: pass it to edit_round / undo_last_round

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(s.points for s in self.scores)


@dataclass(frozen=True, slots=True)
class GameView:
    id: str
    game: str
    title: str
    players: tuple[str, ...]  # names in clockwise seat order
    first_dealer: int
    options: dict[str, Any]
    status: str  # "active" | "finished"
    rounds: tuple[RoundView, ...]
    totals: tuple[int, ...]
    next_plan: RoundPlan | None  # the round to enter; None when the game is over
    standing: Standing
    created_at: datetime | None = None
    finished_at: datetime | None = None
    version: int = 0  # goes up with every change of the rounds, on any device

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(self.players[s] for s in self.standing.winners) if self.standing.over else ()

    @property
    def is_over(self) -> bool:
        return self.status == FINISHED


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of the history list."""

    id: str
    game: str
    title: str
    players: tuple[str, ...]
    status: str
    created_at: datetime
    finished_at: datetime | None
    rounds: int
    winners: tuple[str, ...] = field(default=())
    options: dict[str, Any] = field(default_factory=dict)  # as stored (Home/History show them)


def game_title(game: str) -> str:
    """The sheet's English title of a game id, as exports and the command line write it (the
    id itself for a game this version does not know). A screen says a game's title in its
    language with `scorepad.words.game_title`, never from this."""
    return str(registry_title(game))


def make_view(row: Any, names: Sequence[str], stored: Sequence[Any], played: Replay, *,
              status: str | None = None, finished_at: datetime | None = None,
              version: int | None = None) -> GameView:
    """The view of a loaded game (its row, seat names and stored rounds) as `played` replayed
    it. A writer passes what it has just written (the status, finished_at and version of the
    game row) instead of reading it back."""
    rounds = tuple(RoundView(index=r.index, plan=done.plan, entry=r.entry, scores=done.scores,
                             totals=done.totals, recorded_at=r.recorded_at, version=r.version)
                   for r, done in zip(stored, played.rounds))
    return GameView(id=row.id, game=row.game, title=game_title(row.game), players=tuple(names),
                    first_dealer=row.first_dealer, options=dict(row.options),
                    status=status or row.status, rounds=rounds, totals=played.totals,
                    next_plan=played.next_plan, standing=played.standing,
                    created_at=row.created_at,
                    finished_at=row.finished_at if status is None else finished_at,
                    version=(row.version or 0) if version is None else version)


def summary(listed: Any) -> GameSummary:
    """A history line from a `repo.list_games` row (the game, its seat names, its rounds)."""
    g = listed.game
    players = listed.players
    winners = tuple(players[i] for i in (g.winners or []) if 0 <= i < len(players))
    return GameSummary(id=g.id, game=g.game, title=game_title(g.game), players=players,
                       status=g.status, created_at=g.created_at, finished_at=g.finished_at,
                       rounds=listed.rounds, winners=winners, options=dict(g.options or {}))
