"""The link's data for a passed game (issue 29, item 3): writing (`pack`, `link`) and reading
back into an export document (`document`), nothing else. The format is described in
scorepad/services/passing/service.py; `PassError` is every way a link's data can be wrong.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import uuid
import zlib
from datetime import datetime, timezone
from typing import Any, Sequence

from rules.registry import scoresheet
from rules.table import CHANGES, END
from scorepad.errors import ScorepadError
from scorepad.services.games.table import starting_players
from scorepad.services.games.views import GameView
from scorepad.store.round_rows import trump_cell
from scorepad.app_message import N_

VERSION = 1  # a game whose table never changed: its links read as they always did
TABLE_VERSION = 2  # a game with changes of the table (PLAYERS.md)
MARK = "pass="  # the fragment's start: <address>#pass=<data>
MAX_DATA = 12_000  # characters of data: far beyond any game a QR code carries
MAX_BYTES = 400_000  # bytes a link may unpack to (a small link cannot blow up in memory)
MAX_HAND = 200  # cards in one hand left
#: the one sentence for every link that cannot be read (the screen says it in its language)
DAMAGED = N_("This link is damaged or incomplete: nothing was kept. Ask for the game to be "
             "passed again.")
_DATA = re.compile(r"[A-Za-z0-9_-]*")


class PassError(ScorepadError, ValueError):
    """A link that cannot be read (damaged, cut short, edited, not a game). `words` is the
    catalog's sentence (`DAMAGED`); the exception's text says what was wrong, for the log."""

    words = DAMAGED


# -- writing ---------------------------------------------------------------------------------

def _seconds(dt: datetime | None) -> int | None:
    if dt is None:
        return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return int(dt.timestamp())


def _varint(out: bytearray, n: int) -> None:
    n = ((-n) << 1) - 1 if n < 0 else n << 1  # zigzag: small negatives stay short
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return


def _table(values: Any) -> list[Any]:
    seen: dict[Any, None] = {}
    for v in values:
        seen.setdefault(v, None)
    return list(seen)


def _own_options(view: GameView) -> dict[str, Any]:
    """The options that differ from the sheet's defaults for this table (the rest are filled
    in again by the sheet when the link is read), the table as it was at the start."""
    start = starting_players(view.players, view.changes)
    try:
        defaults = scoresheet(view.game).options(len(start), {})
    except (ValueError, LookupError, ImportError):  # a table whose options have no defaults
        # (a required one: the engine's RulesError), a game this version does not know
        return dict(view.options)
    return {k: v for k, v in view.options.items() if k not in defaults or defaults[k] != v}


def _change(doc: Any, players: Sequence[str]) -> list[Any]:
    """A change of the table as the link writes it: [before_round, kind, seat, ...] with the
    players named by their seats (a join: the seat it sits after or null, and its start: the
    rule, or the seat whose total it takes over; a change of the rounds: [k, "rounds", N]; the
    end of the game: [k, "end"]), then 6th Sense's colour taken out, when given."""
    seat = {name: k for k, name in enumerate(players)}
    kind = doc.get("change")
    out: list[Any] = [doc.get("before_round"), kind]
    if kind == "rounds":
        out.append(doc.get("rounds"))
    elif kind != "end":
        out.append(seat[doc.get("player")])
        if kind == "join":
            after, start = doc.get("after"), doc.get("start", "zero")
            out.append(None if after is None else seat[after])
            out.append(seat[start["takes_over"]] if isinstance(start, dict) else start)
    if doc.get("removed") is not None:
        out.append(doc.get("removed"))
    return out


def compact(view: GameView) -> bytes:
    """The game as the link's bytes before compression (see the module's docstring)."""
    entries = [r.entry for r in view.rounds]
    written = [trump_cell(e.trump) for e in entries]  # each trump's name, once
    trumps = _table(t for t in written if t is not None)
    cards = _table(c for e in entries for s in e.seats for c in (s.hand or ()))
    head = [uuid.UUID(str(view.id)).hex, view.game, _own_options(view), list(view.players),
            view.first_dealer, _seconds(view.created_at),
            _seconds(view.finished_at) if view.is_over else None, trumps, cards]
    if view.changes:
        head.append([_change(c, view.players) for c in view.changes])
    body = bytearray()
    _varint(body, len(entries))
    for r, e, trump in zip(view.rounds, entries, written):
        _varint(body, 0 if trump is None else trumps.index(trump) + 1)
        _varint(body, e.voids)
        if view.changes:  # the seats at the round's table, one bit each
            _varint(body, sum(1 << seat for seat in r.seats))
        for s in e.seats:
            fields = (s.call, s.tricks, s.doubles or None, s.hand, s.points)
            body.append(sum(1 << k for k, v in enumerate(fields) if v is not None))
            for k, v in enumerate(fields):
                if v is None:
                    continue
                if k == 3:
                    _varint(body, len(v))
                    for c in v:
                        _varint(body, cards.index(c))
                else:
                    _varint(body, v)
    text = json.dumps(head, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return text + b"\n" + bytes(body)


def pack(view: GameView) -> str:
    """The link's data for a game: base64url of the version byte and the zlib'd bytes (the
    version: `TABLE_VERSION` for a game whose table changed, else `VERSION`)."""
    version = TABLE_VERSION if view.changes else VERSION
    raw = bytes([version]) + zlib.compress(compact(view), 9)
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def link(base: str, view: GameView) -> str:
    """The whole link: the app's address (its `#` part dropped) and the game after `#pass=`."""
    return base.split("#", 1)[0] + "#" + MARK + pack(view)


def app_address(page_url: str) -> str:
    """The app's own address from Flet's `page.url`: a server's socket address
    (ws://host:port) as the page's http(s) one, the static site's document address without
    its `#` part; the path (a site under /scorepad/) kept, ending in "/"."""
    url = (page_url or "").split("#", 1)[0].split("?", 1)[0]
    if url.startswith("ws://"):
        url = "http://" + url[5:]
    elif url.startswith("wss://"):
        url = "https://" + url[6:]
    if not url.startswith(("http://", "https://")):
        url = "http://127.0.0.1/"
    if url.count("/") < 3:
        url += "/"
    return url[:url.rindex("/") + 1]


# -- reading ---------------------------------------------------------------------------------

def data_of(text: str) -> str:
    """The data of a link, of its `#` part, or the data itself (what the page handed over)."""
    text = (text or "").strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    return text[len(MARK):] if text.startswith(MARK) else text


def _unzip(data: str) -> tuple[int, bytes]:
    """A link's data unpacked: its version byte and the bytes it holds."""
    if len(data) > MAX_DATA or not _DATA.fullmatch(data) or len(data) < 8:
        raise PassError("not link data")
    try:
        raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
    except (binascii.Error, ValueError):
        raise PassError("not base64url") from None
    if base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii") != data:
        raise PassError("not the base64url this writes (a character edited)")
    if raw[0] not in (VERSION, TABLE_VERSION):
        raise PassError(f"unknown version {raw[0]}")
    unzip = zlib.decompressobj()
    try:
        out = unzip.decompress(raw[1:], MAX_BYTES)
    except zlib.error:
        raise PassError("not zlib, or its checksum is wrong") from None
    if unzip.unconsumed_tail or not unzip.eof or unzip.unused_data:
        raise PassError("cut short, too large or followed by other bytes")
    return raw[0], out


def _time(seconds: Any) -> str | None:
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, int):
        raise PassError("a time is not a whole number")
    try:
        return datetime.fromtimestamp(seconds, timezone.utc).isoformat().replace("+00:00", "Z")
    except (OverflowError, OSError, ValueError):
        raise PassError("a time out of range") from None


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise PassError("cut short")
        self.at += 1
        return self.data[self.at - 1]

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                break
            if shift > 63:
                raise PassError("a number too long")
        return -((n + 1) >> 1) if n & 1 else n >> 1

    def index(self, table: Sequence[Any]) -> Any:
        k = self.varint()
        if not 0 <= k < len(table):
            raise PassError("an index out of its table")
        return table[k]


def _changes(given: Any, players: Sequence[Any]) -> list[dict[str, Any]]:
    """The changes of a link's head as the export writes them (the players named)."""
    if not isinstance(given, list):
        raise PassError("not a game")

    def name(k: Any) -> Any:
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < len(players):
            raise PassError("a change names no seat")
        return players[k]

    out = []
    for c in given:
        if not isinstance(c, list) or len(c) < 2 or c[1] not in CHANGES or (
                len(c) < 3 and c[1] != END):
            raise PassError("not a change of the table")
        before, kind, rest = c[0], c[1], list(c[2:])
        doc: dict[str, Any] = {"before_round": before, "change": kind}
        if kind == "end":
            pass
        elif kind == "rounds":
            doc["rounds"] = rest.pop(0)
        elif kind == "join":
            if len(rest) < 3:
                raise PassError("not a change of the table")
            who, after, start = rest.pop(0), rest.pop(0), rest.pop(0)
            doc.update(player=name(who), after=None if after is None else name(after),
                       start=start if isinstance(start, str) else {"takes_over": name(start)})
        else:
            doc["player"] = name(rest.pop(0))
        if rest:
            doc["removed"] = rest.pop(0)
        if rest:
            raise PassError("not a change of the table")
        out.append(doc)
    return out


def document(data: bytes, version: int = VERSION) -> dict[str, Any]:
    """The export document (exchange/format.py) of a link's unpacked bytes; `version`: the link's
    (`TABLE_VERSION`: the head ends with the changes of the table, and each round says which
    seats were at its table)."""
    text, sep, body = data.partition(b"\n")
    try:
        head = json.loads(text.decode("utf-8")) if sep else None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise PassError("not JSON") from None
    if not isinstance(head, list) or len(head) != (10 if version == TABLE_VERSION else 9):
        raise PassError("not a game")
    gid, game, options, players, first_dealer, created, finished, trumps, cards = head[:9]
    if not all(isinstance(x, list) for x in (players, trumps, cards)) or not isinstance(gid, str):
        raise PassError("not a game")
    try:
        game_id = str(uuid.UUID(hex=gid))
    except (ValueError, TypeError):
        raise PassError("not a game id") from None
    changes = _changes(head[9], players) if len(head) == 10 else None
    read = _Reader(body)
    count = read.varint()
    if not 0 <= count <= len(body):
        raise PassError("a round count out of range")
    docs = []
    for j in range(count):
        t = read.varint()
        if not 0 <= t <= len(trumps):
            raise PassError("a trump out of its table")
        trump = trumps[t - 1] if t else None
        voids = read.varint()
        seats = range(len(players))
        if changes is not None:  # the seats at this round's table
            mask = read.varint()
            if not 0 < mask < 1 << len(players):
                raise PassError("a table out of range")
            seats = [k for k in seats if mask >> k & 1]
        seat_docs = []
        for k in seats:
            flags = read.byte()
            if flags >> 5:
                raise PassError("unknown seat fields")
            values: list[Any] = [None, None, 0, None, None]
            for f in range(5):
                if not flags >> f & 1:
                    continue
                if f == 3:
                    n = read.varint()
                    if not 0 <= n <= MAX_HAND:
                        raise PassError("a hand out of range")
                    values[f] = [read.index(cards) for _ in range(n)]
                else:
                    values[f] = read.varint()
            call, tricks, doubles, hand, value = values
            seat_docs.append({"player": players[k], "call": call, "tricks": tricks,
                              "doubles": doubles, "hand": hand, "hand_value": value})
        docs.append({"index": j, "trump": trump, "voids": voids, "seats": seat_docs})
    if read.at != len(body):
        raise PassError("bytes left over")
    out = {"format_version": 1 if changes is None else 2, "id": game_id, "game": game,
           "options": options, "players": players, "first_dealer": first_dealer,
           "created_at": _time(created), "finished_at": _time(finished), "rounds": docs}
    if changes is not None:
        out["changes"] = changes
    return out
