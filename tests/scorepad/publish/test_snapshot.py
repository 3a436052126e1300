"""scorepad/publish/snapshot.py and python-worker.js's `restored`: the interpreter saved before
Home at `scorepad publish` (Pyodide in Node.js), restored with Home's modules already imported,
its `run_sync` repairable for an engine with JavaScript Promise Integration (the browser tests
restore it in Chromium, Firefox and WebKit), and refused (the normal start) when damaged. Run in
Node.js, as the site's builder needs it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from scorepad.publish import archive, snapshot
from scorepad.publish.site import WEB_TEMPLATES
from tests.scorepad.publish.test_worker import CUT

RESTORE = CUT + r"""
const restored = cut("// `pyodide.ffi.run_sync` made to wait", "restored");
const runSyncRepaired = cut("// `pyodide.ffi.run_sync` made to wait", "runSyncRepaired");
const unpackable = cut("const ZSTD", "unpackable");
const preloaded = cut("function untar(", "preloaded");
const unpack = cut("function untar(", "unpack");
const told = [];
globalThis.progress = (step) => told.push(step);
globalThis.self = globalThis;
const [site, snapshotFile, archive] = process.argv.slice(2);
const bytes = fs.readFileSync(snapshotFile);
// the saved bytes as the cache hands them over, watched: once restored, nothing may hold them
let watched = null;
const hit = { arrayBuffer: async () => {
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  watched = new WeakRef(copy);
  return copy;
} };
globalThis.caches = { match: async (url) => url.endsWith("?v=1") ? hit : undefined };
const letGo = async () => {  // (a WeakRef holds its target until the job that made it ends)
  for (let i = 0; i < 5 && watched.deref() !== undefined; i++) {
    await new Promise((done) => setTimeout(done, 10));
    globalThis.gc();
  }
  return watched.deref() === undefined;
};
(async () => {
  const { loadPyodide } = await import(site + "/pyodide/pyodide.mjs");
  const data = { snapshotUrl: "https://example.invalid/snapshot.bin?v=1",
                 pyodideUrl: "file://" + site + "/pyodide/pyodide.mjs" };
  const pyodide = await restored(loadPyodide, data);
  if (!pyodide) { console.log(JSON.stringify({ restored: false, told })); return; }
  // run_sync as the maker left it (Node.js: no JSPI), then as a JSPI engine's start repairs it
  const runSync = `
from pyodide.ffi import run_sync
try:
    run_sync(1)
except BaseException as e:
    said = f"{type(e).__name__}: {e}"
said`;
  const released = await letGo();
  const before = pyodide.runPython(runSync);
  const repaired = [runSyncRepaired(pyodide), runSyncRepaired(pyodide)];
  const after = pyodide.runPython(runSync);
  const seen = pyodide.runPython(`
import json, sys
json.dumps([sorted(m for m in ("flet", "flet.app", "scorepad.app", "scorepad.browser",
                               "scorepad.ui.home", "sqlalchemy", "msgpack", "msgpack._cmsgpack")
                   if m in sys.modules), sys.modules["msgpack"].Packer.__module__])`);
  // then as the worker goes on: the archive unpacked, its native library linked, the start's
  // first step (scorepad/browser.py) puts msgpack's native library back
  await preloaded(pyodide, unpack(pyodide, unpackable(read(archive))));
  const packer = pyodide.runPython(`
from scorepad.browser import native_msgpack
native_msgpack()
import msgpack
assert msgpack.unpackb(msgpack.packb({"a": [1, "b"]})) == {"a": [1, "b"]}
msgpack.Packer.__module__`);
  console.log(JSON.stringify({ restored: true, modules: JSON.parse(seen)[0],
                               packer: [JSON.parse(seen)[1], packer], told, released,
                               runSync: [before, repaired, after] }));
})();
"""


def restore(root: Path, saved: bytes, tmp_path: Path, archive_bytes: bytes = b"") -> dict:
    (tmp_path / "snapshot.bin").write_bytes(saved)
    (tmp_path / archive.NAME).write_bytes(archive_bytes)
    done = subprocess.run(["node", "--expose-gc", "-e", RESTORE, str(WEB_TEMPLATES / "python-worker.js"),
                           str(root), str(tmp_path / "snapshot.bin"), str(tmp_path / archive.NAME)],
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


def test_restored_with_homes_modules_imported_and_run_sync_repairable(built, tmp_path):
    files, root = built
    got = restore(root, files[snapshot.NAME], tmp_path, files[archive.NAME])
    # the restore's steps, told in their order (bench_engines prints them), "snapshot" last
    assert got["restored"] and got["told"] == ["snapshot-read", "instantiated", "snapshot"]
    # Flet, its app and messages, the app and Home's screen before Home; the ORM not (it comes
    # after Home), nor msgpack's native library (a snapshot cannot hold one): its pure-Python
    # twin, until the start puts the library back
    assert got["modules"] == ["flet", "flet.app", "msgpack", "scorepad.app", "scorepad.browser",
                              "scorepad.ui.home"]
    assert got["packer"] == ["msgpack.fallback", "msgpack._cmsgpack"]
    # the saved bytes (38 MB) let go once in the interpreter's memory: Pyodide keeps the options
    # it was given for the page's life (issue 37, item 4: WebKit's memory)
    assert got["released"] is True
    # the maker had no JSPI, so run_sync cannot wait; repaired (where the engine has JSPI), it
    # is Pyodide's own run_sync (which refuses a non-awaitable), and a second repair changes
    # nothing
    before, repaired, after = got["runSync"]
    assert before.startswith("RuntimeError: WebAssembly stack switching not supported"), before
    assert repaired == [True, True] and after.startswith("TypeError: object int is not awaitable")


def test_refused_when_damaged(built, tmp_path):
    files, root = built
    damaged = files[snapshot.NAME][:1000] + b"\0" * 4096 + files[snapshot.NAME][5096:]
    assert restore(root, damaged[: len(damaged) // 2], tmp_path)["restored"] is False


def test_no_node_means_no_snapshot_in_words(monkeypatch, tmp_path):
    said = []
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert snapshot.make({archive.NAME: b"x"}, archive.NAME, tmp_path, log=said.append) is None
    assert said and "no Node.js" in said[0] and not list(tmp_path.iterdir())


HOME_AFTER_SNAPSHOT = textwrap.dedent("""
    import json, os, sys
    from types import SimpleNamespace
    exec(compile({pre_home!r}, "PRE_HOME", "exec"))
    before = set(sys.modules)
    from scorepad.app import make_main
    from scorepad.assemble import assemble
    from scorepad.browser import Durability, first_games
    from scorepad.config import resolve
    from scorepad.ui.home import HomeScreen
    from tests.scorepad.controls import phone_page
    flet_js = SimpleNamespace(storage="idbfs", progress=lambda *a: None)
    games = first_games(resolve(data_dir=sys.argv[1], environ={{}}), Durability(flet_js))
    make_main(games)
    app = assemble(games)
    app.load_home()
    with phone_page():
        HomeScreen.__wrapped__(app)
    print(json.dumps(sorted(m for m in set(sys.modules) - before if m.startswith("scorepad"))))
""")


def test_the_snapshot_holds_every_module_of_scorepad_that_home_needs(tmp_path):
    """What PRE_HOME imports covers what the start and Home's screen import of Scorepad (a
    screen added to Home, or a module it imports, must join PRE_HOME, else the restored start
    imports it, slowly, in WebKit)."""
    program = HOME_AFTER_SNAPSHOT.format(pre_home=snapshot.PRE_HOME)
    done = subprocess.run([sys.executable, "-c", program, str(tmp_path)], capture_output=True,
                          text=True, timeout=120, cwd=Path(__file__).resolve().parents[3])
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
