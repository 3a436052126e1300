"""The interpreter as it stands before Home, saved once (issue 37, item 1): a Pyodide memory
snapshot (`snapshot.bin`) that every engine restores at its next starts instead of starting
Python and importing Flet and Scorepad again.

Made here, at `scorepad publish`, by the site's own Pyodide in Node.js (the bytecode's way,
bytecode.py), from the site's own files: its standard library (the zip the snapshot's import
system has read: a different one would not match) and its app archive, unpacked where the
worker unpacks it, `sys.path` as main.py makes it, then PRE_HOME imported. Pyodide 314's
snapshot API is private (`loadPyodide({_makeSnapshot: true})`, `makeMemorySnapshot()`, and
`_loadSnapshot` in python-worker.js); bench/bench_snapshot.py measured it first.

What a snapshot cannot hold, and so what PRE_HOME leaves out or works around:
- a native library (a loaded `.so` is not in the saved memory: pyodide#6418): msgpack's, which
  Flet's messages need, is imported as its pure-Python twin (MSGPACK_PUREPYTHON) and its native
  library put back at the start (browser.native_msgpack), so Flet's app and session are in the
  snapshot; pydantic_core's is not (the ORM comes after Home anyway);
- a JavaScript object held by Python: nothing that imports `flet_js` (the worker registers it
  after the restore);
- files: the archive is unpacked again after a restore (0.3 s in WebKit);
- this engine's choices, where Pyodide's start made them in memory: the maker's (Node.js: no
  JavaScript Promise Integration, the JavaScript trampoline) are baked in, and the worker
  writes the engine's back after the restore (python-worker.js: `trampolineOf`,
  `runSyncRepaired`, which refuses the restore when it cannot);
- the maker's random seed (the worker seeds again) and the `time` module's `timezone` and
  `tzname` (Pyodide has no `time.tzset()`): nothing in Scorepad reads them; local times come
  from `localtime()`, which asks the browser at each call (options_text.py's `astimezone()`).
Without Node.js, or when the maker fails, the site has no snapshot and starts as before.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path

from scorepad.publish import node

NAME = "snapshot.bin"
# what scorepad/browser.py's start imports before Home, and Flet's page (its session and
# Pyodide connection import msgpack's native library, and flet_js: not here)
PRE_HOME = """
import flet
import flet.app
import flet.controls.page
import flet.messaging.session
import flet.pubsub.pubsub_hub
from scorepad.app import make_main
from scorepad.assemble import open_service
from scorepad.config import resolve
from scorepad.services.games.first import FirstGames, Later
from scorepad.store.backup import Backups, list_backups
from scorepad.store.first_read import FirstRead, NoFile
from scorepad.store.migrate import script_head
from scorepad.words import browser_header
import scorepad.browser
import scorepad.ui.shell, scorepad.ui.theme, scorepad.ui.widgets
# what drawing Home imports (scorepad/app.py's main, then the Home screen)
import flet.components.hooks.use_effect
import flet.controls.core.autofill_group, flet.controls.core.column, flet.controls.core.row
import flet.controls.core.responsive_row, flet.controls.core.semantics, flet.controls.core.text
import flet.controls.material.expansion_tile, flet.controls.material.filled_button
import flet.controls.material.icon_button, flet.controls.material.list_tile
import flet.controls.material.menu_bar, flet.controls.material.navigation_rail
import flet.controls.material.outlined_button, flet.controls.material.popup_menu_button
import flet.controls.material.slider, flet.controls.material.snack_bar, flet.controls.material.tabs
import flet.controls.material.textfield, flet.controls.services.file_picker
import flet.controls.services.wakelock, flet.controls.template_route, flet.controls.theme
import scorepad.ui.home, scorepad.ui.exchange, scorepad.ui.passing, scorepad.ui.pin
import scorepad.ui.share, scorepad.ui.winners, scorepad.rulebook.text
"""
# msgpack (Flet's messages: flet.app, its session) imported as its pure-Python twin, which the
# snapshot can hold; the start puts its native library back (browser.native_msgpack)
PYTHON = ('import os, sys\nsys.path.insert(0, "__pypackages__")\n'
          'sys.path.insert(1, os.path.abspath("__pypackages__.zip"))\n'
          'os.environ["MSGPACK_PUREPYTHON"] = "1"\n') + PRE_HOME + (
          'del os.environ["MSGPACK_PUREPYTHON"]\n')
NODE_SCRIPT = """
import { loadPyodide } from %(pyodide)s;
import { readFileSync, writeFileSync } from "node:fs";
const py = await loadPyodide({ _makeSnapshot: true, packages: [] });
py.unpackArchive(new Uint8Array(readFileSync(%(archive)s)), "zstdtar");  // where the worker does
py.runPython(%(python)s);
const natives = py.runPython(
  "import sys; [m for m in sys.modules if m.endswith(('_pydantic_core', '_cmsgpack'))]").toJs();
if (natives.length) throw new Error("a native library was loaded before the snapshot: " + natives);
writeFileSync(%(out)s, py.makeMemorySnapshot());
"""


def _key(files: dict[str, bytes], archive: str) -> str:
    digest = hashlib.sha256(PYTHON.encode() + NODE_SCRIPT.encode())
    for name in sorted(n for n in files if n.startswith("pyodide/")) + [archive]:
        digest.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    return digest.hexdigest()[:24]


def make(files: dict[str, bytes], archive: str, cache: Path, *, log=print) -> bytes | None:
    """The snapshot for the site of `files` (its `pyodide/` folder and its app archive named
    `archive`), or None (no Node.js, or Pyodide refused: the site starts without one). Cached
    by those files' hashes."""
    cached = cache / f"{_key(files, archive)}.bin"
    if cached.is_file():
        return cached.read_bytes()
    node_path = node.find(log, "the site has no snapshot (it starts slower)")
    if node_path is None:
        return None
    log("saving the interpreter before Home (a Pyodide snapshot, in Node.js)")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for name, data in files.items():
            if name.startswith("pyodide/") or name == archive:
                (root / name).parent.mkdir(parents=True, exist_ok=True)
                (root / name).write_bytes(data)
        out = root / NAME
        script = NODE_SCRIPT % {
            "pyodide": json.dumps((root / "pyodide" / "pyodide.mjs").as_uri()),
            "archive": json.dumps(str(root / archive)), "python": json.dumps(PYTHON),
            "out": json.dumps(str(out))}
        if not node.run(node_path, script, root, timeout=600, log=log,
                        failed="the interpreter could not be saved (the site starts without a "
                               "snapshot)") or not out.is_file():
            return None
        data = out.read_bytes()
    node.keep(cached, data)
    return data
