"""The game flow, over the rules engine and the store. Game-agnostic: everything that depends on
the game comes from its `ScoreSheet` (``rules.registry.scoresheet(game_id)``).

A game is its set-up (players in clockwise seat order, first dealer, options) plus the rounds
the table confirmed. Everything else (who deals next, the totals, whether it is over and who
won) is computed from those by the sheet, so editing or undoing any round re-scores the game.

Each confirmed round is written in its own transaction: a crash loses at most the round being
typed. A round the sheet finds problems with is refused (`GameError` holding the problems) and
nothing is saved.

Many devices on one game: every write names what the device saw. `record_round` takes the
index of the round the device was entering, `edit_round` and `undo_last_round` the version of
the round it showed (`RoundView.version`). A writer locks the game (repo.lock_game) and reads
its rounds under that lock; when the device's view is out of date, `GameConflict` says which
round another device saved, changed or undid, and nothing is saved. The game's status and
winners are settled in the same locked transaction, so they always match its rounds.

>>> from scorepad.store.db import open_store
>>> svc = GameService(open_store("sqlite://"))
>>> g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
>>> (g.next_plan.dealer, g.next_plan.leader, g.next_plan.cards, g.next_plan.tricks)
(0, 1, 14, 13)
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Mapping, Sequence

from sqlalchemy.exc import DataError, IntegrityError, SQLAlchemyError

from rules.errors import RulesError
from rules.registry import GAMES, scoresheet
from rules.scoresheet import (Problem, RoundEntry, RoundPlan, ScoreSheet, SeatEntry, SeatScore,
                              Standing)
from scorepad.services import live
from scorepad.store import repo
from scorepad.store.db import Store, StoreError, describe_db_error
from scorepad.store.limits import NAME_MAX, control_character
from scorepad.store.models import utcnow
from scorepad.words import N_, tr

MIN_PLAYERS, MAX_PLAYERS = 2, 6
MAX_NAME = NAME_MAX  # scorepad/store/limits.py: shared with the import
ACTIVE, FINISHED = "active", "finished"


class GameError(ValueError):
    """A request the game flow refuses; `problems` says why, one `Problem` each."""

    def __init__(self, message: str, problems: Sequence[Problem] = ()) -> None:
        self.problems = list(problems) or [Problem(message)]
        super().__init__(message)
        self.message = message

    @classmethod
    def of(cls, problems: Sequence[Problem]) -> "GameError":
        return cls(" ".join(p.message for p in problems), problems)


class GameNotFound(GameError):
    pass


class GameConflict(GameError):
    """The device's view of the game is out of date: another device saved, changed or undid a
    round since it loaded the game. Nothing was saved; the device should reload the game.

    `index` is the 0-based round concerned, `change` is "saved", "changed" or "undone", and
    `word` the game's word for a round ("round"; "game" in the shedding game)."""

    def __init__(self, *, index: int, change: str, word: str = "round") -> None:
        self.index, self.change, self.word = index, change, word
        template = _CONFLICT_TEXTS.get((word, change))
        super().__init__(tr(template, number=index + 1) if template is not None else
                         f"{word.capitalize()} {index + 1} was just {change} on another device:"
                         " reload the game to see it as it is now.")

    @property
    def number(self) -> int:
        """The round's number for people (1-based)."""
        return self.index + 1


#: a refused change, a whole sentence per game word and change (English here, marked)
_CONFLICT_TEXTS = {
    ("round", "saved"): N_("Round {number} was just saved on another device: reload the game "
                           "to see it as it is now."),
    ("round", "changed"): N_("Round {number} was just changed on another device: reload the "
                             "game to see it as it is now."),
    ("round", "undone"): N_("Round {number} was just undone on another device: reload the game "
                            "to see it as it is now."),
    ("game", "saved"): N_("Game {number} was just saved on another device: reload the game to "
                          "see it as it is now."),
    ("game", "changed"): N_("Game {number} was just changed on another device: reload the game "
                            "to see it as it is now."),
    ("game", "undone"): N_("Game {number} was just undone on another device: reload the game "
                           "to see it as it is now."),
}


def _nothing_to_change(word: str, number: int, recorded: int) -> str:
    """ "There is no round 5 to change: rounds 1 to 3 are recorded." (whole phrases)"""
    if word == "game":
        if recorded:
            return tr("There is no game {number} to change: games 1 to {last} are recorded.",
                      number=number, last=recorded)
        return tr("There is no game {number} to change: no game is recorded yet.",
                  number=number)
    if word == "round":
        if recorded:
            return tr("There is no round {number} to change: rounds 1 to {last} are recorded.",
                      number=number, last=recorded)
        return tr("There is no round {number} to change: no round is recorded yet.",
                  number=number)
    said = f"{word}s 1 to {recorded} are recorded" if recorded else f"no {word} is recorded yet"
    return f"There is no {word} {number} to change: {said}."


#: games whose "round" is called something else (the shedding game counts games in a match)

_ROUND_WORDS = {"shedding": "game"}


def round_word(game: str) -> str:
    """The game's word for one round, for messages ("round", or "game" in the shedding game)."""
    try:
        word = getattr(scoresheet(game), "round_word", None)
    except (RulesError, ImportError):
        word = None
    return word if isinstance(word, str) and word else _ROUND_WORDS.get(game, "round")


@dataclass(frozen=True, slots=True)
class RoundView:
    index: int
    plan: RoundPlan
    entry: RoundEntry
    scores: tuple[SeatScore, ...]
    totals: tuple[int, ...]  # every seat's total after this round
    recorded_at: datetime | None = None
    version: int = 0  # which write of the round this is: pass it to edit_round / undo_last_round

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(s.points for s in self.scores)


@dataclass(frozen=True, slots=True)
class GameView:
    id: str
    game: str
    title: str
    players: tuple[str, ...]  # names in clockwise seat order
    first_dealer: int
    options: dict[str, Any]
    status: str  # "active" | "finished"
    rounds: tuple[RoundView, ...]
    totals: tuple[int, ...]
    next_plan: RoundPlan | None  # the round to enter; None when the game is over
    standing: Standing
    created_at: datetime | None = None
    finished_at: datetime | None = None
    version: int = 0  # goes up with every change of the rounds, on any device

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(self.players[s] for s in self.standing.winners) if self.standing.over else ()

    @property
    def is_over(self) -> bool:
        return self.status == FINISHED


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of the history list."""

    id: str
    game: str
    title: str
    players: tuple[str, ...]
    status: str
    created_at: datetime
    finished_at: datetime | None
    rounds: int
    winners: tuple[str, ...] = field(default=())
    options: dict[str, Any] = field(default_factory=dict)  # as stored (Home/History show them)


def _title(game: str) -> str:
    try:
        return scoresheet(game).title
    except (RulesError, ImportError, AttributeError):
        return game


def _sheet(game: str) -> ScoreSheet:
    try:
        return scoresheet(game)
    except RulesError as exc:
        raise GameError(exc.message) from None


def _rules_problem(exc: RulesError) -> Problem:
    msg = exc.message[:1].upper() + exc.message[1:]
    return Problem(msg if msg.endswith(".") else msg + ".", field=exc.at)


def _index(index: object) -> int:
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        raise GameError(f"A round index is a whole number from 0, not {index!r}.")
    return index


def _version(expected: object) -> int | None:
    if expected is None:
        return None
    if isinstance(expected, bool) or not isinstance(expected, int) or expected < 0:
        raise GameError(f"A round's version is a whole number from 0, not {expected!r}.")
    return expected


def _undo_conflict(stored: Sequence[Any], expected: int, word: str) -> "GameConflict":
    """Why an undo based on a last round of version `expected` is out of date, in words."""
    seen = [r.index for r in stored if r.version == expected]
    if seen and stored:  # the round seen is still there: rounds were saved after it
        return GameConflict(index=stored[-1].index, change="saved", word=word)
    newer = [r.index for r in stored if r.version > expected]
    if newer:  # changed (or undone and saved again) since
        return GameConflict(index=max(newer), change="changed", word=word)
    return GameConflict(index=len(stored), change="undone", word=word)


def round_word_of(service: "GameService", game_id: str) -> str:
    try:
        return round_word(service.get(game_id).game)
    except (GameError, SQLAlchemyError):
        return "round"


def clean_names(players: Sequence[str]) -> list[str]:
    """Player names as stored: inner spaces collapsed; raises `GameError` for bad lists."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise GameError("players must be a list of names")
    names = []
    for name in players:
        if not isinstance(name, str) or not " ".join(name.split()):
            raise GameError(tr("Every player needs a name."))
        name = " ".join(name.split())
        if control_character(name):  # NUL and the like: PostgreSQL refuses them, screens garble
            raise GameError(tr("The name {name} holds a character a name cannot have "
                               "({character}).", name=repr(name[:20]),
                               character=control_character(name)))
        if len(name) > MAX_NAME:
            raise GameError(tr("The name {name}... is too long (at most {n} characters).",
                               name=repr(name[:20]), n=MAX_NAME))
        names.append(name)
    seen: dict[str, str] = {}
    for name in names:
        if name.casefold() in seen:
            raise GameError(tr("Two players are called {name}: give each player their own "
                               "name.", name=repr(name)))
        seen[name.casefold()] = name
    return names


def history_problems(sheet: ScoreSheet, n: int, history: Sequence[RoundEntry], entry: RoundEntry,
                     index: int, options: Mapping[str, Any] | None = None) -> list[Problem]:
    """Problems only the rounds before can show (nomination whist: a fourth zero bid in a
    row). A sheet offers them, optionally, as ``history_problems(history, players)``
    (``zero_bid_problems`` is the name nomination whist gives it). Only what the new
    entry adds counts: an edit is not refused for a problem that was already there."""
    check = getattr(sheet, "history_problems", None) or getattr(sheet, "zero_bid_problems", None)
    if check is None:
        return []
    before = list(history)
    after = before[:index] + [entry] + before[index + 1:]
    args = (n,) if options is None else (n, options)  # the game's house rules, when it has them
    old = {(p.message, p.seat, p.field) for p in check(before, *args)}
    return [p for p in check(after, *args) if (p.message, p.seat, p.field) not in old]


class GameService:
    """Start, record, correct and finish games; list and delete them. Keyword-only methods."""

    def __init__(self, store: Store, *, rng: random.Random | None = None) -> None:
        self.store = store
        self.rng = rng or random.Random()

    @property
    def events(self) -> live.GameEvents:
        """Where this store's committed changes are told (scorepad/services/live.py)."""
        return live.events_for(self.store)

    # -- starting ------------------------------------------------------------------------
    def start_game(self, *, game: str, players: Sequence[str], first_dealer: int | None = None,
                   options: Mapping[str, Any] | None = None,
                   game_id: str | None = None) -> GameView:
        """A new game; `first_dealer` None draws the dealer at random."""
        if game not in GAMES:
            raise GameError(f"Unknown game {game!r}: the games are {', '.join(GAMES)}.")
        sheet = _sheet(game)
        names = clean_names(players)
        lo, hi = max(MIN_PLAYERS, sheet.min_players), min(MAX_PLAYERS, sheet.max_players)
        if not lo <= len(names) <= hi:
            raise GameError(tr("{game} is played by {least} to {most} players, not {n}.",
                               game=tr(sheet.title), least=lo, most=hi, n=len(names)))
        try:
            opts = sheet.options(len(names), dict(options or {}))
        except RulesError as exc:
            raise GameError(exc.message, [_rules_problem(exc)]) from None
        if first_dealer is None:
            first_dealer = self.rng.randrange(len(names))
        elif isinstance(first_dealer, bool) or not isinstance(first_dealer, int) \
                or not 0 <= first_dealer < len(names):
            raise GameError(f"The first dealer is a seat from 0 to {len(names) - 1}, "
                            f"not {first_dealer!r}.")
        gid = self._game_id(game_id)
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

    @staticmethod
    def _game_id(game_id: str | None) -> str:
        if game_id is None:
            return str(uuid.uuid4())
        try:
            return str(uuid.UUID(str(game_id)))
        except ValueError:
            raise GameError(f"A game id is a UUID, not {game_id!r}.") from None

    # -- reading -------------------------------------------------------------------------
    def get(self, game_id: str) -> GameView:
        with self.store.session() as s:
            return self._view(s, game_id)

    def _load(self, s, game_id: str, *, lock: bool = False):
        """The game's row, seat names and rounds; `lock` (writers) locks the game's row first,
        so the rounds read are the latest and stay so until the transaction ends."""
        getter = repo.lock_game if lock else repo.get_game
        row = getter(session=s, game_id=str(game_id))
        if row is None:
            raise GameNotFound(f"There is no game with id {game_id}.")
        names = tuple(repo.seat_names(session=s, game_id=row.id))
        rounds = repo.load_rounds(session=s, game_id=row.id)
        return row, names, rounds

    def _view(self, s, game_id: str) -> GameView:
        return self._make_view(*self._load(s, game_id))

    def _make_view(self, row, names, stored, *, status: str | None = None,
                   finished_at: datetime | None = None, version: int | None = None) -> GameView:
        """The view of a loaded game; a writer passes what it has just written (the status,
        finished_at and version of the game row) instead of reading it all back."""
        sheet = _sheet(row.game)
        n = len(names)
        totals = [0] * n
        views = []
        for r in stored:
            plan = self._plan(sheet, n, row.first_dealer, r.index, row.options)
            scores = self._scores(sheet, n, plan, r.entry, row.options, r.points)
            totals = [t + sc.points for t, sc in zip(totals, scores)]
            views.append(RoundView(index=r.index, plan=plan, entry=r.entry, scores=tuple(scores),
                                   totals=tuple(totals), recorded_at=r.recorded_at,
                                   version=r.version))
        standing = sheet.standing(players=n, rounds_played=len(stored), totals=tuple(totals),
                                  options=row.options)
        next_plan = None
        if not standing.over:
            try:
                next_plan = sheet.plan(players=n, first_dealer=row.first_dealer,
                                       index=len(stored), options=row.options)
            except RulesError:
                next_plan = None
        return GameView(id=row.id, game=row.game, title=sheet.title, players=names,
                        first_dealer=row.first_dealer, options=dict(row.options),
                        status=status or row.status, rounds=tuple(views), totals=tuple(totals),
                        next_plan=next_plan, standing=standing, created_at=row.created_at,
                        finished_at=row.finished_at if status is None else finished_at,
                        version=(row.version or 0) if version is None else version)

    @staticmethod
    def _plan(sheet, n, first_dealer, index, options) -> RoundPlan:
        try:
            return sheet.plan(players=n, first_dealer=first_dealer, index=index, options=options)
        except RulesError as exc:
            raise GameError(exc.message, [_rules_problem(exc)]) from None

    @staticmethod
    def _scores(sheet, n, plan, entry, options, stored_points) -> list[SeatScore]:
        try:
            return list(sheet.score(players=n, plan=plan, entry=entry, options=options))
        except RulesError:
            # A round stored by another version of the rules that no longer scores: keep what
            # was recorded rather than lose the game.
            return [SeatScore(p, "as recorded") for p in stored_points]

    # -- checking and recording rounds -------------------------------------------------------
    def _problems(self, sheet, row, names, stored, entry, index) -> tuple[list[Problem], RoundPlan | None]:
        n = len(names)
        if not isinstance(entry, RoundEntry) or not all(isinstance(x, SeatEntry) for x in entry.seats):
            return [Problem("The round must be a RoundEntry of SeatEntry values.")], None
        if len(entry.seats) != n:
            return [Problem(tr("The round has {entered} seats entered, but {n} players play.",
                               entered=len(entry.seats), n=n))], None
        if index is None or index == len(stored):
            index = len(stored)
            totals = [sum(r.points[i] for r in stored) for i in range(n)]
            standing = sheet.standing(players=n, rounds_played=len(stored), totals=totals,
                                      options=row.options)
            if standing.over:
                return [Problem(tr("The game is over: there is no round left to enter."))], None

        elif isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(stored):
            recorded = (f"rounds 0 to {len(stored) - 1} are recorded" if stored
                        else "no round is recorded yet")
            return [Problem(f"There is no round {index!r} to change: {recorded}.")], None
        try:
            plan = sheet.plan(players=n, first_dealer=row.first_dealer, index=index,
                              options=row.options)
        except RulesError as exc:
            return [_rules_problem(exc)], None
        try:
            problems = list(sheet.check(players=n, plan=plan, entry=entry, options=row.options))
            problems += history_problems(sheet, n, [r.entry for r in stored], entry, index,
                                         row.options)
        except RulesError as exc:
            problems = [_rules_problem(exc)]
        return problems, plan

    def check_round(self, game_id: str, entry: RoundEntry, index: int | None = None) -> list[Problem]:
        """Every reason `entry` cannot be round `index` (None: the next round); [] when it can."""
        with self.store.session() as s:
            row, names, stored = self._load(s, game_id)
            return self._problems(_sheet(row.game), row, names, stored, entry, index)[0]

    def check_draft(self, view: GameView, entry: RoundEntry, index: int | None = None) -> list[Problem]:
        """`check_round` against an already loaded `view` (pure: no database read). The live
        check of a draft; `record_round`/`edit_round` still check against the store."""
        return self._problems(_sheet(view.game), view, view.players, view.rounds, entry, index)[0]

    def expected_tricks(self, view: GameView, plan: RoundPlan, entry: RoundEntry) -> int | None:
        """What the seats' trick counts must add up to in round `plan` of `view`, given the
        entry's doubles and voids (pure; None when the game has no tricks). A screen uses it to
        fill in the last count."""
        return _sheet(view.game).expected_tricks(players=len(view.players), plan=plan,
                                                 entry=entry, options=view.options)

    def preview_draft(self, view: GameView, entry: RoundEntry,
                      index: int | None = None) -> list[SeatScore]:
        """`preview` against an already loaded `view` (pure); raises `GameError` on problems."""
        sheet = _sheet(view.game)
        problems, plan = self._problems(sheet, view, view.players, view.rounds, entry, index)
        if problems:
            raise GameError.of(problems)
        return list(sheet.score(players=len(view.players), plan=plan, entry=entry,
                                options=view.options))

    def preview(self, game_id: str, entry: RoundEntry, index: int | None = None) -> list[SeatScore]:
        """What each seat would score; raises `GameError` when the entry has problems."""
        with self.store.session() as s:
            row, names, stored = self._load(s, game_id)
            sheet = _sheet(row.game)
            problems, plan = self._problems(sheet, row, names, stored, entry, index)
            if problems:
                raise GameError.of(problems)
            return list(sheet.score(players=len(names), plan=plan, entry=entry, options=row.options))

    def record_round(self, game_id: str, entry: RoundEntry, *, index: int) -> GameView:
        """Check, score and save round `index` (0-based: the round the device was entering), in
        one transaction; the game ends when the sheet says so. Nothing is saved when the entry
        has problems, nor when round `index` is no longer the next one (another device saved
        or undid a round since): that raises `GameConflict`."""
        return self._write_round(game_id, entry, _index(index), new=True)

    def edit_round(self, game_id: str, index: int, entry: RoundEntry, *,
                   expected: int | None = None) -> GameView:
        """Replace an earlier round; totals and the outcome are recomputed.

        `expected` is the version of round `index` the device showed (`RoundView.version`):
        when another device changed or undid that round since, `GameConflict` is raised and
        nothing is saved. None skips that check (a script that means to overwrite)."""
        return self._write_round(game_id, entry, _index(index), new=False,
                                 expected=_version(expected))

    def _write_round(self, game_id: str, entry: RoundEntry, index: int, *, new: bool,
                     expected: int | None = None) -> GameView:
        try:
            with self.store.transaction() as s:
                row, names, stored = self._load(s, game_id, lock=True)
                sheet = _sheet(row.game)
                word = round_word(row.game)
                if new and index < len(stored):
                    raise GameConflict(index=index, change="saved", word=word)
                if new and index > len(stored):
                    raise GameConflict(index=len(stored), change="undone", word=word)
                if not new and index >= len(stored):
                    if expected is not None:
                        raise GameConflict(index=index, change="undone", word=word)
                    raise GameError(_nothing_to_change(word, index + 1, len(stored)))
                if not new and expected is not None and stored[index].version != expected:
                    raise GameConflict(index=index, change="changed", word=word)
                problems, plan = self._problems(sheet, row, names, stored, entry, index)
                if problems:
                    raise GameError.of(problems)
                scores = sheet.score(players=len(names), plan=plan, entry=entry, options=row.options)
                points = tuple(sc.points for sc in scores)
                now = utcnow()
                version = repo.put_round(session=s, game_id=row.id, index=plan.index,
                                         dealer=plan.dealer, entry=entry, points=points,
                                         recorded_at=now)
                written = repo.StoredRound(index=plan.index, dealer=plan.dealer, entry=entry,
                                           points=points, recorded_at=now, version=version)
                after = sorted([r for r in stored if r.index != plan.index] + [written],
                               key=lambda r: r.index)
                status, finished_at = self._settle(s, sheet, row, len(names),
                                                   [r.points for r in after])
                what = (live.EDIT if not new else
                        live.FINISH if status == FINISHED else live.ROUND)
                live.announce(s, row.id, what)  # other server processes, on commit
                # the game as this write left it (no second read: another device's later
                # change shows at the next load)
                view = self._make_view(row, names, after, status=status,
                                       finished_at=finished_at, version=version)
        except IntegrityError:  # the lock makes this unlikely; the unique index is the backstop
            raise GameConflict(index=index, change="saved", word=round_word_of(self, game_id)) \
                from None
        except (OverflowError, DataError):
            raise GameError(tr("A number in this round is far too large to be right.")) from None
        except SQLAlchemyError as exc:
            raise StoreError(f"could not save the round: {describe_db_error(exc)}") from None
        self.events.publish(view.id, what)  # committed: every session showing it reloads
        return view

    def _settle(self, s, sheet, row, n: int,
                rounds_points: Sequence[Sequence[int]]) -> tuple[str, datetime | None]:
        """Write the game's status and winners as the sheet's standing says; returns the
        status and finished_at written."""
        totals = [sum(p[i] for p in rounds_points) for i in range(n)]
        standing = sheet.standing(players=n, rounds_played=len(rounds_points), totals=totals,
                                  options=row.options)
        if standing.over:
            finished_at = row.finished_at or utcnow()
            repo.set_outcome(session=s, game_id=row.id, status=FINISHED,
                             winners=list(standing.winners), finished_at=finished_at)
            return FINISHED, finished_at
        repo.set_outcome(session=s, game_id=row.id, status=ACTIVE, winners=None,
                         finished_at=None)
        return ACTIVE, None

    def undo_last_round(self, game_id: str, *, expected: int | None = None) -> GameView:
        """Remove the last round (a finished game becomes active again).

        `expected` is the version of the last round the device showed (`RoundView.version`):
        when another device saved, changed or undid a round since, `GameConflict` is raised
        and nothing is removed. None skips that check."""
        expected = _version(expected)
        try:
            with self.store.transaction() as s:
                row, names, stored = self._load(s, game_id, lock=True)
                word = round_word(row.game)
                if expected is not None and (not stored or stored[-1].version != expected):
                    raise _undo_conflict(stored, expected, word)
                if not stored:
                    raise GameError(tr("There is no game to undo.") if word == "game" else
                                    tr("There is no round to undo.") if word == "round" else
                                    f"There is no {word} to undo.")
                repo.delete_round(session=s, game_id=row.id, index=stored[-1].index)
                self._settle(s, _sheet(row.game), row, len(names), [r.points for r in stored[:-1]])
                live.announce(s, row.id, live.UNDO)
        except SQLAlchemyError as exc:
            raise StoreError(f"could not undo the round: {describe_db_error(exc)}") from None
        self.events.publish(game_id, live.UNDO)
        return self.get(game_id)

    # -- the history -------------------------------------------------------------------------
    def list_games(self, status: str | None = None, limit: int = 50,
                   offset: int = 0) -> list[GameSummary]:
        """One page of games, newest first."""
        if status not in (None, ACTIVE, FINISHED):
            raise GameError(f"A game's status is 'active' or 'finished', not {status!r}.")
        for name, value, lo in (("limit", limit, 1), ("offset", offset, 0)):
            if isinstance(value, bool) or not isinstance(value, int) or value < lo:
                raise GameError(f"The {name} must be a whole number from {lo}, not {value!r}.")
        with self.store.session() as s:
            rows = repo.list_games(session=s, status=status, limit=limit, offset=offset)
        out = []
        for r in rows:
            g = r.game
            winners = tuple(r.players[i] for i in (g.winners or []) if 0 <= i < len(r.players))
            out.append(GameSummary(id=g.id, game=g.game, title=_title(g.game), players=r.players,
                                   status=g.status, created_at=g.created_at,
                                   finished_at=g.finished_at, rounds=r.rounds, winners=winners,
                                   options=dict(g.options or {})))
        return out

    def count_games(self, status: str | None = None) -> int:
        with self.store.session() as s:
            return repo.count_games(session=s, status=status)

    def latest_active(self) -> GameView | None:
        """The most recent unfinished game (to resume after a restart), if any."""
        page = self.list_games(status=ACTIVE, limit=1)
        return self.get(page[0].id) if page else None

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

    def judged_tricks(self, game_id: str) -> list[dict[str, Any]]:
        with self.store.session() as s:
            return [{"id": t.id, "round_index": t.round_index, "kind": t.kind, "plays": t.plays,
                     "request": t.request, "answer": t.answer, "explanation": t.explanation,
                     "created_at": t.created_at}
                    for t in repo.judged_tricks(session=s, game_id=str(game_id))]
