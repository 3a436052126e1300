"""The Statistics screen's figures, cut from the one computation `scorepad stats` prints
(scorepad/services/figures/compute.py, kept by scorepad/services/figures/cache.py): nothing here
reads the store's games; every figure is derived from the figures' per-player readings of each
finished game (`figures.Played`). The definitions are docs/stats.md's (../shared/STATS.md,
extended there with what the screen also shows), in short:

- Finished games only, as `scorepad stats`: *games* a player played at least one round of
  (a seat that joined or sat out and never played a round counts nowhere), *wins* of those
  the games whose stored winners include their seat (a shared win counts for each; a seat
  that left is never among them); *win rate* = wins / games, 3 decimals.
- *points per round* = the player's points over the rounds they played (a joining seat's
  starting total is no round's points), 2 decimals; *best game* = their best final total
  ("best" as the game reads it: highest, or lowest where the lowest total wins), per game id
  and per kind: the points of the rounds they played, in the games where they were ranked
  (a seat that left is not).
- *kinds*: the same figures per kind of game (a game id, or a game's kind option set to
  another value, `per_game.kind_of`): totals that read differently are never compared.
- *per call value* (games whose rounds carry a call): rounds, calls met (the tricks hit one
  of the call's targets), met rate (3 decimals), and the tricks off the nearest target.
- *form*: the points of the player's last N rounds played, oldest first (games by date,
  rounds in order); its average, 2 decimals.
- *head to head*: in finished games two players both played and neither left, how often each
  ended with the better total (the same totals and reading as *best game*).

Filters: `game` (a registry id) and `since` (games created at or after).

>>> from scorepad.store.db import open_store
>>> from scorepad.services.games.service import GameService
>>> svc = GameService(open_store("sqlite://"))
>>> from rules.scoresheet import RoundEntry, SeatEntry
>>> from rules.trump import COLOUR, Trump
>>> g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
...                    options={"ending": "target", "target": 4})
>>> stats = StatsService(svc.store)
>>> stats.table_stats()
[]
>>> _ = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(
...     call=5, tricks=5), SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red")), index=0)
>>> [(p.name, p.games, p.wins, p.rounds) for p in stats.table_stats()]
[('Bob', 1, 1, 1), ('Ann', 1, 0, 1), ('Cy', 1, 0, 1)]
"""

from __future__ import annotations

from datetime import datetime, timezone

from rules.registry import GAMES
from scorepad.services.figures.compute import Played, TableFigures
from scorepad.services.figures.values import (CallFigures, GameFigures, HeadToHead, PlayerStats,
                                              PlayerSummary, PredictionFigures)
from scorepad.services.figures.per_game import (call_games, call_label, game_of, game_title,
                                                kind_title)
from scorepad.store.db import Store

__all__ = ["FORM_ROUNDS", "MAX_FORM_ROUNDS", "CallFigures",
           "GameFigures", "HeadToHead", "PlayerStats",
           "PlayerSummary", "PredictionFigures", "StatsService", "call_games",
           "call_label", "game_title", "games_played", "kind_title", "player_names",
           "player_stats", "table_stats"]

FORM_ROUNDS = 20  # rounds shown in the form chart by default
MAX_FORM_ROUNDS = 500


def _check_filters(game: str | None, since: datetime | None) -> None:
    if game is not None and not isinstance(game, str):
        raise ValueError(f"A game filter is a game id, not {game!r}.")
    if since is not None and not isinstance(since, datetime):
        raise ValueError(f"A period starts at a date and time, not {since!r}.")


def _scoped(plays: list[Played], game: str | None,
            since: datetime | None) -> list[Played]:
    if game is None and since is None:
        return plays
    if since is not None and since.tzinfo is None:  # a time without a zone is UTC's
        since = since.replace(tzinfo=timezone.utc)
    return [p for p in plays if (game is None or p.game == game)
            and (since is None or p.created_at >= since)]


def table_stats(figures: TableFigures, *, game: str | None = None,
                since: datetime | None = None) -> list[PlayerSummary]:
    """Every player who played a round of a finished game in scope: most wins first (then
    win rate, games, name)."""
    _check_filters(game, since)
    out = []
    for name, plays in figures.plays.items():
        mine = _scoped(plays, game, since)
        if mine:
            out.append(PlayerSummary(name=name, games=len(mine), wins=sum(p.won for p in mine),
                                     rounds=sum(p.rounds for p in mine),
                                     points=sum(p.points for p in mine)))
    out.sort(key=lambda p: (-p.wins, -(p.win_rate or 0.0), -p.games, p.name.casefold()))
    return out


def player_names(figures: TableFigures) -> list[str]:
    """Everyone who played a round of a finished game, alphabetical."""
    return sorted(figures.plays, key=str.casefold)


def games_played(figures: TableFigures) -> list[str]:
    """The game ids with at least one finished game, in registry order."""
    found = set(figures.games)
    return [g for g in GAMES if g in found] + sorted(found - set(GAMES))


def _best(plays: list[Played]) -> tuple[int | None, bool]:
    """(the best final total of the ranked games, whether the lowest is the best)."""
    ranked = [p for p in plays if p.ranked]
    higher = plays[0].higher if plays else True
    if not ranked:
        return None, not higher
    totals = [p.points for p in ranked]
    return (max(totals) if higher else min(totals)), not higher


def _form(plays: list[Played], rounds: int) -> tuple[int, ...]:
    out: list[int] = []
    for p in reversed(plays):
        out[:0] = p.form[-(rounds - len(out)):]
        if len(out) >= rounds:
            break
    return tuple(out)


def player_stats(figures: TableFigures, *, name: str, game: str | None = None,
                 since: datetime | None = None, form_rounds: int = FORM_ROUNDS) -> PlayerStats:
    """One player's figures (all zero for a name that has not played in scope)."""
    _check_filters(game, since)
    if isinstance(form_rounds, bool) or not isinstance(form_rounds, int) \
            or not 1 <= form_rounds <= MAX_FORM_ROUNDS:
        raise ValueError(f"The form covers 1 to {MAX_FORM_ROUNDS} rounds, not {form_rounds!r}.")
    mine = _scoped(figures.plays.get(name, ()) if isinstance(name, str) else (), game, since)
    if not mine:
        return PlayerStats(name=str(name), games=0, wins=0, rounds=0, points=0,
                           by_game=(), predictions=(), form=(), head_to_head=())

    by_id: dict[str, list[Played]] = {}
    by_kind: dict[str, list[Played]] = {}
    for p in mine:
        by_id.setdefault(p.game, []).append(p)
        by_kind.setdefault(p.kind, []).append(p)

    by_game = []
    for g, plays in by_id.items():
        best, _lowest = _best(plays)
        by_game.append(GameFigures(game=g, title=game_title(g), games=len(plays),
                                   wins=sum(p.won for p in plays), best_total=best,
                                   rounds=sum(p.rounds for p in plays),
                                   points=sum(p.points for p in plays)))
    by_game.sort(key=lambda f: (-f.games, f.game))

    kinds = []
    for k, plays in by_kind.items():
        best, lowest = _best(plays)
        kinds.append(GameFigures(
            game=game_of(k), title=kind_title(k), games=len(plays),
            wins=sum(p.won for p in plays), best_total=best,
            rounds=sum(p.rounds for p in plays), points=sum(p.points for p in plays),
            form=_form(plays, form_rounds), best_is_lowest=lowest, kind=k))
    kinds.sort(key=lambda f: (-f.games, f.kind))

    predictions = []
    for g in call_games():
        cells: dict[int, list[int]] = {}
        for p in by_id.get(g, ()):
            for call, (n, met, off) in p.calls.items():
                cell = cells.setdefault(call, [0, 0, 0])
                cell[0] += n
                cell[1] += met
                cell[2] += off
        if not cells:
            continue
        calls = tuple(CallFigures(call=c, label=call_label(g, c), rounds=n, met=met)
                      for c, (n, met, _off) in sorted(cells.items()))
        predictions.append(PredictionFigures(
            game=g, title=game_title(g), rounds=sum(c.rounds for c in calls),
            met=sum(c.met for c in calls), distance=sum(c[2] for c in cells.values()),
            by_call=calls))
    predictions.sort(key=lambda p: -p.rounds)

    return PlayerStats(name=name, games=len(mine), wins=sum(p.won for p in mine),
                       rounds=sum(p.rounds for p in mine), points=sum(p.points for p in mine),
                       by_game=tuple(by_game), predictions=tuple(predictions),
                       form=_form(mine, form_rounds),
                       head_to_head=tuple(_head_to_head(name, mine)), kinds=tuple(kinds))


def _head_to_head(name: str, mine: list[Played]) -> list[HeadToHead]:
    """Per opponent: finished games both played and neither left, and who ended with the
    better total (the game's own reading)."""
    cells: dict[str, list[int]] = {}
    for p in mine:
        if not p.ranked:
            continue
        for other, total in p.table.items():
            if other == name:
                continue
            cell = cells.setdefault(other, [0, 0, 0])
            cell[0] += 1
            if p.points != total:
                cell[1 if (p.points > total) == p.higher else 2] += 1
    out = [HeadToHead(opponent=o, games=n, ahead=a, behind=b) for o, (n, a, b) in cells.items()]
    out.sort(key=lambda h: (-h.games, h.opponent.casefold()))
    return out


# -- for the state layer: the figures through the store's one cache ----------------------------

class StatsService:
    """The statistics over one store: every method reads the store's figures (one computation,
    kept until the store changes: scorepad/services/figures/cache.py) and cuts its answer from
    them. A database error is a `StoreError`."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def figures(self, *, game: str | None = None) -> TableFigures:
        """The table's figures over the finished games (what `scorepad stats` prints)."""
        from scorepad.services.figures.cache import cached_figures

        return cached_figures(self.store, game=game)

    def table_stats(self, *, game: str | None = None,
                    since: datetime | None = None) -> list[PlayerSummary]:
        _check_filters(game, since)
        return table_stats(self.figures(), game=game, since=since)

    def player_stats(self, *, name: str, game: str | None = None, since: datetime | None = None,
                     form_rounds: int = FORM_ROUNDS) -> PlayerStats:
        _check_filters(game, since)
        return player_stats(self.figures(), name=name, game=game, since=since,
                            form_rounds=form_rounds)

    def player_names(self) -> list[str]:
        return player_names(self.figures())

    def games_played(self) -> list[str]:
        return games_played(self.figures())

