"""The services as a session of a shared table sees them (issue 11): reads pass, every other
method needs the session unlocked with the table's PIN (`control.AccessSession.require` raises
`Locked`). A method a wrapper does not know counts as a change (fails closed); the wrapped
service's attributes (its store) are not reachable through it.
"""

from __future__ import annotations

from typing import Any

from scorepad.services.access.control import AccessSession

#: GameService methods that only read; every other public method needs an unlocked session
GAME_READS = frozenset({
    "get", "check_round", "check_draft", "expected_tricks", "preview_draft", "preview",
    "list_games", "count_games", "latest_active", "known_players", "judged_tricks",
    "playing_now", "played_last", "kept_round",
})
PLAYER_READS = frozenset({"list_players"})
#: GameService methods that change stored data (documentation and a test's check: a method in
#: neither set is treated as a change all the same)
GAME_CHANGES = frozenset({"start_game", "record_round", "edit_round", "undo_last_round",
                          "delete_game", "save_judged_trick", "share_draft",
                          "keep_judged", "change_table"})
PLAYER_CHANGES = frozenset({"rename", "merge", "remove"})
#: ExchangeService (issue 21): an export reads; an import (start_import, finish_import) changes
EXCHANGE_READS = frozenset({"export_file"})
EXCHANGE_CHANGES = frozenset({"start_import", "finish_import", "import_steps"})
#: BackupService (issue 29): listing the backups reads; putting one back changes every game
BACKUP_READS = frozenset({"list"})


class _Guarded:
    """A service seen through a session: reads pass, anything else needs the session
    unlocked. A method it does not know counts as a change (fails closed); the wrapped
    service's attributes (its store) are not reachable through it."""

    _reads: frozenset[str] = frozenset()

    def __init__(self, inner: Any, session: AccessSession) -> None:
        object.__setattr__(self, "_inner", inner)
        object.__setattr__(self, "_session", session)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        inner = object.__getattribute__(self, "_inner")
        value = getattr(inner, name)
        if not callable(value):
            raise AttributeError(f"{name} is not available to a session")
        if name in self._reads:
            return value
        session = object.__getattribute__(self, "_session")

        def guarded(*args: Any, **kwargs: Any) -> Any:
            session.require(name)
            return value(*args, **kwargs)

        guarded.__name__ = name
        return guarded

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a guarded service cannot be changed")

    @property
    def session(self) -> AccessSession:
        return object.__getattribute__(self, "_session")


class GuardedGameService(_Guarded):
    """`GameService` for one session of a shared table."""

    _reads = GAME_READS


class GuardedPlayerService(_Guarded):
    """`PlayerService` for one session of a shared table (rename, merge, remove are changes)."""

    _reads = PLAYER_READS


class GuardedExchangeService(_Guarded):
    """`ExchangeService` for one session of a shared table: exporting reads, importing is a
    change (it needs the session unlocked)."""

    _reads = EXCHANGE_READS


class GuardedBackupService(_Guarded):
    """`BackupService` for one session of a shared table: the backups are listed to anyone;
    putting one back replaces every game of the table: it needs the session unlocked."""

    _reads = BACKUP_READS

    @property
    def available(self) -> bool:
        return object.__getattribute__(self, "_inner").available
