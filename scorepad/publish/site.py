"""The static site: Flet's web client (flet-web's `web/` folder, Pyodide included), Scorepad's
page, worker, service worker, manifest and icons, and the app archive.

What is changed in Flet's files, and why:
- `flutter_bootstrap.js`: Flutter's own service-worker loading is taken out: it would replace
  Scorepad's service worker with Flet's, which unregisters itself.
- `main.dart.js` / `main.dart.wasm`: the Rive runtime's CDN address becomes the site's own
  `rive-44/` folder (the same length, so the wasm binary stays valid). Flet's client loads the
  Rive runtime (npm `@rive-app/flutter-native-wasm`, 2.9 MB) at every start although Scorepad
  draws no Rive animation: the site answers with a stub whose `RiveNative()` is refused, which
  the client takes as "no Rive" (its refusal handler answers null; it then tries the
  compatibility build, the same stub, and goes on without). A stub that gave null instead was
  read as the runtime (`null.makeRenderer`: an uncaught error at every start). Nothing leaves
  the site, and every phone is spared 1 MB.
- `assets/FontManifest.json`: Roboto added, as Flet's server does with no CDN; the KaTeX fonts
  (Markdown's maths) and Cupertino icons, which Scorepad never shows, taken out with their
  files: Flutter fetches every font of the manifest at start.
- `assets/fonts/MaterialIcons-Regular.otf`: cut to the icons the app draws (icons.py, called by
  site_files).
- `pyodide/pyodide-lock.json`: Pyodide's list of the 357 packages of its distribution, none of
  which the site carries (its Python packages are in the app archive), emptied: 119 KB less
  to fetch and parse at every start; the version fields that Pyodide checks stay.
- `index.html`, `python.js`, `python-worker.js`, `sw.js`: Scorepad's (scorepad/publish/web/);
  `fzstd.mjs` beside them, fzstd 0.1.1 as published (MIT: its notice at its top), the worker's
  Zstandard decoder.
Left out: source maps, debug symbols, Pyodide's command-line files, micropip (nothing is
installed in the browser), CanvasKit variants no browser picks for this client.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

WEB_TEMPLATES = Path(__file__).resolve().parent / "web"
ASSETS = Path(__file__).resolve().parent.parent / "assets"

RIVE_CDN = "https://cdn.jsdelivr.net/npm/@rive-app/flutter-native-wasm@44.0.0/"
RIVE_DIR = "rive-44/"  # the site's folder of the Rive runtime (npm.py)
RIVE_LOCAL = "./" * ((len(RIVE_CDN) - len(RIVE_DIR)) // 2) + RIVE_DIR  # same length: see above
assert len(RIVE_LOCAL) == len(RIVE_CDN)
SW_LOADING = ('    serviceWorkerSettings: {\n        serviceWorkerVersion: "1804020039" /* Flutter\'s '
              'service worker is deprecated and will be removed in a future Flutter release. */,\n'
              '    },\n')

# flet-web's files the site leaves out (glob patterns relative to web/)
SKIP = ("*.map", "*.symbols", "*.d.ts", "flutter.js", "flutter_service_worker.js", "index.html",
        "python.js", "python-worker.js", "manifest.json", "favicon.png", "icons/*",
        "canvaskit/experimental_webparagraph/*", "canvaskit/wimp.*", "pyodide/python",
        "pyodide/python.bat", "pyodide/python.exe", "pyodide/python_cli_entry.mjs",
        "pyodide/package.json", "pyodide/*.whl", "pyodide/pyodide.js",
        "assets/packages/flutter_math_fork/*", "assets/packages/cupertino_icons/*")
RIVE_STUB = (b"// Scorepad draws no Rive animation: Flet's client asks for the Rive runtime at start;\n"
             b"// this stub answers on the site itself with no runtime (scorepad/publish/site.py).\n"
             b"// Refused, not null: the client's refusal handler is its no-Rive answer (null is read as a runtime).\n"
             b"globalThis.RiveNative = () => Promise.reject(new Error(\"no Rive runtime here\"));\n")
RIVE_FILES = (RIVE_DIR + "wasm/rive_native.js", RIVE_DIR + "wasm_compatibility/rive_native.js")
UNUSED_FONTS = ("packages/flutter_math_fork/", "packages/cupertino_icons/")
PYODIDE_LOCK = "pyodide/pyodide-lock.json"

# files the service worker does not fetch at its install: Flutter's builds, of which each engine
# loads one (Blink: main.dart.wasm + main.dart.mjs + skwasm; WebKit and Firefox: main.dart.js +
# canvaskit/canvaskit.*), and what no start needs. The page has the worker keep whatever it
# loaded once its first screen is drawn (sw.js, keep): a first visit fetches one build, not two.
# later.tar.zst (the ORM, archive.LATER) is fetched by the worker once Home is drawn and kept
# then (index.html: the "later-fetched" step), so a first visit's bytes before Home leave it out.
# snapshot.bin (snapshot.py) is kept once Home is drawn, by engines that can restore it only.
NOT_PRECACHED = ("main.dart.js", "main.dart.wasm", "main.dart.mjs", "canvaskit/canvaskit.*",
                 "canvaskit/skwasm.*", "canvaskit/chromium/*", "canvaskit/skwasm_heavy.*",
                 "assets/NOTICES", "assets/packages/*", "version.json", "later.tar.zst",
                 "snapshot.bin")


# files the page asks for with the site's version in the address ("<name>?v=<version>"), each
# by its placeholder in index.html (null when the site has no such file): a new version is
# never answered from an older one's HTTP cache; the service worker precaches the archive by
# that address, so its install finds it in the browser's HTTP cache (a first visit: no second
# download)
VERSIONED = {"app.tar.zst": "APP_URL", "later.tar.zst": "LATER_URL", "snapshot.bin": "SNAPSHOT_URL"}


def versioned(name: str, version: str) -> str:
    return f"{name}?v={version}"


def flet_web_dir() -> Path:
    import flet_web

    return Path(flet_web.__file__).resolve().parent / "web"


def _matches(name: str, patterns: tuple[str, ...]) -> bool:
    from fnmatch import fnmatchcase

    return any(fnmatchcase(name, p) for p in patterns)


def flet_files(web: Path) -> dict[str, bytes]:
    """flet-web's files the site keeps, with the changes above."""
    files = {}
    for path in sorted(web.rglob("*")):
        name = path.relative_to(web).as_posix()
        if path.is_file() and not _matches(name, SKIP):
            files[name] = path.read_bytes()
    for name in ("main.dart.js", "main.dart.wasm"):
        files[name] = _replace_once(files[name], RIVE_CDN.encode(), RIVE_LOCAL.encode(), name)
    # as Flet's server does with no CDN: Roboto, the text font, from the site (FontManifest)
    fonts = [family for family in json.loads(files["assets/FontManifest.json"])
             if not any(f["asset"].startswith(UNUSED_FONTS) for f in family["fonts"])]
    fonts.append({"family": "Roboto", "fonts": [{"asset": "fonts/roboto.woff2"}]})
    files["assets/FontManifest.json"] = json.dumps(fonts, separators=(",", ":")).encode()
    files["flutter_bootstrap.js"] = _replace_once(files["flutter_bootstrap.js"],
                                                  SW_LOADING.encode(), b"", "flutter_bootstrap.js")
    for name in RIVE_FILES:
        files[name] = RIVE_STUB
    lock = json.loads(files[PYODIDE_LOCK])
    files[PYODIDE_LOCK] = json.dumps({**lock, "packages": {}}, separators=(",", ":")).encode()
    return files


def _replace_once(data: bytes, old: bytes, new: bytes, name: str) -> bytes:
    if data.count(old) != 1:
        raise RuntimeError(f"flet-web's {name} is not the one this builder knows "
                           f"({old[:40]!r}... found {data.count(old)} times): check flet-web's version")
    return data.replace(old, new)


def scorepad_files() -> dict[str, bytes]:
    """Scorepad's manifest, icons and favicons (the same as the server's page)."""
    files = {}
    for path in sorted(ASSETS.rglob("*")):
        name = path.relative_to(ASSETS).as_posix()
        if path.is_file() and name != "index.html":
            files[name] = path.read_bytes()
    manifest = json.loads(files["manifest.json"])
    manifest["id"] = "./"
    manifest["start_url"] = "./"
    files["manifest.json"] = (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode()
    return files


def content_version(files: dict[str, bytes]) -> str:
    digest = hashlib.sha256()
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    return digest.hexdigest()[:16]


def fill(template: str, **values: str) -> str:
    for key, value in values.items():
        marker = "{{" + key + "}}"
        if marker not in template:
            raise RuntimeError(f"template has no {marker}")
        template = template.replace(marker, value)
    return template


def pages(files: dict[str, bytes], *, base: str, boot_words: dict) -> dict[str, bytes]:
    """index.html, python.js, python-worker.js, fzstd.mjs, replay.js and sw.js for the other `files` of the
    site."""
    out = {name: (WEB_TEMPLATES / name).read_bytes()
           for name in ("python.js", "python-worker.js", "fzstd.mjs", "replay.js")}
    index_template = (WEB_TEMPLATES / "index.html").read_text("utf-8")
    words = json.dumps(boot_words, ensure_ascii=False, sort_keys=True)
    # the version covers every file the page loads, the page's own template included
    version = content_version({**files, **out, "index.html": (index_template + base + words).encode()})
    urls = {key: json.dumps(versioned(name, version) if name in files else None)
            for name, key in VERSIONED.items()}
    out["index.html"] = fill(index_template, BASE=base, BOOT_WORDS=words, VERSION=version,
                             **urls).encode()
    precache = sorted(versioned(n, version) if n in VERSIONED else n
                      for n in {**files, **out} if not _matches(n, NOT_PRECACHED))
    sw = (WEB_TEMPLATES / "sw.js").read_text("utf-8")
    out["sw.js"] = fill(sw, VERSION=version, PRECACHE=json.dumps(precache, indent=1)).encode()
    return out
