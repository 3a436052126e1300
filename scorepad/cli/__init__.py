"""The `scorepad` command.

    scorepad                      open the app (a desktop window, or the web app on 127.0.0.1)
    scorepad web [--host H] [--port P] [--share [--pin PIN]] [--certfile F --keyfile K]
    scorepad games [--status S] [--limit N] [--offset N]
    scorepad export [--format json|csv] [-o FILE] [GAME_ID ...]
    scorepad import FILE
    scorepad info                 where the data lives
    scorepad backup [-o FILE]     a copy of the database (SQLite); scorepad restore FILE
    scorepad publish [-o DIR]     the app as a static site (scorepad/cli/publish.py)

Global options (before or after the command): --data-dir DIR, --database-url URL
(environment: SCOREPAD_DATA_DIR, SCOREPAD_DATABASE_URL).

Usage errors exit 2 with a message; any other error is one line on stderr and exit 1.
The commands live beside it: cli/web.py (`web`, `--share`), cli/data.py (`games`, `export`,
`import`, `info`), cli/backup.py, cli/publish.py; cli/base.py holds what they share.
"""

from __future__ import annotations

import argparse
import errno
import importlib.util
import os
import sys
from typing import Sequence, TextIO

from scorepad.cli.base import DEFAULT_PORT, LOOPBACK, PROG, CliError  # noqa: F401
from scorepad.cli.data import cmd_export, cmd_games, cmd_import, cmd_info
from scorepad.cli.web import _load_app, serve_web
# re-exported: what callers (and tests) of `scorepad.cli` used before the split
from scorepad.cli.web import _free_port, choose_port, share_addresses, url_for  # noqa: F401
from scorepad.config import ConfigError, Settings, resolve, scrub


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
    from scorepad.services.access.control import PinError, validate_pin

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
    web.add_argument("--certfile", metavar="FILE", default=None,
                     help="serve https with this certificate (PEM; e.g. from your own local "
                          "CA), so no one on the network can read the PIN; needs --keyfile")
    web.add_argument("--keyfile", metavar="FILE", default=None,
                     help="the certificate's private key (PEM)")

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
    from scorepad.cli.backup import add_commands

    add_commands(sub, common)
    from scorepad.cli.publish import add_parser as add_publish

    add_publish(sub, common)
    from scorepad.cli.stats import add_parser as add_stats

    add_stats(sub, common)
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


def cmd_open(settings: Settings, out: TextIO) -> int:
    why = _desktop_unavailable()
    if why is None:
        _open(settings).close()
        _load_app().run(settings=settings, view="desktop", host=None, port=None)
        return 0
    print(f"Opening the web app instead of a window: {why}.", file=out)
    return serve_web(settings, LOOPBACK, None, out, opener=_open)


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
        if (args.certfile is None) != (args.keyfile is None):
            parser.error("--certfile and --keyfile go together (https needs both)")
        return serve_web(settings, args.host, args.port, out, share=args.share, pin=args.pin,
                         opener=_open, tls=(args.certfile, args.keyfile) if args.certfile else None)
    if args.command == "games":
        return cmd_games(settings, args, out, opener=_open)
    if args.command == "export":
        return cmd_export(settings, args, out, err, opener=_open)
    if args.command == "import":
        return cmd_import(settings, args, out, opener=_open)
    if args.command == "info":
        return cmd_info(settings, out)
    if args.command == "stats":
        from scorepad.cli.stats import cmd_stats

        return cmd_stats(settings, args, out, err, opener=_open)
    if args.command in ("backup", "restore"):
        from scorepad.cli import backup

        return getattr(backup, f"cmd_{args.command}")(settings, args, out)
    if args.command == "publish":
        from scorepad.cli.publish import cmd_publish

        return cmd_publish(args, out)
    parser.error(f"unknown command {args.command!r}")  # pragma: no cover - argparse refuses first
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    from sqlalchemy.exc import SQLAlchemyError

    from scorepad.errors import ScorepadError
    from scorepad.services.games.service import GameError
    from scorepad import words
    from scorepad.store.db import describe_db_error

    out, err = sys.stdout, sys.stderr

    def say(text: str) -> None:  # every message passes here: no password ever gets out
        print(scrub(f"{PROG}: {text}"), file=err)

    try:
        return run(argv, out, err)
    except ConfigError as exc:  # a setting that cannot be used: like a usage error
        say(f"error: {exc}")
        return 2
    except GameError as exc:
        say(f"error: {words.say_all(exc.problems)}")
    except ScorepadError as exc:  # the contract's errors (scorepad/errors.py): one sentence
        said = exc.said if exc.said is not None else str(exc)
        say(f"error: {words.say(said)}")  # what the app says, rendered (English here)
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
    except Exception as exc:  # the edge: a bug of ours is still one line, never a traceback
        say(f"internal error: {type(exc).__name__}: {_excerpt(str(exc))}")
    return 1


def _excerpt(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."
