"""scorepad/publish/web/replay.js (issue 37): the Home Python drew at the last start shown again
while Python starts, and every packet between Flutter and Python kept in order and sent to the
control it was made on. Run in Node.js, the site's own code, with Flet's packets as Python's
msgpack writes them and reads them."""

from __future__ import annotations

import json
import subprocess

import msgpack
import pytest

from scorepad.publish.site import WEB_TEMPLATES

REGISTER, PATCH, EVENT, UPDATE, INVOKE, CRASHED = 1, 2, 3, 4, 5, 6

# A script of steps, run against one Bridge: what it sent to Flutter ("dart") and to Python
# ("python"), the marks it made and what it kept, in the order it did them. Flutter answers a
# registration's answer at once with the packets in `flutter_then` (as Flet's client drains its
# queue the moment it is registered: inside the call that delivered the answer).
RUN = r"""
const { Bridge } = require(process.argv[1]);
const script = JSON.parse(process.argv[2]);
const hex = (bytes) => Buffer.from(bytes).toString("hex");
const bytes = (text) => new Uint8Array(Buffer.from(text, "hex"));
const log = [];
let kept = script.kept;
let bridge;
const flutterThen = (script.flutter_then || []).map(bytes);
bridge = new Bridge({
  toDart: (packet) => {
    log.push(["dart", hex(packet)]);
    if (packet[2] === 1 && flutterThen.length) flutterThen.splice(0).forEach((p) => bridge.fromDart(p));
  },
  toPython: (packet) => log.push(["python", hex(packet)]),
  kept: { load: () => kept, save: (record) => { kept = record; log.push(["kept", record.packets.length]); } },
  beside: () => script.beside || {},
  step: (name) => log.push(["step", name]),
});
log.push(["has", bridge.hasRecord()]);
for (const [what, value] of script.steps) {
  if (what === "dart") bridge.fromDart(bytes(value));
  else if (what === "python") bridge.fromPython(bytes(value));
  else if (what === "ready") bridge.ready();
  else if (what === "shown") bridge.home();
  else if (what === "failed") bridge.failed(value);
}
console.log(JSON.stringify({ log, kept }));
"""


def packet(action: int, body: dict) -> str:
    return (b"\x00" + msgpack.packb([action, body])).hex()


def unpacked(text: str):
    data = bytes.fromhex(text)
    assert data[0] == 0
    return msgpack.unpackb(data[1:], strict_map_key=False)


def register_request(width: float = 390.0, session: str | None = "s-old", route: str = "/") -> str:
    return packet(REGISTER, {"session_id": session, "page_name": "",
                             "page": {"route": route, "width": width, "height": 844.0, "web": True}})


def register_answer(session: str, uid: str) -> str:
    return packet(REGISTER, {
        "session_id": session,
        "page_patch": {"_c": "Page", "_i": 1, "width": 390.0,
                       "_services": {"_i": 7, "_internals": {"uid": uid}, "_c": "ServiceRegistry"},
                       "views": [{"_c": "View", "_i": 3, "route": "/"}]},
        "error": ""})


def button(ident: str, first: int, label: str) -> dict:
    """A Semantics with an identifier around a button (Scorepad's way: scorepad/ui)."""
    return {"_c": "Semantics", "_i": first + 1, "identifier": ident,
            "content": {"_c": "FilledButton", "_i": first, "content": label, "on_click": True}}


def home(*games: str) -> str:
    """Home's patch: a resume button per game, then "New game"; Flet numbers the controls in
    the order the app makes them, so one more game moves every id after it."""
    controls, next_id = [], 11
    for game in games:
        controls.append(button(f"home-resume-{game}", next_id, f"Resume {game}"))
        next_id += 2
    controls.append(button("home-new-game", next_id, "New game"))
    column = {"_c": "Column", "_i": next_id + 2, "key": "screen:en:/", "controls": controls}
    return packet(PATCH, {"id": 1, "patch": [[0, {"views": [1, {0: [2]}]}],
                                             [0, 0, "title", "Scorepad"],
                                             [0, 2, "controls", [column]]]})


def tap(target: int) -> str:
    return packet(EVENT, {"target": target, "name": "click", "data": None})


def run(node: str, steps: list, kept=None, **extra) -> dict:
    script = {"steps": steps, "kept": kept, **extra}
    done = subprocess.run([node, "-e", RUN, str(WEB_TEMPLATES / "replay.js"), json.dumps(script)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])  # (after what the bridge said)


def sent(out: dict, side: str) -> list:
    return [unpacked(value) for what, value in out["log"] if what == side]


def recorded(node: str, *games: str, width: float = 390.0) -> dict:
    """What a start without a record keeps: Python's Home for `games`."""
    out = run(node, [["dart", register_request(width, session=None)], ["ready", None],
                     ["python", register_answer("s-1", "u-1")], ["python", home(*games)],
                     ["shown", None]])
    return out["kept"]


def test_without_a_record_flutter_waits_for_python_and_home_is_kept_for_the_next_start(node_path):
    out = run(node_path, [["dart", register_request()], ["dart", tap(1)], ["ready", None],
                          ["python", register_answer("s-1", "u-1")], ["python", home("Ann")],
                          ["shown", None], ["dart", tap(11)]])
    log = out["log"]
    assert log[0] == ["has", False]
    # nothing reaches Python before it has started; then all of it, in Flutter's order
    assert [what for what, _ in log[1:3]] == ["python", "python"]
    assert [m[0] for m in sent(out, "python")] == [REGISTER, EVENT, EVENT]
    # Python's packets go to Flutter as they come, and Home is kept once Python says it is drawn
    assert [m[0] for m in sent(out, "dart")] == [REGISTER, PATCH]
    assert ["kept", 2] in log and "replayed" not in str(log)
    assert out["kept"]["packets"] and out["kept"]["question"]


def test_a_recorded_home_is_shown_at_once_and_a_tap_on_it_acts_once_python_has_drawn_the_same(node_path):
    kept = recorded(node_path, "Ann")
    out = run(node_path, [["dart", register_request()], ["ready", None],
                          ["python", register_answer("s-2", "u-2")], ["python", home("Ann")],
                          ["shown", None], ["dart", tap(13)]],
              kept=kept, flutter_then=[packet(UPDATE, {"id": 1, "props": {"width": 390.0}}), tap(13)])
    log = out["log"]
    assert log[0] == ["has", True]
    # Home drawn for Flutter before Python has started: the recorded packets, then the mark
    assert [what for what, _ in log[1:3]] == ["dart", "dart"] and log[3] == ["step", "replayed"]
    assert [m[0] for m in sent(out, "dart")] == [REGISTER, PATCH]  # once: not Python's copy again
    assert unpacked(log[1][1])[1]["session_id"] == "s-1"
    # Python gets the registration first, alone; the rest once its Home is compared
    python = [(i, unpacked(v)) for i, (what, v) in enumerate(log) if what == "python"]
    assert python[0][1][0] == REGISTER and python[0][1][1]["session_id"] == "s-old"
    same = log.index(["step", "replay-same"])
    assert all(i > same for i, _ in python[1:])
    assert [m for _, m in python[1:]] == [
        [UPDATE, {"id": 1, "props": {"width": 390.0}}],
        [EVENT, {"target": 13, "name": "click", "data": None}],  # the tap made on the shown Home
        [EVENT, {"target": 13, "name": "click", "data": None}],  # and one after: as it is
    ]


def test_a_home_that_changed_replaces_the_one_shown_and_a_tap_goes_to_the_same_control(node_path):
    kept = recorded(node_path, "Ann")  # then a game with Bob was started: ids move
    new_game_then, new_game_now = 13, 15
    out = run(node_path, [["dart", register_request()], ["ready", None],
                          ["python", register_answer("s-2", "u-2")], ["python", home("Bob", "Ann")],
                          ["shown", None]],
              kept=kept, flutter_then=[tap(new_game_then), tap(11), tap(1)])
    dart = sent(out, "dart")
    # the shown Home, then Python's own: its registration's answer replaces the page's views
    assert [m[0] for m in dart] == [REGISTER, PATCH, REGISTER, PATCH]
    assert dart[2][1]["session_id"] == "s-2"
    assert ["step", "replay-replaced"] in out["log"]
    python = sent(out, "python")
    assert python[0][0] == REGISTER
    # "New game" is "New game" in Python's Home; "Resume Ann" has moved too; the page is the page
    targets = [m[1]["target"] for m in python[1:]]
    assert targets == [new_game_now, 13, 1]
    # Python's Home is what the next start shows
    assert out["kept"]["packets"] != kept["packets"]


def test_a_tap_on_a_control_python_no_longer_draws_is_dropped_never_sent_elsewhere(node_path):
    kept = recorded(node_path, "Ann", "Bob")  # Ann's game has ended since
    out = run(node_path, [["dart", register_request()], ["ready", None],
                          ["python", register_answer("s-2", "u-2")], ["python", home("Bob")],
                          ["shown", None]],
              kept=kept, flutter_then=[tap(11), tap(13), tap(15)])
    targets = [m[1]["target"] for m in sent(out, "python")[1:]]
    # Resume Ann (11) is gone: dropped; Resume Bob (13 -> 11) and New game (15 -> 13) found
    assert targets == [11, 13]


def test_a_record_made_for_another_question_is_not_shown(node_path):
    kept = recorded(node_path, "Ann", width=800.0)  # another window size
    out = run(node_path, [["dart", register_request(390.0)], ["ready", None],
                          ["python", register_answer("s-2", "u-2")], ["python", home("Ann")],
                          ["shown", None]], kept=kept)
    assert out["log"][0] == ["has", True]  # (Flutter went on without Python: it waits, as before)
    assert "replayed" not in str(out["log"])
    assert [m[0] for m in sent(out, "dart")] == [REGISTER, PATCH]
    # nor is another screen than Home (a game's changes at every round): neither kept nor shown
    game = run(node_path, [["dart", register_request(route="/game/7")], ["ready", None],
                           ["python", register_answer("s-2", "u-2")], ["python", home("Ann")],
                           ["shown", None]], kept=kept)
    assert "replayed" not in str(game["log"]) and game["kept"] == kept
    # nor when the app's remembered choices differ (the language): the same packets, another question
    other = run(node_path, [["dart", register_request()]], kept=recorded(node_path, "Ann"),
                beside={"remembered": {"scorepad.language": "de"}})
    assert "replayed" not in str(other["log"])


def test_python_that_cannot_start_is_told_to_flutter_over_a_shown_home_or_not(node_path):
    kept = recorded(node_path, "Ann")
    out = run(node_path, [["dart", register_request()], ["failed", "Python: no storage"]], kept=kept)
    assert sent(out, "dart")[-1] == [CRASHED, {"message": "Python: no storage"}]
    assert sent(out, "python") == []
    other = run(node_path, [["dart", register_request(800.0)], ["failed", "Python: no storage"]],
                kept=kept)
    assert sent(other, "dart") == [[REGISTER, {"session_id": "", "page_patch": {},
                                               "error": "Python: no storage"}]]


def test_anything_but_drawing_before_home_ends_the_comparison_and_is_not_kept(node_path):
    kept = recorded(node_path, "Ann")
    invoke = packet(INVOKE, {"control_id": 53, "call_id": "c1", "name": "get", "args": {}})
    out = run(node_path, [["dart", register_request()], ["ready", None],
                          ["python", register_answer("s-2", "u-2")], ["python", invoke],
                          ["python", home("Ann")], ["shown", None]],
              kept=kept, flutter_then=[tap(13)])
    dart = sent(out, "dart")
    # Python's registration answer differs from the shown Home (no patch yet): it replaces it,
    # the call goes to Flutter, then every packet after as it comes
    assert [m[0] for m in dart] == [REGISTER, PATCH, REGISTER, INVOKE, PATCH]
    assert not any(what == "kept" for what, _ in out["log"])


@pytest.mark.parametrize("value", [
    0, 127, 128, -1, -33, 255, 65536, 2**40, -2**40, 1.5, 390.0, "", "é" * 40, "x" * 300,
    None, True, False, b"\x00\x01", [], [1, [2, [3]]], {"a": {"b": [1, 2.5, None]}},
    {0: [2], 1: {"x": 1}}, msgpack.ExtType(1, b"\x01\x02\x03"),
])
def test_messagepack_as_pythons_msgpack_writes_and_reads_it(node_path, value):
    script = r"""
const { decode, encode } = require(process.argv[1]);
const data = new Uint8Array(Buffer.from(process.argv[2], "hex"));
console.log(Buffer.from(encode(decode(data))).toString("hex"));
"""
    data = msgpack.packb(value)
    done = subprocess.run([node_path, "-e", script, str(WEB_TEMPLATES / "replay.js"), data.hex()],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    back = msgpack.unpackb(bytes.fromhex(done.stdout.strip()), strict_map_key=False)
    assert back == value


def test_a_kept_record_that_is_not_ours_shows_nothing_and_python_goes_on_as_before(node_path):
    question = recorded(node_path, "Ann")["question"]
    out = run(node_path, [["dart", register_request()], ["ready", None],
                          ["python", register_answer("s-2", "u-2")], ["python", home("Ann")],
                          ["shown", None]], kept={"question": question, "packets": ["%%% not base64"]})
    assert "replayed" not in str(out["log"])
    assert [m[0] for m in sent(out, "python")] == [REGISTER]
    assert [m[0] for m in sent(out, "dart")] == [REGISTER, PATCH]
    assert out["kept"]["question"] == question and len(out["kept"]["packets"]) == 2
