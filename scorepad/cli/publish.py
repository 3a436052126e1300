"""`scorepad publish [-o DIR] [--base PATH]`: write the static site (scorepad/publish/).

The site runs the whole app in the browser (Python on Pyodide, no server): put the folder on
any static https host and open it on a phone ("Add to Home screen" installs it).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from scorepad.cli.base import CliError

DEFAULT_OUT = "site"


def add_parser(sub, common: argparse.ArgumentParser) -> None:
    publish = sub.add_parser(
        "publish", parents=[common], help="write the app as a static site (runs in the browser)",
        description="Write Scorepad as a static site: the whole app runs in the browser, "
        "keeps its games there and works offline. Put the folder on any static https host.")
    publish.add_argument("-o", "--output", metavar="DIR", default=DEFAULT_OUT,
                         help=f"the site's folder (default {DEFAULT_OUT}/; replaced if it "
                              "holds a site written before)")
    publish.add_argument("--base", metavar="PATH", default="/",
                         help="the path the site is served under (default /; e.g. /scorepad/ "
                              "for https://you.github.io/scorepad/)")
    publish.add_argument("--sources", action="store_true",
                         help="carry Python sources instead of precompiled bytecode (no Node.js "
                              "needed; a smaller site that starts slower)")


def cmd_publish(args: argparse.Namespace, out: TextIO) -> int:
    from scorepad.publish import PublishError, build_site

    def log(text: str) -> None:
        print(text, file=out, flush=True)

    try:
        report = build_site(Path(args.output), base=args.base, compiled=not args.sources, log=log)
    except PublishError as exc:
        raise CliError(str(exc)) from None
    log(f"Wrote {report.out}/ ({report.files} files, {report.bytes / 1e6:.1f} MB; the app "
        f"{report.archive_bytes / 1e6:.1f} MB) in {report.seconds:.1f} s, version {report.version}.")
    log("Put that folder on a static https host (see the README), open it on the phone and "
        "choose 'Add to Home screen'.")
    return 0
