"""scorepad/publish/stdlib.py: the standard library without what a page's Python never runs,
and nothing the site carries imports what was left out."""

from __future__ import annotations

import io
import zipfile

from rules.language import LOCALES
from scorepad.publish import archive, default_cache, project_root, site, stdlib, wheels


def _flet_stdlib() -> bytes:
    return (site.flet_web_dir() / "pyodide" / "python_stdlib.zip").read_bytes()


def test_the_unused_modules_go_and_the_rest_stays_byte_for_byte():
    data = _flet_stdlib()
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        before = {i.filename: z.read(i) for i in z.infolist()}
    with zipfile.ZipFile(io.BytesIO(stdlib.trimmed(data))) as z:
        after = {i.filename: z.read(i) for i in z.infolist()}
    assert "unittest/mock.py" in before and "unittest/mock.py" not in after
    assert "pdb.py" in before and "pdb.py" not in after
    assert not [n for n in after if stdlib.top_name(n) in stdlib.UNUSED]
    for kept in ("asyncio/base_events.py", "sqlite3/__init__.py", "json/decoder.py", "codeop.py"):
        assert after[kept] == before[kept]
    assert "concurrent/futures/process.py" not in after and "concurrent/futures/thread.py" in after
    assert len(after) == len([n for n in before if stdlib.top_name(n) not in stdlib.UNUSED
                              and n not in stdlib.UNUSED_FILES])


def test_top_imports_are_those_run_at_import_time_only():
    source = (b"import os\nfrom json import loads\ntry:\n    import pdb\nexcept ImportError:\n"
              b"    import bdb\nif True:\n    import a.b\ndef f():\n    import unittest\n"
              b"from . import sibling\nif __name__ == \"__main__\":\n    import doctest\n")
    assert stdlib.top_imports(source) == {"os", "json", "pdb", "bdb", "a.b"}


def test_nothing_the_site_carries_imports_a_module_left_out():
    with zipfile.ZipFile(io.BytesIO(stdlib.trimmed(_flet_stdlib()))) as z:
        sources = {f"stdlib/{n}": z.read(n) for n in z.namelist() if n.endswith(".py")}
    fetched = wheels.fetch(default_cache() / "wheels", log=lambda *_: None)
    app = archive.entries(project_root(), fetched, locales=archive.babel_locales(LOCALES.values()))
    sources.update({n: d for n, d in app.items() if n.endswith(".py")})
    found = []
    for name, source in sources.items():
        if name.endswith("__main__.py"):  # run as a program only (python -m), never here
            continue
        try:
            imports = stdlib.top_imports(source)
        except SyntaxError:
            continue
        found += [(name, m) for m in imports if m.split(".")[0] in stdlib.UNUSED
                  or m == "concurrent.futures.process"]
    assert found == []
