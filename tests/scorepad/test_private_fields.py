"""No module touches another's private fields (issue 39, item 4): a walk of every module under
scorepad/ (ast, no import) for an attribute `x._name` where `x` is not `self` or `cls`. A state
changes its own fields through its own methods; what others need of it is public.

Dunder names (`x.__name__`) are Python's, not private fields. An entry of `ALLOWED` names the
module and the access, each with why in one line; an entry no longer found fails too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import scorepad

ROOT = Path(scorepad.__file__).parent

ALLOWED: dict[tuple[str, str], str] = {
    # Flet's internals, patched in one module on purpose: marks set on Flet's own classes
    ("web/flet_internals.py", "Session._scorepad_hardened"): "a mark on Flet's Session class",
    ("web/flet_internals.py", "FletApp._scorepad_closes_gone"): "a mark on Flet's app class",
}


def private_reaches(source: str) -> list[tuple[int, str]]:
    """(line, `x._name`) for every private attribute of something not `self`/`cls`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or (name.startswith("__") and name.endswith("__")):
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_walk_finds_a_reach_into_private_fields():
    source = ("class A:\n    def f(self, other):\n        self._mine = other._theirs\n"
              "        return cls._x, type(other).__name__, other.public\n")
    assert private_reaches(source) == [(3, "other._theirs")]


def test_no_module_touches_another_objects_private_fields():
    found, allowed_seen = [], set()
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for line, text in private_reaches(path.read_text(encoding="utf-8")):
            if (rel, text) in ALLOWED:
                allowed_seen.add((rel, text))
            else:
                found.append(f"scorepad/{rel}:{line}: {text}")
    assert found == [], "private fields touched from outside:\n" + "\n".join(found)
    assert allowed_seen == set(ALLOWED), f"allowed but no longer found: {set(ALLOWED) - allowed_seen}"
