"""`python -m rules judge [--lines] [--lang CODE] [FILE]` (see JUDGE.md)."""

import sys


def _run() -> int:
    if len(sys.argv) < 2 or sys.argv[1] != "judge":
        import json
        print(json.dumps({"error": "usage: python -m rules judge [--lines] [--lang CODE] [FILE]",
                          "at": None}))
        return 2
    from rules.cli import main
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")  # answers quote the input; any locale
    try:
        return main(sys.argv[2:])
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(_run())
