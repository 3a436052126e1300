"""`scorepad publish`: the whole app as a static site (Python in the browser, no server).

    build_site(out, cache=...)  -> Report

The modules: wheels.py (the pinned Python packages, fetched with pip), bytecode.py (the
modules precompiled by the browser's own Python, run in Node.js), archive.py (app.tar.zst,
deterministic and trimmed; later.tar.zst, the ORM, fetched after Home), snapshot.py (the
interpreter saved before Home, restored by WebKit), stdlib.py (the standard library, trimmed), imports.py (only the modules an import reaches), site.py (Flet's web client, Scorepad's page, worker and service worker), web/ (those templates),
boot_words.py (the loading screen's words), icons.py (the icon font, cut to the icons the app draws). scorepad/browser.py is what runs in the browser.
"""

from __future__ import annotations

import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path

from scorepad.errors import ScorepadError

MARKER = ".scorepad-site"  # a folder holding this file is a site this command wrote
STDLIB = "pyodide/python_stdlib.zip"


@dataclass
class Report:
    out: Path
    version: str
    files: int
    bytes: int
    archive_bytes: int
    seconds: float
    sizes: dict[str, int] = field(default_factory=dict)


class PublishError(ScorepadError, RuntimeError):
    """The site cannot be built; one sentence for a person."""


def default_cache() -> Path:
    env = os.environ.get("SCOREPAD_PUBLISH_CACHE")
    if env:
        return Path(env)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("scorepad", appauthor=False)) / "publish"


def project_root() -> Path:
    return Path(__file__).resolve().parents[2]


def site_files(*, cache: Path, base: str = "/", compiled: bool = True,
               log=print) -> dict[str, bytes]:
    """Every file of the site, by name (relative to the site's folder)."""
    from rules.language import LOCALES
    from scorepad.publish import archive, bytecode, icons, imports, site, snapshot, stdlib, wheels
    from scorepad.publish.boot_words import boot_words

    fetched = wheels.fetch(cache / "wheels", log=log)
    app = archive.entries(project_root(), fetched, locales=archive.babel_locales(LOCALES.values()))
    files = site.flet_files(site.flet_web_dir())
    files[icons.FONT] = icons.trimmed_font(files, project_root() / "scorepad", log=log)
    # only the modules an import can reach (imports.py), of the app's and the standard library's
    app, files[STDLIB] = imports.pruned(app, stdlib.trimmed(files[STDLIB]))
    if compiled:
        app = bytecode.with_bytecode(app, site.flet_web_dir() / "pyodide", cache / "bytecode",
                                     log=log)
    if compiled:  # Pyodide's standard library precompiled too (bytecode.compiled_zip)
        files[STDLIB] = bytecode.compiled_zip(files[STDLIB], site.flet_web_dir() / "pyodide",
                                              cache / "bytecode", log=log)
    files.update(site.scorepad_files())
    start, later = archive.split_later(app)  # what Home needs, and what comes after it
    files[archive.NAME] = archive.pack(archive.with_zip(start), cache=cache / "archive")
    files[archive.LATER_NAME] = archive.pack(archive.with_zip(later, name=archive.LATER_ZIP),
                                             cache=cache / "archive")
    if compiled:  # the interpreter saved before Home (snapshot.py), made from these files
        saved = snapshot.make(files, archive.NAME, cache / "snapshot", log=log)
        if saved is not None:
            files[snapshot.NAME] = saved
    files.update(site.pages(files, base=base, boot_words=boot_words()))
    return files


def build_site(out: Path, *, cache: Path | None = None, base: str = "/", compiled: bool = True,
               log=print) -> Report:
    """Write the site into `out` (replacing a site written there before)."""
    from scorepad.publish import archive
    from scorepad.publish.wheels import FetchError

    started = time.perf_counter()
    if not base.startswith("/") or not base.endswith("/"):
        raise PublishError(f"the base path starts and ends with '/', not {base!r}")
    out = Path(out)
    ours = (out / MARKER).is_file()
    if out.exists() and not ours and (not out.is_dir() or any(out.iterdir())):
        raise PublishError(f"{out} exists and is not a site 'scorepad publish' wrote: "
                           "choose an empty or new folder")
    try:
        files = site_files(cache=cache or default_cache(), base=base, compiled=compiled, log=log)
    except (FetchError, OSError) as exc:
        raise PublishError(str(exc)) from None
    if ours:
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    for name, data in sorted(files.items()):
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    version = _version_of(files["sw.js"])
    (out / MARKER).write_text(version + "\n")
    return Report(out=out, version=version, files=len(files),
                  bytes=sum(len(d) for d in files.values()),
                  archive_bytes=len(files[archive.NAME]) + len(files[archive.LATER_NAME]),
                  seconds=time.perf_counter() - started,
                  sizes={name: len(data) for name, data in files.items()})


def _version_of(sw: bytes) -> str:
    text = sw.decode()
    return text.split('const VERSION = "', 1)[1].split('"', 1)[0]
