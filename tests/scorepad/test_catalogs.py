"""The catalogs of the eight languages (issue 13): every message translated into the seven
other languages, no placeholder dropped or added, and no word on a screen that the catalogs
do not hold (scripts/i18n.py finds the messages)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import i18n  # noqa: E402

from rules.language import LANGUAGES, LOCALES, placeholders  # noqa: E402

OTHERS = LANGUAGES[1:]


@pytest.fixture(scope="module")
def templates():
    return {domain: i18n.template(domain) for domain in i18n.DOMAINS}


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("domain", list(i18n.DOMAINS))
def test_every_message_is_translated(domain, lang):
    missing = i18n.missing(domain, lang)
    assert not missing, (f"{len(missing)} messages of {domain} lack a {lang} translation "
                         f"(run scripts/i18n.py extract, then translate): {missing[:5]}")


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("domain", list(i18n.DOMAINS))
def test_translations_keep_the_placeholders(domain, lang, templates):
    _source, folder, _kw = i18n.DOMAINS[domain]
    po = i18n.load(folder / f"{lang}.po", lang)
    wrong = []
    for message in templates[domain]:
        if not message.id:
            continue
        have = po.get(message.id, message.context)
        if have is None or not have.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        want = set().union(*(placeholders(i) for i in ids))
        strings = have.string if isinstance(have.string, tuple) else (have.string,)
        for s in strings:
            if not s:
                continue
            got = placeholders(s)
            # a plural form may leave the count out ("one trick" for n = 1), nothing else
            if got - want or (want - got) - {"n"}:
                wrong.append((ids[0], s))
    assert not wrong, f"{lang} translations with other placeholders than English: {wrong[:5]}"


@pytest.mark.parametrize("lang", OTHERS)
def test_plural_translations_have_every_form_of_the_language(lang, templates):
    from babel import Locale

    forms = Locale.parse(LOCALES[lang]).plural_form
    _source, folder, _kw = i18n.DOMAINS["scorepad"]
    for domain in i18n.DOMAINS:
        _source, folder, _kw = i18n.DOMAINS[domain]
        po = i18n.load(folder / f"{lang}.po", lang)
        for message in po:
            if isinstance(message.id, tuple) and any(message.string):
                assert len(message.string) == po.num_plurals, (domain, message.id)
    assert forms is not None


# Calls whose text argument is shown to a person: a literal there is a word the catalogs miss.
SHOWN = {"Text", "button", "chip", "icon_button", "switch", "heading", "section",
         "text_input", "TextButton", "FilledButton", "OutlinedButton", "Tooltip", "SnackBar",
         "AlertDialog", "rule_link"}
SHOWN_KEYWORDS = {"label", "tooltip", "hint_text", "helper_text", "semantics_label",
                  "title", "text", "error_text"}


def _literal_words(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if any(c.isalpha() for c in node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        return text if any(c.isalpha() for c in text) else None
    return None


def _name(func: ast.AST) -> str:
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def untranslated_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        args = []
        if name in SHOWN:
            # button(ident, text, ...), chip(ident, text, ...): the identifier is not shown
            skip = 1 if name in {"button", "chip", "icon_button", "switch", "text_input",
                                 "rule_link"} else 0
            args.extend(node.args[skip:skip + 2 if name == "icon_button" else skip + 1])
        args.extend(k.value for k in node.keywords if k.arg in SHOWN_KEYWORDS)
        for arg in args:
            words = _literal_words(arg)
            if words is not None:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {words!r}")
    return found


def test_no_screen_shows_a_word_outside_the_catalogs():
    files = sorted((ROOT / "scorepad" / "ui").rglob("*.py"))
    found = [hit for f in files for hit in untranslated_literals(f)]
    assert not found, "words shown without tr():\n" + "\n".join(found[:30])


def test_the_check_finds_an_untranslated_label(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('import flet as ft\nft.Text("Hello there")\nbutton("x-y", "Start", f)\n'
                   'ft.Text(tr("Fine"))\n')
    bad = bad.rename(ROOT / "tests" / "scorepad" / "_probe_untranslated.py")
    try:
        hits = untranslated_literals(bad)
    finally:
        bad.unlink()
    assert len(hits) == 2 and "Hello there" in hits[0] and "Start" in hits[1]
