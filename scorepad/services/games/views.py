"""What the game service hands out: `GameView` (a game with its replayed rounds), `RoundView`,
and `GameSummary` (one line of the history list). Frozen values; nothing here reads the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Sequence

from rules.registry import game_title as registry_title, scoresheet
from rules.replay import Replay
from rules.scoresheet import RoundEntry, RoundPlan, SeatScore, Standing
from rules.table import Table

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
    #: the round's table (rules.table.Table): the game's seats at it, in the entry's order;
    #: None: every seat (a view made before the table could change)
    table: Table | None = None

    @property
    def points(self) -> tuple[int, ...]:
        """The points of the seats at the table, in the entry's order."""
        return tuple(s.points for s in self.scores)

    @property
    def seats(self) -> tuple[int, ...]:
        """The game's seats at this round's table, in the entry's order (`plan`'s dealer and
        leader, the entry's and the scores' positions number these)."""
        return self.table.seats if self.table is not None else tuple(range(len(self.entry.seats)))

    def seat_points(self, players: int) -> tuple[int | None, ...]:
        """Each of the game's `players` seats' points this round (None: away)."""
        out: list[int | None] = [None] * players
        for seat, p in zip(self.seats, self.points):
            out[seat] = p
        return tuple(out)

    def played_by(self, seat: int) -> bool:
        return seat in self.seats


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
    #: the changes of the table between rounds (PLAYERS.md), as stored (players named)
    changes: tuple[dict[str, Any], ...] = ()
    #: each round's table, then the next round's (rules.table.Table); () : every seat always
    tables: tuple[Table, ...] = ()
    #: seat -> (the round it joined before, its starting total)
    joined: dict[int, tuple[int, int]] = field(default_factory=dict)
    #: seat -> the rounds played when it left ("left after round k")
    left: dict[int, int] = field(default_factory=dict)

    @property
    def next_table(self) -> Table | None:
        """The table of the round to enter next (None: the game has no next round)."""
        return self.tables[len(self.rounds)] if len(self.tables) > len(self.rounds) else None

    def seats_at(self, index: int) -> tuple[int, ...]:
        """The game's seats at round `index`'s table (the next round's too), in order."""
        if index < len(self.tables):
            return self.tables[index].seats
        if index < len(self.rounds):
            return self.rounds[index].seats
        return tuple(range(len(self.players)))

    def names_at(self, index: int) -> tuple[str, ...]:
        """The names of the players at round `index`'s table, clockwise: what the round's
        entry, plan and problems number."""
        return tuple(self.players[s] for s in self.seats_at(index))

    @property
    def changed_last(self) -> bool:
        """The game's last step is a change of the table, made after its last round (what
        Undo takes back first)."""
        return bool(self.changes) and self.changes[-1].get("before_round") == len(self.rounds)

    def options_at(self, index: int) -> Any:
        """The options round `index` is played with: the game's, or what they are at that
        round's table (6th Sense: the colour taken out at 2, the rounds)."""
        if not self.tables or index >= len(self.tables):
            return self.options
        joins = sum(1 for c in self.changes if c.get("change") == "join")
        return scoresheet(self.game).round_options(self.options, table=self.tables[index],
                                                   start=len(self.players) - joins)

    def history_at(self, index: int) -> list[Any]:
        """The entries of the rounds before round `index`, as the seats at its table played
        them (a round a seat did not play: None; rules.replay.seated_history)."""
        entries = [r.entry for r in self.rounds[:index]]
        if not self.tables:
            return entries
        from rules.replay import seated_history

        return seated_history(entries, self.tables, self.seats_at(index))

    def state_of(self, seat: int, index: int | None = None) -> str:
        """Before round `index` (None: the next): "in" (at the table), "away" (sitting out),
        "left", or "waiting" (not joined yet)."""
        i = len(self.rounds) if index is None else index
        if not self.tables or i >= len(self.tables):
            return "in"
        t = self.tables[i]
        return ("in" if seat in t.seats else "away" if seat in t.away
                else "left" if seat in t.left else "waiting")

    @property
    def in_game(self) -> tuple[int, ...]:
        """The seats that have not left (and have joined): those ranked at the end."""
        t = self.next_table or (self.tables[-1] if self.tables else None)
        if t is None:
            return tuple(range(len(self.players)))
        return tuple(s for s in range(len(self.players)) if s not in t.left
                     and s not in t.waiting)

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
                             totals=done.totals, recorded_at=r.recorded_at, version=r.version,
                             table=done.table)
                   for r, done in zip(stored, played.rounds))
    changes = tuple(getattr(row, "changes", None) or ())
    return GameView(id=row.id, game=row.game, title=game_title(row.game), players=tuple(names),
                    first_dealer=row.first_dealer, options=dict(row.options),
                    status=status or row.status, rounds=rounds, totals=played.totals,
                    next_plan=played.next_plan, standing=played.standing,
                    created_at=row.created_at,
                    finished_at=row.finished_at if status is None else finished_at,
                    version=(row.version or 0) if version is None else version,
                    changes=changes, tables=played.tables if changes else (),
                    joined=dict(played.joined), left=dict(played.left))


def summary(listed: Any) -> GameSummary:
    """A history line from a `repo.list_games` row (the game, its seat names, its rounds)."""
    g = listed.game
    players = listed.players
    winners = tuple(players[i] for i in (g.winners or []) if 0 <= i < len(players))
    return GameSummary(id=g.id, game=g.game, title=game_title(g.game), players=players,
                       status=g.status, created_at=g.created_at, finished_at=g.finished_at,
                       rounds=listed.rounds, winners=winners, options=dict(g.options or {}))
