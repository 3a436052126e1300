"""The Players screen (issue 9, item 17; item 16 for names): rename a typo, merge two names of
one person (games and statistics together), remove a player with no games; every change
confirmed or refused with a sentence, and checked in the store. A second tab (another device
on the same data) sees the result.

Before the fix the Players screen was read-only: `players-rename-<k>` did not exist.
"""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump
from scorepad.names import NAME_MAX

from .conftest import PHONES, open_driver
from .flows import row_of, service_on, stored_players

pytestmark = pytest.mark.browser

LONG_A = "Wilhelmina Kowalczak"
LONG_B = "Wilhelmina Kowalczyk"


@pytest.fixture
def seeded(app_server):
    """Games set up as another device would have: Ann, a typo 'Bobb', 'Anne' (Ann again), two
    similar long names, and Zed whose only game was deleted."""
    svc = service_on(app_server.database())
    # Ann's and Anne's games finished in one round (to 1 point): statistics count finished games
    first = RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                              SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red"))
    try:
        for players in (["Ann", "Bobb", "Cy"], ["Anne", "Bobb", LONG_A]):
            g = svc.start_game(game="sixth-sense", players=players, first_dealer=0,
                               options={"ending": "target", "target": 1})
            assert svc.record_round(g.id, first, index=0).status == "finished"
        svc.start_game(game="nomination-whist", players=["Cy", LONG_B, "Bobb"], first_dealer=0)
        gone = svc.start_game(game="sixth-sense", players=["Zed", "Cy", "Ann"], first_dealer=0)
        svc.delete_game(gone.id)
    finally:
        svc.store.close()
    return app_server.database()


def open_players(app):
    app.tap("home-players")
    app.wait_for("players-item-0")


def test_rename_merge_and_remove_players(browser, app_server, request, seeded):
    db = seeded
    with open_driver(browser, app_server, request, ready="home-new-game",
                     viewport=PHONES["360x640"]) as app:
        open_players(app)
        app.screenshot("players-360")
        # similar long names stay told apart at 360 px: shown whole, never cut with "…"
        for name in (LONG_A, LONG_B):
            row = app.text(f"players-item-{row_of(app, 'players-item-', name)}")
            assert name in row and "…" not in row

        # -- rename the typo, typed as a person
        k = row_of(app, "players-item-", "Bobb")
        app.tap(f"players-rename-{k}")
        app.wait_for("players-rename-field")
        app.type_into("players-rename-field", "Bob")
        assert app.field_value("players-rename-field") == "Bob"
        app.screenshot("rename-typed")
        app.press("Enter")
        app.wait_for("players-notice")
        app.wait_text("Bobb is now called Bob", identifier="players-notice")
        players = stored_players(db)
        assert players.get("Bob") == 3 and "Bobb" not in players

        # -- a rename to a name already taken is refused and changes nothing
        before = stored_players(db)
        app.tap(f"players-rename-{row_of(app, 'players-item-', 'Cy')}")
        app.type_into("players-rename-field", "ann", submit=True)
        app.wait_text("Ann is already a player")
        app.screenshot("rename-refused")
        assert stored_players(db) == before
        # an over-long name is refused as it is typed
        app.type_into("players-rename-field", "C" * (NAME_MAX + 3))
        app.wait_text(f"at most {NAME_MAX} characters")
        app.tap("players-rename-save")
        assert stored_players(db) == before
        app.tap("players-rename-cancel")
        app.wait_gone("players-rename-field")

        # -- merge Anne into Ann: asked which, then confirmed
        app.tap(f"players-merge-{row_of(app, 'players-item-', 'Anne')}")
        app.wait_for("players-merge-cancel")
        # the chips name the other players; players-merge-into-<j> joins the row j
        app.tap(f"players-merge-into-{row_of(app, 'players-item-', 'Ann')}")
        app.wait_for("players-merge-confirm")
        app.wait_text("cannot be undone")
        app.screenshot("merge-confirm")
        assert "Anne" in stored_players(db)  # nothing changes before the confirmation
        app.tap("players-merge-confirm")
        app.wait_text("Anne merged into Ann", identifier="players-notice")
        players = stored_players(db)
        assert "Anne" not in players and players["Ann"] == 2

        # -- two players of one game cannot be merged
        before = stored_players(db)
        app.tap(f"players-merge-{row_of(app, 'players-item-', 'Bob')}")
        app.wait_for("players-merge-cancel")
        app.tap(f"players-merge-into-{row_of(app, 'players-item-', 'Cy')}")
        app.tap("players-merge-confirm")
        app.wait_text("they cannot be merged")
        app.screenshot("merge-refused")
        assert stored_players(db) == before

        # -- remove: a player with games stays; Zed (no games) goes after a confirmation
        app.tap(f"players-remove-{row_of(app, 'players-item-', 'Ann')}")
        app.wait_text("only a player with no games can be removed")
        assert stored_players(db) == before
        app.tap(f"players-remove-{row_of(app, 'players-item-', 'Zed')}")
        app.wait_for("players-remove-confirm")
        assert "Zed" in stored_players(db)
        app.tap("players-remove-confirm")
        app.wait_text("Zed was removed", identifier="players-notice")
        assert "Zed" not in stored_players(db)
        app.screenshot("after-changes")

        # -- statistics count the merged games together
        app.tap("players-stats")
        app.wait_for("stats-tile-games")
        app.tap(f"stats-player-{_stats_index(app, 'Ann')}")
        app.wait_text("2", identifier="stats-tile-games")

    # -- another device sees the new names (the same data, a new tab)
    with open_driver(browser, app_server, request, ready="home-new-game", tab="second",
                     viewport=PHONES["390x844"]) as other:
        open_players(other)
        names = [" ".join(other.text(i).split()) for i in other.identifiers("players-item-")]
        assert any(n.startswith("Bob ") for n in names)
        assert not any(n.startswith(("Bobb", "Anne", "Zed")) for n in names)
        other.screenshot("players-390")


def _stats_index(app, name: str) -> int:
    for ident in app.identifiers("stats-player-"):
        if app.text(ident).strip().endswith(name) or f"Show {name}'s" in app.text(ident):
            return int(ident.rsplit("-", 1)[1])
    raise AssertionError(f"no stats-player chip for {name}")
