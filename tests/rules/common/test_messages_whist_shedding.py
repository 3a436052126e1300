"""Nomination whist and the shedding game say everything to a person as messages (issue 12
item 2): every problem, score explanation, standing and judge explanation keeps its message
(`said`), whose template the catalog extraction finds, whose placeholders are all given, whose
rule is a section of the rulebook, and which names seats as seats (players' names on a screen,
never a seat number)."""

import sys
from pathlib import Path

import pytest

from rules.cli import answer
from rules.language import placeholders, render
from rules.message import Joined, Message, Seat, Seats, Term, Text
from rules.rulebook import all_rule_ids
from rules.scoresheet import RoundEntry, SeatEntry
from rules.shedding import legality, scoring as shed_scoring
from rules.shedding.cards import numbered_deck, special_kinds
from rules.shedding.scoresheet import SCORESHEET as SHED
from rules.whist.scoresheet import SCORESHEET as WHIST

ROOT = Path(__file__).resolve().parents[3]
NAMES = ["Ann", "Bob", "Cem", "Dee", "Eve", "Fay"]


@pytest.fixture(scope="module")
def extracted():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import i18n
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    ids = set()
    for m in i18n.template("rules"):
        ids.update(m.id if isinstance(m.id, tuple) else (m.id,))
    return ids


def messages(said):
    """The message and every message, term or card message inside it."""
    if isinstance(said, Joined):
        for part in said.parts:
            yield from messages(part)
        return
    if isinstance(said, Message):
        yield said
        for _name, value in said.params:
            if isinstance(value, (Message, Joined)):
                yield from messages(value)
            elif callable(getattr(value, "message", None)):
                yield from messages(value.message())
            elif isinstance(value, Term):
                yield value


def whist_saids():
    out = []
    for players in (3, 4):
        opts = WHIST.options(players, {})
        plan = WHIST.plan(players=players, first_dealer=0, index=5, options=opts)  # 2 cards
        bad = RoundEntry(tuple(SeatEntry(call=c, tricks=t, doubles=d)
                               for c, t, d in [(None, None, 1), (9, "x", 0), (1, 1, 0),
                                               (1, 0, 0)][:players]), trump="Q", voids=1)
        out += [p for p in WHIST.check(players=players, plan=plan, entry=bad, options=opts)]
        hook = RoundEntry(tuple(SeatEntry(call=c, tricks=t)
                                for c, t in [(1, 1), (1, 0), (0, 1), (0, 0)][:players]))
        out += WHIST.check(players=players, plan=plan, entry=hook, options=opts)
        out += WHIST.check(players=players, plan=plan,
                           entry=RoundEntry(tuple(SeatEntry(call=0, tricks=2)
                                                  for _ in range(players))), options=opts)
        zeros = [RoundEntry(tuple(SeatEntry(call=0, tricks=0) for _ in range(players)))] * 4
        out += list(WHIST.forbidden_bids(players=players, plan=plan, entry=hook,
                                         seat=plan.dealer, history=zeros[:3],
                                         options=opts).values())
        out += WHIST.zero_bid_problems(zeros, players)
        out += WHIST.score(players=players, plan=plan, entry=hook, options=opts)
        for played in (3, 13):
            for totals in ([20, 10, 5, 1][:players], [20, 20, 5, 1][:players]):
                standing = WHIST.standing(players=players, rounds_played=played,
                                          totals=totals, options=opts)
                out += [standing] + ([standing.reason] if standing.over else [])
    return out


def shed_saids():
    out = []
    cards = [str(c) for c in numbered_deck()[:3]]
    for mode in ({"mode": "classic"}, {"mode": "last-man-standing", "target": 50}):
        opts = SHED.options(3, mode)
        plan = SHED.plan(players=3, first_dealer=0, index=0, options=opts)
        bad = RoundEntry((SeatEntry(call=1), SeatEntry(hand=(cards[0],), points=9),
                          SeatEntry(hand=(cards[0], "bad card"))), trump="S", voids=1)
        out += SHED.check(players=3, plan=plan, entry=bad, options=opts)
        twice = RoundEntry((SeatEntry(hand=(cards[0],)), SeatEntry(hand=(cards[0],)),
                            SeatEntry(points=-1)))
        out += SHED.check(players=3, plan=plan, entry=twice, options=opts)
        big = RoundEntry((SeatEntry(points=5000), SeatEntry(points=900), SeatEntry(points=900)))
        out += SHED.check(players=3, plan=plan, entry=big, options=opts)
        good = RoundEntry((SeatEntry(hand=tuple(cards)), SeatEntry(hand=("gold blind",)),
                           SeatEntry(points=1)))
        out += SHED.score(players=3, plan=plan, entry=good, options=opts)
        for played in (1, 5):
            for totals in ([60, 10, 5], [60, 60, 5], [1, 2, 3]):
                standing = SHED.standing(players=3, rounds_played=played, totals=totals,
                                         options=opts)
                out += [standing] + ([standing.reason] if standing.over else [])
    deck = numbered_deck() + special_kinds()
    out += [legality.check(on, card, ch) for on in deck[::7] for card in deck[::5]
            for ch in (False, True)]
    out.append(shed_scoring.explain([]))
    return out


def said_of(value):
    if isinstance(value, (Message, Joined)):
        return value
    return getattr(value, "said", None)


def all_saids():
    return whist_saids() + shed_saids() + [
        answer({"kind": "trick", "game": "nomination-whist", "players": 3, "trump": t,
                "plays": plays})["explanation"]
        for t in (None, "S", "H") for plays in (["QH"], ["QH", "2S"], ["QH", "AH", "3H"],
                                                 ["2S", "3S", "4S"], [])] + [
        w for w in answer({"kind": "round", "game": "nomination-whist", "players": 3,
                           "dealer": 1, "trump": None, "bids": [1, 0, 0], "hand": 1,
                           "tricks": [{"plays": ["AS", "KS", "2H"]}]})["warnings"]] + [
        answer({"kind": "score", "game": "nomination-whist", "bid": b, "tricks": t})[
            "explanation"] for b, t in ((2, 2), (1, 1), (3, 1), (0, 2), (1, 0))]


def test_every_text_keeps_its_message():
    values = all_saids()
    assert len(values) > 100
    for value in values:
        said = said_of(value)
        assert said is not None, value
        english = (value if isinstance(value, str) else getattr(value, "message", None)
                   or getattr(value, "explanation", None))
        if isinstance(english, str):
            assert render(said) == english  # the English is the message, word for word


def test_every_template_is_extracted_and_every_placeholder_given(extracted):
    seen = 0
    for value in all_saids():
        for m in messages(said_of(value)):
            seen += 1
            if isinstance(m, Term):
                assert m.english in extracted, m.english
                continue
            assert m.template in extracted, m.template
            given = set(m.args)
            assert placeholders(m.template) <= given, m.template
            if m.plural is not None:
                assert placeholders(m.plural) <= given and "n" in given
    assert seen > 200


def test_every_rule_is_a_section_of_the_rulebook():
    ids = set(all_rule_ids())
    rules_used = {m.rule for value in all_saids() for m in messages(said_of(value))
                  if isinstance(m, Message) and m.rule}
    assert rules_used <= ids, rules_used - ids
    for needed in ("nomination-whist-hook", "nomination-whist-zero-streak",
                   "nomination-whist-scoring", "nomination-whist-winning",
                   "shedding-numbered", "shedding-challenge", "shedding-hand-value",
                   "shedding-specials", "shedding-gold"):
        assert needed in rules_used, needed


def test_seats_are_seats_and_named_as_the_players_are():
    named = 0
    for value in all_saids():
        said = said_of(value)
        for m in messages(said):
            if not isinstance(m, Message):
                continue
            for name, param in m.params:
                if name in ("seat", "seats") or (name == "other" and "hands of" in m.template):
                    assert isinstance(param, (Seat, Seats)), (m.template, name)
        text = render(said, names=NAMES)
        assert "seat" not in text.lower(), text
        if any(n in text for n in NAMES):
            named += 1
    assert named > 10


def test_shedding_cards_say_exactly_their_written_form_in_english():
    for card in numbered_deck():
        assert render(card.message()) == str(card)
        assert render(card.message(start=True)) == str(card)[:1].upper() + str(card)[1:]
    # a Special card is named as a card, its kind its name (issue 38: "the blue Dilemma is
    # blue like ...", not "blue dilemma is blue like ...")
    for card in special_kinds():
        assert render(card.message()) == f"the {card.colour} {card.kind.capitalize()}"
        assert render(card.message(start=True)) == f"The {card.colour} {card.kind.capitalize()}"


def test_an_explanation_is_a_text_carrying_its_message():
    verdict = legality.check(numbered_deck()[0], numbered_deck()[20])
    assert isinstance(verdict.explanation, Text) and verdict.said is verdict.explanation.said
    ok, why = verdict  # still a (legal, explanation) pair
    assert why == render(verdict.said)
