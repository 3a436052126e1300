"""`scorepad web --share [--pin PIN]` (issue 11, item 1): the addresses, the QR code and the PIN
printed at start, the bind address, the allowed hosts, and the usage errors."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from scorepad import cli
from scorepad.web.server import HostPolicy
from scorepad.services.access.control import AccessControl

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture
def lan(monkeypatch):
    """This machine's names and addresses, as a phone on the network could reach them."""
    found = {"127.0.0.1", "::1", "192.168.1.20", "10.0.0.7", "fe80::1", "fd00::2",
             "tablehost", "tablehost.local"}
    monkeypatch.setattr("scorepad.web.server.machine_addresses", lambda: set(found))
    return found


def scorepad(capsys, *args):
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_share_binds_every_address_and_prints_address_qr_and_pin(capsys, data_dir, fake_app,
                                                                   lan):
    code, out, err = scorepad(capsys, "--data-dir", str(data_dir), "web", "--share", "--pin",
                              "4321", "--port", "18555")
    assert code == 0, err
    (call,) = fake_app
    assert call["host"] == "0.0.0.0" and call["port"] == 18555
    urls = re.findall(r"http://[^\s]+", out)
    assert "http://10.0.0.7:18555/" in urls and "http://192.168.1.20:18555/" in urls
    assert not any("fe80" in u or "fd00" in u for u in urls)  # 0.0.0.0 answers on IPv4 only
    assert "Other devices at the table open: http://10.0.0.7:18555/" in out
    assert "PIN to change scores: 4321" in out and out.count("4321") == 1
    assert "▀" in out or "▄" in out or "█" in out  # the QR code, in block characters
    share = call["share"]
    assert share.urls[0] == "http://10.0.0.7:18555/"
    assert isinstance(share.control, AccessControl) and share.control.pin == "4321"
    # the allowed hosts include the shared addresses
    policy = HostPolicy.for_bind(call["host"], call["port"], call["extra_hosts"])
    assert policy.host_allowed("192.168.1.20:18555") and policy.host_allowed("10.0.0.7:18555")
    assert policy.origin_allowed("http://192.168.1.20:18555")
    assert not policy.host_allowed("evil.example:18555")


def test_the_qr_code_printed_is_the_first_address(capsys, data_dir, fake_app, lan):
    import io

    import segno

    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "web", "--share", "--port",
                            "18556")
    assert code == 0
    buf = io.StringIO()
    segno.make("http://10.0.0.7:18556/", error="m", micro=False).terminal(
        out=buf, compact=True, border=2)
    assert buf.getvalue() in out


def test_without_pin_a_random_six_digit_pin_is_drawn_at_each_start(capsys, data_dir, fake_app,
                                                                   lan):
    pins = []
    for _ in range(3):
        code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "web", "--share")
        assert code == 0
        pins.append(re.search(r"PIN to change scores: (\S+)", out).group(1))
    assert all(re.fullmatch(r"[0-9]{6}", p) for p in pins)
    assert len(set(pins)) > 1  # three draws from a million
    assert [c["share"].control.pin for c in fake_app] == pins


def test_plain_web_stays_on_loopback_with_no_pin(capsys, data_dir, fake_app, lan):
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "web", "--port", "18557")
    assert code == 0
    (call,) = fake_app
    assert call["host"] == "127.0.0.1"
    assert call.get("share") is None
    assert "PIN" not in out
    policy = HostPolicy.for_bind(call["host"], call["port"], call.get("extra_hosts", ()))
    assert not policy.host_allowed("192.168.1.20:18557")


def test_a_given_host_is_the_one_shared(capsys, data_dir, fake_app, lan):
    code, out, _ = scorepad(capsys, "--data-dir", str(data_dir), "web", "--share", "--host",
                            "127.0.0.1", "--port", "18558")
    assert code == 0
    assert fake_app[0]["host"] == "127.0.0.1"
    assert "No network address" in out  # loopback only: nobody else can reach it


@pytest.mark.parametrize("pin", ["123", "1234567890123", "12a4", "", " 1234", "12.34", "-123"])
def test_a_pin_that_is_not_4_to_12_digits_is_a_usage_error(capsys, data_dir, fake_app, pin):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--data-dir", str(data_dir), "web", "--share", "--pin", pin])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "4 to 12 digits" in err
    assert "Traceback" not in err
    assert not fake_app


def test_pin_without_share_is_a_usage_error(capsys, data_dir, fake_app):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--data-dir", str(data_dir), "web", "--pin", "4321"])
    assert exc.value.code == 2
    assert "--share" in capsys.readouterr().err
    assert not fake_app


def test_the_command_line_exits_2_on_a_bad_pin(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(tmp_path / "d"),
                           "web", "--share", "--pin", "12"], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2
    assert "4 to 12 digits" in proc.stderr and "Traceback" not in proc.stderr


def test_share_addresses_skip_loopback_and_link_local(lan):
    assert cli.share_addresses("0.0.0.0") == ["10.0.0.7", "192.168.1.20"]
    assert cli.share_addresses("::") == ["10.0.0.7", "192.168.1.20", "fd00::2"]
    assert cli.share_addresses("192.168.1.20") == ["192.168.1.20"]
    assert cli.share_addresses("127.0.0.1") == []
