"""The page's memory after an installed start, for one or more builds of the phone-alone site
side by side in one run (issue 37, item 4: WebKit's memory; these machines are noisy, so a
change is measured against the build before it in the same run).

    python bench/bench_site_memory.py [--engine webkit] [--runs 3] SITE [SITE ...]

SITE: a folder `scorepad publish` wrote. Per site, a fresh profile at 390x844: a first visit
(the site kept offline), then one reload (its saved interpreter kept, and restored from then
on). Then `--runs` rounds: in each, every site started once, the browser restarted on its
profile (the sites taken in turn, so the machine's noise falls on all of them), Home and the
ORM after it waited for, and the page process's size (VmRSS) sampled every 2 s for 40 s. The
smallest sample is the start's figure: what the page holds once its collector has run (the
per-reload sizes of bench_engines.py also hold the pages the reloads left to it, up to 150 MB
in WebKit). Prints each start's figure, the median per site, and its difference to the first
site's. Writes only temporary folders.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_engines import WARMED, home_at, maker, page_root, waited  # noqa: E402
from tests.e2e.engine_webkit import Xvfb  # noqa: E402
from tests.e2e.page_process import page_memory  # noqa: E402
from tests.e2e.static_site import StaticSite  # noqa: E402

SAMPLES = 20
EVERY_S = 2


def started(tab, url: str) -> float:
    """Seconds to Home of a start at `url`, after which the ORM is in (or 20 s passed)."""
    tab.goto(url)
    home = home_at(tab)
    tab.script(WARMED.strip())
    return home


def installed(make, profile: Path, url: str) -> bool:
    """A first visit on a fresh `profile`, then a reload: whether the reload restored the
    saved interpreter (the installed start the rounds measure)."""
    tab = make(profile)
    try:
        started(tab, url)
        waited(tab, "scorepadBoot.marks.kept", 60_000, 100)
        time.sleep(10)  # the saved interpreter, fetched after Home, kept too
        tab.reload()
        home_at(tab)
        tab.script(WARMED.strip())
        return bool(tab.script("() => scorepadBoot.marks.snapshot != null"))
    finally:
        tab.close()


def one_start(make, engine: str, profile: Path, url: str) -> tuple[float, float, bool]:
    """(MB, seconds to Home, restored) of one installed start, the browser restarted."""
    tab = make(profile)
    try:
        home = started(tab, url)
        samples = []
        for _ in range(SAMPLES):
            time.sleep(EVERY_S)
            samples.append(page_memory(page_root(tab, engine), engine)[1])
        restored = bool(tab.script("() => scorepadBoot.marks.snapshot != null"))
        return min(samples), home, restored
    finally:
        tab.close()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sites", nargs="+", type=Path)
    parser.add_argument("--engine", default="webkit", choices=("chromium", "firefox", "webkit"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    tmp = Path(tempfile.mkdtemp(prefix="bench-site-memory-"))
    screen = Xvfb() if args.engine == "webkit" else None
    servers = [StaticSite(folder).start() for folder in args.sites]
    figures: dict[int, list[float]] = {i: [] for i in range(len(args.sites))}
    try:
        with sync_playwright() as pw:
            make = maker(args.engine, pw, tmp / "shots", screen)
            for i, site in enumerate(servers):
                ok = installed(make, tmp / f"profile-{i}", site.url)
                print(f"{args.sites[i]}: installed, {'restored' if ok else 'NOT restored'} "
                      "at the reload", flush=True)
            for run in range(args.runs):
                for i, site in enumerate(servers):
                    mb, home, restored = one_start(make, args.engine, tmp / f"profile-{i}", site.url)
                    figures[i].append(mb)
                    print(f"round {run + 1}, {args.sites[i]}: {mb:.0f} MB (Home in {home:.2f} s"
                          f"{'' if restored else ', not restored'})", flush=True)
    finally:
        for site in servers:
            site.stop()
        if screen is not None:
            screen.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    first = statistics.median(figures[0]) if figures[0] else float("nan")
    print(f"\nthe page after an installed start, {args.engine} (smallest of {SAMPLES} samples "
          f"over {SAMPLES * EVERY_S} s; median of {args.runs} starts)")
    for i, folder in enumerate(args.sites):
        if not figures[i]:
            continue
        median = statistics.median(figures[i])
        runs = " ".join(f"{x:.0f}" for x in figures[i])
        print(f"  {str(folder):40s} {median:6.0f} MB  ({runs})  {median - first:+6.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
