"""Set-up and the game's course as values.

RULES.md, Game A, "Set-up per player count":

    | players                          | 2  | 3  | 4  | 5  | 6  |
    | rounds                           | 6  | 6  | 4  | 5  | 6  |
    | cards dealt                      | 15 | 14 | 14 | 13 | 11 |
    | tricks played (dealt - 1, the prediction card leaves the hand) | 14 | 13 | 13 | 12 | 10 |

"Seats are numbered clockwise. The first dealer is chosen at set-up; each new round the dealer
moves one seat left (clockwise) and the player left of the dealer leads the first trick."

"End of game. Standard: after the rounds in the table; highest total wins; equal totals share
the win. Variant "target score": rounds continue (dealer keeps rotating, beyond the table) until
at least one player's total reaches the target at the end of a round; the highest total then
wins, equal totals share."

Variants: "late trump" (trump turned only after all predictions) and "novice" (no trump, the
novice scoring table) change nothing in the set-up; they are options of the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.errors import RulesError
from rules.message import msg

MIN_PLAYERS = 2
MAX_PLAYERS = 6

#: players -> (rounds, cards dealt to each player)
_TABLE: dict[int, tuple[int, int]] = {2: (6, 15), 3: (6, 14), 4: (4, 14), 5: (5, 13), 6: (6, 11)}


@dataclass(frozen=True, slots=True)
class SetUp:
    """What a game of `players` looks like.

    >>> SetUp.of(5)
    SetUp(players=5, rounds=5, cards=13, tricks=12)
    """

    players: int
    rounds: int
    cards: int  # dealt to each player
    tricks: int  # played per round: one card per player leaves the hand as prediction card

    @classmethod
    def of(cls, players: object, at: str | None = "players") -> "SetUp":
        check_players(players, at)
        rounds, cards = _TABLE[players]  # type: ignore[index]
        return cls(players, rounds, cards, cards - 1)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Variants:
    """The table's choices, as data (the scoresheet's normalised options hold the same).

    >>> Variants(scoring="novice").has_trump, Variants(late_trump=True).trump_before_predictions
    (False, False)
    """

    scoring: str = "standard"  # "standard" | "novice" (the novice variant: no trump at all)
    target: int | None = None  # None: fixed rounds; else play on until someone reaches it
    late_trump: bool = False  # trump turned only after all predictions
    removed: str | None = None  # the colour taken out (2 players)

    @property
    def has_trump(self) -> bool:
        """RULES.md: "Variant "novice": no trump at all"."""
        return self.scoring != "novice"

    @property
    def trump_before_predictions(self) -> bool:
        return self.has_trump and not self.late_trump

    @classmethod
    def from_options(cls, options: Any) -> "Variants":
        """From a game's options (typed, or a stored mapping)."""
        from rules.sixth_sense.options import SixthSenseOptions

        o = SixthSenseOptions.of(options)
        return cls(o.scoring, o.target_score, o.late_trump, o.removed)


def check_players(players: object, at: str | None = "players") -> int:
    if isinstance(players, bool) or not isinstance(players, int):
        from rules.request import describe
        raise RulesError(msg("the number of players must be a whole number (a JSON integer) "
                             "from 2 to 6, got {got}", got=describe(players)), at)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RulesError(msg("6th Sense is played by 2 to 6 players, not {given}",
                             given=f"{players}"), at)
    return players


def dealer_of(round_index: int, first_dealer: int, players: int) -> int:
    """The dealer of round `round_index` (0-based): one seat left each round."""
    return (first_dealer + round_index) % players


def first_leader(dealer: int, players: int) -> int:
    """The player left of the dealer leads the first trick."""
    return (dealer + 1) % players


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """Seats with the highest total (ties share the win)."""
    if not totals:
        return ()
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


def is_over(*, players: int, rounds_played: int, totals: Sequence[int],
            target: int | None = None, rounds: int | None = None) -> bool:
    """Fixed rounds: over after the table's rounds (`rounds`, when the table chose another
    number). Target score: over at the end of the first round after which someone's total
    reaches the target."""
    if target is None:
        return rounds_played >= (SetUp.of(players).rounds if rounds is None else rounds)
    return rounds_played > 0 and bool(totals) and max(totals) >= target
