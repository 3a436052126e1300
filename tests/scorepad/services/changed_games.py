"""Games whose table changes between rounds (PLAYERS.md), played through the real service, and
what the statistics should say of them, worked out here from the rounds the script plays (no
code of scorepad.services.figures.stats or .compute).

`play(svc)` plays them and returns what each round was, as the script says it: who sat at the
table (clockwise), who dealt (the rotation rule of PLAYERS.md, worked out here), the hand size,
each seat's call, tricks and double tricks; the points of each seat are the scoring engine's
(read from the round's view, by the names the script gives). It checks that the service agrees
with the script on the table, the dealer and the hand size of every round.

- G1, 6th Sense, Ann Bob Cy, first dealer Ann, 6 rounds (fixed from the start): Eve joins first
  in the clockwise order (zero) and Dee after Bob (average) before round 2, Bob sits out round 3,
  comes back and Cy leaves before round 4, Fay takes over Cy before round 5, Gus joins and sits
  out at once before round 6 (never plays). Bob wins.
- G2, nomination whist (short), Ann Bob Cy, first dealer Bob: Bob sits out round 2 while Dee
  joins after Cy (average), Bob comes back for round 3, Ann leaves before round 4 and Hal takes
  over her total and sits out at once: Hal never plays, and is the game's stored winner.
- G3, shedding (classic, 3 games), Ann Bob Cy: Eve joins after Ann before round 2 (worst: the
  classic game's own), Cy leaves before round 3. The lowest total wins.
- G4, 6th Sense to a target of 5, Ann Bob Cy Dee, no change: one round.
- G5, 6th Sense, Ann Bob Cy, still being played: one round, then Zed joins (no round yet).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.setup import SetUp
from rules.trump import COLOUR, SUIT, Trump

SIX, WHIST, SHED = "sixth-sense", "nomination-whist", "shedding"


@dataclass
class Played:
    """One round as the script played it."""

    at: tuple[str, ...]  # the players at the table, clockwise
    dealer: str
    cards: int
    seats: dict[str, tuple[Any, Any, int]]  # name -> (call, tricks, doubles)
    points: dict[str, int] = field(default_factory=dict)  # the engine's, by name


@dataclass
class Game:
    label: str
    game: str
    order: tuple[str, ...]  # every seat the game has had, clockwise, at the end
    finished: bool
    winners: tuple[str, ...]  # as the game stored them
    left: tuple[str, ...]  # the players who left (not ranked)
    higher_wins: bool
    rounds: list[Played]
    id: str = ""


def _rotation(order: tuple[str, ...], tables: list[tuple[str, ...]], first: str) -> list[str]:
    """Each round's dealer (PLAYERS.md): the first dealer (or the first at the table clockwise
    from them), then each round the next seat clockwise at the table after the last dealer."""
    out: list[str] = []
    n = len(order)
    for table in tables:
        start = order.index(out[-1] if out else first)
        steps = range(1, n + 1) if out else range(0, n)
        out.append(next(order[(start + k) % n] for k in steps if order[(start + k) % n] in table))
    return out


def _entry(game: str, at: tuple[str, ...], seats: dict[str, tuple]) -> RoundEntry:
    if game == SHED:
        return RoundEntry(seats=tuple(SeatEntry(points=seats[p][0]) for p in at))
    trump = Trump(COLOUR, "red") if game == SIX else Trump(SUIT, "S")
    return RoundEntry(seats=tuple(SeatEntry(call=seats[p][0], tricks=seats[p][1],
                                            doubles=seats[p][2]) for p in at), trump=trump)


def _script(svc, label, game, players, first, options, steps, order, left, higher_wins,
            finish=True) -> Game:
    """Play `steps` ((changes before the round or None, the table clockwise, {name: (call,
    tricks, doubles)}, hand size), ...) and check what the service says of each round."""
    view = svc.start_game(game=game, players=list(players), first_dealer=first, options=options)
    tables = [at for _, at, _, _ in steps]
    dealers = _rotation(order, tables, players[first])
    rounds: list[Played] = []
    for k, (changes, at, seats, cards) in enumerate(steps):
        if changes:
            view = svc.change_table(view.id, changes)
        view = svc.record_round(view.id, _entry(game, at, seats), index=k)
        r = view.rounds[k]
        names = tuple(view.players[s] for s in r.seats)
        assert names == at, (label, k, names, at)
        assert names[r.plan.dealer] == dealers[k], (label, k, names[r.plan.dealer], dealers[k])
        if game != SHED:
            assert r.plan.cards == cards, (label, k, r.plan.cards, cards)
        played = Played(at, dealers[k], cards, seats if game != SHED else
                        {p: (None, None, 0) for p in at})
        played.points = dict(zip(at, r.points))
        rounds.append(played)
    assert view.players == order, (label, view.players)
    assert (view.status == "finished") == finish, (label, view.status)
    return Game(label, game, order, finish, tuple(view.winners) if finish else (), left,
                higher_wins, rounds, view.id)


def play(svc) -> list[Game]:
    c14, c13 = SetUp.of(4).cards, SetUp.of(5).cards  # 3 or 4 at the table: 14; 5: 13
    assert SetUp.of(3).cards == c14 == 14 and c13 == 13
    g1 = _script(svc, "G1", SIX, ("Ann", "Bob", "Cy"), 0, {}, [
        (None, ("Ann", "Bob", "Cy"),
         {"Ann": (4, 4, 0), "Bob": (6, 9, 0), "Cy": (0, 0, 0)}, 14),
        ([{"change": "join", "player": "Dee", "after": "Bob", "start": "average"},
          {"change": "join", "player": "Eve", "after": None}],
         ("Eve", "Ann", "Bob", "Dee", "Cy"),
         {"Eve": (3, 3, 0), "Ann": (2, 2, 0), "Bob": (6, 6, 0), "Dee": (1, 0, 0),
          "Cy": (1, 1, 0)}, c13),
        ([{"change": "sit_out", "player": "Bob"}], ("Eve", "Ann", "Dee", "Cy"),
         {"Eve": (5, 5, 0), "Ann": (4, 4, 0), "Dee": (2, 3, 0), "Cy": (1, 1, 0)}, c14),
        ([{"change": "come_back", "player": "Bob"}, {"change": "leave", "player": "Cy"}],
         ("Eve", "Ann", "Bob", "Dee"),
         {"Eve": (0, 0, 0), "Ann": (6, 7, 1), "Bob": (4, 4, 0), "Dee": (2, 3, 0)}, c14),
        ([{"change": "join", "player": "Fay", "after": "Dee", "start": {"takes_over": "Cy"}}],
         ("Eve", "Ann", "Bob", "Dee", "Fay"),
         {"Eve": (1, 1, 0), "Ann": (2, 2, 0), "Bob": (3, 3, 0), "Dee": (4, 4, 0),
          "Fay": (2, 2, 0)}, c13),
        ([{"change": "join", "player": "Gus", "after": "Fay"},
          {"change": "sit_out", "player": "Gus"}],
         ("Eve", "Ann", "Bob", "Dee", "Fay"),
         {"Eve": (6, 6, 0), "Ann": (2, 2, 0), "Bob": (2, 1, 0), "Dee": (1, 1, 0),
          "Fay": (3, 2, 0)}, c13),
    ], ("Eve", "Ann", "Bob", "Dee", "Fay", "Gus", "Cy"), ("Cy",), True)
    g2 = _script(svc, "G2", WHIST, ("Ann", "Bob", "Cy"), 1, {"short": True}, [
        (None, ("Ann", "Bob", "Cy"), {"Ann": (2, 2, 0), "Bob": (3, 3, 0), "Cy": (1, 2, 0)}, 7),
        ([{"change": "sit_out", "player": "Bob"},
          {"change": "join", "player": "Dee", "after": "Cy", "start": "average"}],
         ("Ann", "Cy", "Dee"), {"Ann": (6, 6, 0), "Cy": (0, 0, 0), "Dee": (1, 0, 0)}, 6),
        ([{"change": "come_back", "player": "Bob"}], ("Ann", "Bob", "Cy", "Dee"),
         {"Ann": (5, 5, 0), "Bob": (0, 0, 0), "Cy": (1, 0, 0), "Dee": (0, 0, 0)}, 5),
        ([{"change": "leave", "player": "Ann"},
          {"change": "join", "player": "Hal", "after": "Dee", "start": {"takes_over": "Ann"}},
          {"change": "sit_out", "player": "Hal"}],
         ("Bob", "Cy", "Dee"), {"Bob": (1, 0, 0), "Cy": (2, 1, 0), "Dee": (0, 3, 0)}, 4),
        (None, ("Bob", "Cy", "Dee"), {"Bob": (2, 0, 0), "Cy": (0, 2, 0), "Dee": (2, 1, 0)}, 3),
        (None, ("Bob", "Cy", "Dee"), {"Bob": (1, 2, 0), "Cy": (1, 0, 0), "Dee": (1, 0, 0)}, 2),
        (None, ("Bob", "Cy", "Dee"), {"Bob": (1, 0, 0), "Cy": (1, 0, 0), "Dee": (1, 1, 0)}, 1),
    ], ("Ann", "Bob", "Cy", "Dee", "Hal"), ("Ann",), True)
    assert g2.winners == ("Hal",)  # a seat that never played: its win is nobody's
    g3 = _script(svc, "G3", SHED, ("Ann", "Bob", "Cy"), 0, {"mode": "classic", "games": 3}, [
        (None, ("Ann", "Bob", "Cy"), {"Ann": (0,), "Bob": (12,), "Cy": (30,)}, 0),
        ([{"change": "join", "player": "Eve", "after": "Ann", "start": "worst"}],
         ("Ann", "Eve", "Bob", "Cy"), {"Ann": (5,), "Eve": (0,), "Bob": (8,), "Cy": (2,)}, 0),
        ([{"change": "leave", "player": "Cy"}], ("Ann", "Eve", "Bob"),
         {"Ann": (9,), "Eve": (4,), "Bob": (0,)}, 0),
    ], ("Ann", "Eve", "Bob", "Cy"), ("Cy",), False)
    assert g3.winners == ("Ann",)  # Eve's 4 points came on top of a start of 30
    g4 = _script(svc, "G4", SIX, ("Ann", "Bob", "Cy", "Dee"), 2,
                 {"ending": "target", "target": 5}, [
        (None, ("Ann", "Bob", "Cy", "Dee"),
         {"Ann": (5, 5, 0), "Bob": (3, 4, 0), "Cy": (0, 0, 0), "Dee": (6, 4, 0)}, c14),
    ], ("Ann", "Bob", "Cy", "Dee"), (), True)
    g5 = _script(svc, "G5", SIX, ("Ann", "Bob", "Cy"), 0, {}, [
        (None, ("Ann", "Bob", "Cy"), {"Ann": (3, 3, 0), "Bob": (4, 4, 0), "Cy": (6, 6, 0)}, 14),
    ], ("Ann", "Bob", "Cy"), (), True, finish=False)
    svc.change_table(g5.id, [{"change": "join", "player": "Zed", "after": "Cy"}])
    return [g1, g2, g3, g4, g5]


# -- what the figures should be, from the rounds above alone ----------------------------------

def _nearest(game: str, call: int, tricks: int) -> int:
    if game == SIX and call == 6:  # the 6/9 card: 6 up to 7, 9 from 8
        return 6 if tricks <= 7 else 9
    return call


def figures(games: list[Game], player: str | None = None) -> dict:
    """`scorepad stats --format json` (STATS.md) of the finished games, the judged tricks
    aside (none are kept with these games)."""
    out: dict[str, dict] = {}
    for g in games:
        if not g.finished:
            continue
        played = {p for r in g.rounds for p in r.at}
        if player is not None and player not in played:
            continue
        e = out.setdefault(g.game, {"games": 0, "rounds": 0, "players": {}})
        e["games"] += 1
        e["rounds"] += len(g.rounds)
        for name in sorted(played):
            p = e["players"].setdefault(name, {"games": 0, "wins": 0, "rounds": 0,
                                               "points": 0, "met": 0, "error": 0, "held": 0,
                                               "at6": 0, "at9": 0, "doubles": 0, "out": 0,
                                               "hand": {}, "seat": {}})
            p["games"] += 1
            p["wins"] += name in g.winners
        for r in g.rounds:
            n = len(r.at)
            d = r.at.index(r.dealer)
            for i, name in enumerate(r.at):
                p = e["players"][name]
                p["rounds"] += 1
                p["points"] += r.points[name]
                p["out"] += r.points[name] == 0
                if g.game == SHED:
                    continue
                call, tricks, doubles = r.seats[name]
                p["doubles"] += doubles
                met = tricks in ((6, 9) if g.game == SIX and call == 6 else (call,))
                p["met"] += met
                p["error"] += tricks - _nearest(g.game, call, tricks)
                if g.game == SIX and call == 6:
                    p["held"] += 1
                    p["at6"] += tricks == 6
                    p["at9"] += tricks == 9
                for key, table in ((str(r.cards), p["hand"]), (str((i - d) % n or n), p["seat"])):
                    cell = table.setdefault(key, [0, 0])
                    cell[0] += met
                    cell[1] += 1
    result = {}
    for game, e in out.items():
        players = {}
        for name, p in sorted(e["players"].items()):
            if player is not None and name != player:
                continue
            f = {"games": p["games"], "wins": p["wins"], "rounds": p["rounds"],
                 "points": p["points"], "points_per_round": round(p["points"] / p["rounds"], 2)}
            if game != SHED:
                f.update(calls_met=p["met"], met_rate=round(p["met"] / p["rounds"], 3),
                         mean_error=round(p["error"] / p["rounds"], 2),
                         by_hand_size=dict(sorted(p["hand"].items(), key=lambda kv: int(kv[0]))),
                         by_seat_from_dealer=dict(sorted(p["seat"].items(),
                                                         key=lambda kv: int(kv[0]))))
            if game == SIX:
                f["six_nine"] = {"held": p["held"], "met_at_6": p["at6"], "met_at_9": p["at9"]}
                f["doubles"] = p["doubles"]
            if game == SHED:
                f["rounds_out"] = p["out"]
            players[name] = f
        result[game] = {"games": e["games"], "rounds": e["rounds"], "players": players}
    return {"games": result}


def _scored(g: Game) -> dict[str, int]:
    """Each player's points over the rounds they played in `g` (no starting total)."""
    out: dict[str, int] = {}
    for r in g.rounds:
        for name in r.at:
            out[name] = out.get(name, 0) + r.points[name]
    return out


def player(games: list[Game], name: str) -> dict:
    """The Statistics screen's figures of `name` (scorepad.services.figures.stats.player_stats),
    over the finished games as `scorepad stats` (docs/stats.md): games played (a round at least),
    finished (the same), wins, rounds, points, the form (every round played, oldest first), the
    best total per game id (points of the rounds played, in a game the player did not leave),
    and head to head (games both played and neither left: who scored more, or less where the
    lowest total wins)."""
    mine = [g for g in games if g.finished and name in _scored(g)]
    form = [r.points[name] for g in mine for r in g.rounds if name in r.at]
    best: dict[str, int] = {}
    h2h: dict[str, list[int]] = {}
    for g in mine:
        if not g.finished or name in g.left:
            continue
        scored = _scored(g)
        mine_total = scored[name]
        better = max if g.higher_wins else min
        best[g.game] = better(best.get(g.game, mine_total), mine_total)
        for other, total in scored.items():
            if other == name or other in g.left:
                continue
            cell = h2h.setdefault(other, [0, 0, 0])
            cell[0] += 1
            ahead = mine_total > total if g.higher_wins else mine_total < total
            behind = mine_total < total if g.higher_wins else mine_total > total
            cell[1] += ahead
            cell[2] += behind
    return {"games": len(mine), "finished": sum(g.finished for g in mine),
            "wins": sum(name in g.winners for g in mine), "rounds": len(form),
            "points": sum(form), "form": tuple(form), "best": best,
            "head_to_head": {o: tuple(c) for o, c in h2h.items()}}


def everyone(games: list[Game]) -> list[str]:
    """The players who played a round of a finished game."""
    return sorted({p for g in games if g.finished for r in g.rounds for p in r.at},
                  key=str.casefold)
