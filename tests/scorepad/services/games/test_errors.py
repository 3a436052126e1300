"""A refused change said once: `GameConflict` states what happened (`fact`, the one source of
the sentence the round screen shows too) and then the advice, each its own translated sentence."""

from __future__ import annotations

from scorepad.services.games.errors import GameConflict, conflict_fact
from scorepad.words import say, speaking


def test_a_conflict_says_the_fact_then_the_advice():
    err = GameConflict(index=2, change="saved")
    assert say(err.fact) == "Round 3 was just saved on another device."
    assert say(err.message) == ("Round 3 was just saved on another device. "
                           "Reload the game to see it as it is now.")
    shed = GameConflict(index=0, change="undone", word="game")
    assert say(shed.message) == ("Game 1 was just undone on another device. "
                            "Reload the game to see it as it is now.")


def test_a_word_the_list_does_not_know_is_said_in_english_as_before():
    assert say(conflict_fact("deal", "changed", 4)) == "Deal 4 was just changed on another device."


def test_both_sentences_come_out_of_the_catalog():
    err = GameConflict(index=0, change="changed")  # a value: said where it is shown
    with speaking("de"):
        assert say(err.fact) == "Runde 1 wurde gerade auf einem anderen Gerät geändert."
        assert say(err.message) == ("Runde 1 wurde gerade auf einem anderen Gerät geändert. "
                               "Lade das Spiel neu, um es im aktuellen Stand zu sehen.")
    shed = GameConflict(index=1, change="saved", word="game")
    with speaking("fr"):
        assert say(shed.message) == ("La manche 2 vient d’être enregistrée sur un autre appareil. "
                                "Rechargez la partie pour la voir telle qu’elle est maintenant.")
