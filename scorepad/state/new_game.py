"""Setting up a new game: which game, who sits where, who deals first, which options.

The options are the sheet's (`ScoreSheet.option_specs`, rules.options): this state keeps what
the table chose per game and per option key, and knows no game. `set_option(key, value)` is
the one action for every option; `options()` builds what the service parses.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import flet as ft

from rules.message import msg
from rules.errors import RulesError
from rules.options import NUMBER, SWITCH, OptionSpec
from rules.scoresheet import MAX_PLAYERS, MIN_PLAYERS
from scorepad.names import NAME_MAX, name_problem, tidy_name
from scorepad.state.errors import action_errors, message_of
from scorepad.words import game_title, say, tr, tr_n

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.service import Games

@dataclass(frozen=True, slots=True)
class GameChoice:
    id: str
    title: str
    available: bool  # False: "coming soon" (no scoresheet, or no way to enter its rounds)
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS
    options: tuple[OptionSpec, ...] = ()  # what the table chooses when the game starts


def default_game() -> str:
    """The game a fresh form shows: the first the registry lists."""
    from rules import registry

    return next(iter(registry.game_ids()), "")


def game_catalogue() -> tuple[GameChoice, ...]:
    """Every registered game; a game is available once its SCORESHEET exists and says how its
    rounds are entered. Computed once per process for a registry (it imports every game)."""
    from rules import registry

    return _catalogue(tuple(registry.GAMES.items()))


@functools.lru_cache(maxsize=4)
def _catalogue(games: tuple[tuple[str, str], ...]) -> tuple[GameChoice, ...]:
    from rules import registry

    out = []
    for gid, _package in games:
        try:
            sheet = registry.scoresheet(gid)
        except (RulesError, ImportError, AttributeError):  # the package or its sheet is not
            # written yet: coming soon
            out.append(GameChoice(gid, gid, False))
            continue
        out.append(GameChoice(gid, getattr(sheet, "title", gid),
                              callable(getattr(sheet, "entry_form", None)),
                              sheet.min_players, sheet.max_players,
                              tuple(getattr(sheet, "option_specs", ()))))
    return tuple(out)


def _initial(spec: OptionSpec) -> Any:
    """An option's value in a fresh form (a number as the text its field shows)."""
    if spec.kind == NUMBER:
        return "" if spec.suggested is None else str(spec.suggested)
    return spec.default


@ft.observable
@dataclass(eq=False)
class NewGameState:
    service: Games
    games: tuple[GameChoice, ...] = ()
    game: str = field(default_factory=default_game)
    seats: tuple[str, ...] = ()
    known: tuple[str, ...] = ()
    name: str = ""
    dealer: int | None = None  # None: drawn at random when the game starts
    #: what the table chose, per game id and option key (a number as typed); the rest is
    #: the sheet's default
    chosen: dict[str, dict[str, Any]] = field(default_factory=dict)
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
        except action_errors() as exc:
            self.error = message_of(exc)

    @property
    def choice(self) -> GameChoice | None:
        games = self.games or game_catalogue()
        return next((g for g in games if g.id == self.game), None)

    @property
    def min_players(self) -> int:
        return self.choice.min_players if self.choice else MIN_PLAYERS

    @property
    def max_players(self) -> int:
        return self.choice.max_players if self.choice else MAX_PLAYERS

    @property
    def available_known(self) -> tuple[tuple[int, str], ...]:
        """Known players not seated yet, with their index in `known`."""
        seated = {s.casefold() for s in self.seats}
        return tuple((k, n) for k, n in enumerate(self.known) if n.casefold() not in seated)

    @property
    def can_start(self) -> bool:
        return (self.choice is not None and self.choice.available
                and self.min_players <= len(self.seats) <= self.max_players)

    # ---- the options, as the sheet describes them ----------------------------------------

    @property
    def specs(self) -> tuple[OptionSpec, ...]:
        """The options of the game chosen."""
        return self.choice.options if self.choice else ()

    @property
    def values(self) -> dict[str, Any]:
        """Every option of the game chosen: what the table chose, else the default."""
        mine = self.chosen.get(self.game, {})
        return {s.key: mine.get(s.key, _initial(s)) for s in self.specs}

    def option(self, key: str) -> Any:
        return self.values.get(key)

    @property
    def shown_options(self) -> tuple[OptionSpec, ...]:
        """The options the screen offers now (some apply only with other choices, or only
        with a number of players)."""
        values = self.values
        return tuple(s for s in self.specs if s.shown_with(values, len(self.seats)))

    def spec(self, key: str) -> OptionSpec | None:
        return next((s for s in self.specs if s.key == key), None)

    def set_option(self, key: str, value: Any) -> None:
        """Choose `value` for the option `key` of the game chosen (a value the option does not
        offer changes nothing)."""
        spec = self.spec(key)
        if spec is None:
            return
        if spec.kind == SWITCH:
            value = bool(value)
        elif spec.kind == NUMBER:
            value = "" if value is None else str(value)
        elif not any(p.value == value for p in spec.picks):
            return
        mine = {**self.chosen.get(self.game, {}), key: value}
        self.chosen = {**self.chosen, self.game: mine}
        self.error = None

    def _fit_options(self) -> None:
        """Options that apply only with some numbers of players are dropped when the table
        no longer has that many."""
        n = len(self.seats)
        changed = False
        chosen = {}
        for choice in self.games or game_catalogue():
            mine = dict(self.chosen.get(choice.id, {}))
            for spec in choice.options:
                if spec.players and n not in spec.players and spec.key in mine:
                    del mine[spec.key]
                    changed = True
            chosen[choice.id] = mine
        if changed:
            self.chosen = {**self.chosen, **chosen}

    def _offered(self):
        """(spec, value as chosen) for each option this game offers with these players."""
        values, n = self.values, len(self.seats)
        return ((spec, values[spec.key]) for spec in self.specs if spec.exists_with(values, n))

    def draft_options(self) -> dict[str, Any]:
        """The options as chosen so far, never raising (what the summary shows)."""
        out: dict[str, Any] = {}
        for spec, value in self._offered():
            if spec.kind == NUMBER:
                text = str(value).strip()
                out[spec.key] = int(text) if text.isdigit() else (text or None)
            elif not (spec.required and value is None):
                out[spec.key] = value
        return out

    def options(self) -> dict[str, Any]:
        """The options for the service; raises ValueError with a plain sentence."""
        out: dict[str, Any] = {}
        for spec, value in self._offered():
            if spec.kind == NUMBER:
                text = str(value).strip()
                if not text and spec.blank:
                    continue  # left empty: its default
                if not text.isdigit() or int(text) <= 0:
                    raise ValueError(say(msg(spec.refusal, typed=text)))
                value = int(text)
            elif spec.required and value is None:
                raise ValueError(say(msg(spec.refusal)))
            out[spec.key] = value
        return out

    @property
    def summary(self) -> list[str]:
        """Every choice the game will start with, in words, shown next to Start: options
        kept from the last game are never hidden below the fold (issue 9, item 6)."""
        from scorepad.state.options_text import describe_with

        title = game_title(self.game)
        n = len(self.seats)
        players = (tr_n("{n} player: {names}", "{n} players: {names}", n,
                        names=", ".join(self.seats)) if n
                   else tr("no players yet"))
        dealer = (tr("first dealer drawn at random") if self.dealer is None
                  else tr("{name} deals first", name=self.seats[self.dealer]))
        lines = [title, players, dealer, *describe_with(self.specs, self.draft_options(),
                                                         full=True)]
        values = self.values
        lines += [say(s.pending) for s in self.specs
                  if s.pending is not None and s.exists_with(values, n) and values[s.key] is None]
        return lines

    @property
    def is_default(self) -> bool:
        """True when every option of every game is as a fresh form has it."""
        for choice in self.games or game_catalogue():
            mine = self.chosen.get(choice.id, {})
            if any(mine.get(s.key, _initial(s)) != _initial(s) for s in choice.options):
                return False
        return True

    def reset_options(self) -> None:
        """Every option back to its default (the game, the players and the dealer stay)."""
        self.chosen = {}
        self.form_version += 1  # the number fields show the defaults
        self.error = None

    # ---- actions -------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        choice = next((g for g in self.games if g.id == game), None)
        if choice is None or not choice.available:
            self.error = tr("{game} is coming soon.",
                            game=game_title(game))
            return
        self.game = game
        self.error = None

    def set_name(self, text: str) -> None:
        """The name field changed (each key). An over-long name is refused as it is typed:
        the message shows at once and the name cannot be seated until it is shortened."""
        self.name = text or ""
        name = tidy_name(self.name)
        self.name_error = say(name_problem(name)) if len(name) > NAME_MAX else None

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
        said = name_problem(name)
        problem = say(said) if said is not None else None
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

    def start(self) -> Any | None:
        """Start the game; returns its id, or None with `error` saying why not."""
        if len(self.seats) < self.min_players:
            self.error = tr("Add at least {n} players.", n=self.min_players)
            return None
        try:
            view = self.service.start_game(game=self.game, players=list(self.seats),
                                           first_dealer=self.dealer, options=self.options())
        except action_errors() as exc:
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

    # ---- an option by its key as an attribute: `ng.scoring`, `ng.set_scoring("novice")` ---

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or "form_version" not in object.__getattribute__(self,
                                                                                 "__dict__"):
            raise AttributeError(name)  # a private name, or the fields are being set up
        setter = name.startswith("set_")
        key = name[4:] if setter else name
        specs = object.__getattribute__(self, "specs")
        if not any(s.key == key for s in specs):
            raise AttributeError(name)
        if setter:
            return lambda value: self.set_option(key, value)
        return self.option(key)


def _names(players: Any) -> list[str]:
    """known_players() may give names or objects with a name."""
    out = []
    for p in players or ():
        out.append(p if isinstance(p, str) else str(getattr(p, "name", p)))
    return out

