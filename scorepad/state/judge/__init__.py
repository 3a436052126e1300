"""The judge at the table, for every game the engine describes (`rules.judge_form`).

Each game package says what its judge asks for (`JUDGE_FORM`, read through
`scorepad.services.judging.form`): "who won the trick?" card by card (a card is a colour or
suit, then a value or rank; a card may raise a question as it is played: does it block an
earlier card, what does its owner declare it as), a whole round trick after trick, or "may this
card go on that one?". This state renders whatever the form says: it names no game.

After every card the judge says who is winning so far and why; once every player has played it
gives the winner (and whatever else the answer says: a double trick, a peek).

A whole round card by card: after a trick, `next_trick` keeps it and the winner leads the
next; the round so far is judged as JUDGE.md's `round` (leaders, tricks taken per player with
doubles and void tricks, revokes as they are proven). With the calls it gives the points at the
end, and attached to a game `use_round` fills the round's entry. A trick can be corrected
(undo) before going on; the round so far is kept with the game after every trick, so a reload
finds it again.

With no game open the table picks the game, the players, the trump and who led; attached to a
game's round those come from the round (a trump not entered yet is asked for), and a judged
trick can be saved with the game (a void trick then counts in the round's void tricks).

The state is one observable object, `JudgeState`, assembled from parts with a declared
interface (scorepad/state/judge/parts.py: `Judge`, what the parts share); attached, it holds
the game's round screen itself (`scorepad.state.round.RoundState`, to fill its entry): `table` (the game, players, trump and leader),
`trick_entry` (the trick card by card), `whole_round` (the round trick after trick) and `pile`
(may this card go on that one). The engine is asked in types (`rules.judge_form`: typed plays
in, a ruling carrying its message out), once per card or trick; the rulings are kept.
Every word it shows goes through `scorepad.words`; the phrases that differ by game are the
form's (`JudgeForm.say`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from rules.judge_form import TRICK, JudgeForm, Play, RoundRuling, TrickRuling
from rules.trump import NO_TRUMP, NO_TRUMP_TERM, NOT_CHOSEN, Trump
from scorepad.services import judging
from scorepad.state.judge.pile import PileJudge
from scorepad.state.judge.table import TableSetup
from scorepad.state.judge.trick_entry import SIX, ZERO, TrickEntry
from scorepad.state.judge.whole_round import WholeRound
from scorepad.state.round import RoundState
from scorepad.state.service import Games
from scorepad.words import say, tr

__all__ = ["JudgeState", "PileJudge", "SIX", "ZERO", "attach_to_round"]


@ft.observable
@dataclass(eq=False)
class JudgeState(TableSetup, TrickEntry, WholeRound):
    service: Games | None = None
    game: str = judging.GAME
    players: int = 4
    trump: Trump = NO_TRUMP  # the trump (rules.trump), NO_TRUMP: played without one
    leader: int = 0
    removed: str | None = None
    names: tuple[str, ...] = ()  # player names when attached to a game
    game_id: Any = None
    round_index: int | None = None
    trump_known: bool = True  # attached: False while the round's trump is not entered yet
    plays: tuple[Play, ...] = ()
    colour: str | None = None  # colour or suit picked for the next card, value not yet
    question: str | None = None  # ZERO or SIX: asked about the pending card
    pending: Any = None  # the card the question is about (the engine's card)
    ruling: TrickRuling | None = None  # the engine's ruling on the trick so far
    error: str | None = None
    saved: bool = False
    saved_note: str | None = None  # what saving did, in words
    # -- may this card go on that one? (a game whose judge asks that): an observable of its own
    pile: PileJudge = field(default_factory=PileJudge)
    # -- a whole round, card by card
    dealer: int = 0
    first_leader: int = 1
    done: tuple[tuple[tuple[Play, ...], bool], ...] = ()  # finished tricks, (plays, double)
    take_double: bool = False  # the current trick's winner takes it double (a 12 counts)
    calls: tuple[int | None, ...] = ()  # predictions / bids by seat, for the points
    hand: int = 7  # cards each, where the table chooses it (the round's tricks)
    round_settings: dict | None = None  # what a round request carries from the game's options
    round_ruling: RoundRuling | None = None  # the engine's ruling on the round so far
    # the revokes of the round so far with the trick being played (JUDGE.md `round`: the
    # last trick may be unfinished): a revoke shows as the card that proves it is entered
    live_revokes: tuple = ()
    round_used: bool = False
    round_state: RoundState | None = None  # the game's round when attached (its entry is filled)

    # ---- reading -------------------------------------------------------------------------

    @property
    def attached(self) -> bool:
        return self.game_id is not None

    @property
    def form(self) -> JudgeForm:
        """What this game's judge asks for (`rules.judge_form`)."""
        return judging.form(self.game)

    @property
    def tricks_judged(self) -> bool:
        """The game's judge takes a trick card by card (else: may a card go on another)."""
        return self.form.has(TRICK)

    @property
    def title(self) -> str:
        return tr("Who won the trick?") if self.tricks_judged else tr(
            "May this card go on that one?")

    @property
    def player_range(self) -> tuple[int, int]:
        return self.form.players

    @property
    def colours(self) -> tuple[str, ...]:
        return tuple(c for c in self.form.colours if c != self.removed)

    @property
    def trump_choices(self) -> tuple[Trump, ...]:
        """The trumps the table may choose (besides NO_TRUMP), as values."""
        return tuple(self.form.trump(c) for c in self.colours)

    @property
    def values(self) -> tuple:
        return self.form.values

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
        return say(self.ruling.said, self.seat_names) if self.ruling is not None else ""

    @property
    def rule(self) -> str | None:
        """The rule the trick's explanation rests on (a section of the Rules screen)."""
        return self.ruling.rule if self.ruling is not None else None

    @property
    def game_titles(self) -> dict[str, str]:
        """The games the judge offers, each with its name in the session's language."""
        return {g: say(judging.form(g).named) for g in judging.games()}

    def words(self, key: str, **params: Any) -> str:
        """A phrase of the judge screen that differs by game (`JudgeForm.say`), in the
        session's language; "" where the game has none."""
        said = self.form.say(key, **params)
        return say(said) if said is not None else ""

    def seat_of_play(self, index: int) -> int:
        return judging.seat_of(index, leader=self.leader, players=self.players)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return tr("nobody")
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return tr("Player {number}", number=seat + 1)

    def card_of(self, colour: str, value: Any) -> Any:
        """The card a tap enters, as the game's engine holds it (`JudgeForm.play_card`: parsed
        once, here; the engine reads it as it is)."""
        return self.form.play_card(colour, value)

    def card_words(self, card: Any) -> str:
        """A card as the session's language says it (the engine's words for it)."""
        return say(judging.card_said(card or "", self.game))

    def card_named(self, card: str | None) -> Any:
        """A card as the engine says it, to fill into a sentence (`tr` renders it)."""
        return judging.card_named(card or "", self.game)

    def paint(self, key: str | None) -> Any:
        """The paint of a colour or suit (`rules.paint.Paint`); None: the theme's plain colours."""
        return self.form.paint.get(key) if key is not None else None

    def term(self, key: str | None) -> str:
        """A colour, suit, symbol or kind in words, in the session's language."""
        return say(self.form.term(key)) if key is not None else ""

    def suit_name(self, suit: str | None) -> str:
        """The trump (a colour or suit) in words, in the session's language."""
        if suit is None:
            return say(NO_TRUMP_TERM)
        return self.term(suit)

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
        if self.trump.name is not None:
            return tr("trump {suit}", suit=self.suit_name(self.trump.name))
        return say(NO_TRUMP_TERM)


def attach_to_round(js: JudgeState, rs: RoundState) -> None:
    """Attach the judge to the round being entered on a game's round screen (`rs`): its game,
    players, leader, trump (asked for when not entered yet), calls and the options the game's
    judge form takes from the game (`JudgeForm.settings`)."""
    plan, view, opts = rs.plan, rs.view, dict(rs.options or {})
    # the round's trump, the value itself (rules.trump): None (no trump phase) and a trump not
    # chosen yet are judged as no trump, the latter asked for
    trump = rs.trump_value
    settings = judging.form(view.game).settings(opts)
    js.attach(game_id=rs.game_id, round_index=plan.index, names=list(view.players),
              trump=trump if trump is not None and trump.chosen else NO_TRUMP,
              leader=plan.leader, removed=settings.get("removed"), game=view.game,
              trump_known=trump is None or trump != NOT_CHOSEN, dealer=plan.dealer,
              calls=tuple(rs.calls or ()) or None, hand=plan.cards or None,
              settings=settings.get("round"), round_state=rs)
