"""Setting up a new game: which game, who sits where, who deals first, which options."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.limits import NAME_MAX, name_problem, tidy_name
from scorepad.state.errors import message_of
from scorepad.words import N_, tr, tr_n

DEFAULT_GAME = "sixth-sense"
#: games whose round screen the app has; the others show as "coming soon" even when their
#: scoresheet exists (scorepad.ui.round shows each of these three games its own way)
SCREENS = frozenset({"sixth-sense", "nomination-whist", "shedding"})
SHED_MODES = ("classic", "last-man-standing")
#: the options of every game (not the game, the players, the dealer); reset_options() puts
#: them back to their defaults. A new option (a house rule) is added here too.
OPTION_FIELDS = ("scoring", "ending", "target", "late_trump", "removed", "short", "shed_mode",
                 "shed_games", "shed_target", "challenge", "six_at_nine", "hook", "zero_streak")
MAX_NAME = NAME_MAX  # the one limit (scorepad.limits), kept under its old name here


@dataclass(frozen=True, slots=True)
class GameChoice:
    id: str
    title: str
    available: bool  # False: "coming soon" (no scoresheet yet)
    min_players: int = 2
    max_players: int = 6


@functools.lru_cache(maxsize=1)
def game_catalogue() -> tuple[GameChoice, ...]:
    """Every registered game; a game is available once its SCORESHEET exists and the app has
    its round screen. Computed once per process (it imports every game's package)."""
    from rules import registry

    titles = {"sixth-sense": N_("6th Sense"), "nomination-whist": N_("Nomination whist"),
              "shedding": N_("Shedding game")}
    out = []
    for gid in registry.game_ids():
        try:
            sheet = registry.scoresheet(gid)
        except Exception:  # the package or its sheet is not written yet: coming soon
            out.append(GameChoice(gid, titles.get(gid, gid), False))
            continue
        out.append(GameChoice(gid, getattr(sheet, "title", titles.get(gid, gid)), gid in SCREENS,
                              sheet.min_players, sheet.max_players))
    return tuple(out)


@ft.observable
@dataclass(eq=False)
class NewGameState:
    service: Any
    games: tuple[GameChoice, ...] = ()
    game: str = DEFAULT_GAME
    seats: tuple[str, ...] = ()
    known: tuple[str, ...] = ()
    name: str = ""
    dealer: int | None = None  # None: drawn at random when the game starts
    scoring: str = "standard"
    ending: str = "rounds"
    target: str = "100"
    late_trump: bool = False
    removed: str | None = None
    short: bool = False  # nomination whist: 7..1 only
    shed_mode: str = "classic"
    shed_games: str = "5"
    shed_target: str = "100"
    challenge: bool = False
    six_at_nine: int = 9  # house rule (6th Sense): what a 6/9 card met at 9 scores, 9 or 6
    hook: bool = True  # house rule (whist): the bids may not add up to the hand size
    zero_streak: bool = True  # house rule (whist): zero at most three rounds in a row
    error: str | None = None
    name_error: str | None = None
    name_field: int = 0  # a new, empty name field after each name seated (see ui.new_game)
    form_version: int = 0  # a new version: the number fields show the state's values again

    # ---- loading -------------------------------------------------------------------------

    def load(self) -> None:
        """Fill the game picker and the known players (entering the screen)."""
        try:
            if not self.games:
                self.games = game_catalogue()
            self.known = tuple(_names(self.service.known_players()))
        except Exception as exc:
            self.error = message_of(exc)

    @property
    def choice(self) -> GameChoice | None:
        return next((g for g in self.games if g.id == self.game), None)

    @property
    def min_players(self) -> int:
        return self.choice.min_players if self.choice else 2

    @property
    def max_players(self) -> int:
        return self.choice.max_players if self.choice else 6

    @property
    def available_known(self) -> tuple[tuple[int, str], ...]:
        """Known players not seated yet, with their index in `known`."""
        seated = {s.casefold() for s in self.seats}
        return tuple((k, n) for k, n in enumerate(self.known) if n.casefold() not in seated)

    @property
    def can_start(self) -> bool:
        return (self.choice is not None and self.choice.available
                and self.min_players <= len(self.seats) <= self.max_players)

    # ---- actions -------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        choice = next((g for g in self.games if g.id == game), None)
        if choice is None or not choice.available:
            self.error = tr("{game} is coming soon.",
                            game=tr(choice.title) if choice else game)
            return
        self.game = game
        self.error = None

    def set_name(self, text: str) -> None:
        """The name field changed (each key). An over-long name is refused as it is typed:
        the message shows at once and the name cannot be seated until it is shortened."""
        self.name = text or ""
        name = tidy_name(self.name)
        self.name_error = name_problem(name) if len(name) > NAME_MAX else None

    def add_name(self) -> None:
        """Seat the typed name at the next seat."""
        if self._seat(self.name, field_error=True):
            self.name = ""
            self.name_field += 1

    def add_known(self, k: int) -> None:
        if 0 <= k < len(self.known):
            self._seat(self.known[k], field_error=False)

    def _seat(self, raw: str, *, field_error: bool) -> bool:
        name = tidy_name(raw)
        problem = name_problem(name)
        if problem is None and name.casefold() in {s.casefold() for s in self.seats}:
            problem = tr("{name} is already at the table.", name=name)
        elif problem is None and len(self.seats) >= self.max_players:
            problem = tr("At most {n} players.", n=self.max_players)
        if problem:
            if field_error:
                self.name_error = problem
            else:
                self.error = problem
            return False
        self.seats = self.seats + (name,)
        self.error = self.name_error = None
        self._fit_options()
        return True

    def move(self, seat: int, delta: int) -> None:
        """Move a player one seat earlier (delta -1) or later (+1), clockwise order."""
        other = seat + delta
        if not (0 <= seat < len(self.seats) and 0 <= other < len(self.seats)):
            return
        seats = list(self.seats)
        seats[seat], seats[other] = seats[other], seats[seat]
        self.seats = tuple(seats)
        if self.dealer == seat:
            self.dealer = other
        elif self.dealer == other:
            self.dealer = seat

    def remove(self, seat: int) -> None:
        if not 0 <= seat < len(self.seats):
            return
        self.seats = self.seats[:seat] + self.seats[seat + 1:]
        if self.dealer is not None:
            if self.dealer == seat:
                self.dealer = None
            elif self.dealer > seat:
                self.dealer -= 1
        self._fit_options()

    def set_dealer(self, seat: int | None) -> None:
        self.dealer = seat if seat is None or 0 <= seat < len(self.seats) else None

    def set_scoring(self, scoring: str) -> None:
        if scoring in ("standard", "novice"):
            self.scoring = scoring

    def set_ending(self, ending: str) -> None:
        if ending in ("rounds", "target"):
            self.ending = ending
            self.error = None

    def set_target(self, text: str) -> None:
        self.target = text
        self.error = None

    def set_late_trump(self, on: bool) -> None:
        self.late_trump = bool(on)

    def set_removed(self, colour: str) -> None:
        self.removed = colour
        self.error = None

    def set_short(self, on: bool) -> None:
        self.short = bool(on)

    def set_shed_mode(self, mode: str) -> None:
        if mode in SHED_MODES:
            self.shed_mode = mode
            self.error = None

    def set_shed_games(self, text: str) -> None:
        self.shed_games = text
        self.error = None

    def set_shed_target(self, text: str) -> None:
        self.shed_target = text
        self.error = None

    def set_challenge(self, on: bool) -> None:
        self.challenge = bool(on)

    def set_six_at_nine(self, points: int) -> None:
        if points in (9, 6):
            self.six_at_nine = points

    def set_hook(self, on: bool) -> None:
        self.hook = bool(on)

    def set_zero_streak(self, on: bool) -> None:
        self.zero_streak = bool(on)

    def _fit_options(self) -> None:
        if len(self.seats) != 2:
            self.removed = None

    def draft_options(self) -> dict[str, Any]:
        """The options as chosen so far, never raising (what the summary shows)."""
        if self.game == "nomination-whist":
            return {"short": self.short, "hook": self.hook, "zero_streak": self.zero_streak}
        if self.game == "shedding":
            classic = self.shed_mode == "classic"
            text = (self.shed_games if classic else self.shed_target).strip()
            value = int(text) if text.isdigit() else (text or None)
            return {"mode": self.shed_mode, "challenge": self.challenge,
                    ("games" if classic else "target"): value}
        opts: dict[str, Any] = {"scoring": self.scoring, "ending": self.ending,
                                "late_trump": self.late_trump and self.scoring != "novice",
                                "six_at_nine": self.six_at_nine}
        if self.ending == "target":
            text = self.target.strip()
            opts["target"] = int(text) if text.isdigit() else (text or None)
        if len(self.seats) == 2 and self.removed:
            opts["removed"] = self.removed
        return opts

    @property
    def summary(self) -> list[str]:
        """Every choice the game will start with, in words, shown next to Start: options
        kept from the last game are never hidden below the fold (issue 9, item 6)."""
        from scorepad.state.options_text import describe

        title = tr(self.choice.title) if self.choice else self.game
        n = len(self.seats)
        players = (tr_n("{n} player: {names}", "{n} players: {names}", n,
                        names=", ".join(self.seats)) if n
                   else tr("no players yet"))
        dealer = (tr("first dealer drawn at random") if self.dealer is None
                  else tr("{name} deals first", name=self.seats[self.dealer]))
        lines = [title, players, dealer, *describe(self.game, self.draft_options(), full=True)]
        if self.game == "sixth-sense" and n == 2 and not self.removed:
            lines.append(tr("colour taken out: not chosen yet"))
        return lines

    @property
    def is_default(self) -> bool:
        """True when every option is as a fresh form has it."""
        fresh = NewGameState(self.service)
        return all(getattr(self, f) == getattr(fresh, f) for f in OPTION_FIELDS)

    def reset_options(self) -> None:
        """Every option back to its default (the game, the players and the dealer stay)."""
        fresh = NewGameState(self.service)
        for f in OPTION_FIELDS:
            setattr(self, f, getattr(fresh, f))
        if len(self.seats) != 2:
            self.removed = None
        self.form_version += 1  # the number fields show the defaults
        self.error = None

    def options(self) -> dict[str, Any]:
        """The options dict for the service; raises ValueError with a plain sentence."""
        if self.game == "nomination-whist":
            return {"short": self.short, "hook": self.hook, "zero_streak": self.zero_streak}
        if self.game == "shedding":
            classic = self.shed_mode == "classic"
            text = (self.shed_games if classic else self.shed_target).strip()
            if not text.isdigit() or int(text) <= 0:
                raise ValueError(
                    tr("The number of games must be a whole number above 0, not '{typed}'.",
                       typed=text) if classic else
                    tr("The target score must be a whole number above 0, not '{typed}'.",
                       typed=text))
            return {"mode": self.shed_mode, "challenge": self.challenge,
                    ("games" if classic else "target"): int(text)}
        opts: dict[str, Any] = {"scoring": self.scoring, "ending": self.ending,
                                "late_trump": self.late_trump, "six_at_nine": self.six_at_nine}
        if self.ending == "target":
            text = self.target.strip()
            if not text.isdigit() or int(text) <= 0:
                raise ValueError(tr("The target score must be a whole number above 0, "
                                    "not '{typed}'.", typed=text))
            opts["target"] = int(text)
        if len(self.seats) == 2:
            if self.removed is None:
                raise ValueError(tr("With 2 players, choose the colour taken out of the deck."))
            opts["removed"] = self.removed
        return opts

    def start(self) -> Any | None:
        """Start the game; returns its id, or None with `error` saying why not."""
        if len(self.seats) < self.min_players:
            self.error = tr("Add at least {n} players.", n=self.min_players)

            return None
        try:
            view = self.service.start_game(game=self.game, players=list(self.seats),
                                           first_dealer=self.dealer, options=self.options())
        except Exception as exc:
            self.error = message_of(exc)
            return None
        self.reset()
        return view.id

    def reset(self) -> None:
        """Empty the form after a start (the known players and games stay)."""
        self.seats = ()
        self.name = ""
        self.dealer = None
        self.error = self.name_error = None

    def seat_table(self, names: list[str]) -> None:
        """Pre-fill the seats (a rematch with the same players)."""
        self.seats = tuple(names[: self.max_players])
        self.dealer = None
        self._fit_options()


def _names(players: Any) -> list[str]:
    """known_players() may give names or objects with a name."""
    out = []
    for p in players or ():
        out.append(p if isinstance(p, str) else str(getattr(p, "name", p)))
    return out
