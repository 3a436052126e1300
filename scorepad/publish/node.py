"""Pyodide run by Node.js at `scorepad publish`: the site's bytecode (bytecode.py) and its
interpreter saved before Home (snapshot.py) are made by the very Python the browser runs.

`run` runs one ES module in a folder and says in words why it failed; `keep` puts what it made
in the builder's cache whole (two builds at once each write their own partial file, and the
last one's rename wins: a reader never sees half a file)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Callable

ERROR = re.compile(r"^[\w.]*(Error|Exception)\b:")  # "Error: ...", "ModuleNotFoundError: ..."


def find(log: Callable[[str], object], without: str) -> str | None:
    """Node.js's path, or None after saying `without` (what the site does without it)."""
    found = shutil.which("node")
    if found is None:
        log(f"no Node.js here: {without}")
    return found


def run(node_path: str, script: str, folder: Path, *, timeout: int,
        log: Callable[[str], object], failed: str) -> bool:
    """Whether the ES module `script`, run by Node.js in `folder`, succeeded; if not, `failed`
    is said with the last line Node.js wrote."""
    path = folder / "run.mjs"
    path.write_text(script, "utf-8")
    done = subprocess.run([node_path, str(path)], capture_output=True, text=True,
                          timeout=timeout, cwd=folder)
    if done.returncode != 0:
        log(f"{failed}: {reason(done.stderr, folder)}")
        return False
    return True


def reason(stderr: str, folder: Path) -> str:
    """The line of Node.js's errors that says why: the last error named there (a Python
    traceback's last line, "Error: ..."), not Node.js's version, which it writes last; the
    build's temporary folder left out (no machine path in the build's words)."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    named = [line for line in lines if ERROR.match(line)]
    told = [line for line in lines if not line.startswith("Node.js v")]
    line = (named or told or ["no output"])[-1]
    return line.replace(folder.as_uri(), "").replace(str(folder), "")


def keep(path: Path, data: bytes) -> None:
    """`data` written to the cache file `path`, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(f".{os.getpid()}.partial")
    partial.write_bytes(data)
    partial.replace(path)
