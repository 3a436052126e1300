"""The Rules screen's state: which section to bring into view (the game is in the route)."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from rules.rulebook import SECTIONS


@ft.observable
@dataclass(eq=False)
class RulesState:
    game: str | None = None
    section: str | None = None  # the section to scroll into view, if any
    jump: int = 0  # counts the requests to scroll, so that opening the same one again scrolls

    def show(self, game: str | None, section: str | None = None) -> tuple[str | None, str | None]:
        """Show `game` (None: the list of games), scrolled to `section`; an unknown game or
        section is left out. Returns what is shown."""
        if game not in SECTIONS:
            game, section = None, None
        if game is None or section not in SECTIONS[game]:
            section = None
        self.game, self.section = game, section
        self.jump += 1
        return game, section
