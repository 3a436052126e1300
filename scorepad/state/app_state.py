"""The app as a whole: which screen is shown, the theme, and the states of the screens.

Each screen's state lives as long as the app's session, so nothing typed is lost when the user
switches screens (the round being entered survives a visit to the judge and back).
"""

from __future__ import annotations

from dataclasses import dataclass, field
import logging
from typing import TYPE_CHECKING, Any, TypeVar

import flet as ft

from scorepad.state.access import AccessState
from scorepad.state.backups import BackupsState
from scorepad.state.board import BoardState
from scorepad.state.errors import action_errors, message_of
from scorepad.state.exchange import ExchangeState
from scorepad.state import following
from scorepad.state.history import HistoryState
from scorepad.state.judge import JudgeState
from scorepad.state.lead import Lead, lead_in
from scorepad.state.new_game import NewGameState
from scorepad.state.passing import PassState
from scorepad.state.players import PlayersState
from scorepad.state.round import RoundState
from scorepad.state.rules import RulesState
from scorepad.state.settings import SettingsState
from scorepad.state.stats import StatsState
from scorepad.words import tr

if TYPE_CHECKING:  # the services: annotations only (state/service.py)
    from scorepad.state.screens import Screen, Services
    from scorepad.state.service import Games

log = logging.getLogger("scorepad.state")

RESUME_LIMIT = 5
S = TypeVar("S")  # a screen's state (`Screen[S]`)



@ft.observable
@dataclass(eq=False)
class AppState:
    """A session's states, each given by the composition root (scorepad/assemble.py)."""

    service: Games
    new_game: NewGameState
    judge: JudgeState
    history: HistoryState
    stats: StatsState
    players: PlayersState
    rules: RulesState  # the Rules screen (issue 13)
    access: AccessState  # viewer/editor, share (issue 11)
    exchange: ExchangeState  # export and import (issue 21)
    passing: PassState  # phone to phone (issue 29)
    backups: BackupsState  # this device's backups (issue 29)
    board: BoardState  # the big screen (issue 31)
    settings: SettingsState  # where games are kept (issue 29)
    # the table of screens (scorepad/screens.py, handed over by assemble.py) and the services
    # their states are made with; each row's state is made when it is first opened
    screens: tuple[Screen, ...] = ()
    services: Services | None = None
    route: str = "/"
    theme: str = "system"
    language: str = "en"  # this device's language (scorepad/words.py); follows the browser
    choosing_language: bool = False  # the top bar's list of languages is open
    resumable: tuple[Any, ...] = ()
    leads: dict = field(default_factory=dict)  # game id -> who is ahead (`Lead`), for Home
    known: tuple[str, ...] = ()
    error: str | None = None
    storage_note: bool = False  # Home says once that this browser may clear the games (issue 29)
    game_id: Any = None  # the game shown on /game
    _rounds: dict = field(default_factory=dict)
    _back: list = field(default_factory=list)
    _states: dict = field(default_factory=dict)  # a row of the table -> its state

    # ---- screens -------------------------------------------------------------------------

    def round_state(self, game_id: Any = None) -> RoundState | None:
        """The round state of a game (kept across screens); the current game by default."""
        gid = self.game_id if game_id is None else game_id
        if gid is None:
            return None
        rs = self._rounds.get(gid)
        if rs is None:
            rs = RoundState(self.service, gid)
            self._rounds[gid] = rs
        return rs

    def _go(self, route: str, *, remember: bool = True) -> None:
        if remember and route != self.route:
            self._back.append(self.route)
            del self._back[:-20]
        self.error = None
        self.route = route

    def go_home(self) -> None:
        self._back.clear()
        self.load_home()
        self._go("/", remember=False)

    def load_home(self) -> None:
        try:
            games = tuple(self.service.list_games(status="active", limit=RESUME_LIMIT,
                                                  offset=0))
        except action_errors() as exc:
            self.error = message_of(exc)
            return
        leads = {}
        for g in games:  # who is ahead in each (views are cached by the service: cheap)
            lead = self._lead(g.id) if g.rounds else None
            if lead is not None:
                leads[g.id] = lead
        self.leads = leads
        self.resumable = games

    def _lead(self, game_id: Any) -> Lead | None:
        try:
            return lead_in(self.service.get(game_id))
        except action_errors():  # a game deleted meanwhile, or unreadable: its card says no lead
            log.info("no lead for a game to resume", exc_info=True)
            return None

    def back(self) -> None:
        route = self._back.pop() if self._back else "/"
        if route == "/":
            self.go_home()
            return
        if route.startswith("/game") and self.game_id is not None:
            rs = self.round_state()
            if rs is not None:
                rs.load()
        if route == "/history":
            self.history.load()
        if route == "/board":
            self.board.load()
        self._go(route, remember=False)

    def open_new_game(self) -> None:
        self.new_game.load()
        self._go("/new")

    def start_game(self) -> bool:
        game_id = self.new_game.start()
        if game_id is None:
            return False
        self._back = ["/"]
        return self.open_game(game_id, remember=False)

    def rematch(self) -> None:
        rs = self.round_state()
        if rs is not None and rs.view is not None:
            self.new_game.load()
            self.new_game.choose_game(rs.view.game)
            self.new_game.seat_table(list(rs.view.players))
        self._go("/new")

    def open_game(self, game_id: Any, *, remember: bool = True) -> bool:
        kept = game_id in self._rounds
        rs = self.round_state(game_id)
        if not rs.load():
            self.error = rs.error
            if not kept:  # no round state kept for a game that could not be opened
                self._rounds.pop(game_id, None)
            return False
        self.game_id = game_id
        self._go("/game", remember=remember)
        return True

    def open_judge(self, *, attached: bool = False) -> None:
        """The trick judge; attached to the current round when asked (and a game is open)."""
        rs = self.round_state() if attached else None
        if rs is not None and rs.view is not None and rs.plan is not None:
            self.judge.attach_to_round(rs)  # the judge reads the round
        elif self.judge.attached:
            self.judge.detach()
        self._go("/judge")

    def open_history(self) -> None:
        self.history.load()
        self._go("/history")

    def open_history_game(self, game_id: Any) -> bool:
        """A game of the history opened (False: it cannot be, `history` says why)."""
        if not self.history.open(game_id):
            return False
        self._go("/history/game")
        return True

    def resume_from_history(self) -> None:
        detail = self.history.detail
        if detail is not None:
            self.open_game(detail.id)

    def delete_from_history(self) -> None:
        gid = self.history.detail.id if self.history.detail is not None else None
        if self.history.delete():
            self._rounds.pop(gid, None)
            if self.game_id == gid:
                self.game_id = None
            self.history.load()
            self._go("/history", remember=False)
            if self._back and self._back[-1] == "/history":
                self._back.pop()

    def open_players(self) -> None:
        self.players.load()
        self.known = tuple(p.name for p in self.players.players)
        self._go("/players")

    def open_stats(self) -> None:
        self.stats.load()
        self._go("/stats")

    def open_rules(self, game: str | None = None, section: str | None = None) -> None:
        """The Rules screen: the list of games, or one game's rules scrolled to `section`
        (an unknown game or section is left out: the list, or the game from the top)."""
        game, section = self.rules.show(game, section)
        self._go(f"/rules/{game}" if game else "/rules")

    def open_rule(self, rule_id: str) -> None:
        """The section a message's `rule` names (a rules id, `rules.rulebook`), from a link."""
        from scorepad.rulebook import split_rule

        where = split_rule(rule_id or "")
        self.open_rules(*where) if where else self.open_rules()

    def open_share(self) -> None:
        """The "Share this table" screen (address, QR code; the PIN for an unlocked session)."""
        self._go("/share")

    def open_exchange(self) -> None:
        """Export and import: all games or those chosen to a file; a file's games into this
        device's store (issue 21)."""
        self.exchange.load()
        self._go("/exchange")

    def open_settings(self) -> None:
        """Settings (issue 29): the language, the theme, where the games are kept, and this
        device's backups (on a shared table, guarded ones: scorepad/assemble.py)."""
        if not self.settings.located:
            self.settings.locate(getattr(self.service, "store", None))
        self.backups.load()
        self._go("/settings")

    def restore_backup(self, name: str) -> None:
        """Put a backup back: every screen reads the games again (issue 29, item 5)."""
        if self.backups.restore(name):
            self._rounds.clear()
            self.game_id = None
            self.load_home()

    def open_pass(self) -> None:
        """Pass the game shown to another phone: its link and QR code (issue 29)."""
        rs = self.round_state()
        if rs is None or rs.view is None or not self.passing.show(rs.view):
            self.go_home()
            return
        self._go("/pass")

    def open_received(self) -> None:
        """A link was opened: its game is on its way from the page (`receive` follows, or
        nothing came and the game shown before stays): wait for it."""
        self.passing.waiting = True
        self._go("/received")

    def receive(self, text: Any) -> None:
        """A game passed to this device by its link: shown, not stored until kept."""
        self.passing.receive(text)
        self._go("/received")

    def keep_received(self) -> None:
        if self.passing.keep() is not None:
            self.load_home()

    def carry_on(self) -> None:
        """Open the game kept (an unfinished one continues where it stood)."""
        kept = self.passing.kept
        if kept is not None:
            self._back = ["/"]
            self.open_game(kept.game_id, remember=False)
    def open_board(self, game_id: Any = None) -> bool:
        """The big screen (issue 31): `game_id`'s, or (None) the game being played's."""
        if not self.board.show(game_id):
            self.error = self.board.error
            return False
        self._go("/board")
        return True

    # ---- the table of screens (scorepad/screens.py) ----------------------------------------

    def screen_named(self, route: str) -> Screen | None:
        """The row of the table shown as `route` (None: a screen of its own, or none)."""
        return next((row for row in self.screens if row.route == route), None)

    def state_of(self, row: Screen[S]) -> S:
        """The state of a row of the table, made from the session's services when first asked
        for and kept for the session."""
        state = self._states.get(row)
        if state is None:
            state = self._states[row] = row.state(self.services)
        return state

    def open_screen(self, row: Screen) -> bool:
        """Show a screen of the table, after what its row does first (False: it stays shut
        and the screen shown stays)."""
        if row.opens is not None and not row.opens(self.state_of(row)):
            return False
        self._go(row.route)
        return True

    # the addresses: the screen's own, and the screen an address shows (following.py)
    url = property(following.address_of, doc=following.address_of.__doc__)
    follow = following.follow

    def live(self, change: Any) -> None:
        """Another session or server changed stored data (scorepad.services.live.Change):
        reload what this session shows. A round being typed stays this session's own (see
        RoundState.refresh); other screens read again when they are opened. A round being
        entered on a phone (kind "draft": nothing stored) concerns only the big screen."""
        if getattr(change, "draft", None) is not None:
            if self.route == "/board":
                self.board.entering(change.draft)
            return
        try:
            if self.route == "/":
                self.load_home()
            elif self.route in ("/history", "/history/game"):
                self.history.refresh()
                if self.route == "/history/game" and self.history.detail is None:
                    error = self.history.error
                    self._go("/history", remember=False)
                    self.history.error = error
            elif self.route == "/board":
                self.board.live(change)
            elif self.route == "/game" and change.concerns(self.game_id):
                rs = self.round_state()
                if rs is not None and not rs.refresh() and change.what in ("delete", "reload"):
                    gid = self.game_id
                    self._rounds.pop(gid, None)
                    self.game_id = None
                    self.go_home()
                    self.error = tr("This game was just deleted on another device.")
        except action_errors() as exc:  # said in place; a bug is left to the session's task
            # that runs the update (scorepad/app.py `follow_live`: the edge)
            self.error = message_of(exc)

    def storage_told(self) -> None:
        """The note that the browser may clear the games has been read."""
        self.storage_note = False

    def toggle_languages(self) -> None:
        self.choosing_language = not self.choosing_language

    def set_language(self, code: str) -> bool:
        """Speak `code` on this device from now on: every screen changes at once (issue 13).
        An unknown code changes nothing."""
        from scorepad import words

        try:
            lang = words.use(code)
        except ValueError:
            return False
        self.choosing_language = False
        self.language = lang
        return True

    def shows_dark(self, device_dark: bool = False) -> bool:
        """Whether the screen is dark now: the dark theme, or the device's when it is dark."""
        return self.theme == "dark" or (self.theme == "system" and device_dark)

    def set_theme(self, name: str) -> bool:
        """Settings' choice: the device's theme ("system"), "light" or "dark"; anything else
        changes nothing."""
        if name not in ("system", "light", "dark"):
            return False
        self.theme = name
        return True

    def toggle_theme(self, device_dark: bool = False) -> None:
        """Every tap changes what is seen (issue 25): the theme becomes the opposite of what
        the screen shows now. It starts as the device's ("system"); the first tap turns a light
        device's screen dark, not "light" (which would look the same)."""
        self.theme = "light" if self.shows_dark(device_dark) else "dark"
