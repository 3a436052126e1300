"""A judged trick or round as a value: what the table entered and the engine's ruling.

The app's judge keeps these with a game (the trick a table asked about; the round judged trick
after trick, so a reload finds it). They hold the engine's values: typed plays
(`rules.judge_form.Play`), the trump as a `rules.trump.Trump` (`NO_TRUMP` included) and the
ruling. How they are written in a database row is the store's business
(`scorepad.store.judged_rows`, the one place that converts); `python -m rules judge`'s JSON is
the other edge, and neither is used in between.

>>> from rules.judge_form import Play
>>> from rules.trump import NO_TRUMP
>>> r = KeptRound(game="g", players=2, dealer=1, trump=NO_TRUMP,
...               tricks=(((Play("red 2"), Play("red 3")), False),), calls=(0, 1), hand=7)
>>> r.first_leader, len(r.tricks)
(0, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from rules.judge_form import Play, RoundRuling, TrickRuling

#: a round's finished tricks: each trick's plays and whether its winner took it double
Tricks = tuple[tuple[tuple[Play, ...], bool], ...]


@dataclass(frozen=True)
class KeptTrick:
    """One trick put to the judge, and its ruling."""

    game: str
    players: int
    trump: Any  # rules.trump.Trump (NO_TRUMP: played without one)
    leader: int
    plays: tuple[Play, ...]
    ruling: TrickRuling | None = None
    removed: str | None = None  # the colour taken out (where the game takes one out)
    settings: Mapping[str, Any] = field(default_factory=dict)  # the game's round settings


@dataclass(frozen=True)
class KeptRound:
    """A round judged trick after trick so far, and its ruling (None: no trick yet)."""

    game: str
    players: int
    dealer: int
    trump: Any  # rules.trump.Trump
    tricks: Tricks = ()
    calls: tuple[int, ...] = ()
    hand: int = 0
    removed: str | None = None
    settings: Mapping[str, Any] = field(default_factory=dict)  # the game's round settings
    ruling: RoundRuling | None = None

    @property
    def first_leader(self) -> int:
        """Who led the round's first trick: the seat left of the dealer."""
        return (self.dealer + 1) % self.players


def trick_rulings(results: Sequence[Any], kept: RoundRuling | None,
                  ruling: Any) -> tuple[TrickRuling, ...]:
    """Each trick's ruling (`ruling(result)`) of an engine's round result, the kept round's
    own where the engine took its trick result as it was (not judged again)."""
    before = kept.tricks if kept is not None else ()
    return tuple(before[i] if i < len(before) and before[i].record is r else ruling(r)
                 for i, r in enumerate(results))
