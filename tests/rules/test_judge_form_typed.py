"""The typed judge (`JudgeForm.rule_trick`, `rule_round`, `rule_play`) and the JSON judge
(`rules.cli.answer`, what `python -m rules judge` answers) agree: same winner, same
completeness, the same explanation in English, the same answer written out, for random legal
tricks, rounds and plays of every game."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import cli
from rules.errors import RulesError
from rules.judge_form import Play, judge_form
from rules.shedding.judge_form import JUDGE_FORM as PILE
from rules.sixth_sense.cards import COLOUR_NAMES, VALUES
from rules.sixth_sense.judge_form import JUDGE_FORM as SIXTH
from rules.trump import COLOUR, SUIT, Trump
from rules.whist.cards import RANK_TEXT, SUITS
from rules.whist.judge_form import JUDGE_FORM as WHIST

FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def _same(ruling, request: dict) -> None:
    answer = cli.answer(request)
    assert ruling.winner == answer["winner"]
    assert ruling.complete == answer["complete"]
    assert ruling.explanation == answer["explanation"]
    assert ruling.as_json() == answer


@st.composite
def sixth_tricks(draw):
    players = draw(st.integers(2, 6))
    trump = draw(st.sampled_from((None,) + COLOUR_NAMES))
    removed = None
    if players == 2:
        removed = draw(st.sampled_from((None,) + tuple(c for c in COLOUR_NAMES if c != trump)))
    deck = [f"{c} {v}" for c in COLOUR_NAMES if c != removed for v in VALUES]
    cards = draw(st.lists(st.sampled_from(deck), min_size=0, max_size=players, unique=True))
    plays, blocked = [], False
    for i, card in enumerate(cards):
        value = int(card.split()[1])
        if value == 6 and draw(st.booleans()):
            plays.append(Play(card, declared=draw(st.sampled_from((6, 9)))))
        elif value == 0 and i > 0 and not blocked and draw(st.booleans()):
            blocked = True
            plays.append(Play(card, block=draw(st.integers(0, i - 1))))
        else:
            plays.append(Play(card))
    return players, trump, draw(st.integers(0, players - 1)), plays, removed


@FAST
@given(sixth_tricks())
def test_a_sixth_sense_trick_is_ruled_as_the_json_judge_answers(trick):
    players, trump, leader, plays, removed = trick
    ruling = SIXTH.rule_trick(players=players, trump=trump and Trump(COLOUR, trump),
                              leader=leader, plays=plays, removed=removed)
    _same(ruling, SIXTH.trick_request(players=players, trump=trump, leader=leader,
                                      plays=plays, removed=removed))
    said = ruling.said
    assert ruling.rule == getattr(said, "rule", None) and str(said) == ruling.explanation


@st.composite
def whist_tricks(draw):
    players = draw(st.integers(2, 4))
    deck = [f"{RANK_TEXT[r]}{s}" for s in SUITS for r in range(2, 15)]
    cards = draw(st.lists(st.sampled_from(deck), min_size=0, max_size=players, unique=True))
    return (players, draw(st.sampled_from((None,) + SUITS)), draw(st.integers(0, players - 1)),
            [Play(c) for c in cards])


@FAST
@given(whist_tricks())
def test_a_whist_trick_is_ruled_as_the_json_judge_answers(trick):
    players, trump, leader, plays = trick
    ruling = WHIST.rule_trick(players=players, trump=trump and Trump(SUIT, trump),
                              leader=leader, plays=plays)
    _same(ruling, WHIST.trick_request(players=players, trump=trump, leader=leader,
                                      plays=plays))


@FAST
@given(st.data())
def test_a_whist_round_is_ruled_as_the_json_judge_answers(data):
    players = data.draw(st.integers(2, 4))
    hand = data.draw(st.integers(1, 4))
    deck = [f"{RANK_TEXT[r]}{s}" for s in SUITS for r in range(2, 15)]
    cards = data.draw(st.lists(st.sampled_from(deck), min_size=1, max_size=players * hand,
                               unique=True))
    tricks = [([Play(c) for c in cards[i:i + players]], False)
              for i in range(0, len(cards), players)]
    trump = data.draw(st.sampled_from((None,) + SUITS))
    calls = data.draw(st.lists(st.integers(0, hand), min_size=players, max_size=players))
    values = dict(players=players, dealer=data.draw(st.integers(0, players - 1)),
                  tricks=tricks, calls=calls, hand=hand)
    ruling = WHIST.rule_round(trump=trump and Trump(SUIT, trump), **values)
    answer = cli.answer(WHIST.round_request(trump=trump, **values))
    assert ruling.as_json() == answer
    assert ruling.taken == tuple(answer["taken"])
    assert [t.explanation for t in ruling.tricks] == [t["explanation"] for t in answer["tricks"]]


@FAST
@given(st.data())
def test_a_sixth_sense_round_is_ruled_as_the_json_judge_answers(data):
    players = data.draw(st.integers(3, 6))
    trump = data.draw(st.sampled_from((None,) + COLOUR_NAMES))
    deck = [f"{c} {v}" for c in COLOUR_NAMES for v in VALUES]
    cards = data.draw(st.lists(st.sampled_from(deck), min_size=1, max_size=players * 3,
                               unique=True))
    tricks = [([Play(c) for c in cards[i:i + players]], False)
              for i in range(0, len(cards), players)]
    calls = data.draw(st.lists(st.sampled_from(VALUES), min_size=players, max_size=players))
    values = dict(players=players, dealer=data.draw(st.integers(0, players - 1)),
                  tricks=tricks, calls=calls, hand=7,
                  settings={"scoring": data.draw(st.sampled_from(("standard", "novice")))})
    ruling = SIXTH.rule_round(trump=trump and Trump(COLOUR, trump), **values)
    answer = cli.answer(SIXTH.round_request(trump=trump, **values))
    assert ruling.as_json() == answer
    assert ruling.leaders[0] == (values["dealer"] + 1) % players


PILE_CARDS = ([f"{c} {n} {s}" for c in PILE.pile.number_colours for n in PILE.pile.numbers
               for s in PILE.pile.symbols]
              + [f"{c} {k}" for c in PILE.pile.colours for k in PILE.pile.kinds])


@FAST
@given(st.sampled_from(PILE_CARDS), st.sampled_from(PILE_CARDS), st.booleans())
def test_a_play_on_the_pile_is_ruled_as_the_json_judge_answers(on, card, challenge):
    try:
        ruling = PILE.rule_play(on=on, card=card, switch=challenge)
    except RulesError as exc:
        with pytest.raises(RulesError) as json_error:
            cli.answer(PILE.play_request(on=on, card=card, switch=challenge))
        assert json_error.value.message == exc.message and json_error.value.at == exc.at
        return
    answer = cli.answer(PILE.play_request(on=on, card=card, switch=challenge))
    assert ruling.legal == answer["legal"] and ruling.as_json() == answer
    assert ruling.rule == ruling.said.rule


@pytest.mark.parametrize("game, call", [
    ("sixth-sense", dict(players=3, trump=None, leader=0, plays=[Play("red 0", block=0)])),
    ("sixth-sense", dict(players=3, trump=Trump(COLOUR, "pink"), leader=0, plays=[])),
    ("sixth-sense", dict(players=3, trump=None, leader=0, plays=[Play("blue 9")])),
    ("nomination-whist", dict(players=3, trump=None, leader=0, plays=[Play("QS"), Play("QS")])),
    ("nomination-whist", dict(players=3, trump=None, leader=3, plays=[])),
    ("nomination-whist", dict(players=2, trump=None, leader=0, plays=[Play("QS", block=0)])),
])
def test_bad_input_is_a_rules_error_with_its_message(game, call):
    with pytest.raises(RulesError) as err:
        judge_form(game).rule_trick(**call)
    assert err.value.message and err.value.at


@pytest.mark.parametrize("game", ["sixth-sense", "nomination-whist"])
def test_a_tapped_card_is_the_engines_card_its_written_form_reads_as(game):
    """A tap's colour and value make the engine's card without writing it out; its written
    form, read once (a stored row), is the same card; its colour and value read back."""
    form = judge_form(game)
    for colour in form.colours:
        for value in form.values:
            card = form.play_card(colour, value)
            assert not isinstance(card, str)
            assert card == form.read_card(form.card(colour, value))
            assert form.parts(card) == (colour, value)
            assert str(form.said(card)) == str(form.said(form.read_card(str(card))))


def test_a_value_no_card_has_is_refused_by_the_engine():
    with pytest.raises(RulesError):
        SIXTH.play_card("blue", 9)
    with pytest.raises(RulesError):
        WHIST.play_card("S", "1")


@pytest.mark.parametrize("written", PILE_CARDS)
def test_a_pile_card_picked_is_the_engines_card(written):
    colour, *rest = written.split()
    picked = (PILE.pile_card(colour, kind=rest[0]) if len(rest) == 1
              else PILE.pile_card(colour, number=int(rest[0]), symbol=rest[1]))
    assert picked == PILE.read_card(written) and str(picked) == written
    assert PILE.parts(picked)[0] == colour
