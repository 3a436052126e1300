"""Players who come, go and come back, through the game service and the store (PLAYERS.md), on
SQLite and PostgreSQL: the changes are kept with the game, a joining seat takes its place,
rounds are stored for the seats at their table, a refusal changes nothing, undo takes back
whichever came last, and what was stored reads back the same after a reopen."""

import random

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, SUIT, Trump
from scorepad.services.games.service import GameError, GameService


@pytest.fixture
def svc(store):
    return GameService(store, rng=random.Random(7))


def whist(*seats, trump="S"):
    """A whist round from (bid, tricks) per seat at the table."""
    return RoundEntry(seats=tuple(SeatEntry(call=b, tricks=t) for b, t in seats),
                      trump=Trump(SUIT, trump))


def sixth(*seats, trump="red"):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in seats),
                      trump=Trump(COLOUR, trump))


def test_a_late_arrival_joins_at_a_chosen_place_with_the_average(svc):
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=0,
                       options={"short": True})
    g = svc.record_round(g.id, whist((3, 3), (2, 2), (1, 2)), index=0)  # 7 cards: 13, 12, 2
    before = g.totals
    g = svc.change_table(g.id, [{"change": "join", "player": "Dee", "after": "Ann",
                                 "start": "average"}])
    assert g.players == ("Ann", "Dee", "Bob", "Cy")
    mean = sum(before) / 3
    assert g.totals[1] == int(mean + 0.5) and g.joined == {1: (1, g.totals[1])}
    assert g.next_table.seats == (0, 1, 2, 3)
    # the dealer moves on from Ann to the next seat at the table: Dee
    assert g.next_table.dealer == 1 and g.names_at(1)[g.next_plan.dealer] == "Dee"
    assert g.rounds[0].seats == (0, 2, 3)  # the first round, renumbered with the game
    assert g.rounds[0].seat_points(4)[1] is None
    g = svc.record_round(g.id, whist((2, 2), (1, 1), (0, 2), (2, 1)), index=1)
    again = GameService(svc.store).get(g.id)  # read back from the store
    assert again.players == g.players and again.totals == g.totals
    assert [r.entry for r in again.rounds] == [r.entry for r in g.rounds]
    assert again.changes[0]["after"] == "Ann" and again.changes[0]["before_round"] == 1


def test_sit_out_come_back_and_leave_with_the_winners_among_those_still_in(svc):
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy", "Dee"],
                       first_dealer=0, options={"short": True})
    hands = [7, 6, 5, 4, 3, 2, 1]
    g = svc.record_round(g.id, whist((7, 7), (0, 0), (0, 0), (1, 0)), index=0)
    g = svc.change_table(g.id, [{"change": "sit_out", "player": "Bob"}])
    assert g.next_table.seats == (0, 2, 3) and g.next_table.away == (1,)
    g = svc.record_round(g.id, whist((6, 6), (0, 0), (1, 0)), index=1)
    g = svc.change_table(g.id, [{"change": "come_back", "player": "Bob"},
                                {"change": "leave", "player": "Ann"}])
    assert g.next_table.seats == (1, 2, 3) and g.left == {0: 2}
    ann = g.totals[0]
    for index in range(2, 7):
        n = hands[index]
        g = svc.record_round(g.id, whist((n, n), (1, 0), (0, 0)) if index % 2 == 0
                             else whist((1, 0), (0, 0), (n, n)), index=index)
    assert g.is_over
    ranked = (1, 2, 3)
    best = max(g.totals[s] for s in ranked)
    assert set(g.winners) == {g.players[s] for s in ranked if g.totals[s] == best}
    assert "Ann" not in g.winners and g.totals[0] == ann  # left: not ranked, total kept


def test_a_refused_change_changes_nothing(svc):
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob"], first_dealer=0)
    version = g.version
    with pytest.raises(GameError) as out:
        svc.change_table(g.id, [{"change": "sit_out", "player": "Bob"}])
    assert "2 to 4" in str(out.value) and "\n" not in str(out.value)
    for bad in ([{"change": "join", "player": "ann"}],       # a name already seated
                [{"change": "join", "player": "Eve", "after": "Zed"}],
                [{"change": "come_back", "player": "Ann"}],
                [{"change": "leave", "player": "Nobody"}],
                [{"change": "dance", "player": "Ann"}], []):
        with pytest.raises(GameError):
            svc.change_table(g.id, bad)
    same = svc.get(g.id)
    assert same.version == version and same.players == ("Ann", "Bob") and not same.changes


def test_a_join_then_a_leave_keep_whist_at_four(svc):
    g = svc.start_game(game="nomination-whist", players=["A", "B", "C", "D"], first_dealer=0)
    g = svc.change_table(g.id, [{"change": "join", "player": "E", "after": "D"},
                                {"change": "leave", "player": "A"}])
    assert g.players == ("A", "B", "C", "D", "E") and g.next_table.seats == (1, 2, 3, 4)
    # the first dealer left before the first round: the next at the table deals
    assert g.next_table.dealer == 1


def test_undo_takes_back_the_last_change_then_the_last_round(svc):
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    g = svc.record_round(g.id, sixth((4, 4), (5, 5), (6, 4)), index=0)
    g = svc.change_table(g.id, [{"change": "join", "player": "Dee", "after": None}])
    assert g.players == ("Dee", "Ann", "Bob", "Cy") and g.first_dealer == 1
    g = svc.undo_last_round(g.id, expected=g.rounds[-1].version)
    assert g.players == ("Ann", "Bob", "Cy") and not g.changes and len(g.rounds) == 1
    assert g.first_dealer == 0 and g.rounds[0].seats == (0, 1, 2)
    g = svc.undo_last_round(g.id, expected=g.rounds[-1].version)
    assert not g.rounds


def test_sixth_sense_down_to_two_needs_a_colour_and_deals_for_two(svc):
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    with pytest.raises(GameError) as out:
        svc.change_table(g.id, [{"change": "sit_out", "player": "Cy"}])
    assert "colour" in str(out.value)
    g = svc.change_table(g.id, [{"change": "sit_out", "player": "Cy", "removed": "red"}])
    opts = g.options_at(0)
    assert opts["removed"] == "red" and g.next_plan.cards == 15
    with pytest.raises(GameError):  # red is out of the deck: it cannot be trump
        svc.record_round(g.id, sixth((4, 7), (5, 7), trump="red"), index=0)
    g = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=4, tricks=7),
                                                 SeatEntry(call=5, tricks=7)),
                                          trump=Trump(COLOUR, "blue")), index=0)
    assert g.rounds[0].seats == (0, 1) and g.totals[2] == 0
    g = svc.change_table(g.id, [{"change": "come_back", "player": "Cy"}])
    assert g.options_at(1)["removed"] is None and g.next_plan.cards == 14


def test_the_number_of_rounds_changes(svc):
    g = svc.start_game(game="sixth-sense", players=["A", "B", "C", "D"], first_dealer=0)
    assert g.next_plan.rounds == 4
    g = svc.change_table(g.id, [{"change": "rounds", "rounds": 5}])
    assert g.next_plan.rounds == 5
    with pytest.raises(GameError):
        svc.change_table(g.id, [{"change": "rounds", "rounds": 0}])


def test_two_at_the_table_and_one_must_go_the_game_ends_as_it_stands(svc):
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob"], first_dealer=0)
    with pytest.raises(GameError):  # a round first
        svc.change_table(g.id, [{"change": "end"}])
    g = svc.record_round(g.id, whist((3, 4), (2, 3)), index=0)
    with pytest.raises(GameError):  # one would be left
        svc.change_table(g.id, [{"change": "leave", "player": "Bob"}])
    g = svc.change_table(g.id, [{"change": "end"}])
    assert g.is_over and g.next_plan is None
    best = max(g.totals)
    assert set(g.winners) == {g.players[s] for s in (0, 1) if g.totals[s] == best}
    with pytest.raises(GameError):
        svc.record_round(g.id, whist((3, 4), (2, 2)), index=1)
    g = svc.undo_last_round(g.id)  # the end is a change: Undo takes it back
    assert not g.is_over and g.next_plan is not None


def test_a_rename_or_a_merge_follows_the_players_the_changes_name(svc, store):
    from scorepad.services.players.service import PlayerService

    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"], first_dealer=0)
    g = svc.record_round(g.id, whist((3, 3), (2, 2), (1, 2)), index=0)
    g = svc.change_table(g.id, [{"change": "leave", "player": "Cy"},
                                {"change": "join", "player": "Dee", "after": "Cy",
                                 "start": {"takes_over": "Cy"}}])
    players = PlayerService(store)
    players.rename("Cy", "Cyril")
    players.rename("Dee", "Deirdre")
    again = GameService(store).get(g.id)
    assert again.players == ("Ann", "Bob", "Cyril", "Deirdre")
    assert again.changes[0]["player"] == "Cyril"
    assert again.changes[1] == {**again.changes[1], "player": "Deirdre", "after": "Cyril",
                                "start": {"takes_over": "Cyril"}}
    other = svc.start_game(game="nomination-whist", players=["Ann", "Eve"], first_dealer=0)
    assert other.id
    players.merge("Deirdre", "Eve")  # never at one table with Eve: one person
    assert GameService(store).get(g.id).players[3] == "Eve"
    assert GameService(store).get(g.id).changes[1]["player"] == "Eve"


def test_a_join_starts_as_the_game_says_unless_told_and_bad_changes_are_refused(svc):
    g = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0,
                       options={"games": 3})
    g = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(points=30), SeatEntry(points=0))),
                         index=0)
    g = svc.change_table(g.id, [{"change": "join", "player": "Cy", "after": "Bob"}])
    assert g.changes[-1]["start"] == "worst" and g.totals[2] == 30  # classic: the worst
    s = svc.start_game(game="sixth-sense", players=["A", "B", "C"], first_dealer=0)
    with pytest.raises(GameError):
        svc.change_table(s.id, [{"change": "sit_out", "player": "C", "removed": "pink"}])
    w = svc.start_game(game="nomination-whist", players=["A", "B"], first_dealer=0)
    for k in range(10):  # 12 seats in all, those who left included
        w = svc.change_table(w.id, [{"change": "join", "player": f"P{k}", "after": None},
                                    {"change": "leave", "player": f"P{k}"}] if k < 9 else
                             [{"change": "join", "player": f"P{k}", "after": None}])
    assert len(w.players) == 12
    with pytest.raises(GameError) as out:
        svc.change_table(w.id, [{"change": "join", "player": "Q", "after": None}])
    assert "12" in str(out.value)
