"""Passing a game from phone to phone with no server (issue 29, item 3): the whole game in a
link's `#` part (never sent to any server), short enough for one QR code.

The link is ``<the app's address>#pass=<data>``. `data` is base64url (no padding) of one
version byte followed by zlib (level 9, with its checksum) of the game as the export format
has it (scorepad/services/exchange/format.py, the schema this stays compatible with): only
what the table reported (no derived points, totals or names per round). The bytes are a JSON
head, a newline, then the rounds as varints (codec.py `compact`):

    head:  [id (32 hex digits), game, options (those not the defaults), players,
            first_dealer, created (Unix s), finished (Unix s or null), trumps, cards]
    body:  rounds; per round: its trump (0 none, else 1 + its place in trumps), voids, then
           per seat a byte of the fields given and each (call, tricks, doubles, hand as
           indexes into cards, hand_value)

Version 1 (`VERSION`) is a game whose table never changed: every seat plays every round.
Version 2 (`TABLE_VERSION`, PLAYERS.md) adds the changes of the table at the end of the head
(``[before_round, kind, seat, ...]``, players by their seats) and, per round, before its
seats, a varint whose bits are the seats at the round's table. A game without changes is
written as version 1, so its link is the same as before, and old links read as they did.

Judged tricks stay on the phone that judged them (they do not change the score).

Reading a link (`read`) turns it back into an export document and checks it exactly as an
import does (`ImportJob.check`: the schema, then every round replayed by the rules); any fault
(cut short, a character changed, not a Scorepad link, a round the rules refuse) is one
`PassError`, and nothing is stored. `PassService.keep` stores a received game: a game this
phone does not hold is imported with its id (an unfinished game continues where it stood); a
game it holds gets only the rounds (and the changes of the table) it lacks; two versions that
differ are both kept (the received one under a new id).
"""


from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from rules.registry import scoresheet
from rules.replay import replay
from rules.scoresheet import RoundEntry
from scorepad.services.exchange.format import ExchangeError
from scorepad.services.exchange.importing import ImportJob
from scorepad.services.games.errors import GameError, GameNotFound
from scorepad.services.games.table import change_doc, starting_players
from scorepad.services.games.views import ACTIVE, FINISHED, GameView, make_view
from scorepad.services.passing.codec import (DAMAGED, MARK, TABLE_VERSION, VERSION, PassError,
                                             _unzip, app_address, compact, data_of, document, link,
                                             pack)


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


def read(text: str) -> Received:
    """The game a link carries, checked as an import checks a file; `PassError` otherwise."""
    version, data = _unzip(data_of(text))
    doc_dict = document(data, version)
    try:
        doc_text = json.dumps([doc_dict], ensure_ascii=False)
    except (TypeError, ValueError):
        raise PassError("not JSON of a game") from None
    try:
        job = ImportJob(None, doc_text)  # type: ignore[arg-type]  # checking reads no store
        job.check()
    except ExchangeError as exc:
        raise PassError(f"refused as an import: {exc}") from None
    got = job.prepared[0]  # the game as the import checked it: names cleaned, changes seated
    doc = got.doc
    sheet = scoresheet(doc.game)
    names = tuple(got.players)
    entries = tuple(entry for _index, _dealer, entry, _points, _seats in got.rounds)
    played = replay(sheet, players=len(names), first_dealer=doc.first_dealer,
                    options=got.options, entries=list(entries), check=True, changes=got.engine)
    over = played.standing.over
    row = SimpleNamespace(id=str(doc.id), game=doc.game, first_dealer=doc.first_dealer,
                          options=got.options, status=FINISHED if over else ACTIVE,
                          created_at=doc.created_at,
                          finished_at=(doc.finished_at or doc.created_at) if over else None,
                          version=0, changes=list(got.changes))
    stored = [SimpleNamespace(index=k, entry=e, recorded_at=None, version=0)
              for k, e in enumerate(entries)]
    return Received(view=make_view(row, names, stored, played), text=doc_text, entries=entries)


# -- keeping ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Kept:
    """What keeping a received game did. `what`: "new" (stored with its id), "added" (`added`
    newer rounds and `changes` newer changes of the table added to the game held), "same"
    (this phone held every round and change already), "both" (the versions differ: the
    received one kept as `game_id`, a new id, beside the one held; `differs_at` the first
    round that differs, None when the players at the start or the options do)."""

    what: str
    game_id: str
    added: int = 0
    differs_at: int | None = None
    changes: int = 0


def _start(view: GameView) -> tuple[tuple[str, ...], str]:
    """The players of a game's start and its first dealer's name."""
    return (tuple(starting_players(view.players, view.changes)),
            view.players[view.first_dealer])


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
        if (local.game, _start(local)) != (theirs.game, _start(theirs)) \
                or dict(local.options) != dict(theirs.options):
            return Kept("both", received.id, differs_at=None)
        # the changes of the table: the same, in the same order, as far as both go; those only
        # one side has made after every round the other played (else the versions differ
        # from the first round played without one)
        mine_c = [change_doc(c) for c in local.changes]
        theirs_c = [change_doc(c) for c in theirs.changes]
        for a, b in zip(mine_c, theirs_c):
            if a != b:
                return Kept("both", received.id,
                            differs_at=min(a["before_round"], b["before_round"]))
        mine = [r.entry for r in local.rounds]
        for k, (a, b) in enumerate(zip(mine, received.entries)):
            if a != b:
                return Kept("both", received.id, differs_at=k)
        newer = theirs_c[len(mine_c):]
        for only, rounds in ((newer, len(mine)), (mine_c[len(theirs_c):],
                                                  len(received.entries))):
            early = [c["before_round"] for c in only if c["before_round"] < rounds]
            if early:  # a change before a round the other side played without it
                return Kept("both", received.id, differs_at=min(early))
        extra = len(received.entries) - len(mine)
        if (extra > 0 or newer) and local.is_over:
            return Kept("both", received.id, differs_at=len(mine))
        if extra > 0 or newer:
            return Kept("added", received.id, added=max(extra, 0), changes=len(newer))
        return Kept("same", local.id)

    def keep(self, received: Received) -> Kept:
        """Store a received game (see `Kept`)."""
        plan = self.compare(received)
        if plan.what == "new":
            self._import(received.text)
        elif plan.what == "added":
            newer = [change_doc(c) for c in received.view.changes][
                len(received.view.changes) - plan.changes:]
            first = len(received.entries) - plan.added
            for k in range(first, len(received.entries) + 1):
                made = [{key: v for key, v in c.items() if key != "before_round"}
                        for c in newer if c["before_round"] == k]
                if made:  # the changes before round k, together, as the table made them
                    self.games.change_table(received.id, made)
                if k < len(received.entries):
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


__all__ = ["DAMAGED", "MARK", "TABLE_VERSION", "VERSION", "GameError", "Kept", "PassError",
           "PassService", "Received", "app_address", "compact", "data_of", "document", "link",
           "pack", "read"]
