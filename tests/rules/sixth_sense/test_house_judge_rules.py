"""The judge's house rules (JUDGE.md "House rules", issue 31): `void_leader`, `peek` and
`block_limit` in 6th Sense `trick` and `round` requests, each in both readings, their errors,
and the explanation naming the house rule in all eight languages."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cli import answer_text
from rules.language import LANGUAGES
from rules.sixth_sense.house import DEFAULT_HOUSE, House
from rules.sixth_sense.round import RoundTrick, replay_round
from rules.sixth_sense.trick import judge_trick
from tests.rules.judge_helpers import answer_of as ask, error, ok
from tests.rules.sixth_sense.games import random_round, tricks




VOID = {"kind": "trick", "players": 2, "trump": "red", "leader": 1,
        "plays": ["blue 3", {"card": "green 0", "block": 0}]}
# a led 8 blocked, and someone else wins: the peek only the house reading gives
BLOCKED_EIGHT = {"kind": "trick", "players": 3, "trump": "red", "leader": 2,
                 "plays": ["blue 8", {"card": "green 0", "block": 0}, "yellow 3"]}
# a led 8 that still counts, won by another seat: the peek in both readings
COUNTING_EIGHT = {"kind": "trick", "players": 3, "trump": "red",
                  "plays": ["blue 8", "blue 11", "green 2"]}


# ---- void_leader ---------------------------------------------------------------------------

def test_void_leader_same_is_the_ruling_and_other_passes_the_lead():
    same = ok(VOID)
    assert same["void"] and same["winner"] is None and same["next_leader"] == 1
    assert "house rule" not in same["explanation"]
    assert ok({**VOID, "house": {"void_leader": "same"}}) == same
    other = ok({**VOID, "house": {"void_leader": "other"}})
    assert other["void"] and other["winner"] is None and other["next_leader"] == 0
    assert "house rule" in other["explanation"] and "seat 0 leads" in other["explanation"]
    # only the lead and its explanation change
    assert {k: v for k, v in other.items() if k not in ("next_leader", "explanation")} == \
        {k: v for k, v in same.items() if k not in ("next_leader", "explanation")}


def test_the_judge_md_example():
    got = ok({"kind": "trick", "players": 2, "trump": "red",
              "plays": ["blue 3", {"card": "green 0", "block": 0}],
              "house": {"void_leader": "other"}})
    assert (got["void"], got["winner"], got["next_leader"]) == (True, None, 1)
    assert "house rule" in got["explanation"]


@pytest.mark.parametrize("house", [{"void_leader": "other"}, {"peek": "led_even_blocked"}])
def test_a_trick_the_house_rule_does_not_touch_is_byte_identical(house):
    for request in (COUNTING_EIGHT, {"kind": "trick", "players": 2, "trump": "red",
                                     "plays": ["blue 3", "blue 5"]},
                    {"kind": "trick", "players": 3, "trump": None, "plays": ["blue 3"]}):
        assert json.dumps(ok({**request, "house": house})) == json.dumps(ok(request))


def _two_player_round_with_a_void():
    """A 2-player round whose first trick is void, and a second trick after it."""
    return {"kind": "round", "players": 2, "dealer": 1, "trump": "red", "removed": "purple",
            "predictions": ["red 14", "red 13"],
            "tricks": [{"plays": ["blue 3", {"card": "green 0", "block": 0}]},
                       {"plays": ["yellow 5", "yellow 7"]}]}


def test_in_a_round_the_next_trick_is_led_as_the_house_reads_it():
    request = _two_player_round_with_a_void()
    same = ok(request)
    # dealer 1: seat 0 leads the first trick; void: seat 0 leads again, plays yellow 5
    assert same["tricks"][0]["next_leader"] == 0
    assert same["tricks"][1]["winner"] == 1 and same["taken"] == [0, 1]
    other = ok({**request, "house": {"void_leader": "other"}})
    assert other["tricks"][0]["next_leader"] == 1
    # now seat 1 leads yellow 5 and seat 0 plays yellow 7: seat 0 wins the trick
    assert other["tricks"][1]["winner"] == 0 and other["taken"] == [1, 0]
    assert "house rule" in other["tricks"][0]["explanation"]


# ---- peek -----------------------------------------------------------------------------------

def test_peek_led_gives_no_peek_for_a_blocked_eight_and_the_house_reading_does():
    led = ok(BLOCKED_EIGHT)
    assert led["peek"] is None and led["blocked"] == [0, 1] and led["winner"] == 1
    assert ok({**BLOCKED_EIGHT, "house": {"peek": "led"}}) == led
    even = ok({**BLOCKED_EIGHT, "house": {"peek": "led_even_blocked"}})
    assert even["peek"] == 2  # the leader
    assert "house rule" in even["explanation"] and "house rule" not in led["explanation"]
    assert {k: v for k, v in even.items() if k not in ("peek", "explanation")} == \
        {k: v for k, v in led.items() if k not in ("peek", "explanation")}


def test_peek_is_still_null_when_the_leader_won():
    # a blocked led 8 never wins (it does not count), so the leader won with a counting 8
    won = {"kind": "trick", "players": 3, "trump": "blue", "plays": ["blue 8", "blue 2",
                                                                      "green 11"]}
    for house in (None, {"peek": "led_even_blocked"}):
        got = ok({**won, "house": house})
        assert got["winner"] == 0 and got["peek"] is None


def test_peek_is_null_in_an_unfinished_trick_and_in_a_void_one():
    unfinished = {**BLOCKED_EIGHT, "plays": BLOCKED_EIGHT["plays"][:2],
                  "house": {"peek": "led_even_blocked"}}
    assert ok(unfinished)["peek"] is None
    void = {"kind": "trick", "players": 2, "trump": "red",
            "plays": ["blue 8", {"card": "green 0", "block": 0}],
            "house": {"peek": "led_even_blocked"}}
    assert ok(void)["peek"] is None and ok(void)["void"]


def test_peek_in_a_round():
    request = {"kind": "round", "players": 3, "dealer": 1, "trump": "red",
               "predictions": [1, 2, 3], "tricks": [{"plays": BLOCKED_EIGHT["plays"]}]}
    assert ok(request)["tricks"][0]["peek"] is None
    got = ok({**request, "house": {"peek": "led_even_blocked"}})
    assert got["tricks"][0]["peek"] == 2


# ---- block_limit ----------------------------------------------------------------------------

TWO_BLOCKS = {"kind": "round", "players": 3, "dealer": 2, "trump": "red",
              "predictions": [1, 2, 3],
              "tricks": [{"plays": ["blue 8", {"card": "green 0", "block": 0}, "yellow 3"]},
                         {"plays": ["yellow 5", "yellow 7", {"card": "red 0", "block": 1}]}]}


def test_block_limit_trick_allows_a_block_in_every_trick():
    got = ok(TWO_BLOCKS)
    assert [t["blocked"] for t in got["tricks"]] == [[0, 1], [1, 2]]
    assert ok({**TWO_BLOCKS, "house": {"block_limit": "trick"}}) == got


def test_block_limit_round_refuses_the_second_block_of_the_round_at_that_play():
    got = error({**TWO_BLOCKS, "house": {"block_limit": "round"}})
    assert got["at"] == "tricks[1].plays[2]"
    assert "house rule" in got["error"] and "green 0 already blocked" in got["error"]


def test_block_limit_round_with_one_block_is_the_same_answer():
    one = {**TWO_BLOCKS, "tricks": [TWO_BLOCKS["tricks"][0],
                                    {"plays": ["yellow 5", "yellow 7", "red 0"]}]}
    assert json.dumps(ok({**one, "house": {"block_limit": "round"}})) == json.dumps(ok(one))


def test_one_block_per_trick_still_holds_under_either_reading():
    request = {"kind": "round", "players": 4, "trump": "red", "predictions": [1, 2, 3, 4],
               "tricks": [{"plays": ["blue 8", {"card": "green 0", "block": 0},
                                     {"card": "red 0", "block": 0}]}]}
    for house in (None, {"block_limit": "round"}):
        assert error({**request, "house": house})["at"] == "tricks[0].plays[2]"


# ---- errors ---------------------------------------------------------------------------------

@pytest.mark.parametrize("key, value", [
    ("void_leader", "next"), ("void_leader", 1), ("void_leader", True), ("void_leader", "Same"),
    ("peek", "blocked"), ("peek", False), ("peek", ["led"]),
    ("block_limit", "game"), ("block_limit", 2),
])
def test_another_value_is_an_error_at_the_key(key, value):
    base = TWO_BLOCKS if key == "block_limit" else BLOCKED_EIGHT
    got = error({**base, "house": {key: value}})
    assert got["at"] == f"house.{key}"
    assert key in got["error"]


@pytest.mark.parametrize("kind, key, value", [
    ("trick", "block_limit", "round"), ("trick", "six_at_nine", 6),
    ("score", "void_leader", "other"), ("score", "peek", "led_even_blocked"),
    ("score", "block_limit", "round"),
])
def test_a_key_in_a_kind_it_does_not_apply_to_is_an_error_at_the_key(kind, key, value):
    base = BLOCKED_EIGHT if kind == "trick" else {"kind": "score", "prediction": 6, "tricks": 9}
    got = error({**base, "house": {key: value}})
    assert got["at"] == f"house.{key}"
    assert repr(kind) in got["error"]


@pytest.mark.parametrize("kind", ["trick", "round"])
def test_an_unknown_key_names_every_house_rule(kind):
    base = BLOCKED_EIGHT if kind == "trick" else TWO_BLOCKS
    got = error({**base, "house": {"voidLeader": "other"}})
    assert got["at"] == "house.voidLeader"
    for key in House.KEYS:
        assert key in got["error"]


@pytest.mark.parametrize("request_", [
    {"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": ["QS"]},
    {"kind": "score", "game": "shedding", "hand": ["gold blind"]},
    {"kind": "setup", "players": 3},
])
def test_house_in_another_game_or_in_a_setup_is_an_error_at_house(request_):
    got = error({**request_, "house": {"void_leader": "other"}})
    assert got["at"] == "house"


def test_null_readings_are_the_defaults():
    assert ok({**VOID, "house": {"void_leader": None, "peek": None}}) == ok(VOID)
    assert House.parse({"block_limit": None, "peek": None}) is DEFAULT_HOUSE


# ---- the explanation names the house rule in every language --------------------------------

#: "house rule" as a player of each language says it (the catalogs' word, rules/locale)
HOUSE_RULE = {"en": "house rule", "nl": "huisregel", "fr": "règle maison", "de": "hausregel",
              "es": "regla de la casa", "it": "regola della casa", "pt": "regra da casa",
              "da": "husregel"}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("request_", [
    {**VOID, "house": {"void_leader": "other"}},
    {**BLOCKED_EIGHT, "house": {"peek": "led_even_blocked"}},
    {**TWO_BLOCKS, "house": {"block_limit": "round"}},
])
def test_the_house_rule_is_named_in_every_language(lang, request_):
    obj, _ = ask(request_, lang)
    said = obj.get("explanation") or obj.get("error")
    if "tricks" in obj:
        said = obj["tricks"][0]["explanation"]
    assert HOUSE_RULE[lang] in said.lower(), said
    if lang != "en":  # said in the language, not left in English
        assert "house rule" not in said, said


# ---- properties ------------------------------------------------------------------------------



def _text(plays):
    return [str(p.card) if p.declared is None and p.block is None else
            {"card": str(p.card), **({"as": p.declared} if p.declared else {}),
             **({"block": p.block} if p.block is not None else {})} for p in plays]


@settings(max_examples=300, deadline=None)
@given(tricks(complete=False), st.sampled_from([None, {}, {"void_leader": "same"}, {"peek": "led"},
                                  {"void_leader": "same", "peek": "led"}]))
def test_the_default_house_is_byte_identical_to_no_house(trick, house):
    plays, players, trump, leader = trick
    request = {"kind": "trick", "game": "sixth-sense", "players": players,
               "trump": None if trump is None else trump.value, "leader": leader,
               "plays": _text(plays)}
    plain = answer_text(json.dumps(request))
    with_house = answer_text(json.dumps({**request, "house": house}))
    assert json.dumps(with_house[0]) == json.dumps(plain[0])


@settings(max_examples=300, deadline=None)
@given(tricks(complete=False))
def test_each_house_reading_changes_only_what_it_says(trick):
    plays, players, trump, leader = trick
    base = judge_trick(plays, players=players, trump=trump, leader=leader)
    other = judge_trick(plays, players=players, trump=trump, leader=leader,
                        house=House(void_leader="other"))
    if base.void:
        assert other.next_leader == (leader + 1) % players != base.next_leader
    else:
        assert other == base and other.explanation == base.explanation
    peek = judge_trick(plays, players=players, trump=trump, leader=leader,
                       house=House(peek="led_even_blocked"))
    blocked_eight = (base.complete and not base.void and plays[0].card.value == 8
                     and base.blocked[:1] == (0,) and base.winner != leader)
    if blocked_eight:
        assert base.peek is None and peek.peek == leader
    else:
        assert peek == base and peek.explanation == base.explanation


@pytest.mark.parametrize("seed", range(40))
def test_random_rounds_under_the_default_house_are_the_rounds_without_one(seed):
    rng = random.Random(seed)
    rr = random_round(rng, rng.randint(2, 6))
    tricks = [RoundTrick(tuple(t.plays), t.take_double) for t in rr.tricks]
    args = dict(players=rr.players, trump=rr.trump, predictions=rr.predictions,
                dealer=rr.dealer, removed=rr.removed)
    plain = replay_round(tricks, **args)
    same = replay_round(tricks, **args, house=House(block_limit="trick", peek="led",
                                                    void_leader="same"))
    assert json.dumps(same.as_json()) == json.dumps(plain.as_json())
    blocks = [i for i, t in enumerate(tricks) if any(p.block is not None for p in t.plays)]
    if len(blocks) <= 1:  # at most one block: one per round changes nothing
        limited = replay_round(tricks, **args, house=House(block_limit="round"))
        assert json.dumps(limited.as_json()) == json.dumps(plain.as_json())
    else:  # the second block is refused, at its play
        from rules.errors import RulesError

        with pytest.raises(RulesError) as err:
            replay_round(tricks, **args, house=House(block_limit="round"))
        second = tricks[blocks[1]].plays
        at = next(j for j, p in enumerate(second) if p.block is not None)
        assert err.value.at == f"tricks[{blocks[1]}].plays[{at}]"
