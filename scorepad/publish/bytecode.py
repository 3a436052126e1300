"""Precompiled bytecode for the browser's Python: the archive carries `X.pyc` instead of `X.py`.

Compiling the sources is most of what importing them costs, and the browser would do it again
at every start (its files live in memory). The bytecode must be CPython 3.14's, the version
inside Pyodide, so it is compiled by that Python itself: Pyodide from flet-web's `web/pyodide/`
run by Node.js (`compileall`, with hashes instead of times in the files). Without `node` on the
machine the site carries the sources (it works, starts slower) and the build says so.

Left as sources: `main.py` (the worker runs it by name) and the migration scripts (Alembic
reads them as files). The result is cached by the sources' and Pyodide's hashes.

Pyodide's own standard library (`python_stdlib.zip`, imported from the zip by zipimport)
ships as sources too: `compiled_zip` gives it the same treatment (issue 29), so `asyncio`,
`json`, `logging`, ... are not compiled again at every start.
"""

from __future__ import annotations

import hashlib
import io
import json
import tempfile
import zipfile
from pathlib import Path

from scorepad.publish import node

KEEP_SOURCE = ("main.py", "scorepad/store/migrations/")
PACKAGES = "__pypackages__/"

NODE_SCRIPT = """
import { loadPyodide } from %(pyodide)s;
const py = await loadPyodide({ packages: [] });
py.FS.mkdirTree("/src");
py.FS.mount(py.FS.filesystems.NODEFS, { root: %(root)s }, "/src");
py.runPython(`
import compileall, py_compile
compileall.compile_dir("/src", quiet=2, legacy=True, workers=1, optimize=%(optimize)d,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
`);
"""


def compiled_names(files: dict[str, bytes]) -> list[str]:
    return sorted(n for n in files if n.endswith(".py") and not n.startswith(KEEP_SOURCE))


def _key(sources: dict[str, bytes], pyodide: Path, optimize: int = 0) -> str:
    digest = hashlib.sha256(hashlib.sha256((pyodide / "pyodide.asm.wasm").read_bytes()).digest())
    if optimize:
        digest.update(b"optimize=%d" % optimize)
    for name in sorted(sources):
        digest.update(name.encode() + b"\0" + hashlib.sha256(sources[name]).digest())
    return digest.hexdigest()[:24]


def compile_sources(sources: dict[str, bytes], pyodide: Path, cache: Path, *,
                    log=print, optimize: int = 0) -> dict[str, bytes] | None:
    """{name.pyc: bytecode} for the `sources` ({name.py: source}), or None without Node.js.
    `optimize` as Python's -O (1: no asserts) and -OO (2: no docstrings either)."""
    key = _key(sources, pyodide, optimize)
    cached = cache / f"{key}.zip"
    if cached.is_file():
        with zipfile.ZipFile(cached) as z:
            return {n: z.read(n) for n in z.namelist()}
    node_path = node.find(log, "the site carries Python sources (it starts slower)")
    if node_path is None:
        return None
    log(f"compiling {len(sources)} modules for the browser's Python (Pyodide in Node.js)")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "src"
        for name, data in sources.items():
            path = root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        script = NODE_SCRIPT % {"pyodide": json.dumps((pyodide / "pyodide.mjs").as_uri()),
                                "root": json.dumps(str(root)), "optimize": optimize}
        if not node.run(node_path, script, Path(tmp), timeout=1200, log=log,
                        failed="the bytecode could not be compiled (the site carries sources)"):
            return None
        out = {}
        for name in sources:
            pyc = root / (name + "c")
            if pyc.is_file():
                out[name + "c"] = pyc.read_bytes()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name in sorted(out):
            z.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), out[name])
    node.keep(cached, buffer.getvalue())
    return out


def with_bytecode(files: dict[str, bytes], pyodide: Path, cache: Path, *,
                  log=print) -> dict[str, bytes]:
    """`files` with each compiled module's source replaced by its bytecode. The packages
    (`__pypackages__/`) are compiled without docstrings (-OO, as the standard library is):
    1.1 MB less to fetch; Scorepad's own code as written."""
    names = compiled_names(files)
    ours = [n for n in names if not n.startswith(PACKAGES)]
    theirs = [n for n in names if n.startswith(PACKAGES)]
    compiled = compile_sources({n: files[n] for n in ours}, pyodide, cache, log=log)
    if not compiled:
        return files
    compiled.update(compile_sources({n: files[n] for n in theirs}, pyodide, cache, log=log,
                                    optimize=2) or {})
    out = dict(files)
    for name in names:
        if name + "c" in compiled:
            del out[name]
            out[name + "c"] = compiled[name + "c"]
    return out


def compiled_zip(data: bytes, pyodide: Path, cache: Path, *, log=print, optimize: int = 2) -> bytes:
    """A zip of Python modules (Pyodide's standard library) with each source that compiles
    replaced by its bytecode (zipimport loads a sourceless `X.pyc`); the rest as it was.
    Compiled without docstrings (-OO, which the standard library is tested with): Pyodide
    314's zip grows from 2.5 MB of sources to 3.9 MB of bytecode (4.5 MB with docstrings).
    Its members are stored, not deflated: the host compresses the whole file, across members
    (over the wire, brotli 2.35 -> 1.61 MB, gzip 2.36 -> 2.27 MB), and zipimport reads a
    stored member without inflating it."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        files = {i.filename: z.read(i) for i in z.infolist() if not i.is_dir()}
    sources = {n: files[n] for n in files if n.endswith(".py")}
    compiled = compile_sources(sources, pyodide, cache, log=log, optimize=optimize)
    if not compiled:
        return data
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        for name in sorted(files):
            if name in sources and name + "c" in compiled:
                name, body = name + "c", compiled[name + "c"]
            else:
                body = files[name]
            z.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), body)  # stored: see above
    return buffer.getvalue()
