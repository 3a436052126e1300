"""Checks a scorekeeper can make from round totals, without seeing a single card.

RULES.md, Game A: "With T tricks played, V void tricks (2 players only) and D tricks taken
double: the players' trick counts sum to T - V + D. D is at most the number of 12s that could
be in play, V at most the number of 0s. A sum outside what is possible is an error to show and
explain; a sum that needs doubles or voids asks how many."

Why those bounds: several 12s in one trick still make one double trick, so each double needs
its own 12; each void trick (2 players: a block leaves no card) needs its own 0. A card used as
a prediction card is never played, so a seat predicting with a 12 (or a 0) leaves one fewer in
play. The removed colour (2 players) takes one 12 and one 0 out of the game. A void trick is
won by nobody, so it cannot be taken double: D <= T - V.

`check_totals` is the judge-independent form the scorekeeper screen uses: given the counts the
seats report, is the sum possible, and how many doubles or voids does it need?
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from rules.sixth_sense.cards import BLOCK, DOUBLE
from rules.sixth_sense.deck import copies_in_play


def max_doubles(players: int, calls: Iterable[int | None] = ()) -> int:
    """How many tricks can be taken double: one per 12 that can be in play."""
    return max(0, copies_in_play(players) - sum(1 for c in calls if c == DOUBLE))


def max_voids(players: int, calls: Iterable[int | None] = ()) -> int:
    """How many tricks can be void: only with 2 players, one per 0 that can be in play."""
    if players != 2:
        return 0
    return max(0, copies_in_play(players) - sum(1 for c in calls if c == BLOCK))


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def expected_sum(tricks_played: int, voids: int, doubles: int) -> int:
    """What the seats' counts add up to: T - V + D."""
    return tricks_played - voids + doubles


def sum_problem(tricks_played: int, voids: int, doubles: int, total: int) -> str | None:
    """The plain sentence when the counts do not add up, else None.

    >>> sum_problem(13, 0, 1, 13)
    '13 tricks were played and 1 was taken double, so the counts must add up to 14; they add up to 13.'
    """
    expected = expected_sum(tricks_played, voids, doubles)
    if total == expected:
        return None
    parts = [f"{plural(tricks_played, 'trick')} {'was' if tricks_played == 1 else 'were'} played"]
    if voids:
        parts.append(f"{voids} {'was' if voids == 1 else 'were'} void")
    if doubles:
        parts.append(f"{doubles} {'was' if doubles == 1 else 'were'} taken double")
    said = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{said}, so the counts must add up to {expected}; they add up to {total}."


@dataclass(frozen=True, slots=True)
class TotalsCheck:
    """Whether the reported counts can be right, and what they need."""

    possible: bool
    total: int  # the counts added up
    tricks_played: int
    doubles_needed: int  # doubles the sum asks for (when voids/doubles were not given)
    voids_needed: int
    explanation: str


def check_totals(*, players: int, tricks_played: int, taken: Sequence[int],
                 doubles: int | None = None, voids: int | None = None,
                 calls: Sequence[int | None] = ()) -> TotalsCheck:
    """Can the seats have taken `taken` tricks in a round of `tricks_played` tricks?

    With `doubles`/`voids` given, the sum must be exactly T - V + D. Left out (None), the
    answer says how many doubles (sum above T) or voids (sum below T, 2 players) the sum needs,
    and whether that many can be in play.

    >>> check_totals(players=4, tricks_played=13, taken=[4, 5, 3, 3]).doubles_needed
    2
    """
    total = sum(taken)
    d_max, v_max = max_doubles(players, calls), max_voids(players, calls)
    if doubles is not None or voids is not None:
        d, v = doubles or 0, voids or 0
        if v and players != 2:
            return TotalsCheck(False, total, tricks_played, d, v,
                               f"Void tricks only happen with 2 players, not {players}.")
        if v > v_max:
            return TotalsCheck(False, total, tricks_played, d, v,
                               f"{plural(v, 'void trick')} need {plural(v, 'blocking 0')}, "
                               f"but at most {v_max} can be in play.")
        if d > d_max:
            return TotalsCheck(False, total, tricks_played, d, v,
                               f"{plural(d, 'double trick')} need {plural(d, '12')}, "
                               f"but at most {d_max} can be in play.")
        if d > tricks_played - v:
            return TotalsCheck(False, total, tricks_played, d, v,
                               f"Only {tricks_played - v} tricks were won, so at most that many "
                               f"can be double, not {d}.")
        problem = sum_problem(tricks_played, v, d, total)
        if problem:
            return TotalsCheck(False, total, tricks_played, d, v, problem)
        return TotalsCheck(True, total, tricks_played, d, v,
                           f"The counts add up to {total}, as {tricks_played} tricks "
                           f"- {v} void + {d} double require.")
    gap = total - tricks_played
    if gap == 0:
        return TotalsCheck(True, total, tricks_played, 0, 0,
                           f"The counts add up to the {tricks_played} tricks played.")
    if gap > 0:
        need = gap
        limit = min(d_max, tricks_played)
        if need > limit:
            return TotalsCheck(False, total, tricks_played, need, 0,
                               f"The counts add up to {total}, {gap} more than the {tricks_played} "
                               f"tricks played; that needs {plural(need, 'double trick')}, but at "
                               f"most {limit} can be in play.")
        return TotalsCheck(True, total, tricks_played, need, 0,
                           f"The counts add up to {total}, {gap} more than the {tricks_played} "
                           f"tricks played: {'that is' if need == 1 else 'those are'} "
                           f"{plural(need, 'double trick')}. Is that right?")
    need = -gap
    if players != 2:
        return TotalsCheck(False, total, tricks_played, 0, need,
                           f"{tricks_played} tricks were played, but the counts add up to only "
                           f"{total}; every trick is won by someone with {players} players.")
    if need > v_max:
        return TotalsCheck(False, total, tricks_played, 0, need,
                           f"The counts add up to {total}, {need} fewer than the {tricks_played} "
                           f"tricks played; that needs {plural(need, 'void trick')}, but at most "
                           f"{v_max} can be in play.")
    return TotalsCheck(True, total, tricks_played, 0, need,
                       f"The counts add up to {total}, {need} fewer than the {tricks_played} "
                       f"tricks played: {'that is' if need == 1 else 'those are'} "
                       f"{plural(need, 'void trick')} (a block leaves no card with 2 players). "
                       "Is that right?")
