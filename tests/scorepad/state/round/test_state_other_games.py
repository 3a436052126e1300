"""Nomination whist and the shedding game through the state layer, on a real SQLite file.

Expected points are worked out by hand from RULES.md, not by the engine:
- whist (Game B): bid met -> 10 + tricks; missed -> 1 point per trick won; most points wins;
- shedding (Game C): each game scores the hand left; classic: lowest total wins.
"""

from __future__ import annotations

from rules.trump import NO_TRUMP, SUIT, Trump
from scorepad.words import say

from scorepad.state.new_game import NewGameState
from scorepad.state.round import PREDICTION, TRICKS, TRUMP, RoundState


def loaded(service, game_id) -> RoundState:
    rs = RoundState(service, game_id)
    assert rs.load()
    return rs


def start(service, game, options, names=("Ann", "Bob", "Cy")):
    ng = NewGameState(service)
    ng.load()
    ng.choose_game(game)
    assert ng.game == game and ng.error is None
    for name in names:
        ng.set_name(name)
        ng.add_name()
    ng.set_dealer(0)
    for fn, value in options:
        getattr(ng, fn)(value)
    assert ng.can_start
    game_id = ng.start()
    assert game_id is not None, ng.error
    return game_id


def test_the_picker_offers_all_three_games(service):
    ng = NewGameState(service)
    ng.load()
    by_id = {g.id: g for g in ng.games}
    assert by_id["nomination-whist"].available and by_id["shedding"].available
    assert (by_id["nomination-whist"].min_players, by_id["nomination-whist"].max_players) == (2, 4)


def test_a_whist_round_with_the_hook_and_the_last_tricks_filled_in(service):
    game_id = start(service, "nomination-whist", [("set_short", True)])
    rs = loaded(service, game_id)
    assert rs.options == {"short": True, "hook": True, "zero_streak": True}
    assert (rs.plan.number, rs.plan.rounds, rs.plan.cards) == (1, 7, 7)
    assert (rs.plan.dealer, rs.plan.leader) == (0, 1)  # Ann deals, Bob bids first
    assert rs.call_values == tuple(range(8))
    assert (rs.active_seat, rs.active_field) == (1, PREDICTION)
    rs.enter_prediction(1, 3)
    rs.enter_prediction(2, 2)
    assert (rs.active_seat, rs.active_field) == (0, PREDICTION)
    assert rs.forbidden == (2,)  # 3 + 2 + 2 = 7, the hand size: the hook
    assert "hook" in rs.forbidden_for(0)[2] and "Ann" in rs.forbidden_for(0)[2]
    rs.enter_prediction(0, 2)  # greyed out on the keypad, and refused: nothing changes
    assert rs.calls == (None, 3, 2) and "Ann may not bid 2" in rs.error
    rs.enter_prediction(0, 1)
    assert not rs.problems
    assert rs.active_field == TRUMP
    assert NO_TRUMP in rs.trump_choices  # the thing itself, not a chip key
    rs.choose_trump("H")
    assert (rs.active_seat, rs.active_field) == (1, TRICKS)
    rs.enter_tricks(1, 3)
    rs.enter_tricks(2, 1)
    assert rs.tricks == (3, 3, 1) and rs.auto_seat == 0  # 7 - 3 - 1
    # Bob bid 3 took 3: 13. Cy bid 2 took 1: 1. Ann bid 1 took 3: 3.
    assert [p.points for p in rs.preview] == [3, 13, 1]
    assert rs.entry.trump == Trump(SUIT, "H")
    assert rs.confirm(), rs.error
    assert list(rs.view.totals) == [3, 13, 1]
    assert list(service.get(game_id).totals) == [3, 13, 1]
    assert (rs.last_result.lead.names, rs.last_result.lead.total) == (("Bob",), 13)
    assert (rs.plan.number, rs.plan.cards, rs.plan.dealer) == (2, 6, 1)


def test_whist_no_trump_is_saved_as_none_and_the_one_card_round_has_no_no_trump(service):
    game_id = start(service, "nomination-whist", [("set_short", True)], names=("Ann", "Bob"))
    rs = loaded(service, game_id)
    # 7 cards, Ann deals, Bob leads. Bob 4 took 4: 14. Ann 2 took 3: 3 (2 + 4 != 7 nor 6).
    rs.enter_prediction(1, 4)
    rs.enter_prediction(0, 2)
    rs.choose_trump("none")
    rs.enter_tricks(1, 4)
    assert rs.tricks == (3, 4)
    assert rs.entry.trump is NO_TRUMP  # the value itself; the row writes null
    assert rs.confirm(), rs.error
    assert list(rs.view.totals) == [3, 14]
    rs.open_round(0)
    assert rs.trump is NO_TRUMP
    rs.cancel_edit()
    assert rs.plan.cards == 6 and rs.trump is None


def test_the_one_card_round_offers_only_the_four_suits(service):
    from rules.scoresheet import RoundEntry, SeatEntry

    game_id = start(service, "nomination-whist", [("set_short", True)], names=("Ann", "Bob"))
    for i, cards in enumerate((7, 6, 5, 4, 3, 2)):  # bids never add up to the hand size
        ann, bob = (1, 0) if i % 2 == 0 else (2, 1)
        service.record_round(game_id, RoundEntry(
            seats=(SeatEntry(call=ann, tricks=cards), SeatEntry(call=bob, tricks=0)),
            trump=Trump(SUIT, "S")), index=i)
    rs = loaded(service, game_id)
    assert rs.plan.cards == 1 and [t.key for t in rs.trump_choices] == ["S", "H", "D", "C"]
    rs.choose_trump("none")
    assert rs.error and rs.trump is None


def test_undo_of_a_hand_value_gives_the_fields_the_old_value_back(service):
    game_id = start(service, "shedding", [])
    rs = loaded(service, game_id)
    rs.enter_points(0, "12")
    rev = rs.fields_rev
    rs.undo()
    assert rs.points[0] is None and rs.fields_rev > rev


def test_a_classic_shedding_match_lowest_total_wins(service):
    game_id = start(service, "shedding", [("set_games", "2")])
    rs = loaded(service, game_id)
    assert rs.options["mode"] == "classic" and rs.options["games"] == 2
    assert rs.missing == ["the hand points of Bob, Cy and Ann"]
    rs.enter_points(0, "15")
    rs.enter_points(1, "0")
    assert rs.preview is None
    rs.enter_points(2, "42")
    assert [p.points for p in rs.preview] == [15, 0, 42]
    assert rs.confirm(), rs.error
    assert list(rs.view.totals) == [15, 0, 42]
    assert (rs.last_result.lead.names, rs.last_result.lead.total) == (("Bob",), 0)
    rs.enter_points(0, "0")
    rs.enter_points(1, "30")
    rs.enter_points(2, "x")
    assert rs.error and rs.points[2] is None
    rs.enter_points(2, "5")
    assert rs.confirm(), rs.error
    # totals: Ann 15, Bob 30, Cy 47: Ann has the lowest
    assert list(rs.view.totals) == [15, 30, 47]
    assert rs.finished
    assert [rs.names[w] for w in rs.view.standing.winners] == ["Ann"]


def test_last_man_standing_ends_at_the_target(service):
    game_id = start(service, "shedding", [("set_mode", "last-man-standing"),
                                          ("set_target", "50"), ("set_challenge", True)])
    rs = loaded(service, game_id)
    assert rs.options["target"] == 50 and rs.options["challenge"] is True
    for seat, value in enumerate((0, 60, 10)):
        rs.enter_points(seat, str(value))
    assert rs.confirm(), rs.error
    assert rs.finished
    assert [rs.names[w] for w in rs.view.standing.winners] == ["Bob"]


def test_a_bad_shedding_number_of_games_is_said(service):
    ng = NewGameState(service)
    ng.load()
    ng.choose_game("shedding")
    for name in ("Ann", "Bob"):
        ng.set_name(name)
        ng.add_name()
    ng.set_games("0")
    assert ng.start() is None and "number of games" in ng.error


# ---- issue 9: whist keypad, zero streak, trump chooser; shedding hand values; no seat numbers


def whist_round(service, game_id, index, bids, tricks, trump=Trump(SUIT, "S")):
    from rules.scoresheet import RoundEntry, SeatEntry

    service.record_round(game_id, RoundEntry(
        seats=tuple(SeatEntry(call=b, tricks=t) for b, t in zip(bids, tricks)), trump=trump),
        index=index)


def test_whist_tricks_keypad_offers_only_counts_that_can_add_up(service):
    game_id = start(service, "nomination-whist", [("set_short", True)], names=("Ann", "Bob", "Cem"))
    for _ in range(1):  # 7 cards; round 2 has 6: play round 1 first
        whist_round(service, game_id, 0, (1, 3, 2), (3, 3, 1))
    rs = loaded(service, game_id)
    assert rs.plan.cards == 6 and rs.plan.dealer == 1  # Bob deals, Cem bids first
    for seat, bid in ((2, 2), (0, 1), (1, 1)):
        rs.enter_prediction(seat, bid)
    rs.choose_trump("H")
    assert rs.trick_choices(2) == tuple(range(7))  # nobody has a count yet: 0..6
    rs.enter_tricks(2, 2)  # Cem took 2: at most 4 left for Ann
    assert rs.active_seat == 0 and rs.trick_choices(0) == (0, 1, 2, 3, 4)
    rs.enter_tricks(0, 3)
    assert rs.tricks == (3, 1, 2) and rs.auto_seat == 1
    # changing Ann again: Bob's filled-in 1 follows, so 0..4 are still offered
    assert rs.trick_choices(0) == (0, 1, 2, 3, 4)


def test_a_fourth_zero_bid_in_a_row_is_greyed_out_with_its_reason(service):
    game_id = start(service, "nomination-whist", [("set_short", True)], names=("Ann", "Bob"))
    # Ann bids 0 in rounds 1-3 (7, 6, 5 cards); the bids never add up to the hand size
    for i, cards in enumerate((7, 6, 5)):
        whist_round(service, game_id, i, (0, 1), (cards - 1, 1))
    rs = loaded(service, game_id)
    assert rs.plan.cards == 4 and rs.plan.dealer == 1  # Bob deals: Ann bids first
    assert rs.active_seat == 0
    why = rs.forbidden_for(0)
    assert set(why) == {0} and "Ann bid 0 in each of the last 3 rounds" in why[0]
    assert rs.forbidden == (0,)
    rs.enter_prediction(0, 0)
    assert rs.calls == (None, None) and "Ann may not bid 0" in rs.error
    assert "Seat" not in rs.error and "seat 0" not in rs.error
    rs.enter_prediction(0, 2)
    assert rs.calls[0] == 2 and rs.forbidden_for(1) == {2: rs.forbidden_for(1)[2]}  # hook: 4-2


def test_the_trump_prompt_names_who_chooses_equal_bids_the_first_in_bidding_order(service):
    game_id = start(service, "nomination-whist", [("set_short", True)], names=("Ann", "Bob", "Cem"))
    rs = loaded(service, game_id)  # Ann deals: Bob, Cem, Ann bid
    assert rs.trump_chooser_seat is None
    rs.enter_prediction(1, 2)
    rs.enter_prediction(2, 3)
    assert rs.trump_chooser_seat is None  # not every bid is in
    rs.enter_prediction(0, 3)  # Cem and Ann bid 3: Cem bid first
    assert rs.trump_chooser_seat == 2
    words = rs.form.trump_words  # the prompt the trump row says, the player named
    assert say(words.asking(rs.trump_chooser_seat, rs.calls), rs.names) == \
        "Trump — Cem chooses (first of the equal highest bids)"


def test_a_hand_value_the_deck_cannot_produce_is_refused_naming_the_largest(service):
    from rules.shedding.scoresheet import deck_points

    game_id = start(service, "shedding", [("set_games", "1")])
    rs = loaded(service, game_id)
    most = deck_points() - 1  # the whole deck but the card face up on the pile
    rs.enter_points(0, str(most + 1))
    assert rs.points[0] is None and str(most) in rs.point_errors[0]
    assert rs.point_errors[0].startswith(f"Ann's hand cannot count {most + 1}")
    rs.enter_points(0, str(most))
    assert rs.points[0] == most and rs.point_errors[0] is None
    rs.enter_points(1, "0")
    rs.enter_points(2, "1")
    assert rs.problems and "add up to" in rs.problems[0].message  # the deck has no more
    assert not rs.confirm()


def test_enter_in_a_hand_field_moves_to_the_next_players(service):
    game_id = start(service, "shedding", [])
    rs = loaded(service, game_id)  # Ann deals, Bob starts: order Bob, Cy, Ann
    assert rs.order == [1, 2, 0]
    rs.enter_points(1, "5")
    rs.next_field(1)
    assert rs.focus_seat == 2
    rev = rs.focus_rev
    rs.enter_points(2, "0")
    rs.next_field(2)
    assert rs.focus_seat == 0 and rs.focus_rev == rev + 1
