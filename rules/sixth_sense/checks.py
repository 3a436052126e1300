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

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from rules.message import Listing, Message, keep_said, msg, msg_n
from rules.sixth_sense.cards import BLOCK, DOUBLE
from rules.sixth_sense.deck import copies_in_play

TOTALS = "sixth-sense-totals"  # the rules section the count checks rest on


def max_doubles(players: int, calls: Iterable[int | None] = ()) -> int:
    """How many tricks can be taken double: one per 12 that can be in play."""
    return max(0, copies_in_play(players) - sum(1 for c in calls if c == DOUBLE))


def max_voids(players: int, calls: Iterable[int | None] = ()) -> int:
    """How many tricks can be void: only with 2 players, one per 0 that can be in play."""
    if players != 2:
        return 0
    return max(0, copies_in_play(players) - sum(1 for c in calls if c == BLOCK))


def expected_sum(tricks_played: int, voids: int, doubles: int) -> int:
    """What the seats' counts add up to: T - V + D."""
    return tricks_played - voids + doubles


def sum_problem(tricks_played: int, voids: int, doubles: int, total: int) -> Message | None:
    """The plain sentence when the counts do not add up, else None.

    >>> str(sum_problem(13, 0, 1, 13))
    '13 tricks were played and 1 was taken double, so the counts must add up to 14; they add up to 13.'
    """
    expected = expected_sum(tricks_played, voids, doubles)
    if total == expected:
        return None
    return msg("{facts}, so the counts must add up to {expected}; they add up to {total}.",
               facts=Listing(tuple(_facts(tricks_played, voids, doubles))), expected=expected,
               total=total, rule=TOTALS)


def _facts(tricks_played: int, voids: int, doubles: int) -> list[Message]:
    """What the counts' sum rests on, each with its own count: "13 tricks were played, 1 was
    void and 2 were taken double"."""
    facts = [msg_n("{n} trick was played", "{n} tricks were played", n=tricks_played)]
    if voids:
        facts.append(msg_n("{n} was void", "{n} were void", n=voids))
    if doubles:
        facts.append(msg_n("{n} was taken double", "{n} were taken double", n=doubles))
    return facts


def voids_need_blocks(voids: int, most: int) -> Message:
    """Too many void tricks for the 0s in play."""
    return msg_n("{n} void trick needs {n} blocking 0, but at most {most} can be in play.",
                 "{n} void tricks need {n} blocking 0s, but at most {most} can be in play.",
                 n=voids, most=most, rule=TOTALS)


@dataclass(frozen=True, slots=True)
class TotalsCheck:
    """Whether the reported counts can be right, and what they need."""

    possible: bool
    total: int  # the counts added up
    tricks_played: int
    doubles_needed: int  # doubles the sum asks for (when voids/doubles were not given)
    voids_needed: int
    explanation: str  # English (given as a message: `said` keeps it)
    said: Any = field(default=None, compare=False)  # the explanation as data (rules.message)

    def __post_init__(self) -> None:
        keep_said(self)  # built from a message: keep both


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
    T = tricks_played
    d_max, v_max = max_doubles(players, calls), max_voids(players, calls)
    if doubles is not None or voids is not None:
        d, v = doubles or 0, voids or 0
        if v and players != 2:
            return TotalsCheck(False, total, T, d, v, msg(
                "Void tricks only happen with 2 players, not {players}.", players=players,
                rule="sixth-sense-void"))
        if v > v_max:
            return TotalsCheck(False, total, T, d, v, voids_need_blocks(v, v_max))
        if d > d_max:
            return TotalsCheck(False, total, T, d, v, msg_n(
                "{n} double trick needs {n} 12, but at most {most} can be in play.",
                "{n} double tricks need {n} 12s, but at most {most} can be in play.",
                n=d, most=d_max, rule=TOTALS))
        if d > T - v:
            return TotalsCheck(False, total, T, d, v, msg_n(
                "Only {n} trick was won, so at most that many can be double, not {doubles}.",
                "Only {n} tricks were won, so at most that many can be double, not {doubles}.",
                n=T - v, doubles=d, rule=TOTALS))
        problem = sum_problem(T, v, d, total)
        if problem:
            return TotalsCheck(False, total, T, d, v, problem)
        return TotalsCheck(True, total, T, d, v, msg(
            "The counts add up to {total}, as they must: {facts}.", total=total,
            facts=Listing(tuple(_facts(T, v, d))), rule=TOTALS))
    gap = total - T
    played = _played(T)  # "the 13 tricks played": a count of its own, not in the gap's form
    if gap == 0:
        return TotalsCheck(True, total, T, 0, 0, msg(
            "The counts add up to {played}.", played=played, rule=TOTALS))
    if gap > 0:
        need = gap
        limit = min(d_max, T)
        if need > limit:
            return TotalsCheck(False, total, T, need, 0, msg_n(
                "The counts add up to {total}, {n} more than {played}; that needs {n} double "
                "trick, but at most {most} can be in play.",
                "The counts add up to {total}, {n} more than {played}; that needs {n} double "
                "tricks, but at most {most} can be in play.",
                n=need, total=total, played=played, most=limit, rule=TOTALS))
        return TotalsCheck(True, total, T, need, 0, msg_n(
            "The counts add up to {total}, {n} more than {played}: that is {n} double trick. "
            "Is that right?",
            "The counts add up to {total}, {n} more than {played}: those are {n} double "
            "tricks. Is that right?", n=need, total=total, played=played, rule=TOTALS))
    need = -gap
    if players != 2:
        return TotalsCheck(False, total, T, 0, need, msg(
            "{played} tricks were played, but the counts add up to only {total}; every trick is "
            "won by someone with {players} players.", played=T, total=total, players=players,
            rule=TOTALS))
    if need > v_max:
        return TotalsCheck(False, total, T, 0, need, msg_n(
            "The counts add up to {total}, {n} fewer than {played}; that needs {n} void trick, "
            "but at most {most} can be in play.",
            "The counts add up to {total}, {n} fewer than {played}; that needs {n} void "
            "tricks, but at most {most} can be in play.",
            n=need, total=total, played=played, most=v_max, rule=TOTALS))
    return TotalsCheck(True, total, T, 0, need, msg_n(
        "The counts add up to {total}, {n} fewer than {played}: that is {n} void trick (a "
        "block leaves no card with 2 players). Is that right?",
        "The counts add up to {total}, {n} fewer than {played}: those are {n} void tricks (a "
        "block leaves no card with 2 players). Is that right?",
        n=need, total=total, played=played, rule=TOTALS))


def _played(tricks_played: int) -> Message:
    """"the 13 tricks played", with its own plural form."""
    # TRANSLATORS: the tricks of the round that were played, which the counts are compared
    # with ("The counts add up to 15, 2 more than the 13 tricks played")
    return msg_n("the {n} trick played", "the {n} tricks played", n=tricks_played)


def void_count(n: int) -> Message:
    """"2 void" (tricks): a count the language says with its plural forms ("2 nuls")."""
    # TRANSLATORS: a number of void tricks in a list of counts ("3 of 5 tricks played, 1 void")
    return msg_n("{n} void", "{n} void", n=n)
