"""Shedding-game options: the typed, frozen value, its parsing, and the specs a new-game
screen renders (rules.options).

- ``mode``: ``"classic"`` (default: a fixed number of games, lowest total wins, equal totals
  share) or ``"last-man-standing"`` (play to a target; the first to reach it wins);
- ``games``: classic only, a whole number > 0, default 5 (the sheet names no number);
- ``target``: last-man-standing only, a whole number > 0, default 100 (the sheet names none);
- ``challenge``: bool, default false (the symbols must change too; it does not change scoring).

>>> o = SheddingOptions.parse(3, {"mode": "last-man-standing"})
>>> o.to_dict(), o.games_to_play, o.target_score, o.higher_wins
({'mode': 'last-man-standing', 'games': None, 'target': 100, 'challenge': False}, None, 100, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from rules.common.sheet import check_option_keys, flag, is_int
from rules.errors import RulesError
from rules.message import msg, msg_n, term
from rules.options import CHOICE, NUMBER, SWITCH, N_, GameOptions, OptionSpec, Pick
from rules.shedding import setup

CLASSIC = "classic"
LAST_MAN_STANDING = "last-man-standing"
MODES = (CLASSIC, LAST_MAN_STANDING)
DEFAULT_GAMES = 5
DEFAULT_TARGET = 100
KEYS = ("mode", "games", "target", "challenge")  # stored order


def _games_said(n: Any) -> Any:
    if n in (None, ""):
        return None
    if is_int(n):
        return msg_n("{n} game", "{n} games", n=n)
    return msg("{games} games", games=str(n))  # as typed, not a number yet


def _target_said(n: Any) -> Any:
    if n in (None, ""):
        return None
    if is_int(n):
        return msg_n("first to {n} point wins", "first to {n} points wins", n=n)
    return msg("first to {target} points wins", target=str(n))


SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("mode", CHOICE, CLASSIC, "mode", label=term("Mode"), main=True,
               picks=(Pick(CLASSIC, CLASSIC, term("Classic (lowest total wins)")),
                      Pick(LAST_MAN_STANDING, LAST_MAN_STANDING,
                           term("Last Man Standing (to a target)"))),
               said=lambda v: msg("Last Man Standing") if v == LAST_MAN_STANDING
               else msg("classic (lowest total wins)")),
    OptionSpec("games", NUMBER, None, "shed-games", label=term("Number of games"), main=True,
               exists=(("mode", (CLASSIC,)),), under="mode", suggested=DEFAULT_GAMES,
               refusal=N_("The number of games must be a whole number above 0, not '{typed}'."),
               said=_games_said),
    OptionSpec("target", NUMBER, None, "shed-target", label=term("Target score"), main=True,
               exists=(("mode", (LAST_MAN_STANDING,)),), under="mode",
               suggested=DEFAULT_TARGET,
               refusal=N_("The target score must be a whole number above 0, not '{typed}'."),
               said=_target_said),
    OptionSpec("challenge", SWITCH, False, "challenge",
               label=term("Challenge (the symbol must change too)"),
               said=lambda v: msg("challenge on") if v else msg("challenge off")),
)


@dataclass(frozen=True, slots=True, eq=False)
class SheddingOptions(GameOptions):
    mode: str = CLASSIC
    games: int | None = DEFAULT_GAMES  # classic only
    target: int | None = None  # last-man-standing only
    challenge: bool = False

    SPECS = SPECS

    @property
    def classic(self) -> bool:
        return self.mode != LAST_MAN_STANDING

    @property
    def higher_wins(self) -> bool:
        """Classic: the lowest total wins; Last Man Standing: the total reaching the target."""
        return not self.classic

    @property
    def games_to_play(self) -> int | None:
        """The games of a classic match, None in Last Man Standing."""
        return (self.games or DEFAULT_GAMES) if self.classic else None

    @property
    def target_score(self) -> int | None:
        return None if self.classic else (self.target or DEFAULT_TARGET)

    @classmethod
    def parse(cls, players: int, options: Mapping[str, Any] | None = None) -> "SheddingOptions":
        """Fill defaults and validate; raises `RulesError` naming the bad option."""
        setup.check_players(players)
        given = dict(options or {})
        check_option_keys(given, KEYS, term("shedding"))
        mode = given.get("mode") or CLASSIC
        if mode not in MODES:
            raise RulesError(msg("the mode is 'classic' or 'last-man-standing', not {given}",
                                 given=repr(mode)), "mode")
        games, target = given.get("games"), given.get("target")
        if mode == CLASSIC:
            if target is not None:
                raise RulesError(msg("a target score belongs to Last Man Standing; classic "
                                     "mode plays a fixed number of games"), "target")
            games = DEFAULT_GAMES if games is None else games
            if not is_int(games) or games <= 0:
                raise RulesError(msg("the number of games is a whole number above 0, got {got}",
                                     got=repr(games)), "games")
        else:
            if games is not None:
                raise RulesError(msg("Last Man Standing plays to a target score, not a number "
                                     "of games"), "games")
            target = DEFAULT_TARGET if target is None else target
            if not is_int(target) or target <= 0:
                raise RulesError(msg("the target is a whole number above 0, got {got}",
                                     got=repr(target)), "target")
        return cls(mode, games, target, flag(given, "challenge"))

    @classmethod
    def stored(cls, given: dict[str, Any]) -> "SheddingOptions":
        mode = given.get("mode") or CLASSIC
        classic = mode == CLASSIC
        return cls(mode, (given.get("games") or DEFAULT_GAMES) if classic else None,
                   None if classic else (given.get("target") or DEFAULT_TARGET),
                   bool(given.get("challenge")))
