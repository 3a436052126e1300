"""Game knowledge lives in the engine, not in the app (issue 22, "Done when").

No line under scorepad/state and scorepad/ui (code, comments and docstrings alike: a newcomer
reads them too) names a game or a word of its cards, and none compares against the kinds of
trump ("suit", "colour"). The words are read FROM THE ENGINE, so a game registered later is
covered with no change here: each game of `rules.registry.GAMES` gives its id, its package's
name, its sheet's title, its calls written otherwise than as their number ("6/9") and the
trick counts such a call aims at, and every word its cards module holds (colours, suits
singular and plural, symbols, kinds, the keys of its `PAINT`, its terms). A failure lists each
offending file:line.
"""

from __future__ import annotations

import enum
import importlib
import importlib.util
import re
from pathlib import Path

import pytest

from rules.message import Term
from rules.registry import GAMES, scoresheet
from rules.trump import COLOUR, SUIT

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("scorepad/state", "scorepad/ui")
MIN_WORD = 3  # a card's letters ("S", "H", "x") are too short to tell from other text


def _strings(value: object) -> list[str]:
    """Every text `value` holds: a term's English, an enum member's value, the strings of a
    dict's keys and values, of a tuple's, list's or set's items."""
    if isinstance(value, Term):
        return [value.english]
    if isinstance(value, enum.Enum):
        return _strings(value.value)
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _strings(k) + _strings(v)]
    if isinstance(value, (tuple, list, set, frozenset)):
        return [s for item in value for s in _strings(item)]
    return []


def card_words(package: str) -> set[str]:
    """The words of a game's cards (its `cards` module): each word of letters only, at least
    MIN_WORD long ("blue 10" gives "blue"), lower case."""
    if importlib.util.find_spec(f"{package}.cards") is None:
        return set()
    cards = importlib.import_module(f"{package}.cards")
    texts: list[str] = []
    for name, value in vars(cards).items():
        if name.startswith("__"):
            continue
        if isinstance(value, type) and issubclass(value, enum.Enum):
            texts += [s for member in value for s in _strings(member)]
        else:
            texts += _strings(value)
    return {w.lower() for t in texts for w in re.findall(r"[A-Za-z]+", t) if len(w) >= MIN_WORD}


def game_words() -> dict[str, set[str]]:
    """game id -> the words and phrases that name it or its cards."""
    out = {}
    for game, package in GAMES.items():
        words = {game, package.rsplit(".", 1)[-1]} | card_words(package)
        sheet = scoresheet(game)
        words.add(str(sheet.title))
        for choice in getattr(sheet, "call_choices", ()):
            if choice.label != str(choice.value):
                words.add(choice.label)
                targets = tuple(sheet.call_targets(choice.value))
                if targets != (choice.value,):
                    words.add(", ".join(map(str, targets)))  # DECLARED = {6, 9}
        out[game] = {w.lower() for w in words}
    return out


def _pattern(words: set[str]) -> re.Pattern:
    """Any of `words` standing on its own (not inside a longer word or number): letters and
    digits around it end it, an underscore does not hide it (`is_red`)."""
    alternatives = sorted((re.escape(w) for w in words), key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9])(" + "|".join(alternatives) + r")(?![A-Za-z0-9])",
                      re.IGNORECASE)


#: a string literal that is a kind of trump (`== "suit"`), singular or plural
KIND_LITERAL = re.compile(r"""(['"])(%s)s?\1""" % "|".join(
    sorted({re.escape(COLOUR), re.escape(SUIT), "color"})), re.IGNORECASE)


def offending_lines(paths: list[Path], words: set[str]) -> list[str]:
    """file:line: the words found, and the line, for each line naming one of `words` or
    comparing against a kind of trump."""
    pattern = _pattern(words)
    hits = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found = {m.group(1).lower() for m in pattern.finditer(line)}
            found |= {f'"{m.group(2).lower()}"' for m in KIND_LITERAL.finditer(line)}
            if found:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                hits.append(f"{where}:{number}: {', '.join(sorted(found))}: "
                            f"{line.strip()[:100]}")
    return hits


def app_files(layer: str) -> list[Path]:
    return sorted((ROOT / layer).rglob("*.py"))


def test_the_words_come_from_the_engine():
    words = game_words()
    assert set(words) == set(GAMES)
    for game, package in GAMES.items():
        assert game in words[game]
        paint = getattr(importlib.import_module(f"{package}.cards"), "PAINT", {})
        assert {k.lower() for k in paint if len(k) >= MIN_WORD} <= words[game]
    every = set().union(*words.values())
    # what the issue found in the app, each from the engine's own tables
    assert {"red", "gold", "spades", "spade", "hexagon", "dilemma", "6/9", "6, 9"} <= every


def test_the_search_sees_a_word_however_it_is_written(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('if trump_word == "suit":\n    is_red = 1  # a Red card\n'
                      'DECLARED = {6, 9}\nshredded = 16, 90\n', encoding="utf-8")
    words = {"red", "6, 9"}
    hits = [h[len(str(sample)) + 1:].split(":", 1)[0] for h in offending_lines([sample], words)]
    assert hits == ["1", "2", "3"]


@pytest.mark.parametrize("layer", LAYERS)
def test_no_game_knowledge_in_the_app(layer):
    words = set().union(*game_words().values())
    hits = offending_lines(app_files(layer), words)
    assert not hits, (f"{layer} names a game, a word of its cards or a kind of trump "
                      f"({len(hits)} lines):\n" + "\n".join(hits))
