"""The backups of this device's games, on the Settings screen (issues 29 and 37): the newest
8, one after every finished game and the day's copy; one can be put back, after a question
(`ask`, then `restore` or `cancel`), the games it replaces kept as a backup of their own. On a
shared table they are the computer's, listed to every phone; putting one back needs the PIN
(`GuardedBackupService`). Not on PostgreSQL (its server keeps its own).

What the screen says is data: `asking` (the backup the question is about), `done` (the name
of the backup put back) and `put` (`PutBack`: it, and the backup of the games it replaced),
`error` (a sentence).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.state.errors import action_errors, message_of


@ft.observable
@dataclass(eq=False)
class BackupsState:
    service: Any = None  # scorepad.services.storage.backups.BackupService, or None: not offered
    backups: tuple[Any, ...] = ()  # BackupInfo, newest first
    asking: str | None = None  # the backup "Put back" was tapped for: the question is shown
    done: str | None = None  # the name of the backup put back
    put: Any = None  # services.storage.backups.PutBack: what putting it back did
    error: str | None = None

    @property
    def available(self) -> bool:
        return self.service is not None and self.service.available

    def load(self) -> None:
        self.done = self.put = self.error = self.asking = None
        if not self.available:
            self.backups = ()
            return
        try:
            self.backups = tuple(self.service.list())
        except action_errors() as exc:  # a folder that cannot be read: said, nothing changed
            self.error = message_of(exc)

    def ask(self, name: str) -> None:
        """"Put back" tapped: the question first (nothing changes yet)."""
        if any(b.name == name for b in self.backups):
            self.asking = name
            self.done = self.put = self.error = None

    def cancel(self) -> None:
        self.asking = None

    def restore(self, name: str) -> bool:
        self.asking = None
        if not self.available:
            return False
        try:
            put = self.service.restore(name)
        except action_errors() as exc:
            self.error = message_of(exc)
            return False
        self.done, self.put, self.error = name, put, None
        self.backups = tuple(self.service.list())
        return True
