"""Run by tests/scorepad/test_drill.py in its own process: `scorepad web --share` in a thread
of this process (FLET_SESSION_TIMEOUT=2), 30 sessions opened from loopback addresses and
closed at once; prints how many sessions Flet holds after the churn and once they expired.

    python tests/scorepad/expiry_probe.py DATA_DIR PORT
"""

import os
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ["FLET_SESSION_TIMEOUT"] = "2"
os.environ["FLET_FORCE_WEB_SERVER"] = "1"


def main() -> None:
    from flet_web.fastapi.flet_app_manager import app_manager

    from scorepad import app
    from scorepad.config import resolve
    from scorepad.services.access.control import AccessControl
    from scorepad.state.access import ShareInfo
    from tests.drill import FletClient, http_get

    data_dir, port = Path(sys.argv[1]), int(sys.argv[2])
    share = ShareInfo(urls=(), control=AccessControl("4321"))
    threading.Thread(target=app.run, daemon=True, kwargs=dict(
        settings=resolve(data_dir=data_dir, environ={}), view="web", host="0.0.0.0", port=port,
        share=share)).start()
    for _ in range(800):  # up to 80 s: a loaded CI machine starts the app slowly (the test
        try:              # gives this probe 120 s in all)
            http_get(port)
            break
        except (OSError, AssertionError):
            time.sleep(0.1)
    for k in range(30):
        FletClient(port, f"127.0.3.{k % 10 + 1}").register().close()
    sessions = app_manager._FletAppManager__sessions
    time.sleep(0.5)
    print("after churn", len(sessions), flush=True)
    deadline = time.monotonic() + 30  # the eviction runs every 10 s
    while sessions and time.monotonic() < deadline:
        time.sleep(0.5)
    print("after expiry", len(sessions), flush=True)


if __name__ == "__main__":
    main()
