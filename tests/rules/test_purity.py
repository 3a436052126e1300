"""The engine is pure: rules/ imports nothing of the app, the UI, the database or pydantic.

Checked twice: statically, with ast over every file under rules/ (any import, even one inside a
function); and dynamically, by importing the packages and running the judge in a fresh
interpreter and looking at sys.modules.
"""

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("scorepad", "flet", "sqlmodel", "sqlalchemy", "pydantic", "alembic", "psycopg")


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
        elif (isinstance(node, ast.Call) and isinstance(node.func, (ast.Attribute, ast.Name))
              and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("import_module", "__import__")
              and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)):
            names.append(node.args[0].value)
    return names


def is_forbidden(name: str) -> bool:
    return name.split(".")[0] in FORBIDDEN


def test_the_checker_sees_forbidden_imports(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import os\ndef f():\n    from scorepad.store import db\n"
                      "import importlib\nimportlib.import_module('flet')\n")
    assert [n for n in imported_modules(sample) if is_forbidden(n)] == ["scorepad.store", "flet"]


def test_no_file_under_rules_imports_the_app_or_a_database():
    files = sorted((ROOT / "rules").rglob("*.py"))
    assert files, "no rules/ sources found"
    offenders = {str(f.relative_to(ROOT)): bad for f in files
                 if (bad := [n for n in imported_modules(f) if is_forbidden(n)])}
    assert offenders == {}


def test_importing_the_engine_and_judging_loads_nothing_forbidden():
    code = (
        "import io, json, sys\n"
        "import rules, rules.registry, rules.cli, rules.scoresheet\n"
        "import rules.sixth_sense as s\n"
        "from rules.sixth_sense import cards, deck, trick, round, scoring, setup, checks, scoresheet, judge\n"
        "from rules.common import revokes, trick_replay, answers\n"
        "s.SCORESHEET.options(4)\n"
        "out = io.StringIO()\n"
        "rules.cli.main([], stdin=io.StringIO(sys.argv[1]), stdout=out)\n"
        "print(json.dumps(sorted(sys.modules)))\n")
    request = json.dumps({"kind": "trick", "game": "sixth-sense", "players": 4, "trump": None,
                          "plays": ["blue 1"]})
    done = subprocess.run([sys.executable, "-c", code, request], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout.splitlines()[-1])
    assert "rules.sixth_sense.trick" in loaded  # the probe really ran the engine
    assert [m for m in loaded if is_forbidden(m)] == []
