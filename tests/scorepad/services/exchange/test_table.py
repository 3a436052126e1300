"""Export format 2 and its import with the table's changes (PLAYERS.md, docs/export-format.md):
games whose table changes round-trip in all three games (a join with each start, sitting out,
coming back, leaving, 6th Sense down to two and back, the rounds changed); a game without
changes exports as before but for the format number and the empty `changes` and `left`; a
format 1 file imports as before; every refusal is one sentence naming the game and the round,
and nothing of the file is stored; the CSV has "–" for a round sat out and the notes."""

from __future__ import annotations

import copy
import csv
import io
import json
import uuid

import pytest
from sqlalchemy import func, select

from scorepad.services.exchange import export as exchange
from scorepad.services.exchange.export import ExchangeError
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from scorepad.store.models import Game, Round, RoundSeat
from scorepad.words import say, speaking

from ..table_games import GAMES, entry


@pytest.fixture(scope="module")
def played():
    """The games of table_games.py, played once on an in-memory store: (store, views)."""
    store = open_store("sqlite://")
    svc = GameService(store)
    views = {name: make(svc) for name, make in GAMES.items()}
    yield store, views
    store.close()


def _doc(played, name):
    store, views = played
    return exchange.export_games(store, [views[name].id])[0]


def _counts(store):
    with store.session() as s:
        return tuple(s.scalar(select(func.count()).select_from(t))
                     for t in (Game, Round, RoundSeat))


# -- the export --------------------------------------------------------------------------------

def test_the_document_of_a_game_whose_table_changed(played):
    doc = _doc(played, "whist")
    assert doc["format_version"] == 2
    assert doc["players"] == ["Fay", "Ann", "Dee", "Bob", "Eve", "Cy"]  # clockwise at the end
    assert doc["players"][doc["first_dealer"]] == "Bob"  # a seat of the start
    assert doc["changes"] == [
        {"before_round": 1, "change": "join", "player": "Dee", "after": "Ann", "start": "average"},
        {"before_round": 2, "change": "sit_out", "player": "Bob"},
        {"before_round": 3, "change": "come_back", "player": "Bob"},
        {"before_round": 3, "change": "leave", "player": "Cy"},
        {"before_round": 4, "change": "join", "player": "Eve", "after": "Bob",
         "start": {"takes_over": "Cy"}},
        {"before_round": 5, "change": "join", "player": "Fay", "after": None, "start": "worst"},
        {"before_round": 5, "change": "leave", "player": "Ann"}]
    assert doc["left"] == ["Ann", "Cy"] and doc["status"] == "finished"
    first, away = doc["rounds"][0], doc["rounds"][2]
    assert [s["player"] for s in first["seats"]] == ["Ann", "Bob", "Cy"]
    assert (first["dealer"], first["leader"]) == ("Bob", "Cy")  # the round's own table
    # a round's totals follow `players`: null for a seat not joined yet
    assert [t is None for t in first["totals"]] == [True, False, True, False, True, False]
    assert [s["player"] for s in away["seats"]] == ["Ann", "Dee", "Cy"]  # Bob sits it out
    assert away["totals"][3] == doc["rounds"][1]["totals"][3]  # his total stays as it was
    cy = doc["players"].index("Cy")
    assert doc["totals"][cy] == doc["rounds"][2]["totals"][cy]  # Cy left: total kept
    assert "Cy" not in doc["winners"] and "Ann" not in doc["winners"]
    assert doc["totals"][doc["players"].index("Eve")] >= doc["rounds"][2]["totals"][cy]


def test_six_sense_down_to_two_and_back_with_the_rounds_changed(played):
    doc = _doc(played, "sixth")
    assert doc["changes"][:3] == [
        {"before_round": 1, "change": "rounds", "rounds": 6},
        {"before_round": 1, "change": "sit_out", "player": "Cy"},
        {"before_round": 1, "change": "leave", "player": "Dee", "removed": "red"}]
    two = doc["rounds"][1]
    assert [s["player"] for s in two["seats"]] == ["Ann", "Bob"]
    assert (two["cards"], two["tricks"]) == (15, 14)  # dealt for two, red taken out
    assert [s["player"] for s in doc["rounds"][2]["seats"]] == ["Ann", "Bob", "Cy"]
    assert len(doc["rounds"]) == 6 and doc["left"] == ["Dee"]
    assert doc["rounds"][2]["totals"][doc["players"].index("Eve")] is None


def test_a_game_without_changes_exports_as_before(store):
    svc = GameService(store)
    g = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=1)
    g = svc.record_round(g.id, entry(g), index=0)
    [doc] = exchange.export_games(store, [g.id])
    assert list(doc) == ["format_version", "id", "game", "title", "options", "players",
                         "first_dealer", "changes", "status", "created_at", "finished_at",
                         "rounds", "totals", "winners", "left", "judged_tricks"]
    assert (doc["format_version"], doc["changes"], doc["left"]) == (2, [], [])
    [r] = doc["rounds"]
    assert [s["player"] for s in r["seats"]] == ["Ann", "Bob"] and None not in r["totals"]
    assert (r["dealer"], r["leader"]) == ("Bob", "Ann")


def test_a_game_the_table_ended_exports_its_end(played):
    doc = _doc(played, "ended")
    assert doc["changes"][-1] == {"before_round": 2, "change": "end"}
    assert (doc["status"], doc["left"], len(doc["rounds"])) == ("finished", ["Cy"], 2)
    assert doc["winners"] == list(played[1]["ended"].winners)


# -- round trips -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", list(GAMES))
def test_export_import_export_with_changes_gives_the_same_document(played, store, name):
    """Imported into both databases: the changes kept with the game, each round at its seats."""
    source, views = played
    view = views[name]
    text = exchange.dumps(exchange.export_games(source, [view.id]))
    assert exchange.import_text(store, text).imported == [view.id]
    assert exchange.dumps(exchange.export_games(store, [view.id])) == text
    back = GameService(store).get(view.id)
    assert back.changes == view.changes
    assert (back.players, back.first_dealer, back.totals, back.status, back.winners) == \
        (view.players, view.first_dealer, view.totals, view.status, view.winners)
    assert (back.joined, back.left) == (view.joined, view.left)
    assert [(r.seats, r.entry, r.points) for r in back.rounds] == \
        [(r.seats, r.entry, r.points) for r in view.rounds]  # each trump read as it was
    if not back.is_over:  # an unfinished game carries on where it stood
        back = GameService(store).record_round(view.id, entry(back), index=len(back.rounds))
        assert len(back.rounds) == len(view.rounds) + 1
    with store.session() as s:  # the rounds stored at the game's seats
        seats = s.scalars(select(RoundSeat.seat).join(Round, Round.id == RoundSeat.round_id)
                          .where(Round.game_id == view.id, Round.index == 0)
                          .order_by(RoundSeat.seat)).all()
    assert tuple(seats) == view.rounds[0].seats


def test_a_format_1_document_imports_as_before(played, tmp_path):
    store, _ = played
    svc = GameService(store)
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=2)
    for _ in range(2):
        g = svc.record_round(g.id, entry(g), index=len(g.rounds))
    [doc] = exchange.export_games(store, [g.id])
    old = copy.deepcopy(doc)
    old["format_version"] = 1
    del old["changes"], old["left"]
    target = open_store(f"sqlite:///{tmp_path}/t.sqlite")
    assert exchange.import_text(target, json.dumps([old])).imported == [g.id]
    assert exchange.export_games(target) == [doc]  # written back as format 2, the same game
    again = copy.deepcopy(old)
    again["id"] = str(uuid.uuid4())
    again["rounds"][1]["seats"].pop()  # format 1: every seat at the table in every round
    with pytest.raises(ExchangeError, match=r"^games\[0\]\.rounds\[1\]\.seats: 2 seats, but "
                                            r"the game has 3 players$"):
        exchange.import_text(target, json.dumps([again]))
    target.close()


def test_players_hold_at_most_twelve_names(played):
    doc = _doc(played, "whist")
    doc["players"] += [f"P{k}" for k in range(7)]
    with pytest.raises(ExchangeError, match=r"games\[0\]\.players: list should have at most "
                                            r"12 items"):
        exchange.import_text(open_store("sqlite://"), json.dumps([doc]))


# -- refusals ----------------------------------------------------------------------------------

def _set(path, value):
    """A change of the document at `path` (KeyError: the key removed), as test_export.py's."""
    from tests.scorepad.services.exchange.test_export import _broken

    return lambda doc: _broken(doc, path, value) and None


def _insert(path, index, value):
    def change(doc):
        target = doc
        for key in path:
            target = target[key]
        target.insert(index, value)
    return change


def _both(*changes):
    def change(doc):
        for c in changes:
            c(doc)
    return change


REFUSALS = [
    # a round whose seats are not the seats at the table after its changes
    ("whist", _insert(("rounds", 2, "seats"), 1, {"player": "Bob", "call": 0, "tricks": 0}),
     "games[1].rounds[2].seats: 4 seats, but 3 players are at the table in round 3 after the "
     "changes: 'Ann', 'Dee', 'Cy'"),
    ("whist", _set(("rounds", 2, "seats", 2, "player"), "Bob"),
     "games[1].rounds[2].seats[2].player: 'Cy' sits here in round 3, not 'Bob'"),
    ("sixth", _set(("changes", 4, "before_round"), 4),  # Eve plays round 4 before her join
     "games[1].changes[4].player: 'Eve' already has a seat in this game before round 5 (and "
     "plays round 4)"),
    ("sixth", _set(("changes", 4, "before_round"), 2),  # she joins before round 3, plays 4
     "games[1].rounds[2].seats: 3 seats, but 4 players are at the table in round 3 after the "
     "changes: 'Ann', 'Bob', 'Cy', 'Eve'"),
    # a change naming an unknown player
    ("whist", _set(("changes", 1, "player"), "Zed"),
     "games[1].changes[1].player: 'Zed' is not a player of this game (before round 3; "),
    ("whist", _set(("changes", 4, "start"), {"takes_over": "Zed"}),
     "games[1].changes[4].start.takes_over: 'Zed' is not a player of this game (before round 5"),
    ("sixth", _set(("changes", 4, "after"), "Zed"),
     "games[1].changes[4].after: 'Zed' is not a player of this game (before round 4"),
    # a join of a name already seated
    ("whist", _both(_set(("changes", 4, "player"), "Bob"),
                    lambda d: d["players"].remove("Eve")),
     "games[1].changes[4].player: 'Bob' already has a seat in this game before round 5 (and "
     "plays round 1), so cannot join it: a player who sat out comes back instead"),
    ("whist", lambda d: d["changes"].append({"before_round": 7, "change": "join",
                                             "player": "Cy", "after": None, "start": "zero"}),
     "games[1].changes[7].player: 'Cy' already has a seat in this game before round 8"),
    # a takes_over of a seat that has not left
    ("whist", _set(("changes", 4, "start"), {"takes_over": "Ann"}),
     "games[1].changes[4]: before round 5, Ann cannot be taken over: only a seat that left can"),
    # a table out of range, and 6th Sense at two without its colour
    ("sixth", _insert(("changes",), 2, {"before_round": 1, "change": "sit_out", "player": "Bob"}),
     "games[1].changes[3]: 6th Sense is played by 2 to 6 players: round 2 would have only 1 "
     "player at the table"),
    ("whist", lambda d: d["changes"].pop(6),  # Ann stays: five at whist
     "games[1].changes[5]: Nomination whist is played by 2 to 4 players: round 6 would have 5 "
     "players at the table"),
    ("sixth", _set(("changes", 2, "removed"), KeyError),
     "games[1].changes[2]: before round 2 2 players are left at the table: say which colour is "
     "taken out"),
    ("sixth", _set(("changes", 2, "removed"), "pink"),
     "games[1].changes[2].removed: 'pink' is not a colour"),
    # what the engine cannot do, placed at the change
    ("whist", _set(("changes", 1, "change"), "come_back"),
     "games[1].changes[1]: before round 3, Bob cannot come back: only a seat that sat out can"),
    ("whist", lambda d: d["changes"].append({"before_round": 7, "change": "leave",
                                             "player": "Ann"}),
     "games[1].changes[7]: before round 8, Ann has already left the game"),
    ("sixth", _set(("changes", 0, "rounds"), 1),
     "games[1].changes[0]: before round 2 the game cannot end after 1 rounds"),
    # a players order the joins contradict, and the other places of a change
    ("whist", lambda d: d["players"].reverse(),
     "games[1].players: the joins (their 'after') seat the players in the order 'Fay', 'Cy', "
     "'Bob', 'Eve', 'Ann', 'Dee', not 'Cy', 'Eve', 'Bob', 'Dee', 'Ann', 'Fay'"),
    ("whist", lambda d: d["players"].insert(0, d["players"].pop(2)),  # Dee first
     "games[1].players: the joins (their 'after') seat the players in the order 'Fay', 'Ann', "
     "'Dee', 'Bob', 'Eve', 'Cy', not 'Dee', 'Fay', 'Ann', 'Bob', 'Eve', 'Cy'"),
    ("whist", _set(("changes", 0, "after"), "Eve"),
     "games[1].changes[0].after: 'Dee' joins before round 2 after 'Eve', who has no seat by then"),
    ("whist", _set(("first_dealer",), 0),
     "games[1].first_dealer: 'Fay' joined the game later; the first dealer is a player of the "
     "start"),
    ("whist", _set(("changes", 1, "before_round"), 0),
     "games[1].changes[1].before_round: the changes are listed in the order they were made"),
    ("whist", _set(("changes", 6, "before_round"), 9),
     "games[1].changes[6].before_round: a change before round 10 cannot be: the game has 7 "
     "rounds, so the next is round 8"),
    ("whist", _set(("changes", 0, "start"), KeyError),
     "games[1].changes[0].start: a join (before round 2) says how the player's total starts"),
    ("whist", _set(("changes", 1, "start"), "zero"),
     "games[1].changes[1].start: the change 'sit_out' (before round 3) has no start"),
    ("whist", _set(("changes", 1, "player"), KeyError),
     "games[1].changes[1].player: the change 'sit_out' before round 3 names its player"),
    ("whist", _set(("changes", 4, "start"), {"takes_over": 4}),
     "games[1].changes[4].start.takes_over: input should be a valid string (got 4)"),
    ("whist", _set(("changes", 0, "start"), "best"),
     "games[1].changes[0].start: input should be 'zero', 'worst' or 'average' (got \"best\")"),
    ("whist", _set(("changes", 0, "change"), "arrive"),
     "games[1].changes[0].change: input should be 'join', 'sit_out', 'come_back', 'leave', "
     "'rounds' or 'end'"),
    # a game ended by the table (PLAYERS.md: two at the table and one must go)
    ("ended", _set(("changes", 1, "before_round"), 1),
     "games[1].changes[1]: the game was ended after round 1: no round is played after that"),
    ("ended", _set(("changes", 1, "player"), "Ann"),
     "games[1].changes[1].player: the change 'end' (before round 3) has no player"),
    ("whist", _set(("format_version",), 1),
     "games[1].changes: a document of format_version 1 has no changes of the table"),
]


@pytest.mark.parametrize("name, damage, message", REFUSALS,
                         ids=[f"{k}-{r[0]}" for k, r in enumerate(REFUSALS)])
def test_a_document_whose_rounds_do_not_match_its_changes_is_refused(played, name, damage,
                                                                    message):
    good = _doc(played, "shedding")
    bad = _doc(played, name)
    damage(bad)
    target = open_store("sqlite://")
    exchange.import_text(target, json.dumps([_doc(played, "sixth" if name == "whist"
                                                   else "whist")]))
    before = _counts(target)
    with pytest.raises(ExchangeError) as err:
        exchange.import_text(target, json.dumps([good, bad]))
    said = str(err.value)
    assert said.startswith(message), said
    assert "\n" not in said  # one sentence, naming the game (and the round: the messages)
    assert _counts(target) == before  # nothing of the file is stored, not even the good game
    with target.session() as s:
        assert s.scalar(select(func.count()).select_from(Game)
                        .where(Game.changes.is_not(None))) == 1
    target.close()


# -- CSV ---------------------------------------------------------------------------------------

def _csv(store, ids):
    out = io.StringIO()
    count = exchange.write_csv(store, out, ids, say=say)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert count == len(rows)
    return rows


def test_csv_a_row_per_seat_at_the_table_a_dash_for_a_round_sat_out_and_the_notes(played):
    store, views = played
    view = views["whist"]
    rows = _csv(store, [view.id])
    at_table = sum(len(r.seats) for r in view.rounds)
    dashes = [r for r in rows if r["points"] == "–"]
    assert len(rows) == at_table + len(dashes)
    assert [(d["round"], d["player"], d["call"], d["tricks"]) for d in dashes] == \
        [("3", "Bob", "", "")]
    assert dashes[0]["total"] == next(r["total"] for r in rows
                                      if (r["round"], r["player"]) == ("2", "Bob"))
    notes = {(r["round"], r["player"]): r["note"] for r in rows if r["note"]}
    dee, eve, fay = (view.joined[view.players.index(n)][1] for n in ("Dee", "Eve", "Fay"))
    assert notes == {("2", "Dee"): f"joined with {dee}", ("3", "Cy"): "left after round 3",
                     ("5", "Ann"): "left after round 5", ("5", "Eve"): f"joined with {eve}",
                     ("6", "Fay"): f"joined with {fay}"}
    assert eve == view.totals[view.players.index("Cy")]  # Eve took over Cy's total
    first = [r for r in rows if r["round"] == "1"]
    assert [(r["seat"], r["player"], r["dealer"]) for r in first] == \
        [("1", "Ann", "Bob"), ("3", "Bob", "Bob"), ("5", "Cy", "Bob")]  # the game's seats


def test_csv_notes_in_the_language_spoken_and_none_without_changes(played):
    store, views = played
    with speaking("fr"):
        rows = _csv(store, [views["sixth"].id])
    notes = [r["note"] for r in rows if r["note"]]
    assert notes == ["a quitté la partie après le tour 1", "a rejoint la partie avec 0"]
    svc = GameService(store)
    g = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0)
    g = svc.record_round(g.id, entry(g), index=0)
    plain = _csv(store, [g.id])
    assert len(plain) == 2 and all(r["note"] == "" and r["points"] != "–" for r in plain)
