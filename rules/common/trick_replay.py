"""Replaying a round trick by trick, with leader rotation.

JUDGE.md, kind "round": "Every trick but the last must be complete; the last may be unfinished;
an empty trick is an error. ... The first trick is led by the seat left of the dealer
(``(dealer + 1) % players``), each later trick by the previous trick's ``next_leader``." A card
played twice in the round is an error (RULES.md: hands never gain cards).

`replay` knows nothing of a game: `judge(index, leader, plays)` judges one trick and returns a
result with ``complete`` and ``next_leader``. A round ruled before (`kept`: the results of its
first tricks and who led them) is continued: those tricks are not judged again, so judging one
more trick costs one trick judgement however many came before it (6th Sense: a void trick's next leader is the same
leader). Errors raised by `judge` are located under ``tricks[i]`` (and its ``plays``), so the
judge reports ``"tricks[1].plays[2]"``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Hashable, Sequence, TypeVar

from rules.errors import RulesError
from rules.message import msg

P = TypeVar("P")
R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class ReplayedTrick(Generic[P, R]):
    index: int
    leader: int
    plays: Sequence[P]
    result: R

    def seat_of(self, play_index: int, players: int) -> int:
        return (self.leader + play_index) % players


def replay(tricks: Sequence[Sequence[P]], *, players: int, first_leader: int,
           judge: Callable[[int, int, Sequence[P]], R],
           card_of: Callable[[P], Hashable] | None = None,
           show: Callable[[Hashable], str] | None = None,
           at: str = "tricks", plays_at: str = "plays", kept: Sequence[R] = (),
           kept_leaders: Sequence[int] = ()) -> list[ReplayedTrick[P, R]]:
    """Judge every trick in order; the next trick's leader is the previous `next_leader`.
    `kept`, `kept_leaders`: the results of the first tricks of `tricks` and who led them, from
    an earlier replay of the same tricks; a complete one is taken as it is (not judged again)."""
    reuse = _reusable(kept, kept_leaders, len(tricks))
    out: list[ReplayedTrick[P, R]] = []
    seen: dict[Hashable, tuple[int, int]] = {}
    leader = first_leader
    last = len(tricks) - 1
    for i, plays in enumerate(tricks):
        where = f"{at}[{i}]"
        if not plays:
            raise RulesError(msg("trick {index} is empty: a trick has at least one play", index=i),
                             f"{where}.{plays_at}")
        if card_of is not None:
            for j, play in enumerate(plays):
                card = card_of(play)
                before = seen.get(card)
                if before is not None:
                    raise RulesError(msg(
                        "{card} is played twice in the round (trick {first} and trick {second}): "
                        "each card is in one hand only",
                        card=card if show is None else show(card), first=before[0], second=i),
                        f"{where}.{plays_at}[{j}]")
                seen[card] = (i, j)
        if i < reuse:
            result: Any = kept[i]
            leader = kept_leaders[i]
        else:
            try:
                result = judge(i, leader, plays)
            except RulesError as exc:
                raise exc.located(where) from None
        if not result.complete and i != last:
            raise RulesError(msg(
                "trick {index} is unfinished ({count} of {players} plays) but more tricks follow: "
                "only the last trick may be unfinished", index=i, count=len(plays),
                players=players), where)
        out.append(ReplayedTrick(i, leader, plays, result))
        if result.complete:
            leader = result.next_leader
    return out


def _reusable(kept: Sequence[Any], leaders: Sequence[int], tricks: int) -> int:
    """How many of the kept results stand: complete ones, in order, each with its leader."""
    n = 0
    for result in kept[: min(len(leaders), tricks)]:
        if not getattr(result, "complete", False):
            break
        n += 1
    return n
