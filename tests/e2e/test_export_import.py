"""Issue 21, item 2: export and import inside the app, as a person moves a phone's games.

A round of 6th Sense is typed and confirmed on one server (390 x 844), the game is downloaded
through History > "Export or import games" (the browser's own download), and the file is
picked in the browser's file chooser on a second server with its own data folder (360 x 640):
the game is there, with its round. Deleted there by mistake, it comes back from a backup put
back in Settings (issue 29), reached from Home. The same file imports with `scorepad import` on the command
line too, and a file that is not an export is refused on the screen with nothing changed.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from .conftest import PHONES, AppServer, open_driver
from .flows import RoundData, Seat, enter_round, start_game, store_rounds
from .phone import on_screen
from .pixels import decode_png, luminance

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy", "Di"]
# dealer Ann, Bob leads. Ann 3 met: 3. Bob 4 at 2: -2. Cy 6/9 at 8 (1 from 9): -1. Di 0 met: 0.
ROUND_1 = RoundData(dealer=0, leader=1, trump="blue",
                    seats=(Seat(3, 3), Seat(4, 2), Seat(6, 8), Seat(0, 0)),
                    points=(3, -2, -1, 0), totals=(3, -2, -1, 0))


def _turns_dark(app, seconds: float = 5.0) -> bool:
    """Whether the top of the screen is dark within `seconds` (Flutter eases a new theme in)."""
    deadline = time.monotonic() + seconds
    while True:
        if luminance(decode_png(app.page.screenshot())[4, 180]) < 0.05:
            return True
        if time.monotonic() > deadline:
            return False
        app.page.wait_for_timeout(200)


def _to_exchange(app) -> None:
    app.tap("home-history")
    app.wait_for("history-exchange")
    app.screenshot("history")
    app.tap("history-exchange")
    app.wait_for("exchange-export")


def test_a_game_moves_to_another_device_through_a_downloaded_file(browser, app_server, request,
                                                                  tmp_path):
    # 1. a round typed and confirmed on the first device
    with open_driver(browser, app_server, request, "home-new-game",
                     viewport=PHONES["390x844"]) as app:
        game_id = start_game(app, PLAYERS, dealer=0)
        enter_round(app, 1, ROUND_1, rounds=4, players=PLAYERS, shot="round-1-entered")
        app.wait_text("Round 2 of 4", identifier="round-title")
        app.tap("app-home")
        app.wait_for("home-history")
        _to_exchange(app)
        app.screenshot("390-exchange")
        # 2. the game chosen, then downloaded as the browser downloads a file
        app.tap("exchange-scope-chosen")
        app.tap("exchange-export")
        app.wait_text("Choose at least one game to export.", identifier="exchange-note")
        app.tap(f"exchange-game-{game_id}")
        app.wait_text("1 game chosen")
        app.screenshot("390-chosen")
        with app.page.expect_download() as download:
            app.tap("exchange-export")
        file = tmp_path / download.value.suggested_filename
        download.value.save_as(file)
        app.wait_text("Exported 1 game to scorepad-", identifier="exchange-note")
        assert on_screen(app, "exchange-note")
        app.screenshot("390-exported")
    assert file.suffix == ".json"
    [doc] = json.loads(file.read_text(encoding="utf-8"))
    assert doc["id"] == game_id and doc["players"] == PLAYERS
    assert [s["tricks"] for s in doc["rounds"][0]["seats"]] == [3, 2, 8, 0]

    # 3. picked in the file chooser on another device's Scorepad (its own data folder)
    other = AppServer(tmp_path / "other" / "data").start()
    try:
        with open_driver(browser, other, request, "home-new-game", tab="other",
                         viewport=PHONES["360x640"]) as app:
            _to_exchange(app)
            app.screenshot("360-exchange")
            bad = tmp_path / "notes.json"
            bad.write_text("shopping: milk, eggs\n", encoding="utf-8")
            with app.page.expect_file_chooser() as chooser:
                app.tap("exchange-import")
            chooser.value.set_files(str(bad))
            app.wait_text("notes.json was not imported (nothing changed): the file is not a "
                          "Scorepad export", identifier="exchange-note")
            app.screenshot("360-refused")
            with app.page.expect_file_chooser() as chooser:
                app.tap("exchange-import")
            chooser.value.set_files(str(file))
            app.wait_text(f"Imported 1 game from {file.name}.", identifier="exchange-note")
            assert on_screen(app, "exchange-note")  # where the finger is, not scrolled away
            app.screenshot("360-imported")
            app.tap("app-back")
            app.wait_for(f"history-game-{game_id}")
            app.tap(f"history-game-{game_id}")
            app.wait_for("history-table")
            app.screenshot("360-history-game")
            # 4. deleted by mistake, then put back from a backup in Settings (issue 29)
            made = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir",
                                   str(other.data_dir), "backup"], capture_output=True,
                                  text=True, timeout=120)
            assert made.returncode == 0, made.stderr
            app.tap("history-delete")
            app.tap("history-delete-confirm")
            app.wait_gone(f"history-game-{game_id}")
            app.tap("app-home")
            app.wait_for("settings-open")
            app.screenshot("360-home")
            app.tap("settings-open")
            app.wait_text("1 game", identifier="backups-0")
            app.wait_text("in the data folder it was started with", identifier="settings-storage")
            assert str(other.data_dir) not in app.text("settings-storage")  # no path
            app.screenshot("360-settings")
            app.tap("settings-language-da")  # the language is set here too
            app.wait_text("Spillene gemmes i en SQLite-fil", identifier="settings-storage")
            app.tap("settings-language-en")
            app.tap("settings-keep-awake")  # the game screen's choice, kept here too
            app.wait_text("The screen may turn off", identifier=None)
            app.tap("settings-theme-dark")  # and the theme: the screen turns dark
            assert _turns_dark(app), "the screen stayed light"
            app.tap("backups-restore-0")  # asks first (issue 37): nothing changes yet
            app.wait_text("Put back the backup of", identifier="backups-question")
            assert on_screen(app, "backups-confirm")
            app.screenshot("360-settings-put-back-question")
            app.tap("backups-confirm")
            app.wait_text("Put back: ", identifier="backups-note")
            app.wait_text("put it back to undo this", identifier="backups-note")
            assert on_screen(app, "backups-note")
            # the games it replaced are a backup of their own, the newest
            app.wait_text("the games before a backup was put back · 0 games",  # deleted
                          identifier="backups-0")
            app.screenshot("360-settings-put-back")
            app.tap("app-home")
            app.tap("home-history")
            app.wait_for(f"history-game-{game_id}")  # the game is back, with its round
            first = app.page  # a new tab (a new session; a reload may rejoin this one)
            app.page = first.context.new_page()
            first.close()
            app.open("/", ready="settings-open")  # the theme chosen on this device is kept
            assert _turns_dark(app), "the dark theme was not kept in a new tab"
            app.screenshot("360-reloaded-dark")
        stored = store_rounds(other.database(), game_id)
        assert stored["players"] == PLAYERS
        assert [r["tricks"] for r in stored["rounds"]] == [[3, 2, 8, 0]]
        assert [r["points"] for r in stored["rounds"]] == [list(ROUND_1.points)]
    finally:
        other.stop()

    # 5. the same file on the command line: `scorepad import`
    cli_dir = tmp_path / "cli"
    done = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(cli_dir),
                           "import", str(file)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "Imported 1 game."
    listed = subprocess.run([sys.executable, "-m", "scorepad", "--data-dir", str(cli_dir),
                             "games"], capture_output=True, text=True, timeout=120)
    assert game_id in listed.stdout and "Ann, Bob, Cy, Di" in listed.stdout
