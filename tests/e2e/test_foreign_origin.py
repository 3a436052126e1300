"""Another site cannot reach the app (issue 10, item 4), in a real browser.

- A page served by a second local HTTP server (another loopback port: another origin) opens
  `ws://127.0.0.1:<app port>/ws`, as the drill's hostile page did: the upgrade is refused, the
  socket never opens, no message (no saved player's name) reaches the page, and the server
  logs the refusal. The same script on the app's own page opens the socket (so the test can
  fail).
- DNS rebinding: a browser that resolves `evil.example` to 127.0.0.1 asks for the app under
  that name: refused, while `localhost` is served.
- The app itself keeps working: a reload and a second tab paint Home.
"""

from __future__ import annotations

import http.server
import json
import threading
from pathlib import Path

import pytest

from scorepad.services.games.service import GameService
from scorepad.store.db import open_store

from .conftest import (CHROMIUM_ARGS, WAIT, AppDriver, chromium_path, enable_accessibility,
                       open_driver)

pytestmark = pytest.mark.browser

PROBE_JS = """
(url) => new Promise((resolve) => {
  const r = {opened: false, messages: 0, error: false, closed: false, code: null, state: null};
  let ws;
  try { ws = new WebSocket(url); } catch (e) { r.error = String(e); resolve(r); return; }
  ws.binaryType = "arraybuffer";
  ws.onopen = () => { r.opened = true; r.state = ws.readyState; ws.close(); };
  ws.onmessage = () => { r.messages += 1; };
  ws.onerror = () => { r.error = true; };
  ws.onclose = (e) => { r.closed = true; r.code = e.code; resolve(r); };
  setTimeout(() => { r.state = ws.readyState; resolve(r); }, 10000);
})
"""

FOREIGN_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>Another site</title></head>
<body style="font: 20px sans-serif">
<h1>A page on another origin</h1>
<p>It tries to open the Scorepad WebSocket at <code>{ws}</code>.</p>
<pre id="out">trying...</pre>
<script>
const probe = {probe};
probe("{ws}").then((r) => {{
  window.result = r;
  document.getElementById("out").textContent = JSON.stringify(r, null, 1);
}});
</script></body></html>
"""


@pytest.fixture
def foreign_site(app_server):
    """A second HTTP server on another loopback port, serving the hostile page."""
    ws = f"ws://127.0.0.1:{app_server.port}/ws"
    page = FOREIGN_PAGE.format(ws=ws, probe=PROBE_JS.strip()).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the stdlib's name
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)


def _seed_a_game(app_server) -> None:
    """Saved players whose names a hostile page would read if it got in."""
    store = open_store(f"sqlite:///{app_server.database()}")
    try:
        GameService(store).start_game(game="sixth-sense", players=["Secretia", "Bob", "Cy"],
                                      first_dealer=0)
    finally:
        store.close()


def _artifacts(request) -> Path:
    from .conftest import ARTIFACTS, _test_dir_name

    folder = ARTIFACTS / _test_dir_name(request)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_a_page_from_another_origin_cannot_open_the_websocket(browser, app_server, foreign_site,
                                                               request):
    _seed_a_game(app_server)
    log_before = app_server.log.read_text(errors="replace")
    context = browser.new_context()
    try:
        page = context.new_page()
        page.set_default_timeout(WAIT)
        page.goto(foreign_site, wait_until="load")
        page.wait_for_function("() => window.result !== undefined", timeout=WAIT)
        result = page.evaluate("() => window.result")
        page.screenshot(path=str(_artifacts(request) / "foreign-page.png"))

        assert result["opened"] is False and result["messages"] == 0, result
        assert result["closed"] is True and result["code"] == 1006, result  # refused handshake
        assert "Secretia" not in page.content()

        # the same script on the app's own page opens the socket: the refusal is the Origin's
        own = context.new_page()
        own.goto(app_server.url, wait_until="load")
        mine = own.evaluate(PROBE_JS, f"ws://127.0.0.1:{app_server.port}/ws")
        assert mine["opened"] is True and mine["state"] == 1, mine
    finally:
        context.close()
    log = app_server.log.read_text(errors="replace")[len(log_before):]
    origin = foreign_site.rstrip("/")
    assert f"refused a WebSocket from origin '{origin}'" in log, log[-2000:]
    assert "refused a WebSocket from origin 'http://127.0.0.1:%d'" % app_server.port not in log


def test_a_rebound_host_name_is_refused(browser, app_server, request):
    """A browser that resolves evil.example to 127.0.0.1 (what DNS rebinding achieves)."""
    rebound = browser.browser_type.launch(
        executable_path=chromium_path(),
        args=[*CHROMIUM_ARGS, "--host-resolver-rules=MAP evil.example 127.0.0.1, "
                              "EXCLUDE localhost"])
    try:
        page = rebound.new_page()
        page.set_default_timeout(WAIT)
        evil = page.goto(f"http://evil.example:{app_server.port}/", wait_until="load")
        body = page.inner_text("body")
        page.screenshot(path=str(_artifacts(request) / "evil-example.png"))
        assert evil.status == 400 and "does not serve that host" in body
        assert "flutter" not in page.content().lower()
        good = page.goto(f"http://localhost:{app_server.port}/", wait_until="load")
        assert good.status == 200
        headers = good.headers
        assert headers.get("x-frame-options") == "DENY"
        assert headers.get("access-control-allow-origin") is None
        for path in ("docs", "redoc", "openapi.json"):
            assert page.goto(f"http://localhost:{app_server.port}/{path}").status == 404
    finally:
        rebound.close()


def test_the_app_still_works_after_a_reload_and_in_a_second_tab(browser, app_server, request):
    with open_driver(browser, app_server, request, ready="home-new-game") as app:
        app.screenshot("home")
        app.page.reload(wait_until="load")
        enable_accessibility(app.page)
        app.wait_for("home-new-game")
        app.wait_text("New game")
        app.settle()
        app.screenshot("after-reload")
        page = app.page.context.new_page()  # a second tab of the same browser
        page.set_default_timeout(WAIT)
        second = AppDriver(page, app_server, app.artifacts.with_name(app.artifacts.name + "-tab2"))
        page.bring_to_front()  # a background tab is not painted
        second.open("/", ready="home-new-game")
        second.wait_text("New game")
        second.settle()
        second.screenshot("second-tab")
        assert second.exists("home-new-game")
        app.page.bring_to_front()
        # both tabs are live sessions: the first one still answers a tap
        app.tap("home-new-game")
        app.settle()
        app.screenshot("first-tab-new-game")
        assert not app.exists("home-new-game")
    log = app_server.log.read_text(errors="replace")
    own = f"http://127.0.0.1:{app_server.port}"
    assert f"refused a WebSocket from origin '{own}'" not in log
    assert "refused a http request for host '127.0.0.1" not in log
