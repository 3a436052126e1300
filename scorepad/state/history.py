"""History: games by date, a game's detail (round table and chart), resume and delete."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import flet as ft

from scorepad.state.errors import action_errors, message_of
from scorepad.words import tr

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Games

PAGE_SIZE = 20


@ft.observable
@dataclass(eq=False)
class HistoryState:
    service: Games
    games: tuple[Any, ...] = ()
    has_more: bool = False
    detail: Any = None  # GameView of the game opened
    confirm_delete: bool = False
    error: str | None = None

    def load(self) -> None:
        """The newest games, one page (never every game)."""
        try:
            page = list(self.service.list_games(limit=PAGE_SIZE + 1, offset=0))
        except action_errors() as exc:
            self.error = message_of(exc)
            return
        self.has_more = len(page) > PAGE_SIZE
        self.games = tuple(page[:PAGE_SIZE])
        self.error = None

    def more(self) -> None:
        try:
            page = list(self.service.list_games(limit=PAGE_SIZE + 1, offset=len(self.games)))
        except action_errors() as exc:
            self.error = message_of(exc)
            return
        self.has_more = len(page) > PAGE_SIZE
        self.games = self.games + tuple(page[:PAGE_SIZE])

    def refresh(self) -> None:
        """Another device changed a game (a live update): the games shown (as many as were
        loaded) and the game opened are read again; a question being asked stays. A game
        deleted meanwhile closes, saying so."""
        shown = max(len(self.games), PAGE_SIZE)
        try:
            page = list(self.service.list_games(limit=shown + 1, offset=0))
        except action_errors() as exc:
            self.error = message_of(exc)
            return
        self.has_more = len(page) > shown
        self.games = tuple(page[:shown])
        if self.detail is None:
            return
        try:
            self.detail = self.service.get(self.detail.id)
        except action_errors() as exc:
            from scorepad.services.games.service import GameNotFound

            self.detail = None
            self.confirm_delete = False
            self.error = (tr("This game was just deleted on another device.")
                          if isinstance(exc, GameNotFound) else message_of(exc))

    def open(self, game_id: Any) -> bool:
        try:
            self.detail = self.service.get(game_id)
        except action_errors() as exc:
            self.error = message_of(exc)
            return False
        self.confirm_delete = False
        self.error = None
        return True

    def ask_delete(self) -> None:
        self.confirm_delete = True

    def cancel_delete(self) -> None:
        self.confirm_delete = False

    def delete(self) -> bool:
        """Delete the opened game (after the question was answered yes)."""
        if self.detail is None:
            return False
        game_id = self.detail.id
        try:
            self.service.delete_game(game_id)
        except action_errors() as exc:
            self.error = message_of(exc)
            self.confirm_delete = False
            return False
        self.games = tuple(g for g in self.games if getattr(g, "id", None) != game_id)
        self.detail = None
        self.confirm_delete = False
        self.error = None
        return True
