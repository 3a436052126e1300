"""`scorepad web --share --certfile F --keyfile K`: a certificate or key that cannot be used is
one plain sentence saying which file and why, never OpenSSL's text (issue 39, item 5)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from scorepad import cli
from tests.scorepad.web.test_https import make_cert

OPENSSL_WORDS = ("[SSL]", "PEM lib", "_ssl.c", "SSLError", "Traceback")


def web(capsys, tmp_path, cert, key) -> tuple[int, str]:
    code = cli.main(["--data-dir", str(tmp_path / "d"), "web", "--share", "--certfile",
                     str(cert), "--keyfile", str(key)])
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err  # one line
    assert not any(w in err for w in OPENSSL_WORDS), err
    return code, err


@pytest.fixture
def pair(tmp_path):
    return make_cert(tmp_path, "a")


def test_a_missing_key_file_says_so(capsys, tmp_path, pair):
    cert, _key = pair
    code, err = web(capsys, tmp_path, cert, tmp_path / "nowhere.pem")
    assert code == 1 and "there is no key file" in err and "nowhere.pem" in err


def test_a_key_file_that_is_not_a_key_says_so(capsys, tmp_path, pair):
    cert, _key = pair
    junk = tmp_path / "junk.pem"
    junk.write_text("hello\n")
    code, err = web(capsys, tmp_path, cert, junk)
    assert code == 1 and "the key file" in err and "holds no key" in err


def test_a_certificate_given_as_the_key_says_the_key_file_holds_no_key(capsys, tmp_path, pair):
    cert, _key = pair
    code, err = web(capsys, tmp_path, cert, cert)
    assert code == 1 and "holds no key" in err


def test_a_certificate_file_that_is_a_folder_says_so(capsys, tmp_path, pair):
    _cert, key = pair
    code, err = web(capsys, tmp_path, tmp_path, key)
    assert code == 1 and "is a folder, not a certificate file" in err


def test_an_unreadable_key_file_says_permission_denied(capsys, tmp_path, pair, monkeypatch):
    cert, key = pair
    read = Path.read_bytes

    def refused(path):  # as for a file of another user (root reads any, so it is faked)
        if path == key:
            raise PermissionError(13, "Permission denied", str(key))
        return read(path)

    monkeypatch.setattr(Path, "read_bytes", refused)
    code, err = web(capsys, tmp_path, cert, key)
    assert code == 1 and "cannot be read: permission denied" in err


def test_a_damaged_key_says_it_cannot_be_read_as_a_key(capsys, tmp_path, pair):
    cert, key = pair
    text = key.read_text().splitlines()
    key.write_text("\n".join([text[0], "AAAA" * 16, text[-1]]) + "\n")  # PEM, not a key
    code, err = web(capsys, tmp_path, cert, key)
    assert code == 1 and "cannot be read as a certificate and its key" in err


def test_a_key_of_another_certificate_says_so(capsys, tmp_path, pair):
    cert, _key = pair
    _other_cert, other_key = make_cert(tmp_path, "b")
    code, err = web(capsys, tmp_path, cert, other_key)
    assert code == 1 and "is not the key of the certificate" in err


def test_a_key_with_a_passphrase_says_so_and_never_asks(capsys, tmp_path, pair):
    cert, key = pair
    locked = tmp_path / "locked.pem"
    subprocess.run([shutil.which("openssl"), "pkey", "-in", str(key), "-aes256", "-passout",
                    "pass:secret", "-out", str(locked)], check=True, capture_output=True,
                   timeout=60, stdin=subprocess.DEVNULL)
    code, err = web(capsys, tmp_path, cert, locked)
    assert code == 1 and "protected by a passphrase" in err
