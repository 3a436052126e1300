"""The Python packages the site carries, pinned to the byte, and how they are fetched.

The browser's Python (Pyodide 314.0.7, CPython 3.14, in flet-web's `web/pyodide/`) finds its
packages in the app archive's `__pypackages__` folder: flet's worker puts it on `sys.path`
before anything else, so nothing is fetched from outside the site (no micropip, no CDN).

- `WASM`: the wheels with compiled code, built for Pyodide's platform (PyPI serves them).
- `PURE`: pure-Python wheels (what the app imports in the browser; psycopg, uvicorn, fastapi
  and the rest of the server stay out).
- `SDIST`: MarkupSafe (Mako needs it, Alembic imports Mako) has no pure wheel: its pure-Python
  half (`_native.py`, the fallback its `__init__` uses when the C speedups are missing) is taken
  from the source archive.

Everything is downloaded with pip (`pip download --no-deps`, exact versions), checked against
the SHA-256 below and kept in a cache folder, so a second build downloads nothing.
"""

from __future__ import annotations

import hashlib
import io
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from scorepad.errors import ScorepadError

PYODIDE_PLATFORM = "pyemscripten_2026_0_wasm32"
PYODIDE_PYTHON = "3.14"


@dataclass(frozen=True)
class Pin:
    name: str
    version: str
    filename: str
    sha256: str
    kind: str  # "wasm" | "pure" | "sdist"
    keep: str = ""  # sdist: the folder of the package inside the archive

    @property
    def requirement(self) -> str:
        return f"{self.name}=={self.version}"


WASM = (
    Pin("pydantic-core", "2.50.4", "pydantic_core-2.50.4-cp314-cp314-pyemscripten_2026_0_wasm32.whl",
        "e6da138a1ecc1341c8b788a5ee822670b03788e1f5decf7af9d461de6e508b8e", "wasm"),
    Pin("msgpack", "1.2.4", "msgpack-1.2.4-cp314-cp314-pyemscripten_2026_0_wasm32.whl",
        "06a0657a4110d563255006b7cb7147432f67827144e429c2cdb1c967548d1817", "wasm"),
)
PURE = (
    Pin("flet", "1.0.5", "flet-1.0.5-py3-none-any.whl",
        "1bfde51f557af24cafce8092afdaf80fb778ec9d03fdf343ca46b5f0a7af2bbf", "pure"),
    Pin("flet-charts", "1.0.5", "flet_charts-1.0.5-py3-none-any.whl",
        "b222e2992b5be47f25155968d8241dc3f5ab7434e0153fb6dcd4df7b9f6eaf7b", "pure"),
    Pin("repath", "0.9.0", "repath-0.9.0-py3-none-any.whl",
        "ee079d6c91faeb843274d22d8f786094ee01316ecfe293a1eb6546312bb6a318", "pure"),
    Pin("six", "1.17.0", "six-1.17.0-py2.py3-none-any.whl",
        "4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274", "pure"),
    Pin("pydantic", "2.14.3", "pydantic-2.14.3-py3-none-any.whl",
        "3f7b347782ab7e4cf4c798496ae3a82787d9f21ec12676a9c564355eeef8daa8", "pure"),
    Pin("annotated-types", "0.8.0", "annotated_types-0.8.0-py3-none-any.whl",
        "f072f4d804ea359e4eaf198b1af7a8b0943881a87f31bb764f8bf219bb9419e0", "pure"),
    Pin("typing-extensions", "4.16.0", "typing_extensions-4.16.0-py3-none-any.whl",
        "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8", "pure"),
    Pin("typing-inspection", "0.4.5", "typing_inspection-0.4.5-py3-none-any.whl",
        "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39", "pure"),
    Pin("sqlmodel", "0.0.50", "sqlmodel-0.0.50-py3-none-any.whl",
        "df518bc74287e1da0b0d7833cd00f55e77cb1cdc8c27bc29f77eea27acb51c1a", "pure"),
    Pin("SQLAlchemy", "2.1.9", "sqlalchemy-2.1.9-py3-none-any.whl",
        "449fed5c2caa3b278cc57499d09db001fb3f28dc7f18affc48142aee4dcc0cdf", "pure"),
    Pin("alembic", "1.20.1", "alembic-1.20.1-py3-none-any.whl",
        "9970712cfb81ea26c8658d378aaa5b8f6ff9146e5bb111d70497c164016cf598", "pure"),
    Pin("Mako", "1.4.3", "mako-1.4.3-py3-none-any.whl",
        "723296007c870bfd6b3f0c3230dba7198096e5269297ebf5e4eff9e7ffa39d4f", "pure"),
    Pin("platformdirs", "4.14.7", "platformdirs-4.14.7-py3-none-any.whl",
        "391513b74707c42335fff3ea17eaac657a7ee9ffcadd809634d34ea594d0122c", "pure"),
    Pin("segno", "1.6.6", "segno-1.6.6-py3-none-any.whl",
        "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7", "pure"),
    Pin("babel", "2.18.0", "babel-2.18.0-py3-none-any.whl",
        "e2b422b277c2b9a9630c1d7903c2a00d0830c409c59ac8cae9081c92f1aeba35", "pure"),
)
SDIST = (
    Pin("MarkupSafe", "3.0.4", "markupsafe-3.0.4.tar.gz",
        "2e9ad7dd851bf45fab9f75cbff4cb493fee9979e8d8c7c9c3ee119022518edd6", "sdist",
        keep="src/markupsafe"),
)
PINS = WASM + PURE + SDIST


class FetchError(ScorepadError, RuntimeError):
    """A pinned package could not be downloaded, or is not the file pinned."""


def _pip_args(pin: Pin) -> list[str]:
    if pin.kind == "wasm":
        return ["--only-binary=:all:", "--platform", PYODIDE_PLATFORM, "--python-version",
                PYODIDE_PYTHON, "--implementation", "cp", "--abi", "cp314"]
    if pin.kind == "pure":
        return ["--only-binary=:all:", "--platform", "any", "--python-version", PYODIDE_PYTHON,
                "--implementation", "py", "--abi", "none"]
    return ["--no-binary=:all:"]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch(cache: Path, pins: tuple[Pin, ...] = PINS, *, log=print) -> dict[Pin, Path]:
    """Each pinned file in `cache` (downloaded with pip when missing), its hash checked."""
    cache.mkdir(parents=True, exist_ok=True)
    found: dict[Pin, Path] = {}
    for pin in pins:
        path = cache / pin.filename
        if not path.is_file() or sha256(path) != pin.sha256:
            log(f"downloading {pin.requirement}")
            command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                       "--disable-pip-version-check", "--dest", str(cache), *_pip_args(pin),
                       pin.requirement]
            done = subprocess.run(command, capture_output=True, text=True)
            if done.returncode != 0 or not path.is_file():
                raise FetchError(f"cannot download {pin.requirement} ({pin.filename}) with pip: "
                                 + (done.stderr.strip().splitlines() or ["no output"])[-1])
        if sha256(path) != pin.sha256:
            raise FetchError(f"{pin.filename} is not the file pinned (SHA-256 differs)")
        found[pin] = path
    return found


def files_of(pin: Pin, path: Path) -> list[tuple[str, bytes]]:
    """The (relative path, bytes) a package puts into `__pypackages__`, before trimming."""
    out: list[tuple[str, bytes]] = []
    if pin.kind == "sdist":
        prefix = f"{Path(pin.filename).name.removesuffix('.tar.gz')}/{pin.keep}/"
        with tarfile.open(path, "r:gz") as archive:
            for member in archive.getmembers():
                if member.isfile() and member.name.startswith(prefix) and member.name.endswith(".py"):
                    name = Path(pin.keep).name + "/" + member.name[len(prefix):]
                    handle = archive.extractfile(member)
                    assert handle is not None
                    out.append((name, handle.read()))
        return out
    with zipfile.ZipFile(io.BytesIO(path.read_bytes())) as wheel:
        for info in wheel.infolist():
            if not info.is_dir():
                out.append((info.filename, wheel.read(info)))
    return out
