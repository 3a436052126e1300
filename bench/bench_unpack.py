"""The site's unpack step (issue 37, item 2): where its time goes, and what the app's own code
in the zip and the worker's own unpack save.

    python bench/bench_unpack.py [--runs 5] [--site FOLDER] [--engines chromium,webkit]

From one site `scorepad publish` wrote (built here without --site; it must be one whose
rules/ and scorepad/ read their data through importlib.resources), two archives of the same
files:
- "files": rules/ and scorepad/ as files, unpacked at every start (what the site ships);
- "zip": rules/ and scorepad/ inside __pypackages__.zip beside the pure-Python packages
  (archive.with_zip's `ours`: measured, not shipped; see archive.py's docstring).
Prints, per top folder of each, its files and bytes; then, in Pyodide under Node.js (the Python
the site runs; a fresh process per sample, the cases alternating), each layout unpacked two
ways, "pyodide" (pyodide.unpackArchive: shutil and tarfile, the worker's way before issue 37)
and "worker" (python-worker.js's own unpack, read from the file: Zstandard undone by Python in
one call, each file written from JavaScript), medians of: the unpacker's modules imported,
the archive unpacked, Scorepad's modules before Home imported (IMPORTS), and its data read
(three catalogs, the migrations' head).
With `--engines`, a copy of the site per layout (the archive replaced) is started in
the browsers, alternating in one run (bench/bench_snapshot.py's way: a first visit, one start
not counted, then `--runs` installed starts of each): seconds to Home and the page's steps,
medians. Both copies run the site's worker (its own unpack). Writes only temporary folders.
"""

from __future__ import annotations

import argparse
import collections
import io
import json
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from scorepad.publish import archive  # noqa: E402

# what scorepad/browser.py's start imports before Home (bench/bench_snapshot.py's PRE_HOME)
IMPORTS = """
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
"""
DATA = """
from rules.language import catalog
from scorepad import rulebook, words
from scorepad.store.migrate import script_head
assert catalog("de").gettext("Cancel") != "Cancel" or True
assert catalog("de", words.APP_LOCALE)._catalog, "no German catalog of the app"
assert catalog("fr", rulebook.LOCALE)._catalog, "no French catalog of the rulebook"
assert catalog("nl")._catalog, "no Dutch catalog of the rules"
assert script_head(), "no migration head"
"""
NODE = """
import { loadPyodide } from %(pyodide)s;
import { readFileSync } from "node:fs";
const worker = readFileSync(%(worker)s, "utf8");  // the site's own unpack (python-worker.js)
const from = worker.indexOf("function untar(");
const to = worker.indexOf("\\n}\\n", worker.indexOf("function unpack(")) + 3;
const unpack = new Function(worker.slice(from, to) + "\\nreturn unpack;")();
const py = await loadPyodide({ packages: [] });
const bytes = new Uint8Array(readFileSync(%(archive)s));
const times = {};
let t = performance.now();
const step = (name) => { const now = performance.now(); times[name] = (now - t) / 1000; t = now; };
if (%(how)s === "pyodide") {
  py.runPython("import shutil, tarfile, tempfile, compression.zstd");
  step("unpacker");
  py.unpackArchive(bytes, "zstdtar");
} else {
  py.runPython("import compression.zstd");
  step("unpacker");
  unpack(py, { bytes: bytes.buffer, format: "zstdtar" });
}
step("unpack");
py.runPython(`import os, sys
sys.path.insert(0, "__pypackages__")
sys.path.insert(1, os.path.abspath("__pypackages__.zip"))`);
py.runPython(%(imports)s);
step("imports");
py.runPython(%(data)s);
step("data");
times.files = py.runPython("sum(len(f) for _d, _s, f in os.walk('.'))");
console.log(JSON.stringify(times));
"""
NODE_STEPS = ("unpacker", "unpack", "imports", "data")
# pyodide.unpackArchive (shutil, tarfile: the worker's way before issue 37), and the worker's
# own unpack (python-worker.js: Zstandard undone by Python in one call, the files written
# from JavaScript)
UNPACKERS = ("pyodide", "worker")


def layouts(site_archive: bytes) -> dict[str, dict[str, bytes]]:
    """{"files": ..., "zip": ...}: the archive's files, rules/ and scorepad/ out of or in the zip."""
    import zstandard

    raw = zstandard.ZstdDecompressor().decompress(site_archive)
    with tarfile.open(fileobj=io.BytesIO(raw)) as tar:
        files = {m.name: tar.extractfile(m).read() for m in tar.getmembers() if m.isfile()}
    with zipfile.ZipFile(io.BytesIO(files.pop(archive.ZIP))) as z:
        for name in z.namelist():
            top = name.split("/", 1)[0]
            files[name if top in archive.OURS else f"{archive.PACKAGES}/{name}"] = z.read(name)
    return {"files": archive.with_zip(files), "zip": archive.with_zip(files, ours=True)}


def census(files: dict[str, bytes]) -> list[tuple[str, int, int]]:
    """(top folder, files, bytes), largest first; __pypackages__/ by package."""
    count: collections.Counter = collections.Counter()
    size: collections.Counter = collections.Counter()
    for name, data in files.items():
        parts = name.split("/")
        top = "/".join(parts[:2]) if parts[0] == archive.PACKAGES and len(parts) > 2 else parts[0]
        count[top] += 1
        size[top] += len(data)
    return sorted(((t, count[t], size[t]) for t in count), key=lambda r: -r[2])


def in_node(pyodide: Path, packed: Path, how: str, tmp: Path) -> dict:
    from scorepad.publish.site import WEB_TEMPLATES

    script = tmp / f"unpack-{packed.stem}-{how}.mjs"
    script.write_text(NODE % {"pyodide": json.dumps((pyodide / "pyodide.mjs").as_uri()),
                              "worker": json.dumps(str(WEB_TEMPLATES / "python-worker.js")),
                              "how": json.dumps(how),
                              "archive": json.dumps(str(packed)), "imports": json.dumps(IMPORTS),
                              "data": json.dumps(DATA)})
    done = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"Pyodide in Node.js failed ({packed.name}):\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--site", type=Path, help="a site `scorepad publish` wrote (else built here)")
    parser.add_argument("--engines", default="", help="also start both sites in these browsers")
    args = parser.parse_args()
    if shutil.which("node") is None:
        raise SystemExit("no Node.js here: the bench runs Pyodide in it")
    with tempfile.TemporaryDirectory(prefix="scorepad-unpack-") as tmp_name:
        tmp = Path(tmp_name)
        site = args.site
        if site is None:
            from scorepad.publish import build_site

            site = tmp / "site"
            build_site(site, log=lambda _t: None)
        variants = layouts((site / archive.NAME).read_bytes())
        packed = {}
        for name, files in variants.items():
            packed[name] = tmp / f"{name}.tar.zst"
            packed[name].write_bytes(archive.pack(files))
            top = census(files)
            print(f"{name}: {len(files)} files, {sum(len(d) for d in files.values()) / 1e6:.2f} MB"
                  f" unpacked, {packed[name].stat().st_size / 1e6:.2f} MB packed")
            for folder, n, size in top[:8]:
                print(f"    {folder:40} {n:4} files {size / 1e6:7.3f} MB")
        cases = [(name, how) for name in variants for how in UNPACKERS]
        samples: dict[tuple, list[dict]] = {case: [] for case in cases}
        for i in range(args.runs):
            for name, how in (cases if i % 2 == 0 else cases[::-1]):
                samples[name, how].append(in_node(site / "pyodide", packed[name], how, tmp))
        print(f"\nPyodide in Node.js, medians of {args.runs} (s):")
        print(f"{'layout, unpacker':24} {'files written':>13} "
              + " ".join(f"{s:>9}" for s in NODE_STEPS))
        for (name, how), rows in samples.items():
            med = {s: statistics.median(r[s] for r in rows) for s in NODE_STEPS}
            print(f"{name + ', ' + how:24} {rows[0]['files']:13d} "
                  + " ".join(f"{med[s]:9.3f}" for s in NODE_STEPS))
        if args.engines:
            in_engines(site, variants, packed, tmp, args)


def in_engines(site: Path, variants: dict, packed: dict, tmp: Path, args) -> None:
    from bench.bench_snapshot import in_chromium, in_webkit
    from tests.e2e.static_site import StaticSite

    folders = {}
    for name in variants:
        folders[name] = tmp / f"site-{name}"
        shutil.copytree(site, folders[name])
        shutil.copyfile(packed[name], folders[name] / archive.NAME)  # same name: sw.js's list
    sites = {name: StaticSite(folder).start() for name, folder in folders.items()}
    steps = ("storage", "unpacking", "starting", "opening", "ready", "shown")
    try:
        for engine in args.engines.split(","):
            marks = (in_chromium if engine == "chromium" else in_webkit)(sites, args.runs)
            print(f"\n{engine}, installed start, medians of {args.runs} (s at the page's clock; "
                  "unpack = starting - unpacking, imports = opening - starting)")
            for name, rows in marks.items():
                med = {k: statistics.median([m.get(k, float("nan")) for m in rows]) / 1000
                       for k in steps}
                print(f"  {name:6} Home {med['shown']:6.2f}  unpack "
                      f"{med['starting'] - med['unpacking']:5.2f}  imports "
                      f"{med['opening'] - med['starting']:5.2f}  "
                      + "  ".join(f"{k} {med[k]:.2f}" for k in steps if k != "shown"))
    finally:
        for s in sites.values():
            s.stop()


if __name__ == "__main__":
    main()
