"""`python -m rules judge --lang CODE`: the judge's errors in the language, with the same JSON
shape, the same `at` and the same exit status as in English; without --lang, English."""

from __future__ import annotations

import io
import json

import pytest

from rules.judge import main
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
