"""netlify.toml (the ready deploy configuration of the README) says what the code does."""

from __future__ import annotations

import re
import tomllib

from scorepad.cli.publish import DEFAULT_OUT
from scorepad.publish import project_root

ROOT = project_root()


def test_netlify_builds_with_the_readmes_command_and_publishes_its_folder():
    config = tomllib.loads((ROOT / "netlify.toml").read_text())
    build = config["build"]
    assert build["command"] == f"pip install . && scorepad publish -o {DEFAULT_OUT}"
    assert build["publish"] == DEFAULT_OUT
    assert f"pip install . && scorepad publish -o {DEFAULT_OUT}" in (ROOT / "README.md").read_text()
    python = build["environment"]["PYTHON_VERSION"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    least = re.match(r">=(\d+)\.(\d+)", project["requires-python"]).groups()
    assert tuple(map(int, python.split("."))) >= tuple(map(int, least))


def test_netlify_never_caches_the_service_worker_or_the_page_and_serves_wasm_as_wasm():
    config = tomllib.loads((ROOT / "netlify.toml").read_text())
    headers = {h["for"]: h["values"] for h in config["headers"]}
    assert headers["/sw.js"]["Cache-Control"] == "no-cache"
    assert headers["/index.html"]["Cache-Control"] == "no-cache"
    assert headers["/*.wasm"]["Content-Type"] == "application/wasm"
    assert {"from": "/*", "to": "/index.html", "status": 200} in config["redirects"]
