"""Import: every game of an export file checked (replayed by the rules, `rules.replay`) before
anything is written, then all written in one transaction, or nothing. Game ids are stable
UUIDs: a game already in the store is skipped, left as it was.

A format 2 document's changes of the table (PLAYERS.md) are checked as the app checks a change
(table.py), each round's seats against the table they leave, and the game stored with
its changes and each round at its seats.
"""

from __future__ import annotations

import math
import re
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Iterator, Sequence

from sqlalchemy.exc import SQLAlchemyError

from rules.errors import RulesError
from rules.registry import GAMES, scoresheet
from rules.replay import ReplayedRound, replay
from rules.scoresheet import RoundEntry, SeatEntry
from rules.table import Change, Table
from scorepad.app_message import app_msg
from scorepad.names import tidy_name
from scorepad.services import live
from scorepad.services.exchange.format import ExchangeError, GameDoc, RoundDoc, parse_document
from scorepad.services.exchange.table import lineup, seat, upto
from scorepad.services.games.errors import GameError
from scorepad.services.games.setup import clean_names
from scorepad.services.games.views import ACTIVE, FINISHED
from scorepad.store import repo
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.store.round_rows import TrumpReader
from scorepad.store.limits import KIND_MAX, TRUMP_MAX, control_character, stored_time


@dataclass
class ImportResult:
    imported: list[str] = field(default_factory=list)  # game ids written
    skipped: list[str] = field(default_factory=list)  # already in the store: left as they were


@dataclass(frozen=True)
class _Prepared:
    doc: GameDoc
    players: list[str]  # every seat the game has had, clockwise
    options: dict[str, Any]
    # index, dealer (numbering the round's table), entry, points, the game's seats at the table
    rounds: list[tuple[int, int, RoundEntry, tuple[int, ...], tuple[int, ...]]]
    status: str
    winners: list[int] | None
    changes: list[dict[str, Any]] = field(default_factory=list)  # as stored (the export's form)
    engine: list[Change] = field(default_factory=list)  # as the engine plays them


_SEAT_FIELDS = ("call", "tricks", "doubles", "hand", "hand_value")


def _utc(dt: datetime | None) -> datetime | None:
    """A file's time: without an offset it is read as UTC (checked by `_check_fields`)."""
    if dt is None:
        return None
    return stored_time(dt)


def _check_text(where: str, value: str | None, *, limit: int | None, what: str,
                empty: bool = True) -> None:
    if value is None:
        return
    if not empty and not value.strip():
        raise ExchangeError(f"{where}: {what} is empty")
    if limit is not None and len(value) > limit:
        raise ExchangeError(f"{where}: {what} is {len(value)} characters long; at most {limit} "
                            "can be stored")
    bad = control_character(value)
    if bad is not None:
        raise ExchangeError(f"{where}: {what} contains a control character ({bad}); "
                            "it cannot be stored")


def _check_time(where: str, value: datetime | None) -> None:
    if value is None:
        return
    try:
        stored_time(value)
    except ValueError as exc:
        raise ExchangeError(f"{where}: {exc}") from None


def _check_json(where: str, value: Any) -> None:
    """A free-form JSON value (a judged trick's request, answer or plays; options) that both
    databases' JSON columns store: finite numbers of at most 4000 digits, no lone surrogates
    (PostgreSQL refuses both; SQLite would keep what no JSON reader reads back)."""
    stack = [(where, value)]
    while stack:
        place, item = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            raise ExchangeError(f"{place}: {item!r} is not a number JSON can store")
        if isinstance(item, int) and not isinstance(item, bool) and item.bit_length() > 13_000:
            raise ExchangeError(f"{place}: a number of thousands of digits cannot be stored")
        if isinstance(item, str) and _SURROGATE.search(item):
            raise ExchangeError(f"{place}: the text holds an unpaired UTF-16 surrogate; "
                                "it cannot be stored")
        if isinstance(item, dict):
            for key, sub in item.items():
                if _SURROGATE.search(key):
                    raise ExchangeError(f"{place}: a key holds an unpaired UTF-16 surrogate; "
                                        "it cannot be stored")
                stack.append((f"{place}.{key}", sub))
        elif isinstance(item, list):
            stack.extend((f"{place}[{k}]", sub) for k, sub in enumerate(item))


_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_fields(at: str, doc: GameDoc) -> None:
    """What every database must be able to store, checked the same way for all of them: an
    export from SQLite imports into PostgreSQL (scorepad/store/limits.py)."""
    for k, name in enumerate(doc.players):
        _check_text(f"{at}.players[{k}]", name, limit=None, what="the name")
    _check_json(f"{at}.options", doc.options)
    _check_time(f"{at}.created_at", doc.created_at)
    _check_time(f"{at}.finished_at", doc.finished_at)
    for k, c in enumerate(doc.changes):
        for name in ("player", "after", "removed"):
            _check_text(f"{at}.changes[{k}].{name}", getattr(c, name), limit=None,
                        what="the colour" if name == "removed" else "the name")
        if c.start is not None and not isinstance(c.start, str):
            _check_text(f"{at}.changes[{k}].start.takes_over", c.start.takes_over, limit=None,
                        what="the name")
    for j, rd in enumerate(doc.rounds):
        _check_text(f"{at}.rounds[{j}].trump", rd.trump, limit=TRUMP_MAX, what="the trump")
        for k, seat in enumerate(rd.seats):
            _check_text(f"{at}.rounds[{j}].seats[{k}].player", seat.player, limit=None,
                        what="the name")
    for k, t in enumerate(doc.judged_tricks):
        tat = f"{at}.judged_tricks[{k}]"
        _check_text(f"{tat}.kind", t.kind, limit=KIND_MAX, what="the kind", empty=False)
        if "\x00" in t.explanation:
            raise ExchangeError(f"{tat}.explanation: the text contains a NUL character "
                                "(U+0000); it cannot be stored")
        _check_json(f"{tat}.explanation", t.explanation)
        for name in ("plays", "request", "answer"):
            _check_json(f"{tat}.{name}", getattr(t, name))
        _check_time(f"{tat}.created_at", t.created_at)


def _misfit(rat: str, j: int, rd: RoundDoc, players: Sequence[str],
            table: Table | None = None) -> str | None:
    """Why round `j` of a file does not fit the game (out of order, other seats), or None.
    `table`: the round's table when the game's table changes (its seats, in order)."""
    if rd.index != j:
        return f"{rat}.index: rounds must be in order from 0; expected {j}, not {rd.index}"
    seated = players if table is None else [players[s] for s in table.seats]
    if len(rd.seats) != len(seated):
        if table is None:
            return f"{rat}.seats: {len(rd.seats)} seats, but the game has {len(players)} players"
        return (f"{rat}.seats: {len(rd.seats)} seats, but {len(seated)} players are at the "
                f"table in round {j + 1} after the changes: {', '.join(map(repr, seated))}")
    for k, seat in enumerate(rd.seats):
        if tidy_name(seat.player) != seated[k]:
            where = "this game" if table is None else f"round {j + 1}"
            return (f"{rat}.seats[{k}].player: {seated[k]!r} sits here in {where}, "
                    f"not {seat.player!r}")
    return None


def _refusal(rat: str, done: ReplayedRound) -> str:
    """A refused round's first problem, placed where the file says it."""
    p = done.problems[0]
    if done.plan is None:  # the rules could not plan the round at all
        return f"{rat}: {p.message}"
    field_name = {"points": "hand_value"}.get(p.field or "", p.field)
    if p.seat is not None:  # the game's seat: its place in the round's seats
        where = f"{rat}.seats[{done.seats.index(p.seat) if p.seat in done.seats else p.seat}]"
    elif field_name in _SEAT_FIELDS:  # about all seats together, e.g. the tricks' sum
        where = f"{rat}.seats[*]"
    else:
        where = rat
    if field_name:
        where += f".{field_name}"
    more = f" (and {len(done.problems) - 1} more)" if len(done.problems) > 1 else ""
    return f"{where}: {p.message}{more}"


def _prepare(i: int, doc: GameDoc) -> _Prepared:
    at = f"games[{i}]"
    _check_fields(at, doc)
    if doc.game not in GAMES:
        raise ExchangeError(f"{at}.game: unknown game {doc.game!r}; the games are "
                            f"{', '.join(GAMES)}")
    sheet = scoresheet(doc.game)
    try:
        players = clean_names(doc.players)
    except GameError as exc:
        raise ExchangeError(app_msg("{place}: {reason}", place=f"{at}.players",
                                    reason=exc.message)) from None
    seats = lineup(at, doc, players)  # the changes' names, order and places; the first dealer
    n = len(seats.start)
    if not sheet.min_players <= n <= sheet.max_players:
        raise ExchangeError(f"{at}.players: {sheet.title} is played by {sheet.min_players} to "
                            f"{sheet.max_players} players, not {n}"
                            + (" at the start" if len(players) > n else ""))
    try:
        options = sheet.options(n, doc.options)
    except RulesError as exc:
        where = f"{at}.options" + (f".{exc.at}" if exc.at else "")
        raise ExchangeError(f"{where}: {exc.message}") from None
    if doc.first_dealer >= len(players):
        raise ExchangeError(f"{at}.first_dealer: a seat from 0 to {len(players) - 1}, "
                            f"not {doc.first_dealer}")
    if players[doc.first_dealer] not in seats.start:
        raise ExchangeError(f"{at}.first_dealer: {players[doc.first_dealer]!r} joined the game "
                            "later; the first dealer is a player of the start")
    tables = seat(at, doc, players, sheet, options, seats) if seats.engine else None
    entries: list[RoundEntry] = []
    # each round's trump read into its value once, as the store reads its rows
    trump_of = TrumpReader(sheet, players=len(players), first_dealer=doc.first_dealer,
                           options=options, changes=seats.engine)
    misfit = None  # the first round that does not fit the game's seats, if any
    for j, rd in enumerate(doc.rounds):
        misfit = _misfit(f"{at}.rounds[{j}]", j, rd, players,
                         tables[j] if tables is not None else None)
        if misfit is not None:
            break
        entries.append(RoundEntry(
            seats=tuple(SeatEntry(call=s.call, tricks=s.tricks, doubles=s.doubles,
                                  hand=tuple(s.hand) if s.hand is not None else None,
                                  points=s.hand_value) for s in rd.seats),
            trump=trump_of(j, rd.trump), voids=rd.voids))
    n, first, engine = len(players), doc.first_dealer, seats.engine
    if misfit is not None and engine:  # the rounds before it, as the game stood then
        then, first, engine = upto(seats, players, doc.first_dealer, len(entries))
        n = len(then)
    played = replay(sheet, players=n, first_dealer=first, options=options, entries=entries,
                    check=True, changes=engine)
    for done in played.rounds:
        rat = f"{at}.rounds[{done.index}]"
        if done.ended is not None:
            raise ExchangeError(f"{rat}: the game was already over after {done.index} rounds "
                                f"({done.ended.explanation})")
        if done.problems:
            raise ExchangeError(_refusal(rat, done))
    if misfit is not None:
        raise ExchangeError(misfit)
    rounds = [(done.index, done.plan.dealer, done.entry, done.points, done.seats)
              for done in played.rounds]
    standing = played.standing
    for k, t in enumerate(doc.judged_tricks):
        if t.round_index is not None and t.round_index > len(rounds):
            raise ExchangeError(f"{at}.judged_tricks[{k}].round_index: the game has no round "
                                f"{t.round_index}")
    return _Prepared(doc=doc, players=players, options=options, rounds=rounds,
                     status=FINISHED if standing.over else ACTIVE,
                     winners=list(standing.winners) if standing.over else None,
                     changes=seats.docs, engine=seats.engine)


class ImportJob:
    """An import done in steps, so the app can show how far it is: `check` replays a few games
    at a time (nothing is written), then `write` stores them all in one transaction, or
    nothing. `import_text` is the same in one call.

    >>> from scorepad.store.db import open_store
    >>> job = ImportJob(open_store("sqlite://"), "[]")
    >>> job.total, job.check(), job.write()
    (0, True, ImportResult(imported=[], skipped=[]))
    """

    def __init__(self, store: Store, text: str) -> None:
        self.store = store
        self.docs = parse_document(text)  # ExchangeError when the file is not an export
        self.total = len(self.docs)
        self._prepared: list[_Prepared] = []
        self._seen: dict[uuid.UUID, int] = {}
        self.result: ImportResult | None = None  # set by `write` / `writing`

    @property
    def checked(self) -> int:
        """How many games have been checked so far."""
        return len(self._prepared)

    @property
    def prepared(self) -> tuple[_Prepared, ...]:
        """The games checked so far, as they would be written (names cleaned, changes seated)."""
        return tuple(self._prepared)

    def check(self, count: int | None = None) -> bool:
        """Check up to `count` more games (all when None); True once every game is checked.
        Raises `ExchangeError` naming the first thing wrong (nothing was written)."""
        end = self.total if count is None else min(self.total, self.checked + max(count, 1))
        for i in range(self.checked, end):
            doc = self.docs[i]
            if doc.id in self._seen:
                raise ExchangeError(f"games[{i}].id: the same game as games[{self._seen[doc.id]}] "
                                    f"({doc.id})")
            self._seen[doc.id] = i
            self._prepared.append(_prepare(i, doc))
        return self.checked == self.total

    def write(self) -> ImportResult:
        """Write every game checked (all must be), in one transaction; a game already in the
        store is skipped, left as it was."""
        for _ in self.writing():
            pass
        return self.result

    def writing(self) -> Iterator[int]:
        """`write` in steps: yields how many games are written so far, after each one (the
        transaction stays open between steps: drive it from one thread); `result` at the end."""
        if self.checked != self.total:
            raise RuntimeError("ImportJob.write before every game was checked")
        self.result = ImportResult()
        yield from _writing(self.store, self._prepared, self.result)


def import_text(store: Store, text: str) -> ImportResult:
    """Import every game of an export file, all or nothing."""
    job = ImportJob(store, text)
    job.check()
    return job.write()


def _writing(store: Store, prepared: Sequence[_Prepared], result: ImportResult) -> Iterator[int]:
    try:
        with store.transaction() as s:
            for done, p in enumerate(prepared, start=1):
                gid = str(p.doc.id)
                if repo.get_game(session=s, game_id=gid) is not None:
                    result.skipped.append(gid)
                    yield done
                    continue
                finished_at = None
                if p.status == FINISHED:
                    finished_at = _utc(p.doc.finished_at or p.doc.created_at)
                repo.create_game(session=s, game_id=gid, game=p.doc.game, options=p.options,
                                 players=p.players, first_dealer=p.doc.first_dealer,
                                 status=p.status, created_at=_utc(p.doc.created_at),
                                 finished_at=finished_at, winners=p.winners)
                if p.changes:
                    repo.set_changes(session=s, game_id=gid, changes=p.changes)
                for index, dealer, entry, points, seats in p.rounds:
                    repo.put_round(session=s, game_id=gid, index=index, dealer=dealer,
                                   entry=entry, points=points, seats=seats)
                for t in p.doc.judged_tricks:
                    repo.add_judged_trick(session=s, game_id=gid, round_index=t.round_index,
                                          game=p.doc.game, kind=t.kind, plays=t.plays,
                                          request=t.request, answer=t.answer,
                                          explanation=t.explanation,
                                          created_at=_utc(t.created_at))
                result.imported.append(gid)
                yield done
            if result.imported:  # other server processes on the same PostgreSQL reload
                live.announce(s, None, live.START)
    except SQLAlchemyError as exc:
        raise StoreError(f"could not import: {describe_db_error(exc)}") from None
