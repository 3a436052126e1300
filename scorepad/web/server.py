"""The web server: Flet's ASGI app behind a guard that answers only this server's own pages.

Flet's web server (FastAPI inside ``flet_web``) leaves framework defaults on and trusts every
request. `Guard` wraps it (plain ASGI, so it sees HTTP and WebSocket alike) and:

- refuses a request whose ``Host`` is not one this server serves (400): the loopback names
  (127.0.0.1, localhost, ::1), the host it was told to bind and, when bound to every address
  (0.0.0.0 or ::), this machine's own names and addresses. A page on evil.example whose name
  is later pointed at 127.0.0.1 (DNS rebinding) sends ``Host: evil.example`` and is refused.
  A port in ``Host`` must be this server's port.
- refuses a WebSocket upgrade whose ``Origin`` is not ``http(s)://<allowed host>:<port>`` of
  this server (403, before the socket is accepted, so no session starts). **A WebSocket with
  no Origin is refused too**: every browser sends one, so a missing Origin is a non-browser
  client, and the app has no use for those (decided for issue 10; safer than trusting them).
  An unsafe HTTP method (PUT, POST, ...) from a foreign Origin is refused the same way.
- answers 404 for ``/docs``, ``/redoc``, ``/openapi.json`` (FastAPI's defaults);
- drops Flet's ``Access-Control-Allow-Origin: *`` and adds ``X-Frame-Options: DENY`` and
  ``Content-Security-Policy: frame-ancestors 'none'``: no other site may read or frame it.

`HostPolicy.for_bind(host, port, extra=...)` builds the allow-list from what the server was
told to serve; ``extra`` takes more names or addresses (a share address, issue 11).

>>> p = HostPolicy.for_bind("127.0.0.1", 8550)
>>> p.host_allowed("localhost:8550"), p.host_allowed("evil.example:8550")
(True, False)
>>> p.origin_allowed("http://[::1]:8550"), p.origin_allowed("http://127.0.0.1:9999")
(True, False)
"""

from __future__ import annotations

import ipaddress
import logging
import socket
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Iterable
from urllib.parse import urlsplit

log = logging.getLogger("scorepad.server")

LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")
ANY_ADDRESS = ("", "0.0.0.0", "::", "*")
#: FastAPI's defaults, never served (exact paths, and anything under /docs/)
HIDDEN_PATHS = ("/docs", "/redoc", "/openapi.json")
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
FRAME_HEADERS = (
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy", b"frame-ancestors 'none'"),
)
DROPPED_HEADERS = (b"access-control-allow-origin", b"access-control-allow-credentials",
                   *(name for name, _ in FRAME_HEADERS))

Scope = dict[str, Any]
ASGIApp = Callable[[Scope, Callable[[], Awaitable[dict]], Callable[[dict], Awaitable[None]]],
                   Awaitable[None]]


def normalise_host(host: str) -> str:
    """A host name or address as compared: lower case, no brackets, no trailing dot, and an
    IP address in its canonical form (``0:0:0:0:0:0:0:1`` is ``::1``)."""
    host = host.strip().lower().rstrip(".")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    try:
        return str(ipaddress.ip_address(host.split("%", 1)[0]))
    except ValueError:
        return host


def split_host_port(value: str) -> tuple[str, int | None] | None:
    """``"[::1]:8550"`` -> ("::1", 8550); ``"localhost"`` -> ("localhost", None); None when
    the value is not a host at all."""
    value = value.strip()
    if not value or any(c in value for c in "/\\@ ?#"):
        return None
    if value.startswith("["):
        end = value.find("]")
        if end < 0:
            return None
        host, rest = value[1:end], value[end + 1:]
        if rest and not rest.startswith(":"):
            return None
        port_text = rest[1:] if rest else None
    elif value.count(":") == 1:
        host, port_text = value.split(":")
    elif ":" in value:  # a bare IPv6 address is not a valid Host, but read it as one
        host, port_text = value, None
    else:
        host, port_text = value, None
    if port_text is not None:
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            return None
        port = int(port_text)
    else:
        port = None
    if not host:
        return None
    return normalise_host(host), port


def machine_addresses() -> set[str]:
    """This machine's own names and addresses (no packet is sent)."""
    found: set[str] = set()
    try:
        name = socket.gethostname()
    except OSError:
        name = ""
    names = {name, f"{name}.local"} if name else set()  # how a phone may name this machine
    found |= names
    if name:
        try:  # usually /etc/hosts; no reverse lookup, nothing asked of other machines
            for info in socket.getaddrinfo(name, None, proto=socket.IPPROTO_TCP):
                found.add(str(info[4][0]))
        except (OSError, UnicodeError):
            pass
    for family, probe in ((socket.AF_INET, ("10.255.255.255", 1)),
                          (socket.AF_INET6, ("fd00::1", 1, 0, 0))):
        try:  # a UDP "connect" only picks the route's source address
            with socket.socket(family, socket.SOCK_DGRAM) as s:
                s.connect(probe)
                found.add(str(s.getsockname()[0]))
        except OSError:
            pass
    return {normalise_host(h) for h in found if h}


@dataclass(frozen=True)
class HostPolicy:
    """What a request's Host and a WebSocket's Origin may name."""

    hosts: frozenset[str]
    port: int | None  # None: any port (the server's port was not known)

    @classmethod
    def for_bind(cls, bind_host: str | None, port: int | None,
                 extra: Iterable[str] = ()) -> "HostPolicy":
        hosts = {normalise_host(h) for h in LOOPBACK_HOSTS}
        bind = (bind_host or "").strip()
        if bind in ANY_ADDRESS:
            hosts |= machine_addresses()
        else:
            hosts.add(normalise_host(bind))
            try:  # a name to bind: its addresses too
                for info in socket.getaddrinfo(bind.strip("[]"), None):
                    hosts.add(normalise_host(str(info[4][0])))
            except (OSError, UnicodeError):
                pass
        for h in extra:
            parsed = split_host_port(h)
            if parsed is not None:
                hosts.add(parsed[0])
        hosts.discard("")
        return cls(hosts=frozenset(hosts), port=port or None)

    def host_allowed(self, value: str | None) -> bool:
        if not value:
            return False
        parsed = split_host_port(value)
        if parsed is None:
            return False
        host, port = parsed
        if host not in self.hosts:
            return False
        return port is None or self.port is None or port == self.port

    def origin_allowed(self, origin: str | None) -> bool:
        if not origin or origin == "null":
            return False
        try:
            parts = urlsplit(origin)
            port = parts.port
        except ValueError:
            return False
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return False
        if parts.path not in ("", "/") or parts.query or parts.fragment or parts.username:
            return False
        if port is None:
            port = 443 if parts.scheme == "https" else 80
        if normalise_host(parts.hostname) not in self.hosts:
            return False
        return self.port is None or port == self.port


def _header(scope: Scope, name: bytes) -> str | None:
    values = [v for k, v in scope.get("headers", ()) if k.lower() == name]
    if len(values) != 1:  # none, or a repeated Host/Origin: both refused
        return None
    return values[0].decode("latin-1")


def _hidden(path: str) -> bool:
    path = path.rstrip("/") or "/"
    return path in HIDDEN_PATHS or path.startswith("/docs/")


def _no_file_name(path: str) -> bool:
    """An app address that no file can be named (a NUL, a part over 255 bytes): the static
    files would answer 404 before the app sees it; the page is served instead, and the app
    shows Home for it (scorepad/state/routes.py). A name with an extension stays a 404."""
    if "." in path.rsplit("/", 1)[-1]:
        return False
    return "\x00" in path or any(len(part.encode("utf-8", "replace")) > 255
                                 for part in path.split("/"))


def _excerpt(value: str | None) -> str:
    if value is None:
        return "none"
    return repr(value if len(value) <= 60 else value[:57] + "...")


class Guard:
    """ASGI middleware: see the module docstring."""

    def __init__(self, app: ASGIApp, policy: HostPolicy, limits: Any = None) -> None:
        from scorepad.web.limits import Limits

        self.app = app
        self.policy = policy
        self.limits = limits if limits is not None else Limits()

    async def __call__(self, scope: Scope, receive, send) -> None:
        kind = scope.get("type")
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        host = _header(scope, b"host")
        if not self.policy.host_allowed(host):
            log.warning("refused a %s request for host %s", kind, _excerpt(host))
            await self._refuse(scope, receive, send, 400, "This server does not serve that host.")
            return
        origin = _header(scope, b"origin")
        if kind == "websocket":
            if not self.policy.origin_allowed(origin):
                log.warning("refused a WebSocket from origin %s", _excerpt(origin))
                await self._refuse(scope, receive, send, 403, "Forbidden.")
                return
            # the session started over this socket speaks the browser's language (issue 13)
            from scorepad.words import browser_header

            browser_header.set(_header(scope, b"accept-language") or "")
            await self._websocket(scope, receive, send)
            return
        method = scope.get("method", "GET").upper()
        if method not in SAFE_METHODS and origin is not None and not self.policy.origin_allowed(origin):
            log.warning("refused a %s from origin %s", method, _excerpt(origin))
            await self._refuse(scope, receive, send, 403, "Forbidden.")
            return
        if _hidden(scope.get("path", "")):
            await self._refuse(scope, receive, send, 404, "Not found.")
            return
        if method in SAFE_METHODS and _no_file_name(scope.get("path", "")):
            scope = {**scope, "path": "/", "raw_path": b"/"}

        async def send_guarded(message: dict) -> None:
            if message.get("type") == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", [])
                           if k.lower() not in DROPPED_HEADERS]
                headers.extend(FRAME_HEADERS)
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_guarded)

    async def _websocket(self, scope: Scope, receive, send) -> None:
        """A session's socket, within the limits of scorepad/web/limits.py."""
        from starlette.websockets import WebSocketDisconnect

        address = (scope.get("client") or ("",))[0]
        refused = self.limits.admit(address)
        if refused is not None:
            log.info("refused a WebSocket: %s", refused)
            await self._refuse(scope, receive, send, 403, "Forbidden.")
            return
        try:
            await self.app(scope, self.limits.receive(receive, send), self.limits.send(send))
        except WebSocketDisconnect:  # a tab closed while it was being sent to: not an error
            log.debug("a browser went away while its page was being sent")
        finally:
            self.limits.release(address)

    @staticmethod
    async def _refuse(scope: Scope, receive, send, status: int, text: str) -> None:
        if scope["type"] == "websocket":
            # Closing before accepting makes the server answer the upgrade with 403.
            await receive()  # websocket.connect
            await send({"type": "websocket.close", "code": 1008})
            return
        body = (text + "\n").encode()
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                                (b"content-length", str(len(body)).encode()),
                                *FRAME_HEADERS]})
        await send({"type": "http.response.body", "body": body})


def build_app(main: Callable, *, policy: HostPolicy, assets_dir: str | None) -> Guard:
    """Flet's web app for `main` (no CDN), behind the guard."""
    import flet as ft

    import os

    from scorepad.web.limits import SESSION_TIMEOUT, Limits

    flet_app = ft.run(main, view=ft.AppView.WEB_BROWSER, assets_dir=assets_dir, no_cdn=True,
                      export_asgi_app=True)
    timeout = os.environ.get("FLET_SESSION_TIMEOUT", "")
    return Guard(flet_app, policy, Limits(
        session_timeout=int(timeout) if timeout.isdigit() else SESSION_TIMEOUT))


def serve(main: Callable, *, host: str, port: int, assets_dir: str | None,
          extra_hosts: Iterable[str] = (), certfile: str | None = None,
          keyfile: str | None = None) -> None:
    """Serve `main` on host:port until interrupted (Ctrl+C, SIGTERM); over HTTPS when given a
    certificate and its key (`scorepad web --share --certfile F --keyfile K`)."""
    import os
    import threading

    import uvicorn

    from scorepad.web.limits import MAX_FRAME, SESSION_TIMEOUT, _fits
    from scorepad.web import flet_internals

    os.environ.setdefault("FLET_SESSION_TIMEOUT", str(SESSION_TIMEOUT))  # a gone tab's session
    flet_internals.apply(_fits)
    host = "0.0.0.0" if host in ANY_ADDRESS else host
    if not port:
        family = socket.AF_INET6 if ":" in (host or "") else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as s:
            s.bind((host, 0))
            port = s.getsockname()[1]
    policy = HostPolicy.for_bind(host, port, extra_hosts)
    app = build_app(main, policy=policy, assets_dir=assets_dir)
    level = logging.getLogger("flet").getEffectiveLevel()
    if level in (logging.NOTSET, logging.CRITICAL):
        level = logging.CRITICAL
    config = uvicorn.Config(app, host=host, port=port,
                            log_level=logging.getLevelName(level).lower(),
                            ws="websockets-sansio", server_header=False, ws_max_size=MAX_FRAME,
                            ssl_certfile=certfile, ssl_keyfile=keyfile)
    from scorepad.config import install_log_scrubber

    install_log_scrubber("uvicorn", "uvicorn.error", "uvicorn.access")
    server = uvicorn.Server(config)
    if _has_browser():  # as ft.run does: a desktop session gets a browser tab
        shown = "127.0.0.1" if host in ANY_ADDRESS else host
        shown = f"[{shown}]" if ":" in shown else shown
        scheme = "https" if certfile else "http"
        threading.Thread(target=_open_when_started, args=(server, f"{scheme}://{shown}:{port}/"),
                         daemon=True).start()
    server.run()


def _has_browser() -> bool:
    from scorepad.web.flet_internals import has_display

    return has_display()


def _open_when_started(server: Any, url: str) -> None:
    import time

    from scorepad.web.flet_internals import open_tab

    for _ in range(300):  # at most 30 s
        if server.started:
            open_tab(url)
            return
        if server.should_exit:
            return
        time.sleep(0.1)
