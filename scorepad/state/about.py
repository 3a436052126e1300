"""The About screen's state (`/about`, reached from Settings): which Scorepad this is and the
games it keeps, each with its rule sheet (the Rules screen) and what the app does for it.

Nothing of the machine is read here: no data folder, no path, no address (where the games are
kept is Settings' to say).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version

import flet as ft

from rules.judge_form import judged_games
from rules.registry import game_ids, scoresheet
from rules.rulebook import SECTIONS

log = logging.getLogger("scorepad.state.about")

PACKAGE = "scorepad"  # the distribution whose version this copy is


@dataclass(frozen=True)
class GameAbout:
    """One game the app keeps scores of."""

    game: str  # the game's id (its title: scorepad.words.game_title)
    fewest: int  # players the game seats, at the fewest and the most
    most: int
    judged: bool  # the trick judge rules its tricks
    rules: bool  # the Rules screen has its rule sheet


def version_of(package: str = PACKAGE) -> str | None:
    """This copy's version as it was installed (the phone-alone site carries the package's
    record too: scorepad/publish/archive.own_metadata); None where there is no record (a
    source folder run as it is)."""
    try:
        return version(package)
    except PackageNotFoundError:
        log.info("no installed version of %s", package)
        return None


def games_about() -> tuple[GameAbout, ...]:
    """Every registered game, in the registry's order."""
    judged = set(judged_games())
    out = []
    for game in game_ids():
        sheet = scoresheet(game)
        out.append(GameAbout(game, sheet.min_players, sheet.max_players, game in judged,
                             game in SECTIONS))
    return tuple(out)


@ft.observable
@dataclass(eq=False)
class AboutState:
    version: str | None = None  # None: not known (said so)
    games: tuple[GameAbout, ...] = ()
    loaded: bool = False

    def load(self) -> bool:
        """Read what the screen says (once a session: none of it changes while the app runs).
        Always opens."""
        if not self.loaded:
            self.version = version_of()
            self.games = games_about()
            self.loaded = True
        return True
