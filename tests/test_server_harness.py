"""tests/harness.py, the one server harness of the browser tests and the benchmarks: the
commands it builds and how it starts and stops a process group (no browser, no Flet)."""

from __future__ import annotations

import os
import sys
import time

import pytest

from tests import harness
from tests.harness import Server, ServerError, scorepad_command


def test_the_command_is_what_a_user_types(tmp_path):
    argv = scorepad_command()(8123, tmp_path)
    assert argv == [sys.executable, "-m", "scorepad", "--data-dir", str(tmp_path), "web",
                    "--port", "8123"]


def test_share_pin_and_database_url_reach_the_command(tmp_path):
    url = "postgresql+psycopg://u@127.0.0.1:5999/db"
    argv = scorepad_command(share=True, pin="4321", database_url=url)(9000, tmp_path)
    assert argv[argv.index("--database-url") + 1] == url
    assert argv.index("--database-url") < argv.index("web") < argv.index("--share")
    assert argv[argv.index("--pin") + 1] == "4321" and argv[-2:] == ["--port", "9000"]
    assert "--pin" not in scorepad_command(share=True)(9000, tmp_path)


def test_a_pin_without_share_is_refused():
    with pytest.raises(ValueError, match="share"):
        scorepad_command(pin="4321")


def test_the_server_environment_never_inherits_a_database_url(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREPAD_DATABASE_URL", "postgresql://elsewhere/db")
    env = harness.server_env(tmp_path)
    assert "SCOREPAD_DATABASE_URL" not in env
    assert env["SCOREPAD_DATA_DIR"] == str(tmp_path) and env["FLET_FORCE_WEB_SERVER"] == "1"


def test_a_server_that_exits_is_one_error_with_its_output(tmp_path):
    def dies(port, data_dir):
        return [sys.executable, "-c", "print('cannot start: no database'); raise SystemExit(3)"]

    server = Server(tmp_path / "data", command=dies)
    with pytest.raises(ServerError) as err:
        server.start(timeout=30)
    assert "exited with code 3" in str(err.value) and "cannot start: no database" in str(err.value)
    assert server.proc is None


def test_a_server_that_never_answers_times_out_and_is_stopped(tmp_path):
    def silent(port, data_dir):
        return [sys.executable, "-c", "import time; time.sleep(60)"]

    server = Server(tmp_path / "data", command=silent)
    with pytest.raises(ServerError, match="did not answer 200"):
        server.start(timeout=0.5)
    assert server.proc is None


def test_a_served_page_is_ready_and_stop_ends_the_whole_group(tmp_path):
    # a stand-in server (http.server) with a child process in its group, as Flet's server has
    code = ("import http.server, subprocess, sys; "
            "open(sys.argv[2], 'w').write(str(subprocess.Popen([sys.executable, '-c', "
            "'import time; time.sleep(120)']).pid)); "
            "http.server.test(HandlerClass=http.server.SimpleHTTPRequestHandler, "
            "port=int(sys.argv[1]), bind='127.0.0.1')")
    child_file = tmp_path / "child.pid"

    def command(port, data_dir):
        return [sys.executable, "-c", code, str(port), str(child_file)]

    server = Server(tmp_path / "data", command=command)
    with server:
        assert server.ready_seconds is not None and server.ready_seconds > 0
        child = int(child_file.read_text())
        os.kill(child, 0)  # alive
        group = server.proc.pid
    assert server.proc is None
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    with pytest.raises(ProcessLookupError):
        os.killpg(group, 0)


def test_the_log_never_keeps_a_database_password(tmp_path):
    url = "postgresql://me:S3cretPW@127.0.0.1:5999/db?sslmode=disable&password=S3cretPW"
    server = Server(tmp_path / "data", database_url=url,
                    command=lambda port, d: [sys.executable, "-c", "raise SystemExit(1)", url])
    with pytest.raises(ServerError):
        server.start(timeout=10)
    text = server.log.read_text()
    assert "S3cretPW" not in text and "me:***@127.0.0.1" in text and "password=***" in text
