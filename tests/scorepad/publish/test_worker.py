"""scorepad/publish/web/python-worker.js: the app archive is fetched while Pyodide boots (issue
29), and whatever the host did, Pyodide's unpacker gets the bytes with the format they are in:
the Zstandard archive as it came, a tar a host already undid as a tar. Run in Node.js (which
the site's builder needs too)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest
import zstandard

from scorepad.publish import archive
from scorepad.publish.site import WEB_TEMPLATES

RUN = r"""
const crypto = require("crypto");
const fs = require("fs");
const worker = fs.readFileSync(process.argv[1], "utf8");
const start = worker.indexOf("const ZSTD");
const end = worker.indexOf("\n}\n", worker.indexOf("function unpackable")) + 3;
const unpackable = new Function(worker.slice(start, end) + "\nreturn unpackable;")();
(async () => {
  const out = [];
  for (const file of JSON.parse(process.argv[2])) {
    const data = fs.readFileSync(file);
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    const got = unpackable(buffer);
    out.push([got.format, crypto.createHash("sha256").update(new Uint8Array(got.bytes)).digest("hex")]);
  }
  console.log(JSON.stringify(out));
})();
"""


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_the_archive_reaches_the_unpacker_as_a_tar_or_as_it_came(tmp_path: Path):
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js (Debian's nodejs, installed by scripts/test.sh) runs this test")
    packed = archive.pack({"main.py": b"print('hi')\n", "scorepad/a.py": b"x = 1\n" * 500})
    tar = zstandard.ZstdDecompressor().decompress(packed)
    damaged = packed[:10] + b"\0" * 40 + packed[50:]
    files = {"zst": packed, "tar": tar, "damaged": damaged}
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    cases = [str(tmp_path / "zst"),       # as the site serves it: Pyodide undoes it
             str(tmp_path / "tar"),       # a host that sent it Content-Encoding: zstd
             str(tmp_path / "damaged")]   # Python's unpacker says what is wrong
    done = subprocess.run([node, "-e", RUN, str(WEB_TEMPLATES / "python-worker.js"),
                           json.dumps(cases)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [["zstdtar", sha(packed)], ["tar", sha(tar)],
                                       ["zstdtar", sha(damaged)]]
