"""The app in the two engines Playwright cannot drive with Debian's binaries (issue 29):
Firefox ESR (WebDriver BiDi, spoken by `firefox-esr` itself) and WebKitGTK (classic WebDriver,
Debian's `WebKitWebDriver`, under Xvfb, driving tests/e2e/webkit_browser.py: a small WebKitGTK
browser that keeps its profile in a folder, as a phone keeps its storage).

    with firefox(profile, env) as app: app.goto(url); app.tap("home-new-game"); ...
    with webkit(profile, env) as app: ...

`EngineApp` offers the moves tests/e2e/flows.py and phone.py use on an `AppDriver` (tap,
wait_for, wait_text, type_into, text, identifiers, screenshot), made of four primitives each
engine gives: run a script in the page, a pointer click at a point, keys, a screenshot. A tap
is a real pointer click where the control is painted; typing is one key at a time.
Errors nobody caught are recorded in the page from its first script (`CAPTURE`): `errors()`.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from tests.harness import free_port

PHONE = {"width": 390, "height": 844}
WAIT = 20_000  # ms
FIREFOX = os.environ.get("SCOREPAD_FIREFOX") or "/usr/bin/firefox-esr"
WEBKIT_DRIVER = os.environ.get("SCOREPAD_WEBKIT_DRIVER") or "/usr/bin/WebKitWebDriver"
WEBKIT_BROWSER = Path(__file__).with_name("webkit_browser.py")
SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's, with PyGObject and WebKit2 4.1's typelib

# Run first in every page (and worker-free): uncaught errors, refused promises, console.error.
CAPTURE = """(() => {
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
                                     f"on the screen: {self.identifiers()}")
            time.sleep(0.1)

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


# ------------------------------------------------------------------------- Firefox (BiDi)
FIREFOX_PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.aboutwelcome.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "browser.sessionstore.resume_from_crash": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "extensions.update.enabled": False,
    "browser.safebrowsing.update.enabled": False,
    "remote.prefs.recommended": True,
}


class Firefox(EngineApp):
    """Firefox ESR over WebDriver BiDi (its own `--remote-debugging-port`), one tab."""

    name = "firefox"

    def __init__(self, profile: Path, artifacts: Path, *, prefs: dict | None = None) -> None:
        super().__init__(artifacts)
        from websockets.sync.client import connect

        profile.mkdir(parents=True, exist_ok=True)
        lines = [f"user_pref({json.dumps(k)}, {json.dumps(v)});"
                 for k, v in {**FIREFOX_PREFS, **(prefs or {})}.items()]
        (profile / "user.js").write_text("\n".join(lines) + "\n")
        port = free_port()
        self.profile = profile
        self.proc = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", str(profile),
             f"--remote-debugging-port={port}", f"--width={PHONE['width']}",
             f"--height={PHONE['height']}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + 60
        while True:
            try:
                self.ws = connect(f"ws://127.0.0.1:{port}/session", open_timeout=5,
                                  max_size=None).__enter__()
                break
            except OSError:
                if time.monotonic() > deadline or self.proc.poll() is not None:
                    self.kill()
                    raise RuntimeError(f"{FIREFOX} did not open WebDriver BiDi on port {port}")
                time.sleep(0.2)
        self._id = 0
        self.console: list[dict] = []
        self.send("session.new", {"capabilities": {}})
        tree = self.send("browsingContext.getTree", {})
        self.context = tree["contexts"][0]["context"]
        self.send("session.subscribe", {"events": ["log.entryAdded"]})
        self.send("script.addPreloadScript", {"functionDeclaration": f"() => {{ {CAPTURE} }}"})
        self.send("browsingContext.setViewport", {"context": self.context, "viewport": PHONE})

    def send(self, method: str, params: dict, timeout: float = 120) -> dict:
        self._id += 1
        mine = self._id
        self.ws.send(json.dumps({"id": mine, "method": method, "params": params}))
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(self.ws.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message.get("type") == "event":
                if message.get("method") == "log.entryAdded":
                    self.console.append(message["params"])
                continue
            if message.get("id") == mine:
                if message.get("type") == "error":
                    raise RuntimeError(f"BiDi {method}: {message.get('error')}: {message.get('message')}")
                return message["result"]

    def script(self, function: str, *args):
        wrapped = f"async (a) => JSON.stringify(await ({function})(...JSON.parse(a)) ?? null)"
        result = self.send("script.callFunction", {
            "functionDeclaration": wrapped, "awaitPromise": True,
            "target": {"context": self.context},
            "arguments": [{"type": "string", "value": json.dumps(list(args))}],
            "resultOwnership": "none"}, timeout=600)
        if result.get("type") == "exception":
            raise RuntimeError(result["exceptionDetails"].get("text"))
        return json.loads(result["result"]["value"])

    def click(self, x: float, y: float) -> None:
        self.send("input.performActions", {"context": self.context, "actions": [{
            "type": "pointer", "id": "finger", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": int(x), "y": int(y)},
                        {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 60},
                        {"type": "pointerUp", "button": 0}]}]})

    def keys(self, *keys: str, chord: bool = False) -> None:
        down = [{"type": "keyDown", "value": k} for k in keys]
        up = [{"type": "keyUp", "value": k} for k in reversed(keys)]
        actions = down + up if chord else [a for k in keys for a in
                                           ({"type": "keyDown", "value": k}, {"type": "keyUp", "value": k})]
        self.send("input.performActions", {"context": self.context, "actions": [
            {"type": "key", "id": "keyboard", "actions": actions}]})

    def png(self) -> bytes:
        data = self.send("browsingContext.captureScreenshot", {"context": self.context})["data"]
        return base64.b64decode(data)

    def goto(self, url: str) -> None:
        self.send("browsingContext.navigate", {"context": self.context, "url": url,
                                               "wait": "interactive"}, timeout=300)

    def reload(self) -> None:
        self.send("browsingContext.reload", {"context": self.context, "wait": "interactive"},
                  timeout=300)

    def console_errors(self) -> list[str]:
        return [e.get("text", "") for e in self.console if e.get("level") == "error"]

    def close(self) -> None:
        try:
            self.send("browser.close", {}, timeout=20)
        except Exception:
            pass
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.kill()

    def kill(self) -> None:
        """The browser ended at once (SIGKILL to its process group, started by this test)."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait(20)


# ------------------------------------------------------------------------- WebKit (WebDriver)
class Xvfb:
    """A virtual display for WebKitGTK (its own, on a free display number)."""

    def __init__(self) -> None:
        if not shutil.which("Xvfb"):
            raise RuntimeError("Xvfb is missing: install Debian's xvfb (scripts/test.sh does)")
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x900x24",
                                      "-nolisten", "tcp"], pass_fds=(write,),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as f:
            self.display = ":" + f.readline().strip()

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(20)


class WebKit(EngineApp):
    """WebKitGTK through WebKitWebDriver, the browser being tests/e2e/webkit_browser.py with its
    profile in `profile` (kept between sessions: a restart finds the site's storage)."""

    name = "webkit"

    def __init__(self, profile: Path, artifacts: Path, *, display: str, env: dict | None = None,
                 languages: str | None = None) -> None:
        super().__init__(artifacts)
        port = free_port()
        environ = {**os.environ, "DISPLAY": display, **(env or {})}
        self.driver = subprocess.Popen([WEBKIT_DRIVER, f"--port={port}", "--host=127.0.0.1"],
                                       env=environ, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, start_new_session=True)
        self.base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                self._call("GET", "/status")
                break
            except OSError:
                if time.monotonic() > deadline:
                    self.kill()
                    raise RuntimeError(f"{WEBKIT_DRIVER} did not answer on port {port}")
                time.sleep(0.1)
        profile.mkdir(parents=True, exist_ok=True)
        (profile / "capture.js").write_text(CAPTURE)  # run first in every page (webkit_browser.py)
        caps = {"capabilities": {"alwaysMatch": {"webkitgtk:browserOptions": {
            "binary": SYSTEM_PYTHON,
            "args": [str(WEBKIT_BROWSER), f"--profile={profile}", "--automation"]
            + ([f"--languages={languages}"] if languages is not None else [])}}}}
        self.session = self._call("POST", "/session", caps)["sessionId"]
        self._call("POST", self._s("/timeouts"), {"script": 600_000, "pageLoad": 300_000})

    def _call(self, method: str, path: str, body: dict | None = None, timeout: float = 180):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as answer:
                return json.loads(answer.read() or b"{}").get("value")
        except urllib.error.HTTPError as exc:
            detail = exc.read().decode(errors="replace")[:500]
            raise RuntimeError(f"WebDriver {method} {path}: {exc.code} {detail}") from None

    def _s(self, path: str) -> str:
        return f"/session/{self.session}{path}"

    def script(self, function: str, *args):
        body = ("const done = arguments[arguments.length - 1];"
                f"Promise.resolve(({function})(...[...arguments].slice(0, -1)))"
                ".then(v => done(JSON.stringify(v ?? null)), e => done(JSON.stringify({__error: String(e)})));")
        value = json.loads(self._call("POST", self._s("/execute/async"), {"script": body, "args": list(args)}))
        if isinstance(value, dict) and "__error" in value:
            raise RuntimeError(value["__error"])
        return value

    def click(self, x: float, y: float) -> None:
        self._call("POST", self._s("/actions"), {"actions": [{
            "type": "pointer", "id": "finger", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
                        {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 60},
                        {"type": "pointerUp", "button": 0}]}]})
        self._call("DELETE", self._s("/actions"))

    def keys(self, *keys: str, chord: bool = False) -> None:
        down = [{"type": "keyDown", "value": k} for k in keys]
        up = [{"type": "keyUp", "value": k} for k in reversed(keys)]
        actions = down + up if chord else [a for k in keys for a in
                                           ({"type": "keyDown", "value": k}, {"type": "keyUp", "value": k})]
        self._call("POST", self._s("/actions"), {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})
        self._call("DELETE", self._s("/actions"))

    def png(self) -> bytes:
        return base64.b64decode(self._call("GET", self._s("/screenshot")))

    def goto(self, url: str) -> None:
        # navigation waits for the load event; the app loads on after it
        self._call("POST", self._s("/url"), {"url": url})

    def reload(self) -> None:
        self._call("POST", self._s("/refresh"), {})

    def close(self) -> None:
        try:
            self._call("DELETE", self._s(""), timeout=30)
        except Exception:
            pass
        self.kill()

    def kill(self) -> None:
        """The driver and its browser ended at once (SIGKILL to the group this test started)."""
        try:
            os.killpg(self.driver.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.driver.wait(20)


@contextmanager
def opened(engine: EngineApp) -> Iterator[EngineApp]:
    try:
        yield engine
    finally:
        engine.close()
