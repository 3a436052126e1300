"""`scorepad web --share --certfile F --keyfile K` serves https (issue 24, item 5), with a
self-signed certificate made here by the openssl command (loopback only)."""

from __future__ import annotations

import shutil
import ssl
import subprocess
import urllib.request

import pytest

from scorepad import cli
from tests.harness import Server


def make_cert(folder, name="cert"):
    openssl = shutil.which("openssl")
    assert openssl, "the openssl command is needed to make the test's certificate"
    cert, key = folder / f"{name}.pem", folder / f"{name}-key.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True,
                   timeout=60)
    return cert, key


def test_a_shared_table_over_https(tmp_path):
    from websockets.sync.client import connect

    cert, key = make_cert(tmp_path)
    server = Server(tmp_path / "data", share=True, pin="4321", tls=(cert, key)).start()
    try:
        trusted = ssl.create_default_context(cafile=str(cert))  # the user's own CA, say
        with urllib.request.urlopen(server.url, context=trusted, timeout=10) as resp:
            assert resp.status == 200 and server.url.startswith("https://127.0.0.1:")
        with pytest.raises(Exception):  # nothing is served in the clear on that port
            urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=5).read()
        with connect(f"wss://127.0.0.1:{server.port}/ws", ssl=trusted,
                     origin=f"https://127.0.0.1:{server.port}", open_timeout=10):
            pass
        banner = server.log.read_text()
        assert "https://127.0.0.1:" in banner and "Plain http" not in banner
    finally:
        server.stop()


def test_https_needs_both_files_and_files_that_load(capsys, tmp_path):
    cert, _ = make_cert(tmp_path, "a")
    _, other_key = make_cert(tmp_path, "b")
    with pytest.raises(SystemExit) as usage:
        cli.main(["--data-dir", str(tmp_path / "d"), "web", "--certfile", str(cert)])
    assert usage.value.code == 2 and "--keyfile" in capsys.readouterr().err
    code = cli.main(["--data-dir", str(tmp_path / "d"), "web", "--certfile", str(cert),
                     "--keyfile", str(other_key)])
    err = capsys.readouterr().err
    assert code == 1 and "do not load together" in err and len(err.strip().splitlines()) == 1


def test_plain_http_says_what_it_exposes(capsys, tmp_path, fake_app):
    code = cli.main(["--data-dir", str(tmp_path / "d"), "web", "--share", "--port",
                     str(cli._free_port("127.0.0.1"))])
    assert code == 0 and "Plain http" in capsys.readouterr().out
