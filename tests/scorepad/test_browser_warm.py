"""The site brings the ORM in after Home in pieces (scorepad/browser.py, WARM_STEPS), each its
own turn of the event loop, so a tap made meanwhile waits for one piece, not for the whole
import: in a fresh interpreter, every piece brings modules of its own, none brings most of
them, and together they are all that opening the store needs."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

ORM = ("sqlalchemy", "sqlmodel", "pydantic", "pydantic_core", "alembic")
PROGRAM = textwrap.dedent("""
    import importlib, json, sys
    from types import SimpleNamespace
    from scorepad.browser import WARM_STEPS, Durability, first_games
    from scorepad.config import resolve
    flet_js = SimpleNamespace(storage="idbfs", progress=lambda *a: None)
    games = first_games(resolve(data_dir=sys.argv[1], environ={{}}), Durability(flet_js))
    orm = {orm!r}
    start = set(sys.modules)
    pieces = []
    for name in WARM_STEPS:
        before = set(sys.modules)
        importlib.import_module(name)
        pieces.append(len(set(sys.modules) - before))
    warmed = set(sys.modules)
    games.made()  # what the start does after the pieces: the store opened
    print(json.dumps({{"pieces": pieces, "home": games is not None,
                      "orm_before": sorted(m for m in start if m.split(".")[0] in orm),
                      "left": sorted(m for m in set(sys.modules) - warmed
                                     if m.split(".")[0] in orm + ("scorepad",))}}))
""").format(orm=ORM)


def test_the_orm_comes_in_pieces_none_of_them_most_and_nothing_left_for_the_store(tmp_path):
    from scorepad.assemble import open_service
    from scorepad.config import resolve

    open_service(resolve(data_dir=str(tmp_path), environ={})).store.close()  # a phone's file
    done = subprocess.run([sys.executable, "-c", PROGRAM, str(tmp_path)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    assert got["home"] and got["orm_before"] == []  # Home is drawn before any of it
    assert all(n > 0 for n in got["pieces"]), got["pieces"]  # no piece already brought in
    assert max(got["pieces"]) < sum(got["pieces"]) / 2, got["pieces"]
    assert got["left"] == []  # opening the store then imports nothing more
