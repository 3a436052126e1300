"""Game-independent machinery for trick-taking rounds (any game whose cards carry a colour/suit).

Nothing here knows a deck: a game hands in its own card objects, the colour (suit) of each
play, and a function that judges one trick. What is shared:

- `seat_of`: play `i` of a trick led by seat `leader` is made by seat ``(leader + i) % players``.
- `RevokeTracker`: a player who did not follow colour C and later plays a card of colour C in
  the same round has revoked (hands never gain cards). One entry per seat and colour, at the
  first play that proves it; ``failed_at`` is the trick of the first failure. Entries come out
  in play order, shaped as JUDGE.md fixes them:
  ``{"seat": 1, "trick": 4, "colour": "yellow", "failed_at": 2}``.
- `CardLedger`: a card may be played only once in a round; the second play is an error that
  says where the first one was.
- `replay_round`: a round replayed trick by trick: the first trick is led by the given seat,
  each later trick by the previous trick's next leader; every trick but the last must be
  complete, an empty trick is an error, and there may not be more tricks than the hand allows.
- `trick_answer`: the common fields of a judge answer for one trick.

Errors are `rules.errors.RulesError` with ``at`` relative to the round request
(``"tricks[2].plays[1]"``).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Sequence, TypeVar

from rules.errors import RulesError

T = TypeVar("T")
R = TypeVar("R")


def seat_of(leader: int, index: int, players: int) -> int:
    """The seat that made play `index` of a trick led by `leader`.

    >>> seat_of(3, 2, 4)
    1
    """
    return (leader + index) % players


class RevokeTracker:
    """Follow-colour failures of a round, and the revokes that later plays prove.

    >>> t = RevokeTracker()
    >>> t.play(trick=0, seat=1, colour="H", obligation="S")   # seat 1 shows out of spades
    >>> t.play(trick=2, seat=1, colour="S", obligation=None)  # ... and later leads a spade
    {'seat': 1, 'trick': 2, 'colour': 'S', 'failed_at': 0}
    >>> t.revokes
    [{'seat': 1, 'trick': 2, 'colour': 'S', 'failed_at': 0}]
    """

    __slots__ = ("_failed", "_reported", "revokes")

    def __init__(self) -> None:
        self._failed: dict[tuple[int, Hashable], int] = {}
        self._reported: set[tuple[int, Hashable]] = set()
        self.revokes: list[dict[str, Any]] = []

    def play(self, *, trick: int, seat: int, colour: Hashable | None,
             obligation: Hashable | None) -> dict[str, Any] | None:
        """Record one play: `colour` is the card's colour (None: a card without one),
        `obligation` the colour the seat had to follow (None: free, e.g. the lead).
        Returns the revoke this play proves, if any (it is also appended to `revokes`)."""
        found = None
        if colour is not None:
            key = (seat, colour)
            failed = self._failed.get(key)
            if failed is not None and key not in self._reported:
                self._reported.add(key)
                found = {"seat": seat, "trick": trick, "colour": colour, "failed_at": failed}
                self.revokes.append(found)
        if obligation is not None and colour != obligation:
            self._failed.setdefault((seat, obligation), trick)
        return found

    def failed(self, seat: int, colour: Hashable) -> int | None:
        """The trick in which `seat` first did not follow `colour`, or None."""
        return self._failed.get((seat, colour))


class CardLedger:
    """Every card played in a round, with where it was played; a second play is an error."""

    __slots__ = ("_where",)

    def __init__(self) -> None:
        self._where: dict[Hashable, str] = {}

    def add(self, card: Hashable, at: str, shown: str | None = None) -> None:
        first = self._where.get(card)
        if first is not None:
            raise RulesError(
                f"{shown or str(card)!r} is played twice in this round (first at {first}); "
                "each card is played once", at)
        self._where[card] = at

    def __contains__(self, card: Hashable) -> bool:
        return card in self._where

    def __len__(self) -> int:
        return len(self._where)


def replay_round(tricks: Sequence[T], *, players: int, first_leader: int, max_tricks: int | None,
                 judge: Callable[[int, int, T], R], next_leader: Callable[[R], int | None],
                 complete: Callable[[R], bool], size: Callable[[T], int]) -> list[tuple[int, R]]:
    """Judge the tricks of a round in order, rotating the lead.

    `judge(index, leader, trick)` judges one trick (raising `RulesError` located under the
    trick); `next_leader(result)` is who leads the next one (None: the same leader, e.g. a void
    trick); `complete(result)` whether the trick was finished; `size(trick)` how many plays it
    holds. Returns ``[(leader, result), ...]``.

    >>> out = replay_round([[1, 2], [3]], players=2, first_leader=1, max_tricks=2,
    ...     judge=lambda i, lead, t: (lead, len(t) == 2), next_leader=lambda r: 0,
    ...     complete=lambda r: r[1], size=len)
    >>> [lead for lead, _ in out]
    [1, 0]
    """
    if max_tricks is not None and len(tricks) > max_tricks:
        raise RulesError(
            f"{len(tricks)} tricks given, but a hand of {max_tricks} card"
            f"{'' if max_tricks == 1 else 's'} plays at most {max_tricks}", f"tricks[{max_tricks}]")
    out: list[tuple[int, R]] = []
    leader = first_leader
    last = len(tricks) - 1
    for index, trick in enumerate(tricks):
        if size(trick) == 0:
            raise RulesError(f"trick {index} is empty: a trick holds at least its lead",
                             f"tricks[{index}]")
        result = judge(index, leader, trick)
        if index != last and not complete(result):
            raise RulesError(
                f"trick {index} is unfinished ({size(trick)} of {players} plays), but only the "
                "last trick of a round may be unfinished", f"tricks[{index}]")
        out.append((leader, result))
        following = next_leader(result)
        if following is not None:
            leader = following
    return out


def trick_answer(*, players: int, leader: int, count: int, winning_play: int | None,
                 requested: Any, explanation: str, **extra: Any) -> dict[str, Any]:
    """The judge's answer for one trick: winner (seat), winning_play, complete, requested,
    [extra fields in the order given], next_leader, explanation. While the trick is in
    progress `winner`/`winning_play` say who is winning so far and `next_leader` is null."""
    complete = count == players
    winner = None if winning_play is None else seat_of(leader, winning_play, players)
    answer: dict[str, Any] = {"winner": winner, "winning_play": winning_play,
                              "complete": complete, "requested": requested}
    answer.update(extra)
    answer["next_leader"] = winner if complete else None
    answer["explanation"] = explanation
    return answer
