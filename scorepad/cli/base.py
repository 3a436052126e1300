"""What the `scorepad` command's modules share (scorepad/cli/: __init__.py, web.py, data.py)."""

from __future__ import annotations

PROG = "scorepad"
DEFAULT_PORT = 8550
LOOPBACK = "127.0.0.1"


class CliError(Exception):
    """One line for the user; exit status 1."""
