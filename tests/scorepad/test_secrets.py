"""Secrets stay secret (issue 10, item 6): a password given in a database URL, in any form,
never appears in `scorepad info`, `scorepad web`'s output, a log line or an error; a malformed
URL is a configuration error (exit 2) naming what is wrong, never "internal error"."""

from __future__ import annotations

import logging
import os
import signal
import socket
import subprocess
import sys
import time
import types
from pathlib import Path

import pytest

from scorepad import cli, config
from scorepad.config import ConfigError, normalise_database_url, redact, resolve, scrub

REPO = Path(__file__).resolve().parents[2]
PW = "S3cretPW"

# every way a password can ride in a URL, and what it is once decoded
URL_FORMS = [
    (f"postgresql://me:{PW}@127.0.0.1:1/db", PW),
    (f"postgres://me:{PW}@127.0.0.1:1/db", PW),
    (f"postgresql+psycopg://me:{PW}@127.0.0.1:1/db", PW),
    (f"postgresql://me@127.0.0.1:1/db?password={PW}", PW),
    (f"postgresql://me@127.0.0.1:1/db?sslmode=disable&password={PW}&connect_timeout=3", PW),
    (f"postgresql://me@127.0.0.1:1/db?PASSWORD={PW}", PW),
    (f"postgresql://me@127.0.0.1:1/db?sslpassword={PW}", PW),
    ("postgresql://me:S3c%40ret%2FPW@127.0.0.1:1/db", "S3c@ret/PW"),
    ("postgresql://me@127.0.0.1:1/db?password=S3c%26ret%3DPW", "S3c&ret=PW"),
    (f"postgresql://me:{PW}@[::1]:1/db", PW),
]

MALFORMED = [
    ("postgresql://u:p@ss:PW@h:5432/db", "more than one '@'", "p@ss:PW"),
    ("postgresql://u:S3cretPW@h:54x2/db", "port", "S3cretPW"),
    ("postgresql://u:S3cretPW@h:/db", "port", "S3cretPW"),
    ("postgresql://u:S3cretPW@h:99999/db", "port", "S3cretPW"),
    ("postgresql://u:S3cretPW@[::1/db", "closing ']'", "S3cretPW"),
    ("postgresql://u:S3cretPW@[nothost]/db", "IPv6", "S3cretPW"),
    ("postgresql://u:S3cr/etPW@h/db", "'@' after the host", "etPW"),
    ("postgresql://u:S3cretPW/db", "port", "S3cretPW"),
    ("postgresql://u:S3cretPW@h1,h2/db", "several hosts", "S3cretPW"),
    ("postgresql://u:S3cretPW@h/db/x", "database name", "S3cretPW"),
    ("u:S3cretPW@h/db", "not a database URL", "S3cretPW"),
]


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    monkeypatch.delenv("SCOREPAD_DATA_DIR", raising=False)
    monkeypatch.delenv("SCOREPAD_DATABASE_URL", raising=False)
    monkeypatch.setattr(config, "_SECRETS", set())
    return tmp_path / "data"


def _all_forms(secret: str) -> list[str]:
    from urllib.parse import quote

    return [s for s in {secret, quote(secret, safe=""), quote(secret)} if s]


def assert_hidden(text: str, secret: str) -> None:
    for form in _all_forms(secret):
        assert form not in text, f"{form!r} shown in {text!r}"


@pytest.mark.parametrize("url, secret", URL_FORMS)
def test_redact_hides_every_form(url, secret, clean_env):
    shown = redact(url)
    assert_hidden(shown, secret)
    assert "***" in shown
    label = resolve(database_url=url, environ={}).database_label
    assert_hidden(label, secret)


@pytest.mark.parametrize("url, secret", URL_FORMS)
def test_info_never_prints_the_password(capsys, clean_env, url, secret):
    code = cli.main(["--data-dir", str(clean_env), "--database-url", url, "info"])
    out, err = capsys.readouterr()
    assert code == 0 and "database:" in out
    assert_hidden(out + err, secret)


@pytest.mark.parametrize("url, secret", URL_FORMS[:4] + URL_FORMS[7:])
def test_a_database_that_cannot_be_opened_never_prints_the_password(capsys, clean_env, url, secret):
    url = url + ("&" if "?" in url else "?") + "connect_timeout=3"
    code = cli.main(["--data-dir", str(clean_env), "--database-url", url, "games"])
    out, err = capsys.readouterr()
    assert code == 1 and "cannot open the database" in err
    assert "internal error" not in err and err.count("\n") == 1
    assert_hidden(out + err, secret)


@pytest.mark.parametrize("url, secret", URL_FORMS[:5])
def test_web_output_never_prints_the_password(capsys, clean_env, monkeypatch, url, secret):
    """What `scorepad web` prints before serving (the app itself stands in)."""
    calls = []
    module = types.ModuleType("scorepad.app")
    module.run = lambda **kw: calls.append(kw)
    monkeypatch.setitem(sys.modules, "scorepad.app", module)
    monkeypatch.setattr(cli, "_open", lambda settings: types.SimpleNamespace(close=lambda: None))
    code = cli.main(["--database-url", url, "web", "--port", str(_free_port())])
    out, err = capsys.readouterr()
    assert code == 0 and calls and "Data: postgresql" in out
    assert_hidden(out + err, secret)


@pytest.mark.parametrize("url, words, secret", MALFORMED)
def test_a_malformed_url_is_a_configuration_error(capsys, clean_env, url, words, secret):
    with pytest.raises(ConfigError, match=words.replace("[", r"\[").replace("]", r"\]")) as err:
        normalise_database_url(url)
    assert_hidden(str(err.value), secret)
    code = cli.main(["--data-dir", str(clean_env), "--database-url", url, "info"])
    out, err_text = capsys.readouterr()
    assert code == 2
    assert err_text.startswith("scorepad: error: ") and "internal error" not in err_text
    assert err_text.count("\n") == 1
    assert_hidden(out + err_text, secret)


def test_the_environment_url_is_checked_the_same_way(capsys, clean_env, monkeypatch):
    monkeypatch.setenv("SCOREPAD_DATABASE_URL", "postgresql://u:p@ss:PW@h:5432/db")
    code = cli.main(["info"])
    _, err = capsys.readouterr()
    assert code == 2 and "more than one '@'" in err and "p@ss:PW" not in err


def test_log_records_are_scrubbed(clean_env):
    config.remember_secrets(f"postgresql://me:{PW}@h/db?sslpassword=An0ther")
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(self.format(record))

    logger = logging.getLogger("scorepad.test_secrets")
    handler = Keep()
    handler.addFilter(config.ScrubFilter())
    logger.addHandler(handler)
    try:
        logger.warning("connecting with %s and %s", PW, "An0ther")
        try:
            raise RuntimeError(f"failed: password={PW}")
        except RuntimeError:
            logger.exception("oops")
    finally:
        logger.removeHandler(handler)
    assert len(records) == 2
    for text in records:
        assert PW not in text and "An0ther" not in text
    assert "***" in records[0] and "RuntimeError" in records[1]
    assert scrub(f"x {PW} y") == "x *** y"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_scorepad_web_on_postgresql_never_shows_the_password(postgres_server, tmp_path):
    """The real server on a real PostgreSQL (trust auth ignores the password): its output,
    while it serves and after it stops, has no password."""
    url = postgres_server.new_database().replace("postgresql+psycopg://", "postgresql://")
    user, _, rest = url.partition("://")[2].partition("@")
    url = f"postgresql://{user}:{PW}@{rest}?sslmode=disable&password={PW}"
    port = _free_port()
    log = tmp_path / "web.log"
    with open(log, "w") as fh:
        proc = subprocess.Popen([sys.executable, "-m", "scorepad", "--database-url", url, "web",
                                 "--port", str(port)], cwd=REPO, stdout=fh,
                                stderr=subprocess.STDOUT, start_new_session=True,
                                env={**os.environ, "FLET_FORCE_WEB_SERVER": "1"})
        try:
            deadline = time.monotonic() + 60
            answer = b""
            while time.monotonic() < deadline and not answer:
                assert proc.poll() is None, log.read_text()
                try:  # a refused request makes the server log a line too
                    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
                        s.sendall(f"GET / HTTP/1.1\r\nHost: {PW}.example\r\n"
                                  "Connection: close\r\n\r\n".encode())
                        answer = s.recv(1000)
                except OSError:
                    time.sleep(0.2)
            assert answer.startswith(b"HTTP/1.1 400")
            time.sleep(0.5)
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(5)
    text = log.read_text()
    assert "Data: postgresql" in text and "password=***" in text and "refused" in text
    assert PW not in text


@pytest.mark.parametrize("share", [False, True])
def test_web_output_names_no_machine_path(capsys, clean_env, monkeypatch, share):
    """What `scorepad web` (and `--share`) prints names the SQLite file, not where the machine
    keeps it (`scorepad info`, asked, says that); the data folder's path is nowhere."""
    calls = []
    module = types.ModuleType("scorepad.app")
    module.run = lambda **kw: calls.append(kw)
    monkeypatch.setitem(sys.modules, "scorepad.app", module)
    monkeypatch.setattr(cli, "_open", lambda settings: types.SimpleNamespace(close=lambda: None))
    import scorepad.cli.web as web_cli

    monkeypatch.setattr(web_cli, "share_addresses", lambda host: [])  # no traffic off loopback
    args = ["--data-dir", str(clean_env), "web", "--port", str(_free_port())]
    code = cli.main(args + (["--share", "--pin", "4821"] if share else []))
    out, err = capsys.readouterr()
    assert code == 0 and calls
    assert "Data: scorepad.sqlite (SQLite) in the data folder" in out
    assert str(clean_env) not in out + err and "/" + clean_env.name not in out + err
    assert cli.main(["--data-dir", str(clean_env), "info"]) == 0
    assert str(clean_env.resolve()) in capsys.readouterr().out  # asked: where the data lives
