"""Passing a game from phone to phone with no server (issue 29, item 3): the whole game in a
link's `#` part (never sent to any server), short enough for one QR code.

The link is ``<the app's address>#pass=<data>``. `data` is base64url (no padding) of one
version byte (`VERSION`) followed by zlib (level 9, with its checksum) of a compact JSON array
of the game as the export format has it (scorepad/services/exchange_format.py, the schema this
stays compatible with): only what the table reported (no derived points, totals or names per
round), seats as short lists with their defaults left off:

    [id (32 hex digits), game, options, players, first_dealer, created (Unix s),
     finished (Unix s or null), [round, ...]]
    round: [[seat, ...], trump, voids]          (trailing defaults dropped)
    seat:  [call, tricks, doubles, hand, hand_value]   (trailing defaults dropped)

Judged tricks stay on the phone that judged them (they do not change the score).

Reading a link (`read`) turns it back into an export document and checks it exactly as an
import does (`ImportJob.check`: the schema, then every round replayed by the rules); any fault
(cut short, a character changed, not a Scorepad link, a round the rules refuse) is one
`PassError`, and nothing is stored. `PassService.keep` stores a received game: a game this
phone does not hold is imported with its id (an unfinished game continues where it stood); a
game it holds gets only the rounds it lacks; two versions that differ are both kept (the
received one under a new id).
"""


from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from rules.registry import scoresheet
from rules.replay import replay
from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.exchange_format import ExchangeError, GameDoc, parse_document
from scorepad.services.exchange_import import ImportJob
from scorepad.services.game_errors import GameError, GameNotFound
from scorepad.services.game_views import ACTIVE, FINISHED, GameView, make_view
from scorepad.store.round_rows import TrumpReader
from scorepad.services.passing_codec import (DAMAGED, MARK, VERSION, PassError, _unzip,
                                             app_address, compact, data_of, document, link, pack)


@dataclass(frozen=True)
class Received:
    """A game read from a link, checked by the rules and not stored: `view` is the sheet a
    person sees (read-only until kept); `text` the export document that keeps it."""

    view: GameView
    text: str
    entries: tuple[RoundEntry, ...]

    @property
    def id(self) -> str:
        return self.view.id


def _entries(doc: GameDoc, trump_of: TrumpReader) -> tuple[RoundEntry, ...]:
    return tuple(RoundEntry(
        seats=tuple(SeatEntry(call=s.call, tricks=s.tricks, doubles=s.doubles,
                              hand=tuple(s.hand) if s.hand is not None else None,
                              points=s.hand_value) for s in rd.seats),
        trump=trump_of(j, rd.trump), voids=rd.voids) for j, rd in enumerate(doc.rounds))


def read(text: str) -> Received:
    """The game a link carries, checked as an import checks a file; `PassError` otherwise."""
    doc_dict = document(_unzip(data_of(text)))
    try:
        doc_text = json.dumps([doc_dict], ensure_ascii=False)
    except (TypeError, ValueError):
        raise PassError("not JSON of a game") from None
    try:
        job = ImportJob(None, doc_text)  # type: ignore[arg-type]  # checking reads no store
        job.check()
        doc = parse_document(doc_text)[0]
    except ExchangeError as exc:
        raise PassError(f"refused as an import: {exc}") from None
    sheet = scoresheet(doc.game)
    names = _names(job)
    options = sheet.options(len(names), doc.options)
    entries = _entries(doc, TrumpReader(sheet, players=len(names),
                                        first_dealer=doc.first_dealer, options=options))
    played = replay(sheet, players=len(names), first_dealer=doc.first_dealer, options=options,
                    entries=list(entries), check=True)
    over = played.standing.over
    row = SimpleNamespace(id=str(doc.id), game=doc.game, first_dealer=doc.first_dealer,
                          options=options, status=FINISHED if over else ACTIVE,
                          created_at=doc.created_at,
                          finished_at=(doc.finished_at or doc.created_at) if over else None,
                          version=0)
    stored = [SimpleNamespace(index=k, entry=e, recorded_at=None, version=0)
              for k, e in enumerate(entries)]
    return Received(view=make_view(row, names, stored, played), text=doc_text, entries=entries)


def _names(job: ImportJob) -> tuple[str, ...]:
    return tuple(job._prepared[0].players)  # the names as the import cleans them


# -- keeping ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Kept:
    """What keeping a received game did. `what`: "new" (stored with its id), "added" (`added`
    newer rounds added to the game held), "same" (this phone held every round already),
    "both" (the versions differ: the received one kept as `game_id`, a new id, beside the one
    held; `differs_at` the first round that differs, None when the players or options do)."""

    what: str
    game_id: str
    added: int = 0
    differs_at: int | None = None


class PassService:
    """Keeps received games, over the app's game service and its exchange service (guarded on
    a shared table: keeping is a change, as importing is)."""

    def __init__(self, games: Any, exchange: Any) -> None:
        self.games = games
        self.exchange = exchange

    def held(self, game_id: str) -> GameView | None:
        try:
            return self.games.get(game_id)
        except GameNotFound:
            return None

    def compare(self, received: Received) -> Kept:
        """What `keep` would do, without storing anything."""
        local = self.held(received.id)
        if local is None:
            return Kept("new", received.id)
        theirs = received.view
        if (local.game, local.players, local.first_dealer) != (theirs.game, theirs.players,
                                                             theirs.first_dealer) \
                or dict(local.options) != dict(theirs.options):
            return Kept("both", received.id, differs_at=None)
        mine = [r.entry for r in local.rounds]
        for k, (a, b) in enumerate(zip(mine, received.entries)):
            if a != b:
                return Kept("both", received.id, differs_at=k)
        extra = len(received.entries) - len(mine)
        if extra > 0 and local.is_over:
            return Kept("both", received.id, differs_at=len(mine))
        return Kept("added", received.id, added=extra) if extra > 0 else Kept("same", local.id)

    def keep(self, received: Received) -> Kept:
        """Store a received game (see `Kept`)."""
        plan = self.compare(received)
        if plan.what == "new":
            self._import(received.text)
        elif plan.what == "added":
            for k in range(len(received.entries) - plan.added, len(received.entries)):
                self.games.record_round(received.id, received.entries[k], index=k)
        elif plan.what == "both":
            copy = str(uuid.uuid4())
            docs = json.loads(received.text)
            docs[0]["id"] = copy
            self._import(json.dumps(docs, ensure_ascii=False))
            return Kept("both", copy, differs_at=plan.differs_at)
        return plan

    def _import(self, text: str) -> None:
        job = self.exchange.start_import(text.encode("utf-8"))
        job.check()
        self.exchange.finish_import(job)


__all__ = ["DAMAGED", "MARK", "VERSION", "GameError", "Kept", "PassError", "PassService",
           "Received", "app_address", "compact", "data_of", "document", "link", "pack", "read"]
