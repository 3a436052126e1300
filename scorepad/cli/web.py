"""`scorepad web [--host H] [--port P] [--share [--pin PIN]]`: serve the web app.

It binds 127.0.0.1 unless --host says otherwise; --share binds every address, prints the
addresses other devices open, a QR code and the PIN (docs/ARCHITECTURE.md, "A shared table").
`opener(settings)` opens the store (scorepad.cli._open): a bad database is one line before
serving, not an error page later.
"""

from __future__ import annotations

import socket
from typing import Callable, TextIO

from scorepad.cli.base import DEFAULT_PORT, LOOPBACK, CliError
from scorepad.config import Settings, install_log_scrubber
from scorepad.errors import ScorepadError


def _port_free(host: str, port: int) -> bool:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def _free_port(host: str) -> int:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def choose_port(host: str, port: int | None) -> int:
    if port is not None:
        try:
            if not _port_free(host, port):
                raise CliError(f"port {port} on {host} is already in use: choose another with --port")
        except socket.gaierror:
            raise CliError(f"cannot bind to host {host!r}: no such address") from None
        return port
    try:
        return DEFAULT_PORT if _port_free(host, DEFAULT_PORT) else _free_port(host)
    except (socket.gaierror, OSError) as exc:
        raise CliError(f"cannot bind to host {host!r}: {getattr(exc, 'strerror', None) or exc}") from None


def _lan_address() -> str | None:
    """This machine's address on its network, if it has one (no packet is sent)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            address = s.getsockname()[0]
    except OSError:
        return None
    return None if address.startswith("127.") else address


def url_for(host: str, port: int, scheme: str = "http") -> str:
    shown = LOOPBACK if host in ("", "0.0.0.0", "::") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"{scheme}://{shown}:{port}/"


def _tls_file(path: str, what: str, marker: bytes) -> None:
    """The certificate or key file at `path`, read and checked to hold a PEM `what`: one plain
    sentence when it does not (never OpenSSL's text)."""
    from pathlib import Path

    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise CliError(f"there is no {what} file {path!r}") from None
    except IsADirectoryError:
        raise CliError(f"{path!r} is a folder, not a {what} file") from None
    except PermissionError:
        raise CliError(f"the {what} file {path!r} cannot be read: permission denied") from None
    except OSError as exc:
        raise CliError(f"the {what} file {path!r} cannot be read "
                       f"({exc.strerror or type(exc).__name__})") from None
    if marker not in data:
        raise CliError(f"the {what} file {path!r} holds no {what} (a PEM file, its text "
                       f"between '-----BEGIN' and '-----END' lines)")


class _Protected(ScorepadError):
    """The key file asks for a passphrase (raised by the password callback: never a prompt)."""


def _no_passphrase() -> bytes:
    raise _Protected


def check_tls(tls: tuple[str, str] | None) -> dict:
    """`run()`'s keywords for https: the certificate and key files, checked to load together
    (one plain sentence when they do not: a file missing or unreadable, not PEM, a key with a
    passphrase, a key of another certificate)."""
    if tls is None:
        return {}
    import ssl

    certfile, keyfile = tls
    _tls_file(certfile, "certificate", b"-----BEGIN CERTIFICATE-----")
    _tls_file(keyfile, "key", b"PRIVATE KEY-----")
    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(
            certfile, keyfile, password=_no_passphrase)
    except _Protected:
        raise CliError(f"the key file {keyfile!r} is protected by a passphrase: give a key "
                       "without one") from None
    except ssl.SSLError as exc:
        if getattr(exc, "reason", None) == "KEY_VALUES_MISMATCH":
            raise CliError(f"cannot serve https: the key in {keyfile!r} is not the key of "
                           f"the certificate in {certfile!r} (they do not load together)"
                           ) from None
        raise CliError(f"cannot serve https with {certfile!r} and {keyfile!r}: they cannot be "
                       "read as a certificate and its key (damaged, or another kind of "
                       "file)") from None
    except (OSError, ValueError):  # read a moment ago: gone or changed since
        raise CliError(f"cannot serve https with {certfile!r} and {keyfile!r}: the files "
                       "cannot be read") from None
    return {"certfile": certfile, "keyfile": keyfile}


def _load_app():
    import importlib

    try:
        app = importlib.import_module("scorepad.app")
    except ModuleNotFoundError as exc:
        if exc.name == "scorepad.app":
            raise CliError("the app is not part of this installation (scorepad.app is missing)") from None
        raise CliError(f"the app cannot start: {exc}") from None
    return app


def share_addresses(host: str) -> list[str]:
    """The addresses other devices can reach a shared server at: the bound address, or, when
    bound to every address, this machine's own network addresses (IPv4 first; no loopback,
    no link-local)."""
    import ipaddress

    from scorepad.web.server import ANY_ADDRESS, machine_addresses

    names = [host] if host not in ANY_ADDRESS else sorted(machine_addresses())
    ipv6 = host in ("::", "[::]") or ":" in host  # 0.0.0.0 answers on IPv4 only
    found = []
    for name in names:
        try:
            ip = ipaddress.ip_address(name.strip("[]"))
        except ValueError:
            continue
        if ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast \
                or (ip.version == 6 and not ipv6):
            continue
        found.append(ip)
    found.sort(key=lambda ip: (ip.version, ip.packed))
    return [str(ip) for ip in found]


def _print_qr(url: str, out: TextIO) -> None:
    try:
        import segno
    except ImportError:  # pragma: no cover - a pinned dependency
        print("(no QR code: the segno package is not installed)", file=out)
        return
    import io

    buf = io.StringIO()
    segno.make(url, error="m", micro=False).terminal(out=buf, compact=True, border=2)
    try:
        out.write(buf.getvalue())
    except UnicodeEncodeError:  # a terminal that cannot show block characters
        print("(this terminal cannot show the QR code: open the address above)", file=out)


def serve_web(settings: Settings, host: str | None, port: int | None, out: TextIO, *,
              opener: Callable[[Settings], object], share: bool = False,
              pin: str | None = None, tls: tuple[str, str] | None = None) -> int:
    if host is None:
        host = "0.0.0.0" if share else LOOPBACK
    port = choose_port(host, port)
    https = check_tls(tls)
    scheme = "https" if https else "http"
    opener(settings).close()  # a bad database is one line here, not an error page later
    app = _load_app()
    if share:
        return _serve_shared(settings, app, host, port, out, pin, https)
    print(f"Scorepad is at {url_for(host, port, scheme)}  (Ctrl+C stops it)", file=out)
    if host not in (LOOPBACK, "localhost", "::1"):
        lan = _lan_address() if host in ("0.0.0.0", "", "::") else None
        if lan:
            print(f"On your network (a phone at the table): {url_for(lan, port, scheme)}",
                  file=out)
        print(f"Warning: bound to {host}: anyone on your network who can reach this machine "
              "can open the app and change the scores.", file=out)
    print(f"Data: {settings.database_label}", file=out)
    out.flush()
    import logging

    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    install_log_scrubber()
    app.run(settings=settings, view="web", host=host, port=port, **https)
    return 0


def _serve_shared(settings: Settings, app, host: str, port: int, out: TextIO,
                  pin: str | None, https: dict) -> int:
    """`scorepad web --share`: every device may view; changing needs the PIN (issue 11)."""
    from scorepad.services.access.control import AccessControl, new_pin
    from scorepad.state.access import ShareInfo

    pin = pin or new_pin()
    addresses = share_addresses(host)
    scheme = "https" if https else "http"
    urls = tuple(url_for(a, port, scheme) for a in addresses)
    print("Scorepad is shared on your network  (Ctrl+C stops it)", file=out)
    if urls:
        print(f"Other devices at the table open: {urls[0]}", file=out)
        for more in urls[1:]:
            print(f"  or: {more}", file=out)
        _print_qr(urls[0], out)
    else:
        print("No network address was found: other devices cannot reach this machine now "
              "(is it on a network?).", file=out)
    print(f"PIN to change scores: {pin}  (other devices can only view until it is entered)",
          file=out)
    if not https:
        print("Plain http: anyone on this network can read what is sent, the PIN too "
              "(--certfile and --keyfile serve https; see the README).", file=out)
    print(f"On this computer: {url_for(LOOPBACK, port, scheme)}", file=out)
    print(f"Data: {settings.database_label}", file=out)
    out.flush()
    import logging

    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    install_log_scrubber()
    share = ShareInfo(urls=urls, control=AccessControl(pin))
    app.run(settings=settings, view="web", host=host, port=port, extra_hosts=tuple(addresses),
            share=share, **https)
    return 0
