"""One way to run the real web server for the browser tests and the benchmarks.

    from tests.harness import Server, scorepad_command
    server = Server(tmp / "data").start()                       # `scorepad web` on SQLite
    server = Server(tmp / "data", share=True, pin="4321")       # `scorepad web --share --pin`
    server = Server(tmp / "data", database_url=url)             # on a PostgreSQL database
    server = Server(tmp / "data", command=reference_command)    # the bare Flet counter
    ...; server.stop()

`start()` runs the command a user types (`python -m scorepad --data-dir D web --port P`, on a
free loopback port, in its own process group, output to a log file beside the data directory),
waits until `/` answers HTTP 200 on 127.0.0.1 (`ready_seconds`: from just before the process
starts to that answer) and raises `ServerError` with the end of the log if the process dies or
does not answer in time. `stop()` ends that process group only: SIGTERM, then SIGKILL for
whatever is left. Standard library only (the benchmarks import it without pytest): the browser
tests' fixtures (tests/e2e/conftest.py) and bench/*.py use it; bench scripts put the repository
on sys.path first.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[1]
LOOPBACK = "127.0.0.1"
READY_TIMEOUT = 60.0  # s, process start to HTTP 200 (a loaded 2-core CI machine)
STOP_GRACE = 5.0  # s a process group gets after SIGTERM before SIGKILL

Command = Callable[[int, Path], list]  # (port, data dir) -> argv


class ServerError(RuntimeError):
    """The server exited or did not answer; the message carries the end of its output."""


def free_port(host: str = LOOPBACK) -> int:
    """A TCP port free on `host` now (the server binds it a moment later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def scorepad_command(*, share: bool = False, pin: str | None = None,
                     database_url: str | None = None,
                     tls: tuple[Path, Path] | None = None) -> Command:
    """The command a user types to serve the app: `python -m scorepad --data-dir D
    [--database-url URL] web [--share [--pin PIN]] --port P`."""
    if pin is not None and not share:
        raise ValueError("a PIN goes with share=True (`scorepad web --share --pin`)")

    def command(port: int, data_dir: Path) -> list[str]:
        argv = [sys.executable, "-m", "scorepad", "--data-dir", str(data_dir)]
        if database_url:
            argv += ["--database-url", database_url]
        argv.append("web")
        if share:
            argv.append("--share")
        if pin is not None:
            argv += ["--pin", pin]
        if tls is not None:
            argv += ["--certfile", str(tls[0]), "--keyfile", str(tls[1])]
        return argv + ["--port", str(port)]

    return command


def reference_command(port: int, _data_dir: Path) -> list[str]:
    """The bare Flet counter the benchmarks and the harness test compare against."""
    return [sys.executable, str(REPO / "bench" / "reference_counter.py"), "--port", str(port)]


def server_env(data_dir: Path) -> dict[str, str]:
    """The environment of a server: the data directory given, no database URL inherited (the
    command names one when a test wants PostgreSQL), never a browser opened by Flet."""
    env = dict(os.environ)
    env["SCOREPAD_DATA_DIR"] = str(data_dir)
    env["FLET_FORCE_WEB_SERVER"] = "1"
    env.pop("SCOREPAD_DATABASE_URL", None)
    env["PYTHONUNBUFFERED"] = "1"
    return env


def masked(text: str) -> str:
    """`text` with any password of a database URL replaced by *** (the log a test leaves)."""
    text = re.sub(r"(://[^/:@\s]+:)[^@\s]*@", r"\1***@", text)
    return re.sub(r"(?i)(password=)[^&\s]*", r"\1***", text)


def tail(log: Path | None, lines: int = 40) -> str:
    if log is None or not log.exists():
        return ""
    text = log.read_text(errors="replace").splitlines()[-lines:]
    return "server output (last lines):\n" + "\n".join("  " + line for line in text)


def wait_http_200(url: str, proc: subprocess.Popen, timeout: float, log: Path | None = None, *,
                  poll: float = 0.01) -> None:
    import ssl

    # https (a test's self-signed certificate): the answer is what is waited for, not trust
    context = ssl._create_unverified_context() if url.startswith("https:") else None
    """Return once `url` answers 200; ServerError if the process exits first or time runs out."""
    deadline = time.perf_counter() + timeout
    last = "no answer"
    while True:
        if proc.poll() is not None:
            raise ServerError(f"the server exited with code {proc.returncode} before answering "
                              f"{url}\n{tail(log)}")
        try:
            with urllib.request.urlopen(url, timeout=2, context=context) as resp:
                if resp.status == 200:
                    return
                last = f"HTTP {resp.status}"
        except urllib.error.HTTPError as exc:
            last = f"HTTP {exc.code}"
        except (OSError, urllib.error.URLError) as exc:
            last = str(exc)
        if time.perf_counter() > deadline:
            raise ServerError(f"the server did not answer 200 at {url} within {timeout:.0f} s "
                              f"({last})\n{tail(log)}")
        time.sleep(poll)


def stop_group(proc: subprocess.Popen, grace: float = STOP_GRACE) -> None:
    """Stop the process group started for `proc` (and only that one): SIGTERM, then SIGKILL."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            pass
    try:  # children left behind in the group, if any
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        pass


def wait_port_free(port: int, timeout: float = 15.0) -> bool:
    """Wait until `port` can be bound again on loopback (as uvicorn binds: SO_REUSEADDR)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                s.bind((LOOPBACK, port))
                return True
            except OSError:
                pass
        time.sleep(0.1)
    return False


class Server:
    """The real web app (or another command) on a loopback port; its data directory outlives
    restarts. `command` wins over `share`/`pin`/`database_url`, which build `scorepad web`'s."""

    def __init__(self, data_dir: Path, command: Command | None = None, *, share: bool = False,
                 pin: str | None = None, database_url: str | None = None,
                 log: Path | None = None, poll: float = 0.01,
                 tls: tuple[Path, Path] | None = None):
        self.data_dir = Path(data_dir)
        self.command = command or scorepad_command(share=share, pin=pin,
                                                   database_url=database_url, tls=tls)
        self.scheme = "https" if tls else "http"
        self.port = free_port()
        self.proc: subprocess.Popen | None = None
        self.log = log or self.data_dir.parent / f"server-{self.port}.log"
        self.poll = poll
        self.ready_seconds: float | None = None

    @property
    def url(self) -> str:
        return f"{self.scheme}://{LOOPBACK}:{self.port}/"

    def start(self, timeout: float = READY_TIMEOUT) -> "Server":
        """Start the process and wait for HTTP 200 (`ready_seconds` says how long it took)."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        argv = self.command(self.port, self.data_dir)
        with open(self.log, "ab") as out:
            out.write(f"--- start: {masked(' '.join(argv))}\n".encode())
            out.flush()
            start = time.perf_counter()
            self.proc = subprocess.Popen(argv, cwd=REPO, env=server_env(self.data_dir),
                                         stdin=subprocess.DEVNULL, stdout=out,
                                         stderr=subprocess.STDOUT, start_new_session=True)
        try:
            wait_http_200(self.url, self.proc, timeout, self.log, poll=self.poll)
        except ServerError:
            self.stop()
            raise
        self.ready_seconds = time.perf_counter() - start
        return self

    def stop(self) -> None:
        if self.proc is not None:
            stop_group(self.proc)
            self.proc = None

    def restart(self) -> "Server":
        """Stop the server and start it again on the same data directory (and port)."""
        self.stop()
        wait_port_free(self.port)  # the old socket may linger a moment
        return self.start()

    def __enter__(self) -> "Server":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def database_files(self) -> list[Path]:
        """SQLite files the app created in its data directory (not its automatic backups,
        in backups/)."""
        return [p for p in sorted(self.data_dir.rglob("*"))
                if p.is_file() and p.suffix in {".sqlite", ".sqlite3", ".db"}
                and "backups" not in p.relative_to(self.data_dir).parts[:-1]]

    def database(self) -> Path:
        files = self.database_files()
        assert files, (f"no SQLite file in the data directory {self.data_dir}: "
                       f"{[p.name for p in self.data_dir.rglob('*')]}")
        return files[0]
