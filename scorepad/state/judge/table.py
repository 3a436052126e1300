"""The judge's table: which game, how many players, the trump, who led, the calls.

With no game open the table picks these; attached to a game's round they come from the round
(`attach`). A part of `JudgeState`: it uses what `parts.Judge` declares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.trump import NO_TRUMP
from scorepad.services import judging
from scorepad.state.judge.parts import Judge
from scorepad.words import tr

if TYPE_CHECKING:
    from scorepad.state.round import RoundState


class TableSetup:
    """Setting up the table the judge judges."""

    def detach(self: Judge) -> None:
        """Judge with no game: the table gives the game, players, trump and leader."""
        self.game_id = self.round_index = None
        self.round_state = None
        self.names = ()
        self.trump_known = True
        self.round_settings = None
        self.clear_round()

    def attach(self: Judge, *, game_id: Any, round_index: int | None, names: list[str],
               trump: Any, leader: int, removed: str | None, game: str = judging.GAME,
               trump_known: bool = True, dealer: int | None = None,
               calls: tuple | list | None = None, hand: int | None = None,
               settings: dict | None = None, round_state: RoundState | None = None) -> None:
        """Judge a trick of a game's round: players, trump and leader come from it."""
        self.game = game
        if trump is None or isinstance(trump, str):  # a colour's or suit's name: read once
            trump = self.form.trump(trump)
        self.game_id, self.round_index = game_id, round_index
        self.names = tuple(names)
        self.players = len(names)
        self.trump, self.leader, self.removed = trump, leader, removed
        self.trump_known = trump_known
        self.dealer = (leader - 1) % self.players if dealer is None else dealer
        self.first_leader = leader
        self.calls = tuple(calls) if calls is not None else (None,) * self.players
        self.hand = hand or self.hand
        self.round_settings = dict(settings) if settings is not None else None
        self.round_state = round_state
        self.clear_round()
        self.restore_round()

    def choose_game(self: Judge, game: str) -> None:
        """The game to judge (not while attached to a game: that game)."""
        if self.attached:
            self.error = tr("This judge is opened from a game: it judges that game.")
            return
        if game not in judging.games():
            self.error = tr("{game} is not a game the judge knows.", game=repr(game))
            return
        if game == self.game:
            return
        self.game = game
        if self.tricks_judged:  # a game judged card on card keeps the table's players
            lo, hi = self.player_range
            self.players = min(max(self.players, lo), hi)
        self.trump = NO_TRUMP
        self.removed = None
        if self.leader >= self.players:
            self.leader = 0
        self.clear_round()
        self.pile.for_game(game)

    def set_players(self: Judge, n: int) -> None:
        lo, hi = self.player_range
        if not lo <= n <= hi:
            self.error = tr("A trick has {lo} to {hi} players, not {count}.", lo=lo, hi=hi,
                            count=n)
            return
        self.players = n
        if self.leader >= n:
            self.leader = 0
        if n != self.form.removable:
            self.removed = None
        self.calls = (None,) * n
        self.clear_round()

    def set_trump(self: Judge, trump: Any) -> None:
        """The trump: a value (`rules.trump.Trump`, what a chip hands; NO_TRUMP), or a colour's
        or suit's name (a script's or a test's way; None: no trump), read here once."""
        if trump is None or isinstance(trump, str):
            trump = self.form.trump(trump)
        if trump != NO_TRUMP and trump not in self.trump_choices:
            self.error = self.words("not_trump", colour=repr(getattr(trump, "name", trump)))
            return
        self.trump = trump
        self.trump_known = True
        if trump.name is not None and trump.name == self.removed:
            self.removed = None
        self.rejudge()

    def set_leader(self: Judge, seat: int) -> None:
        if 0 <= seat < self.players:
            self.leader = seat
            if not self.done:
                self.first_leader = seat
                self.dealer = (seat - 1) % self.players
            self.rejudge()

    def set_removed(self: Judge, colour: str | None) -> None:
        if self.players != self.form.removable:
            self.error = (self.words("no_removal")
                          or self.words("not_in_game", colour=repr(colour)))
            return
        self.removed = colour
        if colour is not None and colour == self.trump.name:
            self.trump = NO_TRUMP
        self.plays = tuple(p for p in self.plays
                           if (self.form.parts(p.card) or (None,))[0] != colour)
        self.rejudge()

    def set_hand(self: Judge, n: int) -> None:
        """Cards each, which is the number of tricks in the round (where the table says)."""
        most = self.form.most_cards(self.players)
        if most is None or not 1 <= n <= most:
            self.error = tr("With {players} players each is dealt 1 to {most} cards.",
                            players=self.players, most=most or 0)
            return
        self.hand = n
        self.rejudge_round()

    def set_call(self: Judge, seat: int, value: int | None) -> None:
        """A call (a prediction or a bid, `JudgeForm.calls`), for the round's points."""
        if not 0 <= seat < self.players:
            return
        calls = list(self.calls) + [None] * (self.players - len(self.calls))
        calls[seat] = value
        self.calls = tuple(calls[: self.players])
        self.rejudge_round(tricks_stand=True)
