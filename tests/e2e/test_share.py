"""A table shared with `scorepad web --share --pin 4321` (issue 11, items 1-3 and 6): every
browser session starts as a viewer; changes need the PIN; the PIN is shown only to unlocked
sessions; 5 wrong PINs lock a session out; an unlocked tab stays unlocked after a reload.

The browsers connect through 127.0.0.1 only (never the address the server prints). What was
stored is read from the SQLite file, not only from the screen.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from .conftest import PHONES, SHARED_PIN as PIN, VIEWPORT, open_driver
from .flows import RoundData, Seat, enter_round, start_game, store_rounds

pytestmark = pytest.mark.browser

PLAYERS = ["Ann", "Bob", "Cy"]
# Dealer Ann, Bob leads, 13 tricks: Ann 4 at 4: 4. Bob 5 at 5: 5. Cy 6/9 at 4: -2.
ROUND_1 = RoundData(dealer=0, leader=1, trump="red", seats=(Seat(4, 4), Seat(5, 5), Seat(6, 4)),
                    points=(4, 5, -2), totals=(4, 5, -2))


def games_in(db: Path) -> list[tuple[str, int]]:
    """(game id, rounds stored) of every game in the store."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return con.execute("SELECT g.id, (SELECT COUNT(*) FROM rounds r WHERE r.game_id = g.id) "
                           "FROM games g ORDER BY g.id").fetchall()
    finally:
        con.close()


def player_names(db: Path) -> list[str]:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return sorted(r[0] for r in con.execute("SELECT name FROM players"))
    finally:
        con.close()


def unlock(app, pin: str = PIN) -> None:
    """Tap "Unlock to edit", type the PIN key by key, tap Unlock."""
    app.tap("pin-open")
    app.wait_for("pin-field")
    app.type_into("pin-field", pin)
    app.tap("pin-unlock")


def wrong_pin(app, pin: str) -> str:
    if not app.exists("pin-field"):
        app.tap("pin-open")
    app.type_into("pin-field", pin)
    app.tap("pin-unlock")
    app.wait_for("pin-message")
    return " ".join(app.text("pin-message").split())


def test_viewers_change_nothing_and_the_pin_unlocks(browser, shared_server, request):
    db_dir = shared_server.data_dir
    with open_driver(browser, shared_server, request, ready="home-new-game", tab="host") as host:
        # Every session starts as a viewer, the host's too.
        host.wait_for("pin-open")
        assert "Unlock to edit" in host.text("pin-open")
        unlock(host)
        host.wait_gone("pin-open")
        assert not host.exists("pin-field")
        game_id = start_game(host, PLAYERS, dealer=0)
        db = shared_server.database()
        assert [g for g, _ in games_in(db)] == [game_id]

        with open_driver(browser, shared_server, request, ready="home-new-game",
                         tab="viewer") as viewer:
            viewer.wait_for("pin-open")
            # Opens the game, sees it; a confirm opens the PIN prompt and saves nothing.
            viewer.tap(f"home-resume-{game_id}")
            viewer.wait_text("Round 1", identifier="round-title")
            for seat in (1, 2, 0):
                viewer.tap(f"round-prediction-{seat}-{ROUND_1.seats[seat].call}")
            viewer.tap(f"round-trump-{ROUND_1.trump}")
            for seat in (1, 2):
                viewer.tap(f"round-tricks-{seat}-{ROUND_1.seats[seat].tricks}")
            viewer.tap("round-confirm")
            viewer.wait_for("pin-field")
            viewer.screenshot("confirm-asks-for-the-pin")
            viewer.tap("pin-cancel")
            viewer.wait_gone("pin-field")
            assert games_in(db) == [(game_id, 0)]

            # The host confirms round 1; the viewer's undo asks for the PIN and undoes nothing.
            enter_round(host, 1, ROUND_1, rounds=None, players=PLAYERS, shot="host-round-1")
            host.wait_text("Round 2", identifier="round-title")
            assert games_in(db) == [(game_id, 1)]
            viewer.tap("app-home")
            viewer.tap(f"home-resume-{game_id}")
            viewer.wait_text("Round 2", identifier="round-title")
            viewer.tap("round-undo")
            viewer.wait_for("pin-field")
            viewer.tap("pin-cancel")
            assert games_in(db) == [(game_id, 1)]
            assert [r["points"] for r in store_rounds(db, game_id)["rounds"]] == \
                [list(ROUND_1.points)]

            # A new game: the names are typed, Start asks for the PIN, nothing is stored.
            viewer.tap("app-home")
            viewer.tap("home-new-game")
            viewer.wait_for("newgame-name")
            for seat, name in enumerate(["Dee", "Eve", "Flo"]):
                viewer.type_into("newgame-name", name, submit=True)
                viewer.wait_text(name, identifier=f"newgame-seat-{seat}")
            viewer.tap("newgame-start")
            viewer.wait_for("pin-field")
            viewer.tap("pin-cancel")
            assert [g for g, _ in games_in(db)] == [game_id]

            # Delete from History and rename a player: the same.
            viewer.tap("app-home")
            viewer.tap("home-history")
            viewer.tap(f"history-game-{game_id}")
            viewer.wait_for("history-delete")
            viewer.tap("history-delete")
            if viewer.exists("history-delete-confirm"):
                viewer.tap("history-delete-confirm")
            viewer.wait_for("pin-field")
            viewer.tap("pin-cancel")
            assert [g for g, _ in games_in(db)] == [game_id]
            before = player_names(db)
            viewer.tap("app-home")
            viewer.tap("home-players")
            viewer.tap("players-rename-0")
            viewer.wait_for("players-rename-field")
            viewer.type_into("players-rename-field", "Zed")
            viewer.tap("players-rename-save")
            viewer.wait_for("pin-field")
            viewer.tap("pin-cancel")
            assert player_names(db) == before

            # The viewer never sees the PIN; the host does.
            viewer.tap("app-home")
            viewer.tap("share-open")
            viewer.wait_for("share-qr")
            assert not viewer.exists("share-pin")
            assert f":{shared_server.port}/" in viewer.text("share-url")
            assert PIN not in viewer.text("share-url")
            host.tap("app-home")
            host.tap("share-open")
            host.wait_for("share-pin")
            assert re.sub(r"\D", "", host.text("share-pin")).startswith(PIN)

            # With the PIN, the viewer's undo goes through.
            unlock(viewer)
            viewer.wait_gone("pin-open")
            viewer.tap("app-home")
            viewer.tap(f"home-resume-{game_id}")
            viewer.tap("round-undo")
            viewer.wait_text("Round 1", identifier="round-title")
            assert games_in(db) == [(game_id, 0)]
    out = [line for line in shared_server.log.read_text(errors="replace").splitlines()
           if not line.startswith("--- start:")]  # the harness's note of the command line
    said = [line for line in out if re.search(rf"\b{PIN}\b", line)]
    assert len(said) == 1 and said[0].startswith("PIN to change scores"), \
        f"the PIN appears in the server's output beyond the start banner: {said}"


def test_five_wrong_pins_lock_the_session_out(browser, shared_server, request):
    with open_driver(browser, shared_server, request, ready="home-new-game", tab="guesser") as a:
        a.tap("pin-open")
        said = [wrong_pin(a, guess) for guess in ("1111", "2222", "3333", "4444")]
        assert all("Wrong PIN" in s for s in said), said
        last = wrong_pin(a, "5555")
        assert re.search(r"Try again in (\d+) s", last), last
        assert int(re.search(r"(\d+) s", last).group(1)) >= 59
        a.screenshot("locked-out")
        # the right PIN, refused all the same, with the time left
        refused = wrong_pin(a, PIN)
        wait = re.search(r"Try again in (\d+) s", refused)
        assert wait and int(wait.group(1)) >= 50, refused
        assert a.exists("pin-field")
        a.tap("pin-cancel")
        assert a.exists("pin-open")
        # another device is not locked out by this one, and its unlocking unlocks no one else
        with open_driver(browser, shared_server, request, ready="home-new-game",
                         tab="other") as b:
            unlock(b)
            b.wait_gone("pin-open")
            with open_driver(browser, shared_server, request, ready="home-new-game",
                             tab="third") as c:
                c.wait_for("pin-open")
                c.tap("share-open")
                c.wait_for("share-qr")
                assert not c.exists("share-pin")
            a.settle()
            assert a.exists("pin-open")  # still locked out, still a viewer


def test_a_reload_keeps_an_unlocked_tab_unlocked(browser, shared_server, request):
    with open_driver(browser, shared_server, request, ready="home-new-game", tab="tab") as a:
        unlock(a)
        a.wait_gone("pin-open")
        a.page.reload(wait_until="load")
        from .conftest import enable_accessibility

        enable_accessibility(a.page)
        a.wait_for("home-new-game")
        a.settle()
        assert not a.exists("pin-open")
        # a new tab of the same browser: a new session, unlocked by the tab's token
        second = a.page.context.new_page()
        second.goto(shared_server.url, wait_until="load")
        enable_accessibility(second)
        second.wait_for_selector('[flt-semantics-identifier="share-open"]', timeout=60_000)
        second.wait_for_timeout(2500)
        assert second.locator('[flt-semantics-identifier="pin-open"]').count() == 0
        second.locator('[flt-semantics-identifier="share-open"]').click()
        second.wait_for_selector('[flt-semantics-identifier="share-pin"]', timeout=20_000)
        second.close()
    # another browser (no token) is a viewer
    with open_driver(browser, shared_server, request, ready="home-new-game", tab="fresh") as c:
        c.wait_for("pin-open")
        c.tap("share-open")
        c.wait_for("share-qr")
        assert not c.exists("share-pin")


@pytest.mark.parametrize("phone", list(PHONES))
def test_the_share_screen_and_the_pin_prompt_on_a_phone(browser, shared_server, request, phone):
    with open_driver(browser, shared_server, request, ready="home-new-game",
                     viewport=PHONES[phone]) as a:
        a.tap("share-open")
        a.wait_for("share-qr")
        url = a.text("share-url")
        assert re.search(rf"http://\S+:{shared_server.port}/", url), url
        assert "127.0.0.1" not in url or "No network" in url
        assert not a.exists("share-pin")
        box = a.el("share-qr").first.bounding_box()
        assert box and box["width"] >= 200 and box["x"] + box["width"] <= PHONES[phone]["width"]
        a.screenshot("share-viewer")
        a.tap("pin-open")
        a.wait_for("pin-field")
        a.type_into("pin-field", "9")
        a.tap("pin-unlock")
        a.wait_for("pin-message")
        a.screenshot("pin-prompt-wrong")
        for ident in ("pin-field", "pin-unlock", "pin-cancel", "pin-message"):
            b = a.el(ident).first.bounding_box()
            assert b and b["x"] >= 0 and b["x"] + b["width"] <= PHONES[phone]["width"] + 1, ident
        a.type_into("pin-field", PIN)
        a.tap("pin-unlock")
        a.wait_gone("pin-field")
        a.wait_for("share-pin")
        a.screenshot("share-unlocked")


def test_a_game_keeps_the_screen_on_with_a_switch(browser, shared_server, request):
    with open_driver(browser, shared_server, request, ready="home-new-game", viewport=VIEWPORT) as a:
        unlock(a)
        a.wait_gone("pin-open")
        start_game(a, ["Gil", "Hal", "Ida"], dealer=1)
        a.wait_for("round-keep-awake")
        switch = a.el("round-keep-awake").first.locator("[role=switch], input, [aria-checked]")
        assert switch.count(), "no switch inside round-keep-awake"
        assert switch.first.get_attribute("aria-checked") == "true" or \
            switch.first.is_checked()
        assert "Keep the screen on" in a.text("round-keep-awake")
        a.screenshot("keep-awake-on")
        a.tap("round-keep-awake")
        a.page.wait_for_timeout(500)
        assert not switch.first.is_checked()
        # remembered by this browser: a new tab shows it off
        second = a.page.context.new_page()
        second.goto(shared_server.url.rstrip("/") + a.page.url[len(shared_server.url) - 1:],
                    wait_until="load")
        from .conftest import enable_accessibility

        enable_accessibility(second)
        second.wait_for_selector('[flt-semantics-identifier="round-keep-awake"]', timeout=60_000)
        second.wait_for_timeout(2500)
        sw2 = second.locator('[flt-semantics-identifier="round-keep-awake"]').first.locator(
            "[role=switch], input, [aria-checked]")
        assert not sw2.first.is_checked()
        second.close()


# ---- item 7: share the result from the end screen (plain `scorepad web`) ---------------------

FINISHED = ["Ann", "Bob", "Cem", "Dia"]
FINISHED_ROUNDS = [  # trump, predictions by seat, tricks by seat (13 in all)
    ("red", (3, 3, 3, 3), (4, 3, 3, 3)),
    ("blue", (2, 2, 2, 2), (1, 4, 4, 4)),
    ("green", (1, 1, 1, 1), (4, 1, 4, 4)),
    ("yellow", (0, 0, 0, 0), (0, 0, 0, 13)),
]


def finished_game(db: Path):
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import COLOUR, Trump
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{db}", migrate=False)
    try:
        svc = GameService(store)
        view = svc.start_game(game="sixth-sense", players=FINISHED, first_dealer=0, options={})
        for i, (trump, calls, tricks) in enumerate(FINISHED_ROUNDS):
            view = svc.record_round(view.id, RoundEntry(
                seats=tuple(SeatEntry(call=c, tricks=t) for c, t in zip(calls, tricks)),
                trump=None if trump is None else Trump(COLOUR, trump)), index=i)
        assert view.status == "finished"
        return view
    finally:
        store.close()


def test_the_result_is_shared_or_copied_with_a_confirmation(browser, app_server, request):
    view = finished_game(app_server.database())
    totals = store_rounds(app_server.database(), view.id)
    sums = [sum(r["points"][k] for r in totals["rounds"]) for k in range(len(FINISHED))]
    winners = [FINISHED[k] for k in range(len(FINISHED)) if sums[k] == max(sums)]
    with open_driver(browser, app_server, request, ready="end-winner",
                     path=f"/game/{view.id}") as a:
        a.page.context.grant_permissions(["clipboard-read", "clipboard-write"],
                                         origin=app_server.url.rstrip("/"))
        # plain `scorepad web`: no PIN, no viewer bar, no share screen button
        assert not a.exists("pin-open") and not a.exists("share-open")
        assert a.exists("round-keep-awake")
        a.tap("end-share")
        a.wait_for("end-share-message")
        said = a.text("end-share-message")
        a.screenshot("result-copied")
        # a desktop browser has no share sheet: the text is copied, and the app says so
        assert "copied" in said.lower(), said
        text = a.page.evaluate("() => navigator.clipboard.readText()")
        lines = text.splitlines()
        assert "6th Sense" in lines[0] or "Sixth" in lines[0], text
        assert re.search(r"\d{4}", lines[0]), f"no date in {lines[0]!r}"
        for name in winners:
            assert name in lines[1], text
        for k, name in enumerate(FINISHED):
            assert f"{name}: {sums[k]}" in lines, text
