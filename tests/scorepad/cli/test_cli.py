"""The `scorepad` command: opening the app, listing, export and import, and its errors."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad import cli
from scorepad.config import resolve
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump

REPO = Path(__file__).resolve().parents[3]
ROUND = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                          SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))


def scorepad(capsys, *args):
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _games(url, n=2, finish_first=True):
    store = open_store(url)
    svc = GameService(store)
    ids = []
    for i in range(n):
        g = svc.start_game(game="sixth-sense", players=[f"Ann{i}", "Bob", "Cy"], first_dealer=0)
        ids.append(g.id)
    if finish_first:
        for k in range(6):
            svc.record_round(ids[0], ROUND, index=k)
    store.close()
    return ids


# -- opening the app ---------------------------------------------------------------------------

def test_without_a_display_scorepad_serves_the_web_app_on_loopback(capsys, data_dir, fake_app, monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir))
    assert code == 0
    [call] = fake_app
    assert call["view"] == "web" and call["host"] == "127.0.0.1"
    assert call["settings"] == resolve(data_dir=data_dir, environ={})
    assert "no display" in out and f"http://127.0.0.1:{call['port']}/" in out


def test_without_the_desktop_client_scorepad_says_so(capsys, data_dir, fake_app, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    real = cli.importlib.util.find_spec
    monkeypatch.setattr(cli.importlib.util, "find_spec",
                        lambda name, *a: None if name == "flet_desktop" else real(name, *a))
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir))
    assert code == 0 and fake_app[0]["view"] == "web"
    assert "desktop client" in out


def test_with_a_display_and_the_desktop_client_a_window_opens(capsys, data_dir, fake_app, monkeypatch):
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(cli.importlib.util, "find_spec", lambda name, *a: object())
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir))
    assert code == 0 and fake_app[0]["view"] == "desktop" and out == ""


def test_web_binds_loopback_and_prints_the_url(capsys, data_dir, fake_app):
    port = cli._free_port("127.0.0.1")
    code, out, _ = scorepad(capsys, "web", "--port", str(port), "--data-dir", str(data_dir))
    assert code == 0
    assert fake_app == [{"settings": resolve(data_dir=data_dir, environ={}), "view": "web",
                         "host": "127.0.0.1", "port": port}]
    assert f"http://127.0.0.1:{port}/" in out and "Warning" not in out


def test_web_on_all_addresses_warns(capsys, data_dir, fake_app):
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "web", "--host", "0.0.0.0")
    assert code == 0 and fake_app[0]["host"] == "0.0.0.0"
    assert "Warning" in out and "network" in out


def test_a_taken_port_is_one_clear_error(capsys, data_dir, fake_app):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        code, _, err = scorepad(capsys, "--data-dir", str(data_dir), "web", "--port",
                                str(s.getsockname()[1]))
    assert code == 1 and "already in use" in err and fake_app == []


def test_a_missing_app_module_is_one_clear_error(capsys, data_dir, monkeypatch):
    monkeypatch.setitem(sys.modules, "scorepad.app", None)  # import of it fails
    code, _, err = scorepad(capsys, "--data-dir", str(data_dir), "web")
    assert code == 1 and err.startswith("scorepad: error:") and "Traceback" not in err


# -- games, export, import ---------------------------------------------------------------------

def test_games_lists_saved_games(capsys, database_url, data_dir):
    ids = _games(database_url)
    code, out, _ = scorepad(capsys, "--database-url", database_url, "games")
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == ["ID", "GAME", "DATE", "PLAYERS", "STATUS", "WINNER"]
    assert lines[1].startswith(ids[1]) and "active (0 rounds)" in lines[1]
    assert lines[2].startswith(ids[0]) and "finished (6 rounds)" in lines[2]
    assert lines[2].rstrip().endswith("Bob") and "Ann0, Bob, Cy" in lines[2]
    code, out, _ = scorepad(capsys, "--database-url", database_url, "games", "--limit", "1")
    assert ids[1] in out and ids[0] not in out and "--offset 1" in out


def test_games_on_an_empty_store(capsys, data_dir):
    assert scorepad(capsys, "--data-dir", str(data_dir), "games")[:2] == (0, "No saved games.\n")


def test_export_json_on_an_empty_store_prints_an_empty_list(capsys, data_dir):
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "export", "--format", "json")
    assert code == 0 and json.loads(out) == []


def test_export_then_import_into_another_store(capsys, database_url, tmp_path, data_dir):
    ids = _games(database_url)
    file = tmp_path / "games.json"
    code, _, err = scorepad(capsys, "--database-url", database_url, "export", "-o", str(file))
    assert code == 0 and "Wrote 2 games" in err
    assert {d["id"] for d in json.loads(file.read_text())} == set(ids)
    code, out, _ = scorepad(capsys, "import", str(file), "--data-dir", str(data_dir))
    assert (code, out) == (0, "Imported 2 games.\n")
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "import", str(file))
    assert (code, out) == (0, "Imported 0 games; 2 already in the store (left as they were).\n")
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "export")
    assert out == file.read_text()


def test_export_chosen_games_as_csv(capsys, data_dir):
    ids = _games(resolve(data_dir=data_dir, environ={}).database_url)
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "export", "--format", "csv", ids[0])
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("game_id,game,started,round")
    assert len(lines) == 1 + 6 * 3 and all(line.startswith(ids[0]) for line in lines[1:])


def test_a_bad_import_file_is_one_message_and_changes_nothing(capsys, data_dir, tmp_path):
    url = resolve(data_dir=data_dir, environ={}).database_url
    ids = _games(url)
    scorepad(capsys, "--data-dir", str(data_dir), "export", "-o", str(tmp_path / "g.json"))
    docs = json.loads((tmp_path / "g.json").read_text())
    docs[0]["rounds"][2]["seats"][1]["tricks"] = "five"
    for d in docs:
        d["id"] = str(__import__("uuid").uuid4())
    (tmp_path / "bad.json").write_text(json.dumps(docs))
    code, out, err = scorepad(capsys, "--data-dir", str(data_dir), "import", str(tmp_path / "bad.json"))
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "games[0].rounds[2].seats[1].tricks" in err
    assert "nothing changed" in err
    assert len(GameService(open_store(url)).list_games()) == len(ids)


def test_a_refusal_the_app_says_as_data_is_one_sentence_on_the_command_line(capsys, data_dir,
                                                                             tmp_path):
    """A name refused by the game flow (an `AppMessage`, data) is said through the one
    renderer, never printed as the value it is."""
    _games(resolve(data_dir=data_dir, environ={}).database_url)
    scorepad(capsys, "--data-dir", str(data_dir), "export", "-o", str(tmp_path / "g.json"))
    docs = json.loads((tmp_path / "g.json").read_text())[:1]
    docs[0]["players"][1] = docs[0]["players"][0]
    docs[0]["id"] = str(__import__("uuid").uuid4())
    (tmp_path / "twice.json").write_text(json.dumps(docs))
    code, out, err = scorepad(capsys, "--data-dir", str(data_dir), "import",
                              str(tmp_path / "twice.json"))
    assert code == 1 and err.count("\n") == 1 and "AppMessage" not in err
    assert f"games[0].players: Two players are called {docs[0]['players'][0]!r}" in err, err


@pytest.mark.parametrize("args, words", [
    (["import", "/no/such/file.json"], "no such file"),
    (["--database-url", "postgresql://nobody@127.0.0.1:1/x", "games"], "cannot open the database"),
    (["export", "11111111-1111-1111-1111-111111111111"], "no game"),
])
def test_errors_are_one_line(capsys, data_dir, args, words):
    code, _, err = scorepad(capsys, "--data-dir", str(data_dir), *args)
    assert code == 1 and words in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("args, words", [
    (["--database-url", "mysql://x/y", "games"], "'mysql' is not supported"),
    (["--database-url", "postgresql://u@h:port/db", "games"], "port"),
    (["--database-url", "postgresql://u@[::1/db", "info"], "closing ']'"),
])
def test_configuration_errors_exit_2(capsys, data_dir, args, words):
    code, _, err = scorepad(capsys, "--data-dir", str(data_dir), *args)
    assert code == 2 and words in err and err.count("\n") == 1
    assert err.startswith("scorepad: error: ") and "internal error" not in err


def test_an_unreadable_database_file_is_one_line(capsys, tmp_path):
    (tmp_path / "scorepad.sqlite").write_bytes(b"\x00garbage" * 500)
    code, _, err = scorepad(capsys, "--data-dir", str(tmp_path), "games")
    assert code == 1 and "file is not a database" in err and err.count("\n") == 1


@pytest.mark.parametrize("args", [["frobnicate"], ["games", "--limit", "many"],
                                  ["export", "--format", "xml"], ["web", "--port", "0"],
                                  ["import"]])
def test_usage_errors_exit_2_with_a_message(capsys, data_dir, args):
    with pytest.raises(SystemExit) as done:
        cli.main(["--data-dir", str(data_dir), *args])
    _, err = capsys.readouterr()
    assert done.value.code == 2 and "error:" in err and "Traceback" not in err


def test_info_says_where_the_data_lives(capsys, data_dir):
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "info")
    assert code == 0 and str(data_dir / "scorepad.sqlite") in out and "from flag" in out


def test_environment_variables_choose_the_data_dir(capsys, data_dir, monkeypatch):
    monkeypatch.setenv("SCOREPAD_DATA_DIR", str(data_dir))
    code, out, _ = scorepad(capsys, "info")
    assert str(data_dir) in out and "from environment" in out


def test_python_dash_m_scorepad_is_the_command(data_dir):
    env = dict(os.environ, PYTHONPATH=str(REPO), SCOREPAD_DATA_DIR=str(data_dir))
    env.pop("SCOREPAD_DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-m", "scorepad", "export"], capture_output=True,
                          text=True, env=env, cwd=REPO, timeout=120)
    assert (done.returncode, done.stdout.strip(), done.stderr) == (0, "[]", "")
    done = subprocess.run([sys.executable, "-m", "scorepad", "--database-url", "nope", "games"],
                          capture_output=True, text=True, env=env, cwd=REPO, timeout=120)
    assert done.returncode == 2 and done.stderr.startswith("scorepad: error:")
