"""The page's process in each engine, read from /proc (Linux): its memory and the web workers
running in it (issue 29: the page's memory must not grow across reloads in one tab).

    page_memory(root_pid, "webkit")   -> (peak MB, now MB) of the page's process (VmHWM, VmRSS)
    page_workers(root_pid, "firefox") -> how many dedicated web workers run in it

The page's process is the biggest process of the engine's kind under `root_pid` (the browser
or the driver this test started): Chromium's renderer, Firefox's content process, WebKit's
WebKitWebProcess. Each engine runs a page's dedicated workers (the site's Python worker) as
threads of that process, named as below; a service worker has a thread of its own name (or a
process of its own), so it is not counted.
"""

from __future__ import annotations

import os
from pathlib import Path

PAGE_PROCESS = {"chromium": b"--type=renderer", "firefox": b"-isForBrowser",
                "webkit": b"WebKitWebProcess"}
WORKER_THREAD = {"chromium": "DedicatedWorker", "firefox": "DOM Worker",
                 "webkit": "WebCore: Worker"}


def descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            ppid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(pid))
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def _page_process(root: int, engine: str) -> tuple[int, float, float]:
    """(pid, peak MB, now MB) of the biggest page process under `root` (pid 0 when none)."""
    best = (0, 0.0, 0.0)
    for pid in descendants(root):
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        if PAGE_PROCESS[engine] not in cmd:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        peak = int(fields.get("VmHWM", "0 kB").split()[0]) / 1024
        now = int(fields.get("VmRSS", "0 kB").split()[0]) / 1024
        if peak > best[1]:
            best = (pid, peak, now)
    return best


def page_memory(root: int, engine: str) -> tuple[float, float]:
    """(peak, now) in MB of the page's process under `root` (VmHWM, VmRSS)."""
    _pid, peak, now = _page_process(root, engine)
    return peak, now


def page_workers(root: int, engine: str) -> int:
    """How many dedicated web workers run in the page's process under `root`."""
    pid = _page_process(root, engine)[0]
    if not pid:
        return 0
    count = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            name = Path(f"/proc/{pid}/task/{task}/comm").read_text().strip()
        except OSError:
            continue
        count += name.startswith(WORKER_THREAD[engine])
    return count
