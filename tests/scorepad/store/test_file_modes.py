"""Private files (issue 10, item 8): the data folder is 0700 and the database files, the
SQLite -wal and -shm included, are 0600, whatever the umask.

Each case runs in a subprocess with its own umask (022, the usual default; 000, the worst),
and looks at the files while the store is open (SQLite removes -wal and -shm on a clean
close), the way `scorepad web` holds them.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]

PROBE = r"""
import json, os, stat, sys
os.umask(int(sys.argv[1], 8))
from pathlib import Path
from rules.scoresheet import RoundEntry, SeatEntry
from scorepad import cli
from scorepad.config import resolve
from scorepad.services.games.service import GameService
from rules.trump import COLOUR, Trump

settings = resolve(data_dir=sys.argv[2] if sys.argv[2] != "-" else None)
store = cli._open(settings)          # what every command (and the web app) does
svc = GameService(store)
g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                                         SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red")), index=0)
with store.session() as s:          # a reader holds the WAL open, as the app does
    svc.get(g.id)
    folder = settings.data_dir
    modes = {p.name: oct(stat.S_IMODE(os.stat(p).st_mode)) for p in [folder, *folder.iterdir()]}
print(json.dumps({"folder": folder.name, "modes": modes}))
"""


def probe(umask: str, data_dir: Path | None, env_extra: dict | None = None) -> dict:
    env = dict(os.environ, PYTHONPATH=str(REPO), **(env_extra or {}))
    env.pop("SCOREPAD_DATA_DIR", None)
    env.pop("SCOREPAD_DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-c", PROBE, umask, str(data_dir or "-")],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("umask", ["022", "000", "002"])
def test_a_new_data_folder_and_database_are_private(tmp_path, umask):
    result = probe(umask, tmp_path / "new" / "data")
    modes = result["modes"]
    assert modes.pop("data") == "0o700"
    assert {"scorepad.sqlite", "scorepad.sqlite-wal", "scorepad.sqlite-shm"} <= set(modes)
    assert set(modes.values()) == {"0o600"}, modes


def test_files_an_older_version_left_open_are_tightened(tmp_path):
    """The default folder (XDG_DATA_HOME/scorepad) made 0755 with a 0644 database by an
    older Scorepad: the next start makes them private."""
    old = os.umask(0o022)
    try:
        folder = tmp_path / "xdg" / "scorepad"
        folder.mkdir(parents=True)
        os.chmod(folder, 0o755)
        first = probe("022", folder)  # creates the database (0600)
        db = folder / "scorepad.sqlite"
        os.chmod(db, 0o644)
        os.chmod(folder, 0o755)
        for companion in ("scorepad.sqlite-wal", "scorepad.sqlite-shm"):
            (folder / companion).unlink(missing_ok=True)
        (folder / "scorepad.sqlite-journal").write_bytes(b"")
        os.chmod(folder / "scorepad.sqlite-journal", 0o644)
    finally:
        os.umask(old)
    assert first["folder"] == "scorepad"
    result = probe("022", None, {"XDG_DATA_HOME": str(tmp_path / "xdg")})
    modes = result["modes"]
    assert result["folder"] == "scorepad"
    assert modes.pop("scorepad") == "0o700"
    assert set(modes.values()) == {"0o600"}, modes


def test_a_chosen_folder_that_exists_keeps_its_mode(tmp_path):
    """--data-dir naming an existing folder of the user's (their Documents): its mode is theirs
    to choose; the database files in it are private all the same."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    os.chmod(folder, 0o755)
    modes = probe("022", folder)["modes"]
    assert modes.pop("Documents") == "0o755"
    assert set(modes.values()) == {"0o600"}, modes


def test_prepare_refuses_nothing_it_cannot_change(tmp_path):
    from scorepad.store.files import prepare_sqlite_file

    db = tmp_path / "ro" / "scorepad.sqlite"
    prepare_sqlite_file(db)
    assert stat.S_IMODE(db.stat().st_mode) == 0o600
    os.chmod(db, 0o400)  # a database this user may only read
    if os.geteuid() != 0:  # root may open anything for writing
        assert prepare_sqlite_file(db) == db
