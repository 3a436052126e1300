"""Export and import as the app offers them (the "Export and import" screen): a file's bytes to
download, and a picked file's bytes to import in steps. The same formats, checks and messages
as `scorepad export` / `scorepad import` (scorepad/services/exchange/).

>>> from scorepad.store.db import open_store
>>> service = ExchangeService(open_store("sqlite://"))
>>> f = service.export_file(fmt="json", today="2026-11-25")
>>> f.name, f.data, f.games
('scorepad-2026-11-25.json', b'[]\\n', 0)
>>> job = service.start_import(f.data)
>>> job.total, job.check(), job.write().imported
(0, True, [])
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from datetime import date
from typing import Any, Callable, Iterator, Sequence

from scorepad.services.exchange import export as exchange

from scorepad.services import live
from scorepad.services.exchange.export import ExchangeError, ImportJob
from scorepad.store.db import Store

FORMATS = ("json", "csv")


@dataclass(frozen=True)
class ExportFile:
    """A file to download: its suggested name, its bytes (UTF-8) and how many games it holds."""

    name: str
    data: bytes
    games: int
    fmt: str


class ExchangeService:
    """Export and import over one store. On a shared table the session holds it guarded
    (scorepad/services/access/guarded.py): exporting reads, importing is a change."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def export_file(self, *, fmt: str = "json", game_ids: Sequence[str] | None = None,
                    today: str | None = None, say: Callable[[Any], str] | None = None
                    ) -> ExportFile:
        """All games (oldest first), or those of `game_ids`, as a JSON or CSV file; a CSV's
        notes said by `say` (the caller's renderer, `scorepad.words.say`: a CSV needs one)."""
        if fmt not in FORMATS:
            raise ExchangeError(f"unknown format {fmt!r}; the formats are {', '.join(FORMATS)}")
        ids = list(game_ids) if game_ids is not None else None
        if fmt == "json":
            documents = exchange.export_games(self.store, ids)
            text, games = exchange.dumps(documents), len(documents)
        else:
            buf = io.StringIO()
            if say is None:
                raise ValueError("a CSV export needs `say`, the renderer of its notes")
            exchange.write_csv(self.store, buf, ids, say=say)
            text = buf.getvalue()
            games = len(ids) if ids is not None else self._count()
        day = today or date.today().isoformat()
        return ExportFile(name=f"scorepad-{day}.{fmt}", data=text.encode("utf-8"),
                          games=games, fmt=fmt)

    def _count(self) -> int:
        from scorepad.store import repo

        with self.store.session() as s:
            return len(repo.game_ids(session=s))

    def start_import(self, data: bytes) -> ImportJob:
        """An import of a picked file's bytes, to run in steps (`ImportJob.check`, `write`).
        Raises `ExchangeError` when the file is too large, not UTF-8 or not an export."""
        text = exchange.decode_import(bytes(data))
        return ImportJob(self.store, text)

    def finish_import(self, job: ImportJob) -> exchange.ImportResult:
        """Write a checked import (one transaction) and tell every session of this process."""
        for _ in self.import_steps(job):
            pass
        return job.result

    def import_steps(self, job: ImportJob) -> Iterator[int]:
        """`finish_import` in steps: yields how many games are written so far (drive it from
        one thread: the transaction stays open between steps); `job.result` at the end."""
        yield from job.writing()
        if job.result.imported:
            live.events_for(self.store).publish(None, live.START)
