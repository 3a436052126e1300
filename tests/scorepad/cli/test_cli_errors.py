"""Every command's error paths (a bad file, a bad option, a missing or damaged database) end in
one plain sentence on one line: no traceback, no exception's name, no library's own text
(issue 39, item 5)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorepad import cli
from scorepad.config import resolve
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store

#: what must never reach a person: a traceback, an exception's name, OpenSSL's or Python's text
LEAKS = re.compile(r"Traceback|internal error|\b[A-Z]\w+(Error|Exception)\b|\[Errno|_ssl\.c|"
                   r"\bPEM lib\b|sqlite3\.|sqlalchemy")


def run(capsys, data_dir: Path, *args: str) -> tuple[int, str, str]:
    try:
        code = cli.main(["--data-dir", str(data_dir), *args])
    except SystemExit as done:  # a usage error: argparse's usage line, then one error line
        code = done.code
    out, err = capsys.readouterr()
    return code, out, err


def one_sentence(err: str) -> str:
    lines = [line for line in err.strip().splitlines() if not line.startswith("usage:")
             and not line.startswith(" ")]  # argparse's usage (and its wrapped lines)
    assert len(lines) == 1, err
    assert re.match(r"scorepad( \w+)?: error: \S", lines[0]), err  # argparse names the command
    assert not LEAKS.search(lines[0]), err
    return lines[0]


def with_games(data_dir: Path) -> Path:
    url = resolve(data_dir=data_dir, environ={}).database_url
    store = open_store(url)
    GameService(store).start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"],
                                  first_dealer=0)
    store.close()
    return data_dir / "scorepad.sqlite"


def damaged(data_dir: Path) -> None:
    db = with_games(data_dir)
    data = bytearray(db.read_bytes())
    data[4096:8192] = b"\xff" * 4096  # the second page: the file fails its check
    db.write_bytes(bytes(data))


CASES = {
    # a bad file
    "import a folder": (lambda d, t: ["import", str(t)], "cannot read"),
    "import a file that is not JSON": (
        lambda d, t: (t.joinpath("x.json").write_text("hello"), ["import", str(t / "x.json")])[1],
        "not"),
    "import a missing file": (lambda d, t: ["import", str(t / "none.json")], "no such file"),
    "export into a missing folder": (
        lambda d, t: ["export", "-o", str(t / "no" / "such" / "g.json")],
        "/such' does not exist"),
    "export onto a folder": (lambda d, t: ["export", "-o", str(t)], "is a folder, not a file"),
    "backup into a missing folder": (
        lambda d, t: (with_games(d), ["backup", "-o", str(t / "no" / "such" / "b.sqlite")])[1],
        "cannot write the backup to"),
    "restore a missing file": (lambda d, t: (with_games(d), ["restore", str(t / "b.sqlite")])[1],
                               "nothing was restored"),
    "restore a folder": (lambda d, t: (with_games(d), ["restore", str(t)])[1],
                         "is a folder, not a backup file"),
    "restore a file that is not a database": (
        lambda d, t: (with_games(d), t.joinpath("j.sqlite").write_bytes(b"junk" * 300),
                      ["restore", str(t / "j.sqlite")])[2], "nothing was restored"),
    # a bad option
    "games with a bad limit": (lambda d, t: ["games", "--limit", "many"], "--limit"),
    "export in a format that is not one": (lambda d, t: ["export", "--format", "xml"], "xml"),
    "web with a pin of letters": (lambda d, t: ["web", "--share", "--pin", "abcd"], "PIN"),
    "web with a pin and no share": (lambda d, t: ["web", "--pin", "1234"], "--share"),
    "web with a certificate and no key": (lambda d, t: ["web", "--certfile", "c.pem"],
                                          "--keyfile"),
    "stats in a format that is not one": (lambda d, t: ["stats", "--format", "xml"], "xml"),
    "stats of a kind of game that is not one": (
        lambda d, t: (with_games(d), ["stats", "--game", "bridge"])[1], "unknown game"),
    "export of a game that is not there": (
        lambda d, t: ["export", "11111111-1111-1111-1111-111111111111"], "no game"),
    "backup of a PostgreSQL database": (
        lambda d, t: ["--database-url", "postgresql://u@127.0.0.1:1/x", "backup"], "pg_dump"),
    # a missing or damaged database
    "backup with no database yet": (lambda d, t: ["backup"], "no database"),
    "games on a database that cannot be reached": (
        lambda d, t: ["--database-url", "postgresql://nobody@127.0.0.1:1/x", "games"],
        "cannot open the database"),
    "games on a damaged database": (lambda d, t: (damaged(d), ["games"])[1], "damaged"),
    "stats on a damaged database": (lambda d, t: (damaged(d), ["stats"])[1], "damaged"),
    "export on a damaged database": (lambda d, t: (damaged(d), ["export"])[1], "damaged"),
    "import into a damaged database": (
        lambda d, t: (damaged(d), t.joinpath("e.json").write_text("[]"),
                      ["import", str(t / "e.json")])[2], "damaged"),
    "backup of a damaged database": (lambda d, t: (damaged(d), ["backup"])[1], "damaged"),
    "web on a damaged database": (lambda d, t: (damaged(d), ["web"])[1], "damaged"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_every_command_error_is_one_plain_sentence(capsys, tmp_path, case, fake_app):
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    files = tmp_path / "files"
    files.mkdir()
    make, words = CASES[case]
    args = make(data_dir, files)
    code, _out, err = run(capsys, data_dir, *args)
    assert code in (1, 2), (code, err)
    line = one_sentence(err)
    assert words in line, line
