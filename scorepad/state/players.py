"""The Players screen: everyone who has played; rename, merge two names, remove.

One thing at a time: a row being renamed shows a name field; a merge first asks which player
the name joins, then asks to confirm; a removal asks to confirm. A refused change shows a
sentence and changes nothing (the service checks again inside its transaction).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import flet as ft

from scorepad.names import NAME_MAX, name_problem, tidy_name
from scorepad.state.errors import action_errors, message_of
from scorepad.words import say, tr, tr_n

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Players


@ft.observable
@dataclass(eq=False)
class PlayersState:
    service: Players  # scorepad.services.players.service.PlayerService
    players: tuple[Any, ...] = ()  # PlayerInfo, alphabetical
    error: str | None = None
    error_row: int | None = None  # the row the error is about (shown under it); None: on top
    notice: str | None = None  # what the last change did
    notice_row: int | None = None  # shown under this row (where the change was); None: on top
    renaming: int | None = None  # row being renamed
    new_name: str = ""
    name_error: str | None = None
    merging: int | None = None  # row whose name is merged into another
    merge_into: int | None = None  # the row it joins (then: confirm)
    removing: int | None = None  # row to remove (confirm)
    version: int = 0  # a new version: the rename field starts again from the name

    # ---- reading ---------------------------------------------------------------------------

    def load(self) -> None:
        try:
            self.players = tuple(self.service.list_players())
            self.error = None
        except action_errors() as exc:
            self.error = message_of(exc)
        self._close()

    def name_of(self, k: int | None) -> str | None:
        return self.players[k].name if k is not None and 0 <= k < len(self.players) else None

    @property
    def busy(self) -> bool:
        return any(x is not None for x in (self.renaming, self.merging, self.removing))

    def _index_of(self, name: str) -> int | None:
        return next((k for k, p in enumerate(self.players) if p.name == name), None)

    def _close(self) -> None:
        self.error_row = None
        self.renaming = self.merging = self.merge_into = self.removing = None
        self.new_name = ""
        self.name_error = None

    def _row(self, k: int) -> bool:
        if self.name_of(k) is None:
            self.error = tr("That player is no longer on the list.")
            return False
        return True

    def cancel(self) -> None:
        self._close()
        self.error = None

    # ---- rename ----------------------------------------------------------------------------

    def start_rename(self, k: int) -> None:
        if not self._row(k):
            return
        self._close()
        self.renaming = k
        self.new_name = self.players[k].name
        self.version += 1
        self.error = self.notice = self.notice_row = None

    def set_new_name(self, text: str) -> None:
        """Each key typed: an over-long name is refused at once."""
        self.new_name = text or ""
        name = tidy_name(self.new_name)
        self.name_error = say(name_problem(name)) if len(name) > NAME_MAX else None

    def save_rename(self) -> None:
        old = self.name_of(self.renaming)
        if old is None:
            return
        name = tidy_name(self.new_name)
        said = name_problem(name)
        problem = say(said) if said is not None else None
        if problem is None and name == old:
            problem = tr("Type the new name (it is the same as now).")
        if problem:
            self.name_error = problem
            return
        try:
            stored = self.service.rename(old, name)
        except action_errors() as exc:
            self.name_error = message_of(exc)
            return
        self.load()
        self.notice = tr("{old} is now called {new}, in every game.", old=old, new=stored)
        self.notice_row = self._index_of(stored)

    # ---- merge -----------------------------------------------------------------------------

    def start_merge(self, k: int) -> None:
        if not self._row(k):
            return
        self._close()
        self.error = self.notice = self.notice_row = None
        if len(self.players) < 2:
            self.error = tr("There is no other player to merge with.")
            self.error_row = k
            return
        self.merging = k

    def choose_merge_into(self, j: int) -> None:
        if self.merging is None or not self._row(j):
            return
        if j == self.merging:
            self.error = tr("Choose another player: a name cannot merge with itself.")
            self.error_row = self.merging
            return
        self.merge_into = j
        self.error = None

    def confirm_merge(self) -> None:
        source, into = self.name_of(self.merging), self.name_of(self.merge_into)
        if source is None or into is None:
            self.error = tr("Choose the two players to merge first.")
            return
        try:
            info = self.service.merge(source, into)
        except action_errors() as exc:
            self.error = message_of(exc)
            self.error_row = self.merging
            return
        self.load()
        self.notice_row = self._index_of(into)
        n = info.games
        self.notice = tr_n("{name} merged into {other}: {other} now has {n} game, and the "
                           "statistics count them together.",
                           "{name} merged into {other}: {other} now has {n} games, and the "
                           "statistics count them together.", n, name=source, other=into)

    # ---- remove ----------------------------------------------------------------------------

    def start_remove(self, k: int) -> None:
        if not self._row(k):
            return
        self._close()
        self.error = self.notice = self.notice_row = None
        p = self.players[k]
        if p.games:
            self.error = tr_n("{name} has {n} game, so stays on the list: only a player with "
                              "no games can be removed. To join two names of one person, use "
                              "Merge.",
                              "{name} has {n} games, so stays on the list: only a player with "
                              "no games can be removed. To join two names of one person, use "
                              "Merge.", p.games, name=p.name)
            self.error_row = k
            return
        self.removing = k

    def confirm_remove(self) -> None:
        name = self.name_of(self.removing)
        if name is None:
            return
        try:
            self.service.remove(name)
        except action_errors() as exc:
            self.error = message_of(exc)
            self.error_row = self.removing
            self.removing = None
            return
        k = self.removing
        self.load()
        self.notice = tr("{name} was removed.", name=name)
        self.notice_row = min(k, len(self.players)) - 1 if k else None
