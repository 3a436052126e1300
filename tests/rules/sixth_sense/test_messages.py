"""What the 6th Sense engine says is data (rules.message): every message is found by the
catalogs' extraction, names players instead of seats, renders in another language through a
catalog, and its English is what the judge has always printed (the rule sheet's examples)."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from rules.language import Renderer, placeholders, render
from rules.message import Joined, Listing, Message, Seat, Seats
from rules.rulebook import all_rule_ids
from rules.scoresheet import RoundEntry, SeatEntry
from rules.sixth_sense.cards import DECK, Card, Colour
from rules.sixth_sense.checks import check_totals
from rules.language import english
from rules.sixth_sense.round import replay_round
from rules.sixth_sense.scoresheet import SCORESHEET
from rules.sixth_sense.scoring import House, Scoring, score
from rules.sixth_sense.trick import Play, judge_trick
from tests.rules.sixth_sense.games import random_round

ROOT = Path(__file__).resolve().parents[3]
NAMES = ["Ann", "Bob", "Cem", "Dee", "Eve", "Fay"]


@pytest.fixture(scope="module")
def extracted() -> set:
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n

    # a plural's id is (singular, plural)
    return {m.id for m in i18n.template("rules") if m.id}


def messages(said):
    """Every Message inside `said` (nested parameters, listings, joined parts, cards)."""
    if isinstance(said, Joined):
        for part in said.parts:
            yield from messages(part)
    elif isinstance(said, Message):
        yield said
        for _name, value in said.params:
            yield from messages(value)
    elif isinstance(said, Listing):
        for item in said.items:
            yield from messages(item)
    elif callable(getattr(said, "message", None)):
        yield from messages(said.message())


def sample_saids():
    """What the engine says over random tricks, rounds, checks, scores and standings."""
    rng = random.Random(7)
    action = [c for c in DECK if c.value in (0, 4, 6, 8, 12)]
    out = []
    for _ in range(1500):
        players = rng.randint(2, 6)
        k = rng.randint(0, players)
        cards = rng.sample(action if rng.random() < 0.7 else list(DECK), k)
        plays, blocked = [], False
        for i, c in enumerate(cards):
            block = None
            if c.value == 0 and i > 0 and not blocked and rng.random() < 0.6:
                block, blocked = rng.randrange(i), True
            plays.append(Play(c, rng.choice((None, 9)) if c.value == 6 else None, block))
        out.append(judge_trick(plays, players=players, trump=rng.choice((None,) + tuple(Colour)),
                               leader=rng.randrange(players)).said)
    for seed in range(40):
        rr = random.Random(seed)
        players = rr.randint(2, 6)
        g = random_round(rr, players, cheat=0.2, tricks=None if seed % 2 else 3)
        res = replay_round(g.tricks, players=players, trump=g.trump, predictions=g.predictions,
                           dealer=g.dealer, removed=g.removed,
                           scoring=Scoring.NOVICE if seed % 3 == 0 else Scoring.STANDARD)
        out.append(res.said)
        out.extend(s.said for s in res.scores or ())
    for p in (0, 4, 6, 12):
        for t in range(0, 16):
            for scoring in Scoring:
                out.append(score(p, t, scoring, House(six_at_nine=6)).said)
    for taken in ([4, 5, 3, 3], [13, 5, 3, 3], [1, 1, 1, 1]):
        out.append(check_totals(players=4, tricks_played=13, taken=taken).said)
        out.append(check_totals(players=4, tricks_played=13, taken=taken, doubles=1).said)
    for taken in ([6, 6], [1, 1], [7, 7]):
        out.append(check_totals(players=2, tricks_played=14, taken=taken).said)
        out.append(check_totals(players=2, tricks_played=14, taken=taken, voids=9).said)
    opts = SCORESHEET.options(4)
    plan = SCORESHEET.plan(players=4, first_dealer=0, index=0, options=opts)
    entries = [
        RoundEntry((SeatEntry(), SeatEntry(9, -1), SeatEntry(6, 30, 20), SeatEntry(4, 2, "x")),
                   "pink", -1),
        RoundEntry(tuple(SeatEntry(6, 5, 1) for _ in range(4)), "blue", 2),
        RoundEntry(tuple(SeatEntry(12, 3, 2) for _ in range(4)), None, 0),
        RoundEntry((SeatEntry(4, 3),), None, 0),
    ]
    for entry in entries:
        out.extend(p.said for p in SCORESHEET.check(players=4, plan=plan, entry=entry,
                                                     options=opts))
    two = SCORESHEET.options(2, {"removed": "red"})
    plan2 = SCORESHEET.plan(players=2, first_dealer=0, index=0, options=two)
    out.extend(p.said for p in SCORESHEET.check(
        players=2, plan=plan2, entry=RoundEntry((SeatEntry(0, 6), SeatEntry(0, 6)), "red", 9),
        options=two))
    for ending in ({}, {"ending": "target", "target": 20}):
        o = SCORESHEET.options(3, ending)
        for rounds, totals in ((2, [1, 2, 3]), (6, [9, 9, 1]), (6, [30, 2, 1]), (6, [])):
            st = SCORESHEET.standing(players=3, rounds_played=rounds, totals=totals, options=o)
            out.append(st.said)
            if st.over and st.winners:  # why it is over, naming nobody
                out.append(st.reason)
    return out


@pytest.fixture(scope="module")
def saids():
    return sample_saids()


def test_every_message_is_data_found_by_the_extraction(saids, extracted):
    seen = set()
    for said in saids:
        assert isinstance(said, (Message, Joined)), said
        for m in messages(said):
            seen.add(m.template)
            key = m.template if m.plural is None else (m.template, m.plural)
            assert key in extracted, f"not extracted: {key!r}"
            if m.plural is not None:
                assert "n" in m.args and isinstance(m.args["n"], int)
            assert placeholders(m.template) <= set(m.args), m.template
            assert m.rule is None or m.rule in all_rule_ids(), m.rule
    assert len(seen) > 60  # the sample reaches most of what the engine says


def test_with_names_no_seat_is_left(saids):
    named = 0
    for said in saids:
        text = render(said, names=NAMES)
        assert not re.search(r"\bseats? \d", text, re.I), text
        if any(isinstance(v, (Seat, Seats)) for m in messages(said) for _k, v in m.params):
            named += 1
            assert any(name in text for name in NAMES), text
    assert named > 100


def test_english_is_the_renderers_english(saids):
    """The fast English of the result types is exactly what the one renderer writes."""
    for said in saids:
        assert english(said) == render(said)


class _Shouting(Renderer):
    """A stand-in catalog: every template and word "translated" into upper case."""

    def gettext(self, template):
        return template.upper().replace("{", "{").replace("}", "}") if "{" not in template \
            else _keep_names(template)

    def pgettext(self, context, template):
        return self.gettext(template)

    def ngettext(self, singular, plural, n):
        return _keep_names(singular if n == 1 else plural)


def _keep_names(template: str) -> str:
    out, depth = [], 0
    for ch in template:
        depth += ch == "{"
        out.append(ch if depth else ch.upper())
        depth -= ch == "}"
    return "".join(out)


def test_another_language_goes_through_the_catalog(saids):
    shouting = _Shouting("de", NAMES)
    for said in saids[:400]:
        text = shouting.value(said)
        assert text == text.upper() or any(n in text for n in NAMES), text
        assert "{" not in text


def play(text, **kw):
    return Play(Card.parse(text), **kw)


def test_the_rule_sheet_examples_say_what_they_always_said():
    # EN sheet: blue trump; blue 10, red 4, green 1, yellow 1 -> the yellow 1, played last, wins
    r = judge_trick([play(t) for t in ("blue 10", "red 4", "green 1", "yellow 1")], players=4,
                    trump=Colour.BLUE)
    assert r.explanation == ("A reversal (red 4) is in play, so the lowest card wins; of the "
                             "cards not in the requested colour, yellow 1 and green 1 are "
                             "lowest, and yellow 1 was played last, so seat 3 wins.")
    assert r.said.rule == "sixth-sense-reversal"
    assert render(r.said, names=NAMES).endswith("so Dee wins.")
    # a block of the lead: the requested colour passes on
    b = judge_trick([play("red 10"), play("blue 0", block=0), play("green 6", declared=9)],
                    players=3, trump=None)
    assert b.explanation == ("Blue 0 blocks red 10, so neither counts; the requested colour "
                             "passes to green. The highest card of the requested colour (green) "
                             "wins: green 6 (as 9), seat 2.")
    assert b.said.rule == "sixth-sense-blocking"
    # 2 players: a block leaves no card
    v = judge_trick([play("red 10"), play("blue 0", block=0)], players=2, trump=Colour.RED)
    assert v.explanation == ("Blue 0 blocks red 10 and with 2 players no card is left, so "
                             "nobody wins this trick; seat 0 leads again.")
    assert render(v.said, names=NAMES).endswith("; Ann leads again.")
    # scoring table of RULES.md
    assert score(4, 6).explanation == "Predicted 4, took 6: 2 off, so -2."
    assert score(6, 7).explanation == ("Predicted 6/9, took 7: 1 off the nearest target 6, "
                                       "so -1.")
    assert score(6, 9, house=House(six_at_nine=6)).explanation == (
        "Predicted 6/9, took 9: met at 9, so 6 (house rule: a 6/9 prediction met with 9 tricks "
        "scores the number on the card, 6).")
    assert score(6, 9).said.rule == "sixth-sense-scoring"
    assert score(4, 9, Scoring.NOVICE).said.rule == "sixth-sense-novice"


def test_a_card_is_named_as_it_is_written():
    for card in DECK:
        assert render(card) == str(card)
        assert render(card.at_start()) == str(card)[:1].upper() + str(card)[1:]


def test_problems_and_standings_name_the_players():
    opts = SCORESHEET.options(3)
    plan = SCORESHEET.plan(players=3, first_dealer=0, index=0, options=opts)
    problems = SCORESHEET.check(players=3, plan=plan, options=opts, entry=RoundEntry(
        (SeatEntry(4, 4), SeatEntry(None, 5), SeatEntry(9, 4))))
    texts = [p.text(NAMES) for p in problems]
    assert "Bob has no prediction yet." in texts
    assert [p.message for p in problems if p.seat == 1] == ["Seat 1 has no prediction yet."]
    assert any(t.startswith("Cem's prediction 9 is not a card") for t in texts)
    st = SCORESHEET.standing(players=3, rounds_played=6, totals=[9, 9, 1], options=opts)
    assert st.explanation == ("All 6 rounds are played; seats 0 and 1 win with 9 points (equal "
                              "totals share the win).")
    assert st.text(NAMES) == ("All 6 rounds are played; Ann and Bob win with 9 points (equal "
                              "totals share the win).")
    assert st.said.rule == "sixth-sense-end"
    target = SCORESHEET.options(3, {"ending": "target", "target": 20})
    assert SCORESHEET.standing(players=3, rounds_played=2, totals=[1, 2, 3],
                               options=target).said.rule == "sixth-sense-target"
