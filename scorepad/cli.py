"""The `scorepad` command.

    scorepad                      open the app (a desktop window, or the web app on 127.0.0.1)
    scorepad web [--host H] [--port P] [--share [--pin PIN]]
    scorepad games [--status S] [--limit N] [--offset N]
    scorepad export [--format json|csv] [-o FILE] [GAME_ID ...]
    scorepad import FILE
    scorepad info                 where the data lives

Global options (before or after the command): --data-dir DIR, --database-url URL
(environment: SCOREPAD_DATA_DIR, SCOREPAD_DATABASE_URL).

Usage errors exit 2 with a message; any other error is one line on stderr and exit 1.
"""

from __future__ import annotations

import argparse
import errno
import importlib.util
import os
import socket
import sys
from datetime import datetime
from pathlib import Path
from typing import Sequence, TextIO

from scorepad.config import ConfigError, Settings, install_log_scrubber, resolve, scrub

PROG = "scorepad"
DEFAULT_PORT = 8550
LOOPBACK = "127.0.0.1"


class CliError(Exception):
    """One line for the user; exit status 1."""


# -- the parser -------------------------------------------------------------------------------

def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {text!r}") from None
    if not 0 < value < 65536:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {value}")
    return value


def _pin(text: str) -> str:
    from scorepad.services.access import PinError, validate_pin

    try:
        return validate_pin(text)
    except PinError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0, not {value}")
    return value


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(PROG)
    except PackageNotFoundError:
        return "(not installed)"


def _global_options(parser: argparse.ArgumentParser, *, top: bool) -> None:
    default = None if top else argparse.SUPPRESS
    parser.add_argument("--data-dir", metavar="DIR", default=default,
                        help="where Scorepad keeps its data (default: the user data folder; "
                             "env SCOREPAD_DATA_DIR)")
    parser.add_argument("--database-url", metavar="URL", default=default,
                        help="use this database instead, e.g. postgresql://user@host/scorepad "
                             "(env SCOREPAD_DATABASE_URL)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Scorepad: score 6th Sense, nomination whist and a shedding "
        "game, settle disputed tricks, keep past games. Without a command, opens the app.")
    _global_options(parser, top=True)
    parser.add_argument("--version", action="version", version=f"{PROG} {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    common = argparse.ArgumentParser(add_help=False)
    _global_options(common, top=False)

    web = sub.add_parser("web", parents=[common], help="serve the web app (127.0.0.1 unless --host)",
                         description="Serve the web app. It binds 127.0.0.1 (this machine only) "
                         "unless --host says otherwise; --host 0.0.0.0 shares it on your network.")
    web.add_argument("--host", default=None,
                     help=f"address to bind (default {LOOPBACK}; with --share every address)")
    web.add_argument("--port", type=_port, default=None,
                     help=f"port (default {DEFAULT_PORT}, or a free one if that is taken)")
    web.add_argument("--share", action="store_true",
                     help="share the table on your network: every phone may follow the game; "
                          "changing it needs the PIN (prints the address, a QR code, the PIN)")
    web.add_argument("--pin", type=_pin, default=None, metavar="PIN",
                     help="the PIN with --share (4 to 12 digits; default: a random 6-digit "
                          "PIN at each start)")

    games = sub.add_parser("games", parents=[common], help="list saved games, newest first")
    games.add_argument("--status", choices=("active", "finished"), help="only these games")
    games.add_argument("--limit", type=_positive, default=50, help="games per page (default 50)")
    games.add_argument("--offset", type=_positive, default=0, help="skip this many games")

    export = sub.add_parser("export", parents=[common], help="write games as JSON or CSV",
                            description="Write games as JSON (complete, importable; see "
                            "docs/export-format.md) or CSV (one row per player per round).")
    export.add_argument("--format", choices=("json", "csv"), default="json")
    export.add_argument("-o", "--output", metavar="FILE", help="write to FILE (default: stdout)")
    export.add_argument("game_ids", nargs="*", metavar="GAME_ID", help="only these games")

    imp = sub.add_parser("import", parents=[common], help="read games from a JSON export",
                         description="Read games from a JSON export (- for stdin). The whole "
                         "file is checked first; a bad file changes nothing. Games already in "
                         "the store are left as they are.")
    imp.add_argument("file", metavar="FILE")

    sub.add_parser("info", parents=[common], help="show where the data lives")
    return parser


# -- commands ---------------------------------------------------------------------------------

def _open(settings: Settings):
    from scorepad.store.db import open_store
    from scorepad.store.files import secure_data_dir

    secure_data_dir(settings)  # a private folder (0700); the database files are 0600
    return open_store(settings)


def _desktop_unavailable() -> str | None:
    """Why a desktop window cannot open here, or None when it can."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY")
                                                 or os.environ.get("WAYLAND_DISPLAY")):
        return "there is no display (DISPLAY is not set)"
    if importlib.util.find_spec("flet_desktop") is None:
        return "the desktop client (flet-desktop) is not installed"
    return None


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


def url_for(host: str, port: int) -> str:
    shown = LOOPBACK if host in ("", "0.0.0.0", "::") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


def _load_app():
    import importlib

    try:
        app = importlib.import_module("scorepad.app")
    except ModuleNotFoundError as exc:
        if exc.name == "scorepad.app":
            raise CliError("the app is not part of this installation (scorepad.app is missing)") from None
        raise CliError(f"the app cannot start: {exc}") from None
    return app


def cmd_open(settings: Settings, out: TextIO) -> int:
    why = _desktop_unavailable()
    if why is None:
        _open(settings).close()
        _load_app().run(settings=settings, view="desktop", host=None, port=None)
        return 0
    print(f"Opening the web app instead of a window: {why}.", file=out)
    return serve_web(settings, LOOPBACK, None, out)


def share_addresses(host: str) -> list[str]:
    """The addresses other devices can reach a shared server at: the bound address, or, when
    bound to every address, this machine's own network addresses (IPv4 first; no loopback,
    no link-local)."""
    import ipaddress

    from scorepad.server import ANY_ADDRESS, machine_addresses

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
              share: bool = False, pin: str | None = None) -> int:
    if host is None:
        host = "0.0.0.0" if share else LOOPBACK
    port = choose_port(host, port)
    _open(settings).close()  # a bad database is one line here, not an error page later
    app = _load_app()
    if share:
        return _serve_shared(settings, app, host, port, out, pin)
    print(f"Scorepad is at {url_for(host, port)}  (Ctrl+C stops it)", file=out)
    if host not in (LOOPBACK, "localhost", "::1"):
        lan = _lan_address() if host in ("0.0.0.0", "", "::") else None
        if lan:
            print(f"On your network (a phone at the table): {url_for(lan, port)}", file=out)
        print(f"Warning: bound to {host}: anyone on your network who can reach this machine "
              "can open the app and change the scores.", file=out)
    print(f"Data: {settings.database_label}", file=out)
    out.flush()
    import logging

    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    install_log_scrubber()
    app.run(settings=settings, view="web", host=host, port=port)
    return 0


def _serve_shared(settings: Settings, app, host: str, port: int, out: TextIO,
                  pin: str | None) -> int:
    """`scorepad web --share`: every device may view; changing needs the PIN (issue 11)."""
    from scorepad.services.access import AccessControl, new_pin
    from scorepad.state.access import ShareInfo

    pin = pin or new_pin()
    addresses = share_addresses(host)
    urls = tuple(url_for(a, port) for a in addresses)
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
    print(f"On this computer: {url_for(LOOPBACK, port)}", file=out)
    print(f"Data: {settings.database_label}", file=out)
    out.flush()
    import logging

    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    install_log_scrubber()
    share = ShareInfo(urls=urls, control=AccessControl(pin))
    app.run(settings=settings, view="web", host=host, port=port, extra_hosts=tuple(addresses),
            share=share)
    return 0


def _when(dt: datetime | None) -> str:
    if dt is None:
        return ""
    return dt.astimezone().strftime("%Y-%m-%d %H:%M")


def _table(rows: list[list[str]], out: TextIO) -> None:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip(), file=out)


def cmd_games(settings: Settings, args: argparse.Namespace, out: TextIO) -> int:
    from scorepad.services.games import GameService

    service = GameService(_open(settings))
    page = service.list_games(status=args.status, limit=max(args.limit, 1), offset=args.offset)
    total = service.count_games(status=args.status)
    if not page:
        print("No saved games." if total == 0 else f"No games past the first {total}.", file=out)
        return 0
    rows = [["ID", "GAME", "DATE", "PLAYERS", "STATUS", "WINNER"]]
    for g in page:
        rows.append([g.id, g.title, _when(g.created_at), ", ".join(g.players),
                     f"{g.status} ({g.rounds} round{'s' if g.rounds != 1 else ''})",
                     ", ".join(g.winners) or "-"])
    _table(rows, out)
    shown_to = args.offset + len(page)
    if shown_to < total:
        print(f"({shown_to - args.offset} of {total} shown; more with --offset {shown_to})", file=out)
    return 0


def _write_output(path: str | None, text: str, out: TextIO) -> None:
    if path is None or path == "-":
        out.write(text)
        return
    target = Path(path)
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8", newline="")
        os.replace(tmp, target)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise CliError(f"cannot write {path}: {exc.strerror or exc}") from None


def cmd_export(settings: Settings, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    import io

    from scorepad.services import exchange

    store = _open(settings)
    ids = args.game_ids or None
    if args.format == "json":
        text = exchange.dumps(exchange.export_games(store, ids))
        count = text.count('"format_version"')
    else:
        buf = io.StringIO()
        count = exchange.write_csv(store, buf, ids)
        text = buf.getvalue()
    _write_output(args.output, text, out)
    if args.output not in (None, "-"):
        what = "games" if args.format == "json" else "rows"
        print(f"Wrote {count} {what} to {args.output}", file=err)
    return 0


def cmd_import(settings: Settings, args: argparse.Namespace, out: TextIO) -> int:
    from scorepad.services import exchange

    try:  # a regular file of at most 64 MiB (exchange.MAX_IMPORT_BYTES), refused before reading
        if args.file == "-":
            text = exchange.read_import_stream(getattr(sys.stdin, "buffer", sys.stdin))
        else:
            text = exchange.read_import_file(args.file)
    except exchange.ExchangeError as exc:
        raise CliError(f"cannot read {args.file}: {exc}") from None
    except OSError as exc:
        raise CliError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    store = _open(settings)
    try:
        result = exchange.import_text(store, text)
    except exchange.ExchangeError as exc:
        raise CliError(f"{args.file} was not imported (nothing changed): {exc}") from None
    parts = [f"Imported {len(result.imported)} game{'s' if len(result.imported) != 1 else ''}"]
    if result.skipped:
        parts.append(f"{len(result.skipped)} already in the store (left as they were)")
    print("; ".join(parts) + ".", file=out)
    return 0


def cmd_info(settings: Settings, out: TextIO) -> int:
    print(f"data dir: {settings.data_dir}  (from {settings.data_dir_source})", file=out)
    print(f"database: {settings.database_label}  (from {settings.database_source})", file=out)
    return 0


# -- entry point ------------------------------------------------------------------------------

def run(argv: Sequence[str] | None, out: TextIO, err: TextIO) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    settings = resolve(data_dir=args.data_dir, database_url=args.database_url)
    if args.command is None:
        return cmd_open(settings, out)
    if args.command == "web":
        if args.pin is not None and not args.share:
            parser.error("--pin goes with --share (a table shared on the network)")
        return serve_web(settings, args.host, args.port, out, share=args.share, pin=args.pin)
    if args.command == "games":
        return cmd_games(settings, args, out)
    if args.command == "export":
        return cmd_export(settings, args, out, err)
    if args.command == "import":
        return cmd_import(settings, args, out)
    if args.command == "info":
        return cmd_info(settings, out)
    parser.error(f"unknown command {args.command!r}")  # pragma: no cover - argparse refuses first
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    from sqlalchemy.exc import SQLAlchemyError

    from scorepad.services.exchange import ExchangeError
    from scorepad.services.games import GameError
    from scorepad.store.db import StoreError, describe_db_error

    out, err = sys.stdout, sys.stderr

    def say(text: str) -> None:  # every message passes here: no password ever gets out
        print(scrub(f"{PROG}: {text}"), file=err)

    try:
        return run(argv, out, err)
    except ConfigError as exc:  # a setting that cannot be used: like a usage error
        say(f"error: {exc}")
        return 2
    except (CliError, StoreError, ExchangeError) as exc:
        say(f"error: {exc}")
    except GameError as exc:
        say(f"error: {exc.message}")
    except SQLAlchemyError as exc:
        say(f"error: database: {describe_db_error(exc)}")
    except KeyboardInterrupt:
        print("", file=err)
        return 130
    except BrokenPipeError:
        # The reader went away (`scorepad export | head`): stop quietly.
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except OSError as exc:
        if exc.errno == errno.ENOSPC:
            say("error: the disk is full")
        else:
            say(f"error: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else ""))
    except Exception as exc:  # a bug of ours: still one line, never a traceback
        say(f"internal error: {type(exc).__name__}: {_excerpt(str(exc))}")
    return 1


def _excerpt(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."
