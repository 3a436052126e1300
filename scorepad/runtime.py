"""Where the app is running: on a Python server (computer, `scorepad web`) or inside the browser
itself (the static site `scorepad publish` writes: Python on Pyodide, no server).

One place to ask, so screens and services never test the platform themselves.
"""

from __future__ import annotations

import sys


def in_browser() -> bool:
    """True when Python runs inside the browser (Pyodide, `sys.platform == "emscripten"`):
    nothing server-only (sharing the table, PostgreSQL, a listening socket) can work there."""
    return sys.platform == "emscripten"
