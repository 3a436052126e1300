"""`python -m rules judge --lang CODE`: the judge's errors in the language, with the same JSON
shape, the same `at` and the same exit status as in English; without --lang, English."""

from __future__ import annotations

import io
import json
import re

import pytest

from rules.errors import RulesError
from rules.cli import main
from rules.language import LANGUAGES

BAD = [
    '{"kind": "trick", "game": "nonsense"}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", '
    '"plays": ["red 5", "red 5"]}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", '
    '"plays": ["red 9"]}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", '
    '"plays": [{"card": "red 0", "block": 0}]}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", "plays": [], '
    '"extra": 1}',
    '{"kind": "trick", "game": "sixth-sense", "players": 7, "trump": "blue", "plays": []}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", '
    '"plays": [{"card": "red 6", "as": 7}]}',
    '{"kind": "trick"',
    '',
]


def judge(text: str, *args: str) -> tuple[int, list[dict]]:
    out = io.StringIO()
    code = main(["--lines", *args], stdin=io.StringIO(text + "\n"), stdout=out)
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_errors_are_in_the_language_with_the_same_shape_and_place(lang):
    text = "\n".join(BAD)
    code_en, english = judge(text)
    code, said = judge(text, "--lang", lang)
    assert code == code_en == 2
    assert len(said) == len(english) == len(BAD)
    for en, other in zip(english, said):
        assert set(other) == {"error", "at"} and other["at"] == en["at"]
        assert other["error"] != en["error"], f"{lang} left English: {en['error']}"
        assert "{" not in other["error"] and "seat" not in other["error"]


def test_without_lang_the_errors_are_the_english_of_judge_md():
    _code, english = judge("\n".join(BAD[:3]))
    assert english == [
        {"error": "unknown game 'nonsense': the games are 'sixth-sense', 'nomination-whist', "
                  "'shedding'", "at": "game"},
        {"error": "red 5 is played twice: each card exists once", "at": "plays[1]"},
        {"error": "'red 9' is not a card: there is no 9: the 6 stands in for it",
         "at": "plays[0]"}]


# Every error the judge gives in each game (one bad request per message; nomination whist,
# shedding, then the 6th Sense rounds, scoring and house rules).
EVERY = [
    '{"kind": "nope", "game": "nomination-whist"}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": [], "house": {"hook": true}}',
    '{"kind": "trick", "game": "nomination-whist", "players": 5, "trump": "S", "plays": []}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "plays": []}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "X", "plays": []}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": 5, "plays": []}',
    '{"kind": "trick", "game": "nomination-whist", "players": 2, "trump": "S", "plays": ["AS", "KS", "QS"]}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": [{"card": "AS", "as": 6}]}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": [5]}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": ["1S"]}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": ["ZZ"]}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": ["AS", "AS"]}',
    '{"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S", "plays": [], "removed": "red"}',
    '{"kind": "round", "game": "nomination-whist", "players": 3, "trump": "S", "hand": 2, "bids": [0, 1], "tricks": []}',
    '{"kind": "round", "game": "nomination-whist", "players": 3, "trump": "S", "hand": 1, "bids": [0, 1, 0], "tricks": [{"plays": ["AS"]}, {"plays": ["KS"]}]}',
    '{"kind": "round", "game": "nomination-whist", "players": 3, "trump": "S", "hand": 2, "bids": [0, 1, 0], "tricks": [{"plays": []}]}',
    '{"kind": "round", "game": "nomination-whist", "players": 3, "trump": "S", "hand": 2, "bids": [0, 1, 0], "tricks": [{"plays": ["AS", "KS", "QS"]}, {"plays": ["AS"]}]}',
    '{"kind": "round", "game": "nomination-whist", "players": 3, "trump": "S", "hand": 2, "bids": [0, 1, 0], "tricks": [{"plays": ["AS"]}, {"plays": ["KS"]}]}',
    '{"kind": "round", "game": "nomination-whist", "players": 3, "trump": "S", "hand": 2, "bids": [0, 1, 0], "tricks": [{"plays": ["AS"], "take_double": true}]}',
    '{"kind": "setup", "game": "nomination-whist", "players": 3, "short": 5}',
    '{"kind": "nope", "game": "shedding"}',
    '{"kind": "trick", "game": "shedding"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "blue 7 hexagon", "house": {}}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": 7}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "red 7 hexagon"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "green trickster"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "red foo"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "gold 7 hexagon"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "green 7 hexagon"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "red 99 hexagon"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "red 7 circle"}',
    '{"kind": "play", "game": "shedding", "on": "red 7 hexagon", "card": "a b c d"}',
    '{"kind": "score", "game": "shedding", "hand": ["red 7 hexagon", "red 7 hexagon"]}',
    '{"kind": "score", "game": "shedding", "hand": ["gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind","gold blind"]}',
    '{"kind": "setup", "game": "shedding", "players": 3, "short": true}',
    '{"kind": "setup", "game": "shedding", "players": 9}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", "plays": [], "house": {"six_at_nine": 6}}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", "plays": [], "house": {"void_leader": "next"}}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", "plays": [], "house": {"peek": true}}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 2, 3], "tricks": [], "house": {"block_limit": "game"}}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 2, 3], "tricks": [{"plays": ["red 4", {"card": "red 0", "block": 0}, "red 5"]}, {"plays": ["red 7", {"card": "green 0", "block": 0}]}], "house": {"block_limit": "round"}}',
    '{"kind": "setup", "game": "sixth-sense", "players": 3, "short": true}',
    '{"kind": "setup", "game": "sixth-sense", "players": 3, "house": {}}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 2, 3], "tricks": [], "bids": [1]}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 2], "tricks": []}',
    '{"kind": "round", "game": "sixth-sense", "players": 2, "trump": "blue", "removed": "red", "predictions": ["red 4", 2], "tricks": []}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": ["red 4", "red 4", 2], "tricks": []}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": ["red 4", 3, 2], "tricks": [{"plays": ["red 4"]}]}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 3, 2], "tricks": [{"plays": ["red 4"], "take_double": true}]}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 3, 2], "tricks": [{"plays": ["red 4", "red 5", "red 7"], "take_double": true}]}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 3, 2], "tricks": [{"plays": ["red 4"]}, {"plays": ["red 5"]}]}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 3, 2], "tricks": [{"plays": []}]}',
    '{"kind": "round", "game": "sixth-sense", "players": 3, "trump": "blue", "predictions": [1, 3, 2], "tricks": [{"plays": ["red 4", "red 5", "red 7"]}, {"plays": ["red 4"]}]}',
    '{"kind": "score", "game": "sixth-sense", "scoring": "hard", "prediction": 3, "tricks": 2}',
    '{"kind": "score", "game": "sixth-sense", "prediction": 3, "tricks": 2, "house": 5}',
    '{"kind": "score", "game": "sixth-sense", "prediction": 3, "tricks": 2, "house": {"foo": 1}}',
    '{"kind": "score", "game": "sixth-sense", "prediction": 3, "tricks": 2, "house": {"six_at_nine": 7}}',
    '{"kind": "score", "game": "sixth-sense", "prediction": "x", "tricks": 2}',
    '{"kind": "score", "game": "sixth-sense", "prediction": 9, "tricks": 2}',
    '{"kind": "score", "game": "sixth-sense", "prediction": 20, "tricks": 2}',
    '{"kind": "score", "game": "sixth-sense", "prediction": [1], "tricks": 2}',
    '{"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue", "plays": {}}',
]
# English words of the engine's errors: none may be left in a translation once the quoted
# input ('...', {...}) is taken out.
ENGLISH = re.compile(r"\b(the|is|must|got|not|and|only|has|card|cards|trick|tricks|players|seat|"
                     r"round|game|unknown|a list|an object)\b")


def unquoted(text: str) -> str:
    return re.sub(r"\{[^}]*\}|'[^']*'", "", text)


def test_the_corpus_gives_one_error_each_in_english():
    code, english = judge("\n".join(EVERY))
    assert code == 2 and len(english) == len(EVERY)
    assert all(set(e) == {"error", "at"} and e["error"] for e in english)
    # each a different error, but the empty and the unfinished trick, given in two games
    assert len({e["error"] for e in english}) == len(EVERY) - 2


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_every_judge_error_of_every_game_is_translated(lang):
    text = "\n".join(EVERY)
    _code, english = judge(text)
    code, said = judge(text, "--lang", lang)
    assert code == 2 and len(said) == len(english)
    for request, en, other in zip(EVERY, english, said):
        assert set(other) == {"error", "at"} and other["at"] == en["at"], request
        left = ENGLISH.findall(unquoted(other["error"]))
        assert not left, f"{lang} left English {left} in {other['error']!r} ({request})"


def _option_errors() -> list[RulesError]:
    from rules.options import NoOptions
    from rules.registry import scoresheet

    sixth, whist, shed = (scoresheet(g) for g in ("sixth-sense", "nomination-whist", "shedding"))
    calls = [
        lambda: sixth.options(3, {"foo": 1}), lambda: sixth.options(3, {"ending": "x"}),
        lambda: sixth.options(3, {"ending": "target", "target": -1}),
        lambda: sixth.options(3, {"target": 5}), lambda: sixth.options(2, {}),
        lambda: sixth.options(3, {"removed": "red"}), lambda: sixth.options(3, {"late_trump": 5}),
        lambda: shed.options(3, {"foo": 1}), lambda: shed.options(3, {"mode": "x"}),
        lambda: shed.options(3, {"target": 5}), lambda: shed.options(3, {"games": 0}),
        lambda: shed.options(3, {"mode": "last-man-standing", "games": 3}),
        lambda: shed.options(3, {"mode": "last-man-standing", "target": "x"}),
        lambda: whist.options(3, {"foo": 1}), lambda: whist.options(3, {"hook": 5}),
        lambda: NoOptions.parse(3, {"x": 1}),
        lambda: sixth.plan(players=3, first_dealer=0, index=-1, options={}),
        lambda: shed.plan(players=3, first_dealer=0, index=-1, options={}),
        lambda: sixth.plan(players=3, first_dealer=5, index=0, options={}),
        lambda: sixth.plan(players=3, first_dealer=0, index=99, options={}),
        lambda: whist.plan(players=3, first_dealer=0, index=99, options={}),
        lambda: shed.plan(players=3, first_dealer=0, index=99, options={}),
    ]
    out = []
    for call in calls:
        with pytest.raises(RulesError) as caught:
            call()
        out.append(caught.value)
    return out


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_options_and_score_sheet_errors_are_translated(lang):
    for error in _option_errors():
        said = error.as_json(lang)
        assert said["at"] == error.at and said["error"] != error.message
        left = ENGLISH.findall(unquoted(said["error"]))
        assert not left, f"{lang} left English {left} in {said['error']!r}"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_judge_error_is_said_in_each_language(lang):
    text = "\n".join(EVERY)
    _code, english = judge(text)
    _code, said = judge(text, "--lang", lang)
    for request, en, other in zip(EVERY, english, said):
        assert other["at"] == en["at"] and other["error"] != en["error"], request
        assert not re.search(r"\{[a-z_]+\}", other["error"]), other  # no placeholder left
        assert "seat" not in other["error"], other
