"""A static host on loopback for the published site (`scorepad publish`), as the browser test
and bench/bench_publish.py use it: a folder served as a plain static host serves it (no
server-side code, 404 for an unknown path), with every request counted.

    site = StaticSite(folder).start()   # site.url, site.requests, site.stop(), site.start()

`stop()` closes the port (the app must then run from its service worker: offline);
`start()` again serves the same folder on the same port. `build_site_once(folder)` builds the
site with `scorepad publish` (the command a person types) once per folder.
"""

from __future__ import annotations

import functools
import http.server
import subprocess
import sys
import threading
import time
from pathlib import Path

from tests.harness import REPO, free_port

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".gz": "application/gzip", ".zst": "application/zstd", ".zip": "application/zip",
         ".svg": "image/svg+xml", ".otf": "font/otf", ".ttf": "font/ttf", ".woff2": "font/woff2",
         ".html": "text/html; charset=utf-8", ".png": "image/png"}


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    site: "StaticSite"

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    def send_head(self):
        self._asked = time.time()
        self.site.asked.append(self._asked)
        self.site.requests.append(self.path)
        return super().send_head()

    def copyfile(self, source, outputfile):  # a file's body sent (not a 304, not a HEAD)
        start = source.tell()
        super().copyfile(source, outputfile)
        self.site.sent.append((self.path, source.tell() - start))
        self.site.sent_asked.append(self._asked)


class StaticSite:
    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.folder = Path(folder)
        self.port = port or free_port()
        self.requests: list[str] = []
        self.asked: list[float] = []  # when each request came (the wall clock, as the page's)
        self.sent: list[tuple[str, int]] = []  # (path, bytes) of each body sent
        self.sent_asked: list[float] = []  # when the request of each of them came
        self._httpd: http.server.ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def start(self) -> "StaticSite":
        handler = type("Handler", (_Handler,), {"site": self})
        self._httpd = http.server.ThreadingHTTPServer(
            ("127.0.0.1", self.port), functools.partial(handler, directory=str(self.folder)))
        self._httpd.daemon_threads = True
        threading.Thread(target=self._httpd.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None


def build_site_once(folder: Path, *, timeout: float = 900) -> Path:
    """`python -m scorepad publish -o folder` unless it was built already; the folder."""
    folder = Path(folder)
    if not (folder / "index.html").is_file():
        done = subprocess.run([sys.executable, "-m", "scorepad", "publish", "-o", str(folder)],
                              cwd=REPO, capture_output=True, text=True, timeout=timeout)
        if done.returncode != 0:
            raise RuntimeError(f"scorepad publish failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return folder
