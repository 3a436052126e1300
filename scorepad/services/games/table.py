"""The table's changes between rounds (PLAYERS.md) at the service's edge: as stored and
exported (players named: ``{"before_round": 2, "change": "join", "player": "Eve", "after":
"Bob", "start": "zero"}``) and as the engine plays them (`rules.table.Change`, seats numbered by
their place in the game's players). Pure.

A stored change names players, so a seat that joins later (and moves the seats after it up one)
never renumbers what was stored; the engine's numbers are worked out at each load from the
game's players as they stand.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from rules.errors import RulesError
from rules.message import msg
from rules.table import (CHANGES, COME_BACK, END, JOIN, LEAVE, ROUNDS, SIT_OUT, STARTS,
                         TAKES_OVER, Change)

__all__ = ["CHANGES", "COME_BACK", "END", "JOIN", "LEAVE", "ROUNDS", "SIT_OUT", "STARTS",
           "TAKES_OVER", "change_doc", "engine_changes", "joined_order", "start_of", "start_doc"]


_BAD_START = msg("a joining player starts at 'zero', 'worst', 'average', or takes over the "
                 "total of a player who left")


def start_of(doc: Mapping[str, Any]) -> tuple[str, str | None]:
    """A join's start as (rule, the name taken over or None)."""
    start = doc.get("start", "zero")
    if isinstance(start, Mapping):
        name = start.get(TAKES_OVER)
        if set(start) != {TAKES_OVER} or not isinstance(name, str):
            raise RulesError(_BAD_START, "start")
        return TAKES_OVER, name
    if start not in STARTS or start == TAKES_OVER:
        raise RulesError(_BAD_START, "start")
    return str(start), None


def start_doc(rule: str, name: str | None) -> Any:
    """A join's start as written: the rule, or {"takes_over": NAME}."""
    return {TAKES_OVER: name} if rule == TAKES_OVER else rule


def change_doc(doc: Mapping[str, Any]) -> dict[str, Any]:
    """A stored change in the export's one form: its keys in order, those of its kind only
    (``before_round, change``, then a join's ``player, after, start``, a sit-out's, come-back's
    or leave's ``player``, a change of the rounds' ``rounds``, nothing more for the end of the
    game; ``removed`` when given).

    >>> change_doc({"start": "zero", "player": "Eve", "change": "join", "before_round": 1,
    ...             "after": None})
    {'before_round': 1, 'change': 'join', 'player': 'Eve', 'after': None, 'start': 'zero'}
    """
    kind = doc.get("change")
    out: dict[str, Any] = {"before_round": doc.get("before_round"), "change": kind}
    if kind == ROUNDS:
        out["rounds"] = doc.get("rounds")
    elif kind == END:
        pass
    elif kind == JOIN:
        start = doc.get("start", "zero")
        out.update(player=doc.get("player"), after=doc.get("after"),
                   start=dict(start) if isinstance(start, Mapping) else start)
    else:
        out["player"] = doc.get("player")
    if doc.get("removed") is not None:
        out["removed"] = doc.get("removed")
    return out


def engine_changes(docs: Sequence[Mapping[str, Any]] | None,
                   players: Sequence[str]) -> list[Change]:
    """The stored changes as the engine's, the players named found among `players` (every
    seat the game has had, clockwise); a name not among them is a `RulesError`."""
    seat = {name: i for i, name in enumerate(players)}
    out: list[Change] = []
    for doc in docs or ():
        kind = doc.get("change")
        before = doc.get("before_round")
        if kind == ROUNDS:
            out.append(Change(before, ROUNDS, rounds=doc.get("rounds")))
            continue
        if kind == END:
            out.append(Change(before, END))
            continue
        name = doc.get("player")
        if name not in seat:
            raise RulesError(msg("a change names {name}, who is not a player of this game",
                                 name=repr(name)), "changes")
        if kind == JOIN:
            rule, taken = start_of(doc)
            if taken is not None and taken not in seat:
                raise RulesError(msg("a change names {name}, who is not a player of this game",
                                     name=repr(taken)), "changes")
            out.append(Change(before, JOIN, seat[name], rule,
                              seat[taken] if taken is not None else None,
                              removed=doc.get("removed")))
        else:
            out.append(Change(before, kind, seat[name], removed=doc.get("removed")))
    return out


def sit_down(order: list[str], name: str, after: str | None) -> None:
    """A joiner takes their seat in `order` (the players clockwise): right after the player
    `after` names, or first when it is None. The one place a join's seat is worked out: the
    round screen's preview and the game service both come here."""
    order.insert(0 if after is None else order.index(after) + 1, name)


def joined_order(start: Sequence[str], docs: Sequence[Mapping[str, Any]]) -> list[str]:
    """The players, clockwise, once the joins of `docs` are made in order: each joiner sits
    right after the player its `after` names (first when null). Raises `RulesError` for an
    `after` that names nobody seated by then."""
    order = list(start)
    for doc in docs:
        if doc.get("change") != JOIN:
            continue
        after = doc.get("after")
        if after is None or after in order:
            sit_down(order, doc.get("player"), after)
        else:
            raise RulesError(msg("{name} joins after {after}, who has no seat by then",
                                 name=repr(doc.get("player")), after=repr(after)), "changes")
    return order


def starting_players(players: Sequence[str], docs: Sequence[Mapping[str, Any]]) -> list[str]:
    """The players of the start, clockwise: every seat but those that joined."""
    joined = {d.get("player") for d in docs if d.get("change") == JOIN}
    return [p for p in players if p not in joined]

