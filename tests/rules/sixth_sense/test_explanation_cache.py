"""The judge keeps the clauses of 6th Sense explanations it has said (rules.sixth_sense
.explanations): a trick's explanation must read exactly as if every clause were built anew, in
English and in another language, whatever the judge has said before."""

import random

import pytest

from rules.language import Renderer, english
from rules.message import Message
from rules.sixth_sense import explanations
from rules.sixth_sense.cards import COLOURS, DECK, REVERSAL
from rules.sixth_sense.trick import Play, judge_trick


def _tricks(seed: int, count: int):
    """Random legal tricks, complete and in progress, with 6s declared 9 and blocks, and many
    4s (reversals) so that equal lows and every group come up."""
    rng = random.Random(seed)
    fours = [c for c in DECK if c.value == REVERSAL]
    for _ in range(count):
        players = rng.randint(2, 6)
        n = rng.randint(1, players)
        pool = DECK if rng.random() < 0.6 else list(dict.fromkeys(fours + rng.sample(DECK, 8)))
        cards = rng.sample(pool, n)
        plays = []
        blocked = False
        for i, card in enumerate(cards):
            if card.value == 6 and rng.random() < 0.5:
                plays.append(Play(card, declared=9))
            elif card.value == 0 and i > 0 and not blocked and rng.random() < 0.5:
                plays.append(Play(card, block=rng.randrange(i)))
                blocked = True
            else:
                plays.append(Play(card))
        yield plays, players, rng.choice((None, *COLOURS)), rng.randrange(players)


def _said(plays, players, trump, leader):
    return judge_trick(plays, players=players, trump=trump, leader=leader).said


def _fresh_english(said) -> str:
    """The English written from scratch: no message's kept English (`Message._text`)."""
    return Renderer().value(said)


@pytest.fixture
def no_kept_clauses(monkeypatch):
    monkeypatch.setattr(explanations, "_CLAUSES", {})
    monkeypatch.setattr(explanations, "_CLAUSE_LIMIT", 0)


def test_kept_clauses_read_as_clauses_built_anew(monkeypatch):
    tricks = list(_tricks(5, 2500))
    rng = random.Random(6)
    warm = tricks[:]
    rng.shuffle(warm)
    for t in warm:  # the judge has said all of these before, in another order
        english(_said(*t))
    kept = [(english(_said(*t)), _said(*t)) for t in tricks]
    monkeypatch.setattr(explanations, "_CLAUSES", {})
    monkeypatch.setattr(explanations, "_CLAUSE_LIMIT", 0)
    for t, (text, said) in zip(tricks, kept):
        fresh = _said(*t)
        assert text == english(fresh) == _fresh_english(fresh), t
        assert said == fresh, t  # the same message: same templates, parameters and rules
        for lang in ("de", "it"):
            assert (Renderer(lang).value(said) == Renderer(lang).value(fresh)), (t, lang)


def test_a_message_keeps_the_english_it_was_first_written_in():
    said = Message("{n} tricks", (("n", 3),))
    assert said._text is None
    assert english(said) == "3 tricks" == said._text
    assert said == Message("{n} tricks", (("n", 3),))  # the kept English is not compared
    assert hash(said) == hash(Message("{n} tricks", (("n", 3),)))
