"""What a person does in the app, step by step, as the e2e tests repeat it.

Each function drives the real screens through their semantic identifiers
(docs/ui-identifiers.md) and takes a screenshot of each screen it passes through.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from .conftest import AppDriver


@dataclass(frozen=True)
class Seat:
    call: int  # the prediction card's value (6 = the 6/9 card)
    tricks: int


@dataclass(frozen=True)
class RoundData:
    dealer: int
    leader: int
    trump: str | None
    seats: tuple[Seat, ...]
    points: tuple[int, ...]  # worked out by hand from RULES.md, in the test data
    totals: tuple[int, ...]
    voids: int = 0


def start_game(app: AppDriver, players: list[str], *, dealer: int, scoring: str = "standard",
               removed: str | None = None, shot: str = "new-game") -> str:
    """From Home: set up a 6th Sense game and start it; returns the new game's id (the store's
    newest game: the screen's address does not carry it)."""
    app.tap("home-new-game")
    app.wait_for("newgame-name")
    if app.exists("newgame-game-sixth-sense"):
        app.tap("newgame-game-sixth-sense")
    for seat, name in enumerate(players):
        app.type_into("newgame-name", name, submit=True)
        app.wait_text(name, identifier=f"newgame-seat-{seat}")
    app.tap(f"newgame-dealer-{dealer}")
    app.tap(f"newgame-scoring-{scoring}")
    if removed is not None:
        app.tap(f"newgame-removed-{removed}")
    app.screenshot(shot)
    app.tap("newgame-start")
    app.wait_for("round-title")
    return newest_game(app.server.database())


def enter_round(app: AppDriver, number: int, data: RoundData, *, rounds: int | None,
                players: list[str] | None = None, shot: str | None = None) -> None:
    """Enter one round as the keypad asks for it: predictions from the leader, the trump, the
    tricks from the leader (the last count fills itself in), voids; then confirm. With
    `players`, first check that the title names the round's dealer and leader."""
    n = len(data.seats)
    title = f"Round {number} of {rounds}" if rounds else f"Round {number}"
    app.wait_text(title, identifier="round-title")
    if players is not None:
        app.wait_text(f"{players[data.dealer]} deals", identifier="round-title")
        app.wait_text(f"{players[data.leader]} leads", identifier="round-title")
    order = [(data.leader + i) % n for i in range(n)]
    for seat in order:
        app.tap(f"round-prediction-{seat}-{data.seats[seat].call}")
    if data.trump is not None:
        app.tap(f"round-trump-{data.trump}")
    for seat in order[:-1]:
        app.tap(f"round-tricks-{seat}-{data.seats[seat].tricks}")
    if data.voids:
        app.tap(f"round-voids-{data.voids}")
    last = order[-1]
    # the last count is filled in from what the counts must add up to: no tap
    wait_number(app, f"round-seat-{last}-tricks", data.seats[last].tricks)
    for seat, points in enumerate(data.points):
        wait_number(app, f"round-points-{seat}", points)
    if shot:
        app.screenshot(shot)
    app.tap("round-confirm")


def number_pattern(value: int) -> re.Pattern:
    """A regex matching the number as a whole, with either minus sign."""
    digits = str(abs(value))
    sign = "[-\u2212]" if value < 0 else r"(?<![-\u2212\d])"
    return re.compile(rf"{sign}{digits}(?!\d)")


def wait_number(app: AppDriver, identifier: str, value: int) -> None:
    app.wait_text(number_pattern(value), identifier=identifier)


def newest_game(db: Path) -> str:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        row = con.execute("SELECT id FROM games ORDER BY created_at DESC, rowid DESC LIMIT 1").fetchone()
    finally:
        con.close()
    assert row is not None, f"no game in {db}"
    return row[0]


def store_rounds(db: Path, game_id: str) -> dict:
    """The game as stored: status, winners, players by seat, points per round by seat."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        game = con.execute("SELECT status, winners, options FROM games WHERE id = ?",
                           (game_id,)).fetchone()
        assert game is not None, f"game {game_id} is not in {db}"
        players = [name for (name,) in con.execute(
            "SELECT p.name FROM game_seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.game_id = ? ORDER BY s.seat", (game_id,))]
        rounds: dict[int, dict] = {}
        for index, trump, voids, seat, call, tricks, doubles, points in con.execute(
                'SELECT r."index", r.trump, r.voids, rs.seat, rs.call, rs.tricks, rs.doubles, rs.points '
                "FROM rounds r JOIN round_seats rs ON rs.round_id = r.id "
                'WHERE r.game_id = ? ORDER BY r."index", rs.seat', (game_id,)):
            r = rounds.setdefault(index, {"trump": trump, "voids": voids, "calls": [],
                                          "tricks": [], "doubles": [], "points": []})
            r["calls"].append(call)
            r["tricks"].append(tricks)
            r["doubles"].append(doubles)
            r["points"].append(points)
        return {"status": game[0], "winners": game[1], "options": game[2], "players": players,
                "rounds": [rounds[i] for i in sorted(rounds)]}
    finally:
        con.close()


def service_on(db: Path):
    """The app's game service over the test server's database file: to set up data a test
    needs before the part it drives by hand (the server sees it as another device would)."""
    from scorepad.services.games.service import GameService
    from scorepad.store.db import open_store

    return GameService(open_store(f"sqlite:///{db}", migrate=False))


def stored_players(db: Path) -> dict[str, int]:
    """Every player in the store with the number of games they sat in."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return dict(con.execute(
            "SELECT p.name, COUNT(s.game_id) FROM players p "
            "LEFT JOIN game_seats s ON s.player_id = p.id GROUP BY p.id, p.name"))
    finally:
        con.close()


def row_of(app: AppDriver, prefix: str, name: str) -> int:
    """The k of the row `<prefix><k>` that shows `name` first (then its other texts)."""
    seen = []
    for ident in app.identifiers(prefix):
        k = ident[len(prefix):]
        if not k.isdigit():
            continue
        text = " ".join(app.text(ident).split())
        seen.append(text)
        if text == name or text.startswith(name + " "):
            return int(k)
    raise AssertionError(f"no row {prefix}<k> shows {name!r}: {seen}")
