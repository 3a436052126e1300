"""scorepad/publish/web/python-worker.js: the app archive is fetched while Pyodide boots (issue
29), and whatever the host did, Pyodide's unpacker gets the bytes with the format they are in:
the Zstandard archive as it came, a tar a host already undid as a tar. Run in Node.js (which
the site's builder needs too)."""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

import zstandard

from scorepad.publish import archive
from scorepad.publish.site import WEB_TEMPLATES

# The worker's own code, cut out of python-worker.js (argv[1]) and run alone in Node.js:
# `cut(from, last)` is the text from `from` to the end of `function last(`, returning `last`;
# `read(file)` a file's bytes as the ArrayBuffer a fetch gives the worker; `fzstd()` the
# worker's Zstandard decoder (the module beside python-worker.js).
CUT = r"""
const crypto = require("crypto");
const fs = require("fs");
const worker = fs.readFileSync(process.argv[1], "utf8");
const cut = (from, last) => {
  const end = worker.indexOf("\n}\n", worker.indexOf("function " + last + "(")) + 3;
  return new Function(worker.slice(worker.indexOf(from), end) + "\nreturn " + last + ";")();
};
// the worker's Zstandard decoder, the site's fzstd.mjs beside it
const fzstd = () => import(process.argv[1].replace(/python-worker\.js$/, "fzstd.mjs"));
const read = (file) => {
  const data = fs.readFileSync(file);
  return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
};
"""

RUN = CUT + r"""
const unpackable = cut("const ZSTD", "unpackable");
globalThis.console.warn = () => {};
(async () => {
  // the worker's decoder; and none (it could not be loaded)
  const { decompress } = await fzstd();
  const out = [];
  for (const decoder of [decompress, null]) {
    for (const file of JSON.parse(process.argv[2])) {
      const got = unpackable(read(file), decoder);
      out.push([got.format, crypto.createHash("sha256").update(got.bytes).digest("hex")]);
    }
  }
  console.log(JSON.stringify(out));
})();
"""


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_the_archive_reaches_the_unpacker_as_a_tar_or_as_it_came(tmp_path: Path, node_path):
    """Undone in JavaScript (fzstd.mjs) before Python sees it, so its bytes never pass through
    the interpreter's memory; as it came when there is no decoder or the decoder refuses it."""
    node = node_path
    packed = archive.pack({"main.py": b"print('hi')\n", "scorepad/a.py": b"x = 1\n" * 500})
    tar = zstandard.ZstdDecompressor().decompress(packed)
    cut = packed[: len(packed) // 2]  # a download cut short
    files = {"zst": packed, "tar": tar, "cut": cut}
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    cases = [str(tmp_path / "zst"),       # as the site serves it: undone in JavaScript
             str(tmp_path / "tar"),       # a host that sent it Content-Encoding: zstd
             str(tmp_path / "cut")]       # refused: Python's unpacker says what is wrong
    done = subprocess.run([node, "-e", RUN, str(WEB_TEMPLATES / "python-worker.js"),
                           json.dumps(cases)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    with_decoder, without = json.loads(done.stdout)[:3], json.loads(done.stdout)[3:]
    assert with_decoder == [["tar", sha(tar)], ["tar", sha(tar)], ["zstdtar", sha(cut)]]
    assert without == [["zstdtar", sha(packed)], ["tar", sha(tar)], ["zstdtar", sha(cut)]]


UNPACK = CUT + r"""
const unpack = cut("function untar(", "unpack");
const unpackable = cut("const ZSTD", "unpackable");
(async () => {
  const { loadPyodide } = await import(process.argv[2]);
  const { decompress } = await fzstd();
  const out = {};
  for (const [name, file, format] of JSON.parse(process.argv[3])) {
    const py = await loadPyodide({ packages: [] });
    py.FS.mkdirTree("/home/pyodide/" + name);
    py.FS.chdir("/home/pyodide/" + name);
    try {
      // "worker": as the worker does it (the decoder in JavaScript, then the tar's files)
      unpack(py, format === "worker" ? unpackable(read(file), decompress) : { bytes: read(file), format });
    } catch (error) {
      out[name] = "error: " + String(error.message).trim().split("\n").pop();
      continue;
    }
    const files = {};
    const walk = (dir) => {
      for (const leaf of py.FS.readdir(dir)) {
        if (leaf === "." || leaf === "..") continue;
        const path = dir + "/" + leaf;
        if (py.FS.isDir(py.FS.stat(path).mode)) walk(path);
        else files[path.slice(py.FS.cwd().length + 1)] =
          crypto.createHash("sha256").update(py.FS.readFile(path)).digest("hex");
      }
    };
    walk(py.FS.cwd());
    out[name] = files;
  }
  console.log(JSON.stringify(out));
})();
"""


def test_the_worker_writes_every_file_of_the_archive_and_refuses_a_name_outside(tmp_path: Path,
                                                                              node_path):
    """The worker's own unpack (Zstandard undone in JavaScript, or by Python when it could not
    be, the tar's files written from JavaScript) gives each file its bytes, long names (a PAX record) and empty files included,
    from the Zstandard archive and from a tar a host already undid; a member named outside the
    folder goes to Pyodide's unpacker, which refuses it."""
    import io
    import tarfile

    from scorepad.publish.site import flet_web_dir

    node = node_path
    files = {"main.py": b"print('hi')\n", "empty.txt": b"",
             "__pypackages__/" + "a_long_package_name/" * 8 + "module.pyc": bytes(range(256)) * 9,
             "__pypackages__.zip": b"PK" + b"\1" * 5000, "scorepad/locale/nl.po": "Ä\n".encode()}
    packed = archive.pack(files)
    evil = io.BytesIO()
    with tarfile.open(fileobj=evil, mode="w") as tar:
        info = tarfile.TarInfo("../outside.txt")
        info.size = 3
        tar.addfile(info, io.BytesIO(b"bad"))
    cases = {"worker": (packed, "worker"), "zst": (packed, "zstdtar"),
             "tar": (zstandard.ZstdDecompressor().decompress(packed), "tar"),
             "evil": (evil.getvalue(), "tar")}
    for name, (data, _format) in cases.items():
        (tmp_path / name).write_bytes(data)
    pyodide = (flet_web_dir() / "pyodide" / "pyodide.mjs").as_uri()
    args = json.dumps([[name, str(tmp_path / name), fmt] for name, (_d, fmt) in cases.items()])
    done = subprocess.run([node, "-e", UNPACK, str(WEB_TEMPLATES / "python-worker.js"), pyodide,
                           args], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout)
    expected = {name: sha(data) for name, data in files.items()}
    assert got["worker"] == expected
    assert got["zst"] == expected
    assert got["tar"] == expected
    assert isinstance(got["evil"], str) and got["evil"].startswith("error:"), got["evil"]


PRELOAD = CUT + r"""
const preloaded = cut("function untar(", "preloaded");
const unpackable = cut("const ZSTD", "unpackable");
globalThis.console.warn = () => {};
(async () => {
  const [site, app, later, garbage] = process.argv.slice(2);
  const { loadPyodide } = await import(site + "/pyodide/pyodide.mjs");
  const py = await loadPyodide({ packages: [] });
  const unpack = cut("function untar(", "unpack");
  unpack(py, unpackable(read(app)));
  const natives = unpack(py, unpackable(read(later)));
  py.FS.writeFile(py.FS.cwd() + "/broken.so", new Uint8Array(fs.readFileSync(garbage)));
  await preloaded(py, natives.concat([py.FS.cwd() + "/broken.so"]));
  const ready = Object.keys(py._module.preloadedWasm);
  const version = py.runPython(`
import sys
sys.path[:0] = ["__pypackages__", "__pypackages__.zip", "__pypackages__.later.zip"]
import pydantic_core
pydantic_core.__version__`);
  const cwd = py.FS.cwd() + "/";
  const rel = (names) => names.filter((n) => n.startsWith(cwd)).map((n) => n.slice(cwd.length));
  const used = natives.filter((n) => py._module.LDSO.loadedLibsByName[n] &&
                              py._module.LDSO.loadedLibsByName[n].exports === py._module.preloadedWasm[n]);
  console.log(JSON.stringify({ natives: rel(natives), ready: rel(ready), version, used: rel(used),
                               linked: rel(Object.keys(py._module.LDSO.loadedLibsByName)) }));
})();
"""


def test_the_orms_native_library_is_linked_before_its_import_and_once(built, tmp_path: Path):
    """The second archive's native library (pydantic_core's, 4.7 MB of WebAssembly) is compiled
    and linked while the worker is free (preloaded), by the path Python's import opens: the
    import finds it ready and links nothing again. A library that cannot be preloaded (not
    WebAssembly) is left to its import, with no error."""
    files, root = built
    for name in (archive.NAME, archive.LATER_NAME):
        (tmp_path / name).write_bytes(files[name])
    (tmp_path / "garbage").write_bytes(b"not a library" * 100)
    done = subprocess.run(["node", "-e", PRELOAD, str(WEB_TEMPLATES / "python-worker.js"),
                           str(root), str(tmp_path / archive.NAME), str(tmp_path / archive.LATER_NAME),
                           str(tmp_path / "garbage")], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    native = "__pypackages__/pydantic_core/_pydantic_core.cpython-314-wasm32-emscripten.so"
    assert got["natives"] == [native]
    assert got["ready"] == [native]  # broken.so: not ready, and no error
    tar = zstandard.ZstdDecompressor().decompress(files[archive.LATER_NAME], max_output_size=1 << 28)
    assert f"pydantic_core-{got['version']}.dist-info/".encode() in tar  # the import worked
    assert got["linked"] == [native] and got["used"] == [native]  # the preloaded one, once
