"""`python -m scorepad` is the `scorepad` command."""

import sys

from scorepad.cli import main

if __name__ == "__main__":
    sys.exit(main())
