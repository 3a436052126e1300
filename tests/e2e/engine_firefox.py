"""Firefox ESR driven over WebDriver BiDi, which `firefox-esr` speaks itself (no geckodriver is
packaged; Playwright's Firefox needs its own patched build, and its BiDi mode sends commands
ESR 153 does not know): a websocket to `--remote-debugging-port`, one tab (tests/e2e/engines.py)."""

from __future__ import annotations

import base64
import json
import os
import signal
import subprocess
import time
from pathlib import Path

from tests.harness import free_port

from .engines import CAPTURE, PHONE, EngineApp

FIREFOX = os.environ.get("SCOREPAD_FIREFOX") or "/usr/bin/firefox-esr"

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

    def root_pid(self) -> int:
        """The browser's process, under which its page processes run (tests/e2e/page_process.py)."""
        return self.proc.pid

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


