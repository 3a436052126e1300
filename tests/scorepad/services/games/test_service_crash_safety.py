"""A process killed with SIGKILL while recording rounds loses no confirmed round."""

import os
import signal
import subprocess
import sys
from pathlib import Path

from scorepad.services.games.service import GameService
from scorepad.store.db import open_store

REPO = Path(__file__).resolve().parents[4]
WRITER = Path(__file__).with_name("crash_writer.py")


def _confirmed_then_kill(url: str, game_id: str, rounds: int) -> list[int]:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    child = subprocess.Popen([sys.executable, str(WRITER), url, game_id], cwd=REPO, env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    confirmed: list[int] = []
    try:
        assert child.stdout.readline().strip() == "ready", child.stderr.read()
        while len(confirmed) < rounds:
            line = child.stdout.readline()
            assert line, f"the writer stopped early: {child.stderr.read()}"
            confirmed.append(int(line))
        # The writer is now somewhere inside the next round: kill it there, without warning.
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        confirmed += [int(x) for x in child.stdout.read().split()]  # printed before the kill
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
        child.stderr.close()
    assert child.returncode == -signal.SIGKILL
    return confirmed


def test_sigkill_while_recording_loses_no_confirmed_round(database_url):
    store = open_store(database_url)
    game = GameService(store).start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"],
                                         first_dealer=0,
                                         options={"ending": "target", "target": 10_000})
    store.close()
    confirmed: list[int] = []
    for attempt in range(3):  # three kills at three different moments
        confirmed += _confirmed_then_kill(database_url, game.id, 8 + 5 * attempt)
    store = open_store(database_url)
    view = GameService(store).get(game.id)
    store.close()
    stored = [r.index for r in view.rounds]
    assert confirmed == list(range(len(confirmed)))
    assert set(confirmed) <= set(stored)
    # what is stored is whole: consecutive rounds, each fully scored
    assert stored == list(range(len(stored)))
    assert len(stored) <= len(confirmed) + 3  # at most the round in flight at each kill
    assert view.totals == tuple(-n * len(stored) for n in (5, 4, 4))
