"""scorepad/browser.py, LaterPackages: the site's packages that Home does not need come in a
second archive (scorepad/publish/archive.py, LATER), unpacked at the first import of one of
them, once; a fetch that fails is an ImportError in words, tried again at the next import."""

from __future__ import annotations

import io
import sys
import tarfile

import pytest
import zstandard

from scorepad.browser import later_packages
from scorepad.publish import archive

NAME = "scorepad_later_probe"  # a package no other finder can find


@pytest.fixture
def later(tmp_path, monkeypatch):
    files = {f"__pypackages__/{NAME}/__init__.py": b"from . import part\nVALUE = part.VALUE * 2\n",
             f"__pypackages__/{NAME}/part.py": b"VALUE = 21\n",
             "__pypackages__/scorepad_later_native/__init__.py": b"ON_DISK = True\n"}
    monkeypatch.setattr(archive, "ZIPPED", (*archive.ZIPPED, NAME))
    packed = archive.pack(archive.with_zip(files, name=archive.LATER_ZIP))
    calls = []

    def unpack():  # what the worker's unpackLater does: the tar's files written where it runs
        calls.append(1)
        if getattr(unpack, "fail", False):
            raise OSError("HTTP 504 later.tar.zst")
        tar = zstandard.ZstdDecompressor().decompress(packed)
        with tarfile.open(fileobj=io.BytesIO(tar)) as t:
            t.extractall(tmp_path, filter="data")

    monkeypatch.syspath_prepend(str(tmp_path / archive.PACKAGES))
    finder = later_packages((NAME, "scorepad_later_native"), str(tmp_path / archive.LATER_ZIP),
                            unpack)
    yield finder, unpack, calls, tmp_path
    sys.meta_path.remove(finder)
    for name in [m for m in sys.modules if m.startswith(("scorepad_later_",))]:
        del sys.modules[name]
    if str(tmp_path / archive.LATER_ZIP) in sys.path:
        sys.path.remove(str(tmp_path / archive.LATER_ZIP))


def test_the_first_import_unpacks_the_archive_once(later):
    finder, _, calls, tmp_path = later
    import json  # noqa: F401  (anything else: not asked of the finder, nothing unpacked)

    with pytest.raises(ModuleNotFoundError):
        __import__("scorepad_not_a_module_anywhere")
    assert calls == [] and not finder.done
    module = __import__(NAME)
    assert module.VALUE == 42 and calls == [1] and finder.done
    assert module.__file__.startswith(str(tmp_path / archive.LATER_ZIP))  # from its zip
    native = __import__("scorepad_later_native")  # a package kept as files (as pydantic_core)
    assert native.ON_DISK and native.__file__.startswith(str(tmp_path / archive.PACKAGES))
    assert calls == [1]


def test_a_failed_fetch_is_an_import_error_in_words_and_is_tried_again(later):
    finder, unpack, calls, _ = later
    unpack.fail = True
    with pytest.raises(ImportError, match="could not be fetched: HTTP 504"):
        __import__(NAME)
    assert not finder.done and NAME not in sys.modules
    unpack.fail = False
    assert __import__(NAME).VALUE == 42 and calls == [1, 1]
