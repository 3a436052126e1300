"""Export and import in the app (issue 21): download all games, or the games chosen, as a JSON or
CSV file, and import a picked JSON file with its progress shown.

What the screen says is data (`Note`: what happened and its figures), put into words by the
screen (scorepad/ui/exchange.py `note_words`) in the session's language. The file itself is
saved and picked by the screen (Flet's `FilePicker`); this state makes the bytes and reads them.

An import is checked a few games at a time (`STEP` games, then the screen is drawn again), so a
long file shows how far it is; nothing is written until every game is checked, then all in one
transaction. On a server the checking runs in a worker thread (the other sessions keep their
taps); in the browser (Pyodide, one thread) it runs between the screen's updates.

>>> from scorepad.store.db import open_store
>>> from scorepad.services.exchange.service import ExchangeService
>>> from scorepad.services.games.service import GameService
>>> store = open_store("sqlite://")
>>> ex = ExchangeState(ExchangeService(store), GameService(store))
>>> ex.load(); ex.games, ex.prepare_export(), ex.note.what
((), None, 'nothing')
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Awaitable, Callable

import flet as ft
from scorepad import runtime

from scorepad.state.errors import action_errors

from scorepad.words import say

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Exchange, Games


log = logging.getLogger("scorepad.state.exchange")

FORMATS = ("json", "csv")
PAGE_SIZE = 20  # games listed to choose from, a page at a time
STEP = 25  # games checked between two drawings of the progress


@dataclass(frozen=True)
class Note:
    """What the screen tells: `what` is one of
    exported (games, file), nothing (no game to export), none_chosen,
    checking (done, total), saving (total), imported (games, skipped, file),
    refused (file, reason: the same words as `scorepad import`, or `words`: the catalog's
    sentence for a file that is no export at all), failed (reason)."""

    what: str
    games: int = 0
    skipped: int = 0
    done: int = 0
    total: int = 0
    file: str = ""
    reason: str = ""  # the CLI's words (English, naming the place in the file)
    words: str | None = None  # or the app's catalog sentence for a fault of the whole file
    about: str = "import"  # the part of the screen it belongs to: "export" or "import"

    @property
    def good(self) -> bool:
        return self.what in ("exported", "imported")

    @property
    def busy(self) -> bool:
        return self.what in ("checking", "saving")


Runner = Callable[[Callable[[], Any]], Awaitable[Any]]


async def _in_thread(work: Callable[[], Any]) -> Any:
    return await asyncio.to_thread(work)


async def _inline(work: Callable[[], Any]) -> Any:
    result = work()
    await asyncio.sleep(0.01)  # let the session's scheduler draw the progress
    return result


def default_runner() -> Runner:
    """On a server: each step in a worker thread. In the browser (one thread): inline."""
    return _inline if runtime.in_browser() else _in_thread


@ft.observable
@dataclass(eq=False)
class ExchangeState:
    service: Exchange
    games_service: Games
    fmt: str = "json"
    choosing: bool = False  # False: every game; True: only the games chosen
    games: tuple[Any, ...] = ()  # the games listed to choose from (GameSummary), newest first
    has_more: bool = False
    chosen: tuple[str, ...] = ()  # ids of the games chosen
    note: Note | None = None
    runner: Runner | None = field(default=None, repr=False, compare=False)
    picker: Any = field(default=None, repr=False, compare=False)  # the session's FilePicker

    @property
    def busy(self) -> bool:
        return self.note is not None and self.note.busy

    # ---- choosing what to export -----------------------------------------------------------

    def load(self) -> None:
        """The newest games, one page, to choose from; the note of a past visit is cleared."""
        if not self.busy:
            self.note = None
        try:
            page = list(self.games_service.list_games(limit=PAGE_SIZE + 1, offset=0))
        except action_errors() as exc:
            self._failed(exc)
            return
        self.has_more = len(page) > PAGE_SIZE
        self.games = tuple(page[:PAGE_SIZE])
        known = {g.id for g in self.games}
        self.chosen = tuple(g for g in self.chosen if g in known)

    def more(self) -> None:
        try:
            page = list(self.games_service.list_games(limit=PAGE_SIZE + 1,
                                                      offset=len(self.games)))
        except action_errors() as exc:
            self._failed(exc)
            return
        self.has_more = len(page) > PAGE_SIZE
        self.games = self.games + tuple(page[:PAGE_SIZE])

    def set_format(self, fmt: str) -> None:
        if fmt in FORMATS:
            self.fmt = fmt
            self._choice_changed()

    def set_choosing(self, value: bool) -> None:
        self.choosing = bool(value)
        self._choice_changed()

    def _choice_changed(self) -> None:
        """What the export's note said no longer holds once the choice changes."""
        if self.note is not None and self.note.about == "export":
            self.note = None

    def toggle(self, game_id: str) -> None:
        self._choice_changed()
        if game_id in self.chosen:
            self.chosen = tuple(g for g in self.chosen if g != game_id)
        elif any(g.id == game_id for g in self.games):
            self.chosen = self.chosen + (game_id,)

    # ---- export ----------------------------------------------------------------------------

    def prepare_export(self) -> Any:
        """The file to download (`ExportFile`: name, bytes, games), or None with a note saying
        why not (no game yet, none chosen, an error)."""
        if self.busy:
            return None
        ids = None
        if self.choosing:
            if not self.chosen:
                self.note = Note("none_chosen", about="export")
                return None
            order = {g.id: k for k, g in enumerate(self.games)}  # newest first
            ids = sorted(self.chosen, key=lambda g: -order.get(g, -1))  # oldest first
        try:
            file = self.service.export_file(fmt=self.fmt, game_ids=ids, say=say)
        except action_errors() as exc:
            self._failed(exc, about="export")
            return None
        if file.games == 0:
            self.note = Note("nothing", about="export")
            return None
        self.note = None
        return file

    def exported(self, file: Any) -> None:
        """The browser was handed the file."""
        self.note = Note("exported", games=file.games, file=file.name, about="export")

    def export_failed(self, exc: BaseException) -> None:
        self._failed(exc, about="export")

    # ---- import ----------------------------------------------------------------------------

    async def import_file(self, name: str, data: bytes | None) -> bool:
        """Import a picked file: checked `STEP` games at a time (the note says how far), then
        written all at once. A file refused changes nothing and says why, as the CLI does."""
        if self.busy:
            return False
        name = _shown_name(name)
        run = self.runner or default_runner()
        if data is None:
            self.note = Note("refused", file=name, reason="the file could not be read")
            return False
        self.note = Note("checking", file=name)
        await asyncio.sleep(0)
        try:
            job = await run(lambda: self.service.start_import(bytes(data)))
            self.note = Note("checking", done=0, total=job.total, file=name)
            while not await run(lambda: job.check(STEP)):
                self.note = Note("checking", done=job.checked, total=job.total, file=name)
            self.note = Note("saving", total=job.total, file=name)
            await self._write(job, name)
            result = job.result
        except Exception as exc:  # the edge: a file from outside, checked and written in a
            # worker thread; whatever it raises is said (`_failed`), never a traceback
            from scorepad.services.exchange.export import ExchangeError

            if isinstance(exc, ExchangeError):
                self.note = Note("refused", file=name, reason=say(exc),
                                 words=getattr(exc, "words", None))
            else:
                self._failed(exc)
            return False
        self.note = Note("imported", games=len(result.imported), skipped=len(result.skipped),
                         file=name)
        self.load_keep_note()
        return True

    async def _write(self, job: Any, name: str) -> None:
        """Write the checked games, the note following each one written. The steps share one
        transaction (and, on SQLite, the write lock of one thread): on a server they all run
        in one worker thread, which hands the progress to the session's loop; in the browser
        (or with a runner given, in tests) they run one by one between drawings."""
        steps = self.service.import_steps(job)
        total = job.total

        shown = [-1]  # the percentage shown last: at most a hundred drawings

        def saving(done: int) -> None:
            percent = done * 100 // max(total, 1)
            if percent != shown[0] or done == total:
                shown[0] = percent
                self.note = Note("saving", done=done, total=total, file=name)

        if self.runner is None and default_runner() is _in_thread:
            loop = asyncio.get_running_loop()

            def drain() -> None:
                for done in steps:
                    loop.call_soon_threadsafe(saving, done)

            await asyncio.to_thread(drain)
            await asyncio.sleep(0)  # the last progress handed over runs before the outcome
            return
        run = self.runner or default_runner()
        while True:
            done = await run(lambda: next(steps, None))
            if done is None:
                return
            saving(done)

    def load_keep_note(self) -> None:
        note = self.note
        self.load()
        self.note = note

    def _failed(self, exc: BaseException, about: str = "import") -> None:
        from scorepad.state.errors import message_of

        self.note = Note("failed", reason=message_of(exc), about=about)


def _shown_name(name: Any) -> str:
    text = "".join(ch for ch in str(name or "") if ch.isprintable())
    return text if len(text) <= 80 else text[:79] + "…"
