"""Players who come, go and come back (issue 36, PLAYERS.md), typed as a person at 390 x 844 on a
table shared with `scorepad web --share --pin`, a second phone watching.

A 6th Sense game of Ann, Bob, Cy and Di (4 at the start: 4 rounds, 14 cards, 13 tricks; 2 at the
table: 15 cards, 14 tricks, a colour taken out). Points worked out by hand from RULES.md
(standard scoring: met = the call, a 6/9 card met at 9 scores 9; missed = minus the distance to
the nearest target), seats numbered as the game's players stand (Eve sits after Cy: Ann 0,
Bob 1, Cy 2, Eve 3, Di 4):

- R1, 4 at the table, Ann deals, Bob leads: Ann 3/3: 3; Bob 4 at 2: -2; Cy 6/9 at 8: -1;
  Di 2 at 0: -2 (3+2+8+0 = 13). Totals Ann 3, Bob -2, Cy -1, Di -2.
- Before R2: Di leaves; Eve joins after Cy and takes over Di's total (-2).
- R2, Ann Bob Cy Eve, Bob deals, Cy leads: Ann 5 at 4: -1; Bob 2/2: 2; Cy 1/1: 1;
  Eve 6/9 at 6: 6 (4+2+1+6 = 13). Totals Ann 2, Bob 0, Cy 0, Eve 4.
- Before R3: Bob and Cy sit out: 2 at the table, red taken out.
- R3, Ann and Eve, the deal passes Cy (away) to Eve, Ann leads; 14 tricks: Ann 6/9 at 9: 9;
  Eve 4 at 5: -1. Totals Ann 11, Eve 3.
- Before R4: Bob and Cy come back (4 at the table, red back in).
- R4, Di has left, so Ann deals, Bob leads: Ann 10 at 5: -5; Bob 3/3: 3; Cy 2/2: 2;
  Eve 6/9 at 3: -3 (5+3+2+3 = 13). Totals Ann 6, Bob 3, Cy 2, Eve 0; Di -2, left.
- Ann wins with 6; Di is shown with her total and "left after round 1", not ranked.

Screenshots: tests/artifacts/test_table_changes-*/.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from .conftest import PHONES, SHARED_PIN, open_driver
from .flows import newest_game, start_game, wait_number

pytestmark = pytest.mark.browser

PIN = SHARED_PIN
PLAYERS = ["Ann", "Bob", "Cy", "Di"]
LIVE_WAIT = 5_000


def unlock(app) -> None:
    app.tap("pin-open")
    app.wait_for("pin-field")
    app.type_into("pin-field", PIN)
    app.tap("pin-unlock")
    app.wait_gone("pin-open")


def play(app, number: int, order: list[int], seats: dict[int, tuple[int, int]],
         points: dict[int, int], trump: str, *, deals: str, leads: str) -> None:
    """One round as the keypad asks for it: predictions from the leader (`order`: the game's
    seats at the table from the leader), the trump, the tricks (the last fills itself in)."""
    app.wait_text(f"Round {number} of 4", identifier="round-title")
    app.wait_text(f"{deals} deals", identifier="round-title")
    app.wait_text(f"{leads} leads", identifier="round-title")
    for seat in order:
        app.tap(f"round-prediction-{seat}-{seats[seat][0]}")
    app.tap(f"round-trump-{trump}")
    for seat in order[:-1]:
        app.tap(f"round-tricks-{seat}-{seats[seat][1]}")
    wait_number(app, f"round-seat-{order[-1]}-tricks", seats[order[-1]][1])
    for seat, p in points.items():
        wait_number(app, f"round-points-{seat}", p)
    app.screenshot(f"round-{number}-entered")
    app.tap("round-confirm")
    app.wait_gone("round-confirm") if number == 4 else app.wait_text(
        f"Round {number + 1} of 4", identifier="round-title")


def test_players_come_go_and_come_back_on_a_shared_table(browser, shared_server, request):
    with open_driver(browser, shared_server, request, ready="home-new-game", tab="scorer",
                     viewport=PHONES["390x844"]) as a:
        unlock(a)
        game_id = start_game(a, PLAYERS, dealer=0)
        play(a, 1, [1, 2, 3, 0], {0: (3, 3), 1: (4, 2), 2: (6, 8), 3: (2, 0)},
             {0: 3, 1: -2, 2: -1, 3: -2}, "blue", deals="Ann", leads="Bob")

        with open_driver(browser, shared_server, request, ready="round-title",
                         path=f"/game/{game_id}", tab="watcher",
                         viewport=PHONES["360x640"]) as b:
            b.wait_text("Round 2 of 4", identifier="round-title")
            # -- before round 2: Di leaves, Eve joins after Cy and takes over Di's total
            a.tap("seats-open")
            a.wait_for("seats-done")
            a.screenshot("seats-open")
            a.tap("seats-leave-3")
            a.wait_for("seats-leave-confirm")
            a.tap("seats-leave-confirm")
            a.type_into("seats-join-name", "Eve")
            a.tap("seats-join-after-2")
            a.tap("seats-join-start-takes-over-3")
            a.screenshot("seats-eve-takes-over-di")
            a.tap("seats-join-add")
            a.wait_text("Eve", identifier="seats-joining-Eve")
            a.tap("seats-done")
            a.wait_gone("seats-done")
            # Eve sits after Cy (seat 3), Di moves to seat 4 and is away for good
            a.wait_for("round-seat-4-away")
            wait_number(a, "round-total-3", -2)  # Eve's start: Di's total
            a.screenshot("round-2-after-the-change")
            # the watcher's phone follows, live
            b.wait_for("round-seat-4-away", timeout=LIVE_WAIT)
            b.wait_text("Eve", identifier="round-seat-3-name", timeout=LIVE_WAIT)
            b.screenshot("watcher-sees-eve")
            # the watcher is a viewer: a change asks for the PIN and changes nothing
            b.tap("seats-open")
            b.tap("seats-sit-out-0")
            b.tap("seats-done")
            b.wait_for("pin-field")
            b.tap("pin-cancel")
            b.wait_gone("pin-field")
            b.tap("seats-cancel")

            play(a, 2, [2, 3, 0, 1], {0: (5, 4), 1: (2, 2), 2: (1, 1), 3: (6, 6)},
                 {0: -1, 1: 2, 2: 1, 3: 6}, "red", deals="Bob", leads="Cy")

            # -- before round 3: Bob and Cy sit out; 2 are left: red is taken out
            a.tap("seats-open")
            a.tap("seats-sit-out-1")
            a.tap("seats-sit-out-2")
            a.wait_for("seats-removed-red")
            a.tap("seats-done")  # no colour chosen yet: refused, said why
            a.wait_text(re.compile("colour"), identifier="seats-error")
            a.tap("seats-removed-red")
            a.screenshot("seats-two-left-red-out")
            a.tap("seats-done")
            a.wait_gone("seats-done")
            a.wait_for("round-seat-1-away")
            a.wait_for("round-seat-2-away")
            assert not a.exists("round-trump-red")  # red is out of the deck
            b.wait_for("round-seat-1-away", timeout=LIVE_WAIT)
            play(a, 3, [0, 3], {0: (6, 9), 3: (4, 5)}, {0: 9, 3: -1}, "blue",
                 deals="Eve", leads="Ann")

            # -- before round 4: both come back (red back in)
            a.tap("seats-open")
            a.tap("seats-come-back-1")
            a.tap("seats-come-back-2")
            a.tap("seats-done")
            a.wait_gone("seats-done")
            a.wait_for("round-trump-red")
            play(a, 4, [1, 2, 3, 0], {0: (10, 5), 1: (3, 3), 2: (2, 2), 3: (6, 3)},
                 {0: -5, 1: 3, 2: 2, 3: -3}, "green", deals="Ann", leads="Bob")

            # -- the end: Ann wins; Di is shown with her total, left after round 1
            a.wait_text(re.compile(r"Ann wins with 6"))
            for seat, total in enumerate((6, 3, 2, 0, -2)):
                wait_number(a, f"round-total-{seat}", total)
            a.wait_text(re.compile("Di left after round 1"), identifier="end-table")
            a.wait_text(re.compile("Eve joined with [-−]2"), identifier="end-table")
            a.screenshot("end")
            b.wait_text(re.compile(r"Ann wins with 6"), timeout=LIVE_WAIT)
            b.screenshot("watcher-end")

        # History: the game's sheet, a round away as "–"
        a.open("/history", ready=f"history-game-{game_id}")
        a.tap(f"history-game-{game_id}")
        a.wait_for("history-table")
        sheet = " ".join(a.text("history-table").split())
        assert "–" in sheet and "Di left after round 1" in sheet
        a.screenshot("history")

        # The board: the game just finished, Di left and unranked
        a.open("/board", ready="board-heading")
        a.wait_text(re.compile("Ann wins"), identifier="board-heading")
        a.wait_text(re.compile("left after round 1"), identifier="board-away-4")
        a.screenshot("board")

    # `scorepad stats`: rounds played, points scored in rounds (Eve's start is not), no win
    # for a seat that left
    db = shared_server.database()
    assert newest_game(db) == game_id
    done = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir",
                           str(shared_server.data_dir), "stats", "--format", "json"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)["games"]["sixth-sense"]["players"]
    assert {n: (f["games"], f["rounds"], f["points"], f["wins"])
            for n, f in figures.items()} == {
        "Ann": (1, 4, 6, 1), "Bob": (1, 3, 3, 0), "Cy": (1, 3, 2, 0),
        "Eve": (1, 3, 2, 0), "Di": (1, 1, -2, 0)}
