"""Scorepad on the phone alone (the static site, `scorepad publish`) against the server mode
(`scorepad web`), measured in the same run on the same machine.

    python bench/bench_publish.py [--runs 3]

Figures (each next to the server mode's):
1. build time (downloads already cached) and the site's size;
2. bytes of a first visit: what the browser and the service worker fetch, raw and gzip-compressed
   (what an https host that compresses sends);
3. time to the loading screen and to Home: first visit (empty profile), installed (the same
   profile again: the service worker's cache), offline (the host stopped); the server mode's
   Home in a new tab;
4. a keypad tap (to the next seat's keypad) and a confirm (to the next round's title), with 10
   and with 1,000 saved games: in the site a confirm includes the copy of the database to the
   browser's storage (IndexedDB), which grows with the database.

Chromium at 390x844 with every other host unresolvable. The saved games are written on the
computer (bench_app.seed_games) and, for the site, put into the browser's IndexedDB the way
Emscripten's IDBFS keeps files. Prints a table; writes only temporary folders.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import (ARM_TAP, CHROMIUM_ARGS, ENABLE_SEMANTICS, WAIT_IN_PAGE,  # noqa: E402
                             Server, Table, app_command, ident, median, ms, pointer_tap,
                             seed_games, seed_round_game, verdict)
from tests.e2e.static_site import StaticSite  # noqa: E402

PHONE = {"width": 390, "height": 844}
OFFLINE = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']
BOOT_MS = 240_000
# dealer 0 of 4: seat 1 predicts first; then the trump, three tricks (the last fills itself in)
ROUND_TAPS = ("round-prediction-1-3", "round-prediction-2-3", "round-prediction-3-3",
              "round-prediction-0-3", "round-trump-blue", "round-tricks-1-3", "round-tricks-2-3",
              "round-tricks-3-3")

SEED_IDBFS = """
async ([path, b64]) => {
  const bytes = Uint8Array.from(atob(b64), c => c.charCodeAt(0));
  const db = await new Promise((ok, ko) => { const r = indexedDB.open("/data"); r.onsuccess = () => ok(r.result); r.onerror = () => ko(r.error); });
  const tx = db.transaction(["FILE_DATA"], "readwrite");
  const store = tx.objectStore("FILE_DATA");
  for (const extra of ["-wal", "-shm", "-journal"]) store.delete(path + extra);
  store.put({timestamp: new Date(), mode: 33188, contents: bytes}, path);
  await new Promise((ok, ko) => { tx.oncomplete = ok; tx.onerror = () => ko(tx.error); });
  db.close();
  return bytes.length;
}
"""


class SiteTable(Table):
    """bench_app's table, its columns named for this comparison."""

    def print(self):
        head = ("measure", "site (phone alone)", "server mode", "ratio", "target")
        widths = [max(len(r[i]) for r in self.rows + [head]) for i in range(5)]
        print()
        print("  ".join(h.ljust(w) for h, w in zip(head, widths)))
        print("  ".join("-" * w for w in widths))
        for r in self.rows:
            print("  ".join(c.ljust(w) for c, w in zip(r, widths)))
        print()


def precache_gz(folder: Path) -> int:
    """The gzip-compressed bytes of what the site's service worker fetches on a first visit."""
    import json

    sw = (folder / "sw.js").read_text()
    names = json.loads(sw.split("const PRECACHE = ")[1].split(";\n")[0])
    return sum(gz_size(folder / n) for n in names)


def gz_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 6))


def home_time(page, url: str) -> tuple[float, float | None]:
    """Seconds from navigation to Home's New game; the loading screen's time (site only)."""
    page.goto(url, wait_until="commit")
    at = page.evaluate(WAIT_IN_PAGE, [ident("home-new-game"), None, BOOT_MS])
    boot = page.evaluate("() => window.scorepadBoot ? scorepadBoot.marks.loading_screen : null")
    return at / 1000, (None if boot is None else boot / 1000)


def timed_tap(page, click: str, shows: str, text: str | None) -> float:
    page.wait_for_timeout(300)
    page.evaluate(ARM_TAP, [ident(shows), text])
    pointer_tap(page, click)
    page.wait_for_function("() => window.__tapEnd !== null", timeout=60_000, polling=50)
    return page.evaluate("() => window.__tapEnd - window.__tapStart") / 1000


def tap_and_confirm(page, url: str, game_id: str) -> tuple[float, float]:
    """On the game's round screen: a keypad tap, then the round entered and confirmed."""
    page.goto(url, wait_until="commit")
    page.evaluate(WAIT_IN_PAGE, [ident(ROUND_TAPS[0]), None, BOOT_MS])
    taps = [timed_tap(page, ROUND_TAPS[i], ROUND_TAPS[i + 1], None) for i in range(3)]
    tap = median(taps)  # the three keypad taps of the predictions, each to the next seat's
    for click, nxt in zip(ROUND_TAPS[3:], ROUND_TAPS[4:] + ("round-confirm",)):
        pointer_tap(page, click)
        page.evaluate(WAIT_IN_PAGE, [ident(nxt), None, 20_000])
        page.wait_for_timeout(150)
    page.wait_for_timeout(500)
    confirm = timed_tap(page, "round-confirm", "round-title", "Round 2")
    return tap, confirm


def seeded(tmp: Path, games: int) -> tuple[Path, str]:
    data = tmp / f"games-{games}" / "data"
    seed_games(data, games)
    game_id = seed_round_game(data)
    return data, game_id


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of the cheap figures")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    from scorepad.publish import build_site

    executable = os.environ.get("SCOREPAD_CHROMIUM") or "/usr/bin/chromium"
    tmp = Path(tempfile.mkdtemp(prefix="bench-publish-"))
    table = SiteTable()
    try:
        build_site(tmp / "warm", log=lambda _t: None)  # downloads into the cache, if needed
        t0 = time.perf_counter()
        report = build_site(tmp / "site", log=lambda _t: None)
        table.add("build (downloads cached)", ms(time.perf_counter() - t0), "n/a", "", "")
        table.add("site size", f"{report.bytes / 1e6:.1f} MB ({report.files} files)",
                  "n/a", "", f"app archive {report.archive_bytes / 1e6:.1f} MB")
        t0 = time.perf_counter()
        sources = build_site(tmp / "site-sources", compiled=False, log=lambda _t: None)
        table.add("build --sources (no bytecode)", ms(time.perf_counter() - t0), "n/a", "",
                  f"app archive {sources.archive_bytes / 1e6:.1f} MB")
        stores = {n: seeded(tmp, n) for n in (10, 1000)}
        site = StaticSite(tmp / "site").start()
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS + OFFLINE)
            server_figs = {}
            for n, (data, game_id) in stores.items():
                server = Server(app_command, data)
                ready = server.start()
                try:
                    homes, taps, confirms = [], [], []
                    for run in range(args.runs if n == 10 else 1):
                        ctx = browser.new_context(viewport=PHONE, device_scale_factor=1)
                        ctx.add_init_script(ENABLE_SEMANTICS)
                        page = ctx.new_page()
                        homes.append(home_time(page, server.url)[0])
                        ctx.close()
                    ctx = browser.new_context(viewport=PHONE, device_scale_factor=1)
                    ctx.add_init_script(ENABLE_SEMANTICS)
                    tap, confirm = tap_and_confirm(ctx.new_page(), server.url + f"game/{game_id}", game_id)
                    ctx.close()
                    server_figs[n] = (ready, median(homes), tap, confirm)
                finally:
                    server.stop()
            browser.close()

            profile = tmp / "profile"
            ctx = pw.chromium.launch_persistent_context(
                str(profile), executable_path=executable, args=CHROMIUM_ARGS + OFFLINE,
                viewport=PHONE, device_scale_factor=1)
            ctx.add_init_script(ENABLE_SEMANTICS)
            off_origin = []
            ctx.on("request", lambda r: off_origin.append(r.url)
                   if not r.url.startswith((site.url, "data:", "blob:")) else None)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            first, loading = home_time(page, site.url)
            page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
            page.wait_for_timeout(3000)  # the service worker's precache finishes
            fetched = sorted({p.split("?")[0].lstrip("/") or "index.html" for p in site.requests})
            raw = sum((tmp / "site" / p).stat().st_size for p in fetched if (tmp / "site" / p).is_file())
            packed = sum(gz_size(tmp / "site" / p) for p in fetched if (tmp / "site" / p).is_file())
            s10 = server_figs[10]
            table.add("first visit: bytes (raw)", f"{raw / 1e6:.1f} MB", "n/a", "", "")
            table.add("first visit: bytes (gzip)", f"{packed / 1e6:.1f} MB", "n/a", "",
                      f"<= 15 MB: {verdict(packed <= 15e6)}")
            alt = precache_gz(tmp / "site-sources")
            table.add("  the same, site built --sources (precache)", f"{alt / 1e6:.1f} MB", "n/a",
                      "", f"<= 15 MB: {verdict(alt <= 15e6)}")
            table.add("first visit: loading screen", ms(loading), "n/a", "",
                      f"<= 1 s: {verdict(loading <= 1)}")
            table.add("first visit: Home", ms(first), ms(s10[1]), f"{first / s10[1]:.1f}x", "")
            installed = []
            phases = []
            for _ in range(args.runs):
                p = ctx.new_page()
                installed.append(home_time(p, site.url)[0])
                phases.append(p.evaluate("() => scorepadBoot.marks"))
                p.close()
            inst = median(installed)
            table.add("installed (cached): Home", ms(inst), ms(s10[1]), f"{inst / s10[1]:.1f}x",
                      f"<= 3x: {verdict(inst <= 3 * s10[1])}")
            # where a start goes (the page's clock at each step the worker reports, medians)
            steps = [("python", "the worker starts Pyodide"),
                     ("storage", "Pyodide loaded"), ("unpacking", "unpacking starts"),
                     ("starting", "unpacked, storage read"), ("opening", "flet imported"),
                     ("ready", "app imported, store open"), ("shown", "first screen drawn")]
            for key, label in steps:
                at = median([m.get(key, float("nan")) for m in phases])
                table.add(f"  installed start: {label} at", ms(at / 1000), "", "", "")
            site.stop()
            p = ctx.new_page()
            offline, _ = home_time(p, site.url)
            p.close()
            site.start()
            table.add("offline (host stopped): Home", ms(offline), ms(s10[1]),
                      f"{offline / s10[1]:.1f}x", "")
            page.goto(site.url + "manifest.json")
            for n, (data, game_id) in stores.items():
                page.goto(site.url + "manifest.json")
                page.evaluate(SEED_IDBFS, ["/data/scorepad.sqlite",
                                           base64.b64encode((data / "scorepad.sqlite").read_bytes()).decode()])
                p = ctx.new_page()
                tap, confirm = tap_and_confirm(p, site.url + f"#/game/{game_id}", game_id)
                p.close()
                st, sc = server_figs[n][2], server_figs[n][3]
                if n == 10:
                    table.add("keypad tap -> next seat", ms(tap), ms(st), f"{tap / st:.2f}x",
                              f"no slower: {verdict(tap <= st * 1.1)}")
                size = (data / "scorepad.sqlite").stat().st_size
                table.add(f"confirm -> next round, {n:,} games ({size / 1e6:.1f} MB db)", ms(confirm),
                          ms(sc), f"{confirm / sc:.2f}x", f"no slower: {verdict(confirm <= sc * 1.1)}")
            table.add("requests off the origin", str(len(off_origin)), "", "", "0")
            ctx.close()
        site.stop()
        table.add("server mode: process start to HTTP 200", "", ms(s10[0]), "", "")
    finally:
        table.print()
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
