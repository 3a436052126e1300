"""The catalogs: `python scripts/i18n.py extract` finds every message and updates the `.po`.

Two domains: the engine's words (`rules/locale`, found in `msg`, `msg_n`, `msg_c`, `term`, `cterm` and `N_`
calls under rules/) and the app's own words (`scorepad/locale`, found in `tr`, `tr_n` and
`N_` calls under scorepad/). `extract` writes `messages.pot` in each folder and brings every
language's `<code>.po` up to date with it: new messages are added untranslated, messages no
longer used are dropped, translations are kept. `todo DOMAIN LANG` lists what a language
lacks (JSON); `fill LANG answers.json` writes translations in. `check` fails (exit 1) when a `.po` is behind
its template, naming what is missing; tests/test_catalogs.py runs the same checks.
"""

from __future__ import annotations

import io
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from rules.language import LANGUAGES, LOCALES  # noqa: E402

DOMAINS = {
    "rules": (ROOT / "rules", ROOT / "rules" / "locale",
              {"msg": None, "msg_n": (1, 2), "term": None, "N_": None,
               "msg_c": ((1, "c"), 2), "cterm": ((1, "c"), 2)}),
    "scorepad": (ROOT / "scorepad", ROOT / "scorepad" / "locale",
                 {"tr": None, "tr_n": (1, 2), "N_": None, "app_msg": None,
                  "app_msg_n": (1, 2), "tr_c": ((1, "c"), 2)}),
    # The rules of the games as the Rules screen shows them (scorepad/rulebook/text.py).
    "rulebook": (ROOT / "scorepad" / "rulebook", ROOT / "scorepad" / "rulebook" / "locale",
                 {"N_": None}),
}
# Folders of a domain's source that are another domain's (scorepad/rulebook is "rulebook").
EXCLUDE = {"scorepad": ("rulebook",)}


STAMP = datetime(2026, 11, 23, tzinfo=timezone.utc)  # a fixed date: no churn in the diffs


def template(domain: str) -> Catalog:
    """Every message of a domain, found in its source."""
    source, _locale, keywords = DOMAINS[domain]
    pot = Catalog(project="Scorepad", domain=domain, fuzzy=False, version="1",
                  creation_date=STAMP, revision_date=STAMP)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(source), method_map=[("**.py", "python")], keywords=keywords,
            comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        if filename.startswith(("locale", "migrations", *EXCLUDE.get(domain, ()))):
            continue
        pot.add(message, None, [(f"{source.name}/{filename}", lineno)],
                auto_comments=comments, context=context)
    return pot


def load(path: Path, lang: str) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=LOCALES[lang])


def save(catalog: Catalog, path: Path) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, sort_output=False,
             include_previous=False)
    path.write_bytes(out.getvalue())


def extract() -> None:
    for domain, (_source, folder, _kw) in DOMAINS.items():
        folder.mkdir(exist_ok=True)
        pot = template(domain)
        save(pot, folder / "messages.pot")
        for lang in LANGUAGES[1:]:
            path = folder / f"{lang}.po"
            po = load(path, lang) if path.is_file() else Catalog(
                locale=LOCALES[lang], domain=domain, project="Scorepad", version="1",
                creation_date=STAMP, revision_date=STAMP, fuzzy=False)
            po.update(pot, no_fuzzy_matching=True)
            po.obsolete.clear()
            save(po, path)
        print(f"{domain}: {len(pot)} messages")


def missing(domain: str, lang: str) -> list[str]:
    """The messages of the domain's template that `lang` does not translate."""
    _source, folder, _kw = DOMAINS[domain]
    path = folder / f"{lang}.po"
    po = load(path, lang) if path.is_file() else Catalog(locale=LOCALES[lang])
    out = []
    for message in template(domain):
        if not message.id:
            continue
        have = po.get(message.id, message.context)
        strings = have.string if have is not None else None
        if isinstance(strings, tuple):
            done = all(strings)
        else:
            done = bool(strings)
        if have is None or not done or have.fuzzy:
            out.append(message.id if isinstance(message.id, str) else message.id[0])
    return out


def todo(domain: str, lang: str) -> list[dict]:
    """What `lang` still lacks in `domain`: each message with where it is used (for context)
    and, for a plural, both English forms and how many forms the language needs."""
    _source, folder, _kw = DOMAINS[domain]
    po = load(folder / f"{lang}.po", lang)
    wanted = set(missing(domain, lang))
    out = []
    for message in template(domain):
        key = message.id if isinstance(message.id, str) else message.id[0]
        if key not in wanted:
            continue
        item = {"id": message.id if isinstance(message.id, str) else list(message.id),
                "where": [f"{f}:{n}" for f, n in message.locations][:3]}
        if isinstance(message.id, tuple):
            item["forms"] = po.num_plurals
        out.append(item)
    return out


def fill(lang: str, answers: dict) -> int:
    """Write translations into `lang`'s catalogs: `answers` is {domain: {english: text}},
    where a plural's key is its English singular and its text a list of the language's
    forms. Returns how many messages were filled; unknown ids are reported, not added."""
    done = 0
    for domain, items in answers.items():
        _source, folder, _kw = DOMAINS[domain]
        path = folder / f"{lang}.po"
        po = load(path, lang)
        by_singular = {(m.id[0] if isinstance(m.id, tuple) else m.id): m for m in po if m.id}
        for english, text in items.items():
            message = by_singular.get(english)
            if message is None:
                print(f"not in {domain}: {english!r}", file=sys.stderr)
                continue
            if isinstance(message.id, tuple):
                forms = list(text) if isinstance(text, (list, tuple)) else [text]
                forms += [forms[-1]] * (po.num_plurals - len(forms))
                message.string = tuple(forms[:po.num_plurals])
            else:
                message.string = text if isinstance(text, str) else text[0]
            message.flags.discard("fuzzy")
            done += 1
        save(po, path)
    return done


def check() -> int:
    bad = 0
    for domain in DOMAINS:
        for lang in LANGUAGES[1:]:
            gaps = missing(domain, lang)
            if gaps:
                bad += 1
                print(f"{domain}/{lang}: {len(gaps)} untranslated, e.g. {gaps[:3]}")
    return 1 if bad else 0


if __name__ == "__main__":
    import json

    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "extract":
        extract()
        sys.exit(0)
    if command == "todo":  # python scripts/i18n.py todo DOMAIN LANG
        print(json.dumps(todo(sys.argv[2], sys.argv[3]), ensure_ascii=False, indent=1))
        sys.exit(0)
    if command == "fill":  # python scripts/i18n.py fill LANG answers.json
        with open(sys.argv[3], encoding="utf-8") as handle:
            print(f"filled {fill(sys.argv[2], json.load(handle))}")
        sys.exit(0)
    sys.exit(check())
