"""The judge at the table, for every game.

- 6th Sense, "Who won the trick?": a card is a colour, then a value. A 0 asks whether it was
  played plainly or blocks an earlier card; a 6 asks whether it was declared 6 or 9.
- Nomination whist: 2 to 4 players, a trump suit or no trump; a card is a suit, then a rank.
- The shedding game: "may this card go on that one?", with Challenge mode.

After every card the judge says who is winning so far and why; once every player has played it
gives the winner (6th Sense: the double and the peek too).

A whole round card by card (6th Sense and whist): after a trick, `next_trick` keeps it and the
winner leads the next; the round so far is judged as JUDGE.md's `round` (leaders, tricks taken
per player with doubles and void tricks, revokes as they are proven). With the predictions or
bids it gives the points at the end, and attached to a game `use_round` fills the round's
entry. A trick can be corrected (undo) before going on; the round so far is kept with the game
after every trick, so a reload finds it again.

With no game open the table picks the game, the players, the trump and who led; attached to a
game's round those come from the round (a trump not entered yet is asked for), and a judged
trick can be saved with the game (a void trick then counts in the round's void tricks).

The state is one object, `JudgeState`; its jobs live in sibling modules:
`table` (the game, players, trump and leader), `trick_entry` (the trick card by card),
`whole_round` (the round trick after trick) and `shedding` (may this card go on that one).
Every word it shows goes through `scorepad.words`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import flet as ft

from scorepad.services import judging
from scorepad.services.judging import Play
from scorepad.state.judge.shedding import SheddingChoices
from scorepad.state.judge.table import TableSetup
from scorepad.state.judge.trick_entry import SIX, ZERO, TrickEntry
from scorepad.state.judge.whole_round import WholeRound, play_of
from scorepad.words import say, tr

__all__ = ["JudgeState", "SIX", "ZERO", "SIXTH", "WHIST", "SHEDDING", "attach_to_round"]

SIXTH, WHIST, SHEDDING = judging.GAME, judging.WHIST, judging.SHEDDING
_play_of = play_of  # the name earlier code used


@ft.observable
@dataclass(eq=False)
class JudgeState(TableSetup, TrickEntry, WholeRound, SheddingChoices):
    service: Any = None
    game: str = SIXTH
    players: int = 4
    trump: str | None = None
    leader: int = 0
    removed: str | None = None
    names: tuple[str, ...] = ()  # player names when attached to a game
    game_id: Any = None
    round_index: int | None = None
    trump_known: bool = True  # attached: False while the round's trump is not entered yet
    plays: tuple[Play, ...] = ()
    colour: str | None = None  # colour (whist: suit) picked for the next card, value not yet
    question: str | None = None  # ZERO or SIX: asked about the pending card
    pending: str | None = None  # the card the question is about
    answer: dict | None = None
    said: Any = None  # the answer's explanation as a message, when the engine gives one
    error: str | None = None
    saved: bool = False
    saved_note: str | None = None  # what saving did, in words
    # -- the shedding game: may `card` go on `on`?
    shed_on: str | None = None
    shed_card: str | None = None
    shed_slot: str = "on"  # which of the two cards is being picked
    shed_colour: str | None = None
    shed_number: int | None = None
    challenge: bool = False
    shed_answer: dict | None = None
    shed_said: Any = None  # the shedding answer's explanation as a message, when given
    # -- a whole round, card by card
    dealer: int = 0
    first_leader: int = 1
    done: tuple[tuple[tuple[Play, ...], bool], ...] = ()  # finished tricks, (plays, double)
    take_double: bool = False  # the current trick's winner takes it double (a 12 counts)
    calls: tuple[int | None, ...] = ()  # predictions / bids by seat, for the points
    hand: int = 7  # whist: cards each (tricks in the round)
    scoring: str = "standard"
    house: dict | None = None
    round_answer: dict | None = None
    round_used: bool = False
    round_state: Any = None  # the game's RoundState when attached (its entry can be filled)

    # ---- reading -------------------------------------------------------------------------

    @property
    def attached(self) -> bool:
        return self.game_id is not None

    @property
    def whist(self) -> bool:
        return self.game == WHIST

    @property
    def shedding(self) -> bool:
        return self.game == SHEDDING

    @property
    def title(self) -> str:
        return tr("May this card go on that one?") if self.shedding else tr("Who won the trick?")

    @property
    def player_range(self) -> tuple[int, int]:
        return judging.PLAYERS.get(self.game, (2, 6))

    @property
    def colours(self) -> tuple[str, ...]:
        if self.whist:
            return judging.SUITS
        return tuple(c for c in judging.COLOURS if c != self.removed)

    @property
    def trumps(self) -> tuple[str, ...]:
        return self.colours

    @property
    def values(self) -> tuple:
        return judging.RANKS if self.whist else judging.VALUES

    @property
    def complete(self) -> bool:
        return len(self.plays) >= self.players

    @property
    def next_seat(self) -> int | None:
        if self.complete:
            return None
        return judging.seat_of(len(self.plays), leader=self.leader, players=self.players)

    @property
    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.players)]

    @property
    def explanation(self) -> str:
        """The judge's reason in the session's language, seats named as on the screen."""
        return self.explain((self.answer or {}).get("explanation"), self.said)

    @property
    def shed_explanation(self) -> str:
        """Why the card may (not) go on the other, in the session's language (no seats)."""
        if self.shed_said is not None:
            return say(self.shed_said)
        return (self.shed_answer or {}).get("explanation") or ""

    @property
    def rule(self) -> str | None:
        """The rule the trick's explanation rests on (a section of the Rules screen)."""
        return getattr(self.said, "rule", None) if self.answer is not None else None

    @property
    def shed_rule(self) -> str | None:
        return getattr(self.shed_said, "rule", None) if self.shed_answer is not None else None

    def explain(self, english: str | None, said: Any = None) -> str:
        """What the engine said: its message when it gives one, else its English sentence."""
        if said is not None:
            return say(said, self.seat_names)
        return self._named(english or "")

    def _named(self, text: str) -> str:
        from scorepad.state.text import with_names

        return with_names(text, self.seat_names)

    def seat_of_play(self, index: int) -> int:
        return judging.seat_of(index, leader=self.leader, players=self.players)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return tr("nobody")
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return tr("Player {number}", number=seat + 1)

    def card_of(self, colour: str, value: Any) -> str:
        """A card's written form (GAMES.md): "red 5", or "QS" in nomination whist."""
        return f"{value}{colour}" if self.whist else f"{colour} {value}"

    def suit_name(self, suit: str | None) -> str:
        """A suit (whist) or colour (6th Sense) in words, in the session's language."""
        if suit is None:
            return tr("no trump")
        return judging.word(judging.SUIT_NAMES.get(suit, suit) if self.whist else suit)

    def played(self, colour: str, value: Any) -> bool:
        card = self.card_of(colour, value)
        return (card == self.pending or any(p.card == card for p in self.plays)
                or any(p.card == card for plays, _ in self.done for p in plays))

    @property
    def block_used(self) -> bool:
        return any(p.block is not None for p in self.plays)

    @property
    def blockable(self) -> tuple[int, ...]:
        """Plays a 0 could block now (earlier plays; the engine has the last word)."""
        if self.block_used:
            return ()
        return tuple(range(len(self.plays)))

    @property
    def trump_text(self) -> str:
        if self.attached and not self.trump_known:
            return tr("trump not entered yet")
        if self.trump:
            return tr("trump {suit}", suit=self.suit_name(self.trump))
        return tr("no trump")


def attach_to_round(js: JudgeState, rs: Any) -> None:
    """Attach the judge to the round being entered on a game's round screen (`rs`): its game,
    players, leader, trump (asked for when not entered yet), calls and house rules."""
    plan, view, opts = rs.plan, rs.view, dict(rs.options or {})
    has_trump = bool(getattr(rs, "has_trump", True))
    trump = rs.trump if has_trump else None
    js.attach(game_id=rs.game_id, round_index=plan.index, names=list(view.players),
              trump=trump, leader=plan.leader, removed=opts.get("removed"), game=view.game,
              trump_known=not has_trump or trump is not None, dealer=plan.dealer,
              calls=tuple(getattr(rs, "calls", ()) or ()) or None, hand=plan.cards or None,
              scoring=opts.get("scoring") or "standard",
              house={"six_at_nine": 6} if opts.get("six_at_nine") == 6 else None,
              round_state=rs)
