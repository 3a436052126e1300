"""scorepad/publish/snapshot.py and python-worker.js's `restored`: the interpreter saved before
Home at `scorepad publish` (Pyodide in Node.js), restored with Home's modules already imported
where the engine has no JavaScript Promise Integration, and refused (the normal start) where it
has it, or when the snapshot is damaged. Run in Node.js, as the site's builder needs it."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from scorepad.publish import archive, snapshot
from scorepad.publish.site import WEB_TEMPLATES
from tests.scorepad.publish.test_worker import CUT

RESTORE = CUT + r"""
const restored = cut("// The interpreter restored", "restored");
const told = [];
globalThis.progress = (step) => told.push(step);
globalThis.self = globalThis;
const [site, snapshotFile, jspi] = process.argv.slice(2);
if (jspi === "yes") WebAssembly.Suspending = function () {};
const bytes = fs.readFileSync(snapshotFile);
globalThis.caches = { match: async (url) => url.endsWith("?v=1") ? new Response(bytes) : undefined };
(async () => {
  const { loadPyodide } = await import(site + "/pyodide/pyodide.mjs");
  const data = { snapshotUrl: "https://example.invalid/snapshot.bin?v=1",
                 pyodideUrl: "file://" + site + "/pyodide/pyodide.mjs" };
  const pyodide = await restored(loadPyodide, data);
  if (!pyodide) { console.log(JSON.stringify({ restored: false, told })); return; }
  const seen = pyodide.runPython(`
import json, sys
json.dumps(sorted(m for m in ("flet", "scorepad.app", "scorepad.browser", "sqlalchemy", "msgpack")
                  if m in sys.modules))`);
  console.log(JSON.stringify({ restored: true, modules: JSON.parse(seen), told }));
})();
"""


def restore(root: Path, saved: bytes, tmp_path: Path, *, jspi: bool = False) -> dict:
    (tmp_path / "snapshot.bin").write_bytes(saved)
    done = subprocess.run(["node", "-e", RESTORE, str(WEB_TEMPLATES / "python-worker.js"),
                           str(root), str(tmp_path / "snapshot.bin"), "yes" if jspi else "no"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_site_carries_the_interpreter_saved_before_home_and_says_where(built):
    files, _ = built
    assert files[snapshot.NAME][:4] != b"" and len(files[snapshot.NAME]) > 10_000_000
    index = files["index.html"].decode()
    version = files["sw.js"].decode().split('const VERSION = "', 1)[1].split('"', 1)[0]
    assert f'snapshotUrl: "snapshot.bin?v={version}"' in index
    assert '"snapshot.bin' not in files["sw.js"].decode()  # not precached: kept after Home


def test_restored_where_there_is_no_jspi_with_homes_modules_imported(built, tmp_path):
    files, root = built
    got = restore(root, files[snapshot.NAME], tmp_path)
    assert got["restored"] and got["told"] == ["snapshot"]
    # Flet and the app before Home; the ORM and msgpack's native library not (they cannot be)
    assert got["modules"] == ["flet", "scorepad.app", "scorepad.browser"]


def test_refused_where_there_is_jspi_and_when_damaged(built, tmp_path):
    files, root = built
    assert restore(root, files[snapshot.NAME], tmp_path, jspi=True) == {"restored": False, "told": []}
    damaged = files[snapshot.NAME][:1000] + b"\0" * 4096 + files[snapshot.NAME][5096:]
    assert restore(root, damaged[: len(damaged) // 2], tmp_path)["restored"] is False


def test_no_node_means_no_snapshot_in_words(monkeypatch, tmp_path):
    said = []
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert snapshot.make({archive.NAME: b"x"}, archive.NAME, tmp_path, log=said.append) is None
    assert said and "no Node.js" in said[0] and not list(tmp_path.iterdir())
