"""The table's figures (`../shared/STATS.md`, issue 31): who bids well, on which hands, from
which seat, who gambles on a call with two targets, how often the action cards decided a trick.

ONE computation: `scorepad stats` (scorepad/cli/stats.py) prints `table_figures(...).as_json()`
and the Statistics screen draws its charts from the same `TableFigures`.

Finished games only. Per game id, per player (the store's players: a rename or a merge shows
under the name the Players screen shows): games, wins (the game's stored winners; a shared win
counts for each), rounds, points, points per round; for games whose rounds carry a call (the
sheet's `call_word`): calls met (the tricks hit one of the call's targets, the sheet's
`call_targets`), the met rate, the mean error (tricks taken minus the nearest target; a double
trick already counts 2 in the stored tricks), met per hand size (the round plan's cards) and
per seat from the dealer (1 = the seat after the dealer, N = the dealer); a call with two
targets (the 6/9 card) is counted apart, and double tricks where the entry asks for them; in a
game of hands (the entry's HAND phase) the rounds gone out (0 points). The judged tricks kept
with the games are counted in scorepad/services/figures/judged.py.

Seats away (PLAYERS.md): everything is read from the rounds as stored, a row per seat at that
round's table. A player's game counts once they played a round in it (a seat that joined or sat
out and never played counts nowhere, not even as a win); a round counts only for the seats at
its table; points are the rounds' points, never a joining seat's starting total (it is in no
round). Per seat from the dealer counts the seats at the round's table (N = how many played
it; the stored dealer numbers that table), and a round's hand size is its plan at its table
(the game's changes replayed, rules.replay.Seated).

Rates and means are rounded half-even (Python's `round`): 2 decimals for points per round and
the mean error, 3 for the met rate.

>>> from scorepad.store.db import open_store
>>> from scorepad.services.games.service import GameService
>>> svc = GameService(open_store("sqlite://"))
>>> table_figures(svc.store).as_json()
{'games': {}}
"""

from __future__ import annotations

import gc
import json
from collections import defaultdict
from datetime import datetime, timezone
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError

from rules.errors import RulesError
from rules.registry import GAMES, scoresheet
from rules.scoresheet import DOUBLES, HAND
from scorepad.services.figures.judged import JudgedCounts, judged_counts
from scorepad.services.games.table import engine_changes
from scorepad.services.figures.per_game import higher_is_better, kind_of
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.store.models import Game, GameSeat, Player, Round, RoundSeat

__all__ = ["DUAL_KEY", "GameIdFigures", "Played", "PlayerFigures", "TableFigures", "game_ids",
           "rate", "table_figures"]

#: the contract's name for the figures of a call with two targets (6th Sense's 6/9 card)
DUAL_KEY = "six_nine"


def game_ids() -> tuple[str, ...]:
    """The game ids `--game` takes (the registry's)."""
    return tuple(GAMES)


#: decimals of each kind of figure: the one rounding every reader shows (docs/stats.md)
PER_ROUND_DIGITS = 2  # points per round, the mean error, a form's average
RATE_DIGITS = 3  # met rate, win rate, a call's rate


def rate(part: int, whole: int, digits: int = RATE_DIGITS) -> float | None:
    """`part / whole` rounded half-even to `digits` (None when there is nothing to count)."""
    return round(part / whole, digits) if whole else None


_rate = rate


@dataclass(slots=True)
class Played:
    """One player's reading of one finished game, kept with the figures so the Statistics
    screen's per-player figures (win rate, best game, form, head to head, per call value,
    per kind of game, a period) are cut from the same reading as `scorepad stats`
    (scorepad/services/figures/stats.py derives them)."""

    game: str  # the game id
    kind: str  # the game id, or `<game>/<kind option value>` (per_game.kind_of)
    created_at: datetime  # the game's creation, in UTC
    won: bool
    ranked: bool  # did not leave: its total says how the game ended
    higher: bool  # a higher total is better in this game
    points: int = 0
    form: list[int] = field(default_factory=list)  # the points of each round played, in order
    #: call value -> [rounds, met, tricks off the nearest target (summed)]
    calls: dict[int, list[int]] = field(default_factory=dict)
    #: the ranked seats that played the game: name -> total (one dict shared by its players)
    table: dict[str, int] = field(default_factory=dict)

    @property
    def rounds(self) -> int:
        return len(self.form)


@dataclass
class PlayerFigures:
    """One player's figures in one game id (counts; the rates are computed from them)."""

    name: str
    games: int = 0
    wins: int = 0
    rounds: int = 0
    points: int = 0
    calls_met: int = 0
    called: int = 0  # rounds with a call and tricks (the mean error's rounds)
    error: int = 0  # summed (tricks - nearest target)
    by_hand_size: dict[int, list[int]] = field(default_factory=dict)  # cards -> [met, rounds]
    by_seat: dict[int, list[int]] = field(default_factory=dict)  # seat from dealer -> [met, n]
    dual: dict[int, int] = field(default_factory=dict)  # target -> rounds met there
    dual_held: int = 0
    doubles: int = 0
    rounds_out: int = 0
    #: per finished game, oldest first: (points, rounds) of the player in it
    per_game: list[tuple[int, int]] = field(default_factory=list)

    @property
    def points_per_round(self) -> float | None:
        return _rate(self.points, self.rounds, 2)

    @property
    def met_rate(self) -> float | None:
        return _rate(self.calls_met, self.rounds, 3)

    @property
    def mean_error(self) -> float | None:
        return _rate(self.error, self.called, 2)

    @property
    def game_points_per_round(self) -> list[float]:
        """Points per round in each of the player's games, oldest first (the line chart)."""
        return [round(p / n, 2) for p, n in self.per_game if n]

    def as_json(self, spec: "_Spec") -> dict[str, Any]:
        out: dict[str, Any] = {"games": self.games, "wins": self.wins, "rounds": self.rounds,
                               "points": self.points,
                               "points_per_round": self.points_per_round or 0.0}
        if spec.calls:
            out.update(calls_met=self.calls_met, met_rate=self.met_rate or 0.0,
                       mean_error=self.mean_error or 0.0,
                       by_hand_size={str(k): list(v) for k, v in sorted(self.by_hand_size.items())},
                       by_seat_from_dealer={str(k): list(v)
                                            for k, v in sorted(self.by_seat.items())})
        if spec.dual:
            out[DUAL_KEY] = {"held": self.dual_held,
                             **{f"met_at_{t}": self.dual.get(t, 0) for t in spec.dual[1]}}
        if spec.doubles:
            out["doubles"] = self.doubles
        if spec.hands:
            out["rounds_out"] = self.rounds_out
        return out


@dataclass
class _Spec:
    """What a game id's figures hold, from its sheet and the entry forms of its rounds."""

    calls: bool = False
    dual: tuple[int, tuple[int, ...]] | None = None  # (the call, its targets)
    doubles: bool = False
    hands: bool = False


@dataclass
class GameIdFigures:
    game: str
    games: int = 0
    rounds: int = 0
    players: dict[str, PlayerFigures] = field(default_factory=dict)
    judged: JudgedCounts | None = None
    spec: _Spec = field(default_factory=_Spec)

    @property
    def calls(self) -> bool:
        """The game's rounds carry a call: met rates, hand sizes and seats are counted."""
        return self.spec.calls

    def table_points_per_round(self) -> float | None:
        """Everyone's points over everyone's rounds: the table's average."""
        return _rate(sum(p.points for p in self.players.values()),
                     sum(p.rounds for p in self.players.values()), 2)

    def table_met_rate(self) -> float | None:
        return _rate(sum(p.calls_met for p in self.players.values()),
                     sum(p.rounds for p in self.players.values()), 3)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"games": self.games, "rounds": self.rounds,
                               "players": {n: p.as_json(self.spec)
                                           for n, p in sorted(self.players.items(),
                                                              key=lambda kv: kv[0].casefold())}}
        if self.judged is not None:
            out["judged"] = self.judged.as_json()
        return out


@dataclass
class TableFigures:
    games: dict[str, GameIdFigures] = field(default_factory=dict)  # registry order
    #: per player name: their finished games, oldest first (created, then id)
    plays: dict[str, list[Played]] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"games": {g: f.as_json() for g, f in self.games.items()}}


# -- the computation ------------------------------------------------------------------------

#: what a finished game this version cannot read raises, so that it counts without its plans
#: (its rounds' hand sizes and phases): the engine's `RulesError` (a ValueError: a game, an
#: option or a change it does not know), a seat or a key not there, a stored value of another
#: type. Anything else is a bug, left to the figures' edge (scorepad/state/stats.py)
UNREADABLE = (ValueError, LookupError, TypeError)

class _Plans:
    """Round plans and entry forms of the games read, cached (a table plays the same set-ups)."""

    def __init__(self) -> None:
        self._cache: dict[tuple, tuple[int, frozenset]] = {}

    @staticmethod
    def options_key(options: Any) -> str:
        return json.dumps(options, sort_keys=True, default=str)

    def of(self, game: str, players: int, first_dealer: int, index: int,
           options: Any, options_key: str) -> tuple[int, frozenset]:
        key = (game, players, first_dealer, index, options_key)
        found = self._cache.get(key)
        if found is None:
            try:
                sheet = scoresheet(game)
                opts = sheet.read_options(options or {})
                plan = sheet.plan(players=players, first_dealer=first_dealer, index=index,
                                  options=opts)
                form = sheet.entry_form(players=players, plan=plan, options=opts)
                found = (plan.cards, frozenset(str(p) for p in form.phases))
            except UNREADABLE:  # a game this version cannot plan: no hand size, no phases
                found = (0, frozenset())
            self._cache[key] = found
        return found

    @staticmethod
    def seated(g: Any, names: dict[int, str], count: int) -> Any:
        """Round plans and entry forms of a game whose table changed (`g.changes`), each
        round at its table: a function of the round's index; None when its changes cannot
        be read (then each round is planned for the seats that played it)."""
        try:
            from rules.replay import Seated

            sheet = scoresheet(g.game)
            opts = sheet.read_options(g.options or {})
            order = [names[s] for s in sorted(names)]
            seated = Seated(sheet, players=len(order), first_dealer=g.first_dealer,
                            options=opts, changes=engine_changes(g.changes, order), count=count)
        except UNREADABLE:  # a name changed since (a rename), a game this version cannot read
            return None
        kept: dict[int, tuple[int, frozenset]] = {}

        def of(index: int) -> tuple[int, frozenset]:
            found = kept.get(index)
            if found is None:
                try:
                    plan = seated.plan(index)
                    form = sheet.entry_form(players=seated.tables[index].players, plan=plan,
                                            options=seated.options_of(index))
                    found = (plan.cards, frozenset(str(p) for p in form.phases))
                except UNREADABLE:  # a round the engine cannot plan
                    found = (0, frozenset())
                kept[index] = found
            return found

        return of


def _call_spec(game: str) -> tuple[bool, tuple[int, tuple[int, ...]] | None, Any]:
    try:
        sheet = scoresheet(game)
    except (RulesError, ImportError):  # an id this version does not know, a game not loading
        return False, None, None
    if not getattr(sheet, "call_word", ""):
        return False, None, sheet
    dual = next(((c.value, tuple(sorted(sheet.call_targets(c.value))))
                 for c in sheet.call_choices
                 if len(sheet.call_targets(c.value)) > 1), None)
    return True, dual, sheet


def _nearest(tricks: int, targets: tuple[int, ...]) -> int:
    """The target nearest `tricks` (the lower one of two equally near)."""
    return min(targets, key=lambda t: (abs(tricks - t), t))


def _load(session, game: str | None):
    games = select(Game.id, Game.game, Game.options, Game.first_dealer, Game.winners,
                   Game.created_at, Game.changes).where(Game.status == "finished")
    if game is not None:
        games = games.where(Game.game == game)
    rows = session.execute(games.order_by(Game.created_at, Game.id)).all()
    ids = [r.id for r in rows]
    seats: dict[str, dict[int, str]] = defaultdict(dict)
    rounds: dict[str, list] = defaultdict(list)
    for chunk in range(0, len(ids), 500):
        part = ids[chunk:chunk + 500]
        for gid, seat, name in session.execute(
                select(GameSeat.game_id, GameSeat.seat, Player.name)
                .join(Player, Player.id == GameSeat.player_id)
                .where(GameSeat.game_id.in_(part))):
            seats[gid][seat] = name
        for row in session.execute(
                select(Round.game_id, Round.index, Round.dealer, RoundSeat.seat, RoundSeat.call,
                       RoundSeat.tricks, RoundSeat.doubles, RoundSeat.points)
                .join(RoundSeat, RoundSeat.round_id == Round.id)
                .where(Round.game_id.in_(part))
                .order_by(Round.game_id, Round.index, RoundSeat.seat)):
            rounds[row[0]].append(tuple(row[1:]))  # plain tuples: read 8 times a row
    return rows, seats, rounds


def _leaving(changes: Any) -> set[str]:
    """The names of the players who left a game (its stored changes): not ranked."""
    return {d.get("player") for d in changes or ()
            if isinstance(d, dict) and d.get("change") == "leave"}


def _add_game(figs: GameIdFigures, g: Any, names: dict[int, str], rounds: Sequence[tuple],
              plans: _Plans, plays: dict[str, list[Played]], kind: tuple[str, bool],
              options_key: str) -> None:
    """One finished game's rounds (index, dealer, seat, call, tricks, doubles, points; in
    round order, a round's seats in order) added to its game id's figures, and each player's
    reading of it to `plays`. `names`: every seat the game has had; a seat counts (a game, a
    win) once it has a row in a round: the rows of a round are the seats at its table, and
    its dealer numbers them (PLAYERS.md). `kind`: the game's kind and whether a higher total
    is better in it; `options_key`: its options as `_Plans` keys them."""
    spec = figs.spec
    dual = spec.dual
    n = len(names)
    figs.games += 1
    winners = set(g.winners or ())
    players: dict[int, PlayerFigures] = {}
    mine: dict[int, Played] = {}
    # A table that never changed has every seat at every round's table, in seat order: a
    # seat's place is its number. Otherwise a round's places are its rows, in seat order.
    changed = bool(g.changes)
    left = _leaving(g.changes) if changed else set()
    at_table: dict[int, int] = {}
    if changed:
        for row in rounds:
            at_table[row[0]] = at_table.get(row[0], 0) + 1
    plan_of = plans.seated(g, names, len(at_table)) if changed else None
    table: dict[str, int] = {}
    kind_id, higher = kind
    created = g.created_at
    if isinstance(created, datetime) and created.tzinfo is None:  # SQLite keeps no zone
        created = created.replace(tzinfo=timezone.utc)
    at = n
    last = None
    place = 0
    for index, dealer, seat, call, tricks, doubles, points in rounds:
        if index != last:  # a new round: its table, plan and entry form
            last = index
            place = 0
            figs.rounds += 1
            if not changed:
                cards, phases = plans.of(g.game, n, g.first_dealer, index, g.options,
                                         options_key)
            else:
                at = at_table[index]
                cards, phases = plan_of(index) if plan_of is not None else plans.of(
                    g.game, at, (dealer - index) % at, index, g.options, options_key)
            spec.doubles |= DOUBLES in phases
            spec.hands |= HAND in phases
        else:
            place += 1
        p = players.get(seat)
        if p is None:
            name = names.get(seat)
            if name is None:
                continue
            p = players[seat] = figs.players.setdefault(name, PlayerFigures(name))
            p.games += 1
            won = seat in winners
            p.wins += won
            play = mine[seat] = Played(g.game, kind_id, created, won, name not in left, higher,
                                       table=table)
            plays.setdefault(name, []).append(play)
        else:
            play = mine[seat]
        p.rounds += 1
        p.points += points
        play.points += points
        play.form.append(points)
        p.doubles += doubles or 0
        p.rounds_out += points == 0
        if not spec.calls or call is None or tricks is None:
            continue
        two = dual is not None and call == dual[0]
        if two:
            targets = dual[1]
            met = tricks in targets
            off = tricks - _nearest(tricks, targets)
            p.dual_held += 1
            if met:
                p.dual[tricks] = p.dual.get(tricks, 0) + 1
        else:
            met = tricks == call
            off = tricks - call
        p.error += off
        p.calls_met += met
        p.called += 1
        cell = play.calls.get(call)
        if cell is None:
            cell = play.calls[call] = [0, 0, 0]
        cell[0] += 1
        cell[1] += met
        cell[2] += abs(off)
        # 1 = the first seat at the round's table after the dealer, `at` = the dealer
        from_dealer = ((place if changed else seat) - dealer) % at or at
        for counts, key in ((p.by_hand_size, cards), (p.by_seat, from_dealer)):
            cell = counts.get(key)
            if cell is None:
                cell = counts[key] = [0, 0]
            cell[0] += met
            cell[1] += 1
    for seat, play in mine.items():
        players[seat].per_game.append((play.points, play.rounds))
        if play.ranked:
            table[names[seat]] = play.points


def _played(names: dict[int, str], rounds: Iterable[tuple]) -> set[str]:
    """The names of the seats with a row in one of a game's `rounds` (those who played)."""
    return {names[seat] for seat in {row[2] for row in rounds} if seat in names}


def table_figures(store: Store, *, game: str | None = None,
                  player: str | None = None) -> TableFigures:
    """The figures of the finished games (of `game`; with `player`, of the games that player
    played a round of, and only that player). A database error is a `StoreError`; an unknown
    `game` is a ValueError."""
    if game is not None and game not in GAMES:
        raise ValueError(f"unknown game {game!r}: the games are {', '.join(GAMES)}")
    # the rows read and the readings made are hundreds of thousands of small objects, none of
    # them cyclic garbage: the cycle collector would walk them again and again while they are
    # made (bench/bench_stats.py)
    collecting = gc.isenabled()
    gc.disable()
    try:
        try:
            with store.session() as s:
                rows, seats, rounds = _load(s, game)
                if player is not None:  # the games the player played a round of
                    rows = [r for r in rows
                            if player in _played(seats[r.id], rounds.get(r.id, ()))]
                judged = judged_counts(s, [r.id for r in rows])
        except SQLAlchemyError as exc:
            raise StoreError(
                f"could not read the statistics: {describe_db_error(exc)}") from None
        return _compute(rows, seats, rounds, judged, player)
    finally:
        if collecting:
            gc.enable()


def _compute(rows: list, seats: dict, rounds: dict, judged: dict,
             player: str | None) -> TableFigures:
    plans = _Plans()
    specs: dict[str, tuple] = {}
    kinds: dict[tuple[str, str], tuple[str, bool]] = {}
    out: dict[str, GameIdFigures] = {}
    plays: dict[str, list[Played]] = {}
    for g in rows:
        names = seats[g.id]
        if g.game not in specs:
            specs[g.game] = _call_spec(g.game)
        calls, dual, _ = specs[g.game]
        figs = out.setdefault(g.game, GameIdFigures(game=g.game,
                                                    spec=_Spec(calls=calls, dual=dual)))
        options_key = plans.options_key(g.options)
        kind = kinds.get((g.game, options_key))
        if kind is None:
            found = kind_of(g.game, g.options)
            kind = kinds[(g.game, options_key)] = (found, higher_is_better(found))
        _add_game(figs, g, names, rounds.get(g.id, ()), plans, plays, kind, options_key)
    for g, figs in out.items():
        figs.judged = judged.get(g, JudgedCounts.empty(g))
        if player is not None:
            figs.players = {k: v for k, v in figs.players.items() if k == player}
    if player is not None:
        plays = {k: v for k, v in plays.items() if k == player}
    order = {g: i for i, g in enumerate(GAMES)}
    return TableFigures(dict(sorted(out.items(), key=lambda kv: (order.get(kv[0], 99), kv[0]))),
                        plays)
