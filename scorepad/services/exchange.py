"""Export and import: games as a JSON document a person can read (docs/export-format.md), and
as CSV (one row per player per round) for spreadsheets.

The JSON form is a list of game documents. What the table reported (players, first dealer,
options, each round's entries) is the game; everything else in a document (points, totals,
status, winners, the dealer's name) is derived, written for the reader and recomputed by the
rules on import. Import checks the whole file before it writes anything: a bad file is
refused with one message naming the place (``games[0].rounds[2].seats[1].tricks: ...``) and
the store is left as it was. Game ids are stable UUIDs, so importing a game twice keeps one.
"""

from __future__ import annotations

import csv
import json
import math
import os
import re
import stat
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Annotated, Any, Literal, Optional, Sequence, TextIO

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from sqlalchemy.exc import SQLAlchemyError

from rules.errors import RulesError
from rules.registry import GAMES, scoresheet
from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games import (FINISHED, GameError, GameService, GameView, MAX_PLAYERS,
                                     MIN_PLAYERS, clean_names, history_problems)
from scorepad.store import repo
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.store.limits import KIND_MAX, TRUMP_MAX, control_character, stored_time

FORMAT_VERSION = 1
#: the largest file `scorepad import` reads (docs/export-format.md); an export of a thousand
#: games is a few MiB
MAX_IMPORT_BYTES = 64 * 1024 * 1024
CSV_COLUMNS = ("game_id", "game", "started", "round", "dealer", "trump", "seat", "player",
               "call", "tricks", "doubles", "hand", "hand_value", "points", "total")


class ExchangeError(ValueError):
    """A file that cannot be imported, or games that cannot be exported: one message."""


# -- the document's schema ---------------------------------------------------------------------

# Whole numbers in a file are bounded: a card game never needs more, and a database column
# cannot hold an arbitrarily large one.
Count = Annotated[int, Field(ge=0, le=10_000)]
Number = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]


class _Doc(BaseModel):
    # strict: 4.0 or "4" is not a trick count, true is not a number; unknown keys are typos.
    model_config = ConfigDict(strict=True, extra="forbid")


class SeatDoc(_Doc):
    player: str
    call: Optional[Count] = None
    tricks: Optional[Count] = None
    doubles: Count = 0
    hand: Optional[list[str]] = None
    hand_value: Optional[Count] = None
    points: Optional[Number] = None  # derived
    explanation: Optional[str] = None  # derived


class RoundDoc(_Doc):
    index: Count
    dealer: Optional[str] = None  # derived: the dealer's name
    leader: Optional[str] = None  # derived
    cards: Optional[Count] = None  # derived
    tricks: Optional[Count] = None  # derived: tricks played
    trump: Optional[str] = None
    voids: Count = 0
    seats: list[SeatDoc]
    totals: Optional[list[Number]] = None  # derived


class JudgedDoc(_Doc):
    round_index: Optional[Count] = None
    kind: str
    plays: list[Any] = Field(default_factory=list)
    request: dict[str, Any]
    answer: dict[str, Any]
    explanation: str = ""
    created_at: datetime


class GameDoc(_Doc):
    format_version: Literal[1]
    id: uuid.UUID
    game: str
    title: Optional[str] = None  # derived
    options: dict[str, Any] = Field(default_factory=dict)
    players: list[str] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    first_dealer: Count
    status: Optional[Literal["active", "finished"]] = None  # derived
    created_at: datetime
    finished_at: Optional[datetime] = None
    rounds: list[RoundDoc] = Field(default_factory=list)
    totals: Optional[list[Number]] = None  # derived
    winners: Optional[list[str]] = None  # derived
    judged_tricks: list[JudgedDoc] = Field(default_factory=list)


_GAMES = TypeAdapter(list[GameDoc])


# -- export ------------------------------------------------------------------------------------

def iso(dt: datetime | None) -> str | None:
    if dt is None:
        return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def game_document(view: GameView, judged: Sequence[dict[str, Any]] = ()) -> dict[str, Any]:
    """One game as the export's JSON object (docs/export-format.md)."""
    names = view.players
    rounds = []
    for r in view.rounds:
        seats = []
        for seat, (entry, score) in enumerate(zip(r.entry.seats, r.scores)):
            seats.append({
                "player": names[seat], "call": entry.call, "tricks": entry.tricks,
                "doubles": entry.doubles,
                "hand": list(entry.hand) if entry.hand is not None else None,
                "hand_value": entry.points, "points": score.points,
                "explanation": score.explanation})
        rounds.append({"index": r.index, "dealer": names[r.plan.dealer],
                       "leader": names[r.plan.leader], "cards": r.plan.cards,
                       "tricks": r.plan.tricks, "trump": r.entry.trump, "voids": r.entry.voids,
                       "seats": seats, "totals": list(r.totals)})
    return {
        "format_version": FORMAT_VERSION, "id": view.id, "game": view.game, "title": view.title,
        "options": view.options, "players": list(names), "first_dealer": view.first_dealer,
        "status": view.status, "created_at": iso(view.created_at),
        "finished_at": iso(view.finished_at), "rounds": rounds, "totals": list(view.totals),
        "winners": list(view.winners),
        "judged_tricks": [{"round_index": t["round_index"], "kind": t["kind"], "plays": t["plays"],
                           "request": t["request"], "answer": t["answer"],
                           "explanation": t["explanation"], "created_at": iso(t["created_at"])}
                          for t in judged],
    }


def _views(store: Store, game_ids: Sequence[str] | None):
    service = GameService(store)
    if game_ids is None:
        with store.session() as s:
            game_ids = list(reversed(repo.game_ids(session=s)))  # oldest first
    for gid in game_ids:
        try:
            yield service.get(gid), service
        except GameError as exc:
            raise ExchangeError(exc.message) from None


def export_games(store: Store, game_ids: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """The JSON documents of the given games (default: all of them, oldest first)."""
    return [game_document(view, service.judged_tricks(view.id))
            for view, service in _views(store, game_ids)]


def dumps(documents: list[dict[str, Any]]) -> str:
    return json.dumps(documents, ensure_ascii=False, indent=2) + "\n"


def write_csv(store: Store, out: TextIO, game_ids: Sequence[str] | None = None) -> int:
    """One row per player per round; returns the number of rows written."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    rows = 0
    for view, _ in _views(store, game_ids):
        for r in view.rounds:
            for seat, (entry, score) in enumerate(zip(r.entry.seats, r.scores)):
                writer.writerow([
                    view.id, view.game, iso(view.created_at), r.index + 1,
                    _cell(view.players[r.plan.dealer]), _cell(r.entry.trump), seat,
                    _cell(view.players[seat]),
                    _cell(entry.call), _cell(entry.tricks), entry.doubles,
                    _cell("; ".join(entry.hand) if entry.hand else None),
                    _cell(entry.points), score.points, r.totals[seat]])
                rows += 1
    return rows


def _cell(value: Any) -> Any:
    """A CSV cell. Text that a spreadsheet would run as a formula (a player called "=1+1")
    gets a leading apostrophe, the usual guard."""
    if value is None:
        return ""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


# -- import ------------------------------------------------------------------------------------

@dataclass
class ImportResult:
    imported: list[str] = field(default_factory=list)  # game ids written
    skipped: list[str] = field(default_factory=list)  # already in the store: left as they were


def _where(loc: Sequence[Any]) -> str:
    out = "games"
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in ("function-after", "function-plain") or str(part).startswith(("literal[", "list[")):
            continue
        else:
            out += f".{part}"
    return out


def _validation_message(exc: ValidationError) -> str:
    errors = exc.errors(include_url=False)
    first = errors[0]
    where = _where(first.get("loc", ()))
    msg = first.get("msg", "invalid value")
    if first.get("type") == "json_invalid":
        ctx = first.get("ctx", {}).get("error", "")
        return f"the file is not valid JSON: {ctx or msg}"
    given = first.get("input")
    if first.get("type") in ("missing",):
        text = f"{where}: this field is required"
    elif first.get("type") == "extra_forbidden":
        text = f"{where}: unknown field (a typo?)"
    else:
        shown = json.dumps(given, ensure_ascii=False, default=str) if given is not None else "null"
        if len(shown) > 60:
            shown = shown[:57] + "..."
        if msg[:2].isupper():  # "UUID input ...": keep the acronym
            text = f"{where}: {msg} (got {shown})"
        else:
            text = f"{where}: {msg[:1].lower() + msg[1:]} (got {shown})"
    if len(errors) > 1:
        text += f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})"
    return text


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MiB" if size >= 1024 * 1024 else f"{size} bytes"


def read_import_file(path: str | os.PathLike, *, limit: int = MAX_IMPORT_BYTES) -> str:
    """An export file's text, read only when it is a regular file of at most `limit` bytes
    (a FIFO, a device such as /dev/zero, a folder is refused at once, before any read).
    A UTF-8 byte-order mark is accepted. Raises `ExchangeError` with one sentence (without
    the path: the caller names the file)."""
    try:
        info = os.stat(path)  # follows links: a link to /dev/zero is a device
    except FileNotFoundError:
        raise ExchangeError("no such file") from None
    except OSError as exc:
        raise ExchangeError(exc.strerror or str(exc)) from None
    _check_file(info, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise ExchangeError(exc.strerror or str(exc)) from None
    with os.fdopen(fd, "rb") as handle:
        _check_file(os.fstat(handle.fileno()), limit)  # the file opened is the one checked
        data = handle.read(limit + 1)
    return decode_import(data, limit=limit)


def read_import_stream(stream, *, limit: int = MAX_IMPORT_BYTES) -> str:
    """An export's text from a binary stream (stdin), at most `limit` bytes."""
    data = stream.read(limit + 1)
    if isinstance(data, str):  # a text stream (tests)
        if len(data) > limit:
            raise ExchangeError(f"it is larger than {_mib(limit)}, the most an export file may be")
        return data.removeprefix("\ufeff")
    return decode_import(data, limit=limit)


def decode_import(data: bytes, *, limit: int = MAX_IMPORT_BYTES) -> str:
    if len(data) > limit:
        raise ExchangeError(f"it is larger than {_mib(limit)}, the most an export file may be")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ExchangeError("it is not UTF-8 text (is it a JSON export?)") from None


def _check_file(info: os.stat_result, limit: int) -> None:
    mode = info.st_mode
    if stat.S_ISDIR(mode):
        raise ExchangeError("it is a folder, not an export file")
    if not stat.S_ISREG(mode):
        kind = ("a named pipe (FIFO)" if stat.S_ISFIFO(mode) else
                "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else
                "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
        raise ExchangeError(f"it is {kind}, not an export file: give a file written by "
                            "scorepad export")
    if info.st_size > limit:
        raise ExchangeError(f"it is {_mib(info.st_size)}; an export file may be at most "
                            f"{_mib(limit)}")


def parse_document(text: str) -> list[GameDoc]:
    """The games in an export file's text; raises `ExchangeError` naming what is wrong where."""
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors write
    stripped = text.lstrip()
    if not stripped:
        raise ExchangeError("the file is empty: expected a JSON list of games")
    if stripped.startswith("{"):  # a single game document: accept it as a list of one
        text = "[" + text + "]"
    elif not stripped.startswith("["):
        raise ExchangeError("the file is not a Scorepad export: expected a JSON list of games")
    try:
        return _GAMES.validate_json(text)
    except ValidationError as exc:
        raise ExchangeError(_validation_message(exc)) from None


@dataclass(frozen=True)
class _Prepared:
    doc: GameDoc
    players: list[str]
    options: dict[str, Any]
    rounds: list[tuple[int, int, RoundEntry, tuple[int, ...]]]  # index, dealer, entry, points
    status: str
    winners: list[int] | None


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
        raise ExchangeError(f"{at}.players: {exc.message}") from None
    n = len(players)
    if not sheet.min_players <= n <= sheet.max_players:
        raise ExchangeError(f"{at}.players: {sheet.title} is played by {sheet.min_players} to "
                            f"{sheet.max_players} players, not {n}")
    try:
        options = sheet.options(n, doc.options)
    except RulesError as exc:
        where = f"{at}.options" + (f".{exc.at}" if exc.at else "")
        raise ExchangeError(f"{where}: {exc.message}") from None
    if doc.first_dealer >= n:
        raise ExchangeError(f"{at}.first_dealer: a seat from 0 to {n - 1}, not {doc.first_dealer}")
    rounds = []
    totals = [0] * n
    for j, rd in enumerate(doc.rounds):
        rat = f"{at}.rounds[{j}]"
        if rd.index != j:
            raise ExchangeError(f"{rat}.index: rounds must be in order from 0; expected {j}, "
                                f"not {rd.index}")
        if len(rd.seats) != n:
            raise ExchangeError(f"{rat}.seats: {len(rd.seats)} seats, but the game has {n} players")
        for k, seat in enumerate(rd.seats):
            if " ".join(seat.player.split()) != players[k]:
                raise ExchangeError(f"{rat}.seats[{k}].player: seat {k} is {players[k]!r} in "
                                    f"this game, not {seat.player!r}")
        standing = sheet.standing(players=n, rounds_played=j, totals=totals, options=options)
        if standing.over:
            raise ExchangeError(f"{rat}: the game was already over after {j} rounds "
                                f"({standing.explanation})")
        try:
            plan = sheet.plan(players=n, first_dealer=doc.first_dealer, index=j, options=options)
        except RulesError as exc:
            raise ExchangeError(f"{rat}: {exc.message}") from None
        entry = RoundEntry(
            seats=tuple(SeatEntry(call=s.call, tricks=s.tricks, doubles=s.doubles,
                                  hand=tuple(s.hand) if s.hand is not None else None,
                                  points=s.hand_value) for s in rd.seats),
            trump=rd.trump, voids=rd.voids)
        problems = list(sheet.check(players=n, plan=plan, entry=entry, options=options))
        problems += history_problems(sheet, n, [r[2] for r in rounds], entry, j, options)
        if problems:
            p = problems[0]
            field_name = {"points": "hand_value"}.get(p.field or "", p.field)
            if p.seat is not None:
                where = f"{rat}.seats[{p.seat}]"
            elif field_name in _SEAT_FIELDS:  # about all seats together, e.g. the tricks' sum
                where = f"{rat}.seats[*]"
            else:
                where = rat
            if field_name:
                where += f".{field_name}"
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise ExchangeError(f"{where}: {p.message}{more}")
        points = tuple(sc.points for sc in sheet.score(players=n, plan=plan, entry=entry,
                                                       options=options))
        totals = [t + p for t, p in zip(totals, points)]
        rounds.append((j, plan.dealer, entry, points))
    standing = sheet.standing(players=n, rounds_played=len(rounds), totals=totals, options=options)
    for k, t in enumerate(doc.judged_tricks):
        if t.round_index is not None and t.round_index > len(rounds):
            raise ExchangeError(f"{at}.judged_tricks[{k}].round_index: the game has no round "
                                f"{t.round_index}")
    return _Prepared(doc=doc, players=players, options=options, rounds=rounds,
                     status=FINISHED if standing.over else "active",
                     winners=list(standing.winners) if standing.over else None)


def import_text(store: Store, text: str) -> ImportResult:
    """Import every game of an export file, all or nothing."""
    docs = parse_document(text)
    prepared = []
    seen: dict[uuid.UUID, int] = {}
    for i, doc in enumerate(docs):
        if doc.id in seen:
            raise ExchangeError(f"games[{i}].id: the same game as games[{seen[doc.id]}] ({doc.id})")
        seen[doc.id] = i
        prepared.append(_prepare(i, doc))
    result = ImportResult()
    try:
        with store.transaction() as s:
            for p in prepared:
                gid = str(p.doc.id)
                if repo.get_game(session=s, game_id=gid) is not None:
                    result.skipped.append(gid)
                    continue
                finished_at = None
                if p.status == FINISHED:
                    finished_at = _utc(p.doc.finished_at or p.doc.created_at)
                repo.create_game(session=s, game_id=gid, game=p.doc.game, options=p.options,
                                 players=p.players, first_dealer=p.doc.first_dealer,
                                 status=p.status, created_at=_utc(p.doc.created_at),
                                 finished_at=finished_at, winners=p.winners)
                for index, dealer, entry, points in p.rounds:
                    repo.put_round(session=s, game_id=gid, index=index, dealer=dealer,
                                   entry=entry, points=points)
                for t in p.doc.judged_tricks:
                    repo.add_judged_trick(session=s, game_id=gid, round_index=t.round_index,
                                          game=p.doc.game, kind=t.kind, plays=t.plays,
                                          request=t.request, answer=t.answer,
                                          explanation=t.explanation,
                                          created_at=_utc(t.created_at))
                result.imported.append(gid)
    except SQLAlchemyError as exc:
        raise StoreError(f"could not import: {describe_db_error(exc)}") from None
    return result
