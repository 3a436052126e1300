"""scorepad/publish/web/sw.js, the service worker's answers: the page and its workers come
cross-origin isolated, as `scorepad web` serves them, where Flutter then draws on a thread of
its own (Chromium: issue 37), and the rest comes from the cache as it was kept. Run in Node.js (which the site's
builder needs too), the service worker's own code with a cache of this test's making."""

from __future__ import annotations

import json
import subprocess

from scorepad.publish.site import WEB_TEMPLATES

RUN = r"""
const source = require("fs").readFileSync(process.argv[1], "utf8")
  .replace("{{VERSION}}", "test").replace("{{PRECACHE}}", "[]");
// Chromium's V8 has the break iterator Flutter asks for; Node.js's and the other engines' lack it
if (process.argv[2] === "chromium") Intl.v8BreakIterator = function v8BreakIterator() {};
else delete Intl.v8BreakIterator;
const SCOPE = "https://cards.example/scorepad/";
const kept = new Map();  // url -> [body, headers]
for (const [path, body, type] of [["index.html", "<html>page</html>", "text/html"],
                                  ["python-worker.js", "// worker", "text/javascript"],
                                  ["main.dart.mjs", "// dart", "text/javascript"]]) {
  kept.set(SCOPE + path, [body, { "Content-Type": type }]);
}
const cached = new Map();  // the last Response the cache handed out, by address
const cache = {
  async match(request) {  // a fresh Response each time, as a browser's cache gives
    const url = typeof request === "string" ? new URL(request, SCOPE).href : request.url;
    const entry = kept.get(url.split("?")[0]);
    if (!entry) return undefined;
    cached.set(url, new Response(entry[0], { headers: entry[1] }));
    return cached.get(url);
  },
  async put() {},
};
const listeners = {};
const self = {
  registration: { scope: SCOPE },
  addEventListener: (name, listener) => { listeners[name] = listener; },
};
const caches = { open: async () => cache, keys: async () => [] };
const network = [];
const fetch = async (request) => {
  network.push(request.url || String(request));
  return new Response("from the network", { status: 200 });
};
new Function("self", "caches", "fetch", source)(self, caches, fetch);

async function ask(url, mode, destination) {
  let answer = null;
  const request = { url: new URL(url, SCOPE).href, method: "GET", mode, destination };
  listeners.fetch({ request, respondWith: (promise) => { answer = promise; } });
  if (answer === null) return null;  // not answered: the browser goes to the network itself
  const response = await answer;
  return {
    body: await response.clone().text(),
    coop: response.headers.get("Cross-Origin-Opener-Policy"),
    coep: response.headers.get("Cross-Origin-Embedder-Policy"),
    type: response.headers.get("Content-Type"),
    same: response === cached.get(request.url),
  };
}

(async () => {
  const out = {
    page: await ask("", "navigate", "document"),
    screen: await ask("#/game/7", "navigate", "document"),
    worker: await ask("python-worker.js", "same-origin", "worker"),
    script: await ask("main.dart.mjs", "cors", "script"),
    elsewhere: await ask("https://other.example/x.js", "cors", "script"),
  };
  out.network = network;
  console.log(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
"""


def answers(node: str, engine: str) -> dict:
    done = subprocess.run([node, "-e", RUN, str(WEB_TEMPLATES / "sw.js"), engine],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_page_and_its_workers_are_isolated_and_the_rest_comes_as_it_was_kept(node_path):
    out = answers(node_path, "chromium")
    # the page, at any address of the app: index.html from the cache, isolated
    for answer in (out["page"], out["screen"]):
        assert answer["body"] == "<html>page</html>" and answer["type"] == "text/html"
        assert (answer["coop"], answer["coep"]) == ("same-origin", "require-corp")
    # a worker's script carries the policy too (a page that requires it refuses the worker else)
    assert out["worker"]["body"] == "// worker"
    assert (out["worker"]["coop"], out["worker"]["coep"]) == ("same-origin", "require-corp")
    assert out["worker"]["type"] == "text/javascript"
    # any other file is the cache's own answer, untouched (the browser keeps its compiled code)
    assert out["script"]["same"] and out["script"]["coep"] is None
    # another origin's file is not the service worker's business; nothing went to the network
    assert out["elsewhere"] is None
    assert out["network"] == []


def test_where_flutter_draws_on_the_pages_thread_anyway_nothing_is_isolated(node_path):
    out = answers(node_path, "webkit")
    for name in ("page", "screen", "worker"):
        assert out[name]["coop"] is None and out[name]["coep"] is None, name
    assert out["page"]["body"] == "<html>page</html>" and out["worker"]["body"] == "// worker"
    assert out["script"]["same"] and out["network"] == []
