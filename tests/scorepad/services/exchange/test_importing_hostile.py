"""Import reads only what it can hold (issue 10, item 5).

A path that is not a regular file (a FIFO, a link to /dev/zero, a folder) or a file over
64 MiB is refused at once; a byte-order mark is accepted; every field is checked the same way
on SQLite and PostgreSQL (a name with NUL or another control character, a judged-trick kind
longer than its column, a time outside the years both databases store), with a located
message; nothing is written when anything is refused. The edge values that are accepted are
imported into both databases, to show they fit.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from sqlalchemy import func, select

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.exchange import export as exchange
from scorepad.services.exchange.export import MAX_IMPORT_BYTES, ExchangeError
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from scorepad.store.limits import KIND_MAX, NAME_MAX
from scorepad.store.models import Game, JudgedTrick, Round
from rules.trump import COLOUR, Trump
from scorepad.words import say

REPO = Path(__file__).resolve().parents[4]
ROUND = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                          SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))


def _doc(store) -> dict:
    """One exported game with two rounds and a judged trick."""
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=1)
    for k in range(2):
        svc.record_round(g.id, ROUND, index=k)
    svc.save_judged_trick(game_id=g.id, round_index=1,
                          request={"kind": "trick", "game": "sixth-sense", "players": 3,
                                   "trump": "red", "plays": ["red 1", "blue 2", "red 3"]},
                          answer={"winner": 2, "explanation": "The red 3 is the highest trump."})
    [doc] = exchange.export_games(store, [g.id])
    svc.delete_game(g.id)
    doc["id"] = str(uuid.uuid4())
    return doc


def _counts(store):
    with store.session() as s:
        return tuple(s.scalar(select(func.count()).select_from(t))
                     for t in (Game, Round, JudgedTrick))


def _set(doc, path, value):
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


# -- fields: the same on both databases ---------------------------------------------------------

@pytest.mark.parametrize("path, value, message", [
    (("created_at",), "0001-01-01T00:00:00+05:00", "games[0].created_at: the time"),
    (("created_at",), "9999-12-31T23:00:00-05:00", "games[0].created_at: the time"),
    (("created_at",), "1899-12-31T23:59:59Z", "games[0].created_at: the time"),
    (("created_at",), "1900-01-01T04:00:00+05:00", "games[0].created_at: the time"),
    (("finished_at",), "0001-01-01T00:00:00+05:00", "games[0].finished_at: the time"),
    (("judged_tricks", 0, "created_at"), "0001-01-01T00:00:00+05:00",
     "games[0].judged_tricks[0].created_at: the time"),
    (("judged_tricks", 0, "kind"), "k" * 30, "games[0].judged_tricks[0].kind: the kind is 30 characters"),
    (("judged_tricks", 0, "kind"), "", "games[0].judged_tricks[0].kind: the kind is empty"),
    (("judged_tricks", 0, "kind"), "tri\x00ck", "games[0].judged_tricks[0].kind: the kind contains a control character (U+0000)"),
    (("judged_tricks", 0, "explanation"), "a\x00b", "games[0].judged_tricks[0].explanation: the text contains a NUL"),
    (("players", 1), "Bo\x00b", "games[0].players[1]: the name contains a control character (U+0000)"),
    (("players", 1), "Bo\x1bb", "games[0].players[1]: the name contains a control character (U+001B)"),
    (("players", 1), "Bo\u2028b", "games[0].players[1]: the name contains a control character (U+2028)"),
    (("players", 1), "B" * (NAME_MAX + 1), "games[0].players: The name"),
    (("rounds", 0, "trump"), "r" * 40, "games[0].rounds[0].trump: the trump is 40 characters"),
    (("rounds", 0, "trump"), "re\x00d", "games[0].rounds[0].trump: the trump contains a control"),
    (("rounds", 0, "seats", 0, "player"), "An\x00n", "games[0].rounds[0].seats[0].player: the name contains"),
    (("judged_tricks", 0, "plays", 0), float("inf"), "games[0].judged_tricks[0].plays[0]: inf is not a number"),
    (("judged_tricks", 0, "answer", "winner"), float("nan"), "games[0].judged_tricks[0].answer.winner: nan is not"),
    (("judged_tricks", 0, "request", "trump"), "\ud800", "the file is not valid JSON"),  # a lone surrogate: refused while parsing
    (("options", "scoring"), float("-inf"), "games[0].options.scoring: -inf is not a number"),
])
def test_a_field_no_database_could_store_is_refused_everywhere(store, path, value, message):
    doc = _doc(store)
    other = _doc(store)  # a good game in the same file: not written either
    before = _counts(store)
    with pytest.raises(ExchangeError) as err:
        exchange.import_text(store, json.dumps([other, _set(doc, path, value)]))
    text = say(err.value)
    assert text.startswith(message.replace("games[0]", "games[1]")), text
    assert "\n" not in text and "\x00" not in text and len(text) < 300
    assert _counts(store) == before


@pytest.mark.parametrize("path, value", [
    (("created_at",), "1900-01-01T00:00:00Z"),
    (("created_at",), "9999-12-31T23:59:59.999999Z"),
    (("created_at",), "9999-12-31T23:00:00+05:00"),
    (("created_at",), "1900-01-01T00:00:00"),
    (("judged_tricks", 0, "kind"), "k" * KIND_MAX),
    (("players", 1), "B" * NAME_MAX),
    (("players", 1), "Zoë 李 🂡"),
    (("judged_tricks", 0, "request", "note"), "nul \x00 inside the request's JSON"),
])
def test_the_edge_values_that_are_accepted_fit_both_databases(store, path, value):
    doc = _set(_doc(store), path, value)
    if path == ("players", 1):
        for r in doc["rounds"]:
            r["seats"][1]["player"] = value
    result = exchange.import_text(store, json.dumps(doc))
    assert result.imported == [doc["id"]]
    [back] = exchange.export_games(store, [doc["id"]])
    if path[0] == "created_at":
        assert back["created_at"][:4] in ("1900", "9999")
    elif path[0] == "players":
        assert back["players"][1] == value
    else:
        assert _get(back, path) == value


def _get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def test_a_byte_order_mark_is_accepted(store, tmp_path):
    doc = _doc(store)
    file = tmp_path / "bom.json"
    file.write_bytes(b"\xef\xbb\xbf" + json.dumps([doc]).encode())
    text = exchange.read_import_file(file)
    assert exchange.import_text(store, text).imported == [doc["id"]]
    doc2 = dict(doc, id=str(uuid.uuid4()))
    assert exchange.import_text(store, "\ufeff" + json.dumps(doc2)).imported == [doc2["id"]]


# -- files ----------------------------------------------------------------------------------------

def _scorepad_import(path, data_dir, stdin: bytes | None = None, timeout: float = 60):
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("SCOREPAD_DATABASE_URL", None)
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(data_dir),
                           "import", str(path)], input=stdin, capture_output=True, env=env,
                          cwd=REPO, timeout=timeout)
    return done.returncode, done.stdout.decode(), done.stderr.decode(), time.monotonic() - started


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "dev-urandom", "folder", "sparse"])
def test_a_path_that_is_no_export_file_is_refused_at_once(tmp_path, kind):
    path = tmp_path / f"the-{kind}"
    if kind == "fifo":
        os.mkfifo(path)
        words = "a named pipe (FIFO)"
    elif kind.startswith("dev-"):
        path.symlink_to(f"/dev/{kind[4:]}")
        words = "a device"
    elif kind == "folder":
        path.mkdir()
        words = "a folder"
    else:
        with open(path, "wb") as f:
            f.truncate(MAX_IMPORT_BYTES + 1)  # sparse: no disk used
        words = "an export file may be at most 64 MiB"
    code, out, err, seconds = _scorepad_import(path, tmp_path / "data")
    assert code == 1 and out == ""
    assert err.startswith(f"scorepad: error: cannot read {path}: it is") and words in err, err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert seconds < 30  # "at once": no read of the whole thing (a generous bound, not a timing)


def test_the_limit_holds_for_a_file_that_grows_and_for_stdin(tmp_path):
    small = 1000
    path = tmp_path / "big.json"
    path.write_bytes(b"[" + b" " * small + b"]")
    with pytest.raises(ExchangeError, match="at most 1000 bytes"):
        exchange.read_import_file(path, limit=small)
    with pytest.raises(ExchangeError, match="larger than 1000 bytes"):
        exchange.read_import_stream(io.BytesIO(b"[" + b" " * small + b"]"), limit=small)
    assert exchange.read_import_stream(io.BytesIO(b"\xef\xbb\xbf[]"), limit=small) == "[]"
    with pytest.raises(ExchangeError, match="not UTF-8"):
        exchange.read_import_stream(io.BytesIO(b"[\xff]"), limit=small)


def test_stdin_over_the_limit_is_refused(tmp_path):
    code, out, err, _ = _scorepad_import("-", tmp_path / "data",
                                         stdin=b" " * (MAX_IMPORT_BYTES + 10))
    assert code == 1 and "larger than 64 MiB" in err and err.count("\n") == 1


def test_the_cli_imports_a_file_with_a_bom(tmp_path):
    store = open_store(f"sqlite:///{tmp_path}/src.sqlite")
    doc = _doc(store)
    store.close()
    file = tmp_path / "bom.json"
    file.write_bytes(b"\xef\xbb\xbf" + json.dumps([doc], ensure_ascii=False).encode())
    code, out, err, _ = _scorepad_import(file, tmp_path / "data")
    assert (code, err) == (0, "") and out.startswith("Imported 1 game")


# -- fuzz: any value in any place of a good document -------------------------------------------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2 ** 70), max_value=2 ** 70)
    | st.floats(allow_nan=False) | st.text(max_size=40)
    | st.sampled_from(["0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-01:00", "\x00",
                       "k" * 17, "red", "S", "2026-11-23T10:00:00Z"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=3),
    max_leaves=6)


def _places(obj, path=()):
    yield path
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _places(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _places(v, path + (i,))


@settings(max_examples=int(os.environ.get("SCOREPAD_FUZZ_EXAMPLES", "150")), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_any_value_anywhere_is_imported_or_refused_in_words(store, data):
    """Whatever a file holds, the import either writes the game or refuses the file with an
    ExchangeError; never a database error (StoreError) or any other exception, on SQLite
    and on PostgreSQL alike."""
    doc = _doc(store)
    path = data.draw(st.sampled_from([p for p in _places(doc) if p and p[0] != "id"]))
    _set(doc, path, data.draw(_values))
    before = _counts(store)
    try:
        result = exchange.import_text(store, json.dumps(doc))
    except ExchangeError as exc:
        assert "\n" not in str(exc) and len(str(exc)) < 400
        assert _counts(store) == before
    else:
        assert result.imported == [doc["id"]]
