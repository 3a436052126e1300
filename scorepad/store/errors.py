"""The store's error, below both what opens the store (db.py) and what migrates it (migrate.py),
so neither imports the other to raise it (db.py names it too: `scorepad.store.db.StoreError`)."""

from __future__ import annotations

from scorepad.errors import ScorepadError


class StoreError(ScorepadError, RuntimeError):
    """The database cannot be opened or used; the message is one sentence for a person."""

    @property
    def message(self) -> str:  # the same attribute the other errors shown to users carry
        return str(self)
