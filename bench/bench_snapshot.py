"""What the interpreter saved before Home saves at a start (issue 37, item 1;
scorepad/publish/snapshot.py), in WebKit (default) or Chromium; or what any change to the site
saves (`--against`: the site before it).

    python bench/bench_snapshot.py [--runs 3] [--site FOLDER] [--against FOLDER] [--engines webkit]

Two sites: "snapshot", the one `scorepad publish` wrote (or `--site`), and "normal", a copy
without its snapshot.bin (the worker then finds none kept and starts Python as before); or,
with `--against`, "this" (`--site`) and "against" (another site, e.g. built from the commit
before a change). In each engine, one profile per site: a first visit (the snapshot kept after
Home), one installed start not counted, then `--runs` installed starts of each, alternating
(A B, B A, ...), in one run: seconds to Home (Home's "New game" in the page's semantics tree,
the page's clock, as bench_engines.py measures it) and each step (scorepadBoot.marks; "shown":
Python has drawn Home), medians, and whether the start restored the snapshot. Writes only
temporary folders.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from math import nan
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import ENABLE_SEMANTICS, WAIT_IN_PAGE, ident  # noqa: E402
from tests.e2e.static_site import StaticSite, build_site_once  # noqa: E402

# the marks once Home is drawn and the ORM is in too
HOME = """() => new Promise((ok) => {
  const since = Date.now();
  const t = setInterval(() => {
    const m = window.scorepadBoot && scorepadBoot.marks;
    if ((m && m.shown != null && (m.warmed != null || m["orm-imported"] != null))
        || Date.now() - since > 240000) { clearInterval(t); ok(m ? JSON.parse(JSON.stringify(m)) : null); }
  }, 50);
})"""
STEPS = ("home", "flutter", "compiled", "snapshot-read", "instantiated", "storage", "starting",
         "opening", "store-open", "app-made", "ready", "shown", "warmed", "snapshot")


def started(tab) -> dict:
    """One start's marks, with "home": Home's "New game" in the page's semantics tree (the
    page's clock, as bench_engines.py measures it; the WebKit tab and the Chromium context turn
    the tree on), or {}."""
    home = tab.script(WAIT_IN_PAGE.strip(), [ident("home-new-game"), None, 240_000])
    marks = tab.script(HOME) or {}
    return {**marks, "home": round(home)}


def without_snapshot(site: Path, out: Path) -> Path:
    """A copy of `site` with no snapshot.bin: its worker finds none kept and starts as before."""
    shutil.copytree(site, out)
    (out / "snapshot.bin").unlink()
    return out


class _Playwright:
    def __init__(self, context) -> None:
        context.add_init_script(ENABLE_SEMANTICS)
        self.page = context.new_page()

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def script(self, function: str, *args):
        return self.page.evaluate(f"(a) => ({function})(...a)", list(args))


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
            marks[name].append(started(tabs[name]))
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
    parser.add_argument("--against", type=Path,
                        help="another site: compared with --site (else: --site without its snapshot)")
    parser.add_argument("--engines", default="webkit")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="scorepad-snapshot-") as tmp:
        site = args.site or build_site_once(Path(tmp) / "site")
        if args.against:
            if not (args.against / "index.html").is_file():
                raise SystemExit(f"--against {args.against.name}: not a site (no index.html)")
            sites = {"against": StaticSite(args.against).start(), "this": StaticSite(site).start()}
        else:
            if not (site / "snapshot.bin").is_file():
                raise SystemExit("this site has no snapshot.bin (built without Node.js?)")
            print(f"snapshot: {(site / 'snapshot.bin').stat().st_size / 1e6:.1f} MB (raw)")
            sites = {"normal": StaticSite(without_snapshot(site, Path(tmp) / "normal")).start(),
                     "snapshot": StaticSite(site).start()}
        try:
            for engine in args.engines.split(","):
                marks = (in_chromium if engine == "chromium" else in_webkit)(sites, args.runs)
                for name, rows in marks.items():
                    steps = {k: statistics.median([nan if m.get(k) is None else m[k] for m in rows]) / 1000
                             for k in STEPS if k != "snapshot"}
                    restored = sum(1 for m in rows if m.get("snapshot") is not None)
                    print(f"{engine:9} {name:9} Home {steps['home']:6.2f} s  "
                          + "  ".join(f"{k} {v:.2f}" for k, v in steps.items() if k != "home")
                          + f"  restored {restored}/{len(rows)}")
        finally:
            for s in sites.values():
                s.stop()


if __name__ == "__main__":
    main()
