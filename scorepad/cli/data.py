"""`scorepad games`, `export`, `import` and `info`: the saved games from the command line.

`opener(settings)` opens the store (scorepad.cli._open: a private data folder, 0600 files).
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import datetime
from pathlib import Path
from typing import Callable, TextIO

from scorepad.cli.base import CliError, file_problem
from scorepad.config import Settings

Opener = Callable[[Settings], object]


def _when(dt: datetime | None) -> str:
    if dt is None:
        return ""
    return dt.astimezone().strftime("%Y-%m-%d %H:%M")


def _table(rows: list[list[str]], out: TextIO) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip(), file=out)


def cmd_games(settings: Settings, args: argparse.Namespace, out: TextIO, *,
              opener: Opener) -> int:
    from scorepad.services.games.service import GameService

    service = GameService(opener(settings))
    page = service.list_games(status=args.status, limit=max(args.limit, 1), offset=args.offset)
    total = service.count_games(status=args.status)
    if not page:
        print("No saved games." if total == 0 else f"No games past the first {total}.", file=out)
        return 0
    rows = [["ID", "GAME", "DATE", "PLAYERS", "STATUS", "WINNER"]]
    for g in page:
        rows.append([g.id, g.title, _when(g.created_at), ", ".join(g.players),
                     f"{g.status} ({g.rounds} round{'s' if g.rounds != 1 else ''})",
                     ", ".join(g.winners) or "-"])
    _table(rows, out)
    shown_to = args.offset + len(page)
    if shown_to < total:
        print(f"({shown_to - args.offset} of {total} shown; more with --offset {shown_to})", file=out)
    return 0


def _write_output(path: str | None, text: str, out: TextIO) -> None:
    if path is None or path == "-":
        out.write(text)
        return
    target = Path(path)
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8", newline="")
        os.replace(tmp, target)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise CliError(f"cannot write {path}: {file_problem(exc, target)}") from None


def cmd_export(settings: Settings, args: argparse.Namespace, out: TextIO, err: TextIO, *,
               opener: Opener) -> int:
    import io

    from scorepad.services.exchange import export as exchange
    from scorepad.words import say  # the notes of a CSV, in English on the command line

    store = opener(settings)
    ids = args.game_ids or None
    if args.format == "json":
        text = exchange.dumps(exchange.export_games(store, ids))
        count = text.count('"format_version"')
    else:
        buf = io.StringIO()
        count = exchange.write_csv(store, buf, ids, say=say)
        text = buf.getvalue()
    _write_output(args.output, text, out)
    if args.output not in (None, "-"):
        what = "games" if args.format == "json" else "rows"
        print(f"Wrote {count} {what} to {args.output}", file=err)
    return 0


def cmd_import(settings: Settings, args: argparse.Namespace, out: TextIO, *,
               opener: Opener) -> int:
    from scorepad.services.exchange import export as exchange
    from scorepad.words import say  # what the import says, in English on the command line

    try:  # a regular file of at most 64 MiB (exchange.MAX_IMPORT_BYTES), refused before reading
        if args.file == "-":
            text = exchange.read_import_stream(getattr(sys.stdin, "buffer", sys.stdin))
        else:
            text = exchange.read_import_file(args.file)
    except exchange.ExchangeError as exc:
        raise CliError(f"cannot read {args.file}: {say(exc)}") from None
    except OSError as exc:
        raise CliError(f"cannot read {args.file}: {file_problem(exc, args.file)}") from None
    store = opener(settings)
    try:
        result = exchange.import_text(store, text)
    except exchange.ExchangeError as exc:
        raise CliError(f"{args.file} was not imported (nothing changed): {say(exc)}") from None
    parts = [f"Imported {len(result.imported)} game{'s' if len(result.imported) != 1 else ''}"]
    if result.skipped:
        parts.append(f"{len(result.skipped)} already in the store (left as they were)")
    print("; ".join(parts) + ".", file=out)
    return 0


def cmd_info(settings: Settings, out: TextIO) -> int:
    print(f"data dir: {settings.data_dir}  (from {settings.data_dir_source})", file=out)
    print(f"database: {settings.database_location}  (from {settings.database_source})", file=out)
    return 0
