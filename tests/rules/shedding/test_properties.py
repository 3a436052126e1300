"""Properties of shedding legality and scoring (hypothesis)."""

from hypothesis import given, strategies as st

from rules.shedding.cards import GOLD, numbered_deck, special_kinds
from rules.shedding.legality import legal
from rules.shedding.scoring import points

numbered = st.sampled_from(numbered_deck())
specials = st.sampled_from(special_kinds())
any_card = numbered | specials


@given(numbered, numbered, st.booleans())
def test_numbered_on_numbered_is_symmetric(a, b, challenge):
    assert legal(a, b, challenge) == legal(b, a, challenge)


@given(numbered, numbered)
def test_challenge_only_ever_forbids_more(a, b):
    assert not (legal(a, b, True) and not legal(a, b, False))


@given(any_card, any_card)
def test_a_card_never_goes_on_a_card_of_its_own_colour_unless_gold_blind_or_sight(on, card):
    if legal(on, card) and on.colour == card.colour:
        assert card.colour == GOLD or getattr(on, "kind", None) in ("blind", "sight")


@given(any_card)
def test_a_gold_special_goes_on_everything(on):
    for gold in special_kinds():
        if gold.colour == GOLD:
            assert legal(on, gold) and legal(on, gold, True)


@given(st.lists(specials, max_size=8), st.sets(numbered, max_size=10))
def test_a_hand_scores_its_numbers_plus_twenty_per_special(sp, nums):
    hand = list(sp) + list(nums)
    assert points(hand) == 20 * len(sp) + sum(c.number for c in nums)
