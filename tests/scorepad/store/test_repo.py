"""Queries over an explicit session: rounds round-trip, the history list pages, deletes cascade."""

from datetime import datetime, timedelta, timezone

from sqlalchemy import func, select, text

from rules.registry import scoresheet
from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump
from scorepad.store import repo
from scorepad.store.models import GameSeat, JudgedTrick, Player, Round, RoundSeat
from scorepad.store.round_rows import TrumpReader

T0 = datetime(2026, 1, 1, 12, 0, tzinfo=timezone.utc)


def _game(store, gid, *, players=("Ann", "Bob"), when=T0, status="active"):
    with store.transaction() as s:
        repo.create_game(session=s, game_id=gid, game="sixth-sense", options={"removed": "red"},
                         players=list(players), first_dealer=1, created_at=when, status=status)


def _trumps():
    """How the games `_game` makes read their stored trumps."""
    return TrumpReader(scoresheet("sixth-sense"), players=2, first_dealer=1,
                       options={"removed": "red"})


def test_a_round_reads_back_as_the_same_entry(store):
    _game(store, "g")
    entry = RoundEntry(seats=(SeatEntry(call=6, tricks=9, doubles=1),
                              SeatEntry(call=None, tricks=None, doubles=0,
                                        hand=("red 7 hexagon", "gold blind"), points=27)),
                       trump=Trump(COLOUR, "blue"), voids=2)
    with store.transaction() as s:
        repo.put_round(session=s, game_id="g", index=0, dealer=1, entry=entry, points=(9, -27))
    with store.session() as s:
        [r] = repo.load_rounds(session=s, game_id="g", trump_of=_trumps())
        assert s.scalar(select(Round.trump)) == "blue"  # the row keeps the colour's name
    assert (r.index, r.dealer, r.entry, r.points) == (0, 1, entry, (9, -27))


def test_put_round_replaces_a_round(store):
    _game(store, "g")
    first = RoundEntry(seats=(SeatEntry(call=1, tricks=1), SeatEntry(call=2, tricks=2)))
    second = RoundEntry(seats=(SeatEntry(call=3, tricks=0), SeatEntry(call=0, tricks=3)))
    with store.transaction() as s:
        repo.put_round(session=s, game_id="g", index=0, dealer=1, entry=first, points=(1, 2))
        repo.put_round(session=s, game_id="g", index=0, dealer=1, entry=second, points=(-3, -3))
    with store.session() as s:
        rounds = repo.load_rounds(session=s, game_id="g", trump_of=_trumps())
        assert s.scalar(select(func.count()).select_from(RoundSeat)) == 2
    assert [(r.entry, r.points) for r in rounds] == [(second, (-3, -3))]


def test_seats_keep_their_clockwise_order(store):
    _game(store, "g", players=("Zoe", "Ann", "Max"))
    with store.session() as s:
        assert repo.seat_names(session=s, game_id="g") == ["Zoe", "Ann", "Max"]


def test_history_pages_newest_first(store):
    for i in range(7):
        _game(store, f"g{i}", when=T0 + timedelta(minutes=i), status="finished" if i % 2 else "active")
    with store.session() as s:
        first = repo.list_games(session=s, limit=3)
        second = repo.list_games(session=s, limit=3, offset=3)
        third = repo.list_games(session=s, limit=3, offset=6)
        active = repo.list_games(session=s, status="active", limit=10)
    assert [r.game.id for r in first + second + third] == [f"g{i}" for i in range(6, -1, -1)]
    assert [r.game.id for r in active] == ["g6", "g4", "g2", "g0"]
    assert first[0].players == ("Ann", "Bob") and first[0].rounds == 0


def test_equal_start_times_page_without_repeats(store):
    for i in range(5):
        _game(store, f"same{i}", when=T0)
    with store.session() as s:
        ids = [r.game.id for off in range(0, 5, 2)
               for r in repo.list_games(session=s, limit=2, offset=off)]
    assert sorted(ids) == [f"same{i}" for i in range(5)]


def test_the_history_query_uses_the_created_at_index(tmp_path):
    from scorepad.store.db import open_store

    store = open_store(f"sqlite:///{tmp_path}/plan.sqlite")
    with store.session() as s:
        plan = " ".join(row[-1] for row in s.execute(text(
            "EXPLAIN QUERY PLAN SELECT * FROM games ORDER BY created_at DESC, id DESC LIMIT 50")))
    assert "ix_games_created_at" in plan and "TEMP B-TREE" not in plan
    store.close()


def test_deleting_a_game_deletes_its_rounds_seats_and_judged_tricks(store):
    _game(store, "g")
    _game(store, "other")
    entry = RoundEntry(seats=(SeatEntry(call=1, tricks=1), SeatEntry(call=2, tricks=2)))
    with store.transaction() as s:
        for gid in ("g", "other"):
            repo.put_round(session=s, game_id=gid, index=0, dealer=1, entry=entry, points=(1, 2))
        repo.add_judged_trick(session=s, game_id="g", round_index=0, game="sixth-sense",
                              kind="trick", plays=["red 1"], request={}, answer={})
    with store.transaction() as s:
        assert repo.delete_game(session=s, game_id="g") is True
        assert repo.delete_game(session=s, game_id="g") is False
    with store.session() as s:
        assert s.scalar(select(func.count()).select_from(Round)) == 1
        assert s.scalar(select(func.count()).select_from(RoundSeat)) == 2
        assert s.scalar(select(func.count()).select_from(GameSeat)) == 2
        assert s.scalar(select(func.count()).select_from(JudgedTrick)) == 0
        assert s.scalar(select(func.count()).select_from(Player)) == 2  # names stay known


def test_known_players_most_recent_first(store):
    _game(store, "a", players=("Ann", "Bob"), when=T0)
    _game(store, "b", players=("Cy", "Bob"), when=T0 + timedelta(days=1))
    with store.session() as s:
        assert repo.known_players(session=s) == ["Bob", "Cy", "Ann"]


def test_a_judged_trick_without_a_game(store):
    with store.transaction() as s:
        row = repo.add_judged_trick(session=s, game="sixth-sense", kind="trick",
                                    plays=["blue 10", {"card": "red 0", "block": 0}],
                                    request={"kind": "trick"}, answer={"winner": 0},
                                    explanation="why")
    with store.session() as s:
        back = s.get(JudgedTrick, row.id)
        assert back.game_id is None and back.round_index is None
        assert back.plays == ["blue 10", {"card": "red 0", "block": 0}]
        assert back.explanation == "why"


def test_last_played_dates_an_active_game_by_its_change_a_finished_one_by_its_end(store):
    """The big screen's game (issue 36 item 6), on both databases: a finished game is the
    one played last while no active game changed after it finished."""
    with store.session() as s:
        assert repo.last_played(session=s) is None
    _game(store, "active", when=T0)
    with store.transaction() as s:  # finished at T0 + 2 h, after the active game's start
        repo.create_game(session=s, game_id="done", game="sixth-sense", options={},
                         players=["Ann", "Bob"], first_dealer=0, status="finished",
                         created_at=T0 + timedelta(hours=1),
                         finished_at=T0 + timedelta(hours=2), winners=[0])
    with store.session() as s:
        assert repo.last_played(session=s) == "done"
        assert repo.last_changed_active(session=s) == "active"
    with store.transaction() as s:  # a round in the active game (now): played last again
        repo.put_round(session=s, game_id="active", index=0, dealer=1,
                       entry=RoundEntry(seats=(SeatEntry(call=1, tricks=1),
                                               SeatEntry(call=2, tricks=2))), points=(1, 2))
    with store.transaction() as s:  # a later change to the finished game does not count
        repo.bump_version(session=s, game_id="done")
    with store.session() as s:
        assert repo.last_played(session=s) == "active"
