// Scorepad's service worker (the static site `scorepad publish` writes; it replaces Flet's,
// which only unregisters itself). Version {{VERSION}}: the SHA-256 of the site's files.
//  - install (registered once the page's first screen is drawn): every file the app needs to
//    start is put into this version's cache, revalidated, not fetched again (on an
//    update, with what the older version kept for this browser: its Flutter build); the
//    worker then waits (no skipWaiting) until the page asks, so an open app never mixes two
//    versions; the page offers "Reload" (index.html).
//  - keep (a message from the page, once its first screen is drawn): the files this browser
//    loaded are put in the cache too. On the first visit the page is not yet controlled while
//    it loads, and which Flutter build it loads depends on the engine (main.dart.wasm and
//    skwasm on Blink; main.dart.js and canvaskit/canvaskit.{js,wasm} on WebKit and Firefox):
//    whichever it was, the next start finds it here, with no network. The page is told how
//    many files are kept ({scorepadKept: n}).
//  - activate: older versions' caches are deleted.
//  - fetch: this origin's files from the cache (then the network, kept for next time); any
//    page address (a screen reloaded, a link) answers index.html, so every address opens.
const VERSION = "{{VERSION}}";
const CACHE = "scorepad-" + VERSION;
const PRECACHE = {{PRECACHE}};

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "no-cache": revalidated with the host, so a file the page has just loaded (the worker is
    // registered once the first screen is drawn) is not fetched a second time, and a changed
    // one is fetched anew
    await cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "no-cache" })));
    // an update: what an older version kept for this browser (its Flutter build, ...) is
    // fetched anew for this one, so the next start works offline too
    for (const name of await caches.keys()) {
      if (!name.startsWith("scorepad-") || name === CACHE) continue;
      for (const request of await (await caches.open(name)).keys()) {
        if (await cache.match(request, { ignoreSearch: true })) continue;
        try {
          await cache.add(new Request(request.url, { cache: "no-cache" }));
        } catch (error) {
          // gone from the new version: not needed
        }
      }
    }
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  else if (event.data && Array.isArray(event.data.keep)) event.waitUntil(keep(event));
});

async function keep(event) {
  const cache = await caches.open(CACHE);
  let kept = 0;
  for (const href of new Set(event.data.keep)) {
    const url = new URL(href, self.registration.scope);
    if (!scoped(url) || url.pathname.endsWith("/sw.js")) continue;
    if (!(await cache.match(url.href, { ignoreSearch: true }))) {
      try {  // from the browser's HTTP cache when it has it (revalidated: no-cache)
        const response = await fetch(new Request(url.href, { cache: "no-cache" }));
        if (!response.ok || response.type !== "basic") continue;
        await cache.put(url.href, response);
      } catch (error) {
        continue;  // offline already: the next online start keeps it
      }
    }
    kept += 1;
  }
  if (event.source) event.source.postMessage({ scorepadKept: kept });
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("scorepad-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

function scoped(url) {
  const scope = new URL(self.registration.scope);
  return url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!scoped(url)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    if (request.mode === "navigate") {
      return isolated((await cache.match("index.html")) || await fetch(request));
    }
    const answer = request.destination === "worker" ? isolated : (response) => response;
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return answer(hit);
    const response = await fetch(request);
    if (response.ok && response.type === "basic") await cache.put(request, response.clone());
    return answer(response);
  })());
});

// The page and its workers made cross-origin isolated, as `scorepad web` makes them (Flet's
// server sends these headers; a static host mostly cannot), where that lets Flutter draw on a
// thread of its own: its skwasm renderer, which it picks on Chromium's engine alone
// (flutter_bootstrap.js: wasmAllowList), runs multi-threaded only in an isolated page. Drawing
// the first screen then no longer holds the page's thread, which also hands Python's messages
// over (issue 37: 0.3 s in Chromium). Elsewhere (CanvasKit, on the page's thread anyway) it
// would change nothing, and WebKit would move the page to a new process at each reload. The
// engine is told by what Flutter itself asks for (flutter_bootstrap.js: a Chromium break
// iterator). Everything the site loads is its own, so "require-corp" refuses nothing; a
// worker's script needs the policy too.
const ISOLATE = typeof Intl.v8BreakIterator !== "undefined" && typeof Intl.Segmenter !== "undefined";
function isolated(response) {
  if (!ISOLATE || (response.type !== "basic" && response.type !== "default")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Embedder-Policy", "require-corp");
  return new Response(response.body,
    { status: response.status, statusText: response.statusText, headers });
}
