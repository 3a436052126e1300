"""scorepad/publish/imports.py: the site carries only the modules an import can reach, and
every module the app and Pyodide import is among them."""

from __future__ import annotations

import io
import zipfile

from rules.language import LOCALES
from scorepad.publish import archive, default_cache, imports, project_root, site, stdlib, wheels


def _zip(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        for name, data in files.items():
            z.writestr(name, data)
    return buffer.getvalue()


def _names(data: bytes) -> set[str]:
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        return set(z.namelist())


def test_imports_inside_functions_relative_ones_and_parents_are_followed_the_rest_goes():
    app = {"main.py": b"import scorepad.app\n",
           "scorepad/__init__.py": b"",
           "scorepad/app.py": b"def later():\n    from .deep import thing\n",
           "scorepad/deep/__init__.py": b"", "scorepad/deep/thing.py": b"import json\n",
           "__pypackages__/pkg/__init__.py": b"from . import used\n",
           "__pypackages__/pkg/used.py": b"", "__pypackages__/pkg/unused.py": b"import csv\n",
           "__pypackages__/pkg/data.json": b"{}"}
    std = _zip({"json/__init__.py": b"from .decoder import x\n", "json/decoder.py": b"",
                "json/tool.py": b"import argparse\n", "csv.py": b"", "argparse.py": b"",
                "encodings/__init__.py": b"", "encodings/big5.py": b"", "encodings/cp437.py": b""})
    kept_app, kept_std = imports.pruned(app, std)
    assert "scorepad/deep/thing.py" in kept_app  # imported only inside a function, relatively
    assert "__pypackages__/pkg/unused.py" not in kept_app  # nothing imports it (pkg is not used either)
    assert "__pypackages__/pkg/data.json" in kept_app  # not a module: stays
    assert _names(kept_std) == {"json/__init__.py", "json/decoder.py", "encodings/__init__.py",
                                "encodings/cp437.py"}


def test_the_site_keeps_what_the_browser_imports_by_name_and_drops_what_nothing_imports():
    fetched = wheels.fetch(default_cache() / "wheels", log=lambda *_: None)
    app = archive.entries(project_root(), fetched, locales=archive.babel_locales(LOCALES.values()))
    std = stdlib.trimmed((site.flet_web_dir() / "pyodide" / "python_stdlib.zip").read_bytes())
    kept_app, kept_std = imports.pruned(app, std)
    names = _names(kept_std)
    for module in ("encodings/utf_8_sig.py", "encodings/cp437.py", "asyncio/base_events.py",
                   "sqlite3/__init__.py", "tarfile.py", "compression/zstd/__init__.py",
                   "pyodide/ffi/__init__.py", "email/parser.py"):
        assert module in names, module
    for module in ("encodings/big5.py", "encodings/cp1251.py", "http/server.py", "optparse.py"):
        assert module not in names, module
    for module in ("sqlalchemy/dialects/sqlite/pysqlite.py", "sqlalchemy/orm/session.py",
                   "alembic/command.py", "babel/dates.py", "babel/messages/pofile.py",
                   "flet/controls/material/text_button.py", "scorepad/browser.py"):
        assert f"__pypackages__/{module}" in kept_app or module in kept_app, module
    for module in ("sqlalchemy/ext/horizontal_shard.py", "babel/messages/frontend.py",
                   "platformdirs/__main__.py"):
        assert f"__pypackages__/{module}" in app and f"__pypackages__/{module}" not in kept_app
    # every project file and every file that is not a module stays
    assert {n for n in app if not n.endswith(".py") or not n.startswith(archive.PACKAGES)} <= set(kept_app)
