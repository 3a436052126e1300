"""scorepad/publish/node.py: a script Node.js runs for the build says in words why it failed,
and what the build caches is written whole."""

from __future__ import annotations

import shutil
from pathlib import Path

from scorepad.publish import node


def test_no_node_is_said_with_what_the_site_does_without_it(monkeypatch):
    said = []
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert node.find(said.append, "the site carries sources") is None
    assert said == ["no Node.js here: the site carries sources"]


def test_a_script_that_fails_is_told_by_its_last_line_and_one_that_works_is_not(tmp_path: Path,
                                                                                node_path):
    path = node_path
    said = []
    script = 'import { writeFileSync } from "node:fs";\nwriteFileSync("made.txt", "yes");\n'
    assert node.run(path, script, tmp_path, timeout=60, log=said.append, failed="x") is True
    assert (tmp_path / "made.txt").read_text() == "yes" and said == []
    bad = 'console.error("first");\nthrow new Error("the real reason");\n'
    assert node.run(path, bad, tmp_path, timeout=60, log=said.append,
                    failed="could not be made") is False
    assert len(said) == 1 and said[0].startswith("could not be made: ")
    assert "the real reason" in said[0] and "first" not in said[0]


def test_a_cached_file_is_written_whole_with_no_partial_left(tmp_path: Path):
    target = tmp_path / "cache" / "key.bin"
    node.keep(target, b"old")
    node.keep(target, b"new" * 1000)
    assert target.read_bytes() == b"new" * 1000
    assert [p.name for p in target.parent.iterdir()] == ["key.bin"]


def test_a_python_error_is_told_by_its_traceback_s_last_line_without_the_folder(tmp_path: Path):
    stderr = (f"file://{tmp_path}/run.mjs:1\nPythonError: Traceback (most recent call last):\n"
              f'  File "{tmp_path}/x.py", line 1, in <module>\n'
              f"ModuleNotFoundError: No module named 'typing_extensions' ({tmp_path}/x)\n"
              "    at new_error (file:///x/pyodide.asm.mjs:1:2)\n\nNode.js v20.20.2\n")
    told = node.reason(stderr, tmp_path)
    assert told == "ModuleNotFoundError: No module named 'typing_extensions' (/x)"
    assert node.reason("", tmp_path) == "no output"
