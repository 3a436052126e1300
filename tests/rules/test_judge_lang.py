"""`python -m rules judge --lang CODE`: the explanations in one of the rule sheet's eight
languages, everything else of JUDGE.md's JSON unchanged; an unknown code is a usage error.

The translations themselves are the translators' (rules/locale/*.po, filled over time): the
path is proved with a temporary catalog, so these tests do not depend on what is filled."""

import io
import json
import os
import subprocess
import sys

import pytest

import rules.language
from rules.cli import main
from rules.language import LANGUAGES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

WHIST_TRICK = {"kind": "trick", "game": "nomination-whist", "players": 3, "trump": "S",
               "plays": ["QH", "2S", "AH"]}
WHIST_ROUND = {"kind": "round", "game": "nomination-whist", "players": 3, "dealer": 0,
               "trump": "H", "bids": [1, 0, 1], "hand": 2,
               "tricks": [{"plays": ["AS", "KS", "2H"]}, {"plays": ["3D", "4D", "5D"]}]}
WHIST_SCORE = {"kind": "score", "game": "nomination-whist", "bid": 3, "tricks": 1}
SHED_PLAY = {"kind": "play", "game": "shedding", "on": "red 7 hexagon",
             "card": "blue 8 pentagram"}
SHED_SCORE = {"kind": "score", "game": "shedding", "hand": ["red 7 hexagon", "gold blind"]}
SIXTH_TRICK = {"kind": "trick", "game": "sixth-sense", "players": 4, "trump": "blue",
               "leader": 0, "plays": ["blue 10", "red 4", "green 1", "yellow 1"]}
SETUP = {"kind": "setup", "game": "nomination-whist", "players": 4}
SAMPLES = [WHIST_TRICK, WHIST_ROUND, WHIST_SCORE, SHED_PLAY, SHED_SCORE, SIXTH_TRICK, SETUP]

# A small Dutch catalog of our own: a few of the engine's templates and words.
PO = r'''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Language: nl\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "{card} wins: it is the highest trump ({trump}) in the trick."
msgstr "{card} wint: de hoogste troef ({trump}) in de slag."

msgid "spades"
msgstr "schoppen"

msgctxt "card"
msgid "the {rank} of {suit}"
msgstr "{suit}{rank}"

msgctxt "card rank"
msgid "2"
msgstr " 2"

msgctxt "card suit"
msgid "spades"
msgstr "schoppen"

msgid "The bids ({bids}) add up to {hand}, the hand size: the hook forbids that, so the dealer ({seat}) should have bid something else."
msgstr "De biedingen ({bids}) tellen op tot {hand}: dat mag niet, dus de gever ({seat}) had anders moeten bieden."

msgid "seat {number}"
msgstr "plaats {number}"

msgid "The bid of {bid} was missed ({taken} taken): one point per trick, {points}."
msgstr "Bod {bid} gemist ({taken}): een punt per slag, {points}."

msgid "{n} trick"
msgid_plural "{n} tricks"
msgstr[0] "{n} slag"
msgstr[1] "{n} slagen"

msgid "{n} point"
msgid_plural "{n} points"
msgstr[0] "{n} punt"
msgstr[1] "{n} punten"

msgid "{card} has an adjacent number and a different colour from {on}, so it may go on it."
msgstr "{card} heeft een aangrenzend getal en een andere kleur dan {on}."

msgctxt "card"
msgid "{colour} {number} {symbol}"
msgstr "de {colour} {number} {symbol}"

msgctxt "card"
msgid "blue"
msgstr "blauwe"

msgctxt "card"
msgid "red"
msgstr "rode"

msgid "hexagon"
msgstr "zeshoek"

msgid "pentagram"
msgstr "pentagram"
'''


@pytest.fixture
def dutch(tmp_path, monkeypatch):
    """rules.language reads our catalog for Dutch (and no catalog for the others)."""
    (tmp_path / "nl.po").write_text(PO, encoding="utf-8")
    real = rules.language.catalog
    monkeypatch.setattr(rules.language, "catalog",
                        lambda lang, directory=None: real(lang, tmp_path))
    yield


def run(text: str, *args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(args), stdin=io.StringIO(text), stdout=out)
    return code, out.getvalue()


def one(request: dict, *args: str) -> tuple[int, dict]:
    code, out = run(json.dumps(request), *args)
    lines = out.splitlines()
    assert len(lines) == 1, out
    return code, json.loads(lines[0])


def texts(answer: dict) -> dict:
    """The explanation-like fields of an answer, by where they are."""
    found = {}

    def walk(value, at):
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("explanation", "warnings"):
                    found[f"{at}.{key}"] = item
                else:
                    walk(item, f"{at}.{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, f"{at}[{i}]")

    walk(answer, "")
    return found


def without_texts(answer):
    if isinstance(answer, dict):
        return {k: ("<text>" if k in ("explanation", "warnings") else without_texts(v))
                for k, v in answer.items()}
    if isinstance(answer, list):
        return [without_texts(v) for v in answer]
    return answer


def test_the_dutch_catalog_translates_trick_round_score_and_play_explanations(dutch):
    code, trick = one(WHIST_TRICK, "--lang", "nl")
    assert code == 0
    assert trick["explanation"] == "Schoppen 2 wint: de hoogste troef (schoppen) in de slag."

    code, round_ = one(WHIST_ROUND, "--lang", "NL")
    assert code == 0
    assert round_["warnings"] == ["De biedingen (1 + 0 + 1) tellen op tot 2: dat mag niet, dus "
                                  "de gever (plaats 0) had anders moeten bieden."]

    code, score = one(WHIST_SCORE, "--lang=nl-BE")
    assert score["explanation"] == "Bod 3 gemist (1 slag): een punt per slag, 1 punt."

    code, play = one(SHED_PLAY, "--lang", "nl_NL")
    assert play == {"legal": True, "explanation": "De blauwe 8 pentagram heeft een aangrenzend "
                                                  "getal en een andere kleur dan de rode 7 "
                                                  "zeshoek."}


def test_lang_changes_only_the_texts(dutch):
    for request in SAMPLES:
        code_en, english = one(request)
        code_nl, dutch_answer = one(request, "--lang", "nl")
        assert code_en == code_nl == 0
        assert without_texts(dutch_answer) == without_texts(english), request
        assert set(texts(dutch_answer)) == set(texts(english))
    # something was translated (the catalog is read), and English stays English
    assert one(WHIST_TRICK, "--lang", "nl")[1] != one(WHIST_TRICK)[1]


def test_lines_mode_translates_each_line_and_keeps_errors_english(dutch):
    lines = [json.dumps(WHIST_TRICK), "{bad", json.dumps(SETUP)]
    code, out = run("\n".join(lines) + "\n", "--lines", "--lang", "nl")
    assert code == 2
    got = [json.loads(line) for line in out.splitlines()]
    assert len(got) == 3
    assert got[0]["explanation"].startswith("Schoppen 2 wint")
    assert got[1]["error"].startswith("malformed JSON") and got[1]["at"] is None
    assert got[2] == one(SETUP)[1]


@pytest.mark.parametrize("code", [c for lang in LANGUAGES
                                  for c in (lang, lang.upper(), f"{lang}-{lang.upper()}")])
def test_every_language_code_is_accepted(code):
    english_out = run(json.dumps(WHIST_ROUND))[1]
    status, out = run(json.dumps(WHIST_ROUND), "--lang", code)
    assert status == 0
    answer = json.loads(out)
    english = json.loads(english_out)
    assert without_texts(answer) == without_texts(english)
    assert all(isinstance(w, str) and w for w in answer["warnings"])
    if code.lower().startswith("en"):
        assert out == english_out  # English: byte for byte the output without --lang


def test_without_lang_the_output_is_the_english_of_judge_md():
    for request in SAMPLES:
        assert run(json.dumps(request))[1] == run(json.dumps(request), "--lang", "en")[1]
    assert one(WHIST_SCORE)[1]["explanation"] == ("The bid of 3 was missed (1 trick taken): one "
                                                  "point per trick, 1 point.")


@pytest.mark.parametrize("args", [["--lang", "xx"], ["--lang", "sv-SE"], ["--lang", ""],
                                  ["--lang=klingon"], ["--lang"], ["--lines", "--lang", "zz"]])
def test_an_unknown_or_missing_language_is_a_usage_error(args):
    code, out = run(json.dumps(WHIST_TRICK), *args)
    assert code == 2
    lines = out.splitlines()
    assert len(lines) == 1
    obj = json.loads(lines[0])
    assert set(obj) == {"error", "at"} and obj["at"] is None
    assert "--lang" in obj["error"] or "language" in obj["error"]
    assert "Traceback" not in out


def test_the_usage_mentions_lang():
    code, out = run("", "--help")
    assert code == 0 and "--lang CODE" in out


def test_as_a_real_command_an_unknown_language_exits_2():
    proc = subprocess.run([sys.executable, "-m", "rules", "judge", "--lang", "tlh"],
                          input=json.dumps(WHIST_TRICK), capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr == ""
    obj = json.loads(proc.stdout)
    assert set(obj) == {"error", "at"} and "tlh" in obj["error"]
    proc = subprocess.run([sys.executable, "-m", "rules", "judge", "--lang", "de-DE"],
                          input=json.dumps(WHIST_TRICK), capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stderr == ""
    assert json.loads(proc.stdout)["winner"] == 1
