"""A whole round, trick after trick (a game whose judge form offers `ROUND`).

After a trick, `next_trick` keeps it and its winner leads the next; the round so far is judged
as JUDGE.md's `round` (leaders, tricks taken with doubles and void tricks, revokes as they are
proven). With every prediction or bid known it gives the points at the end; attached to a
game, `use_round` fills the round's entry, and the round so far is kept with the game after
every trick so a reload finds it again. A mixin of `JudgeState`.
"""

from __future__ import annotations

from typing import Any

from rules.judgeform import ROUND
from rules.scoresheet import DOUBLES, VOIDS
from scorepad.services import judging
from scorepad.services.judging import JudgeError, Play
from scorepad.state.errors import message_of
from scorepad.words import tr


def play_of(value: Any) -> Play:
    """A play as the judge's request writes it ("red 5", or an object with "as"/"block")."""
    if isinstance(value, str):
        return Play(value)
    return Play(value.get("card"), declared=value.get("as"), block=value.get("block"))


class WholeRound:
    """The round judged trick after trick, its counts and points."""

    @property
    def tricks_in_round(self) -> int:
        return self.form.tricks(self.players, self.hand)

    @property
    def trick_number(self) -> int:
        return len(self.done) + 1

    @property
    def round_over(self) -> bool:
        return len(self.done) >= self.tricks_in_round

    @property
    def can_take_double(self) -> bool:
        a = self.answer or {}
        return (self.form.doubles and self.complete and bool(a.get("double"))
                and not a.get("void"))

    @property
    def can_go_on(self) -> bool:
        return self.complete and self.answer is not None and not self.round_over

    def set_take_double(self, on: bool) -> None:
        self.take_double = bool(on) and self.can_take_double

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

    def next_trick(self) -> None:
        """Keep the complete trick in the round; its winner leads the next one."""
        if not self.complete or self.answer is None:
            self.error = tr("Finish this trick first: every player plays one card.")
            return
        if self.round_over:
            self.error = tr("Every trick of the round is played.")
            return
        if not self.done:  # the round's first trick: whoever led it was left of the dealer
            self.first_leader = self.leader
        double = self.take_double and self.can_take_double
        done = self.done + ((self.plays, double),)
        try:
            answer = judging.judge_request(self.round_request(done))
        except JudgeError as exc:
            self.error = exc.text
            return
        self.done = done
        self.round_answer = answer
        self.leader = self._leader_after(done)
        self.clear()
        self._keep_round()

    def round_request(self, done=None) -> dict:
        # The first trick is led left of the dealer (JUDGE.md): the dealer follows from who led.
        # Unknown calls count as 0: the tricks taken and the revokes do not depend on them, the
        # points do (and are shown only when every call is known).
        form = self.form
        settings = (self.round_settings if self.round_settings is not None
                    else form.settings({}).get("round"))
        return form.round_request(
            players=self.players, dealer=(self.first_leader - 1) % self.players,
            trump=self.trump,
            tricks=[([p.to_json() for p in plays], double)
                    for plays, double in (self.done if done is None else done)],
            calls=[0 if c is None else c for c in self.calls], hand=self.hand,
            removed=self.removed, settings=settings)

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
        found = self.live_revokes if self.plays else (self.round_answer or {}).get("revokes")
        return self._revoke_words(found or ())

    @property
    def revokes_now(self) -> list[str]:
        """The revokes a card of the trick being played proves, in words (said with the
        trick's verdict, where the eye is when the card is entered)."""
        now = len(self.done)
        return self._revoke_words(r for r in self.live_revokes if r.get("trick") == now)

    def _revoke_words(self, found) -> list[str]:
        out = []
        for r in found:
            colour = self.term(r["colour"])
            out.append(tr("{player} revoked: did not follow {colour} in trick {failed}, then "
                          "played {colour} in trick {trick}.", player=self.seat_name(r["seat"]),
                          colour=colour, failed=r["failed_at"] + 1, trick=r["trick"] + 1))
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
            self.error = tr("Open the judge from a game's round to fill its entry.")
            return False
        if not self.round_over or self.round_answer is None:
            self.error = tr("Play every trick first: {kept} of {total} are kept.",
                            kept=len(self.done), total=self.tricks_in_round)
            return False
        try:
            if self.trump_known and rs.trump_value is not None:
                # the judge's trump, read as a typed value against the round's choices: no
                # trump stays the round's "no trump" choice, never "not chosen"
                chosen = rs.form.read_trump(self.trump)
                if chosen is not None and chosen != rs.trump_value:
                    rs.choose_trump_value(chosen)
            for seat, c in enumerate(self.calls):
                if c is not None and rs.calls[seat] != c:
                    rs.enter_prediction(seat, c)
            form = getattr(rs, "form", None)
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
        if not self.attached or self.service is None or not self.form.has(ROUND):
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
            plays = tuple(play_of(p) for p in t.get("plays") or ())
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

    def _rejudge_round(self) -> None:
        if not self.done:
            self.round_answer = None
            return
        try:
            self.round_answer = judging.judge_request(self.round_request())
        except JudgeError as exc:
            self.error = exc.text
        except Exception as exc:
            self.error = message_of(exc)
