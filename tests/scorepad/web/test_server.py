"""The web server answers only its own pages (issue 10, item 4).

Against the real `scorepad web` (a subprocess on a loopback port), with a plain HTTP client
that can send any Host or Origin: a foreign Host is refused (DNS rebinding), a WebSocket from
another origin (or none) is refused before it opens, FastAPI's /docs and friends are gone, no
wildcard CORS header, and every page carries frame protection. The allow-list itself
(`HostPolicy`) is tested as plain Python.
"""

from __future__ import annotations

import base64
import os
import socket
import time

import pytest

from scorepad.web.server import HostPolicy, machine_addresses, split_host_port


def raw_request(port: int, lines: list[str], timeout: float = 5.0) -> tuple[int, dict, bytes]:
    """Send a hand-written HTTP/1.1 request to 127.0.0.1:port; the status, headers, body."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        data = b""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            head, sep, rest = data.partition(b"\r\n\r\n")
            if sep:
                headers = _headers(head)
                if headers.get("upgrade", "").lower() == "websocket":
                    break  # 101: the socket stays open
                length = int(headers.get("content-length", "-1"))
                if 0 <= length <= len(rest):
                    break
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                break
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1]) if head else 0
    return status, _headers(head), body


def _headers(head: bytes) -> dict:
    out: dict[str, str] = {}
    for line in head.split(b"\r\n")[1:]:
        k, _, v = line.decode("latin-1").partition(":")
        out[k.strip().lower()] = v.strip()
    return out


def get(port: int, path: str = "/", host: str | None = None, extra: tuple[str, ...] = ()):
    host = host if host is not None else f"127.0.0.1:{port}"
    return raw_request(port, [f"GET {path} HTTP/1.1", f"Host: {host}", "Connection: close",
                              *extra])


def upgrade(port: int, origin: str | None, host: str | None = None):
    key = base64.b64encode(os.urandom(16)).decode()
    lines = ["GET /ws HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}", "Upgrade: websocket",
             "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    return raw_request(port, lines)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    from tests.harness import Server, ServerError  # the one server harness

    data = tmp_path_factory.mktemp("sec")
    server = Server(data / "d", log=data / "server.log")
    try:
        server.start()
    except ServerError as exc:
        pytest.fail(str(exc), pytrace=False)
    try:
        yield server.port, server.log
    finally:
        server.stop()


# -- the real server ----------------------------------------------------------------------------

def test_own_hosts_are_served(server):
    port, _ = server
    for host in (f"127.0.0.1:{port}", "127.0.0.1", f"localhost:{port}", f"LOCALHOST.:{port}",
                 f"[::1]:{port}"):
        status, _, body = get(port, host=host)
        assert status == 200, host
        assert b"<html" in body.lower()


@pytest.mark.parametrize("host", ["evil.example", "evil.example:{port}", "127.0.0.1.evil.example",
                                  "127.0.0.1:{other}", "", "127.0.0.1@evil.example",
                                  "[::1", "10.0.0.1:{port}"])
def test_a_foreign_host_is_refused(server, host):
    port, log = server
    host = host.format(port=port, other=port + 1)
    status, headers, body = get(port, host=host)
    assert status == 400
    assert headers["content-type"].startswith("text/plain")
    assert len(body) < 100 and b"<html" not in body.lower()


def test_a_repeated_host_header_is_refused(server):
    port, _ = server
    status, _, _ = get(port, extra=("Host: evil.example",))
    assert status == 400


@pytest.mark.parametrize("path", ["/docs", "/docs/", "/redoc", "/openapi.json",
                                  "/docs/oauth2-redirect"])
def test_framework_pages_are_off(server, path):
    port, _ = server
    status, _, body = get(port, path)
    assert status == 404
    assert b"swagger" not in body.lower() and b"openapi" not in body.lower()


@pytest.mark.parametrize("path", ["/", "/main.dart.js", "/game/nonexistent", "/nothing-here"])
def test_no_wildcard_cors_and_frames_refused(server, path):
    port, _ = server
    status, headers, _ = get(port, path, extra=("Origin: http://evil.example",))
    assert status in (200, 404)
    assert headers.get("access-control-allow-origin") is None
    assert headers.get("x-frame-options") == "DENY"
    assert "frame-ancestors 'none'" in headers.get("content-security-policy", "")


def test_a_websocket_from_the_apps_own_origin_opens(server):
    port, _ = server
    for origin in (f"http://127.0.0.1:{port}", f"http://localhost:{port}"):
        status, headers, _ = upgrade(port, origin)
        assert status == 101, origin
        assert headers["upgrade"].lower() == "websocket"


@pytest.mark.parametrize("origin", [None, "null", "http://evil.example",
                                    "http://127.0.0.1:{other}", "https://evil.example:{port}",
                                    "http://127.0.0.1.evil.example:{port}",
                                    "file://", "chrome-extension://abc"])
def test_a_websocket_from_another_origin_is_refused(server, origin):
    port, log = server
    if origin is not None:
        origin = origin.format(port=port, other=port + 1)
    status, headers, _ = upgrade(port, origin)
    assert status == 403
    assert "upgrade" not in headers
    assert "refused a WebSocket" in log.read_text()


def test_a_websocket_with_a_foreign_host_is_refused(server):
    port, log = server
    status, headers, _ = upgrade(port, f"http://127.0.0.1:{port}", host="evil.example")
    assert status == 403  # a refused upgrade is always 403
    assert "upgrade" not in headers
    assert "refused a websocket request for host 'evil.example'" in log.read_text()


@pytest.mark.parametrize("path", ["/game/%00", "/" + "x" * 3000, "/game/" + "%C3%A9" * 200])
def test_an_address_no_file_can_have_still_serves_the_page(server, path):
    """The app shows Home for it (scorepad/state/routes.py), not a bare 404."""
    port, log = server
    status, _, page = get(port, "/")
    assert status == 200
    status, _, body = get(port, path)
    assert status == 200 and body == page and b"<html" in body.lower()
    assert "Traceback" not in log.read_text(errors="replace")


@pytest.mark.parametrize("path", ["/x%00.js", "/" + "x" * 300 + ".png"])
def test_a_file_no_file_can_be_stays_not_found(server, path):
    status, _, _ = get(server[0], path)
    assert status == 404


def test_an_unsafe_method_from_another_origin_is_refused(server):
    port, _ = server
    status, _, _ = raw_request(port, ["PUT /upload HTTP/1.1", f"Host: 127.0.0.1:{port}",
                                      "Origin: http://evil.example", "Content-Length: 0",
                                      "Connection: close"])
    assert status == 403


# -- the allow-list --------------------------------------------------------------------------

def test_split_host_port():
    assert split_host_port("[::1]:8550") == ("::1", 8550)
    assert split_host_port("[0:0:0:0:0:0:0:1]") == ("::1", None)
    assert split_host_port("LocalHost.:80") == ("localhost", 80)
    for bad in ("", "[::1", "a:b", "h:0", "h:70000", "u@h", "h/x", "[::1]x"):
        assert split_host_port(bad) is None, bad


def test_loopback_bind_allows_loopback_names_only():
    p = HostPolicy.for_bind("127.0.0.1", 8550)
    assert {"127.0.0.1", "localhost", "::1"} <= p.hosts
    assert p.host_allowed("127.0.0.1:8550") and p.host_allowed("[::1]") and p.host_allowed("localhost")
    assert not p.host_allowed("127.0.0.1:8551")
    assert not p.host_allowed("evil.example") and not p.host_allowed(None)
    assert p.origin_allowed("http://localhost:8550") and p.origin_allowed("https://127.0.0.1:8550")
    assert not p.origin_allowed("http://localhost") and not p.origin_allowed("null")
    assert not p.origin_allowed("http://localhost:8550/path")
    assert not p.origin_allowed("http://u@localhost:8550")


def test_a_named_bind_and_extra_hosts_are_allowed():
    p = HostPolicy.for_bind("192.168.1.20", 9000, extra=("scorepad.lan:9000", "[fe80::1]"))
    assert p.host_allowed("192.168.1.20:9000") and p.origin_allowed("http://192.168.1.20:9000")
    assert p.host_allowed("scorepad.lan") and p.host_allowed("[fe80::1]:9000")
    assert not p.host_allowed("192.168.1.21:9000")


def test_any_address_bind_allows_this_machines_addresses():
    p = HostPolicy.for_bind("0.0.0.0", 8550)
    mine = machine_addresses()
    assert mine and mine <= p.hosts
    assert "evil.example" not in p.hosts
    for h in mine:
        shown = f"[{h}]" if ":" in h else h
        assert p.host_allowed(f"{shown}:8550")
