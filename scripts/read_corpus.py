"""Print everything a player reads in one language, beside its English, for a native reading
(issue 38): every string of the app and of the engine rendered with realistic values (counts
0, 1, 2 and 5; names for what names someone), the judge's answers to the broad corpus of
`tests/rules/language/corpus.py`, and the Rules screen of each game.

    .venv/bin/python scripts/read_corpus.py de            # all of it, numbered
    .venv/bin/python scripts/read_corpus.py de --part judge --every 1

Each line is `[part number] english ⟶ text`; a sentence said twice is printed once. The
numbers are stable for a given catalog, so a reader can say which ones they flag.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import tests.rules.language.corpus as corpus  # noqa: E402
from tests.rules.language.corpus import (app_words, engine_counts, judge_corpus,  # noqa: E402
                                         screen_corpus)

READING = {"lang": "en"}
_filler = corpus.filler


def filler(placeholder: str) -> object:
    """As the tests fill a placeholder, but a game is named by its title in the language read
    (a reader should not meet "Anna: 2 finished games")."""
    if "game" in placeholder:
        from scorepad.words import game_title, speaking

        with speaking(READING["lang"]):
            return game_title("sixth-sense")
    return _filler(placeholder)


corpus.filler = filler

PARTS = {"app": app_words, "counts": screen_corpus, "engine": engine_counts,
         "judge": judge_corpus}


def rulebook(lang: str) -> tuple[tuple[str, str], ...]:
    from rules.registry import GAMES
    from scorepad import rulebook as book

    out = []
    for game in GAMES:
        english = book.sections(game, "en")
        for (sid, title, lines), (_sid, en_title, en_lines) in zip(book.sections(game, lang),
                                                                   english):
            out.append((en_title, title))
            out += list(zip(en_lines, lines))
    return tuple(out)


def pairs(part: str, lang: str) -> list[tuple[str, str]]:
    if part == "rules":
        return list(rulebook(lang))
    if part == "judge":
        # the same requests in English give the same sentences in the same order
        english, text = judge_corpus("en"), judge_corpus(lang)
        if [r for r, _ in english] == [r for r, _ in text]:
            return [(e, t) for (_r, e), (_r2, t) in zip(english, text)]
        return [("", t) for _r, t in text]
    return [(origin, text) for origin, text in PARTS[part](lang)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lang")
    parser.add_argument("--part", choices=[*PARTS, "rules"], action="append")
    parser.add_argument("--every", type=int, default=1, help="print one item in N")
    parser.add_argument("--offset", type=int, default=0,
                        help="which one of the N (another sample of the same size)")
    args = parser.parse_args(argv)
    READING["lang"] = args.lang
    for part in args.part or [*PARTS, "rules"]:
        seen: set[str] = set()
        shown = 0
        for i, (english, text) in enumerate(pairs(part, args.lang)):
            if text in seen:
                continue
            seen.add(text)
            if i % args.every == args.offset % args.every:
                shown += 1
                print(f"[{part} {i}] {english} ⟶ {text}")
        print(f"# {part}: {shown} printed, {len(seen)} distinct", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
