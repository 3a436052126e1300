"""Export and import: the JSON document round-trips, bad files are refused whole."""

import csv
import io
import json
import uuid

import pytest
from sqlalchemy import func, select

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.exchange import export as exchange
from scorepad.services.exchange.export import ExchangeError
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store
from scorepad.store.models import Game, Round, RoundSeat
from scorepad.words import say
from rules.trump import COLOUR, SUIT, Trump


def _fill(store):
    """Three games of three kinds, one finished, one with a judged trick."""
    svc = GameService(store)
    a = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=1)
    for k in range(6):
        svc.record_round(a.id, RoundEntry(seats=(SeatEntry(call=4, tricks=4), SeatEntry(call=5, tricks=5),
                                                 SeatEntry(call=6, tricks=4)), trump=Trump(COLOUR, "red")), index=k)
    svc.save_judged_trick(game_id=a.id, round_index=2,
                          request={"kind": "trick", "game": "sixth-sense", "players": 3,
                                   "trump": "red", "plays": ["red 1", "blue 2", "red 3"]},
                          answer={"winner": 2, "explanation": "The red 3 is the highest trump."})
    b = svc.start_game(game="nomination-whist", players=["Dee", "Eve"], first_dealer=0)
    svc.record_round(b.id, RoundEntry(seats=(SeatEntry(call=3, tricks=3), SeatEntry(call=3, tricks=4)),
                                      trump=Trump(SUIT, "H")), index=0)
    c = svc.start_game(game="shedding", players=["Fay", "Gus"], first_dealer=1,
                       options={"mode": "classic", "games": 3})
    svc.record_round(c.id, RoundEntry(seats=(SeatEntry(hand=("blue 3 pentagram", "gold trickster")),
                                             SeatEntry(points=0))), index=0)
    return [a.id, b.id, c.id]


def test_an_empty_store_exports_an_empty_list(store):
    assert exchange.dumps(exchange.export_games(store)).strip() == "[]"


def test_the_document_holds_the_whole_game(store):
    ids = _fill(store)
    [doc] = exchange.export_games(store, [ids[0]])
    assert doc["format_version"] == 2 and doc["id"] == ids[0]
    assert doc["changes"] == [] and doc["left"] == []
    assert (doc["game"], doc["players"], doc["first_dealer"], doc["status"]) == \
        ("sixth-sense", ["Ann", "Bob", "Cy"], 1, "finished")
    assert doc["options"]["scoring"] == "standard"
    assert doc["created_at"].endswith("Z") and doc["finished_at"].endswith("Z")
    first = doc["rounds"][0]
    assert (first["index"], first["dealer"], first["leader"], first["cards"], first["tricks"]) == \
        (0, "Bob", "Cy", 14, 13)
    assert first["seats"][2] | {"explanation": None} == {
        "player": "Cy", "call": 6, "tricks": 4, "doubles": 0, "hand": None, "hand_value": None,
        "points": -2, "explanation": None}
    assert doc["totals"] == [24, 30, -12] and doc["winners"] == ["Bob"]
    assert doc["rounds"][-1]["totals"] == doc["totals"]
    [judged] = doc["judged_tricks"]
    assert judged["round_index"] == 2 and judged["plays"] == ["red 1", "blue 2", "red 3"]


def test_export_import_export_gives_the_same_document(store, tmp_path):
    _fill(store)
    first = exchange.dumps(exchange.export_games(store))
    empty = open_store(f"sqlite:///{tmp_path}/empty.sqlite")
    result = exchange.import_text(empty, first)
    assert len(result.imported) == 3 and result.skipped == []
    assert exchange.dumps(exchange.export_games(empty)) == first
    empty.close()


def test_importing_the_same_game_twice_keeps_one(store):
    ids = _fill(store)
    text = exchange.dumps(exchange.export_games(store))
    result = exchange.import_text(store, text)
    assert result.imported == [] and sorted(result.skipped) == sorted(ids)
    with store.session() as s:
        assert s.scalar(select(func.count()).select_from(Game)) == 3


def test_a_single_game_object_is_accepted(store, tmp_path):
    ids = _fill(store)
    [doc] = exchange.export_games(store, [ids[1]])
    other = open_store(f"sqlite:///{tmp_path}/o.sqlite")
    assert exchange.import_text(other, json.dumps(doc)).imported == [ids[1]]
    other.close()


def _counts(store):
    with store.session() as s:
        return tuple(s.scalar(select(func.count()).select_from(t)) for t in (Game, Round, RoundSeat))


def _broken(doc, path, value):
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


@pytest.mark.parametrize("path, value, message", [
    ((0, "rounds", 2, "seats", 1, "tricks"), 4.5, "games[0].rounds[2].seats[1].tricks: input should be a valid integer"),
    ((0, "rounds", 2, "seats", 1, "tricks"), "4", "games[0].rounds[2].seats[1].tricks: input should be a valid integer"),
    ((0, "rounds", 2, "seats", 1, "tricks"), -1, "games[0].rounds[2].seats[1].tricks: input should be greater than or equal to 0"),
    ((0, "rounds", 2, "seats", 1, "tricks"), 9, "games[0].rounds[2].seats[*].tricks: 13 tricks were played"),
    ((0, "rounds", 2, "seats", 1, "call"), 9, "games[0].rounds[2].seats[1].call: Seat 1's prediction 9 is not a card"),
    ((0, "rounds", 2, "seats", 1, "trick"), 1, "games[0].rounds[2].seats[1].trick: unknown field"),
    ((0, "rounds", 1, "seats", 0, "player"), "Zed", "games[0].rounds[1].seats[0].player: 'Ann' sits here in this game, not 'Zed'"),
    ((0, "rounds", 1, "index"), 5, "games[0].rounds[1].index: rounds must be in order"),
    ((0, "players"), ["Ann"], "games[0].players: list should have at least 2 items"),
    ((0, "format_version"), 3, "games[0].format_version: input should be 1 or 2"),
    ((0, "game"), "chess", "games[0].game: unknown game 'chess'"),
    ((0, "options", "ending"), "never", "games[0].options.ending:"),
    ((0, "first_dealer"), 3, "games[0].first_dealer: a seat from 0 to 2"),
    ((0, "id"), "nope", "games[0].id: input should be a valid UUID"),
    ((0, "created_at"), KeyError, "games[0].created_at: this field is required"),
    ((2, "rounds", 0, "seats", 0, "hand"), ["blue 99 circle"], "games[2].rounds[0].seats[0]"),
])
def test_a_bad_file_is_refused_with_where_and_what(store, tmp_path, path, value, message):
    _fill(store)
    docs = exchange.export_games(store)
    text = json.dumps(_broken(docs, path, value))
    target = open_store(f"sqlite:///{tmp_path}/target.sqlite")
    exchange.import_text(target, json.dumps([exchange.export_games(store)[1]]))
    before = _counts(target)
    with pytest.raises(ExchangeError) as err:
        exchange.import_text(target, text)
    assert str(err.value).startswith(message), str(err.value)
    assert "\n" not in str(err.value)
    assert _counts(target) == before  # nothing written, not even the good games
    target.close()


@pytest.mark.parametrize("text, message", [
    ("", "the file is empty"),
    ("hello", "not a Scorepad export"),
    ("[{]", "not valid JSON"),
    ('{"format_version": 1}', "games[0].id: this field is required"),
])
def test_files_that_are_no_export_at_all(store, text, message):
    with pytest.raises(ExchangeError, match=message.replace("[", r"\[").replace("]", r"\]")):
        exchange.import_text(store, text)


def test_the_same_game_twice_in_one_file_is_refused(store, tmp_path):
    ids = _fill(store)
    doc = exchange.export_games(store, [ids[1]])[0]
    with pytest.raises(ExchangeError, match=r"games\[1\].id: the same game as games\[0\]"):
        exchange.import_text(open_store("sqlite://"), json.dumps([doc, doc]))


def test_times_without_an_offset_are_read_as_utc(store):
    ids = _fill(store)
    doc = exchange.export_games(store, [ids[1]])[0]
    doc["created_at"] = "2025-03-01T18:30:00"
    target = open_store("sqlite://")
    exchange.import_text(target, json.dumps([doc]))
    assert exchange.export_games(target)[0]["created_at"] == "2025-03-01T18:30:00Z"


def test_derived_fields_are_recomputed_on_import(store):
    ids = _fill(store)
    doc = exchange.export_games(store, [ids[0]])[0]
    doc["id"] = str(uuid.uuid4())
    doc["rounds"][0]["seats"][0]["points"] = 999
    doc["totals"] = [1, 2, 3]
    doc["winners"] = ["Ann"]
    doc["status"] = "active"
    target = open_store("sqlite://")
    exchange.import_text(target, json.dumps([doc]))
    back = exchange.export_games(target)[0]
    assert back["rounds"][0]["seats"][0]["points"] == 4
    assert (back["totals"], back["winners"], back["status"]) == ([24, 30, -12], ["Bob"], "finished")


def test_csv_has_one_row_per_player_per_round(store):
    ids = _fill(store)
    out = io.StringIO()
    rows = exchange.write_csv(store, out, say=say)
    table = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert rows == len(table) == 6 * 3 + 2 + 2
    assert list(table[0]) == list(exchange.CSV_COLUMNS)
    last_cy = [r for r in table if r["game_id"] == ids[0] and r["player"] == "Cy"][-1]
    assert (last_cy["round"], last_cy["points"], last_cy["total"]) == ("6", "-2", "-12")
    fay = [r for r in table if r["player"] == "Fay"][0]
    assert (fay["hand"], fay["points"]) == ("blue 3 pentagram; gold trickster", "23")


def test_exporting_an_unknown_game_is_an_error(store):
    with pytest.raises(ExchangeError, match="no game"):
        exchange.export_games(store, [str(uuid.uuid4())])


def test_numbers_beyond_any_game_are_refused_by_the_schema(store):
    ids = _fill(store)
    docs = exchange.export_games(store, [ids[2]])
    docs[0]["id"] = str(uuid.uuid4())
    docs[0]["rounds"][0]["seats"][1] = {"player": "Gus", "hand_value": 10**30}
    with pytest.raises(ExchangeError, match=r"games\[0\].rounds\[0\].seats\[1\].hand_value: input should be less than"):
        exchange.import_text(store, json.dumps(docs))


def test_csv_never_hands_a_spreadsheet_a_formula(store):
    svc = GameService(store)
    g = svc.start_game(game="shedding", players=["=HYPERLINK(1)", "@Bob"], first_dealer=0)
    svc.record_round(g.id, RoundEntry(seats=(SeatEntry(points=3), SeatEntry(points=0))), index=0)
    out = io.StringIO()
    exchange.write_csv(store, out, say=say)
    players = [r["player"] for r in csv.DictReader(io.StringIO(out.getvalue()))]
    assert players == ["'=HYPERLINK(1)", "'@Bob"]
