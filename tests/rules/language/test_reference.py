"""The judge's sentences in all eight languages, compared with reference sentences a reader
of each language wrote or reviewed (`reference/<code>.txt`, one file a language, readable by a
translator: each case's id and what it is, the English, then the sentence in the language).

A difference fails with both sentences side by side. To review a change of wording, rewrite
the files and read their diff: `SCOREPAD_WRITE_REFERENCE=1 python -m pytest
tests/rules/language/test_reference.py -q`."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rules.language import LANGUAGES, NATIVE_NAMES
from tests.rules.language.cases import CASES, said

HERE = Path(__file__).resolve().parent / "reference"


def read(lang: str) -> dict[str, str]:
    """The reference file of `lang`: {case id: sentence}."""
    out: dict[str, str] = {}
    current = None
    for line in (HERE / f"{lang}.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = line[3:].split(":", 1)[0].strip()
        elif line.startswith("#") or not line.strip():
            continue
        elif current is not None:
            assert current not in out, f"{lang}.txt: two sentences for {current}"
            out[current] = line
    return out


def write(lang: str) -> None:
    lines = [f"# The judge's sentences in {NATIVE_NAMES[lang]} ({lang}), as a player of the "
             "language says them.",
             "# Each case: '## id: what it is', the English (for a translator), then the "
             "sentence.", ""]
    for case in CASES:
        lines.append(f"## {case.id}: {case.note}")
        if lang != "en":
            lines.append(f"# en: {said(case, 'en')}")
        lines += [said(case, lang), ""]
    (HERE / f"{lang}.txt").write_text("\n".join(lines), encoding="utf-8")


if os.environ.get("SCOREPAD_WRITE_REFERENCE"):
    for _lang in LANGUAGES:
        write(_lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_case_reads_as_its_reference_sentence(lang):
    reference = read(lang)
    assert set(reference) == {c.id for c in CASES}, f"{lang}.txt does not cover every case"
    wrong = [f"{case.id}:\n  engine:    {said(case, lang)}\n  reference: {reference[case.id]}"
             for case in CASES if said(case, lang) != reference[case.id]]
    assert not wrong, f"{lang}: " + "\n".join(wrong)
