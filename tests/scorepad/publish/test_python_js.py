"""scorepad/publish/web/python.js: this device's choices, kept by Flet's SharedPreferences in
the page's localStorage ("flutter.<key>", JSON), are handed to Python with its start (issue 37:
Home drawn once, in them), whatever the storage holds. Run in Node.js (which the site's builder
needs too)."""

from __future__ import annotations

import json
import subprocess

from scorepad.publish.site import WEB_TEMPLATES

RUN = r"""
const source = require("fs").readFileSync(process.argv[1], "utf8");
const start = source.indexOf("const REMEMBERED");
const end = source.indexOf("\n}\n", source.indexOf("function remembered")) + 3;
const remembered = new Function("localStorage", source.slice(start, end) + "\nreturn remembered;");
const out = [];
for (const items of JSON.parse(process.argv[2])) {
  const storage = items === null
    ? { getItem() { throw new Error("SecurityError"); } }  // a browser that refuses storage
    : { getItem: (key) => (key in items ? items[key] : null) };
  out.push(remembered(storage)());
}
console.log(JSON.stringify(out));
"""


def test_the_devices_choices_go_to_python_as_values_and_junk_is_left_out(node_path):
    node = node_path
    cases = [
        {"flutter.scorepad.storage": '"refused"', "flutter.scorepad.storage_told": "true",
         "flutter.scorepad.language": '"nl"', "flutter.scorepad.theme": '"dark"',
         "flutter.scorepad.pass": '"not for the start"', "other": '"x"'},
        {"flutter.scorepad.storage": "{not json", "flutter.scorepad.language": '"de"'},
        {},
        None,
    ]
    done = subprocess.run([node, "-e", RUN, str(WEB_TEMPLATES / "python.js"), json.dumps(cases)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [
        {"scorepad.storage": "refused", "scorepad.storage_told": True,
         "scorepad.language": "nl", "scorepad.theme": "dark"},
        {"scorepad.language": "de"},
        {},
        {},
    ]
