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
SIXTH, WHIST, SHEDDING = judging.GAME, judging.WHIST, judging.SHEDDING


@ft.observable
@dataclass(eq=False)
class JudgeState:
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
        return "May this card go on that one?" if self.shedding else "Who won the trick?"

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
    def explanation(self) -> str:
        """The judge's reason, with seats named as on the screen."""
        return self._named((self.answer or {}).get("explanation") or "")

    def _named(self, text: str) -> str:
        from scorepad.state.text import with_names

        return with_names(text, [self.seat_name(s) for s in range(self.players)])

    def seat_of_play(self, index: int) -> int:
        return judging.seat_of(index, leader=self.leader, players=self.players)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return f"Player {seat + 1}"

    def card_of(self, colour: str, value: Any) -> str:
        """A card's written form (GAMES.md): "red 5", or "QS" in nomination whist."""
        return f"{value}{colour}" if self.whist else f"{colour} {value}"

    def suit_name(self, suit: str | None) -> str:
        if suit is None:
            return "no trump"
        return judging.SUIT_NAMES.get(suit, suit) if self.whist else suit

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
            return "trump not entered yet"
        return f"trump {self.suit_name(self.trump)}" if self.trump else "no trump"

    # ---- set-up --------------------------------------------------------------------------

    def detach(self) -> None:
        """Judge with no game: the table gives the game, players, trump and leader."""
        self.game_id = self.round_index = None
        self.round_state = None
        self.names = ()
        self.trump_known = True
        self.house = None
        self.scoring = "standard"
        self.clear_round()

    def attach(self, *, game_id: Any, round_index: int | None, names: list[str],
               trump: str | None, leader: int, removed: str | None, game: str = SIXTH,
               trump_known: bool = True, dealer: int | None = None,
               calls: tuple | list | None = None, hand: int | None = None,
               scoring: str = "standard", house: dict | None = None,
               round_state: Any = None) -> None:
        """Judge a trick of a game's round: players, trump and leader come from it."""
        self.game = game
        self.game_id, self.round_index = game_id, round_index
        self.names = tuple(names)
        self.players = len(names)
        self.trump, self.leader, self.removed = trump, leader, removed
        self.trump_known = trump_known
        self.dealer = (leader - 1) % self.players if dealer is None else dealer
        self.first_leader = leader
        self.calls = tuple(calls) if calls is not None else (None,) * self.players
        self.hand = hand or self.hand
        self.scoring, self.house = scoring, house
        self.round_state = round_state
        self.clear_round()
        self.restore_round()

    def choose_game(self, game: str) -> None:
        """The game to judge (not while attached to a game: that game)."""
        if self.attached:
            self.error = "This judge is opened from a game: it judges that game."
            return
        if game not in judging.GAMES:
            self.error = f"{game!r} is not a game the judge knows."
            return
        if game == self.game:
            return
        self.game = game
        lo, hi = self.player_range
        self.players = min(max(self.players, lo), hi)
        self.trump = None
        self.removed = None
        if self.leader >= self.players:
            self.leader = 0
        self.clear_round()
        self.clear_shed()

    def set_players(self, n: int) -> None:
        lo, hi = self.player_range
        if not lo <= n <= hi:
            self.error = f"A trick has {lo} to {hi} players, not {n}."
            return
        self.players = n
        if self.leader >= n:
            self.leader = 0
        if n != 2:
            self.removed = None
        self.calls = (None,) * n
        self.clear_round()

    def set_trump(self, colour: str | None) -> None:
        if colour is not None and colour not in self.trumps:
            self.error = f"{colour!r} is not a {'suit' if self.whist else 'colour'}."
            return
        self.trump = colour
        self.trump_known = True
        if colour is not None and colour == self.removed:
            self.removed = None
        self._rejudge()

    def set_leader(self, seat: int) -> None:
        if 0 <= seat < self.players:
            self.leader = seat
            if not self.done:
                self.first_leader = seat
                self.dealer = (seat - 1) % self.players
            self._rejudge()

    def set_removed(self, colour: str | None) -> None:
        if self.players != 2 or self.whist:
            self.error = "Only a 2-player game of 6th Sense takes a colour out."
            return
        self.removed = colour
        if colour is not None and colour == self.trump:
            self.trump = None
        self.plays = tuple(p for p in self.plays if not p.card.startswith(f"{colour} "))
        self._rejudge()

    def set_hand(self, n: int) -> None:
        """Whist: cards each, which is the number of tricks in the round."""
        most = 52 // self.players
        if not 1 <= n <= most:
            self.error = f"With {self.players} players each is dealt 1 to {most} cards."
            return
        self.hand = n
        self._rejudge_round()

    def set_call(self, seat: int, value: int | None) -> None:
        """A prediction (6th Sense: the card's value) or a bid, for the round's points."""
        if not 0 <= seat < self.players:
            return
        calls = list(self.calls) + [None] * (self.players - len(self.calls))
        calls[seat] = value
        self.calls = tuple(calls[: self.players])
        self._rejudge_round()

    # ---- card by card --------------------------------------------------------------------

    def pick_colour(self, colour: str) -> None:
        if self.complete:
            self.error = "Every player has played: the trick is complete."
            return
        if colour not in self.colours:
            what = "suit" if self.whist else "colour"
            self.error = f"{colour!r} is not a {what} in this game."
            return
        self.colour = colour
        self.question = self.pending = None
        self.error = None

    def pick_value(self, value: Any) -> None:
        if self.colour is None:
            self.error = f"Pick the card's {'suit' if self.whist else 'colour'} first."
            return
        if self.whist:
            if str(value) not in judging.RANKS:
                self.error = f"{value} is not a rank (2 to 10, J, Q, K, A)."
                return
            value = str(value)
        elif value not in judging.VALUES:
            self.error = f"{value} is not a card value (there is no 9: the 6 stands in for it)."
            return
        card = self.card_of(self.colour, value)
        if any(p.card == card for p in self.plays):
            self.error = f"The {card} is already in this trick."
            return
        if any(p.card == card for plays, _ in self.done for p in plays):
            self.error = f"The {card} was played in an earlier trick of this round."
            return
        if not self.whist and value == 0 and self.plays and not self.block_used:
            self.pending, self.question = card, ZERO
            self.error = None
            return
        if not self.whist and value == 6:
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
            self.take_double = False
            self._rejudge()
            return
        if self.done:  # correct the last trick of the round: it comes back, its last card off
            plays, _ = self.done[-1]
            self.done = self.done[:-1]
            self.leader = self._leader_after(self.done)
            self.plays = plays[:-1]
            self.take_double = False
            self._rejudge()
            self._rejudge_round()
            self._keep_round()

    def clear(self) -> None:
        """A new trick (the round so far stays)."""
        self.plays = ()
        self.colour = self.question = self.pending = None
        self.answer = None
        self.error = None
        self.saved = False
        self.saved_note = None
        self.take_double = False

    def clear_round(self) -> None:
        """A new round: no trick played yet."""
        self.done = ()
        self.round_answer = None
        self.round_used = False
        self.leader = self.first_leader if self.attached else self.leader
        if not self.attached:
            self.first_leader = self.leader
            self.dealer = (self.leader - 1) % self.players
        self.clear()

    def new_round(self) -> None:
        """Start the round again from its first trick (kept with the game when attached)."""
        had = bool(self.done)
        self.clear_round()
        if had:
            self._keep_round()

    def save(self) -> bool:
        """Keep the judged trick with the game (attached, complete trick). A void trick also
        counts in the round's void tricks on the round screen."""
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
        note = "Saved with the game: the trick and the judge's answer are kept in its record"
        rs = self.round_state
        if self.answer.get("void") and rs is not None and getattr(rs, "players", 0) == 2:
            try:
                rs.enter_voids((rs.voids or 0) + 1)
                note += (f", and the round's entry now counts {rs.voids} void "
                         f"trick{'' if rs.voids == 1 else 's'}")
            except Exception as exc:
                self.error = message_of(exc)
        else:
            note += "; the round's entry is not changed (enter the trick counts there)"
        self.saved_note = note + "."
        return True

    def request(self, plays: tuple[Play, ...] | None = None) -> dict:
        return judging.trick_request(players=self.players, trump=self.trump, leader=self.leader,
                                     plays=self.plays if plays is None else plays,
                                     removed=self.removed if self.players == 2 and not self.whist
                                     else None, game=self.game)

    # ---- a whole round -------------------------------------------------------------------

    @property
    def tricks_in_round(self) -> int:
        if self.whist:
            return self.hand
        from rules.sixth_sense.setup import SetUp

        return SetUp.of(self.players).tricks

    @property
    def trick_number(self) -> int:
        return len(self.done) + 1

    @property
    def round_over(self) -> bool:
        return len(self.done) >= self.tricks_in_round

    @property
    def can_take_double(self) -> bool:
        a = self.answer or {}
        return (not self.whist and self.complete and bool(a.get("double"))
                and not a.get("void"))

    @property
    def can_go_on(self) -> bool:
        return self.complete and self.answer is not None and not self.round_over

    def set_take_double(self, on: bool) -> None:
        self.take_double = bool(on) and self.can_take_double

    def next_trick(self) -> None:
        """Keep the complete trick in the round; its winner leads the next one."""
        if not self.complete or self.answer is None:
            self.error = "Finish this trick first: every player plays one card."
            return
        if self.round_over:
            self.error = "Every trick of the round is played."
            return
        if not self.done:  # the round's first trick: whoever led it was left of the dealer
            self.first_leader = self.leader
        double = self.take_double and self.can_take_double
        done = self.done + ((self.plays, double),)
        try:
            answer = judging.judge_request(self.round_request(done))
        except JudgeError as exc:
            self.error = exc.message
            return
        self.done = done
        self.round_answer = answer
        self.leader = self._leader_after(done)
        self.clear()
        self._keep_round()

    def round_request(self, done=None) -> dict:
        # The first trick is led left of the dealer (JUDGE.md): the dealer follows from who led.
        return judging.round_request(
            game=self.game, players=self.players, dealer=(self.first_leader - 1) % self.players,
            trump=self.trump,
            tricks=self.done if done is None else done, calls=self.calls,
            removed=self.removed if self.players == 2 and not self.whist else None,
            scoring=self.scoring, house=self.house, hand=self.hand)

    @property
    def taken(self) -> tuple[int, ...]:
        return tuple((self.round_answer or {}).get("taken") or (0,) * self.players)

    @property
    def doubles_by_seat(self) -> tuple[int, ...]:
        """Per seat, how many of its tricks it took double."""
        out = [0] * self.players
        for (plays, double), t in zip(self.done, (self.round_answer or {}).get("tricks") or ()):
            if double and t.get("winner") is not None:
                out[t["winner"]] += 1
        return tuple(out)

    @property
    def voids(self) -> int:
        return sum(1 for t in (self.round_answer or {}).get("tricks") or () if t.get("void"))

    @property
    def leaders(self) -> tuple[int, ...]:
        """Who led each trick of the round so far, the current one included."""
        out, leader = [], self.first_leader
        for t in (self.round_answer or {}).get("tricks") or ():
            out.append(leader)
            leader = t.get("next_leader", leader)
        return tuple(out)

    @property
    def revokes(self) -> list[str]:
        """The revokes proven so far, in words (JUDGE.md `round`: the table decides)."""
        out = []
        for r in (self.round_answer or {}).get("revokes") or ():
            colour = self.suit_name(r["colour"]) if self.whist else r["colour"]
            out.append(f"{self.seat_name(r['seat'])} revoked: did not follow {colour} in trick "
                       f"{r['failed_at'] + 1}, then played {colour} in trick {r['trick'] + 1}.")
        return out

    @property
    def calls_known(self) -> bool:
        return len(self.calls) == self.players and all(c is not None for c in self.calls)

    @property
    def points(self) -> tuple[int, ...] | None:
        """The round's points, once every trick is played and every call is known."""
        a = self.round_answer or {}
        if not self.calls_known or not a.get("complete") or a.get("points") is None:
            return None
        return tuple(a["points"])

    def use_round(self) -> bool:
        """Fill the round's entry on the game's round screen with the counts judged here."""
        rs = self.round_state
        if rs is None or not self.attached:
            self.error = "Open the judge from a game's round to fill its entry."
            return False
        if not self.round_over or self.round_answer is None:
            self.error = (f"Play every trick first: {len(self.done)} of "
                          f"{self.tricks_in_round} are kept.")
            return False
        try:
            if self.trump_known and getattr(rs, "has_trump", False) and rs.trump != self.trump:
                rs.choose_trump(self.trump)
            for seat, c in enumerate(self.calls):
                if c is not None and rs.calls[seat] != c:
                    rs.enter_prediction(seat, c)
            if not self.whist and self.players == 2:
                rs.enter_voids(self.voids)
            doubles = self.doubles_by_seat
            for seat, n in enumerate(self.taken):
                rs.enter_tricks(seat, n)
                if not self.whist and doubles[seat]:
                    rs.enter_doubles(seat, doubles[seat])
        except Exception as exc:
            self.error = message_of(exc)
            return False
        if getattr(rs, "error", None):
            self.error = rs.error
            return False
        self.round_used = True
        self.error = None
        return True

    # ---- kept with the game --------------------------------------------------------------

    def _keep_round(self) -> None:
        """The round so far, kept with the game after every trick (a reload finds it): the
        judge's `round` request and answer, the latest one for the round counting."""
        if not self.attached or self.service is None:
            return
        try:
            answer = self.round_answer or {"tricks": [], "taken": [0] * self.players,
                                           "complete": False, "points": None, "revokes": [],
                                           "warnings": []}
            self.service.save_judged_trick(game_id=self.game_id, round_index=self.round_index,
                                           request=self.round_request(), answer=answer)
        except Exception as exc:
            self.error = message_of(exc)

    def restore_round(self) -> None:
        """Attached: the round judged so far for this round of the game, if any."""
        if not self.attached or self.service is None or self.shedding:
            return
        try:
            kept = [t for t in self.service.judged_tricks(self.game_id)
                    if t.get("kind") == "round" and t.get("round_index") == self.round_index]
        except Exception:
            return
        if not kept:
            return
        last = kept[-1]
        request = last.get("request") or {}
        tricks = []
        for t in request.get("tricks") or ():
            plays = tuple(_play_of(p) for p in t.get("plays") or ())
            tricks.append((plays, bool(t.get("take_double"))))
        if not tricks:
            return
        done = tuple(tricks)
        try:
            answer = judging.judge_request(self.round_request(done))
        except JudgeError:
            return
        if answer.get("tricks") and not answer["tricks"][-1].get("complete", True):
            return
        self.done = done
        self.round_answer = answer
        self.leader = self._leader_after(done)

    def _leader_after(self, done) -> int:
        if not done:
            return self.first_leader
        try:
            answer = judging.judge_request(self.round_request(done))
        except JudgeError:
            return self.leader
        last = answer["tricks"][-1]
        return last.get("next_leader", self.leader)

    # ---- the shedding game ---------------------------------------------------------------

    def pick_slot(self, slot: str) -> None:
        if slot in ("on", "card"):
            self.shed_slot = slot
            self.shed_colour = self.shed_number = None
            self.error = None

    def pick_shed_colour(self, colour: str) -> None:
        if colour not in judging.SHED_COLOURS:
            self.error = f"{colour!r} is not a colour of the shedding game."
            return
        self.shed_colour = colour
        self.shed_number = None
        self.error = None

    def pick_shed_number(self, number: int) -> None:
        if self.shed_colour not in judging.SHED_NUMBER_COLOURS:
            self.error = "Pick the card's colour first (gold cards have no number)."
            return
        if number not in judging.SHED_NUMBERS:
            self.error = f"{number} is not a number on a card (1 to 15)."
            return
        self.shed_number = number
        self.error = None

    def pick_shed_symbol(self, symbol: str) -> None:
        if self.shed_colour is None or self.shed_number is None or symbol not in judging.SHED_SYMBOLS:
            self.error = "Pick the colour and the number first."
            return
        self._put_shed(f"{self.shed_colour} {self.shed_number} {symbol}")

    def pick_shed_special(self, kind: str) -> None:
        if self.shed_colour is None or kind not in judging.SHED_KINDS:
            self.error = "Pick the card's colour first."
            return
        self._put_shed(f"{self.shed_colour} {kind}")

    def set_challenge(self, on: bool) -> None:
        self.challenge = bool(on)
        self._judge_shed()

    def clear_shed(self) -> None:
        self.shed_on = self.shed_card = None
        self.shed_slot = "on"
        self.shed_colour = self.shed_number = None
        self.shed_answer = None
        self.error = None

    def _put_shed(self, card: str) -> None:
        if self.shed_slot == "on":
            self.shed_on = card
            self.shed_slot = "card" if self.shed_card is None else "on"
        else:
            self.shed_card = card
        self.shed_colour = self.shed_number = None
        self._judge_shed()

    def _judge_shed(self) -> None:
        self.shed_answer = None
        if self.shed_on is None or self.shed_card is None:
            self.error = None
            return
        try:
            self.shed_answer = judging.judge_request(judging.play_request(
                on=self.shed_on, card=self.shed_card, challenge=self.challenge))
            self.error = None
        except JudgeError as exc:
            self.error = exc.message
        except Exception as exc:
            self.error = message_of(exc)

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
        self.saved_note = None

    def _rejudge(self) -> None:
        self.saved = False
        self.saved_note = None
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

    def _rejudge_round(self) -> None:
        if not self.done:
            self.round_answer = None
            return
        try:
            self.round_answer = judging.judge_request(self.round_request())
        except JudgeError as exc:
            self.error = exc.message
        except Exception as exc:
            self.error = message_of(exc)


def _play_of(value: Any) -> Play:
    if isinstance(value, str):
        return Play(value)
    return Play(value.get("card"), declared=value.get("as"), block=value.get("block"))


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
