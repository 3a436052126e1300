"""Running the judge in-process and as `python -m rules judge` (test helper)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from rules.errors import RulesError
from rules.cli import answer

ROOT = Path(__file__).resolve().parents[2]


def ask(**request):
    """The judge's answer to one request, in-process."""
    return answer(request)


def error_of(**request) -> RulesError:
    try:
        answer(request)
    except RulesError as exc:
        return exc
    raise AssertionError(f"no error for {request}")


def answer_of(request: dict, lang: str | None = None, game: str = "sixth-sense"):
    """(the answer's JSON object, whether it is an answer rather than an error) for a request
    written as JSON (`game` unless it names one), as `python -m rules judge` reads it."""
    from rules.cli import answer_text

    request = dict(request)
    request.setdefault("game", game)
    return answer_text(json.dumps(request), lang)


def ok(request: dict) -> dict:
    """The answer to a request the judge must answer."""
    obj, good = answer_of(request)
    assert good, obj
    return obj


def error(request: dict) -> dict:
    """The error of a request the judge must refuse: exactly `error` and `at`."""
    obj, good = answer_of(request)
    assert not good, obj
    assert set(obj) == {"error", "at"}
    return obj


def run_cli(text: str, *args: str) -> tuple[int, str, str]:
    proc = subprocess.run([sys.executable, "-m", "rules", "judge", *args], input=text,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def one_object(stdout: str) -> dict:
    lines = stdout.splitlines()
    assert len(lines) == 1, stdout
    return json.loads(lines[0])
