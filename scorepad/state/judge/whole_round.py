"""A whole round, trick after trick (a game whose judge form offers `ROUND`).

After a trick, `next_trick` keeps it and its winner leads the next; the round so far is judged
as JUDGE.md's `round` (leaders, tricks taken with doubles and void tricks, revokes as they are
proven). With every prediction or bid known it gives the points at the end; attached to a
game, `use_round` fills the round's entry, and the round so far is kept with the game after
every trick so a reload finds it again. Each trick is judged once as it is entered and the
round once as it grows (`JudgeForm.rule_round`); the rulings are kept. A part of `JudgeState`:
it uses what `parts.Judge` declares.
"""

from __future__ import annotations

from typing import Any

from rules.judge_form import ROUND, Play, RoundRuling
from rules.judged import KeptRound
from rules.scoresheet import DOUBLES, VOIDS
from scorepad.services import judging
from scorepad.services.judging import JudgeError
from scorepad.state.errors import message_of
from scorepad.state.judge.parts import Judge
from scorepad.words import say, tr

Done = tuple[tuple[tuple[Play, ...], bool], ...]  # finished tricks: (plays, taken double)


class WholeRound:
    """The round judged trick after trick, its counts and points."""

    @property
    def tricks_in_round(self: Judge) -> int:
        return self.form.tricks(self.players, self.hand)

    @property
    def trick_number(self: Judge) -> int:
        return len(self.done) + 1

    @property
    def round_over(self: Judge) -> bool:
        return len(self.done) >= self.tricks_in_round

    @property
    def can_take_double(self: Judge) -> bool:
        r = self.ruling
        return bool(self.form.doubles and self.complete and r is not None and r.double
                    and not r.void)

    @property
    def can_go_on(self: Judge) -> bool:
        return (self.form.has(ROUND) and self.complete and self.ruling is not None
                and not self.round_over)

    def set_take_double(self: Judge, on: bool) -> None:
        self.take_double = bool(on) and self.can_take_double

    def clear_round(self: Judge) -> None:
        """A new round: no trick played yet."""
        self.done = ()
        self.round_ruling = None
        self.round_used = False
        self.leader = self.first_leader if self.attached else self.leader
        if not self.attached:
            self.first_leader = self.leader
            self.dealer = (self.leader - 1) % self.players
        self.clear()

    def new_round(self: Judge) -> None:
        """Start the round again from its first trick (kept with the game when attached)."""
        had = bool(self.done)
        self.clear_round()
        if had:
            self.keep_round()

    def next_trick(self: Judge) -> None:
        """Keep the complete trick in the round; its winner leads the next one."""
        if not self.complete or self.ruling is None:
            self.error = tr("Finish this trick first: every player plays one card.")
            return
        if self.round_over or not self.form.has(ROUND):
            self.error = tr("Every trick of the round is played.")
            return
        if not self.done:  # the round's first trick: whoever led it was left of the dealer
            self.first_leader = self.leader
        double = self.take_double and self.can_take_double
        done = self.done + ((self.plays, double),)
        try:
            ruling = self.rule_round(done, kept=self.round_ruling)
        except JudgeError as exc:
            self.error = say(exc)
            return
        # the trick's own ruling (kept) says who leads next: a void trick's leader leads again
        leader = self.ruling.next_leader
        self.done = done
        self.round_ruling = ruling
        self.leader = self.leader if leader is None else leader
        self.clear()
        self.keep_round()

    def round_values(self: Judge, done: Done | None = None) -> dict[str, Any]:
        """The round so far as the form's `rule_round` and `round_request` take it."""
        # The first trick is led left of the dealer (JUDGE.md): the dealer follows from who led.
        # Unknown calls count as 0: the tricks taken and the revokes do not depend on them, the
        # points do (and are shown only when every call is known).
        settings = (self.round_settings if self.round_settings is not None
                    else self.form.settings({}).get("round"))
        return dict(players=self.players, dealer=(self.first_leader - 1) % self.players,
                    trump=self.trump, tricks=list(self.done if done is None else done),
                    calls=[0 if c is None else c for c in self.calls], hand=self.hand,
                    removed=self.removed, settings=settings)

    def rule_round(self: Judge, done: Done | None = None, *,
                   kept: RoundRuling | None = None) -> RoundRuling:
        """The engine's ruling on the round so far (`done`: these tricks instead); `kept`: the
        ruling of its first tricks, folded into (each earlier trick is judged once only)."""
        return judging.rule_round(self.game, kept=kept, **self.round_values(done))

    @property
    def taken(self: Judge) -> tuple[int, ...]:
        r = self.round_ruling
        return tuple(r.taken) if r is not None else (0,) * self.players

    @property
    def doubles_by_seat(self: Judge) -> tuple[int, ...]:
        """Per seat, how many of its tricks it took double."""
        out = [0] * self.players
        tricks = self.round_ruling.tricks if self.round_ruling is not None else ()
        for (plays, double), t in zip(self.done, tricks):
            if double and t.winner is not None:
                out[t.winner] += 1
        return tuple(out)

    @property
    def voids(self: Judge) -> int:
        return self.round_ruling.voids if self.round_ruling is not None else 0

    @property
    def leaders(self: Judge) -> tuple[int, ...]:
        """Who led each trick of the round so far, the current one included."""
        return self.round_ruling.leaders if self.round_ruling is not None else ()

    @property
    def revokes(self: Judge) -> list[str]:
        """The revokes proven so far, in words (JUDGE.md `round`: the table decides)."""
        found = (self.live_revokes if self.plays else
                 self.round_ruling.revokes if self.round_ruling is not None else ())
        return self._revoke_words(found)

    @property
    def revokes_now(self: Judge) -> list[str]:
        """The revokes a card of the trick being played proves, in words (said with the
        trick's verdict, where the eye is when the card is entered)."""
        now = len(self.done)
        return self._revoke_words(r for r in self.live_revokes if r.trick == now)

    def _revoke_words(self: Judge, found) -> list[str]:
        out = []
        for r in found:
            colour = self.term(str(r.colour))
            out.append(tr("{player} revoked: did not follow {colour} in trick {failed}, then "
                          "played {colour} in trick {trick}.", player=self.seat_name(r.seat),
                          colour=colour, failed=r.failed_at + 1, trick=r.trick + 1))
        return out

    @property
    def calls_known(self: Judge) -> bool:
        return len(self.calls) == self.players and all(c is not None for c in self.calls)

    @property
    def points(self: Judge) -> tuple[int, ...] | None:
        """The round's points, once every trick is played and every call is known."""
        r = self.round_ruling
        if not self.calls_known or r is None or not r.complete or r.points is None:
            return None
        return tuple(r.points)

    def use_round(self: Judge) -> bool:
        """Fill the round's entry on the game's round screen with the counts judged here."""
        rs = self.round_state
        if rs is None or not self.attached:
            self.error = tr("Open the judge from a game's round to fill its entry.")
            return False
        if not self.round_over or self.round_ruling is None:
            self.error = tr("Play every trick first: {kept} of {total} are kept.",
                            kept=len(self.done), total=self.tricks_in_round)
            return False
        try:
            if self.trump_known and rs.trump_value is not None:
                # the judge's trump is the round's value itself: one of the round's choices
                # (no trump only where the round offers it) is chosen there
                if self.trump in rs.trump_choices and self.trump != rs.trump_value:
                    rs.choose_trump_value(self.trump)
            for seat, c in enumerate(self.calls):
                if c is not None and rs.calls[seat] != c:
                    rs.enter_prediction(seat, c)
            form = rs.form
            if form is not None and form.has(VOIDS):
                rs.enter_voids(self.voids)
            doubles = self.doubles_by_seat
            for seat, n in enumerate(self.taken):
                rs.enter_tricks(seat, n)
                if form is not None and form.has(DOUBLES) and doubles[seat]:
                    rs.enter_doubles(seat, doubles[seat])
        except Exception as exc:
            self.error = message_of(exc)
            return False
        if rs.error:
            self.error = rs.error
            return False
        self.round_used = True
        self.error = None
        return True

    # ---- kept with the game --------------------------------------------------------------

    def kept_round(self: Judge) -> KeptRound:
        """The round so far and its ruling as a value (`rules.judged`): what is kept."""
        v = self.round_values()
        return KeptRound(game=self.game, players=self.players, dealer=v["dealer"],
                         trump=self.trump, tricks=self.done,
                         calls=tuple(v["calls"]), hand=self.hand,
                         removed=self.form.kept_removed(self.players, self.removed),
                         settings=dict(v["settings"] or {}), ruling=self.round_ruling)

    def keep_round(self: Judge) -> None:
        """The round so far, kept with the game after every trick (a reload finds it); the
        latest one kept for the round counts."""
        if not self.attached or self.service is None:
            return
        try:
            self.service.keep_judged(game_id=self.game_id, round_index=self.round_index,
                                     judged=self.kept_round())
        except Exception as exc:
            self.error = message_of(exc)

    def restore_round(self: Judge) -> None:
        """Attached: the round judged so far for this round of the game, if any (ruled once
        as it is read)."""
        if not self.attached or self.service is None or not self.form.has(ROUND):
            return
        try:
            kept = self.service.kept_round(self.game_id, self.round_index)
        except Exception:
            return
        if kept is None or not kept.tricks:
            return
        try:
            ruling = self.rule_round(kept.tricks)
        except Exception:  # a kept round the rules no longer take: start afresh
            return
        if not ruling.tricks or not ruling.tricks[-1].complete:
            return
        self.done = kept.tricks
        self.round_ruling = ruling
        last = ruling.tricks[-1].next_leader
        self.leader = self.leader if last is None else last

    def rejudge_round(self: Judge, *, tricks_stand: bool = False) -> None:
        """The round judged again after the table changed (trump, a call, the hand);
        `tricks_stand`: what changed leaves every kept trick's ruling as it is (a call, a trick
        taken back), so no trick is judged again."""
        if not self.done:
            self.round_ruling = None
            return
        try:
            kept = self.round_ruling if tricks_stand else None
            self.round_ruling = self.rule_round(kept=kept)
        except JudgeError as exc:
            self.error = say(exc)
        except Exception as exc:
            self.error = message_of(exc)
