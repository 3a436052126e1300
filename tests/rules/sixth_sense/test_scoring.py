"""Scoring, standard and novice, from RULES.md and the sheets' tables."""

import pytest

from rules.errors import RulesError
from rules.sixth_sense.scoring import Scoring, check_prediction, score, targets


# The EN/NL sheets' table, and the 6/9 rulings of RULES.md.
@pytest.mark.parametrize("prediction, tricks, points, target", [
    (4, 6, -2, 4),
    (4, 2, -2, 4),
    (4, 4, 4, 4),
    (6, 7, -1, 6),   # 6/9 with 7: nearest is 6
    (6, 8, -1, 9),   # 6/9 with 8: nearest is 9
    (6, 6, 6, 6),
    (6, 9, 9, 9),    # a 6 met at 9 scores 9
    (6, 0, -6, 6),
    (6, 13, -4, 9),
    (0, 0, 0, 0),    # a 0 met scores 0
    (0, 3, -3, 0),
    (14, 2, -12, 14),
])
def test_standard_scoring(prediction, tricks, points, target):
    result = score(prediction, tricks, Scoring.STANDARD)
    assert (result.points, result.target) == (points, target)


# Novice table: distance 0 -> 6, 1 -> 4, 2 -> 3, 3 -> 2, 4 -> 1, 5 or more -> 0.
@pytest.mark.parametrize("prediction, tricks, points, target", [
    (4, 4, 6, 4), (4, 5, 4, 4), (4, 2, 3, 4), (4, 7, 2, 4), (4, 0, 1, 4), (4, 9, 0, 4),
    (4, 13, 0, 4), (6, 8, 4, 9), (6, 9, 6, 9), (6, 7, 4, 6), (0, 5, 0, 0),
])
def test_novice_scoring(prediction, tricks, points, target):
    result = score(prediction, tricks, Scoring.NOVICE)
    assert (result.points, result.target) == (points, target)


def test_explanations_are_one_sentence():
    assert score(4, 6).explanation == "Predicted 4, took 6: 2 off, so -2."
    assert score(4, 4).explanation == "Predicted 4, took 4: met, so 4."
    assert "nearest target 6" in score(6, 7).explanation
    assert "novice" in score(6, 8, Scoring.NOVICE).explanation


def test_the_six_is_a_dual_target():
    assert targets(6) == (6, 9)
    assert targets(5) == (5,)


@pytest.mark.parametrize("bad, words", [(9, "there is no 9"), (15, "not a prediction card"),
                                        (-1, "not a prediction card"), (True, "card value"),
                                        ("4", "card value"), (4.0, "card value")])
def test_a_prediction_is_a_card_value(bad, words):
    with pytest.raises(RulesError, match=words):
        check_prediction(bad)


def test_scoring_names():
    assert Scoring.parse("novice") is Scoring.NOVICE
    with pytest.raises(RulesError, match="'standard' or 'novice'"):
        Scoring.parse("expert")
