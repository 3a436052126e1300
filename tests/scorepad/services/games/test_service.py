"""The game flow over the engine and the store, on SQLite and PostgreSQL."""

import random
import re
import uuid

import pytest
from sqlalchemy import func, select

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.service import GameError, GameNotFound, GameService
from scorepad.store.db import open_store
from scorepad.store.models import Round
from rules.trump import COLOUR, SUIT, Trump
from scorepad.words import say, say_all

ANN_BOB_CY = ["Ann", "Bob", "Cy"]


def sixth(*seats, trump=Trump(COLOUR, "red"), voids=0):
    """A 6th Sense round from (prediction, tricks[, doubles]) per seat."""
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t, doubles=d[0] if d else 0)
                                  for c, t, *d in seats), trump=trump, voids=voids)


MET_MET_MISSED = sixth((4, 4), (5, 5), (6, 4))  # 4, 5, -2 with 13 tricks (3 players)


@pytest.fixture
def svc(store):
    return GameService(store, rng=random.Random(7))


def _rounds_in_db(store) -> int:
    with store.session() as s:
        return s.scalar(select(func.count()).select_from(Round))


# -- starting ----------------------------------------------------------------------------------

def test_start_game_gives_the_first_round_plan(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=1)
    assert (g.game, g.title, g.players, g.status) == ("sixth-sense", "6th Sense", tuple(ANN_BOB_CY), "active")
    uuid.UUID(g.id)
    p = g.next_plan
    assert (p.index, p.dealer, p.leader, p.cards, p.tricks, p.rounds) == (0, 1, 2, 14, 13, 6)
    assert g.options["scoring"] == "standard" and g.totals == (0, 0, 0)


def test_dealer_and_leader_move_clockwise_each_round(svc):
    g = svc.start_game(game="sixth-sense", players=["A", "B", "C", "D"], first_dealer=3)
    dealers = []
    for _ in range(4):
        dealers.append((g.next_plan.dealer, g.next_plan.leader))
        g = svc.record_round(g.id, sixth((4, 4), (5, 5), (2, 2), (0, 2)), index=len(g.rounds))
    assert dealers == [(3, 0), (0, 1), (1, 2), (2, 3)]


def test_first_dealer_is_drawn_at_random_when_not_given(store):
    seen = {GameService(store, rng=random.Random(seed)).start_game(
        game="sixth-sense", players=ANN_BOB_CY).first_dealer for seed in range(30)}
    assert seen == {0, 1, 2}


def test_a_chosen_game_id_is_kept(svc):
    gid = str(uuid.uuid4())
    assert svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0, game_id=gid).id == gid
    with pytest.raises(GameError, match="already exists"):
        svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0, game_id=gid)


@pytest.mark.parametrize("kwargs, words", [
    ({"game": "poker"}, "Unknown game 'poker'"),
    ({"players": ["Ann"]}, "2 to 6 players, not 1"),
    ({"players": list("ABCDEFG")}, "2 to 6 players, not 7"),
    ({"players": ["Ann", "  ann "]}, "Two players are called"),
    ({"players": ["Ann", " "]}, "Every player needs a name"),
    ({"players": ["Ann", "B\x00b"]}, "holds a character a name cannot have"),
    ({"first_dealer": 3}, "seat from 0 to 2"),
    ({"options": {"ending": "target"}}, "target"),
    ({"options": {"colour": "red"}}, "unknown 6th Sense option"),
    ({"game_id": "not-a-uuid"}, "UUID"),
])
def test_bad_set_ups_are_refused_and_nothing_is_saved(svc, kwargs, words):
    args = dict(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0) | kwargs
    with pytest.raises(GameError) as err:
        svc.start_game(**args)
    assert re.search(words, say_all(err.value.problems)), say_all(err.value.problems)
    assert svc.list_games() == []


def test_names_are_tidied(svc):
    g = svc.start_game(game="sixth-sense", players=["  Ann  Marie ", "Bob"], first_dealer=0,
                       options={"removed": "blue"})
    assert g.players == ("Ann Marie", "Bob")


# -- recording ---------------------------------------------------------------------------------

def test_record_round_scores_and_totals(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    g = svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    g = svc.record_round(g.id, sixth((0, 0), (8, 6), (6, 7)), index=len(g.rounds))
    assert [r.points for r in g.rounds] == [(4, 5, -2), (0, -2, -1)]
    assert [r.totals for r in g.rounds] == [(4, 5, -2), (4, 3, -3)]
    assert g.totals == (4, 3, -3)
    assert "6/9" in g.rounds[0].scores[2].explanation
    assert g.next_plan.index == 2


def test_a_round_with_problems_is_refused_and_nothing_is_saved(svc, store):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    bad = sixth((4, 4), (5, 5), (6, 9))  # 18 tricks in a 13-trick round
    problems = svc.check_round(g.id, bad)
    assert problems and "13" in problems[0].message
    with pytest.raises(GameError) as err:
        svc.record_round(g.id, bad, index=len(g.rounds))
    assert err.value.problems == problems
    assert _rounds_in_db(store) == 0
    assert svc.get(g.id).rounds == ()


def test_wrong_number_of_seats_is_a_problem(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    [problem] = svc.check_round(g.id, sixth((4, 4), (9, 9)))
    assert "2 seats" in problem.message


def test_preview_scores_without_saving(svc, store):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    assert [s.points for s in svc.preview(g.id, MET_MET_MISSED)] == [4, 5, -2]
    assert _rounds_in_db(store) == 0
    with pytest.raises(GameError):
        svc.preview(g.id, sixth((4, 4), (5, 5), (6, 9)))


def test_the_game_finishes_after_its_rounds_and_refuses_more(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    for _ in range(6):
        g = svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    assert g.status == "finished" and g.next_plan is None
    assert g.standing.over and g.winners == ("Bob",) and g.finished_at is not None
    assert say(svc.check_round(g.id, MET_MET_MISSED)[0].message).startswith("The game is over")
    with pytest.raises(GameError, match="over"):
        svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))


def test_equal_totals_share_the_win(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    for _ in range(6):
        g = svc.record_round(g.id, sixth((4, 4), (4, 4), (5, 5)), index=len(g.rounds))
    assert g.winners == ("Cy",)
    g = svc.undo_last_round(g.id)
    g = svc.record_round(g.id, sixth((5, 5), (5, 5), (3, 3)), index=len(g.rounds))
    assert g.totals == (25, 25, 28) and g.winners == ("Cy",)
    g = svc.edit_round(g.id, 0, sixth((6, 6), (6, 6), (1, 1)))
    assert g.totals == (27, 27, 24) and g.winners == ("Ann", "Bob")
    assert g.standing.winners == (0, 1)


def test_target_score_game_ends_when_someone_reaches_it(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0,
                       options={"ending": "target", "target": 12})
    assert g.next_plan.rounds is None
    g = svc.record_round(g.id, sixth((8, 8), (5, 5), (0, 0)), index=len(g.rounds))
    assert g.status == "active"
    g = svc.record_round(g.id, sixth((4, 4), (5, 5), (4, 4)), index=len(g.rounds))
    assert g.status == "finished" and g.winners == ("Ann",) and g.totals == (12, 10, 4)


def test_edit_an_earlier_round_recomputes_totals(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    for _ in range(3):
        g = svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    g = svc.edit_round(g.id, 0, sixth((0, 3), (5, 5), (6, 5)))
    assert [r.totals for r in g.rounds] == [(-3, 5, -1), (1, 10, -3), (5, 15, -5)]
    assert g.rounds[0].plan.dealer == 0 and len(g.rounds) == 3


def test_an_edit_with_problems_keeps_the_old_round(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    g = svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    with pytest.raises(GameError):
        svc.edit_round(g.id, 0, sixth((4, 4), (5, 5), (6, 9)))
    with pytest.raises(GameError, match="no round"):
        svc.edit_round(g.id, 1, MET_MET_MISSED)
    assert svc.get(g.id).rounds[0].entry == MET_MET_MISSED


def test_editing_the_last_round_of_a_finished_game_can_change_the_winner(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    for _ in range(6):
        g = svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    g = svc.edit_round(g.id, 5, sixth((0, 0), (0, 13), (7, 0)))
    assert g.totals == (20, 12, -17) and g.winners == ("Ann",) and g.status == "finished"
    [summary] = svc.list_games()
    assert summary.winners == ("Ann",)


def test_undo_reopens_a_finished_game(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    for _ in range(6):
        g = svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    g = svc.undo_last_round(g.id)
    assert g.status == "active" and len(g.rounds) == 5 and g.finished_at is None
    assert g.next_plan.index == 5
    assert svc.list_games()[0].winners == ()
    for _ in range(5):
        g = svc.undo_last_round(g.id)
    with pytest.raises(GameError, match="no round to undo"):
        svc.undo_last_round(g.id)


def test_resume_after_a_restart(database_url):
    store = open_store(database_url)
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=2)
    svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    store.close()

    store = open_store(database_url)  # a new process, as it were
    resumed = GameService(store).latest_active()
    assert resumed.id == g.id and resumed.totals == (4, 5, -2)
    assert (resumed.next_plan.index, resumed.next_plan.dealer) == (1, 0)
    store.close()


# -- other games through the same service ------------------------------------------------------

def test_nomination_whist_through_the_same_service(svc):
    g = svc.start_game(game="nomination-whist", players=ANN_BOB_CY, first_dealer=0,
                       options={"short": True})
    assert (g.next_plan.cards, g.next_plan.rounds) == (7, 7)
    g = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=2, tricks=2), SeatEntry(call=3, tricks=3),
                                                 SeatEntry(call=1, tricks=2)), trump=Trump(SUIT, "S")),
                         index=0)
    assert g.totals == (12, 13, 2)


def test_whist_refuses_a_fourth_zero_bid_in_a_row(svc):
    g = svc.start_game(game="nomination-whist", players=["Ann", "Bob"], first_dealer=0)
    for hand in (7, 6, 5):
        g = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=0, tricks=0),
                                                     SeatEntry(call=hand - 1, tricks=hand))),
                             index=len(g.rounds))
    fourth = RoundEntry(seats=(SeatEntry(call=0, tricks=0), SeatEntry(call=3, tricks=4)))
    problems = svc.check_round(g.id, fourth)
    assert any("zero" in p.message for p in problems)


def test_the_shedding_game_lowest_total_wins(svc):
    g = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0,
                       options={"mode": "classic", "games": 1})
    g = svc.record_round(g.id, RoundEntry(seats=(SeatEntry(hand=("red 7 hexagon", "gold blind")),
                                                 SeatEntry(hand=()))), index=len(g.rounds))
    assert g.totals == (27, 0) and g.winners == ("Bob",)
    assert svc.get(g.id).rounds[0].entry.seats[0].hand == ("red 7 hexagon", "gold blind")


# -- the history -------------------------------------------------------------------------------

def test_list_games_pages_newest_first_with_winners(svc):
    ids = []
    for i in range(5):
        g = svc.start_game(game="sixth-sense", players=[f"P{i}", "Bob", "Cy"], first_dealer=0)
        ids.append(g.id)
    for k in range(6):
        svc.record_round(ids[1], MET_MET_MISSED, index=k)
    page1, page2 = svc.list_games(limit=3), svc.list_games(limit=3, offset=3)
    assert [s.id for s in page1 + page2] == ids[::-1]
    finished = svc.list_games(status="finished")
    assert [(s.id, s.winners, s.rounds) for s in finished] == [(ids[1], ("Bob",), 6)]
    assert [s.id for s in svc.list_games(status="active", limit=10)] == [ids[i] for i in (4, 3, 2, 0)]
    assert svc.count_games() == 5
    with pytest.raises(GameError):
        svc.list_games(status="lost")


def test_delete_game(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    svc.record_round(g.id, MET_MET_MISSED, index=len(g.rounds))
    svc.delete_game(g.id)
    assert svc.list_games() == []
    with pytest.raises(GameNotFound):
        svc.get(g.id)
    with pytest.raises(GameNotFound):
        svc.delete_game(g.id)


def test_known_players(svc):
    svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    svc.start_game(game="sixth-sense", players=["Dee", "Ann", "Eve"], first_dealer=0)
    assert set(svc.known_players()) == {"Ann", "Bob", "Cy", "Dee", "Eve"}
    assert svc.known_players()[:3] != ["Bob", "Cy", "Ann"]  # the newer game's players first
    assert set(svc.known_players()[:3]) == {"Dee", "Ann", "Eve"}


def test_save_judged_trick(svc):
    g = svc.start_game(game="sixth-sense", players=ANN_BOB_CY, first_dealer=0)
    request = {"kind": "trick", "game": "sixth-sense", "players": 3, "trump": "blue",
               "plays": ["blue 10", "red 4", {"card": "green 0", "block": 1}]}
    answer = {"winner": 0, "explanation": "The blue 10 is the highest trump."}
    svc.save_judged_trick(game_id=g.id, round_index=0, request=request, answer=answer)
    svc.save_judged_trick(request=request, answer=answer)  # judged away from any game
    [t] = svc.judged_tricks(g.id)
    assert t["plays"] == request["plays"] and t["round_index"] == 0
    assert t["explanation"] == answer["explanation"] and t["answer"] == answer
    with pytest.raises(GameNotFound):
        svc.save_judged_trick(game_id=str(uuid.uuid4()), request=request, answer=answer)


def test_unknown_game_ids_are_game_not_found(svc):
    with pytest.raises(GameNotFound, match="no game"):
        svc.get(str(uuid.uuid4()))
    with pytest.raises(GameNotFound):
        svc.record_round(str(uuid.uuid4()), MET_MET_MISSED, index=0)


def test_checking_an_edit_uses_that_rounds_plan(svc):
    g = svc.start_game(game="sixth-sense", players=["A", "B"], first_dealer=0,
                       options={"removed": "red"})
    two = sixth((4, 4), (10, 10), trump=Trump(COLOUR, "blue"))  # 14 tricks: 2 players
    g = svc.record_round(g.id, two, index=len(g.rounds))
    g = svc.record_round(g.id, two, index=len(g.rounds))
    assert svc.check_round(g.id, sixth((4, 4), (10, 11), trump=Trump(COLOUR, "blue")), index=0)[0].field == "tricks"
    preview = svc.preview(g.id, sixth((0, 1), (10, 13), trump=Trump(COLOUR, "blue")), index=1)
    assert [s.points for s in preview] == [-1, -3]
    assert svc.get(g.id).rounds[1].entry == two  # a preview saves nothing
    [problem] = svc.check_round(g.id, two, index=5)
    assert "no round 5" in problem.message
    assert svc.check_round(g.id, two, index=2) == []  # index 2 is the next round


def test_two_players_need_the_removed_colour_and_trump_cannot_be_it(svc):
    with pytest.raises(GameError, match="2-player game takes one colour out"):
        svc.start_game(game="sixth-sense", players=["A", "B"], first_dealer=0)
    g = svc.start_game(game="sixth-sense", players=["A", "B"], first_dealer=0,
                       options={"removed": "red"})
    problems = svc.check_round(g.id, sixth((4, 4), (10, 10), trump=Trump(COLOUR, "red")))
    assert [p.field for p in problems] == ["trump"]


def test_an_absurdly_large_number_is_refused_not_a_crash(svc, store):
    g = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0)
    huge = RoundEntry(seats=(SeatEntry(points=10**30), SeatEntry(points=0)))
    with pytest.raises(GameError):
        svc.record_round(g.id, huge, index=len(g.rounds))
    assert _rounds_in_db(store) == 0
