"""The Rive runtime Flet's web client loads (it names a CDN; the site serves its own copy).

It comes from the npm registry: the package's tarball, pinned by version and by the registry's
own SHA-512 integrity, fetched once into the cache (standard library only: no npm needed).
"""

from __future__ import annotations

import base64
import hashlib
import io
import tarfile
import urllib.request
from pathlib import Path

RIVE_PACKAGE = "@rive-app/flutter-native-wasm"
RIVE_VERSION = "44.0.0"
RIVE_TARBALL = ("https://registry.npmjs.org/@rive-app/flutter-native-wasm/-/"
                "flutter-native-wasm-44.0.0.tgz")
RIVE_INTEGRITY = ("sha512-hi8FaCl08+Qix2TxqyeUnzJOaE4ER9//itoQN4S0EsrxIaCNX58a7SPLqICmBXdOhfLQx5FQ"
                  "PNWUGmHjKo30rQ==")
RIVE_FILES = ("wasm/rive_native.js", "wasm/rive_native.wasm",
              "wasm_compatibility/rive_native.js", "wasm_compatibility/rive_native.wasm")


def integrity(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def rive_tarball(cache: Path, *, log=print) -> bytes:
    path = cache / Path(RIVE_TARBALL).name
    if path.is_file() and integrity(path.read_bytes()) == RIVE_INTEGRITY:
        return path.read_bytes()
    log(f"downloading {RIVE_PACKAGE}@{RIVE_VERSION} from the npm registry")
    with urllib.request.urlopen(RIVE_TARBALL, timeout=120) as response:
        data = response.read()
    if integrity(data) != RIVE_INTEGRITY:
        raise RuntimeError(f"{RIVE_TARBALL} is not the file pinned (SHA-512 differs)")
    cache.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def rive_files(cache: Path, *, log=print) -> dict[str, bytes]:
    """The Rive runtime's files, by their name in the site (under `site.RIVE_DIR`)."""
    from scorepad.publish.site import RIVE_DIR

    out = {}
    with tarfile.open(fileobj=io.BytesIO(rive_tarball(cache, log=log)), mode="r:gz") as tar:
        for name in RIVE_FILES:
            handle = tar.extractfile(f"package/{name}")
            assert handle is not None
            out[f"{RIVE_DIR}{name}"] = handle.read()
    return out
