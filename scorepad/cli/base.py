"""What the `scorepad` command's modules share (scorepad/cli/: __init__.py, web.py, data.py)."""

from __future__ import annotations

from scorepad.errors import ScorepadError

PROG = "scorepad"
DEFAULT_PORT = 8550
LOOPBACK = "127.0.0.1"


class CliError(ScorepadError):
    """One line for the user; exit status 1."""
