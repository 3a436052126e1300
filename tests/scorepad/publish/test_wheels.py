"""scorepad/publish/wheels.py: the packages are pinned to the byte, fetched with pip and
checked; nothing server-only goes into the browser."""

from __future__ import annotations

import io
import tarfile
import zipfile
from pathlib import Path

import pytest

from scorepad.publish import wheels
from scorepad.publish.wheels import PINS, FetchError, Pin, sha256

ROOT = Path(__file__).resolve().parents[3]


def test_every_pin_is_exact_and_the_app_versions_match_pyproject():
    import tomllib

    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    pinned = {d.split("[")[0].split("==")[0].lower(): d.split("==")[1] for d in deps}
    for pin in PINS:
        assert len(pin.sha256) == 64 and pin.version in pin.filename.lower() or pin.kind == "sdist"
        if pin.name.lower() in pinned:
            assert pinned[pin.name.lower()] == pin.version, pin
    names = {p.name.lower() for p in PINS}
    assert not names & {"psycopg", "psycopg-binary", "uvicorn", "fastapi", "flet-web"}
    assert all(p.filename.endswith("pyemscripten_2026_0_wasm32.whl") for p in wheels.WASM)


def test_a_cached_file_is_used_without_pip(tmp_path, monkeypatch):
    data = b"wheel bytes"
    pin = Pin("x", "1", "x-1-py3-none-any.whl", __import__("hashlib").sha256(data).hexdigest(), "pure")
    (tmp_path / pin.filename).write_bytes(data)
    monkeypatch.setattr(wheels.subprocess, "run", lambda *a, **k: pytest.fail("pip was run"))
    assert wheels.fetch(tmp_path, (pin,)) == {pin: tmp_path / pin.filename}


def test_a_file_that_is_not_the_one_pinned_is_refused(tmp_path, monkeypatch):
    pin = Pin("x", "1", "x-1-py3-none-any.whl", "0" * 64, "pure")
    (tmp_path / pin.filename).write_bytes(b"tampered")

    class Done:
        returncode, stderr = 0, ""

    monkeypatch.setattr(wheels.subprocess, "run", lambda *a, **k: Done())
    with pytest.raises(FetchError, match="not the file pinned"):
        wheels.fetch(tmp_path, (pin,))


def test_a_sdist_gives_only_its_python_files_and_a_wheel_all_its_files(tmp_path):
    sdist = tmp_path / "markupsafe-3.0.4.tar.gz"
    with tarfile.open(sdist, "w:gz") as tar:
        for name, data in (("markupsafe-3.0.4/src/markupsafe/__init__.py", b"init"),
                           ("markupsafe-3.0.4/src/markupsafe/_speedups.c", b"c"),
                           ("markupsafe-3.0.4/tests/test_x.py", b"t")):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    pin = Pin("MarkupSafe", "3.0.4", sdist.name, sha256(sdist), "sdist", keep="src/markupsafe")
    assert wheels.files_of(pin, sdist) == [("markupsafe/__init__.py", b"init")]
    wheel = tmp_path / "x-1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        z.writestr("x/__init__.py", "x")
        z.writestr("x-1.dist-info/METADATA", "m")
    pin = Pin("x", "1", wheel.name, sha256(wheel), "pure")
    assert sorted(wheels.files_of(pin, wheel)) == [("x-1.dist-info/METADATA", b"m"),
                                                   ("x/__init__.py", b"x")]
