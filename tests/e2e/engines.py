"""The app in the two engines Playwright cannot drive with Debian's binaries (issue 29):
Firefox ESR (WebDriver BiDi, spoken by `firefox-esr` itself) and WebKitGTK (classic WebDriver,
Debian's `WebKitWebDriver`, under Xvfb, driving tests/e2e/webkit_browser.py: a small WebKitGTK
browser that keeps its profile in a folder, as a phone keeps its storage).

    app = Firefox(profile, artifacts)            # tests/e2e/engine_firefox.py
    app = WebKit(profile, artifacts, display=d)   # tests/e2e/engine_webkit.py
    app.goto(url); app.tap("home-new-game"); ...; app.close()

`EngineApp` offers the moves tests/e2e/flows.py and phone.py use on an `AppDriver` (tap,
wait_for, wait_text, type_into, text, identifiers, screenshot), made of four primitives each
engine gives: run a script in the page, a pointer click at a point, keys, a screenshot. A tap
is a real pointer click where the control is painted; typing is one key at a time.
Errors nobody caught are recorded in the page from its first script (`CAPTURE`): `errors()`.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

PHONE = {"width": 390, "height": 844}
WAIT = 20_000  # ms

# Run first in a page: when Flutter put each frame on the page (skwasm, Chromium's renderer,
# draws on a thread of its own and puts them with transferFromImageBitmap; at most 2,000), when
# the first one with Home's "New game" in the tree was on it (`__homePainted`; CanvasKit, the
# other engines', draws a frame in the animation frame that makes it: the frame whose tree first
# has it), and when the site's loading screen started to go (`__bootGone`), at the page's clock.
FRAMES = """(() => {
  if (window.__frames || !window.ImageBitmapRenderingContext) return;
  const frames = window.__frames = [], since = performance.now();
  const home = () => document.querySelector('[flt-semantics-identifier="home-new-game"]');
  const P = ImageBitmapRenderingContext.prototype, own = P.transferFromImageBitmap;
  P.transferFromImageBitmap = function (bitmap) {
    const result = own.call(this, bitmap), now = performance.now();
    if (frames.length < 2000) frames.push(now);
    if (window.__homePainted == null && home()) window.__homePainted = now;
    return result;
  };
  const drawn = () => {
    if (window.__homePainted != null || performance.now() - since > 120000) return;
    if (window._flutter && !window._flutter_skwasmInstance && home()) window.__homePainted = performance.now();
    else requestAnimationFrame(drawn);
  };
  requestAnimationFrame(drawn);
  const seen = new MutationObserver(() => {
    const boot = document.getElementById('scorepad-boot');
    if (boot && boot.classList.contains('gone')) { window.__bootGone = performance.now(); seen.disconnect(); }
  });
  seen.observe(document, {subtree: true, attributes: true, attributeFilter: ['class']});
})();"""

# How many frames Flutter had put on the page when the loading screen started to go, and the
# site's own mark of the frame it waited for (index.html: "painted", else "unpainted").
FRAMES_BEFORE_GONE = """() => ({before: (window.__frames || []).filter(t => t <= window.__bootGone).length,
  painted: scorepadBoot.marks.painted ?? null, unpainted: scorepadBoot.marks.unpainted ?? null,
  replayed: scorepadBoot.marks.replayed ?? null, shown: scorepadBoot.marks.shown ?? null,
  gone: window.__bootGone == null ? null : Math.round(window.__bootGone - scorepadBoot.origin)})"""

# Run first in every page (and worker-free): uncaught errors, refused promises, console.error;
# the frames put on the page (FRAMES).
CAPTURE = FRAMES + """
(() => {
  if (window.__engineErrors) return;
  const errors = window.__engineErrors = [];
  addEventListener('error', e => errors.push('error: ' + (e.message || e.error)));
  addEventListener('unhandledrejection', e => errors.push('unhandled rejection: ' +
      String(e.reason && (e.reason.stack || e.reason.message) || e.reason)));
  const original = console.error.bind(console);
  console.error = (...args) => { errors.push('console.error: ' + args.map(String).join(' ')); original(...args); };
  const poke = () => {  // Flutter's accessibility tree, as enable_accessibility does
    const p = document.querySelector('flt-semantics-placeholder');
    if (p) p.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    if (!document.querySelector('flt-semantics-host [flt-semantics-identifier]')) setTimeout(poke, 20);
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', poke); else poke();
})();"""

PAGE_STATE = """() => ({href: location.href, ready: document.readyState,
  flutter: document.querySelectorAll('flutter-view, flt-glass-pane').length,
  boot: window.scorepadBoot ? Object.keys(scorepadBoot.marks || {}) : null,
  errors: (window.__engineErrors || []).slice(-5)})"""

BOX = """(id) => {
  const host = document.querySelector(`[flt-semantics-identifier="${id}"]`);
  if (!host) return null;
  const inner = host.querySelector('[flt-tappable], [role=button], [role=checkbox], [role=radio], input, textarea');
  const r = (inner || host).getBoundingClientRect();
  const field = inner && (inner.tagName === 'INPUT' || inner.tagName === 'TEXTAREA');
  return {x: r.x + r.width / 2, y: r.y + (field ? Math.min(r.height / 2, 28) : r.height / 2),
          w: r.width, h: r.height};
}"""

TEXT = """(id) => {
  const e = document.querySelector(`[flt-semantics-identifier="${id}"]`);
  if (!e) return null;
  const parts = [];
  const walk = n => {
    if (n.nodeType === 1) {
      const l = n.getAttribute('aria-label');
      if (l) parts.push(l);
      if (n.tagName === 'INPUT' || n.tagName === 'TEXTAREA') parts.push(n.value);
    }
    if (n.nodeType === 3 && n.textContent.trim()) parts.push(n.textContent.trim());
    n.childNodes.forEach(walk);
  };
  walk(e);
  return parts.join(' ');
}"""

ENTER = "\ue007"
SELECT_ALL = ("\ue009", "a")  # Control+A
BACKSPACE = "\ue003"


class EngineApp:
    """The moves of a test on one page of one engine (see the module's docstring)."""

    name = "engine"

    def __init__(self, artifacts: Path) -> None:
        self.artifacts = artifacts
        self.taps = 0
        self.shots = len(list(artifacts.glob(f"{self.name}-*.png"))) if artifacts.is_dir() else 0

    # -- primitives (each engine's own)
    def script(self, function: str, *args):
        """`function` (JS source of a function, maybe async) called with `args`; its JSON value."""
        raise NotImplementedError

    def click(self, x: float, y: float) -> None:
        raise NotImplementedError

    def keys(self, *keys: str, chord: bool = False) -> None:
        raise NotImplementedError

    def png(self) -> bytes:
        raise NotImplementedError

    def goto(self, url: str) -> None:
        raise NotImplementedError

    # -- the moves
    def wait_until(self, function: str, *args, timeout: float = WAIT, what: str = "") -> object:
        deadline = time.monotonic() + timeout / 1000
        while True:
            try:
                value = self.script(function, *args)
            except Exception:  # a page being replaced (reload, navigation)
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                self.screenshot("timeout")
                raise AssertionError(f"{self.name}: waited {timeout / 1000:.0f} s for {what or function}; "
                                     f"on the screen: {self.identifiers()}; the page: {self.page_state()}")
            time.sleep(0.1)

    def page_state(self) -> str:
        """Where the page is and what went wrong in it, for a failure's message."""
        try:
            return str(self.script(PAGE_STATE))
        except Exception as error:  # the page (or its browser) is gone: say so
            return f"not readable ({type(error).__name__})"

    def exists(self, identifier: str) -> bool:
        return bool(self.script("(id) => !!document.querySelector(`[flt-semantics-identifier=\"${id}\"]`)",
                                identifier))

    def wait_for(self, identifier: str, timeout: float = WAIT) -> None:
        self.wait_until("(id) => !!document.querySelector(`[flt-semantics-identifier=\"${id}\"]`)",
                        identifier, timeout=timeout, what=f"[{identifier}]")

    def identifiers(self, prefix: str = "") -> list[str]:
        try:
            ids = self.script("() => [...document.querySelectorAll('[flt-semantics-identifier]')]"
                              ".map(e => e.getAttribute('flt-semantics-identifier'))") or []
        except Exception:
            ids = []
        return [i for i in ids if i.startswith(prefix)]

    def settle(self, quiet: float = 0.3, most: float = 5.0) -> None:
        """Until the accessibility tree has stayed the same for `quiet` seconds."""
        look = "() => { const h = document.querySelector('flt-semantics-host'); return h ? h.innerHTML.length + ':' + h.innerText : ''; }"
        end = time.monotonic() + most
        last, since = None, time.monotonic()
        while time.monotonic() < end:
            now = self.script(look)
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return
            time.sleep(0.05)

    def tap(self, identifier: str, timeout: float = WAIT) -> None:
        self.wait_for(identifier, timeout)
        # a person taps what is on the screen: not through the site's loading screen
        self.wait_until("() => { const b = document.getElementById('scorepad-boot');"
                        " return !b || b.classList.contains('gone'); }",
                        timeout=timeout, what="the loading screen gone")
        box = self.script(BOX, identifier)
        if box["y"] < 0 or box["y"] > PHONE["height"]:  # below the fold: scroll it in
            self.script("(id) => document.querySelector(`[flt-semantics-identifier=\"${id}\"]`)"
                        ".scrollIntoView({block: 'center'})", identifier)
            self.settle()
            box = self.script(BOX, identifier)
        self.click(box["x"], box["y"])
        self.taps += 1
        self.settle()

    def wait_focused(self) -> None:
        self.wait_until("() => { const a = document.activeElement;"
                        " return !!a && (a.tagName === 'INPUT' || a.tagName === 'TEXTAREA'); }",
                        timeout=5_000, what="a text field with the keyboard focus")

    def type_into(self, identifier: str, text: str, *, submit: bool = False, clear: bool = True) -> None:
        self.tap(identifier)
        self.taps -= 1
        self.wait_focused()
        if clear:
            self.keys(*SELECT_ALL, chord=True)
            self.keys(BACKSPACE)
        for key in text:  # one key at a time, as a person types
            self.keys(key)
            time.sleep(0.04)
        if submit:
            self.settle()
            self.keys(ENTER)
            self.taps += 1
            self.settle()

    def text(self, identifier: str) -> str:
        self.wait_for(identifier)
        return self.script(TEXT, identifier) or ""

    def wait_text(self, text: str | re.Pattern, identifier: str | None = None,
                  timeout: float = WAIT) -> None:
        deadline = time.monotonic() + timeout / 1000
        while True:
            if identifier is None:
                last = self.script("() => (document.querySelector('flt-semantics-host')?.innerText || '') + ' ' +"
                                   " [...document.querySelectorAll('flt-semantics-host [aria-label]')]"
                                   ".map(e => e.getAttribute('aria-label')).join(' ')") or ""
            else:
                last = self.script(TEXT, identifier) or "<control not on the screen>"
            if text.search(last) if isinstance(text, re.Pattern) else text in last:
                return
            if time.monotonic() > deadline:
                self.screenshot("missing-text")
                raise AssertionError(f"{self.name}: {text!r} not shown in [{identifier}] within "
                                     f"{timeout / 1000:.0f} s; it shows {last!r}")
            time.sleep(0.1)

    def screenshot(self, name: str) -> Path:
        self.shots += 1
        self.artifacts.mkdir(parents=True, exist_ok=True)
        path = self.artifacts / f"{self.name}-{self.shots:02d}-{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.png"
        try:
            self.script("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200))))")
            path.write_bytes(self.png())
        except Exception:
            pass
        return path

    def errors(self) -> list[str]:
        """What the page recorded since it loaded (CAPTURE), and the site's own log."""
        return self.script("() => (window.__engineErrors || []).concat(window.scorepadErrors || [])") or []

    def marks(self) -> dict:
        return self.script("() => window.scorepadBoot ? scorepadBoot.marks : {}") or {}
