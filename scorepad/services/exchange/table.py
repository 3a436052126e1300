"""The table's changes in an imported document (format 2, PLAYERS.md): checked as the app
checks a change, each refusal one sentence naming the game and the round, placed where the file
says it (``games[0].changes[3].player: ...``); then the engine's changes and each round's table.

A document lists `players` (every seat the game has had, clockwise at its end) and `changes`
naming them; a format 1 document has no changes (every seat at the table in every round).
Pure: nothing here reads or writes the store.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules import table as tables_of
from rules.errors import RulesError
from rules.language import Renderer
from rules.replay import Seated
from rules.scoresheet import ScoreSheet
from rules.table import Change, Table
from scorepad.names import tidy_name
from scorepad.services.exchange.format import ChangeDoc, ExchangeError, GameDoc
from scorepad.services.games.table import (END, JOIN, ROUNDS, TAKES_OVER, change_doc,
                                           engine_changes, start_doc)


@dataclass(frozen=True)
class Lineup:
    """What a document's changes come to: the changes as stored (`docs`, the export's form),
    as the engine plays them (`engine`), and the players of the start."""

    docs: list[dict[str, Any]]
    engine: list[Change]
    start: list[str]


def _said(exc: RulesError, players: Sequence[str]) -> str:
    """The engine's sentence in English, the seats it names by their players' names."""
    if exc.said is None:
        return exc.message
    return Renderer("en", list(players)).message(exc.said)


def _names(seq: Sequence[str]) -> str:
    return ", ".join(repr(n) for n in seq)


def _named(doc: dict[str, Any]) -> set[str]:
    """The players a stored change names as having a seat (not the `after` of a join: who
    sits after a player without a seat yet is refused as such)."""
    start = doc.get("start")
    out = {doc.get("player"), start.get(TAKES_OVER) if isinstance(start, dict) else None}
    return {n for n in out if n is not None}


def _stored(at: str, k: int, c: ChangeDoc, players: Sequence[str]) -> dict[str, Any]:
    """Change `k` as stored, its names tidied; what its kind lacks or has too many of, and a
    name that is no player of the game, refused."""
    cat = f"{at}.changes[{k}]"
    given = c.model_fields_set
    if c.change == ROUNDS:
        if c.rounds is None:
            raise ExchangeError(f"{cat}.rounds: a change of the rounds before round "
                                f"{c.before_round + 1} says how many the game has (this field "
                                "is required)")
        extra = [f for f in ("player", "after", "start") if f in given]
    elif c.change == END:
        extra = [f for f in ("player", "after", "start", "rounds", "removed") if f in given]
    else:
        if c.player is None:
            raise ExchangeError(f"{cat}.player: the change {c.change!r} before round "
                                f"{c.before_round + 1} names its player (this field is "
                                "required)")
        extra = ["rounds"] if "rounds" in given else []
        if c.change != JOIN:
            extra += [f for f in ("after", "start") if f in given]
    if extra:
        raise ExchangeError(f"{cat}.{extra[0]}: the change {c.change!r} (before round "
                            f"{c.before_round + 1}) has no {extra[0]}")
    if c.change in (ROUNDS, END):
        return change_doc({"before_round": c.before_round, "change": c.change,
                           "rounds": c.rounds, "removed": c.removed})

    def known(field: str, name: str) -> str:
        tidy = tidy_name(name)
        if tidy not in players:
            raise ExchangeError(f"{cat}.{field}: {name!r} is not a player of this game "
                                f"(before round {c.before_round + 1}; players: "
                                f"{_names(players)})")
        return tidy

    player = known("player", c.player)
    doc: dict[str, Any] = {"before_round": c.before_round, "change": c.change, "player": player,
                           "removed": c.removed}
    if c.change == JOIN:
        for field in ("after", "start"):
            if field not in given or (field == "start" and c.start is None):
                raise ExchangeError(f"{cat}.{field}: a join (before round "
                                    f"{c.before_round + 1}) says " + (
                                        "whom the player sits after, clockwise (null: first "
                                        "in the list)" if field == "after"
                                        else "how the player's total starts") +
                                    " (this field is required)")
        after = None if c.after is None else known("after", c.after)
        if isinstance(c.start, str):
            start: Any = c.start
        else:
            start = start_doc(TAKES_OVER, known("start.takes_over", c.start.takes_over))
        doc.update(after=after, start=start)
    return change_doc(doc)


def lineup(at: str, doc: GameDoc, players: list[str]) -> Lineup:
    """The changes of document `doc` (game `at`, its `players` cleaned) checked: the names,
    their order and the players' order the joins give; `ExchangeError` with one sentence
    otherwise. The tables are worked out by `seat`."""
    if doc.changes and doc.format_version == 1:
        raise ExchangeError(f"{at}.changes: a document of format_version 1 has no changes of "
                            "the table (they came with format_version 2)")
    count = len(doc.rounds)
    docs: list[dict[str, Any]] = []
    last = 0
    for k, c in enumerate(doc.changes):
        cat = f"{at}.changes[{k}]"
        if c.before_round < last:
            raise ExchangeError(f"{cat}.before_round: the changes are listed in the order they "
                                f"were made, so this one cannot be before round "
                                f"{c.before_round + 1} after one before round {last + 1}")
        if c.before_round > count:
            raise ExchangeError(f"{cat}.before_round: a change before round "
                                f"{c.before_round + 1} cannot be: the game has {count} "
                                f"round{'s' if count != 1 else ''}, so the next is round "
                                f"{count + 1}")
        last = c.before_round
        docs.append(_stored(at, k, c, players))
    # a join names a new player: nobody named by a change before it, nor seated in a round
    # before it (a player who sat out comes back instead)
    first_round: dict[str, int] = {}  # the first round each name plays
    for j, rd in enumerate(doc.rounds):
        for s in rd.seats:
            first_round.setdefault(tidy_name(s.player), j)
    named: set[str] = set()
    for k, d in enumerate(docs):
        if d["change"] == JOIN:
            number = d["before_round"] + 1
            played = first_round.get(d["player"])
            played = played if played is not None and played < d["before_round"] else None
            if d["player"] in named or played is not None:
                raise ExchangeError(
                    f"{at}.changes[{k}].player: {d['player']!r} already has a seat in this game "
                    f"before round {number}" + (f" (and plays round {played + 1})"
                                                if played is not None else "")
                    + ", so cannot join it: a player who sat out comes back instead")
        named.update(_named(d))
    joiners = [d["player"] for d in docs if d["change"] == JOIN]
    start = [p for p in players if p not in joiners]
    order = list(start)
    for k, d in enumerate(docs):
        if d["change"] == JOIN:
            if d["after"] is not None and d["after"] not in order:
                raise ExchangeError(f"{at}.changes[{k}].after: {d['player']!r} joins before "
                                    f"round {d['before_round'] + 1} after {d['after']!r}, who "
                                    "has no seat by then")
            order.insert(0 if d["after"] is None else order.index(d["after"]) + 1, d["player"])
    if order != players:
        raise ExchangeError(f"{at}.players: the joins (their 'after') seat the players in the "
                            f"order {_names(order)}, not {_names(players)}")
    return Lineup(docs=docs, engine=engine_changes(docs, players), start=start)


def upto(seats: Lineup, players: Sequence[str], first_dealer: int,
         rounds: int) -> tuple[list[str], int, list[Change]]:
    """The game as it stood for its first `rounds` rounds (the rounds a file's checks reach
    before a round that does not fit): its players then (those joining later left out), its
    first dealer among them and the changes before those rounds, as the engine plays them."""
    return _part(seats.docs, [k for k, d in enumerate(seats.docs)
                              if d["before_round"] <= rounds], players, first_dealer)


def _part(docs: Sequence[dict[str, Any]], kept: Sequence[int], players: Sequence[str],
          first_dealer: int) -> tuple[list[str], int, list[Change]]:
    """The game with only the changes `kept` (indexes into `docs`): the players who joined
    by another change left out, the first dealer among the others, the kept changes as the
    engine plays them."""
    keep = set(kept)
    later = {d["player"] for k, d in enumerate(docs) if d["change"] == JOIN and k not in keep}
    then = [p for p in players if p not in later]
    return (then, then.index(players[first_dealer]),
            engine_changes([docs[k] for k in kept], then))


def seat(at: str, doc: GameDoc, players: list[str], sheet: ScoreSheet, options: Any,
         seats: Lineup) -> list[Table]:
    """Each round's table as the replay seats it (rounds 0 .. the number of rounds: the last
    is the round to enter next). A change the engine refuses is placed at the change that
    makes it: the first of the list the engine cannot make (come back without having sat out,
    take over a seat that has not left...), or, for a table out of range or without its
    colour, the last change before that round."""
    count = len(doc.rounds)
    docs = seats.docs
    if getattr(sheet, "takes_out_at_two", False):  # a colour taken out is one of the game's
        for k, d in enumerate(docs):
            if d.get("removed") is not None:
                try:
                    sheet.options(2, {**options, "removed": d["removed"]})
                except RulesError as exc:
                    if exc.at == "removed":
                        raise ExchangeError(f"{at}.changes[{k}].removed: {exc.message} (the "
                                            f"change before round {d['before_round'] + 1})"
                                            ) from None

    def part(upto: int) -> tuple[list[str], int, list[Change]]:
        """The game with its first `upto` changes only (those who join later left out)."""
        return _part(docs, range(upto), players, doc.first_dealer)

    def seated(upto: int) -> list[Table]:
        names, first, engine = part(upto)
        return Seated(sheet, players=len(names), first_dealer=first, options=options,
                      changes=engine, count=count).tables

    try:
        return Seated(sheet, players=len(players), first_dealer=doc.first_dealer,
                      options=options, changes=seats.engine, count=count).tables
    except RulesError:
        pass
    # the first round whose changes the engine refuses: the lists up to the end of each
    # round's changes fail from that round on (the engine stops at the first it refuses)
    ends = [k + 1 for k, d in enumerate(docs)
            if k + 1 == len(docs) or docs[k + 1]["before_round"] != d["before_round"]]
    end = ends[_first(len(ends), lambda g: _refused(lambda: seated(ends[g])) is not None)]
    names = part(end)[0]
    refused = _refused(lambda: seated(end))
    assert refused is not None
    begin = next((e for e in reversed(ends) if e < end), 0)

    def same(upto: int) -> bool:  # the changes up to `upto`, on their own, fail the same way
        them, first, engine = part(upto)
        alone = _refused(lambda: tables_of.seating(len(them), first, engine, count))
        return alone is not None and _said(alone, them) == _said(refused, names)

    # within that round's changes: the one the engine stops at, or (the table they leave
    # together refused) the last of them
    k = begin + _first(end - begin, lambda m: same(begin + m + 1))
    raise ExchangeError(f"{at}.changes[{min(k, end - 1)}]: {_said(refused, names)}")


def _refused(run: Any) -> RulesError | None:
    """What the engine says running `run`: its refusal, or None."""
    try:
        run()
    except RulesError as exc:
        return exc
    return None


def _first(n: int, holds: Any) -> int:
    """The first of 0 .. n-1 for which `holds` (false, then true for good) is true; n: none."""
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi) // 2
        if holds(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo
