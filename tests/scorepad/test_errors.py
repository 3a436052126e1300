"""The app's one error contract (scorepad/errors.py): every error class of scorepad/ derives
from `ScorepadError`, which carries its words as data; there is one `Refused`."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from scorepad.app_message import app_msg
from scorepad.errors import Refused, ScorepadError
from scorepad.words import speaking

APP = Path(__file__).resolve().parents[2] / "scorepad"


def exception_classes() -> list[tuple[str, str]]:
    """(module, class) of every class of scorepad/ that some base makes an exception: a base
    named like one (…Error, …Exception, Refused) or a class of this list itself."""
    found: list[tuple[str, str]] = []
    names: set[str] = {"Exception", "ValueError", "RuntimeError", "Refused", "Locked"}
    trees = []
    for path in sorted(APP.rglob("*.py")):
        module = ".".join(path.relative_to(APP.parent).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        trees.append((module, ast.parse(path.read_text(encoding="utf-8"))))
    for _ in range(3):  # classes deriving from classes found (GameNotFound from GameError)
        for module, tree in trees:
            for node in ast.walk(tree):
                if not isinstance(node, ast.ClassDef):
                    continue
                bases = {b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")
                         for b in node.bases}
                if bases & names or any(b.endswith(("Error", "Exception")) for b in bases):
                    names.add(node.name)
                    if (module, node.name) not in found:
                        found.append((module, node.name))
    return found


def test_the_walk_finds_the_errors_of_every_layer():
    found = {name for _m, name in exception_classes()}
    assert {"GameError", "GameNotFound", "StoreError", "CliError", "Locked", "Refused",
            "ConfigError", "PublishError"} <= found


@pytest.mark.parametrize("module, name", exception_classes())
def test_every_error_of_the_app_derives_from_the_one_base(module, name):
    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, ScorepadError), f"{module}.{name} does not derive from ScorepadError"


def test_there_is_one_refused():
    defined = [(m, n) for m, n in exception_classes() if n == "Refused"]
    assert defined == [("scorepad.errors", "Refused")]
    from scorepad.state.judge import table
    from scorepad.state.round import taps

    assert taps.Refused is table.Refused is Refused


def test_the_error_carries_its_message_as_data_and_says_it_in_the_session_language():
    said = app_msg("{name} is already a player.", name="Ann")
    error = ScorepadError(said)
    assert error.said is said and error.said.args == {"name": "Ann"}
    from scorepad.words import say

    with speaking("fr"):
        french = say(error)
    assert "Ann" in french and french != say(error)  # the session's language, not English
    assert str(error) == "Ann is already a player."  # str(): the English, for a log


def test_a_refusal_says_why_or_nothing():
    from scorepad.words import say

    assert Refused().said is None and str(Refused()) == ""
    no = Refused(app_msg("{value} is not a bid this round.", value=9))
    assert no.said.args == {"value": 9}
    assert say(no) == "9 is not a bid this round." == str(no)
    assert isinstance(no, ValueError)  # what the older `except ValueError` still catches


def test_except_exception_is_left_to_the_edges_each_saying_why():
    """A thread, a callback (Flet's, a session's), the browser, a network read, the command
    line's outermost catch: each `except Exception` left says so ("the edge: why")."""
    found = []
    for path in sorted(APP.rglob("*.py")):
        rel = path.relative_to(APP).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"except\s+(\(.*\b)?Exception\b", line) and "# the edge: " not in line:
                found.append(f"scorepad/{rel}:{number}: {line.strip()}")
    assert not found, "Exception caught away from an edge:\n" + "\n".join(found)
