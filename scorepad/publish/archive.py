"""The app archive (`app.tar.zst`): Scorepad's Python code and its packages, as the browser's
Python unpacks it.

    main.py                 starts the app in the browser (scorepad/browser.py), with
                            __pypackages__.zip on sys.path
    rules/, scorepad/       the engine and the app, without caches, the builder and the assets
                            (the site serves those itself)
    __pypackages__/         the pinned packages (wheels.py), trimmed: no type stubs, no RECORD,
                            Babel's locale data for the eight languages only (and only
                            what Scorepad reads of it: BABEL_UNUSED_KEYS), and none of
                            what the browser never runs (UNUSED: test kits, the database
                            dialects other than SQLite, pydantic.v1, ...)
    __pypackages__.zip      the pure-Python packages that read no data file of their own
                            (ZIPPED), imported from the zip (zipimport): the browser writes
                            one file instead of hundreds when it unpacks the archive

and a second archive, `later.tar.zst`, of the same layout for the packages Home does not need
(LATER: the ORM), fetched after Home (its zip: __pypackages__.later.zip).

rules/ and scorepad/ stay files (issue 37, bench/bench_unpack.py): in the zip (with_zip's
`ours`, which they can be, reading their catalogs and migrations through importlib.resources)
the start writes 107 files instead of 338, but the worker's own unpack (python-worker.js)
writes those in 0.5 s in WebKit either way, and the app's imports from the zip took 2.3 s
there against 1.0 s from files (Chromium 0.54 against 0.30 s; zipimport and the zip's
directory read by importlib.resources run Python, which is slowest in WebKit).

The same input gives the same bytes: members sorted by name, one fixed time, owner 0, modes
0644/0755, one Zstandard frame at a fixed level.

Zstandard, not gzip (issue 29, the first visit's bytes): the host cannot compress an archive
that is already compressed, so the archive's own compression is what a phone fetches. At its
highest level Zstandard makes it 2.1 MB (28%) smaller than gzip -9 (Pyodide 314's Python has
`compression.zstd` in its core, `shutil`'s "zstdtar" unpacks it) and unpacks faster in the
browser (Pyodide in Node.js: 0.29 s against 0.41 s): xz is 0.5 MB smaller still, but unpacks
in 0.63 s, which every installed start would pay.
"""

from __future__ import annotations

import io
import tarfile
import zipfile
from pathlib import Path
from typing import Iterable

from scorepad.publish.wheels import Pin

NAME = "app.tar.zst"
FORMAT = "zstdtar"  # shutil's name for it (python-worker.js: pyodide.unpackArchive)
LEVEL = 22  # zstd's highest ("ultra"): the decoder's speed does not depend on it
FIXED_MTIME = 315532800  # 1980-01-01T00:00:00Z, as wheels use
PACKAGES = "__pypackages__"
ZIP = PACKAGES + ".zip"
LATER_NAME = "later.tar.zst"
LATER_ZIP = PACKAGES + ".later.zip"
# The packages Home does not need (issue 37, item 5: a first visit's bytes): the ORM and what
# only it imports. They are a second archive (LATER_NAME, 3 of the 7.9 MB the two make), which
# the page fetches once Home is drawn and the service worker then keeps; the first import of
# one of them unpacks it (scorepad/browser.py, LaterPackages).
LATER = ("sqlalchemy", "sqlmodel", "pydantic", "pydantic_core", "annotated_types",
         "typing_inspection", "alembic", "mako", "markupsafe")
MAIN = ('"""Scorepad in the browser: the static site\'s entry point (`scorepad publish`)."""\n'
        "import os\nimport sys\n\n"
        f"sys.path.insert(1, os.path.abspath({ZIP!r}))\n\n"
        "from scorepad.browser import start  # noqa: E402\n\n"
        f"start(later={LATER!r}, later_zip=os.path.abspath({LATER_ZIP!r}))\n").encode()
# Imported from __pypackages__.zip: pure Python, no data file read through __file__ (Babel's
# locale data, Alembic's templates, segno's and MarkupSafe's files stay on the file system).
ZIPPED = ("sqlalchemy", "sqlmodel", "pydantic", "flet", "flet_charts", "typing_extensions",
          "annotated_types", "typing_inspection", "six", "repath", "platformdirs", "mako")
# The project's own packages, which can be imported from the same zip (with_zip's `ours`):
# they read their data (catalogs, migrations) through importlib.resources, a zip's or a
# folder's. The site keeps them as files: see above.
OURS = ("rules", "scorepad")

# What of the project's own code the browser never needs.
SKIP_DIRS = {"__pycache__", "assets", "publish", "tests"}
SKIP_SUFFIXES = (".pyc", ".pyo", ".pyi", ".c", ".h")
# Packages' parts the browser never runs (issue 29: the first visit's bytes). The store is
# SQLite there; tests and tools are the server's. Each prefix is under __pypackages__/.
UNUSED = tuple(f"{PACKAGES}/{p}" for p in (
    *(f"sqlalchemy/dialects/{d}/" for d in ("mssql", "mysql", "oracle", "postgresql")),
    "sqlalchemy/dialects/sqlite/provision.py", "sqlalchemy/dialects/type_migration_guidelines",
    "sqlalchemy/connectors/aioodbc.py", "sqlalchemy/connectors/pyodbc.py",
    "sqlalchemy/testing/", "sqlalchemy/ext/mypy/", "sqlalchemy/ext/asyncio/",
    *(f"alembic/ddl/{d}.py" for d in ("mssql", "mysql", "oracle", "postgresql")),
    "alembic/testing/", "alembic/templates/", "mako/testing/", "mako/ext/",
    "flet/testing/", "flutter/", "pydantic/v1/", "sqlmodel/.agents/", "segno-1.6.6.data/",
))
UNUSED_INFO = ("/sboms/",)  # inside a *.dist-info folder (licenses stay)
# Alembic's ddl package imports every dialect's support; the browser's has SQLite's only.
ALEMBIC_DDL = f"{PACKAGES}/alembic/ddl/__init__.py"
ALEMBIC_DDL_SQLITE = b"from . import sqlite\nfrom .impl import DefaultImpl as DefaultImpl\n"
SKIP_NAMES = {"py.typed", "RECORD", "INSTALLER", "REQUESTED", "WHEEL", "entry_points.txt",
              "top_level.txt", "direct_url.json"}


def babel_locales(locales: Iterable[str]) -> set[str]:
    """The CLDR files Babel reads for these locales: each, its parents, and `root`.

    >>> sorted(babel_locales(["en_GB", "pt"]))
    ['en', 'en_001', 'en_150', 'en_GB', 'pt', 'root']
    """
    from babel.core import get_global

    exceptions = get_global("parent_exceptions")
    keep = {"root"}
    for name in locales:
        while name and name != "root":
            keep.add(name)
            if name in exceptions:
                name = exceptions[name]
            elif "_" in name:
                name = name.rsplit("_", 1)[0]
            else:
                name = ""
    if "en_GB" in keep:  # en_GB -> en_001 -> en; Babel also merges en_150's aliases
        keep.add("en_150")
    return keep


# What Scorepad asks of Babel's locale data: plural rules (read_po), format_decimal,
# format_list, format_skeleton and datetime_formats (scorepad/words.py, rules/language.py).
# What it never asks is taken out of each locale's .dat: names of languages, countries,
# currencies, time zones and units, relative and interval formats (1.57 MB of pickles down to
# 0.17 MB; 0.34 MB less to fetch). A key left out raises KeyError only if read.
BABEL_UNUSED_KEYS = frozenset((
    "languages", "territories", "scripts", "variants", "currency_names", "currency_names_plural",
    "currency_symbols", "compact_currency_formats", "currency_unit_patterns", "meta_zones",
    "time_zones", "zone_formats", "unit_patterns", "unit_display_names", "compound_unit_patterns",
    "interval_formats", "date_fields"))


def babel_trimmed(data: bytes) -> bytes:
    """A Babel locale file (a pickled dict) without BABEL_UNUSED_KEYS."""
    import pickle

    values = pickle.loads(data)  # Babel's own files, from the pinned wheel
    return pickle.dumps({k: v for k, v in values.items() if k not in BABEL_UNUSED_KEYS}, 4)


def keep_file(name: str, *, locales: set[str]) -> bool:
    parts = name.split("/")
    if any(part in SKIP_DIRS for part in parts[:-1]) and not name.startswith(PACKAGES + "/"):
        return False
    leaf = parts[-1]
    if leaf in SKIP_NAMES or leaf.endswith(SKIP_SUFFIXES) or "__pycache__" in parts:
        return False
    if name.startswith(UNUSED) or (".dist-info/" in name and any(p in name for p in UNUSED_INFO)):
        return False
    if "/babel/locale-data/" in name and leaf.endswith(".dat"):
        return leaf[:-4] in locales
    return True


def project_files(root: Path) -> list[tuple[str, bytes]]:
    """rules/ and scorepad/ as the archive holds them (relative names, bytes)."""
    out = []
    for package in ("rules", "scorepad"):
        for path in sorted((root / package).rglob("*")):
            if not path.is_file():
                continue
            rel = path.relative_to(root).as_posix()
            if any(part in SKIP_DIRS for part in rel.split("/")[:-1]):
                continue
            if rel == "scorepad/cli/publish.py":
                continue
            out.append((rel, path.read_bytes()))
    return out


def own_metadata(root: Path) -> tuple[str, bytes]:
    """Scorepad's own package record (name and version, from pyproject.toml), so the site
    answers `importlib.metadata.version("scorepad")` as an installed copy does (the About
    screen says which version this is)."""
    import tomllib

    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = project["name"], project["version"]
    text = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    return f"{PACKAGES}/{name}-{version}.dist-info/METADATA", text.encode()


def package_files(fetched: dict[Pin, Path]) -> list[tuple[str, bytes]]:
    from scorepad.publish.wheels import files_of

    out = []
    for pin, path in fetched.items():
        for name, data in files_of(pin, path):
            out.append((f"{PACKAGES}/{name}", data))
    return out


def entries(root: Path, fetched: dict[Pin, Path], *, locales: set[str]) -> dict[str, bytes]:
    """Every file of the archive, trimmed, by name."""
    files: dict[str, bytes] = {"main.py": MAIN}
    for name, data in project_files(root) + package_files(fetched) + [own_metadata(root)]:
        if keep_file(name, locales=locales):
            files[name] = data
    for name in files:
        if "/babel/locale-data/" in name and name.endswith(".dat"):
            files[name] = babel_trimmed(files[name])
    if ALEMBIC_DDL in files:
        files[ALEMBIC_DDL] = ALEMBIC_DDL_SQLITE
    return files


def _zipped_name(name: str, ours: bool = False) -> bool:
    if ours and name.split("/", 1)[0] in OURS:
        return True
    top = name.removeprefix(PACKAGES + "/").split("/", 1)[0]
    return name.startswith(PACKAGES + "/") and (
        top.removesuffix(".py").removesuffix(".pyc") in ZIPPED
        or (top.endswith(".dist-info") and top.split("-", 1)[0].lower() in ZIPPED))


def _top(name: str) -> str:
    """The package a file of __pypackages__ belongs to ("" for the project's own files)."""
    if not name.startswith(PACKAGES + "/"):
        return ""
    top = name.removeprefix(PACKAGES + "/").split("/", 1)[0]
    if top.endswith(".dist-info"):
        return top.split("-", 1)[0].lower()
    return top.removesuffix(".py").removesuffix(".pyc")


def split_later(files: dict[str, bytes]) -> tuple[dict[str, bytes], dict[str, bytes]]:
    """(what the start needs, what comes after Home: the LATER packages)."""
    later = {n: d for n, d in files.items() if _top(n) in LATER}
    return {n: d for n, d in files.items() if n not in later}, later


def _zip_member(name: str) -> str:
    return name.removeprefix(PACKAGES + "/")


def with_zip(files: dict[str, bytes], *, ours: bool = False, name: str = ZIP) -> dict[str, bytes]:
    """`files` with the ZIPPED packages, and with `ours` rules/ and scorepad/ too (OURS),
    moved into one __pypackages__.zip (stored: the archive's Zstandard compresses it; the same
    bytes for the same files), or the zip `name`. The site leaves `ours` off (the module's
    docstring says why; bench/bench_unpack.py measures both)."""
    out = {n: d for n, d in files.items() if not _zipped_name(n, ours)}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as z:
        for member in sorted((n for n in files if _zipped_name(n, ours)), key=_zip_member):
            info = zipfile.ZipInfo(_zip_member(member), (1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            z.writestr(info, files[member])
    out[name] = buffer.getvalue()
    return out


def pack(files: dict[str, bytes], cache: Path | None = None) -> bytes:
    """A tar.zst of `files`, byte for byte the same for the same files. With a `cache`
    folder, the compressed archive is kept there by the tar's hash: Zstandard's level 22 takes
    10-20 s, which a build of unchanged files (every browser test session's) is spared."""
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        dirs: set[str] = set()
        for name in sorted(files):
            parts = name.split("/")
            for i in range(1, len(parts)):
                folder = "/".join(parts[:i])
                if folder not in dirs:
                    dirs.add(folder)
                    tar.addfile(_info(folder, tarfile.DIRTYPE, 0o755, 0))
            data = files[name]
            tar.addfile(_info(name, tarfile.REGTYPE, 0o644, len(data)), io.BytesIO(data))
    import hashlib

    import zstandard

    tar = raw.getvalue()
    kept = cache / f"{hashlib.sha256(tar).hexdigest()[:24]}-{LEVEL}.tar.zst" if cache else None
    if kept is not None and kept.is_file():
        return kept.read_bytes()
    out = zstandard.ZstdCompressor(level=LEVEL, write_content_size=True).compress(tar)
    if kept is not None:
        kept.parent.mkdir(parents=True, exist_ok=True)
        partial = kept.with_suffix(".partial")
        partial.write_bytes(out)
        partial.replace(kept)  # whole or not at all, if two builds run at once
    return out


def _info(name: str, kind: bytes, mode: int, size: int) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type = kind
    info.mode = mode
    info.size = size
    info.mtime = FIXED_MTIME
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info
