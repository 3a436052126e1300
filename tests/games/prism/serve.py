"""The real app with Prism registered: `python -m tests.games.prism.serve <scorepad's
arguments>` is `python -m scorepad <arguments>` in a process whose registry holds Prism (the
browser test starts it through tests/harness.py's `command`).

>>> command(8123, Path("data"))[1:4]
['-m', 'tests.games.prism.serve', '--data-dir']
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.harness import scorepad_command


def command(port: int, data_dir: Path) -> list[str]:
    """`scorepad web` as the harness starts it, through this launcher."""
    argv = scorepad_command()(port, data_dir)
    return [argv[0], "-m", __name__, *argv[3:]]  # in place of "-m scorepad"


def main() -> int:
    from scorepad.cli import main as scorepad
    from tests.games import prism

    prism.register()
    return scorepad(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
