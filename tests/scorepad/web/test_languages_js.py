"""scorepad/assets/languages.js (issue 29): whatever the browser says its languages are, Flutter
gets tags it can read, best first, and the app starts in the best language it has. Run in
Node.js (which the site's builder needs too) with a browser's `navigator` made for each case."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from scorepad.app import ASSETS_DIR

RUN = r"""
const source = require("fs").readFileSync(process.argv[1], "utf8");
const out = [];
for (const [languages, language] of JSON.parse(process.argv[2])) {
  function Navigator() {}
  Object.defineProperty(Navigator.prototype, "languages", {configurable: true, get: () => languages});
  Object.defineProperty(Navigator.prototype, "language", {configurable: true, get: () => language});
  globalThis.Navigator = Navigator;
  globalThis.navigator = new Navigator();
  new Function(source)();
  out.push([Array.from(navigator.languages), navigator.language]);
}
console.log(JSON.stringify(out));
"""

CASES = [
    (["C"], "C"),                                 # a C/POSIX locale (WebKitGTK, Firefox)
    (["de_DE.UTF-8", "en"], "de_DE.UTF-8"),       # a Unix locale name
    (["xx-QQ", "C", "nl-BE"], "xx-QQ"),           # an unknown tag, kept; "C" dropped
    ([], None),                                   # none at all
    (["POSIX", "fr_CA@euro"], "POSIX"),
    (["nl-BE", "en"], "nl-BE"),                   # already fine: left alone
]


def test_every_browser_language_becomes_tags_flutter_reads():
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node.js (Debian's nodejs, installed by scripts/test.sh) runs this test")
    done = subprocess.run([node, "-e", RUN, str(ASSETS_DIR / "languages.js"), json.dumps(CASES)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [
        [["en"], "en"],
        [["de-DE", "en"], "de-DE"],
        [["xx-QQ", "nl-BE"], "xx-QQ"],
        [["en"], "en"],
        [["fr-CA"], "fr-CA"],
        [["nl-BE", "en"], "nl-BE"],
    ]
