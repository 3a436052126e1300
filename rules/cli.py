"""The engine's command line: `python -m rules judge [--lines] [--lang CODE] [FILE]`, the
JSON judge JUDGE.md fixes for scripts and other tools (the app judges in types, through each
game's judge form, `rules.judge_form`; this module reads JSON, hands each request to its
game's `answer`, and writes JSON).

One JSON object in, one JSON object out. Bad input gives exit 2 and, on stdout, only
``{"error": "<one clear sentence>", "at": <where or null>}``, never a traceback.
With ``--lines`` every input line gets exactly one output line, in order; a bad line never
stops the rest, and the exit status is 2 when any line was an error.

Rulings where JUDGE.md leaves a point open (a careful reader's choice, tested in
tests/rules/test_judge_contract.py):

- ``--lines``: a blank line (or one holding only spaces / ``\r``) is still an input line, so it
  gets its own error line and makes the exit status 2; a byte-order mark before the first line
  is skipped, as in the one-request form; each line is decoded on its own (a line that is not
  UTF-8 is an error line, the rest are judged).
- A JSON object with the same key twice: the last value counts (what JSON parsers commonly do;
  RFC 8259 leaves it open).
- ``null`` for a field a game or kind does not take (``"short": null`` in a 6th Sense set-up,
  ``"bids": null`` in a 6th Sense round) is the same as leaving it out; a value is an error.
- ``--lang CODE`` (one of the rule sheet's eight languages, `rules.language.LANGUAGES`;
  "de", "DE" and "de-DE" are the same): every explanation-like text of an answer (a trick's
  ``explanation``, a round's ``warnings``, a score's or a play's ``explanation``) is written in
  that language. Such a text is a `rules.message.Text`: the English string that keeps the
  message it says (``said``); the judge renders ``said`` in the language and leaves any other
  string (a plain English text, a card) as it is. An error given as a message is said in the
  language too, as a sentence opening with a capital (as the screens write it: "Le 5 rouge est
  joué deux fois…"); an error no catalog translates stays English as it is.
  A game gets its explanations translated by putting ``str(message)`` (or
  ``Text.of(message, english)`` when it writes the English itself) in its answer.
  Without ``--lang`` the output is exactly the English of JUDGE.md; an unknown code is a
  usage error (exit 2, the one-line error object).
- Answers carry exactly the fields JUDGE.md lists for them: a round answer has no summary
  field, the shedding score answer is ``{"points": n}``; the nomination whist score answer has
  the 6th Sense shape (``points``, ``target`` = the bid, ``explanation``).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Iterable, TextIO

from rules.common.answers import Encoded
from rules.errors import RulesError, excerpt
from rules.message import Text, msg
from rules.registry import game_module
from rules.request import Request, describe

DEFAULT_LANGUAGE = "en"  # rules.language.DEFAULT: the English of JUDGE.md
USAGE = "usage: python -m rules judge [--lines] [--lang CODE] [FILE]"


def _no_constants(name: str) -> Any:
    raise RulesError(msg("{name} is not a number JSON allows", name=name))


# One decoder and one encoder for every request: `json.loads(text, parse_constant=...)` and
# `json.dumps(obj, ensure_ascii=False)` would build a new one each call. `_SCAN` reads a whole
# request that is one JSON object and nothing else (the common line) without `decode`'s two
# whitespace matches; `_ITERENCODE` is the C encoder `_ENCODER.encode` builds anew each call
# (without its check for circular references: an answer is a tree the judge builds).
_DECODER = json.JSONDecoder(parse_constant=_no_constants)
_SCAN = _DECODER.scan_once
_ENCODER = json.JSONEncoder(ensure_ascii=False)
try:
    from json.encoder import c_make_encoder as _c_make_encoder
except ImportError:  # pragma: no cover - CPython always has it
    _c_make_encoder = None
_ITERENCODE = None if _c_make_encoder is None else _c_make_encoder(
    None, _ENCODER.default, json.encoder.encode_basestring, None, _ENCODER.key_separator,
    _ENCODER.item_separator, False, False, True)


def parse(text: str) -> Any:
    """JSON text to a value; malformed JSON is a `RulesError` saying where."""
    try:
        if text[:1] == "{":  # the common request: one object, nothing around it
            try:
                value, end = _SCAN(text, 0)
            except StopIteration:
                value, end = None, -1
            if end == len(text):
                return value
        if text.startswith("\ufeff"):  # json.loads refuses it, saying so
            return json.loads(text, parse_constant=_no_constants)
        return _DECODER.decode(text)
    except RulesError:
        raise
    except json.JSONDecodeError as exc:
        raise RulesError(msg("malformed JSON: {detail} (line {line}, column {column})",
                             detail=exc.msg, line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise RulesError(msg("malformed JSON: nested too deeply")) from None
    except ValueError:  # an integer longer than Python converts (4300 digits)
        raise RulesError(msg("malformed JSON: a number is too long")) from None


def answer(data: Any) -> dict:
    """The answer to one request (already parsed from JSON); raises `RulesError`."""
    if type(data) is dict:  # the common request: a string kind of a game already loaded
        kind, game = data.get("kind"), data.get("game")
        loaded = _LOADED.get(game) if type(kind) is str and type(game) is str else None
        if loaded is not None:
            package, quick = loaded
            if quick is not None:  # the game's answer to its common request, if this is one
                out = quick(kind, data)
                if out is not None:
                    return out
            request = Request(data)
            request.seen("kind", "game")
            return package.answer(kind, request)
    request = Request(data)
    kind = request.str("kind")
    package = game_module(request.raw("game"))
    out = package.answer(kind, request)
    judge = sys.modules.get(package.__name__ + ".judge")  # imported by its first answer
    _LOADED[data["game"]] = (package, getattr(judge, "quick", None))
    return out


# game id -> its package and its judge's `quick` (the answer to its common request read
# straight from the dict, or None), once the game has answered a request
_LOADED: dict[str, tuple[Any, Any]] = {}


def localised(value: Any, lang: str) -> Any:
    """The answer with every text that keeps its message (`rules.message.Text`, ``said``)
    rendered in `lang`; other values as they are.

    >>> from rules.message import msg
    >>> localised({"explanation": str(msg("No card has been played yet: nobody is winning.")),
    ...            "taken": [1, 0]}, "en")
    {'explanation': 'No card has been played yet: nobody is winning.', 'taken': [1, 0]}
    """
    if isinstance(value, str):
        said = getattr(value, "said", None)
        if said is None:
            return value
        from rules.language import render

        return render(said, lang=lang)
    if isinstance(value, dict):
        return {key: localised(item, lang) for key, item in value.items()}
    if isinstance(value, list):
        return [localised(item, lang) for item in value]
    return value


def answer_text(text: str, lang: str | None = None) -> tuple[dict, bool]:
    """The answer (or the error object) for one request's text, and whether it succeeded;
    `lang`: the language of its explanations (None: the English of JUDGE.md)."""
    try:
        result = answer(parse(text))
        if type(result) is not Encoded and not _writable(result):
            raise RulesError(msg("the answer would hold a number too long to write (over 4000 "
                                 "digits): give smaller numbers"))
        if lang is not None and lang != DEFAULT_LANGUAGE:
            result = localised(result, lang)
        return result, True
    except RulesError as exc:
        return exc.as_json(lang), False
    except RecursionError:
        return RulesError(msg("the request is nested too deeply")).as_json(lang), False
    except Exception as exc:  # a bug of ours must still answer with the one-line error object
        return RulesError(f"internal error while judging: {type(exc).__name__}: "
                          f"{excerpt(str(exc), 80)}").as_json(), False


def _writable(value: Any) -> bool:
    """Whether `value` can be written as JSON: Python refuses to print an integer of more
    than 4300 digits (2**14000 has 4215)."""
    if isinstance(value, dict):
        items: Any = value.values()
    elif isinstance(value, (list, tuple)):
        items = value
    else:
        return not isinstance(value, int) or value.bit_length() <= 14000
    for item in items:  # an answer is mostly scalars: those are checked here, without a call
        kind = type(item)
        if item is None or kind is bool or kind is str or kind is Text:
            continue
        if kind is int:
            if item.bit_length() > 14000:
                return False
        elif not _writable(item):
            return False
    return True


def dumps(obj: dict) -> str:
    if type(obj) is Encoded:  # an answer that comes with its JSON text
        return obj.json
    if _ITERENCODE is None:  # pragma: no cover
        text = _ENCODER.encode(obj)  # json.dumps(obj, ensure_ascii=False)
    else:
        text = "".join(_ITERENCODE(obj, 0))
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate quoted from the input ("\\ud800")
            text = json.dumps(obj)
    return text


def _line_text(line: str | bytes) -> str | None:
    """One input line as text, None when it is not UTF-8 (each line is judged on its own)."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return line.rstrip("\r\n")


def judge_lines(lines: Iterable[str | bytes], out: TextIO, lang: str | None = None) -> int:
    """Judge JSON Lines: one answer (or error object) a line, in order; 2 when any failed."""
    ok_all = True
    write = out.write
    first = True
    for line in lines:
        text = _line_text(line)
        if first:
            first = False
            if text is not None and text.startswith("\ufeff"):  # a BOM, as the one-request form
                text = text[1:]
        if text is None:
            obj, ok = RulesError(msg("the line is not valid UTF-8 text")).as_json(lang), False
        elif not text.strip():
            obj, ok = RulesError(msg("empty line: expected one JSON request")).as_json(
                lang), False
        else:
            obj, ok = answer_text(text, lang)
        ok_all = ok_all and ok
        write(dumps(obj) + "\n")
    return 0 if ok_all else 2


def _fail(message: str, out: TextIO) -> int:
    out.write(dumps(RulesError(message).as_json()) + "\n")
    return 2


def main(argv: list[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Entry point of `python -m rules judge ...` (argv excludes the `judge` word)."""
    args = list(sys.argv[2:] if argv is None else argv)
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    lines_mode = False
    path: str | None = None
    lang: str | None = None
    rest = iter(args)
    for arg in rest:
        if arg == "--lines":
            lines_mode = True
        elif arg == "--lang" or arg.startswith("--lang="):
            from rules.language import LANGUAGES, UnknownLanguage, language

            code = arg[len("--lang="):] if arg.startswith("--lang=") else next(rest, None)
            if code is None:
                return _fail(f"--lang needs a language code ({', '.join(LANGUAGES)}); {USAGE}",
                             stdout)
            try:
                lang = language(code)
            except UnknownLanguage:
                return _fail(f"unknown language {describe(code)}: the languages are "
                             f"{', '.join(LANGUAGES)}; {USAGE}", stdout)
        elif arg in ("-h", "--help"):
            stdout.write(USAGE + "\n")
            return 0
        elif arg.startswith("-") and arg != "-":
            return _fail(f"unknown option {describe(arg)}; {USAGE}", stdout)
        elif path is None:
            path = arg
        else:
            return _fail(f"only one FILE may be given; {USAGE}", stdout)
    if lines_mode:
        # Bytes, decoded line by line: one line that is not UTF-8 must not stop the rest.
        try:
            if path is None or path == "-":
                source = getattr(stdin, "buffer", stdin)
                return judge_lines(source, stdout, lang)
            with open(path, "rb") as handle:
                return judge_lines(handle, stdout, lang)
        except OSError as exc:
            return _fail(f"cannot read {'the input' if path in (None, '-') else repr(path)}: "
                         f"{exc.strerror or exc}", stdout)
    try:
        if path is None or path == "-":
            buffer = getattr(stdin, "buffer", None)
            raw = buffer.read() if buffer is not None else stdin.read()
        else:
            with open(path, "rb") as handle:
                raw = handle.read()
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        return _fail("the input is not valid UTF-8 text", stdout)
    except OSError as exc:
        return _fail(f"cannot read {'the input' if path in (None, '-') else repr(path)}: "
                     f"{exc.strerror or exc}", stdout)
    obj, ok = answer_text(text, lang)
    stdout.write(dumps(obj) + "\n")
    return 0 if ok else 2
