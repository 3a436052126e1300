"""The app's layers import one way: ui -> state -> services -> rules / store (issue 22).

A screen (scorepad/ui) reads and acts through its state, never through a service or the store;
a state never reaches up into a screen. Every import counts, at the top of a module or inside a
function, written as `import a.b`, `from a.b import c` or `from a import b`. A failure lists
each offending file:line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[2] / "scorepad"


def imported(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, module) of every import in `tree`; `from a import b` counts as `a.b` too, so a
    module imported from its package is seen."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.lineno, node.module))
            out += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return out


def reaching(layer: str, forbidden: tuple[str, ...]) -> list[str]:
    """file:line: module, for each import under scorepad/<layer> of a forbidden package."""
    hits = []
    for path in sorted((APP / layer).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        seen = set()
        for line, module in imported(tree):
            if any(module == f or module.startswith(f + ".") for f in forbidden) \
                    and line not in seen:
                seen.add(line)
                hits.append(f"{path.relative_to(APP.parent)}:{line}: imports {module}")
    return hits


def test_the_walk_sees_every_way_of_importing():
    tree = ast.parse("import scorepad.store.db\nfrom scorepad import services\n"
                     "def f():\n    from scorepad.services.stats import call_games\n")
    modules = [m for _line, m in imported(tree)]
    assert "scorepad.store.db" in modules and "scorepad.services" in modules
    assert "scorepad.services.stats" in modules


@pytest.mark.parametrize("layer, forbidden", [
    ("ui", ("scorepad.services", "scorepad.store")),
    ("state", ("scorepad.ui",)),
    ("services", ("scorepad.words", "scorepad.ui", "scorepad.state")),  # text at the edge
])
def test_a_layer_imports_only_the_layers_below(layer, forbidden):
    hits = reaching(layer, forbidden)
    assert not hits, f"scorepad/{layer} must not import {', '.join(forbidden)}:\n" + \
        "\n".join(hits)
