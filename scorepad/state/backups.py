"""The backups of this device's games, on the Settings screen (issue 29, item 5): the newest 8,
taken after every finished game; one can be put back. On a shared table they are the
computer's, listed to every phone; putting one back needs the PIN (`GuardedBackupService`).
Not on PostgreSQL (its server keeps its own).

What the screen says is data: `done` (a backup was put back), `error` (a sentence).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.state.errors import message_of


@ft.observable
@dataclass(eq=False)
class BackupsState:
    service: Any = None  # scorepad.services.backups.BackupService, or None: not offered
    backups: tuple[Any, ...] = ()  # BackupInfo, newest first
    done: str | None = None  # the name of the backup put back
    error: str | None = None

    @property
    def available(self) -> bool:
        return self.service is not None and self.service.available

    def load(self) -> None:
        self.done = self.error = None
        if not self.available:
            self.backups = ()
            return
        try:
            self.backups = tuple(self.service.list())
        except Exception as exc:  # a folder that cannot be read: said, nothing changed
            self.error = message_of(exc)

    def restore(self, name: str) -> bool:
        if not self.available:
            return False
        try:
            self.service.restore(name)
        except Exception as exc:
            self.error = message_of(exc)
            return False
        self.done, self.error = name, None
        self.backups = tuple(self.service.list())
        return True
