"""Timing helpers the bench scripts share (run as `python bench/<name>.py` from the repo root,
which puts this folder on sys.path: `from _timing import ...`)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def per_call(fn: Callable[[], Any], repeat: int = 7, number: int = 2000) -> float:
    """Median seconds per call over `repeat` batches of `number` calls."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - t0) / number)
    return statistics.median(times)


def best_pass(fn: Callable[[], Any], passes: int = 3) -> tuple[float, float, Any]:
    """The fastest of `passes` runs of `fn`: wall seconds, CPU seconds of this process (what
    the pass cost without the time other processes had the CPU: on a busy machine the median
    of many short timed calls, like OpenSpiel's per-call figure, leaves that time out too), and
    the last run's result. A `--lines` pass is thousands of requests: the first pass also fills
    the judge's caches, as the first thousands of lines of any run do."""
    wall_best, cpu_best, out = float("inf"), float("inf"), None
    for _ in range(passes):
        t0, c0 = time.perf_counter(), time.process_time()
        out = fn()
        cpu_best = min(cpu_best, time.process_time() - c0)
        wall_best = min(wall_best, time.perf_counter() - t0)
    return wall_best, cpu_best, out


def median_ms(fn: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """Median milliseconds of `repeat` single calls, and the last call's result."""
    runs, out = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        out = fn()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs) * 1000, out


def wall(cmd: list[str], stdin: str, runs: int = 11) -> float:
    """Median wall seconds of `runs` runs of `cmd` (from the repo root) fed `stdin`."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, input=stdin, capture_output=True, text=True, cwd=ROOT, check=False)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def judge_lines_run(lines: list[str]) -> tuple[float, subprocess.CompletedProcess]:
    """`python -m rules judge --lines FILE` over `lines`: wall seconds and the finished process."""
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "rules", "judge", "--lines", path], cwd=ROOT,
                              capture_output=True, check=False)
        return time.perf_counter() - t0, proc
    finally:
        os.unlink(path)
