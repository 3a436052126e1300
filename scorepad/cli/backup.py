"""`scorepad backup [-o FILE]` and `scorepad restore FILE` (issue 24, item 6).

SQLite only (PostgreSQL: `pg_dump`, see the README). `backup` copies the database with SQLite's
online backup API (safe while the app runs) into backups/ next to it, or to FILE; `restore`
checks FILE, moves the current database aside (never deleted: ``<db>.before-restore-<stamp>``,
or ``<db>.damaged-<stamp>`` when it fails its check) and
puts FILE in its place. Neither opens the store through `open_store`: a damaged database
must still be restorable (scorepad/store/backup.py).
"""

from __future__ import annotations

import argparse
import sqlite3
from pathlib import Path
from typing import TextIO

from scorepad.cli.base import CliError, file_problem
from scorepad.config import Settings, sqlite_path


def add_commands(sub, common: argparse.ArgumentParser) -> None:
    """The two commands' parsers (`sub`: the `scorepad` parser's subparsers)."""
    backup = sub.add_parser("backup", parents=[common], help="copy the database (SQLite) to a backup file",
                            description="Copy the database with SQLite's backup API, safe "
                            "while the app runs. Without -o, into backups/ next to it (the "
                            "newest 8 are kept). PostgreSQL: use pg_dump.")
    backup.add_argument("-o", "--output", metavar="FILE", help="write the backup to FILE")
    restore = sub.add_parser("restore", parents=[common], help="put a backup back in place of the database",
                             description="Check FILE, move the current database aside "
                             "(never deleted) and put FILE in its place. Stop the app first.")
    restore.add_argument("file", metavar="FILE")


def _database(settings: Settings) -> Path:
    path = sqlite_path(settings.database_url) if settings.is_sqlite else None
    if path is None:
        raise CliError("backup and restore are for a SQLite database; for PostgreSQL use "
                       "pg_dump and pg_restore")
    return Path(path)


def cmd_backup(settings: Settings, args: argparse.Namespace, out: TextIO) -> int:
    from scorepad.store import backup
    from scorepad.store.db import plain_os_error

    db = _database(settings)
    if not db.is_file() or db.stat().st_size == 0:
        raise CliError(f"there is no database at {str(db)!r} yet: nothing to back up")
    problem = backup.check(db)
    if problem is not None:
        raise CliError(f"the database file {str(db)!r} is damaged ({problem}): a backup of it "
                       "would be damaged too; `scorepad restore FILE` puts a good one back")
    try:
        path = backup.make_backup(db, args.output)
    except OSError as exc:
        if args.output is None:  # backups/ next to the database: the data folder
            raise CliError(plain_os_error(exc, db.parent)) from None
        raise CliError(f"cannot write the backup to {args.output}: "
                       f"{file_problem(exc, args.output)}") from None
    except sqlite3.Error as exc:
        raise CliError(f"the backup failed: {exc}") from None
    print(f"Backed up to {path}", file=out)
    return 0


def cmd_restore(settings: Settings, args: argparse.Namespace, out: TextIO) -> int:
    from scorepad.store import backup
    from scorepad.store.db import plain_os_error

    db = _database(settings)
    if Path(args.file).is_dir():
        raise CliError(f"nothing was restored: {args.file!r} is a folder, not a backup file")
    try:
        aside = backup.restore(db, args.file)
    except ValueError as exc:
        raise CliError(f"nothing was restored: {exc}") from None
    except OSError as exc:
        raise CliError(plain_os_error(exc, db.parent)) from None
    except sqlite3.Error as exc:
        raise CliError(f"nothing was restored: {exc}") from None
    print(f"Restored {db} from {args.file}", file=out)
    if aside is not None:
        if backup.was_damaged(aside):
            print(f"The damaged database it replaced is kept aside as {aside}", file=out)
        else:
            print(f"The database it replaced (sound, as it was before the restore) is kept "
                  f"as {aside}: delete it when you no longer need it", file=out)
    return 0
