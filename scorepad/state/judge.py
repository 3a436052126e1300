""""Who won the trick?": a disputed trick entered card by card.

A card is a colour, then a value. A 0 asks whether it was played plainly or blocks an earlier
card; a 6 asks whether it was declared 6 or 9. After every card the judge says who is winning so
far and why; once every player has played it gives the winner, the double and the peek.

With no game open the table says how many players, the trump and who led; attached to a game's
round, those come from the round, and the judged trick can be saved with the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.services import judging
from scorepad.services.judging import JudgeError, Play
from scorepad.state.errors import message_of

ZERO = "zero"
SIX = "six"


@ft.observable
@dataclass(eq=False)
class JudgeState:
    service: Any = None
    players: int = 4
    trump: str | None = None
    leader: int = 0
    removed: str | None = None
    names: tuple[str, ...] = ()  # player names when attached to a game
    game_id: Any = None
    round_index: int | None = None
    plays: tuple[Play, ...] = ()
    colour: str | None = None  # colour picked for the next card, value not yet
    question: str | None = None  # ZERO or SIX: asked about the pending card
    pending: str | None = None  # the card the question is about
    answer: dict | None = None
    error: str | None = None
    saved: bool = False

    # ---- reading -------------------------------------------------------------------------

    @property
    def attached(self) -> bool:
        return self.game_id is not None

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(c for c in judging.COLOURS if c != self.removed)

    @property
    def values(self) -> tuple[int, ...]:
        return judging.VALUES

    @property
    def complete(self) -> bool:
        return len(self.plays) >= self.players

    @property
    def next_seat(self) -> int | None:
        if self.complete:
            return None
        return judging.seat_of(len(self.plays), leader=self.leader, players=self.players)

    @property
    def explanation(self) -> str:
        """The judge's reason, with seats named as on the screen."""
        from scorepad.state.text import with_names

        text = (self.answer or {}).get("explanation") or ""
        return with_names(text, [self.seat_name(s) for s in range(self.players)])

    def seat_of_play(self, index: int) -> int:
        return judging.seat_of(index, leader=self.leader, players=self.players)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return f"Player {seat + 1}"

    def played(self, colour: str, value: int) -> bool:
        card = f"{colour} {value}"
        return card == self.pending or any(p.card == card for p in self.plays)

    @property
    def block_used(self) -> bool:
        return any(p.block is not None for p in self.plays)

    @property
    def blockable(self) -> tuple[int, ...]:
        """Plays a 0 could block now (earlier plays; the engine has the last word)."""
        if self.block_used:
            return ()
        return tuple(range(len(self.plays)))

    # ---- set-up --------------------------------------------------------------------------

    def detach(self) -> None:
        """Judge with no game: the table gives players, trump and leader."""
        self.game_id = self.round_index = None
        self.names = ()
        self.clear()

    def attach(self, *, game_id: Any, round_index: int | None, names: list[str],
               trump: str | None, leader: int, removed: str | None) -> None:
        """Judge a trick of a game's round: players, trump and leader come from it."""
        self.game_id, self.round_index = game_id, round_index
        self.names = tuple(names)
        self.players = len(names)
        self.trump, self.leader, self.removed = trump, leader, removed
        self.clear()

    def set_players(self, n: int) -> None:
        if not judging.MIN_PLAYERS <= n <= judging.MAX_PLAYERS:
            self.error = f"A trick has 2 to 6 players, not {n}."
            return
        self.players = n
        if self.leader >= n:
            self.leader = 0
        if n != 2:
            self.removed = None
        self.clear()

    def set_trump(self, colour: str | None) -> None:
        if colour is not None and colour not in judging.COLOURS:
            self.error = f"{colour!r} is not a colour."
            return
        self.trump = colour
        if colour is not None and colour == self.removed:
            self.removed = None
        self._rejudge()

    def set_leader(self, seat: int) -> None:
        if 0 <= seat < self.players:
            self.leader = seat
            self._rejudge()

    def set_removed(self, colour: str | None) -> None:
        if self.players != 2:
            self.error = "Only a 2-player game takes a colour out."
            return
        self.removed = colour
        if colour is not None and colour == self.trump:
            self.trump = None
        self.plays = tuple(p for p in self.plays if not p.card.startswith(f"{colour} "))
        self._rejudge()

    # ---- card by card --------------------------------------------------------------------

    def pick_colour(self, colour: str) -> None:
        if self.complete:
            self.error = "Every player has played: the trick is complete."
            return
        if colour not in self.colours:
            self.error = f"{colour!r} is not a colour in this game."
            return
        self.colour = colour
        self.question = self.pending = None
        self.error = None

    def pick_value(self, value: int) -> None:
        if self.colour is None:
            self.error = "Pick the card's colour first."
            return
        if value not in judging.VALUES:
            self.error = f"{value} is not a card value (there is no 9: the 6 stands in for it)."
            return
        card = f"{self.colour} {value}"
        if any(p.card == card for p in self.plays):
            self.error = f"The {card} is already in this trick."
            return
        if value == 0 and self.plays and not self.block_used:
            self.pending, self.question = card, ZERO
            self.error = None
            return
        if value == 6:
            self.pending, self.question = card, SIX
            self.error = None
            return
        self._add(Play(card))

    def answer_zero(self, block: int | None) -> None:
        """The pending 0 was played plainly (None) or blocks play number `block`."""
        if self.question != ZERO or self.pending is None:
            return
        self._add(Play(self.pending, block=block))

    def answer_six(self, declared: int) -> None:
        if self.question != SIX or self.pending is None or declared not in (6, 9):
            return
        self._add(Play(self.pending, declared=declared if declared == 9 else None))

    def cancel_question(self) -> None:
        self.question = self.pending = None

    def undo(self) -> None:
        if self.question is not None:
            self.cancel_question()
            return
        if self.colour is not None:
            self.colour = None
            return
        if self.plays:
            self.plays = self.plays[:-1]
            self._rejudge()

    def clear(self) -> None:
        self.plays = ()
        self.colour = self.question = self.pending = None
        self.answer = None
        self.error = None
        self.saved = False

    def save(self) -> bool:
        """Keep the judged trick with the game (attached, complete trick)."""
        if not self.attached:
            self.error = "Open a game to save a judged trick with it."
            return False
        if not self.complete or self.answer is None:
            self.error = "Enter every card of the trick first."
            return False
        try:
            self.service.save_judged_trick(game_id=self.game_id, round_index=self.round_index,
                                           request=self.request(), answer=self.answer)
        except Exception as exc:
            self.error = message_of(exc)
            return False
        self.saved = True
        self.error = None
        return True

    def request(self, plays: tuple[Play, ...] | None = None) -> dict:
        return judging.trick_request(players=self.players, trump=self.trump, leader=self.leader,
                                     plays=self.plays if plays is None else plays,
                                     removed=self.removed if self.players == 2 else None)

    # ---- inner workings ------------------------------------------------------------------

    def _add(self, play: Play) -> None:
        plays = self.plays + (play,)
        try:
            answer = judging.judge_request(self.request(plays))
        except JudgeError as exc:
            self.error = exc.message
            self.question = self.pending = None
            return
        except Exception as exc:
            self.error = message_of(exc)
            return
        self.plays = plays
        self.answer = answer
        self.colour = self.question = self.pending = None
        self.error = None
        self.saved = False

    def _rejudge(self) -> None:
        self.saved = False
        if not self.plays:
            self.answer = None
            self.error = None
            return
        try:
            self.answer = judging.judge_request(self.request())
            self.error = None
        except JudgeError as exc:
            self.answer = None
            self.error = exc.message
        except Exception as exc:
            self.answer = None
            self.error = message_of(exc)
