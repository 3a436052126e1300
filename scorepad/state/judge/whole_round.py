"""A whole round, trick after trick (a game whose judge form offers `ROUND`).

After a trick, `next_trick` keeps it and its winner leads the next; the round so far is judged
as JUDGE.md's `round` (leaders, tricks taken with doubles and void tricks, revokes as they are
proven). With every prediction or bid known it gives the points at the end. Each trick is
judged once as it is entered and the round once as it grows (`JudgeForm.rule_round`); the
rulings are kept. `RoundJudge` is an observable of its own, owned by the judge
(`JudgeState.round`); each step is handed the table (`table.Table`, a value) and, where it
takes the trick, the trick judge (`trick_entry.TrickJudge`). A step refused raises
(`table.Refused`, or the engine's error): the judge's screen says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import flet as ft

from rules.judge_form import ROUND, Play, RoundRuling
from rules.judged import KeptRound
from scorepad.services.judge import rulings as judging
from scorepad.state.errors import action_errors
from scorepad.state.judge.table import Refused, Table
from scorepad.state.judge.trick_entry import TrickJudge
from scorepad.words import tr

Done = tuple[tuple[tuple[Play, ...], bool], ...]  # finished tricks: (plays, taken double)


@ft.observable
@dataclass(eq=False)
class RoundJudge:
    """The round judged trick after trick, its counts and points."""

    dealer: int = 0
    first_leader: int = 1
    done: Done = ()  # finished tricks, (plays, double)
    calls: tuple[int | None, ...] = ()  # predictions / bids by seat, for the points
    hand: int = 7  # cards each, where the table chooses it (the round's tricks)
    round_ruling: RoundRuling | None = None  # the engine's ruling on the round so far
    round_used: bool = False

    # ---- reading -------------------------------------------------------------------------

    @property
    def trick_number(self) -> int:
        return len(self.done) + 1

    @property
    def voids(self) -> int:
        return self.round_ruling.voids if self.round_ruling is not None else 0

    @property
    def leaders(self) -> tuple[int, ...]:
        """Who led each trick of the round so far, the current one included."""
        return self.round_ruling.leaders if self.round_ruling is not None else ()

    def tricks_in_round(self, table: Table) -> int:
        return table.form.tricks(table.players, self.hand)

    def over(self, table: Table) -> bool:
        return len(self.done) >= self.tricks_in_round(table)

    def taken(self, table: Table) -> tuple[int, ...]:
        r = self.round_ruling
        return tuple(r.taken) if r is not None else (0,) * table.players

    def doubles_by_seat(self, table: Table) -> tuple[int, ...]:
        """Per seat, how many of its tricks it took double."""
        out = [0] * table.players
        tricks = self.round_ruling.tricks if self.round_ruling is not None else ()
        for (plays, double), t in zip(self.done, tricks):
            if double and t.winner is not None:
                out[t.winner] += 1
        return tuple(out)

    def calls_known(self, table: Table) -> bool:
        return len(self.calls) == table.players and all(c is not None for c in self.calls)

    def points(self, table: Table) -> tuple[int, ...] | None:
        """The round's points, once every trick is played and every call is known."""
        r = self.round_ruling
        if not self.calls_known(table) or r is None or not r.complete or r.points is None:
            return None
        return tuple(r.points)

    @staticmethod
    def revoke_words(found, seat_name: Callable[[int | None], str],
                     term: Callable[[str | None], str]) -> list[str]:
        """Revokes (the engine's) in words, seats named as the screen names them."""
        return [tr("{player} revoked: did not follow {colour} in trick {failed}, then played "
                   "{colour} in trick {trick}.", player=seat_name(r.seat),
                   colour=term(str(r.colour)), failed=r.failed_at + 1, trick=r.trick + 1)
                for r in found]

    # ---- the engine ----------------------------------------------------------------------

    def values(self, table: Table, done: Done | None = None) -> dict[str, Any]:
        """The round so far as the form's `rule_round` and `round_request` take it."""
        # The first trick is led left of the dealer (JUDGE.md): the dealer follows from who led.
        # Unknown calls count as 0: the tricks taken and the revokes do not depend on them, the
        # points do (and are shown only when every call is known).
        return dict(players=table.players, dealer=(self.first_leader - 1) % table.players,
                    trump=table.trump, tricks=list(self.done if done is None else done),
                    calls=[0 if c is None else c for c in self.calls], hand=self.hand,
                    removed=table.removed, settings=table.round_settings)

    def rule(self, table: Table, done: Done | None = None, *,
             kept: RoundRuling | None = None) -> RoundRuling:
        """The engine's ruling on the round so far (`done`: these tricks instead); `kept`: the
        ruling of its first tricks, folded into (each earlier trick is judged once only)."""
        return judging.rule_round(table.game, kept=kept, **self.values(table, done))

    def kept(self, table: Table) -> KeptRound:
        """The round so far and its ruling as a value (`rules.judged`): what is kept."""
        v = self.values(table)
        return KeptRound(game=table.game, players=table.players, dealer=v["dealer"],
                         trump=table.trump, tricks=self.done,
                         calls=tuple(v["calls"]), hand=self.hand,
                         removed=table.form.kept_removed(table.players, table.removed),
                         settings=dict(v["settings"] or {}), ruling=self.round_ruling)

    # ---- steps ---------------------------------------------------------------------------

    def clear(self) -> None:
        """A new round: no trick played yet."""
        self.done = ()
        self.round_ruling = None
        self.round_used = False

    def next_trick(self, table: Table, trick: TrickJudge, *, double: bool) -> None:
        """Keep the complete trick in the round; its winner leads the next one."""
        if not trick.complete(table) or trick.ruling is None:
            raise Refused(tr("Finish this trick first: every player plays one card."))
        if self.over(table) or not table.form.has(ROUND):
            raise Refused(tr("Every trick of the round is played."))
        if not self.done:  # the round's first trick: whoever led it was left of the dealer
            self.first_leader = trick.leader
        done = self.done + ((trick.plays, double),)
        ruling = self.rule(table, done, kept=self.round_ruling)
        # the trick's own ruling (kept) says who leads next: a void trick's leader leads again
        leader = trick.ruling.next_leader
        self.done = done
        self.round_ruling = ruling
        trick.leader = trick.leader if leader is None else leader
        trick.clear()

    def take_back(self) -> tuple[tuple[Play, ...], int]:
        """The last kept trick comes back: its plays, and who led it (the kept ruling says: no
        trick judged again for it)."""
        plays, _ = self.done[-1]
        leaders = self.leaders
        led = leaders[-1] if leaders else self.first_leader
        self.done = self.done[:-1]
        return plays, led

    def restore(self, table: Table, kept: KeptRound | None) -> int | None:
        """The round kept with the game, ruled once as it is read; who leads next (None:
        nothing taken back, or the leader stays)."""
        if kept is None or not kept.tricks:
            return None
        try:
            ruling = self.rule(table, kept.tricks)
        except action_errors():  # a kept round the rules no longer take: start afresh
            return None
        if not ruling.tricks or not ruling.tricks[-1].complete:
            return None
        self.done = kept.tricks
        self.round_ruling = ruling
        return ruling.tricks[-1].next_leader

    def rejudge(self, table: Table, *, tricks_stand: bool = False) -> None:
        """The round judged again after the table changed (trump, a call, the hand);
        `tricks_stand`: what changed leaves every kept trick's ruling as it is (a call, a trick
        taken back), so no trick is judged again."""
        if not self.done:
            self.round_ruling = None
            return
        kept = self.round_ruling if tricks_stand else None
        self.round_ruling = self.rule(table, kept=kept)
