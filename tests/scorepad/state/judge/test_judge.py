""""Who won the trick?" card by card, with the 0 and 6 questions, alone or with a game."""

from __future__ import annotations

from rules.trump import NO_TRUMP, SUIT, Trump
from scorepad.state.judge import SIX, ZERO, JudgeState


def judge(players=4, trump="blue", leader=0, service=None) -> JudgeState:
    js = JudgeState(service)
    js.set_players(players)
    js.set_trump(trump)
    js.set_leader(leader)
    return js


def play(js, colour, value):
    js.pick_colour(colour)
    js.pick_value(value)


def test_after_each_card_the_judge_says_who_is_winning_so_far():
    js = judge()
    play(js, "red", 5)
    assert js.trick.ruling.winner == 0 and js.trick.ruling.complete is False
    play(js, "red", 7)
    assert js.trick.ruling.winner == 1
    assert js.trick.ruling.explanation
    assert js.next_seat == 2


def test_the_seed_reversal_example_gives_the_last_low_card():
    js = judge(trump="blue")
    for colour, value in (("blue", 10), ("red", 4), ("green", 1), ("yellow", 1)):
        play(js, colour, value)
    assert js.complete
    assert js.trick.ruling.winner == 3 and js.trick.ruling.reversed is True


def test_a_six_asks_six_or_nine_and_nine_beats_an_eight():
    js = judge(trump=None)
    play(js, "red", 8)
    play(js, "red", 6)
    assert js.trick.question == SIX and str(js.trick.pending) == "red 6"
    assert len(js.trick.plays) == 1  # not played until answered
    js.answer_six(9)
    assert js.trick.plays[-1].declared == 9
    assert js.trick.ruling.winner == 1


def test_a_zero_asks_plain_or_which_card_it_blocks():
    js = judge(players=3, trump=None)
    play(js, "red", 10)
    play(js, "red", 2)
    play(js, "green", 0)
    assert js.trick.question == ZERO
    assert js.trick.blockable == (0, 1)
    js.answer_zero(0)  # blocks the lead
    assert js.complete
    assert sorted(js.trick.ruling.blocked) == [0, 2]
    assert js.trick.ruling.winner == 1


def test_a_zero_as_the_lead_is_not_asked_about():
    js = judge(trump=None)
    play(js, "red", 0)
    assert js.trick.question is None and str(js.trick.plays[0].card) == "red 0"


def test_the_same_card_twice_is_refused_in_place():
    js = judge()
    play(js, "red", 5)
    play(js, "red", 5)
    assert "already in this trick" in js.error
    assert len(js.trick.plays) == 1


def test_a_value_before_a_colour_is_refused():
    js = judge()
    js.pick_value(5)
    assert "colour first" in js.error


def test_the_engine_refusal_is_shown_and_the_card_not_played():
    js = judge(players=2, trump=None)
    js.set_removed("purple")
    js.pick_colour("purple")
    assert "not a colour in this game" in js.error
    assert js.trick.plays == ()


def test_the_end_gives_double_and_peek():
    js = judge(players=3, trump=None)
    play(js, "red", 8)
    play(js, "red", 12)
    play(js, "green", 3)
    assert js.trick.ruling.double is True
    assert js.trick.ruling.peek == 0 and js.trick.ruling.winner == 1


def test_undo_steps_back_question_colour_then_card():
    js = judge()
    play(js, "red", 5)
    play(js, "red", 6)
    js.undo()
    assert js.trick.question is None and js.trick.pending is None
    js.undo()
    assert js.trick.colour is None
    js.undo()
    assert js.trick.plays == () and js.trick.ruling is None


def test_attached_to_a_round_it_saves_the_trick_with_the_game(service, four):
    js = JudgeState(service)
    js.attach(game_id=four, round_index=0, names=["Ann", "Bob", "Cy", "Di"], trump="green",
              leader=1, removed=None)
    assert js.table.seat_name(js.next_seat) == "Bob"
    for colour, value in (("red", 3), ("red", 7), ("green", 1), ("red", 14)):
        play(js, colour, value)
    assert js.complete and js.trick.ruling.winner == 3  # Di (seat 3) played the green 1: trump
    assert js.save()
    saved = service.judged_tricks(four)
    assert len(saved) == 1 and saved[0]["round_index"] == 0
    assert saved[0]["answer"]["winner"] == js.trick.ruling.winner


def test_saving_without_a_game_says_so():
    js = judge()
    assert js.save() is False
    assert "Open a game" in js.error


# ---- every game, and a whole round card by card (issue 14) -------------------------------

import random

from scorepad.state.round import RoundState
from tests.rules.sixth_sense.games import random_round


def test_the_game_can_be_picked_and_whist_judges_suits_and_ranks():
    js = JudgeState(None)
    js.choose_game("nomination-whist")
    assert js.table.players == 4 and js.table.colours == ("S", "H", "D", "C")
    js.set_players(5)
    assert "2 to 4" in js.error and js.table.players == 4
    js.set_players(3)
    js.set_trump("S")
    js.set_leader(0)
    js.pick_colour("H")
    js.pick_value("Q")
    js.pick_colour("H")
    js.pick_value("A")
    assert js.trick.ruling.winner == 1 and not js.trick.ruling.complete
    assert "The ace of hearts" in js.explanation
    js.pick_colour("S")
    js.pick_value("2")  # a trump wins
    assert js.complete and js.trick.ruling.winner == 2
    kept = js.trick.kept(js.table)
    assert kept.game == "nomination-whist" and kept.trump.name == "S" and len(kept.plays) == 3
    js.pick_colour("S")
    assert "complete" in js.error


def test_shedding_may_this_card_go_on_that_one_with_challenge_mode():
    js = JudgeState(None)
    js.choose_game("shedding")
    js.pile.pick_colour("red")
    js.pile.pick_number(7)
    js.pile.pick_symbol("hexagon")
    assert str(js.pile.on) == "red 7 hexagon" and js.pile.slot == "card"
    js.pile.pick_colour("blue")
    js.pile.pick_number(8)
    js.pile.pick_symbol("hexagon")
    assert js.pile.ruling.legal is True
    js.pile.set_challenge(True)  # the symbol must differ too
    assert js.pile.ruling.legal is False and "symbol" in js.pile.ruling.explanation
    js.pile.pick_colour("gold")
    js.pile.pick_number(3)
    assert "colour first" in js.pile.error or "gold" in js.pile.error
    js.pile.pick_special("blind")
    assert str(js.pile.card) == "gold blind" and js.pile.ruling.legal is True
    assert not isinstance(js.pile.on, str) and not isinstance(js.pile.card, str)  # the engine's


def test_a_pile_cards_face_is_in_the_tables_words_not_as_written():
    from scorepad.words import speaking

    js = JudgeState(None)
    js.choose_game("shedding")
    assert js.pile.face_words("red 7 hexagon") == ("red", "7 hexagon")
    assert js.pile.face_words("gold trickster") == ("gold", "trickster")
    with speaking("de"):
        assert js.pile.face_words("red 7 hexagon") == ("Rot", "7 Sechseck")
        assert js.pile.face_words("blue dilemma")[1] != "dilemma"
    assert js.pile.face_words("") == ("", "")


def test_attached_with_no_trump_entered_it_asks_for_it(service, four):
    rs = RoundState(service, four)
    assert rs.load()
    js = JudgeState(service)
    js.attach_to_round(rs)
    assert not js.trump_known and "not entered" in js.trump_text
    js.set_trump("green")
    assert js.trump_known and js.table.trump.name == "green"


def test_a_void_trick_saved_with_the_game_counts_in_the_round(service):
    gid = service.start_game(game="sixth-sense", players=["Ann", "Bob"], first_dealer=0,
                             options={"removed": "purple"}).id
    rs = RoundState(service, gid)
    assert rs.load()
    rs.choose_trump("red")
    js = JudgeState(service)
    js.attach_to_round(rs)
    assert js.table.trump.name == "red" and js.trump_known
    play(js, "blue", 5)
    play(js, "green", 0)
    js.answer_zero(0)
    assert js.complete and js.trick.ruling.void
    assert js.save()
    assert rs.voids == 1 and "1 void trick" in js.trick.saved_note
    assert service.judged_tricks(gid)[0]["answer"]["void"] is True


def _play_into(js, p):
    js.pick_colour(p.card.colour.value)
    js.pick_value(p.card.value)
    if js.trick.question == SIX:
        js.answer_six(p.declared or 6)
    elif js.trick.question == ZERO:
        js.answer_zero(p.block)
    assert js.error is None, js.error


def _real_round(players, seed, cheat=0.0):
    return random_round(random.Random(seed), players, cheat=cheat)


def test_a_whole_round_card_by_card_fills_the_rounds_entry(service):
    names = ["Ann", "Bob", "Cy"]
    for seed in range(50):
        rr = _real_round(3, seed)
        if rr.trump is not None:
            break
    dealer = rr.dealer
    gid = service.start_game(game="sixth-sense", players=names, first_dealer=dealer).id
    rs = RoundState(service, gid)
    assert rs.load()
    for seat, card in enumerate(rr.predictions):
        rs.enter_prediction(seat, card.value)
    rs.choose_trump(rr.trump.value)
    js = JudgeState(service)
    js.attach_to_round(rs)
    assert js.round.calls == tuple(c.value for c in rr.predictions)
    for t, trick in enumerate(rr.tricks):
        assert js.trick.leader == (js.round.leaders[t] if t < len(js.round.leaders) else js.trick.leader)
        for p in trick.plays:
            _play_into(js, p)
        js.set_take_double(trick.take_double)
        js.next_trick()
        assert js.error is None and len(js.round.done) == t + 1
        # kept with the game after every trick: a new judge (a reload) finds the round so far
        again = JudgeState(service)
        again.attach_to_round(rs)
        assert len(again.round.done) == t + 1 and again.round.taken(again.table) == js.round.taken(js.table)
    assert js.round_over and js.round.points(js.table) is not None
    expected = [0] * 3
    for winner, trick in zip(rr.winners, rr.tricks):
        expected[winner] += 2 if trick.take_double else 1
    assert list(js.round.taken(js.table)) == expected
    assert js.use_round(), js.error
    assert rs.tricks == tuple(expected)
    assert rs.doubles == js.round.doubles_by_seat(js.table)
    assert rs.confirm(), rs.error
    view = service.get(gid)
    assert list(view.rounds[0].points) == list(js.round.points(js.table))


def test_revokes_are_reported_as_they_are_proven():
    for seed in range(200):
        rr = _real_round(4, seed, cheat=0.3)
        if rr.true_revokes:
            break
    js = JudgeState(None)
    js.set_players(4)
    js.set_trump(None if rr.trump is None else rr.trump.value)
    js.set_leader((rr.dealer + 1) % 4)
    seen = []
    for trick in rr.tricks:
        for p in trick.plays:
            _play_into(js, p)
        js.set_take_double(trick.take_double)
        js.next_trick()
        seen.append(len(js.revokes))
    assert seen[-1] >= 1 and seen == sorted(seen)  # found along the way, never unfound
    assert "revoked" in js.revokes[0] and "Player" in js.revokes[0]


def test_a_trick_can_be_corrected_before_going_on_and_after():
    js = judge(players=3, trump="red", leader=0)
    play(js, "blue", 5)
    play(js, "blue", 7)
    play(js, "blue", 3)
    js.next_trick()
    assert len(js.round.done) == 1 and js.trick.leader == 1
    js.undo()  # the last trick comes back without its last card
    assert js.round.done == () and [str(p.card) for p in js.trick.plays] == ["blue 5", "blue 7"]
    play(js, "red", 3)  # the correction: a trump
    js.next_trick()
    assert js.trick.leader == 2 and js.round.taken(js.table) == (0, 0, 1)


def test_a_whist_round_judged_from_the_game_fills_bids_trump_and_tricks(service):
    """2 players, Ann deals 7: Bob bids 3, Ann 2 (5, not 7: the hook holds); spades trump.
    Seven tricks: Bob leads each of AS..8S (he wins them with Ann following low) and so takes
    7; bids 3 and 2 both missed: 7 and 0 points."""
    gid = service.start_game(game="nomination-whist", players=["Ann", "Bob"],
                             first_dealer=0).id
    rs = RoundState(service, gid)
    assert rs.load()
    rs.enter_prediction(1, 3)
    rs.enter_prediction(0, 2)
    js = JudgeState(service)
    js.attach_to_round(rs)
    assert js.table.game == "nomination-whist" and js.round.hand == 7 and js.trick.leader == 1 and not js.trump_known
    js.set_trump("S")
    bob = ["A", "K", "Q", "J", "10", "9", "8"]
    ann = ["2", "3", "4", "5", "6", "7", "2"]
    for t in range(7):
        js.pick_colour("S")
        js.pick_value(bob[t])
        js.pick_colour("S" if t < 6 else "H")
        js.pick_value(ann[t])
        assert js.trick.ruling.winner == 1, js.explanation
        js.next_trick()
    assert js.round_over and js.round.taken(js.table) == (0, 7) and js.revokes == []
    assert js.round.points(js.table) == (0, 7)
    assert js.use_round(), js.error
    assert rs.trump == Trump(SUIT, "S") and rs.calls == (2, 3) and rs.tricks == (0, 7)
    assert rs.confirm(), rs.error
    assert service.get(gid).rounds[0].points == (0, 7)


def test_the_round_follows_the_leader_of_the_first_trick_even_left_at_its_default():
    js = JudgeState(None)
    js.set_players(2)
    js.set_trump("red")
    play(js, "red", 1)  # Player 1 leads (the default)
    play(js, "red", 2)
    assert js.trick.ruling.winner == 1
    js.next_trick()
    assert js.round.taken(js.table) == (0, 1) and js.trick.leader == 1 and js.round.leaders == (0,)


def test_whist_no_trump_travels_to_the_judge_and_back_as_no_trump(service):
    """Issue 22: "No trump" chosen on a whist round is no trump in the judge (never a suit
    named "none"), and "use this round" leaves the round's trump as chosen."""
    from rules.trump import NO_TRUMP

    gid = service.start_game(game="nomination-whist", players=["Ann", "Bob"], first_dealer=0,
                             options={"short": True}).id
    rs = RoundState(service, gid)
    assert rs.load()
    leader = rs.plan.leader
    other = 1 - leader
    rs.enter_prediction(leader, 6)
    rs.enter_prediction(other, 0)
    rs.choose_trump("none")
    assert rs.trump_value is NO_TRUMP
    js = JudgeState(service)
    js.attach_to_round(rs)
    assert js.table.trump == NO_TRUMP and js.trump_known
    assert js.trump_text == "no trump", js.trump_text
    ranks = ("A", "K", "Q", "J", "10", "9", "8")
    for t in range(rs.plan.cards):
        for suit, rank in (("S", ranks[t]), ("H", str(t + 2))):
            js.pick_colour(suit)
            js.pick_value(rank)
            assert js.error is None, js.error
        js.next_trick()
        assert js.error is None, js.error
    assert js.round_over
    assert js.use_round(), js.error
    assert rs.trump is NO_TRUMP and rs.trump_value is NO_TRUMP
    assert rs.tricks[leader] == 7 and rs.tricks[other] == 0
    assert rs.confirm(), rs.error
    assert service.get(gid).rounds[0].entry.trump is NO_TRUMP  # stored null, read back


def two_player_whist_without_trump() -> JudgeState:
    """The judge with no game open: 2-player whist, 2 cards each, no trump, the first player
    leading."""
    js = JudgeState(None)
    js.choose_game("nomination-whist")
    js.set_players(2)
    js.set_hand(2)
    js.set_trump(None)
    js.set_leader(0)
    return js


def test_a_revoke_shows_as_the_card_that_proves_it_is_entered():
    """Issue 25, item 6: not only after "Next trick"."""
    js = two_player_whist_without_trump()
    for suit, rank in (("H", "A"), ("S", "2")):
        js.pick_colour(suit)
        js.pick_value(rank)
    js.next_trick()
    js.pick_colour("S")
    js.pick_value("K")
    assert js.revokes == []
    js.pick_colour("H")
    js.pick_value("3")  # Player 2 holds a heart: it did not follow hearts in trick 1
    assert len(js.revokes) == 1 and "Player 2 revoked" in js.revokes[0], js.revokes
    assert js.revokes_now == js.revokes  # proven by a card of this trick
    js.undo()
    assert js.revokes == []


def test_the_judge_takes_the_round_screens_state_itself():
    """The judge reads and fills the concrete round screen's state (no Protocol stands for
    it), and every step of it the judge calls exists on `RoundState`."""
    import typing

    from scorepad.state.judge import JudgeState
    from scorepad.state.round import RoundState

    hints = typing.get_type_hints(JudgeState.attach_to_round)
    assert hints["rs"] is RoundState
    from scorepad.state import service  # the services' names: annotations only there

    services = {name: getattr(service, name) for name in service.__all__}
    assert typing.get_type_hints(JudgeState, localns=services)["round_state"] == RoundState | None
    for name in ("view", "plan", "options", "game_id", "form", "calls", "trump_value",
                 "trump_choices", "choose_trump_value", "enter_prediction", "voids",
                 "enter_voids", "enter_tricks", "enter_doubles", "error"):
        assert hasattr(RoundState, name) or name in RoundState.__dataclass_fields__, name


def test_each_card_is_ruled_once_and_a_kept_trick_once(monkeypatch):
    """Issue 22: the engine is asked once per card (within a round, as the round's last
    trick: its revokes come with it) and once per kept trick; no trick is judged again to
    find who leads next."""
    from scorepad.services.judge import rulings as judging
    calls: list[str] = []
    for name in ("rule_trick", "rule_round"):
        real = getattr(judging, name)
        monkeypatch.setattr(judging, name, lambda game, _r=real, _n=name, **v:
                            calls.append(_n) or _r(game, **v))
    js = two_player_whist_without_trump()
    calls.clear()
    for suit, rank in (("H", "A"), ("S", "2")):
        js.pick_colour(suit)
        js.pick_value(rank)
    assert calls == ["rule_trick", "rule_trick"]
    js.next_trick()
    assert calls[2:] == ["rule_round"] and js.trick.leader == 0
    for suit, rank in (("S", "K"), ("H", "3")):  # Bob did not follow hearts, then plays one
        js.pick_colour(suit)
        js.pick_value(rank)
    assert calls[3:] == ["rule_round", "rule_round"]  # the round so far, the trick its last
    assert js.trick.ruling.winner == 0 and js.trick.ruling.complete
    assert js.revokes_now and "revoked" in js.revokes_now[0]


def test_the_house_rule_choice_and_attaching_are_the_judges_own_methods():
    """Choosing a house rule and attaching to a round change `JudgeState`: they are its
    methods (issue 39, item 4), not functions of other modules handed the judge."""
    import inspect

    from scorepad.state import judge
    from scorepad.state.judge import JudgeState, fill, house_rules

    for name in ("set_house", "attach_to_round", "attach", "detach"):
        method = inspect.getattr_static(JudgeState, name)
        assert method.__qualname__ == f"JudgeState.{name}" and method.__module__ == judge.__name__
    for module in (fill, house_rules):  # no function of theirs takes the judge to change it
        for name, f in inspect.getmembers(module, inspect.isfunction):
            if f.__module__ == module.__name__:
                assert "js" not in inspect.signature(f).parameters, f"{module.__name__}.{name}"
