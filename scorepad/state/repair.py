"""A damaged database on a phone or laptop (issue 24, item 6): what the app shows instead of
the games. `scorepad web` refuses to start on the command line; the app on a device
(main.py, `run(view="desktop")`) has no command line, so it says so in one sentence and
offers the newest good backup (`restore`); the damaged file is kept aside, never deleted.

>>> Repair(path="/x/scorepad.sqlite", backup=None).offer
'There is no backup of it to put back.'
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from scorepad.words import tr


@dataclass
class Repair:
    path: str
    backup: Path | None
    done: bool = False
    failed: bool = False

    @classmethod
    def of(cls, error) -> "Repair":  # a scorepad.store.db.DamagedStore
        return cls(path=error.path, backup=error.backup)

    @property
    def said(self) -> str:
        return tr("The file that holds this device's games is damaged, so Scorepad does not "
                  "use it.")

    @property
    def offer(self) -> str:
        if self.done:
            return tr("The backup is back in place. Close Scorepad and open it again.")
        if self.failed:
            return tr("Nothing was restored: the backup could not be read.")
        if self.backup is None:
            return tr("There is no backup of it to put back.")
        return tr("The newest good backup can be put back; the damaged file is kept aside.")

    @property
    def can_restore(self) -> bool:
        return self.backup is not None and not self.done

    def restore(self) -> None:
        from scorepad.store import backup

        if not self.can_restore:
            return
        import logging
        import sqlite3

        try:
            backup.restore(self.path, self.backup)
        except (ValueError, OSError, sqlite3.Error) as exc:
            logging.getLogger("scorepad.repair").warning("restore failed: %s", exc)
            self.failed = True
            return
        self.done = True
