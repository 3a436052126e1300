"""The judged tricks kept with finished games, counted (`../shared/STATS.md`, `judged`).

The judge keeps two kinds of rows with a game (scorepad/store/models.py `JudgedTrick`):

- `trick`: one trick and its answer (the judge's "who won the trick?", saved with the game);
- `round`: a whole round judged trick after trick, kept again after every trick
  (scorepad/state/judge/whole_round.py `keep_round`): the LATEST row of a game's round is the
  round, so each of its tricks is counted once.

Per game id: `tricks` judged (complete ones); and where the game's judge has action cards (its
`rules.judge_form.JudgeForm` names a blocking value, a declared value or double tricks):
`reversals` (the ruling reversed the order), `blocks` (a card was blocked), `doubles` (a
counting card made it a double trick), `declared_<v>` (a card declared as each of the form's
`declare_as`, as printed when not said) and `peeks` (the trick ends in a peek). A game whose
judge judges no tricks (the shedding game's "may this card go there?") has no `judged`.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from sqlalchemy import select

from rules.errors import RulesError

from scorepad.store.models import JudgedTrick

__all__ = ["JudgedCounts", "judged_counts"]


def _form(game: str) -> Any:
    try:
        from rules.judge_form import judge_form

        return judge_form(game)
    except (RulesError, ImportError):  # an id this version does not know, a game not loading
        return None


@dataclass
class JudgedCounts:
    game: str
    tricks: int = 0
    actions: bool = False  # the game's judge has action cards: the counts below are kept
    declare_as: tuple[Any, ...] = ()
    reversals: int = 0
    blocks: int = 0
    doubles: int = 0
    declared: dict[Any, int] = field(default_factory=dict)
    peeks: int = 0

    @classmethod
    def empty(cls, game: str) -> "JudgedCounts | None":
        """No trick judged yet; None for a game whose judge judges no tricks."""
        from rules.judge_form import TRICK

        form = _form(game)
        if form is None or not form.has(TRICK):
            return None
        actions = (form.block_value is not None or form.declare_value is not None
                   or bool(form.doubles))
        return cls(game, actions=actions, declare_as=tuple(form.declare_as))

    def add(self, plays: Iterable[Any], answer: Mapping[str, Any]) -> None:
        """Count one complete trick: its plays (as the request wrote them) and its answer."""
        if not isinstance(answer, Mapping) or "error" in answer \
                or answer.get("complete", True) is False:
            return
        self.tricks += 1
        if not self.actions:
            return
        self.reversals += bool(answer.get("reversed"))
        self.blocks += bool(answer.get("blocked"))
        self.doubles += bool(answer.get("double"))
        self.peeks += answer.get("peek") is not None
        form = _form(self.game)
        for play in plays or ():
            card = play.get("card") if isinstance(play, Mapping) else play
            parts = form.parts(card) if isinstance(card, str) else None
            if parts is None or parts[1] != form.declare_value:
                continue
            said = play.get("as") if isinstance(play, Mapping) else None
            said = self.declare_as[0] if said is None and self.declare_as else said
            self.declared[said] = self.declared.get(said, 0) + 1

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"tricks": self.tricks}
        if self.actions:
            out.update(reversals=self.reversals, blocks=self.blocks, doubles=self.doubles,
                       **{f"declared_{v}": self.declared.get(v, 0) for v in self.declare_as},
                       peeks=self.peeks)
        return out


def judged_counts(session, game_ids: list[str]) -> dict[str, JudgedCounts]:
    """The judged tricks of these games, counted per game id (only games whose judge judges
    tricks appear)."""
    out: dict[str, JudgedCounts] = {}
    latest_round: dict[tuple[str, Any], Any] = {}
    rows: list[Any] = []
    for chunk in range(0, len(game_ids), 500):
        part = game_ids[chunk:chunk + 500]
        rows += session.scalars(select(JudgedTrick).where(JudgedTrick.game_id.in_(part))
                                .order_by(JudgedTrick.created_at, JudgedTrick.id)).all()
    singles: dict[str, list[Any]] = defaultdict(list)
    for row in rows:
        if row.kind == "round":
            if row.round_index is None:  # no round to be the latest of: each row counts
                singles[row.game].append(row)
            else:
                latest_round[(row.game_id, row.round_index)] = row
        elif row.kind == "trick":
            singles[row.game].append(row)
    for row in [r for g in singles.values() for r in g] + list(latest_round.values()):
        counts = out.get(row.game)
        if counts is None:
            counts = JudgedCounts.empty(row.game)
            if counts is None:
                continue
            out[row.game] = counts
        if row.kind == "trick":
            counts.add((row.request or {}).get("plays") or row.plays, row.answer)
        else:
            asked = (row.request or {}).get("tricks") or []
            answered = (row.answer or {}).get("tricks") or []
            for k, answer in enumerate(answered):
                trick = asked[k] if k < len(asked) else {}
                plays = trick.get("plays") if isinstance(trick, Mapping) else trick
                counts.add(plays or (), answer)
    return out
