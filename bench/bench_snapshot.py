"""Would a Pyodide memory snapshot shorten the site's start (issue 37, item 1)? Measured, not built.

    python bench/bench_snapshot.py [--runs 3] [--site FOLDER] [--engines chromium,webkit]

A prototype beside the site, nothing in it lands in the site:
1. Node.js makes a snapshot with Pyodide 314's private API (`loadPyodide({_makeSnapshot: true})`,
   `pyodide.makeMemorySnapshot()`) after doing what the site's worker does before Python runs
   (the archive unpacked where the worker unpacks it, `sys.path` as main.py makes it) and
   importing Scorepad's modules that come before Home (PRE_HOME): no native library (the ORM,
   pydantic_core's `.so`, comes after Home) and no JavaScript object held by Python, the two
   things a snapshot cannot hold.
2. A copy of the site whose worker restores it (`_loadSnapshot`), the normal start kept for a
   snapshot that is missing or refused. Two fixes it needs, both found here: Pyodide ignores
   the `INITIAL_MEMORY` it sets for a restore (pyodide#6254), so a snapshot over 30 MB fails
   with "RangeError: offset is out of bounds" unless the heap is grown first (a wrapped
   `createPyodideModule` calls `growMemory`); and the random generator is seeded again.
   Not fixed, so not for landing as it is: a snapshot carries its maker's JavaScript Promise
   Integration (JSPI). Made in Node.js (none), restored in Chromium (JSPI): `can_run_sync()` is
   True but `run_sync` raises "WebAssembly stack switching not supported in this JavaScript
   runtime", so a write's copy to IndexedDB fails ("storage-full" after the first visit's
   migration). WebKit and Firefox have no JSPI, like Node.js; one made in Chromium restores
   there with `run_sync` working.
3. In each engine, one profile per site: a first visit, one installed start not counted, then
   `--runs` installed starts of each, alternating (A B, B A, ...), in one run: seconds to Home
   and each step (the page's clock, scorepadBoot.marks), medians.
Prints a table; writes only temporary folders.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.e2e.static_site import StaticSite, build_site_once  # noqa: E402

SNAPSHOT = "snapshot.bin"
# what scorepad/browser.py's start() imports before Home, when the store can be read without
# the ORM (first_games, first_state)
PRE_HOME = """
import flet
from scorepad.app import make_main
from scorepad.config import resolve
from scorepad.services.games.first import FirstGames, Later
from scorepad.store.backup import Backups, list_backups
from scorepad.store.first_read import FirstRead
from scorepad.store.migrate import script_head
from scorepad.state.app_state import AppState
from scorepad.state.exchange import ExchangeState
from scorepad.state.passing import PassState
from scorepad.state.players import PlayersState
from scorepad.state.stats import StatsState
from scorepad.words import browser_header
import scorepad.browser
"""

MAKE = """
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
PYTHON = ('import os, sys\nsys.path.insert(0, "__pypackages__")\n'
          'sys.path.insert(1, os.path.abspath("__pypackages__.zip"))\n') + PRE_HOME

LOAD = "    const pyodide = await loadPyodide({ packages: [], checkAPIVersion: true });\n"
RESTORE = """    let pyodide = null;
    const snap = await fetch("%s").then((r) => r.ok ? r.arrayBuffer() : null, () => null);
    if (snap) {
        try {
            const bytes = new Uint8Array(snap);
            const create = (await import("./pyodide/pyodide.asm.mjs")).default;
            pyodide = await loadPyodide({ packages: [], checkAPIVersion: true, _loadSnapshot: bytes,
                createPyodideModule: async (settings) => {
                    const module = await create(settings);  // pyodide#6254: grow it first
                    if (module.HEAP8.length < bytes.length) module.growMemory(bytes.length);
                    return module;
                } });
            pyodide.runPython("import random; random.seed()");
            marks.snapshot = 1;
        } catch (error) { console.error("Scorepad: snapshot refused", error); pyodide = null; }
    }
    if (!pyodide) pyodide = await loadPyodide({ packages: [], checkAPIVersion: true });
""" % SNAPSHOT

HOME = """() => new Promise((ok) => {
  const since = Date.now();
  const t = setInterval(() => {
    const m = window.scorepadBoot && scorepadBoot.marks;
    if ((m && m.shown != null && (m.warmed != null || m["orm-imported"] != null))
        || Date.now() - since > 240000) { clearInterval(t); ok(m ? JSON.parse(JSON.stringify(m)) : null); }
  }, 50);
})"""
STEPS = ("flutter", "storage", "starting", "opening", "store-open", "app-made", "ready", "shown",
         "warmed")


def snapshot_site(site: Path, out: Path) -> int:
    """A copy of `site` whose worker starts from a snapshot (made here); its size in bytes."""
    shutil.copytree(site, out)
    script = out.parent / "make.mjs"
    script.write_text(MAKE % {"pyodide": json.dumps((site / "pyodide" / "pyodide.mjs").as_uri()),
                              "archive": json.dumps(str(site / "app.tar.zst")),
                              "python": json.dumps(PYTHON), "out": json.dumps(str(out / SNAPSHOT))})
    subprocess.run(["node", str(script)], check=True, timeout=600)
    worker = out / "python-worker.js"
    text = worker.read_text()
    if LOAD not in text:
        raise SystemExit("python-worker.js changed: update RESTORE")
    worker.write_text(text.replace(LOAD, RESTORE))
    return (out / SNAPSHOT).stat().st_size


class _Playwright:
    def __init__(self, context) -> None:
        self.page = context.new_page()

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def script(self, function: str):
        return self.page.evaluate(function)


def alternate(tabs: dict, sites: dict, runs: int) -> dict:
    for name, tab in tabs.items():
        tab.goto(sites[name].url)
        tab.script(HOME)
        time.sleep(3)  # the service worker keeps the files
        tab.reload()
        tab.script(HOME)  # one installed start, not counted
    marks: dict[str, list] = {name: [] for name in tabs}
    for i in range(runs):
        for name in (list(tabs) if i % 2 == 0 else list(tabs)[::-1]):
            tabs[name].reload()
            marks[name].append(tabs[name].script(HOME) or {})
            time.sleep(1)
    return marks


def in_chromium(sites: dict, runs: int) -> dict:
    from playwright.sync_api import sync_playwright

    from bench.bench_app import CHROMIUM_ARGS

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            tabs = {name: _Playwright(browser.new_context(viewport={"width": 390, "height": 844}))
                    for name in sites}
            return alternate(tabs, sites, runs)
        finally:
            browser.close()


def in_webkit(sites: dict, runs: int) -> dict:
    from tests.e2e.engine_webkit import WebKit, Xvfb

    xvfb = Xvfb()
    tmp = Path(tempfile.mkdtemp(prefix="scorepad-snapshot-"))
    tabs = {}
    try:
        for name in sites:
            tabs[name] = WebKit(tmp / f"profile-{name}", tmp / "artifacts", display=xvfb.display,
                                env={"LANG": "en_US.UTF-8"})
        return alternate(tabs, sites, runs)
    finally:
        for tab in tabs.values():
            tab.close()
        xvfb.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--site", type=Path, help="a site `scorepad publish` wrote (else built here)")
    parser.add_argument("--engines", default="chromium,webkit")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scorepad-snapshot-") as tmp:
        site = args.site or build_site_once(Path(tmp) / "site")
        size = snapshot_site(site, Path(tmp) / "with-snapshot")
        print(f"snapshot: {size / 1e6:.1f} MB (raw)")
        sites = {"normal": StaticSite(site).start(),
                 "snapshot": StaticSite(Path(tmp) / "with-snapshot").start()}
        try:
            for engine in args.engines.split(","):
                marks = (in_chromium if engine == "chromium" else in_webkit)(sites, args.runs)
                for name, rows in marks.items():
                    steps = {k: statistics.median([m.get(k, float("nan")) for m in rows]) / 1000
                             for k in STEPS}
                    problems = sorted({m.get("storage_problem") for m in rows} - {None})
                    print(f"{engine:9} {name:9} Home {steps['shown']:6.2f} s  "
                          + "  ".join(f"{k} {v:.2f}" for k, v in steps.items() if k != "shown")
                          + (f"  storage problem: {problems}" if problems else ""))
        finally:
            for s in sites.values():
                s.stop()


if __name__ == "__main__":
    main()
