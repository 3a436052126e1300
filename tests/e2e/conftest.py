"""End-to-end fixtures: the real Scorepad web app, driven in Debian's Chromium.

- `app_server` (one per test module): `python -m scorepad --data-dir TMP web --port P` on a free
  loopback port with a temporary data directory, in its own process group; `restart()` keeps
  the data directory (the resume test). The server itself is tests/harness.py's `Server`, the
  one harness the benchmarks (bench/*.py) use too.
- `browser` (one per test module): Chromium through Playwright, from `SCOREPAD_CHROMIUM` or
  /usr/bin/chromium. A missing browser fails the test with a message; it is never a skip.
- `app` (one per test): a fresh page on the module's server, Flutter's accessibility tree turned
  on, and an `AppDriver` (tests/e2e/driver.py) with `tap(identifier)` (counted), `wait_text`,
  `screenshot(name)` (to tests/artifacts/<test>/<nn>-<name>.png, git-ignored).

Flutter draws on a canvas: the page's DOM holds only the accessibility tree, which appears
after a click on `flt-semantics-placeholder`. Each control of the app carries a semantic
identifier (docs/ui-identifiers.md), seen as `[flt-semantics-identifier="<id>"]`.
"""

from __future__ import annotations

import os
import re
import shutil
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from tests import harness
from tests.harness import REPO, Server, ServerError, scorepad_command

# the page driver (tests/e2e/driver.py); its names are imported from here by the tests too
from .driver import (PAINT_TIMEOUT, TOP_BAR, TYPE_DELAY, VIEWPORT, WAIT,  # noqa: F401
                     AppDriver, enable_accessibility)

ARTIFACTS = REPO / "tests" / "artifacts"

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# The phones the field test used (issue 9): every main flow runs at both sizes too.
PHONES = {"360x640": {"width": 360, "height": 640}, "390x844": {"width": 390, "height": 844}}

SERVER_READY_TIMEOUT = harness.READY_TIMEOUT  # s, process start to HTTP 200


# --------------------------------------------------------------------------- the server
# One harness for the browser tests and the benchmarks: tests/harness.py (start `scorepad web`
# on a free loopback port in its own process group, wait for HTTP 200, stop that group).


def server_command(port: int, data_dir: Path) -> list[str]:
    """The command a user types, `scorepad web` (tests/harness.py builds it)."""
    return scorepad_command()(port, data_dir)


def wait_http_200(url: str, proc, timeout: float, log: Path | None = None) -> None:
    """Return once `url` answers 200; fails the test with the server's output otherwise."""
    try:
        harness.wait_http_200(url, proc, timeout, log, poll=0.02)
    except ServerError as exc:
        pytest.fail(str(exc), pytrace=False)


class AppServer(Server):
    """The real web app on a loopback port (tests/harness.py `Server`): a server that dies or
    does not answer fails the test with the end of its output, never with a traceback.
    `AppServer(data_dir, share=True, pin="4321")`, `database_url=...`, or `command=`."""

    def __init__(self, data_dir: Path, command=None, **kw):
        kw.setdefault("poll", 0.02)
        kw.setdefault("log", Path(data_dir).parent / "server.log")
        super().__init__(data_dir, command, **kw)

    def start(self, timeout: float = SERVER_READY_TIMEOUT) -> "AppServer":
        try:
            super().start(timeout)
        except ServerError as exc:
            pytest.fail(str(exc), pytrace=False)
        return self


@pytest.fixture(scope="session")
def published_site(tmp_path_factory) -> Path:
    """The static site (`scorepad publish`), built once for the whole test session: every
    module that needs it serves this folder with its own host (static_site.StaticSite)."""
    from .static_site import build_site_once

    return build_site_once(tmp_path_factory.mktemp("publish") / "site")


#: the PIN of the shared tables the tests start (`shared_server`)
SHARED_PIN = "4321"


@pytest.fixture(scope="module")
def shared_server(tmp_path_factory) -> Iterator[AppServer]:
    """`scorepad web --share --pin SHARED_PIN`, one per test module."""
    server = AppServer(tmp_path_factory.mktemp("shared") / "data", share=True,
                       pin=SHARED_PIN).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def app_server(tmp_path_factory) -> Iterator[AppServer]:
    server = AppServer(tmp_path_factory.mktemp("scorepad") / "data").start()
    try:
        yield server
    finally:
        server.stop()


# --------------------------------------------------------------------------- the browser


def chromium_path() -> str:
    path = os.environ.get("SCOREPAD_CHROMIUM") or "/usr/bin/chromium"
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        found = shutil.which("chromium") or shutil.which("chromium-browser")
        hint = f" (one is on PATH: {found}; set SCOREPAD_CHROMIUM={found})" if found else ""
        pytest.fail(f"no Chromium at {path}: install Debian's chromium (apt-get install chromium) "
                    f"or set SCOREPAD_CHROMIUM to a Chromium binary{hint}. The browser tests "
                    f"never skip.", pytrace=False)
    return path


# One browser per test module, not per session: while Playwright's sync API is open, its event
# loop counts as running in this thread, and any later test of the tree that calls
# asyncio.run() (or run_until_complete) would fail. A module ends it before others run.
@pytest.fixture(scope="module")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:  # pragma: no cover - the test extra pins it
        pytest.fail(f"playwright is not installed ({exc}): pip install -e '.[test]'", pytrace=False)
    executable = chromium_path()
    with sync_playwright() as pw:
        try:
            chromium = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        except Exception as exc:
            pytest.fail(f"Chromium at {executable} did not start: {exc}", pytrace=False)
        try:
            yield chromium
        finally:
            chromium.close()


def _test_dir_name(request) -> str:
    name = request.node.nodeid.split("::", 1)[-1] if "::" in request.node.nodeid else request.node.name
    module = Path(str(request.node.fspath)).stem
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{module}-{name}")[:120]


@contextmanager
def open_driver(browser, server: AppServer, request, ready: str, path: str = "/",
                tab: str = "", viewport: dict | None = None,
                locale: str | None = None) -> Iterator[AppDriver]:
    """A fresh browser context (a new tab, no session) on `server` at `path`, loaded once
    `ready` is shown. `tab` names a second tab's screenshot folder (<test>-<tab>);
    `viewport` another screen size (PHONES has the small phones of issue 9); `locale` the
    browser's language ("de-DE": its Accept-Language and navigator.language; issue 13)."""
    context = browser.new_context(viewport=viewport or VIEWPORT, device_scale_factor=1,
                                  **({"locale": locale} if locale else {}))
    page = context.new_page()
    page.set_default_timeout(WAIT)
    artifacts = ARTIFACTS / (_test_dir_name(request) + (f"-{tab}" if tab else ""))
    if artifacts.exists():
        shutil.rmtree(artifacts)
    driver = AppDriver(page, server, artifacts)
    try:
        driver.open(path, ready=ready)
        yield driver
    finally:
        if driver.console:
            artifacts.mkdir(parents=True, exist_ok=True)
            (artifacts / "console.txt").write_text("\n".join(driver.console) + "\n")
        if driver.tree_offsets:
            artifacts.mkdir(parents=True, exist_ok=True)
            (artifacts / "tree-offsets.txt").write_text(
                "taps aimed below a shifted accessibility tree (identifier, px):\n"
                + "".join(f"{i} {o:.0f}\n" for i, o in driver.tree_offsets))
        context.close()


@pytest.fixture
def app(browser, app_server, request) -> Iterator[AppDriver]:
    """A fresh page on the module's server, with Home loaded."""
    with open_driver(browser, app_server, request, ready="home-new-game") as driver:
        yield driver


@pytest.fixture(params=list(PHONES))
def phone_app(browser, app_server, request) -> Iterator[AppDriver]:
    """`app` on each small phone of issue 9 (360x640, then 390x844): Home loaded."""
    with open_driver(browser, app_server, request, ready="home-new-game",
                     viewport=PHONES[request.param]) as driver:
        yield driver
