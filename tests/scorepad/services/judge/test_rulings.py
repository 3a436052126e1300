"""The app's judging service: the engine asked in types (typed plays in, a ruling carrying
its message out), its refusals as `JudgeError`s; the record a saved trick keeps in the
JUDGE.md shape."""

from __future__ import annotations

import pytest

from rules.judge_form import Play
from scorepad.services.judge.rulings import (GAME, JudgeError, form, rule_play, rule_round,
                                             rule_trick, seat_of)


def test_a_plain_card_is_kept_as_its_string():
    assert Play("blue 10").to_json() == "blue 10"


def test_a_six_declared_nine_and_a_blocking_zero_are_objects():
    assert Play("green 6", declared=9).to_json() == {"card": "green 6", "as": 9}
    assert Play("red 0", block=1).to_json() == {"card": "red 0", "block": 1}
    assert Play.of_json({"card": "red 0", "block": 1}) == Play("red 0", block=1)


def test_the_record_has_the_judge_md_shape():
    req = form(GAME).trick_request(players=2, trump="red", leader=1, plays=[Play("red 3")],
                                   removed="green")
    assert req == {"kind": "trick", "game": "sixth-sense", "players": 2, "trump": "red",
                   "leader": 1, "plays": ["red 3"], "removed": "green"}
    assert "removed" not in form(GAME).trick_request(players=3, trump=None, leader=0,
                                                     plays=[])


def test_the_seed_reversal_example():
    ruling = rule_trick(GAME, players=4, trump="blue", leader=0,
                        plays=[Play("blue 10"), Play("red 4"), Play("green 1"),
                               Play("yellow 1")])
    assert ruling.winner == 3 and ruling.reversed is True and ruling.complete
    assert "yellow 1" in ruling.explanation and ruling.rule == "sixth-sense-reversal"


def test_a_trick_in_progress_says_who_is_winning_so_far():
    ruling = rule_trick(GAME, players=4, trump=None, leader=2,
                        plays=[Play("red 5"), Play("red 8")])
    assert ruling.complete is False
    assert ruling.winner == seat_of(1, leader=2, players=4) == 3


def test_whist_no_trump_is_no_trump_not_a_suit_called_none():
    ruling = rule_trick("nomination-whist", players=2, trump=None, leader=0,
                        plays=[Play("QS"), Play("2H")])
    assert ruling.winner == 0 and "no trump" in ruling.explanation


def test_a_round_and_a_play_are_ruled_in_types():
    r = rule_round("nomination-whist", players=2, dealer=1, trump="H", hand=1, calls=[1, 0],
                   tricks=[([Play("QS"), Play("AS")], False)])
    assert r.taken == (0, 1) and r.complete and r.points == (0, 1) and r.leaders == (0,)
    p = rule_play("shedding", on="red 7 hexagon", card="blue 8 pentagram")
    assert p.legal and p.rule == "shedding-numbered"


def test_a_block_as_the_lead_is_a_judge_error_saying_where():
    with pytest.raises(JudgeError) as err:
        rule_trick(GAME, players=3, trump=None, leader=0, plays=[Play("red 0", block=0)])
    assert err.value.at is not None and err.value.at.startswith("plays[0]")
    assert err.value.message and err.value.said is not None


def test_a_card_that_does_not_exist_is_a_judge_error():
    with pytest.raises(JudgeError) as err:
        rule_trick(GAME, players=3, trump=None, leader=0, plays=[Play("blue 9")])
    assert "9" in err.value.message


def test_colours_and_values_are_the_decks():
    sixth = form(GAME)
    assert sixth.colours == ("blue", "green", "purple", "red", "yellow")
    assert 9 not in sixth.values and len(sixth.values) == 14


def card_words(written, game):
    """A written card's words as the judge's screen says them: the card read once, then the
    engine's words for that value (`JudgeForm.said`), rendered in the session's language."""
    from scorepad.words import say

    f = form(game)
    return say(f.said(f.read_card(written)))


@pytest.mark.parametrize("written, game", [("yellow 1", "sixth-sense"),
                                           ("red 7 hexagon", "shedding"),
                                           ("gold trickster", "shedding"),
                                           ("QS", "nomination-whist")])
def test_card_words_are_the_engines_words_for_the_card(written, game):
    """The app has no copy of the cards' words: a card is said as the engine's message for it
    (`JUDGE_FORM.said`, from the card's value), rendered in the session's language (French
    puts a Special's kind first: the engine's template, not word by word)."""
    from rules.language import render
    from scorepad.words import speaking

    f = form(game)
    said = f.said(f.read_card(written))
    assert card_words(written, game) == str(said)
    with speaking("fr"):
        assert card_words(written, game) == render(said, lang="fr")
    if game != "nomination-whist":
        assert card_words(written, game) != render(said, lang="fr")  # English outside fr


def test_a_card_is_read_once_into_the_engines_value_and_refused_when_it_is_none():
    from rules.errors import RulesError

    sixth = form(GAME)
    assert sixth.read_card("Blue  X") is sixth.play_card("blue", 0)
    with pytest.raises(RulesError) as err:
        sixth.read_card("pink 99", "plays[1]")
    assert err.value.at == "plays[1]"
