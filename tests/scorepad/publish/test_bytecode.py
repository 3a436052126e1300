"""scorepad/publish/bytecode.py: modules go to the browser precompiled by its own Python,
except what is read as a file; without Node.js the sources go, and the build says so."""

from __future__ import annotations

import shutil

from scorepad.publish import bytecode
from scorepad.publish.site import flet_web_dir

FILES = {"main.py": b"start()\n", "scorepad/app.py": b"x = 1\n",
         "scorepad/store/migrations/versions/0001_first_schema.py": b"revision = '0001'\n",
         "scorepad/locale/nl.po": b"msgid \"\"\n", "__pypackages__/six.py": b"y = 2\n"}


def test_the_entry_point_migrations_and_data_files_stay_as_they_are():
    assert bytecode.compiled_names(FILES) == ["__pypackages__/six.py", "scorepad/app.py"]


def test_compiled_modules_replace_their_sources(monkeypatch, tmp_path):
    monkeypatch.setattr(bytecode, "compile_sources",
                        lambda sources, *a, **k: {n + "c": b"pyc:" + d for n, d in sources.items()})
    out = bytecode.with_bytecode(FILES, tmp_path, tmp_path)
    assert out["scorepad/app.pyc"] == b"pyc:x = 1\n" and "scorepad/app.py" not in out
    assert out["main.py"] == FILES["main.py"]
    assert "scorepad/store/migrations/versions/0001_first_schema.py" in out


def test_without_node_the_sources_go_and_the_build_says_so(monkeypatch, tmp_path):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    said = []
    out = bytecode.with_bytecode(FILES, flet_web_dir() / "pyodide", tmp_path, log=said.append)
    assert out == FILES
    assert said and "Node.js" in said[0]


def test_the_standard_library_zip_carries_bytecode_without_docstrings(tmp_path, node_path):
    """Pyodide's python_stdlib.zip (issue 29): compiled by the browser's own Python (-OO), a
    module that does not compile kept as its source, data files as they were; zipimport then
    imports the sourceless bytecode."""
    import io
    import zipfile

    source = io.BytesIO()
    with zipfile.ZipFile(source, "w") as z:
        z.writestr("tiny.py", b'"""A long docstring."""\nVALUE = 6 * 7\n')
        z.writestr("broken.py", b"def (:\n")
        z.writestr("data/words.txt", b"kept\n")
    out = bytecode.compiled_zip(source.getvalue(), flet_web_dir() / "pyodide", tmp_path)
    with zipfile.ZipFile(io.BytesIO(out)) as z:
        names = sorted(z.namelist())
        assert names == ["broken.py", "data/words.txt", "tiny.pyc"]
        assert z.read("data/words.txt") == b"kept\n"
        assert b"A long docstring" not in z.read("tiny.pyc")
        # stored: the host's brotli or gzip compresses the whole zip, across its members
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_STORED}


def test_the_packages_go_without_docstrings_and_scorepad_as_written(monkeypatch, tmp_path):
    asked = []

    def compile_sources(sources, *a, optimize=0, **k):
        asked.append((sorted(sources), optimize))
        return {n + "c": b"pyc" for n in sources}

    monkeypatch.setattr(bytecode, "compile_sources", compile_sources)
    out = bytecode.with_bytecode(FILES, tmp_path, tmp_path)
    assert sorted(asked) == [(["__pypackages__/six.py"], 2), (["scorepad/app.py"], 0)]
    assert "__pypackages__/six.pyc" in out and "__pypackages__/six.py" not in out
