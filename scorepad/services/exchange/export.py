"""Export and import: games as a JSON document a person can read (docs/export-format.md), and
as CSV (one row per player at the table per round) for spreadsheets.

The JSON form is a list of game documents (format 2). What the table reported (players, first
dealer, options, the changes of the table between rounds, each round's entries for the seats
at its table) is the game; everything else in a document (points, totals, status, winners, who
left, the dealer's name) is derived, written for the reader and recomputed by the rules on
import. Import checks the whole file before it writes anything: a bad file is refused with one
message naming the place (``games[0].rounds[2].seats[1].tricks: ...``) and the store is left as
it was. Game ids are stable UUIDs, so importing a game twice keeps one.

The format (schema, parsing) is in format.py, reading a file in files.py, the import in
importing.py (its changes of the table in table.py); all are importable from here.
"""

from __future__ import annotations

import csv
import json
from datetime import datetime, timezone
from typing import Any, Callable, Sequence, TextIO

from scorepad.services.exchange.files import (MAX_IMPORT_BYTES, decode_import, read_import_file,
                                              read_import_stream)
from scorepad.services.exchange.format import (FORMAT_VERSION, ChangeDoc, ExchangeError, GameDoc,
                                               JudgedDoc, RoundDoc, SeatDoc, parse_document)
from scorepad.services.exchange.importing import ImportJob, ImportResult, import_text
from scorepad.services.games.table import change_doc
from scorepad.services.games.service import GameError, GameService, GameView
from scorepad.app_message import AppMessage, app_msg
from scorepad.store import repo
from scorepad.store.db import Store
from scorepad.store.round_rows import trump_cell

__all__ = ["AWAY", "CSV_COLUMNS", "FORMAT_VERSION", "MAX_IMPORT_BYTES", "ChangeDoc",
           "ExchangeError", "GameDoc", "ImportJob", "ImportResult", "JudgedDoc", "RoundDoc",
           "SeatDoc", "decode_import", "dumps", "export_games", "game_document", "import_text",
           "iso", "parse_document", "read_import_file", "read_import_stream", "write_csv"]

CSV_COLUMNS = ("game_id", "game", "started", "round", "dealer", "trump", "seat", "player",
               "call", "tricks", "doubles", "hand", "hand_value", "points", "total", "note")


def iso(dt: datetime | None) -> str | None:
    if dt is None:
        return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")


def game_document(view: GameView, judged: Sequence[dict[str, Any]] = ()) -> dict[str, Any]:
    """One game as the export's JSON object (docs/export-format.md, format 2): `players` every
    seat the game has had, each round's `seats` those at its table (its dealer and leader
    among them), the totals in `players`' order (a round's: null for a seat not joined yet)."""
    names = view.players
    rounds = []
    for r in view.rounds:
        at = [names[s] for s in r.seats]  # the round's table, clockwise
        seats = []
        for name, entry, score in zip(at, r.entry.seats, r.scores):
            seats.append({
                "player": name, "call": entry.call, "tricks": entry.tricks,
                "doubles": entry.doubles,
                "hand": list(entry.hand) if entry.hand is not None else None,
                "hand_value": entry.points, "points": score.points,
                "explanation": score.explanation})
        waiting = set(r.table.waiting) if r.table is not None else set()
        rounds.append({"index": r.index, "dealer": at[r.plan.dealer],
                       "leader": at[r.plan.leader], "cards": r.plan.cards,
                       "tricks": r.plan.tricks, "trump": trump_cell(r.entry.trump),
                       "voids": r.entry.voids, "seats": seats,
                       "totals": [None if s in waiting else t for s, t in enumerate(r.totals)]})
    return {
        "format_version": FORMAT_VERSION, "id": view.id, "game": view.game, "title": view.title,
        "options": view.options, "players": list(names), "first_dealer": view.first_dealer,
        "changes": [change_doc(c) for c in view.changes],
        "status": view.status, "created_at": iso(view.created_at),
        "finished_at": iso(view.finished_at), "rounds": rounds, "totals": list(view.totals),
        "winners": list(view.winners),
        "left": [names[s] for s in range(len(names)) if s in view.left],
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


def write_csv(store: Store, out: TextIO, game_ids: Sequence[str] | None = None, *,
              say: Callable[[AppMessage], str]) -> int:
    """One row per player at the table per round, and one with "–" for a player sitting a
    round out; `note` says "joined with N" on the first round a joining player plays and "left
    after round k" on a leaving player's last row, said by `say` (the edge's renderer,
    `scorepad.words.say`: the notes are messages, as data, until then). Returns the number of
    rows written."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    rows = 0
    for view, _ in _views(store, game_ids):
        for row in _csv_rows(view):
            writer.writerow(row[:-1] + ["; ".join(say(m) for m in row[-1])])
            rows += 1
    return rows


#: the cell of a round a player sat out (PLAYERS.md: "–" for a round away)
AWAY = "\u2013"


def _csv_rows(view: GameView) -> list[list[Any]]:
    """A game's CSV rows, in round order, each round's seats clockwise."""
    out: list[list[Any]] = []
    last: dict[int, list[Any]] = {}  # seat -> its last row
    noted: set[int] = set()  # the joiners whose first round is noted
    for r in view.rounds:
        names = view.players
        dealer = _cell(names[r.seats[r.plan.dealer]])
        trump = _cell(trump_cell(r.entry.trump))
        head = [view.id, view.game, iso(view.created_at), r.index + 1, dealer, trump]
        played = dict(zip(r.seats, zip(r.entry.seats, r.scores)))
        away = set(r.table.away) if r.table is not None else set()
        for seat in sorted(set(played) | away):
            if seat in played:
                entry, score = played[seat]
                row = head + [seat, _cell(names[seat]), _cell(entry.call), _cell(entry.tricks),
                              entry.doubles,
                              _cell("; ".join(entry.hand) if entry.hand else None),
                              _cell(entry.points), score.points, r.totals[seat], ()]
                if seat in view.joined and seat not in noted:
                    noted.add(seat)
                    row[-1] = (app_msg("joined with {total}", total=view.joined[seat][1]),)
            else:
                row = head + [seat, _cell(names[seat]), "", "", "", "", "", AWAY,
                              r.totals[seat], ()]
            out.append(row)
            last[seat] = row
    for seat, rounds in view.left.items():
        row = last.get(seat)
        if row is not None:
            row[-1] = (*row[-1], app_msg("left after round {number}", number=rounds))
    return out


def _cell(value: Any) -> Any:
    """A CSV cell. Text that a spreadsheet would run as a formula (a player called "=1+1")
    gets a leading apostrophe, the usual guard."""
    if value is None:
        return ""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value
