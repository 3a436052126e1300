"""The corpus the audit of issue 32 reads (`test_rendered_corpus.py`): every judge request the
tests under tests/rules write as a literal (the reference cases of `cases.py` included), a sweep
of scores at the counts 0, 1, 2 and 5 and seeded random tricks, answered with `--lang` through
the judge's Python entry; the app's strings (those that take a count at 0, 1, 2 and 5, and the
rest) and the engine's counted messages, rendered as the app renders them. Each item is
(where it comes from, the text)."""

from __future__ import annotations

import ast
import functools
import io
import json
import random
import re
from pathlib import Path
from typing import Iterator

from rules.cli import main
from rules.language import placeholders
from tests.rules.language.cases import CASES


ROOT = Path(__file__).resolve().parents[3]
TESTS = ROOT / "tests" / "rules"
COUNTS = (0, 1, 2, 5)
GAME_OF_FOLDER = {"sixth_sense": "sixth-sense", "whist": "nomination-whist",
                  "shedding": "shedding"}



def _literal_requests(path: Path) -> Iterator[dict]:
    """The judge requests written as literals in a test module: a dict, or a call with keyword
    arguments (`ok(kind="trick", ...)`), that has a `kind`; the game from the folder when the
    module's helper adds it."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        try:
            if isinstance(node, ast.Dict):
                value = ast.literal_eval(node)
            elif isinstance(node, ast.Call) and any(k.arg == "kind" for k in node.keywords):
                value = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
            else:
                continue
        except (ValueError, TypeError, SyntaxError, RecursionError):
            continue
        if not isinstance(value, dict) or not isinstance(value.get("kind"), str):
            continue
        if "game" not in value:
            game = GAME_OF_FOLDER.get(path.parent.name)
            if game is None:
                continue
            value = {**value, "game": game}
        yield value


def _count_sweep() -> Iterator[dict]:
    """Scores whose sentences carry counts, at 0, 1, 2 and 5 (and a bid or prediction apart)."""
    for bid in COUNTS:
        for tricks in COUNTS:
            yield {"kind": "score", "game": "nomination-whist", "bid": bid, "tricks": tricks}
            for scoring in ("standard", "novice"):
                yield {"kind": "score", "game": "sixth-sense", "prediction": bid,
                       "tricks": tricks, "scoring": scoring}


def _random_tricks(count: int = 240) -> Iterator[dict]:
    """Tricks dealt at random (seeded) from the real decks, complete and in progress, with
    trumps or none, 6s declared 9 and 0s blocking: every clause a trick's explanation has."""
    from rules.sixth_sense.deck import deck

    rng = random.Random(32)
    sixth = [str(card) for card in deck()]
    whist = [rank + suit for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                      "K", "A") for suit in "SHDC"]
    for i in range(count):
        players = rng.randint(2, 6)
        cards = rng.sample(sixth, k=rng.randint(1, players))
        plays: list = []
        for j, card in enumerate(cards):
            if card.endswith(" 6") and rng.random() < 0.5:
                plays.append({"card": card, "as": 9})
            elif card.endswith(" 0") and j and rng.random() < 0.7:
                plays.append({"card": card, "block": rng.randrange(j)})
            else:
                plays.append(card)
        yield {"kind": "trick", "game": "sixth-sense", "players": players,
               "trump": rng.choice(["blue", "green", "purple", "red", "yellow", None]),
               "leader": rng.randrange(players), "plays": plays}
        players = rng.randint(2, 4)
        yield {"kind": "trick", "game": "nomination-whist", "players": players,
               "trump": rng.choice(["S", "H", "D", "C", None]), "leader": rng.randrange(players),
               "plays": rng.sample(whist, k=rng.randint(1, players))}


@functools.cache
def requests() -> tuple[dict, ...]:
    found = [c.request for c in CASES if c.request is not None]
    for path in sorted(TESTS.rglob("*.py")):
        found += list(_literal_requests(path))
    found += list(_count_sweep()) + list(_random_tricks())
    seen: dict[str, dict] = {}
    for request in found:
        seen.setdefault(json.dumps(request, sort_keys=True), request)
    return tuple(seen.values())


def _texts(value) -> Iterator[str]:
    """The sentences of an answer: every string of it that holds words (cards, colours and
    field names are single tokens)."""
    if isinstance(value, str):
        if len(value.split()) >= 3:
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


@functools.cache
def judge_corpus(lang: str) -> tuple[tuple[str, str], ...]:
    """(request, sentence) for every sentence the judge writes in `lang` for the corpus."""
    reqs = requests()
    out = io.StringIO()
    main(["--lines", "--lang", lang],
         stdin=io.StringIO("".join(json.dumps(r) + "\n" for r in reqs)), stdout=out)
    answers = out.getvalue().splitlines()
    assert len(answers) == len(reqs)
    return tuple((json.dumps(r), text) for r, line in zip(reqs, answers)
                 for text in _texts(json.loads(line)))


def _pot(path: Path):
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle)


FILLER = "Anna"  # what fills a string's other placeholders that name something: a player's name
WORDY = re.compile(r"name|player|seat|dealer|leader|other|winner|file|game|call|reason|trump|"
                   r"said|bid|rate|when|scope|lower|latest|average|kind|what|label|text")


def filler(placeholder: str) -> object:
    """A value for a placeholder beside the count: a name for what names something, else the
    number 2 (so a noun agreeing with the wrong number shows: "2 tour sur 1")."""
    return FILLER if WORDY.search(placeholder) else 2
FRAGMENT = "(a fragment) "


@functools.cache
def screen_corpus(lang: str) -> tuple[tuple[str, str], ...]:
    """(msgid, text) for every string of the app that takes a count, at each of COUNTS; a
    fragment (its English opens with no capital: "highest total of {n} finished games",
    "5 cards each", shown after a label) is marked by its origin opening with FRAGMENT."""
    from scorepad import words

    out = []
    for m in _pot(ROOT / "scorepad" / "locale" / "messages.pot"):
        if not isinstance(m.id, tuple):
            continue
        singular, plural = m.id[0], m.id[1]
        others = {name: filler(name) for name in placeholders(singular) | placeholders(plural)
                  if name != "n"}
        for n in COUNTS:
            with words.speaking("en"):
                english_text = words.tr_n(singular, plural, n, **others)
            with words.speaking(lang):
                text = words.tr_n(singular, plural, n, **others)
            origin = ("" if english_text[:1].isupper() else FRAGMENT) + singular
            out.append((origin, text))
    return tuple(out)


@functools.cache
def engine_counts(lang: str) -> tuple[tuple[str, str], ...]:
    """(msgid, text) for every counted message of the engine (`msg_n`), as the app says it, at
    each of COUNTS: a seat or name is a player's name, any other number 2 (so a noun that
    follows another number than {n} is caught: "2 tour sur 1")."""
    from rules.language import render
    from rules.message import msg_n

    out = []
    for m in _pot(ROOT / "rules" / "locale" / "messages.pot"):
        if not isinstance(m.id, tuple):
            continue
        singular, plural = m.id[0], m.id[1]
        names = placeholders(singular) | placeholders(plural)
        others = {name: filler(name) for name in names if name != "n"}
        for n in COUNTS:
            said = msg_n(singular, plural, n=n, **others)
            english_text = render(said, lang="en")
            origin = ("" if english_text[:1].isupper() else FRAGMENT) + singular
            out.append((origin, render(said, lang=lang)))
    return tuple(out)


@functools.cache
def app_words(lang: str) -> tuple[tuple[str, str], ...]:
    """(msgid, text) for every other string of the app (no count), its placeholders filled."""
    from scorepad import words

    out = []
    for m in _pot(ROOT / "scorepad" / "locale" / "messages.pot"):
        if isinstance(m.id, tuple) or not m.id:
            continue
        others = {name: filler(name) for name in placeholders(m.id)}
        with words.speaking("en"):
            english_text = words.tr(m.id, **others)
        with words.speaking(lang):
            text = words.tr(m.id, **others)
        out.append((("" if english_text[:1].isupper() else FRAGMENT) + m.id, text))
    return tuple(out)


def corpus(lang: str) -> tuple[tuple[str, str], ...]:
    return judge_corpus(lang) + screen_corpus(lang) + engine_counts(lang) + app_words(lang)
