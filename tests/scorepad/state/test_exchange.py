"""Export and import in the app (issue 21), driven through the state the screen calls: the
file's bytes, the games chosen, an import's progress and outcome as data, hostile files
refused with the CLI's words and nothing changed, a shared table's PIN."""

from __future__ import annotations

import asyncio
import csv
import io
import json

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.assemble import assemble
from scorepad.services.exchange import export as exchange
from scorepad.services import live
from scorepad.services.access.control import AccessControl
from scorepad.services.exchange.service import ExchangeService
from scorepad.services.games.service import GameService
from scorepad.state import exchange as exchange_state
from scorepad.state.access import ShareInfo
from scorepad.state.exchange import ExchangeState, Note
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump

PIN = "2468"


async def _inline(work):
    return work()


def _state(service, **kw) -> ExchangeState:
    ex = assemble(service).exchange
    ex.runner = _inline
    return ex


def _games(service, n=2):
    ids = []
    for k in range(n):
        view = service.start_game(game="sixth-sense", players=["Ann", "Bob", f"Cy{k}"],
                                  first_dealer=0, options={})
        service.record_round(view.id, RoundEntry(seats=(SeatEntry(call=4, tricks=4),
                                                        SeatEntry(call=5, tricks=5),
                                                        SeatEntry(call=6, tricks=4)),
                                                 trump=Trump(COLOUR, "red")), index=0)
        ids.append(view.id)
    return ids


@pytest.fixture
def other(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'other.sqlite'}")
    yield GameService(store)
    store.close()


def _import(ex, name, data):
    return asyncio.run(ex.import_file(name, data))


def test_all_games_download_as_the_cli_exports_them(service):
    ids = _games(service)
    ex = _state(service)
    ex.load()
    file = ex.prepare_export()
    assert file.name.startswith("scorepad-") and file.name.endswith(".json")
    assert file.games == 2
    assert file.data.decode("utf-8") == exchange.dumps(exchange.export_games(service.store))
    assert [d["id"] for d in json.loads(file.data)] == ids  # oldest first
    ex.exported(file)
    assert ex.note == Note("exported", games=2, file=file.name, about="export")


def test_csv_has_a_row_per_player_per_round(service):
    _games(service)
    ex = _state(service)
    ex.set_format("csv")
    ex.set_format("xml")  # not a format: nothing changes
    file = ex.prepare_export()
    assert file.name.endswith(".csv") and ex.fmt == "csv"
    rows = list(csv.reader(io.StringIO(file.data.decode("utf-8"))))
    assert rows[0] == list(exchange.CSV_COLUMNS) and len(rows) == 1 + 2 * 3


def test_only_the_games_chosen_are_exported(service):
    ids = _games(service, 3)
    ex = _state(service)
    ex.load()
    ex.set_choosing(True)
    assert ex.prepare_export() is None and ex.note == Note("none_chosen", about="export")
    ex.toggle(ids[2])
    assert ex.note is None  # "choose at least one" no longer holds
    ex.toggle(ids[0])
    ex.toggle(ids[1])
    ex.toggle(ids[1])  # chosen, then not
    ex.toggle("not-a-game-listed")
    file = ex.prepare_export()
    assert [d["id"] for d in json.loads(file.data)] == [ids[0], ids[2]]


def test_no_games_yet_says_so_instead_of_an_empty_file(service):
    ex = _state(service)
    assert ex.prepare_export() is None and ex.note == Note("nothing", about="export")


def test_a_downloaded_file_imports_on_another_device_once(service, other):
    ids = _games(service)
    file = _state(service).prepare_export()
    told = []
    unsubscribe = live.events_for(other.store).subscribe(told.append)
    ex = _state(other)
    assert _import(ex, file.name, file.data)
    unsubscribe()
    assert ex.note == Note("imported", games=2, skipped=0, file=file.name)
    assert [g.id for g in other.list_games()] == list(reversed(ids))
    assert other.get(ids[0]).totals == service.get(ids[0]).totals
    assert told and told[0].what == live.START  # Home and History of every session reload
    assert {g.id for g in ex.games} == set(ids)  # the list to choose from shows them
    assert _import(ex, file.name, file.data)
    assert ex.note == Note("imported", games=0, skipped=2, file=file.name)


@pytest.mark.parametrize("data, reason", [
    (b"hello", "the file is not a Scorepad export: expected a JSON list of games"),
    (b"\xff\xfe[]", "it is not UTF-8 text (is it a JSON export?)"),
    (b"", "the file is empty: expected a JSON list of games"),
    (b"[{\"format_version\": 2}]", None),
])
def test_a_hostile_file_is_refused_with_the_clis_words_and_changes_nothing(service, data,
                                                                           reason):
    _games(service, 1)
    ex = _state(service)
    before = service.count_games()
    assert not _import(ex, "x.json", data)
    assert ex.note.what == "refused" and ex.note.file == "x.json"
    if reason is not None:
        assert ex.note.reason == reason
        assert ex.note.words  # a fault of the whole file: said in the session's language
    try:
        exchange.import_text(service.store, data.decode("utf-8"))
    except (exchange.ExchangeError, UnicodeDecodeError) as exc:
        if isinstance(exc, exchange.ExchangeError):
            assert ex.note.reason == str(exc)  # the words of `scorepad import`
    assert service.count_games() == before


def test_a_bad_game_late_in_the_file_writes_none_of_the_good_ones(service, other):
    _games(service, 3)
    docs = exchange.export_games(service.store)
    docs[2]["rounds"][0]["seats"][0]["tricks"] = 9
    ex = _state(other)
    assert not _import(ex, "bad.json", json.dumps(docs).encode())
    assert ex.note.what == "refused" and ex.note.reason.startswith("games[2].rounds[0]")
    assert ex.note.words is None  # a place in the file: the CLI's words
    assert other.count_games() == 0


def test_a_long_import_says_how_far_it_is(service, other, monkeypatch):
    _games(service, 3)
    data = _state(service).prepare_export().data
    monkeypatch.setattr(exchange_state, "STEP", 1)
    ex = _state(other)
    seen = []

    async def watching(work):  # what the screen would show between two steps
        seen.append(ex.note)
        return work()

    ex.runner = watching
    assert _import(ex, "g.json", data)
    assert [(n.what, n.done, n.total) for n in seen] == [
        ("checking", 0, 0), ("checking", 0, 3), ("checking", 1, 3), ("checking", 2, 3),
        ("saving", 0, 3), ("saving", 1, 3), ("saving", 2, 3), ("saving", 3, 3)]
    assert ex.note.what == "imported" and ex.note.games == 3


def test_nothing_picked_or_unreadable_changes_nothing(service):
    ex = _state(service)
    assert not _import(ex, "\x00evil\nname.json", None)
    assert ex.note.what == "refused" and ex.note.file == "evilname.json"


def test_on_a_shared_table_importing_needs_the_pin_and_exporting_does_not(service, other):

    data = _state(service).prepare_export() if _games(service) else None
    share = ShareInfo(urls=("http://192.0.2.1:8550/",), control=AccessControl(PIN))
    app = assemble(other, share)
    app.exchange.runner = _inline
    assert not _import(app.exchange, "g.json", data.data)
    assert app.exchange.note.what == "failed" and "PIN" in app.exchange.note.reason
    assert app.access.prompt_open  # the PIN prompt opened
    assert other.count_games() == 0
    assert app.exchange.prepare_export() is None and app.exchange.note == Note("nothing", about="export")
    app.access.set_pin_text(PIN)
    app.access.unlock()
    assert _import(app.exchange, "g.json", data.data)
    assert other.count_games() == 2


def test_the_screen_is_an_address_of_its_own(service):
    app = assemble(service)
    app.follow("/exchange")
    assert app.route == "/exchange" and app.url == "/exchange"


def test_on_a_server_the_games_are_written_in_one_worker_thread_with_progress(service, other):
    """No runner given, not in the browser: the check steps and the writing run in worker
    threads (the session's loop stays free), the writing in one thread (one transaction,
    SQLite's write lock), its progress handed to the loop."""
    _games(service, 3)
    data = _state(service).prepare_export().data
    ex = assemble(other).exchange  # the default runner
    seen = []

    async def main():
        task = asyncio.ensure_future(ex.import_file("g.json", data))
        while not task.done():
            seen.append(ex.note)
            await asyncio.sleep(0)
        return task.result()

    assert asyncio.run(main())
    assert ex.note == Note("imported", games=3, skipped=0, file="g.json")
    assert other.count_games() == 3
    saving = [n.done for n in seen if n is not None and n.what == "saving"]
    assert saving and saving == sorted(saving)


def test_the_service_and_its_guarded_form_are_what_the_state_holds(service):
    from scorepad.services.access.guarded import GuardedExchangeService
    from scorepad.state.service import Exchange

    real = ExchangeService(service.store)
    assert isinstance(real, Exchange)
    guarded = GuardedExchangeService(real, AccessControl(PIN).session())
    for name in ("export_file", "start_import", "finish_import", "import_steps"):
        assert callable(getattr(guarded, name))
