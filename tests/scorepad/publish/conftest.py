"""Node.js, which the tests of the site's JavaScript and of Pyodide's work at build time need, and
the site's files as `scorepad publish` makes them, built once for the tests that run its worker
in Node.js (test_worker.py, test_snapshot.py)."""

from __future__ import annotations

import shutil

import pytest


def _node() -> str:
    path = shutil.which("node")
    if path is None:  # a failure, never a skip: CI installs it
        pytest.fail("Node.js (Debian's nodejs, installed by scripts/test.sh) runs this test")
    return path


@pytest.fixture(scope="session")
def node_path() -> str:
    """Node.js's path (the test fails without it)."""
    return _node()


@pytest.fixture(scope="session")
def built(tmp_path_factory):
    """(the site's files, a folder holding its `pyodide/`), its caches kept between runs."""
    _node()
    from scorepad.publish import default_cache, site_files

    files = site_files(cache=default_cache(), log=lambda *_: None)
    root = tmp_path_factory.mktemp("site")
    for name, data in files.items():
        if name.startswith("pyodide/"):
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_bytes(data)
    return files, root
