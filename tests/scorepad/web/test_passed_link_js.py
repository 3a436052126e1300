"""scorepad/assets/passed_link.js (issues 29 and 37): a passed game's link hands its game to the
app however it is opened: a page loading with it (the browser's storage, the /received
address), a tab or installed window already showing the app (only the `#` part changes: the
address the router reads next carries the game), a reload of /received (this tab's copy).

Run in Node.js with a small browser made for each case: `location` and `history` over one URL,
the two storages, window events in the order they were listened to. "Flutter" is a `popstate`
listener added after the script's, as the real page's is (flutter_bootstrap.js comes later);
it records the address it reads."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from scorepad.app import ASSETS_DIR

RUN = r"""
const source = require("fs").readFileSync(process.argv[1], "utf8");
const cases = JSON.parse(process.argv[2]);
const out = [];
for (const c of cases) {
  let url = new URL(c.url);
  const listeners = {};
  const window = {
    flet: {routeUrlStrategy: c.strategy},
    addEventListener: (type, fn) => (listeners[type] = listeners[type] || []).push(fn),
    dispatchEvent: (event) => { for (const fn of (listeners[event.type] || []).slice()) fn(event); },
  };
  const store = (broken) => {
    const items = {};
    return {getItem: k => { if (broken) throw new Error("denied"); return k in items ? items[k] : null; },
            setItem: (k, v) => { if (broken) throw new Error("denied"); items[k] = String(v); },
            items};
  };
  const local = store(c.noStorage), session = store(c.noStorage);
  if (c.tab) session.items["scorepad.pass"] = c.tab;
  const location = {
    get href() { return url.href; }, get hash() { return url.hash; },
    get pathname() { return url.pathname; }, get search() { return url.search; },
  };
  const history = {state: null, replaceState(state, _title, to) {
    this.state = state; url = new URL(to, "http://phone.test/");
  }};
  class PopStateEvent { constructor(type, init) { this.type = type; this.state = init.state; } }
  const flutter = [];
  new Function("window", "flet", "location", "history", "localStorage", "sessionStorage",
               "document", "PopStateEvent", "Date", source)(
    window, window.flet, location, history, local, session, {baseURI: "http://phone.test/"},
    PopStateEvent, {now: () => 1700});
  window.addEventListener("popstate", () => flutter.push(location.href));  // the router
  const loaded = location.href;
  if (c.open) {  // the "#" part changes in the open page: popstate (maybe), then hashchange
    url = new URL(c.open, url);
    if (!c.noPopstate) window.dispatchEvent({type: "popstate", state: null});
    window.dispatchEvent({type: "hashchange"});
  }
  out.push({loaded, now: location.href, flutter, local: local.items["flutter.scorepad.pass"] ?? null,
            tab: session.items["scorepad.pass"] ?? null});
}
console.log(JSON.stringify(out));
"""


def run(*cases: dict) -> list[dict]:
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js (Debian's nodejs, installed by scripts/test.sh) runs this test")
    done = subprocess.run([node, "-e", RUN, str(ASSETS_DIR / "passed_link.js"), json.dumps(cases)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_page_that_loads_with_a_link_hands_the_game_over_and_shows_received():
    server, site = run({"url": "http://phone.test/#pass=AXja_-9", "strategy": "path"},
                       {"url": "http://phone.test/#pass=AXja_-9", "strategy": "hash"})
    assert server["loaded"] == "http://phone.test/received?at=1700"  # no game in the address
    assert site["loaded"] == "http://phone.test/#/received?at=1700"
    for page in (server, site):
        assert page["local"] == '"AXja_-9"' and page["tab"] == "AXja_-9"
        assert page["flutter"] == []


def test_a_link_opened_in_an_open_page_reaches_the_router_with_its_game():
    server, site, no_popstate, unstored = run(
        {"url": "http://phone.test/game/1", "strategy": "path", "open": "/game/1#pass=AXja_-9"},
        {"url": "http://phone.test/#/game/1", "strategy": "hash", "open": "#pass=AXja_-9"},
        {"url": "http://phone.test/", "strategy": "path", "open": "#pass=AXja_-9",
         "noPopstate": True},  # only hashchange came: the script tells the router itself
        {"url": "http://phone.test/", "strategy": "path", "open": "#pass=AXja_-9",
         "noStorage": True})  # storage refused: the address carries the game all the same
    assert server["flutter"] == ["http://phone.test/received?at=1700&pass=AXja_-9"]
    assert site["flutter"] == ["http://phone.test/#/received?at=1700&pass=AXja_-9"]
    assert no_popstate["flutter"] == ["http://phone.test/received?at=1700&pass=AXja_-9"]
    assert unstored["flutter"] == ["http://phone.test/received?at=1700&pass=AXja_-9"]
    for page in (server, site, no_popstate):
        assert page["tab"] == "AXja_-9"  # a reload of /received shows it again
    assert unstored["local"] is None and unstored["tab"] is None


def test_other_address_changes_are_left_to_the_router():
    [back] = run({"url": "http://phone.test/game/1", "strategy": "path", "open": "/stats"})
    assert back["flutter"] == ["http://phone.test/stats"] and back["local"] is None


def test_a_reload_of_received_hands_this_tabs_game_over_again():
    server, site, fresh, elsewhere = run(
        {"url": "http://phone.test/received", "strategy": "path", "tab": "AXja_-9"},
        {"url": "http://phone.test/#/received?at=5", "strategy": "hash", "tab": "AXja_-9"},
        {"url": "http://phone.test/received", "strategy": "path"},  # nothing passed to this tab
        {"url": "http://phone.test/game/1", "strategy": "path", "tab": "AXja_-9"})
    assert server["local"] == site["local"] == '"AXja_-9"'
    assert server["now"] == "http://phone.test/received"  # the address stays
    assert fresh["local"] is None and elsewhere["local"] is None
