"""scorepad/publish/site.py: what is changed in Flet's web client, the page and the service
worker (without downloading anything: the Python packages and Rive are left out here)."""

from __future__ import annotations

import json

import pytest

from scorepad.publish import site


@pytest.fixture(scope="module")
def flet_files():
    return site.flet_files(site.flet_web_dir())


def test_no_address_of_another_host_is_left_in_the_client(flet_files):
    for name in ("main.dart.js", "main.dart.wasm"):
        data = flet_files[name]
        assert site.RIVE_CDN.encode() not in data
        assert site.RIVE_LOCAL.encode() in data
        # the wasm binary keeps its layout: the string keeps its length
        assert len(site.RIVE_LOCAL) == len(site.RIVE_CDN)
    assert b"serviceWorkerVersion: \"" not in flet_files["flutter_bootstrap.js"]
    assert b"cdn.jsdelivr" not in flet_files["flutter_bootstrap.js"]


def test_flets_own_page_worker_and_debug_files_are_left_out(flet_files):
    for name in ("index.html", "python-worker.js", "flutter_service_worker.js", "flutter.js.map",
                 "pyodide/python.exe", "canvaskit/canvaskit.js.symbols"):
        assert name not in flet_files
    for name in ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
                 "main.dart.wasm", "canvaskit/skwasm.wasm", "assets/fonts/roboto.woff2"):
        assert name in flet_files
    fonts = json.loads(flet_files["assets/FontManifest.json"])
    assert {"family": "Roboto", "fonts": [{"asset": "fonts/roboto.woff2"}]} in fonts
    # Flutter fetches every font of the manifest at start: none Scorepad never shows
    assets = [f["asset"] for family in fonts for f in family["fonts"]]
    assert not [a for a in assets if "katex" in a.lower() or "cupertino" in a.lower()]
    assert all("assets/" + a in flet_files for a in assets)
    # the Rive runtime the client asks for at start is answered by the site with "none": a
    # refusal, which the client's handler takes as no runtime (null was read as one: issue 29)
    for name in site.RIVE_FILES:
        assert b"RiveNative = () => Promise.reject(" in flet_files[name]
        assert b"null" not in flet_files[name].split(b"\n")[-2]


def test_pyodides_lock_lists_no_package_the_site_does_not_carry(flet_files):
    lock = json.loads(flet_files[site.PYODIDE_LOCK])
    original = json.loads((site.flet_web_dir() / site.PYODIDE_LOCK).read_bytes())
    assert len(original["packages"]) > 100 and lock["packages"] == {}
    assert lock["info"] == original["info"]  # what loadPyodide checks (the Python, the ABI)
    assert not [n for n in flet_files if n.endswith((".whl", ".tar", ".zip"))
                and n != "pyodide/python_stdlib.zip"]


def test_the_page_names_scorepad_and_loads_everything_from_its_own_site(flet_files):
    files = {**flet_files, **site.scorepad_files(), "app.tar.zst": b"archive"}
    words = {"en": {"loading": "Opening Scorepad…"}}
    pages = site.pages(files, base="/", boot_words=words)
    index = pages["index.html"].decode()
    assert "<title>Scorepad</title>" in index and "{{" not in index
    assert 'pyodideUrl: "./pyodide/pyodide.mjs"' in index
    assert 'routeUrlStrategy: "hash"' in index
    assert "https://" not in index.replace("https:// host", "")
    manifest = json.loads(files["manifest.json"])
    assert manifest["name"] == "Scorepad" and manifest["start_url"] == "./"
    sw = pages["sw.js"].decode()
    version = sw.split('const VERSION = "')[1].split('"')[0]
    assert f'scorepadVersion: "{version}"' in index
    precache = json.loads(sw.split("const PRECACHE = ")[1].split(";\n")[0])
    assert {"index.html", "pyodide/pyodide.asm.wasm", "languages.js", "passed_link.js",
            "python-worker.js", "manifest.json"} <= set(precache)
    # the archive by the address the page asks for: found in the HTTP cache at the install
    assert f"app.tar.zst?v={version}" in precache and f'"app.tar.zst?v={version}"' in index
    assert "later.tar.zst" not in " ".join(precache)  # the ORM: kept after Home
    # neither Flutter build: each engine loads one, and the page has it kept (issue 29)
    assert not {"main.dart.js", "main.dart.wasm", "canvaskit/canvaskit.wasm",
                "canvaskit/skwasm.wasm", "sw.js"} & set(precache)
    assert "keep" in sw and "scorepadKept" in sw


def test_the_version_follows_every_file(flet_files):
    files = {**flet_files, **site.scorepad_files(), "app.tar.zst": b"archive"}
    words = {"en": {}}
    one = site.pages(files, base="/", boot_words=words)
    assert site.pages(files, base="/", boot_words=words) == one
    other = site.pages({**files, "app.tar.zst": b"another"}, base="/", boot_words=words)
    assert other["sw.js"] != one["sw.js"] and other["index.html"] != one["index.html"]
