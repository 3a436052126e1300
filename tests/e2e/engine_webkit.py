"""WebKitGTK driven by Debian's WebKitWebDriver (classic WebDriver over HTTP) under Xvfb, the
browser being tests/e2e/webkit_browser.py (a profile kept in a folder) (tests/e2e/engines.py)."""

from __future__ import annotations

import base64
import json
import os
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from tests.harness import free_port

from .engines import CAPTURE, PHONE, EngineApp

WEBKIT_DRIVER = os.environ.get("SCOREPAD_WEBKIT_DRIVER") or "/usr/bin/WebKitWebDriver"
WEBKIT_BROWSER = Path(__file__).with_name("webkit_browser.py")
SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's, with PyGObject and WebKit2 4.1's typelib

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

    def root_pid(self) -> int:
        """The driver's process, under which the browser and its web process run
        (tests/e2e/page_process.py)."""
        return self.driver.pid

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


