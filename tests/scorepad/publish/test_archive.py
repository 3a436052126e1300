"""scorepad/publish/archive.py: the app archive is trimmed and the same bytes every time."""

from __future__ import annotations

import io
import tarfile

from scorepad.publish import archive, project_root
from scorepad.publish.archive import babel_locales, keep_file, pack

LOCALES = babel_locales(["en_GB", "nl", "fr", "de", "es", "it", "pt", "da"])


def test_the_same_files_pack_to_the_same_bytes_whatever_their_order():
    files = {"b/x.py": b"x = 1\n", "a.py": b"", "b/c/d.txt": b"d"}
    first = pack(files)
    assert pack(dict(reversed(list(files.items())))) == first
    with tarfile.open(fileobj=io.BytesIO(first), mode="r:gz") as tar:
        members = tar.getmembers()
    assert [m.name for m in members] == ["a.py", "b", "b/c", "b/c/d.txt", "b/x.py"]
    assert {m.mtime for m in members} == {archive.FIXED_MTIME}
    assert {(m.uid, m.gid, m.uname, m.gname) for m in members} == {(0, 0, "", "")}
    assert first[4:8] == b"\0\0\0\0"  # the gzip header carries no time


def test_a_different_file_gives_a_different_archive():
    assert pack({"a.py": b"1"}) != pack({"a.py": b"2"})


def test_babel_keeps_the_eight_languages_and_their_parents_only():
    assert {"root", "en", "en_001", "en_GB", "nl", "fr", "de", "es", "it", "pt", "da"} <= LOCALES
    assert "ja" not in LOCALES and "pt_BR" not in LOCALES
    assert keep_file("__pypackages__/babel/locale-data/nl.dat", locales=LOCALES)
    assert not keep_file("__pypackages__/babel/locale-data/ja.dat", locales=LOCALES)


def test_caches_stubs_and_wheel_records_stay_out_but_compiled_modules_stay_in():
    assert not keep_file("scorepad/__pycache__/app.cpython-311.pyc", locales=LOCALES)
    assert not keep_file("__pypackages__/flet-1.0.5.dist-info/RECORD", locales=LOCALES)
    assert not keep_file("__pypackages__/pydantic_core/core_schema.pyi", locales=LOCALES)
    so = "__pypackages__/pydantic_core/_pydantic_core.cpython-314-wasm32-emscripten.so"
    assert keep_file(so, locales=LOCALES)
    assert keep_file("__pypackages__/flet-1.0.5.dist-info/METADATA", locales=LOCALES)


def test_the_project_files_are_the_engine_and_the_app_without_tests_assets_or_the_builder():
    names = [name for name, _data in archive.project_files(project_root())]
    assert "scorepad/web/browser.py" in names and "rules/judge.py" in names
    assert "scorepad/store/migrations/env.py" in names  # migrations run in the browser too
    assert "scorepad/locale/nl.po" in names
    assert not [n for n in names if n.startswith(("scorepad/assets/", "scorepad/publish/"))]
    assert not [n for n in names if "__pycache__" in n or n.startswith("tests/")]
    assert "scorepad/cli/publish.py" not in names
