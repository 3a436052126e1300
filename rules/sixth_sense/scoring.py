"""Points for one player's round.

RULES.md, Game A: "A 6 is a dual target {6, 9}. A 0 predicts 0 tricks."

"Scoring (standard). Prediction met -> score the met target (a 6 card met at 9 tricks scores 9:
the card is read as 9, as when it is played as 9; a 0 met scores 0). Missed -> minus the
distance to the nearest target (6/9 card with 7 or 8 tricks: -1). Negative totals are possible."

    | prediction | tricks | points |
    | 4          | 6      | -2     |
    | 4          | 2      | -2     |
    | 4          | 4      | 4      |
    | 6/9        | 7      | -1     |

"Scoring (novice). By distance to the nearest target: 0 -> 6, 1 -> 4, 2 -> 3, 3 -> 2, 4 -> 1,
5 or more -> 0."

House rule (RULES.md; JUDGE.md `house.six_at_nine`): "the EN and NL sheets say 'the number on
your prediction card', which some tables read as 6 for a 6/9 card met at 9". A table chooses
9 (the default, the digest's ruling) or 6; only standard scoring is affected (novice scores a
met target 6 whatever it is), and the target met stays 9.

The two tables are data (`Scoring`), so are the house rules (`rules.sixth_sense.house.House`);
`score` is one pure function over them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping

from rules.errors import RulesError
from rules.message import Message, keep_said, msg
from rules.request import describe as _describe
from rules.sixth_sense.cards import SIXTH_SENSE, VALUE_SET, VALUES
from rules.sixth_sense.house import (DEFAULT_HOUSE, SIX_AT_NINE_CHOICES, House,  # noqa: F401
                                     check_six_at_nine)

#: what a round's call is (the score sheet's and the judge's word, one source)
CALL_WORD = "prediction"
#: the prediction cards as their keys are written: the 6 is the 6/9 card (sheet and judge)
CALL_LABELS: tuple[tuple[int, str], ...] = tuple(
    (v, "6/9" if v == SIXTH_SENSE else str(v)) for v in VALUES)


class Scoring(str, Enum):
    STANDARD = "standard"
    NOVICE = "novice"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: object, at: str | None = "scoring") -> "Scoring":
        for s in cls:
            if text == s.value:
                return s
        raise RulesError(msg("the scoring must be 'standard' or 'novice', got {got}",
                             got=_describe(text)), at)




_STANDARD = "sixth-sense-scoring"  # the rules sections a score's explanation rests on
_NOVICE = "sixth-sense-novice"

#: novice scoring: points by distance to the nearest target (5 or more: 0)
NOVICE_POINTS: tuple[int, ...] = (6, 4, 3, 2, 1)


@dataclass(frozen=True, slots=True)
class Score:
    points: int
    target: int  # the target met, or the nearest one
    distance: int  # tricks off the target (0: met)
    explanation: str  # English (given as a message: `said` keeps it)
    said: Any = field(default=None, compare=False)  # the explanation as data (rules.message)

    def __post_init__(self) -> None:
        keep_said(self)  # built from a message: keep both


def targets(prediction: int) -> tuple[int, ...]:
    """The tricks a prediction card aims at: the 6 ("6th Sense") aims at 6 or 9."""
    return (6, 9) if prediction == SIXTH_SENSE else (prediction,)


def check_prediction(value: object, at: str | None = "prediction") -> int:
    """A prediction is a card value: 0-8 or 10-14 (6 is the 6/9 card; there is no 9)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(msg("a prediction is a card value (0-8, 10-14), got {got}",
                             got=_describe(value)), at)
    if value not in VALUE_SET:
        if value == 9:
            raise RulesError(msg("9 is not a prediction card: there is no 9, the 6 stands in for "
                                 "it (predict 6 for the 6/9 card)"), at)
        raise RulesError(msg("{given} is not a prediction card: the cards are 0 to 8 and 10 to "
                             "14", given=f"{value}"), at)
    return value


def name(prediction: int) -> int | str:
    """How a prediction is named: the 6 card is "6/9", any other card its value."""
    return "6/9" if prediction == SIXTH_SENSE else prediction


def score(prediction: int, tricks: int, scoring: Scoring = Scoring.STANDARD,
          house: House = DEFAULT_HOUSE) -> Score:
    """Points for `tricks` taken against a `prediction` card, under the table's house rules.

    >>> score(6, 7).points, score(6, 8, Scoring.NOVICE).target
    (-1, 9)
    >>> score(6, 9).points, score(6, 9, house=House(six_at_nine=6)).points
    (9, 6)
    >>> score(4, 6).explanation
    'Predicted 4, took 6: 2 off, so -2.'
    """
    # The nearest target; 6/9 never ties (7.5 is not a trick count).
    target = min(targets(prediction), key=lambda t: abs(t - tricks))
    distance = abs(target - tricks)
    said = {"prediction": name(prediction), "tricks": tricks}
    six = prediction == SIXTH_SENSE
    if scoring is Scoring.NOVICE:
        points = NOVICE_POINTS[distance] if distance < len(NOVICE_POINTS) else 0
        return Score(points, target, distance, _novice(distance, six, target, points, said))
    if distance == 0:
        if six and target == 9 and house.six_at_nine != 9:
            points = house.six_at_nine
            return Score(points, target, 0, msg(
                "Predicted {prediction}, took {tricks}: met at 9, so {points} (house rule: a "
                "6/9 prediction met with 9 tricks scores the number on the card, 6).",
                points=points,
                rule=_STANDARD, **said))
        points = target
        if six and target == 9:
            return Score(points, target, 0, msg(
                "Predicted {prediction}, took {tricks}: met (the 6/9 card read as 9), so "
                "{points}.", points=points, rule=_STANDARD, **said))
        return Score(points, target, 0, msg("Predicted {prediction}, took {tricks}: met, so "
                                            "{points}.", points=points, rule=_STANDARD, **said))
    points = -distance
    if six:
        return Score(points, target, distance, msg(
            "Predicted {prediction}, took {tricks}: {distance} off the nearest target {target}, "
            "so {points}.", distance=distance, target=target, points=points, rule=_STANDARD,
            **said))
    return Score(points, target, distance, msg(
        "Predicted {prediction}, took {tricks}: {distance} off, so {points}.",
        distance=distance, points=points, rule=_STANDARD, **said))


def _novice(distance: int, six: bool, target: int, points: int, said: dict) -> Message:
    """Why a novice score is what it is (the novice table: points by distance)."""
    if distance == 0:
        return msg("Predicted {prediction}, took {tricks}: met, so {points} (novice scoring).",
                   points=points, rule=_NOVICE, **said)
    more = distance >= len(NOVICE_POINTS)
    args = dict(distance=distance, points=points, rule=_NOVICE, **said)
    # the table's last row: this many off or more scores the same (the sheet's "5 or more")
    threshold = len(NOVICE_POINTS)
    if six and more:
        return msg("Predicted {prediction}, took {tricks}: {distance} off the nearest target "
                   "{target}, so {points} (novice scoring: {threshold} or more off scores "
                   "{points}).", target=target, threshold=threshold, **args)
    if six:
        return msg("Predicted {prediction}, took {tricks}: {distance} off the nearest target "
                   "{target}, so {points} (novice scoring: {distance} off scores {points}).",
                   target=target, **args)
    if more:
        return msg("Predicted {prediction}, took {tricks}: {distance} off, so {points} (novice "
                   "scoring: {threshold} or more off scores {points}).", threshold=threshold,
                   **args)
    return msg("Predicted {prediction}, took {tricks}: {distance} off, so {points} (novice "
               "scoring: {distance} off scores {points}).", **args)
