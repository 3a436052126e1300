"""Passing a game by its link (scorepad/services/passing/service.py, issue 29 item 3): the link
carries the whole game and reads back to the same game; a 6-player game of 20 rounds fits one QR
code; a damaged, cut or edited link is one error and stores nothing; keeping adds only newer rounds,
and two versions that differ are both kept. A game whose table changed (PLAYERS.md) passes
with its changes; a game without changes makes the link it always made, and old links read."""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest
import segno
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump
from rules.shedding.cards import numbered_deck
from rules.sixth_sense.cards import VALUE_SET
from scorepad.services.passing import service as passing
from scorepad.services.passing import codec as passing_codec
from scorepad.services.exchange.export import export_games
from scorepad.services.exchange.service import ExchangeService
from scorepad.services.games.service import GameService
from scorepad.store.db import open_store

from ..table_games import GAMES as TABLE_GAMES, play

VALUES = sorted(VALUE_SET)
DECK = [repr(c)[7:-2] for c in numbered_deck()]  # "purple 1 hexagon", ...
BASE = "https://cards.example.org/scorepad/"
NAMES = ["Annemarie", "Bartholomeus", "Charlotte", "Dominique", "Evangeline", "Frederik"]


def _phone():
    store = open_store("sqlite://")
    games = GameService(store)
    return games, passing.PassService(games, ExchangeService(store))


def _sixth(rng: random.Random, players: int, plan) -> RoundEntry:
    cuts = sorted(rng.randint(0, plan.tricks) for _ in range(players - 1))
    counts = [b - a for a, b in zip([0] + cuts, cuts + [plan.tricks])]
    calls = rng.sample(VALUES, players)
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in zip(calls, counts)),
                      trump=rng.choice([*(Trump(COLOUR, c) for c in ("blue", "yellow", "red")), None]))


def _shed(rng: random.Random, players: int, plan, *, hands: bool = False) -> RoundEntry:
    out = plan.index % players  # one player went out
    if hands:  # the cards left, written out (distinct cards of the deck, a Special card too)
        deck = rng.sample(DECK, 3 * players)
        seats = [SeatEntry(hand=() if k == out else tuple(deck[3 * k:3 * k + rng.randint(1, 3)])
                           + (("gold trickster",) if k == (out + 1) % players else ()))
                 for k in range(players)]
    else:
        seats = [SeatEntry(points=0 if k == out else rng.randint(1, 150)) for k in range(players)]
    return RoundEntry(seats=tuple(seats))


def _play(games, gid, rng, rounds, make=_sixth, **kw):
    view = games.get(gid)
    while len(view.rounds) < rounds and view.next_plan is not None:
        entry = make(rng, len(view.players), view.next_plan, **kw)
        view = games.record_round(gid, entry, index=len(view.rounds))
    return view


@st.composite
def tables(draw):
    game = draw(st.sampled_from(["sixth-sense", "shedding"]))
    players = draw(st.integers(3 if game == "sixth-sense" else 2, 6))
    return (game, players, draw(st.integers(0, players - 1)), draw(st.integers(0, 2**32 - 1)),
            draw(st.integers(0, 8)), draw(st.booleans()),
            draw(st.lists(st.text(min_size=1, max_size=12).filter(str.strip), min_size=players,
                          max_size=players, unique_by=lambda s: s.strip().casefold())))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
@example(("shedding", 3, 0, 1, 3, True, ["Åsa", "Bo", "Ç"]))  # hands written out, card by card
def test_a_link_reads_back_to_the_same_game(table):
    game, players, dealer, seed, rounds, hands, names = table
    games, _ = _phone()
    try:
        gid = games.start_game(game=game, players=names, first_dealer=dealer).id
    except Exception:  # names the app refuses (control characters, ...): not a game
        return
    rng = random.Random(seed)
    kw = {"hands": hands} if game == "shedding" else {}
    view = _play(games, gid, rng, rounds, _shed if game == "shedding" else _sixth, **kw)
    link = passing.link(BASE, view)
    assert link.startswith(BASE + "#pass=")
    got = passing.read(link).view
    assert (got.id, got.game, got.players, got.first_dealer, got.status) == \
        (view.id, view.game, view.players, view.first_dealer, view.status)
    assert [r.entry for r in got.rounds] == [r.entry for r in view.rounds]
    assert got.totals == view.totals and got.options == view.options
    if hands and rounds and game == "shedding":
        assert any(s.hand for r in got.rounds for s in r.entry.seats)


def test_a_6_player_game_of_20_rounds_fits_one_qr_code():
    games, _ = _phone()
    rng = random.Random(29)
    sixth = games.start_game(game="sixth-sense", players=NAMES, first_dealer=0,
                             options={"ending": "target", "target": 10_000}).id
    shed = games.start_game(game="shedding", players=NAMES, first_dealer=0,
                            options={"games": 20}).id
    for gid, make in ((sixth, _sixth), (shed, _shed)):
        view = _play(games, gid, rng, 20, make)
        assert len(view.rounds) == 20
        link = passing.link(BASE, view)
        code = segno.make(link, error="l", micro=False, boost_error=False)
        print(f"{view.game}: 6 players, 20 rounds: {len(link)} characters, QR version "
              f"{code.version}-L ({code.symbol_size(border=0)[0]} modules)")
        assert code.version <= 20, (len(link), code.version)  # a phone reads it off a screen
        assert passing.read(link).view.totals == view.totals


def _a_game(rounds: int = 3):
    games, keeper = _phone()
    gid = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cleo"], first_dealer=0).id
    return games, keeper, _play(games, gid, random.Random(7), rounds)


@pytest.mark.parametrize("damage", [
    lambda d: d[:len(d) // 2],  # cut short
    lambda d: d[:-1],
    lambda d: d[:20] + ("B" if d[20] == "A" else "A") + d[21:],  # one character edited
    lambda d: d[:-3] + ("x" if d[-3] != "x" else "y") + d[-2:],
    lambda d: d + "AAAA",  # something added
    lambda d: "C" + d[1:],  # another version
    lambda d: d.replace("A", "%41", 1),
    lambda d: "",
    lambda d: "hello world",
])
def test_a_damaged_link_is_one_error_and_stores_nothing(damage):
    games, keeper, view = _a_game()
    other, other_keeper = _phone()
    data = passing.pack(view)
    try:
        got = passing.read(passing.MARK + damage(data))
    except passing.PassError as caught:
        assert caught.words == passing.DAMAGED
    else:
        # one character edited may be one deflate reads as the same bytes (another back-
        # reference to equal text: about 1 game in 20, whose id and times are drawn anew):
        # then it is the very same game, never another (as the property test below)
        assert [r.entry for r in got.view.rounds] == [r.entry for r in view.rounds]
        assert passing.pack(got.view) == data
    assert other.count_games() == 0


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"))
def test_any_one_character_edited_is_refused_or_the_same_game(at, char):
    games, _, view = _GAME
    data = passing.pack(view)
    at %= len(data)
    edited = data[:at] + char + data[at + 1:]
    try:
        got = passing.read(edited)
    except passing.PassError:
        return
    # read back only as the very same game: an edit deflate reads as the same bytes (another
    # back-reference to equal text) changes nothing the link carries
    assert (got.view.id, got.view.players) == (view.id, view.players)
    assert [r.entry for r in got.view.rounds] == [r.entry for r in view.rounds]
    assert passing.pack(got.view) == data


_GAME = _a_game()


def test_a_game_this_phone_lacks_is_kept_with_its_id_and_continues():
    games, _, view = _a_game(2)
    phone, keeper = _phone()
    got = passing.read(passing.link(BASE, view))
    assert keeper.compare(got).what == "new"
    assert phone.count_games() == 0  # read, not kept
    kept = keeper.keep(got)
    assert (kept.what, kept.game_id) == ("new", view.id)
    here = phone.get(view.id)
    assert here.status == "active" and len(here.rounds) == 2
    assert here.next_plan.index == 2  # it carries on where it stood


def test_only_the_newer_rounds_are_added_and_the_same_link_adds_nothing():
    games, _, view = _a_game(2)
    phone, keeper = _phone()
    keeper.keep(passing.read(passing.link(BASE, view)))
    later = _play(games, view.id, random.Random(8), 4)
    got = passing.read(passing.link(BASE, later))
    kept = keeper.keep(got)
    assert (kept.what, kept.added) == ("added", 2)
    here = phone.get(view.id)
    assert [r.entry for r in here.rounds] == [r.entry for r in later.rounds]
    assert phone.count_games() == 1
    again = keeper.keep(got)
    assert again.what == "same" and phone.count_games() == 1
    older = keeper.keep(passing.read(passing.link(BASE, view)))  # an older link: no loss
    assert older.what == "same" and len(phone.get(view.id).rounds) == 4


def test_two_versions_that_differ_are_both_kept():
    games, _, view = _a_game(2)
    phone, keeper = _phone()
    keeper.keep(passing.read(passing.link(BASE, view)))
    _play(phone, view.id, random.Random(100), 3)  # this phone plays round 3 one way...
    theirs = _play(games, view.id, random.Random(200), 3)  # ...the other phone another
    got = passing.read(passing.link(BASE, theirs))
    kept = keeper.keep(got)
    assert kept.what == "both" and kept.differs_at == 2 and kept.game_id != view.id
    assert phone.count_games() == 2
    mine, copy = phone.get(view.id), phone.get(kept.game_id)
    assert [r.entry for r in copy.rounds] == [r.entry for r in theirs.rounds]
    assert mine.rounds[2].entry != copy.rounds[2].entry
    assert export_games(phone.store, [kept.game_id])[0]["players"] == ["Ann", "Bob", "Cleo"]


def test_the_app_address_from_flet():
    assert passing.app_address("ws://127.0.0.1:8550") == "http://127.0.0.1:8550/"
    assert passing.app_address("wss://table.local:8443") == "https://table.local:8443/"
    assert passing.app_address("https://x.github.io/scorepad/#/game/1") == \
        "https://x.github.io/scorepad/"
    assert passing.app_address("https://x.github.io/scorepad/index.html?v=2") == \
        "https://x.github.io/scorepad/"
    assert passing.data_of("https://x/#pass=abc") == "abc"


# -- the table's changes (PLAYERS.md) ----------------------------------------------------------

# a link written before the table could change (version 1): Ann, Bob and Cy, one round
OLD_LINK = ("https://cards.example.org/scorepad/#pass=AXjai1YySDVLM0g2TDRNMk82STQ3t0w0tTRMM00xTjZIM"
            "ko1NFTSUSrOrCjJ0C1OzStOVdKprtWJVnLMywOKO-UnAUnnSqVYHUMdQ3NLUwsLSwNzA5280pwcoKKi1BSgTH"
            "RsLBcTEwMzBwczFxczDwcALjsc_w")


def _version(link: str) -> int:
    data = passing.data_of(link)
    return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))[0]


@pytest.mark.parametrize("name", list(TABLE_GAMES))
def test_a_link_carries_the_changes_of_the_table(name):
    games, _ = _phone()
    view = TABLE_GAMES[name](games)
    link = passing.link(BASE, view)
    assert _version(link) == passing.TABLE_VERSION
    got = passing.read(link).view
    assert (got.players, got.first_dealer, got.changes, got.status, got.winners) == \
        (view.players, view.first_dealer, view.changes, view.status, view.winners)
    assert [(r.seats, r.entry) for r in got.rounds] == [(r.seats, r.entry) for r in view.rounds]
    assert (got.totals, got.joined, got.left) == (view.totals, view.joined, view.left)
    assert got.next_table == view.next_table
    assert passing.pack(got) == passing.pack(view)


def test_a_game_without_changes_makes_the_link_it_always_made_and_old_links_read():
    _games, _, view = _a_game(2)
    link = passing.link(BASE, view)
    assert _version(link) == passing.VERSION
    head = passing.compact(view).split(b"\n", 1)[0]
    assert len(json.loads(head)) == 9  # no changes at the end of the head
    old = passing.read(OLD_LINK).view
    assert old.players == ("Ann", "Bob", "Cy") and old.totals == (4, 5, -2)
    assert old.changes == () and [r.seats for r in old.rounds] == [(0, 1, 2)]
    assert passing.pack(old) == passing.data_of(OLD_LINK)


def test_a_link_whose_seats_contradict_its_changes_is_refused():
    games, _ = _phone()
    view = TABLE_GAMES["sixth"](games)
    data = passing.pack(view)
    version, raw = passing_codec._unzip(data)
    head, body = raw.split(b"\n", 1)
    fields = json.loads(head)
    fields[9][1][1] = "leave"  # Cy leaves instead of sitting out, and still plays round 3
    edited = json.dumps(fields, separators=(",", ":")).encode() + b"\n" + body
    link = base64.urlsafe_b64encode(bytes([version]) + zlib.compress(edited, 9)).rstrip(b"=")
    with pytest.raises(passing.PassError) as caught:
        passing.read(link.decode())
    assert "before round 3, Cy cannot come back" in str(caught.value)


def test_a_received_game_with_changes_is_kept_and_newer_changes_are_added():
    games, _ = _phone()
    gid = games.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy", "Dee"],
                           first_dealer=0).id
    view = play(games, gid, [None, [{"change": "sit_out", "player": "Cy"}], None])
    phone, keeper = _phone()
    assert keeper.keep(passing.read(passing.link(BASE, view))).what == "new"
    here = phone.get(gid)
    assert here.changes == view.changes and [r.seats for r in here.rounds] == [
        (0, 1, 2, 3), (0, 1, 3)]
    later = play(games, gid, [[{"change": "come_back", "player": "Cy"},
                               {"change": "join", "player": "Eve", "after": "Dee",
                                "start": "average"}], None,
                              [{"change": "leave", "player": "Ann"}]])
    got = passing.read(passing.link(BASE, later))
    assert keeper.compare(got) == passing.Kept("added", gid, added=1, changes=3)
    keeper.keep(got)
    here = phone.get(gid)
    assert (here.players, here.changes, here.totals, here.joined, here.left) == \
        (later.players, later.changes, later.totals, later.joined, later.left)
    assert [(r.seats, r.entry) for r in here.rounds] == [(r.seats, r.entry) for r in later.rounds]
    assert keeper.keep(got).what == "same"
    assert keeper.keep(passing.read(passing.link(BASE, view))).what == "same"  # an older link


def test_two_tables_that_changed_differently_are_both_kept():
    games, _ = _phone()
    gid = games.start_game(game="shedding", players=["Ann", "Bob", "Cy"], first_dealer=0).id
    view = play(games, gid, [None])
    phone, keeper = _phone()
    keeper.keep(passing.read(passing.link(BASE, view)))
    play(phone, gid, [[{"change": "sit_out", "player": "Bob"}], None])  # this phone...
    theirs = play(games, gid, [[{"change": "sit_out", "player": "Cy"}], None])  # ...and that
    kept = keeper.keep(passing.read(passing.link(BASE, theirs)))
    assert kept.what == "both" and kept.differs_at == 1 and phone.count_games() == 2
    assert phone.get(kept.game_id).changes == theirs.changes


def test_a_link_keeps_the_options_of_the_table_at_the_start():
    """6th Sense started by two (a colour out) with a third who joined: the options a link
    leaves off are the defaults for the two of the start."""
    games, _ = _phone()
    gid = games.start_game(game="sixth-sense", players=["Ann", "Bob"], first_dealer=0,
                           options={"removed": "green"}).id
    view = play(games, gid, [None, [{"change": "join", "player": "Cy", "after": "Bob",
                                     "start": "worst"}], None])
    got = passing.read(passing.link(BASE, view)).view
    assert got.options == view.options and got.options["removed"] == "green"
    assert got.totals == view.totals and [r.seats for r in got.rounds] == [(0, 1), (0, 1, 2)]
