"""The game flow, over the rules engine and the store. Game-agnostic: everything that depends on
the game comes from its `ScoreSheet` (``rules.registry.scoresheet(game_id)``).

A game is its set-up (players in clockwise seat order, first dealer, options) plus the rounds
the table confirmed. Everything else (who deals next, the totals, whether it is over and who
won) is computed from those by one replay (`rules.replay.replay`), so editing or undoing any
round re-scores the game.

Each confirmed round is written in its own transaction: a crash loses at most the round being
typed. A round the sheet finds problems with is refused (`GameError` holding the problems) and
nothing is saved.

Many devices on one game: every write names what the device saw. `record_round` takes the
index of the round the device was entering, `edit_round` and `undo_last_round` the version of
the round it showed (`RoundView.version`). A writer locks the game (repo.lock_game) and reads
its rounds under that lock; when the device's view is out of date, `GameConflict` says which
round another device saved, changed or undid, and nothing is saved. The game's status and
winners are settled in the same locked transaction, so they always match its rounds.

The views (`GameView`, `RoundView`, `GameSummary`) are in views.py, the errors in
errors.py, the set-up checks in setup.py; all are importable from here.

>>> from scorepad.store.db import open_store
>>> svc = GameService(open_store("sqlite://"))
>>> g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
>>> (g.next_plan.dealer, g.next_plan.leader, g.next_plan.cards, g.next_plan.tricks)
(0, 1, 14, 13)
"""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any, Mapping, Sequence

from sqlalchemy.exc import DataError, IntegrityError, SQLAlchemyError

from rules.errors import RulesError
from rules.judged import KeptRound, KeptTrick
from rules.registry import GAMES, game_title, round_word
from rules.replay import Replay, rules_problem
from rules.scoresheet import Problem, RoundEntry, RoundPlan, SeatScore, Standing
from scorepad.services import live
from scorepad.services.games.errors import (GameConflict, GameError, GameNotFound,
                                            nothing_to_change, nothing_to_undo, undo_conflict)
from scorepad.services.games.rounds import (changes_of, replay_row, scores_of, sheet_of, trumps_of,
                                            with_round)
from scorepad.services.games.table import END, JOIN, ROUNDS, TAKES_OVER, sit_down, start_of
from scorepad.services.games.setup import (MAX_NAME, MAX_PLAYERS, MIN_PLAYERS, clean_names,
                                           game_id as _game_id, round_index, round_version)
from scorepad.services.games.views import (ACTIVE, FINISHED, GameSummary, GameView, RoundView,
                                           make_view, summary)
from scorepad.store import judged_rows, repo
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.store.models import utcnow
from scorepad.app_message import app_msg

def _seated(docs: Sequence[Mapping[str, Any]], upto: Mapping[str, Any]) -> set[str]:
    """The names of the joiners of `docs` up to `upto` itself."""
    out: set[str] = set()
    for d in docs:
        if d.get("change") == JOIN:
            out.add(d["player"])
        if d is upto:
            break
    return out


def replayed_checked(sheet, row, order, stored, changes, first_dealer) -> Replay:
    """The stored rounds replayed with the game's players `order` and these changes (raises
    `RulesError` for a change that cannot be)."""
    from rules.replay import replay

    return replay(sheet, players=len(order), first_dealer=first_dealer, options=row.options,
                  entries=[r.entry for r in stored], recorded=[r.points for r in stored],
                  changes=changes)


__all__ = ["ACTIVE", "FINISHED", "MAX_NAME", "MAX_PLAYERS", "MIN_PLAYERS", "GameConflict",
           "GameError", "GameNotFound", "GameService", "GameSummary", "GameView", "RoundView",
           "clean_names"]


#: the most seats a game has had (PLAYERS.md: the export's `players`, those who left included)
MAX_SEATS = 12


class GameService:
    """Start, record, correct and finish games; list and delete them. Keyword-only methods."""

    def __init__(self, store: Store, *, rng: random.Random | None = None) -> None:
        self.store = store
        self.rng = rng or random.Random()
        # The last view of each recently read game, by what makes it differ (see `get`).
        self._views: dict[str, tuple[tuple, GameView]] = {}

    @property
    def events(self) -> live.GameEvents:
        """Where this store's committed changes are told (scorepad/services/live.py)."""
        return live.events_for(self.store)

    def share_draft(self, game_id: str, draft: Any) -> None:
        """Show every session of this process the round being entered on a phone (`draft`: a
        plain value, see scorepad/state/draft_feed.py); the big screen shows it as entered so
        far. Nothing is stored. A change for the guard: a locked phone's taps are not shown."""
        self.events.share_draft(game_id, draft)

    # -- starting ------------------------------------------------------------------------
    def start_game(self, *, game: str, players: Sequence[str], first_dealer: int | None = None,
                   options: Mapping[str, Any] | None = None,
                   game_id: str | None = None) -> GameView:
        """A new game; `first_dealer` None draws the dealer at random."""
        if game not in GAMES:
            raise GameError(f"Unknown game {game!r}: the games are {', '.join(GAMES)}.")
        sheet = sheet_of(game)
        names = clean_names(players)
        lo, hi = max(MIN_PLAYERS, sheet.min_players), min(MAX_PLAYERS, sheet.max_players)
        if not lo <= len(names) <= hi:
            raise GameError(app_msg("{game} is played by {least} to {most} players, not {n}.",
                                    game=game_title(game), least=lo, most=hi, n=len(names)))
        try:
            opts = sheet.options(len(names), dict(options or {}))
        except RulesError as exc:
            raise GameError(exc.message, [rules_problem(exc)]) from None
        if first_dealer is None:
            first_dealer = self.rng.randrange(len(names))
        elif isinstance(first_dealer, bool) or not isinstance(first_dealer, int) \
                or not 0 <= first_dealer < len(names):
            raise GameError(f"The first dealer is a seat from 0 to {len(names) - 1}, "
                            f"not {first_dealer!r}.")
        gid = _game_id(game_id)
        try:
            with self.store.transaction() as s:
                if repo.get_game(session=s, game_id=gid) is not None:
                    raise GameError(f"A game with id {gid} already exists.")
                repo.create_game(session=s, game_id=gid, game=game, options=opts, players=names,
                                 first_dealer=first_dealer)
                live.announce(s, gid, live.START)
        except IntegrityError:
            raise GameError(f"A game with id {gid} already exists.") from None
        except SQLAlchemyError as exc:
            raise StoreError(f"could not save the new game: {describe_db_error(exc)}") from None
        self.events.publish(gid, live.START)
        return self.get(gid)

    # -- reading -------------------------------------------------------------------------
    def get(self, game_id: str) -> GameView:
        """The game as stored now. Every session showing a game reads it again after each
        change (live updates, issue 11): when its row says nothing changed since the last read
        (the same version, status and seat names), the view already made is returned (views
        are frozen), and the rounds are neither read nor replayed again."""
        with self.store.session() as s:
            row, names = self._game_row(s, game_id)
            key = (row.version, row.status, row.finished_at, names, repr(row.options),
                   repr(row.changes))
            known = self._views.get(row.id)
            if known is not None and known[0] == key:
                return known[1]
            stored = repo.load_rounds(session=s, game_id=row.id, trump_of=trumps_of(row, names))
        view = make_view(row, names, stored, self._replay(row, names, stored))
        if len(self._views) >= 256:  # a bounded memory: the oldest read goes first
            self._views.pop(next(iter(self._views)))
        self._views[row.id] = (key, view)
        return view

    @staticmethod
    def _game_row(s, game_id: str, *, lock: bool = False):
        """The game's row and seat names; `lock` (writers) locks the game's row first."""
        getter = repo.lock_game if lock else repo.get_game
        row = getter(session=s, game_id=str(game_id))
        if row is None:
            raise GameNotFound(f"There is no game with id {game_id}.")
        return row, tuple(repo.seat_names(session=s, game_id=row.id))

    def _load(self, s, game_id: str, *, lock: bool = False):
        """The game's row, seat names and rounds; `lock` (writers) locks the game's row first,
        so the rounds read are the latest and stay so until the transaction ends."""
        row, names = self._game_row(s, game_id, lock=lock)
        return row, names, repo.load_rounds(session=s, game_id=row.id, trump_of=trumps_of(row, names))

    @staticmethod
    def _replay(row, names, stored) -> Replay:
        return replay_row(row, names, stored)

    # -- checking and recording rounds -------------------------------------------------------
    @staticmethod
    def _stored_round(row, names, stored, entry, index) -> tuple[list[Problem], Replay | None]:
        return with_round(sheet_of(row.game), first_dealer=row.first_dealer, options=row.options,
                          players=len(names), stored=stored, entry=entry, index=index,
                          changes=changes_of(row, names))

    @staticmethod
    def _draft_round(view: GameView, entry, index) -> tuple[list[Problem], Replay | None]:
        return with_round(sheet_of(view.game), first_dealer=view.first_dealer,
                          options=view.options, players=len(view.players), stored=view.rounds,
                          entry=entry, index=index, known=view.rounds,
                          changes=changes_of(view, view.players))

    def check_round(self, game_id: str, entry: RoundEntry, index: int | None = None) -> list[Problem]:
        """Every reason `entry` cannot be round `index` (None: the next round); [] when it can."""
        with self.store.session() as s:
            row, names, stored = self._load(s, game_id)
        return self._stored_round(row, names, stored, entry, index)[0]

    def check_draft(self, view: GameView, entry: RoundEntry, index: int | None = None) -> list[Problem]:
        """`check_round` against an already loaded `view` (pure: no database read). The live
        check of a draft; `record_round`/`edit_round` still check against the store."""
        return self._draft_round(view, entry, index)[0]

    def expected_tricks(self, view: GameView, plan: RoundPlan, entry: RoundEntry) -> int | None:
        """What the seats' trick counts must add up to in round `plan` of `view`, given the
        entry's doubles and voids (pure; None when the game has no tricks). A screen uses it to
        fill in the last count."""
        sheet = sheet_of(view.game)
        return sheet.expected_tricks(players=len(entry.seats), plan=plan, entry=entry,
                                     options=view.options_at(plan.index))

    def preview_draft(self, view: GameView, entry: RoundEntry,
                      index: int | None = None) -> list[SeatScore]:
        """`preview` against an already loaded `view` (pure); raises `GameError` on problems."""
        return scores_of(*self._draft_round(view, entry, index), index, len(view.rounds))

    def preview(self, game_id: str, entry: RoundEntry, index: int | None = None) -> list[SeatScore]:
        """What each seat would score; raises `GameError` when the entry has problems."""
        with self.store.session() as s:
            row, names, stored = self._load(s, game_id)
        return scores_of(*self._stored_round(row, names, stored, entry, index), index,
                          len(stored))

    def record_round(self, game_id: str, entry: RoundEntry, *, index: int) -> GameView:
        """Check, score and save round `index` (0-based: the round the device was entering), in
        one transaction; the game ends when the sheet says so. Nothing is saved when the entry
        has problems, nor when round `index` is no longer the next one (another device saved
        or undid a round since): that raises `GameConflict`."""
        return self._write_round(game_id, entry, round_index(index), new=True)

    def edit_round(self, game_id: str, index: int, entry: RoundEntry, *,
                   expected: int | None = None) -> GameView:
        """Replace an earlier round; totals and the outcome are recomputed.

        `expected` is the version of round `index` the device showed (`RoundView.version`):
        when another device changed or undid that round since, `GameConflict` is raised and
        nothing is saved. None skips that check (a script that means to overwrite)."""
        return self._write_round(game_id, entry, round_index(index), new=False,
                                 expected=round_version(expected))

    def _write_round(self, game_id: str, entry: RoundEntry, index: int, *, new: bool,
                     expected: int | None = None) -> GameView:
        word = "round"
        try:
            with self.store.transaction() as s:
                row, names, stored = self._load(s, game_id, lock=True)
                word = round_word(row.game)
                if new and index < len(stored):
                    raise GameConflict(index=index, change="saved", word=word)
                if new and index > len(stored):
                    raise GameConflict(index=len(stored), change="undone", word=word)
                if not new and index >= len(stored):
                    if expected is not None:
                        raise GameConflict(index=index, change="undone", word=word)
                    raise GameError(nothing_to_change(word, index + 1, len(stored)))
                if not new and expected is not None and stored[index].version != expected:
                    raise GameConflict(index=index, change="changed", word=word)
                problems, played = self._stored_round(row, names, stored, entry, index)
                if problems:
                    raise GameError.of(problems)
                done = played.rounds[index]
                now = utcnow()
                version = repo.put_round(session=s, game_id=row.id, index=index,
                                         dealer=done.plan.dealer, entry=entry,
                                         points=done.points, recorded_at=now,
                                         seats=done.seats)
                written = repo.StoredRound(index=index, dealer=done.plan.dealer, entry=entry,
                                           points=done.points, recorded_at=now, version=version)
                after = list(stored[:index]) + [written] + list(stored[index + 1:])
                status, finished_at = self._settle(s, row, played.standing)
                what = (live.EDIT if not new else
                        live.FINISH if status == FINISHED else live.ROUND)
                live.announce(s, row.id, what)  # other server processes, on commit
                # the game as this write left it (no second read: another device's later
                # change shows at the next load)
                view = make_view(row, names, after, played, status=status,
                                 finished_at=finished_at, version=version)
        except IntegrityError:  # the lock makes this unlikely; the unique index is the backstop
            raise GameConflict(index=index, change="saved", word=word) from None
        except (OverflowError, DataError):
            raise GameError(
                app_msg("A number in this round is far too large to be right.")) from None
        except SQLAlchemyError as exc:
            raise StoreError(f"could not save the round: {describe_db_error(exc)}") from None
        self.events.publish(view.id, what)  # committed: every session showing it reloads
        return view

    @staticmethod
    def _settle(s, row, standing: Standing) -> tuple[str, datetime | None]:
        """Write the game's status and winners as the replay's standing says; returns the
        status and finished_at written."""
        if standing.over:
            finished_at = row.finished_at or utcnow()
            repo.set_outcome(session=s, game_id=row.id, status=FINISHED,
                             winners=list(standing.winners), finished_at=finished_at)
            return FINISHED, finished_at
        repo.set_outcome(session=s, game_id=row.id, status=ACTIVE, winners=None,
                         finished_at=None)
        return ACTIVE, None

    def undo_last_round(self, game_id: str, *, expected: int | None = None) -> GameView:
        """Remove the last round (a finished game becomes active again), or the last change of
        the table when it came after the last round (PLAYERS.md: undo takes back whichever
        came last; a player who joined leaves no trace).

        `expected` is the version of the last round the device showed (`RoundView.version`):
        when another device saved, changed or undid a round since, `GameConflict` is raised
        and nothing is removed. None skips that check."""
        expected = round_version(expected)
        try:
            with self.store.transaction() as s:
                row, names, stored = self._load(s, game_id, lock=True)
                word = round_word(row.game)
                if self._last_is_change(row, stored):
                    self._undo_change(s, row, names)
                else:
                    if expected is not None and (not stored or stored[-1].version != expected):
                        raise undo_conflict(stored, expected, word)
                    if not stored:
                        raise GameError(nothing_to_undo(word))
                    repo.delete_round(session=s, game_id=row.id, index=stored[-1].index)
                    self._settle(s, row, self._replay(row, names, stored[:-1]).standing)
                live.announce(s, row.id, live.UNDO)
        except SQLAlchemyError as exc:
            raise StoreError(f"could not undo the round: {describe_db_error(exc)}") from None
        self.events.publish(game_id, live.UNDO)
        return self.get(game_id)

    # -- the table's changes (PLAYERS.md) ---------------------------------------------------
    @staticmethod
    def _last_is_change(row, stored) -> bool:
        """Whether the game's last step is a change of the table made after its last round."""
        changes = row.changes or []
        return bool(changes) and changes[-1].get("before_round") == len(stored)

    def _undo_change(self, s, row, names) -> None:
        """Take back the last change (a join: the seat goes, the seats after it move down)."""
        changes = list(row.changes or [])
        last = changes.pop()
        if last.get("change") == JOIN and last.get("player") in names:
            repo.remove_seat(session=s, game_id=row.id, place=names.index(last["player"]))
        repo.set_changes(session=s, game_id=row.id, changes=changes)
        s.expire(row)
        row, names = self._game_row(s, row.id)
        stored = repo.load_rounds(session=s, game_id=row.id, trump_of=trumps_of(row, names))
        self._settle(s, row, self._replay(row, names, stored).standing)

    def change_table(self, game_id: str, changes: Sequence[Mapping[str, Any]], *,
                     rounds_seen: int | None = None) -> GameView:
        """Make `changes` before the next round, together (PLAYERS.md): each a mapping as the
        export writes a change, without `before_round` (``{"change": "join", "player": "Eve",
        "after": "Bob", "start": "average"}``, ``{"change": "sit_out", "player": "Ann"}``,
        ``{"change": "rounds", "rounds": 6}``; 6th Sense's ``"removed": COLOUR`` on the last
        when 2 are left at the table). The table they leave is checked once, as the rules
        check it; a refusal is one sentence (`GameError`) and nothing is changed.
        ``{"change": "end"}`` ends the game there, as it stands (PLAYERS.md: two at the table
        and one must go). `rounds_seen`: the rounds the device showed (another device saved
        one since: `GameConflict`)."""
        if isinstance(changes, (str, bytes)) or not isinstance(changes, Sequence) or not changes:
            raise GameError(app_msg("Nothing to change at the table."))
        try:
            with self.store.transaction() as s:
                row, names, stored = self._load(s, game_id, lock=True)
                word = round_word(row.game)
                if row.status == FINISHED:
                    raise GameError(app_msg("The game is over: the table can no longer change."))
                if rounds_seen is not None and rounds_seen != len(stored):
                    raise GameConflict(index=min(rounds_seen, len(stored)),
                                       change="saved" if len(stored) > rounds_seen else "undone",
                                       word=word)
                sheet = sheet_of(row.game)
                docs, order = self._change_docs(changes, names, len(stored),
                                                sheet.default_start(row.options))
                self._check_docs(sheet, docs, order)
                new = list(row.changes or []) + docs
                from scorepad.services.games.table import engine_changes
                try:
                    engine = engine_changes(new, order)
                    first = order.index(names[row.first_dealer])
                    played = replayed_checked(sheet, row, order, stored, engine, first)
                except RulesError as exc:
                    raise GameError(exc.message, [rules_problem(exc)]) from None
                for doc in docs:  # the joiners' seats, in order (each after its neighbour)
                    if doc["change"] == JOIN:
                        seated = [n for n in order if n in names or n in _seated(docs, doc)]
                        repo.insert_seat(session=s, game_id=row.id,
                                         place=seated.index(doc["player"]),
                                         name=doc["player"])
                repo.set_changes(session=s, game_id=row.id, changes=new)
                self._settle(s, row, played.standing)
                live.announce(s, row.id, live.EDIT)
        except SQLAlchemyError as exc:
            raise StoreError(f"could not change the table: {describe_db_error(exc)}") from None
        self.events.publish(game_id, live.EDIT)
        return self.get(game_id)

    @staticmethod
    def _check_docs(sheet, docs, order) -> None:
        """What the engine does not check of a change as stored: the colour taken out is one
        the game offers; a game has at most MAX_SEATS seats (PLAYERS.md)."""
        if len(order) > MAX_SEATS:
            raise GameError(app_msg("A game has at most {most} players in all, those who left "
                                    "included.", most=MAX_SEATS))
        option = getattr(sheet, "removed_option", None)
        picks = next((tuple(p.value for p in spec.picks) for spec in sheet.option_specs
                      if spec.key == option), ())
        for doc in docs:
            colour = doc.get("removed")
            if colour is not None and colour not in picks:
                raise GameError(app_msg("{colour} is not a colour that can be taken out.",
                                        colour=repr(colour)))

    @staticmethod
    def _change_docs(changes, names, before,
                     default_start: str = "zero") -> tuple[list[dict[str, Any]], list[str]]:
        """The changes as stored (`before_round` set, names tidied, a join's place checked)
        and the players once they are made, clockwise."""
        order = list(names)
        docs: list[dict[str, Any]] = []
        for given in changes:
            if not isinstance(given, Mapping):
                raise GameError(app_msg("Nothing to change at the table."))
            kind = given.get("change")
            doc: dict[str, Any] = {"before_round": before, "change": kind}
            if kind == ROUNDS:
                doc["rounds"] = given.get("rounds")
            elif kind == END:
                pass
            elif kind == JOIN:
                name = clean_names([given.get("player")])[0] if isinstance(
                    given.get("player"), str) else None
                if name is None:
                    raise GameError(app_msg("Every player needs a name."))
                if name.casefold() in {n.casefold() for n in order}:
                    raise GameError(app_msg("{name} already has a seat in this game: a player "
                                            "who sat out comes back instead.", name=name))
                after = given.get("after")
                if after is not None and after not in order:
                    raise GameError(app_msg("{name} is not a player of this game.",
                                            name=str(after)))
                rule, taken = start_of(given)
                if taken is not None and taken not in order:
                    raise GameError(app_msg("{name} is not a player of this game.",
                                            name=str(taken)))
                sit_down(order, name, after)
                doc.update(player=name, after=after,
                           start=given.get("start", default_start) if taken is None
                           else {TAKES_OVER: taken})
            else:
                name = given.get("player")
                if name not in order:
                    raise GameError(app_msg("{name} is not a player of this game.",
                                            name=str(name)))
                doc["player"] = name
            if given.get("removed") is not None:
                doc["removed"] = given.get("removed")
            docs.append(doc)
        return docs, order

    # -- the history -------------------------------------------------------------------------
    def list_games(self, *, status: str | None = None, limit: int = 50,
                   offset: int = 0) -> list[GameSummary]:
        """One page of games, newest first."""
        if status not in (None, ACTIVE, FINISHED):
            raise GameError(f"A game's status is 'active' or 'finished', not {status!r}.")
        for name, value, lo in (("limit", limit, 1), ("offset", offset, 0)):
            if isinstance(value, bool) or not isinstance(value, int) or value < lo:
                raise GameError(f"The {name} must be a whole number from {lo}, not {value!r}.")
        with self.store.session() as s:
            rows = repo.list_games(session=s, status=status, limit=limit, offset=offset)
        return [summary(r) for r in rows]

    def count_games(self, *, status: str | None = None) -> int:
        with self.store.session() as s:
            return repo.count_games(session=s, status=status)

    def latest_active(self) -> GameView | None:
        """The most recent unfinished game (to resume after a restart), if any."""
        page = self.list_games(status=ACTIVE, limit=1)
        return self.get(page[0].id) if page else None

    def playing_now(self) -> str | None:
        """The id of the game being played: the active game changed last (a round saved or
        edited, else started); None when no game is active."""
        with self.store.session() as s:
            return repo.last_changed_active(session=s)

    def played_last(self) -> str | None:
        """The id of the game the big screen follows: the game being played, or the game just
        finished while no game has started and no round was saved, edited or undone in an
        active game since it finished (`repo.last_played`); None when there is no game."""
        with self.store.session() as s:
            return repo.last_played(session=s)

    def delete_game(self, game_id: str) -> None:
        with self.store.transaction() as s:
            if not repo.delete_game(session=s, game_id=str(game_id)):
                raise GameNotFound(f"There is no game with id {game_id}.")
            live.announce(s, game_id, live.DELETE)
        self.events.publish(game_id, live.DELETE)

    def known_players(self) -> list[str]:
        """Everyone who has played, most recent first."""
        with self.store.session() as s:
            return repo.known_players(session=s)

    # -- the judge's answers ----------------------------------------------------------------
    def save_judged_trick(self, *, game_id: str | None = None, round_index: int | None = None,
                          request: Mapping[str, Any], answer: Mapping[str, Any]) -> int:
        """Keep a question put to the judge and its answer; returns its id."""
        if not isinstance(request, Mapping) or not isinstance(answer, Mapping):
            raise GameError("A judged trick needs the request and the answer as objects.")
        if round_index is not None and (isinstance(round_index, bool)
                                        or not isinstance(round_index, int) or round_index < 0):
            raise GameError(f"A round index is a whole number from 0, not {round_index!r}.")
        kind = str(request.get("kind") or "trick")
        if "plays" in request:
            plays = list(request.get("plays") or [])
        else:
            plays = [t.get("plays", []) if isinstance(t, Mapping) else t
                     for t in request.get("tricks") or []]
        with self.store.transaction() as s:
            game = request.get("game")
            if game_id is not None:
                row = repo.get_game(session=s, game_id=str(game_id))
                if row is None:
                    raise GameNotFound(f"There is no game with id {game_id}.")
                game = game or row.game
            row = repo.add_judged_trick(
                session=s, game_id=None if game_id is None else str(game_id),
                round_index=round_index, game=str(game or ""), kind=kind, plays=plays,
                request=dict(request), answer=dict(answer),
                explanation=str(answer.get("explanation") or answer.get("error") or ""))
            return row.id

    def keep_judged(self, *, game_id: str, round_index: int | None,
                    judged: KeptTrick | KeptRound) -> int:
        """Keep a judged trick or round (`rules.judged`) with the game; returns its id. The
        row is written by the store's one converter (`scorepad.store.judged_rows`)."""
        row = judged_rows.row_of(judged)
        return self.save_judged_trick(game_id=game_id, round_index=round_index,
                                      request=row["request"], answer=row["answer"])

    def kept_round(self, game_id: str, round_index: int) -> KeptRound | None:
        """The round judged so far for round `round_index` of the game (the latest kept), as
        a value with no ruling (the judge rules it once); None: none kept, or unreadable."""
        with self.store.session() as s:
            rows = [t for t in repo.judged_tricks(session=s, game_id=str(game_id))
                    if t.kind == judged_rows.ROUND and t.round_index == round_index]
            return judged_rows.round_of(rows[-1].request) if rows else None

    def judged_tricks(self, game_id: str) -> list[dict[str, Any]]:
        with self.store.session() as s:
            return [{"id": t.id, "round_index": t.round_index, "kind": t.kind, "plays": t.plays,
                     "request": t.request, "answer": t.answer, "explanation": t.explanation,
                     "created_at": t.created_at}
                    for t in repo.judged_tricks(session=s, game_id=str(game_id))]

