""""Who won the trick?" card by card, with the 0 and 6 questions, alone or with a game."""

from __future__ import annotations

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
    assert js.answer["winner"] == 0 and js.answer["complete"] is False
    play(js, "red", 7)
    assert js.answer["winner"] == 1
    assert js.answer["explanation"]
    assert js.next_seat == 2


def test_the_seed_reversal_example_gives_the_last_low_card():
    js = judge(trump="blue")
    for colour, value in (("blue", 10), ("red", 4), ("green", 1), ("yellow", 1)):
        play(js, colour, value)
    assert js.complete
    assert js.answer["winner"] == 3 and js.answer["reversed"] is True


def test_a_six_asks_six_or_nine_and_nine_beats_an_eight():
    js = judge(trump=None)
    play(js, "red", 8)
    play(js, "red", 6)
    assert js.question == SIX and js.pending == "red 6"
    assert len(js.plays) == 1  # not played until answered
    js.answer_six(9)
    assert js.plays[-1].declared == 9
    assert js.answer["winner"] == 1


def test_a_zero_asks_plain_or_which_card_it_blocks():
    js = judge(players=3, trump=None)
    play(js, "red", 10)
    play(js, "red", 2)
    play(js, "green", 0)
    assert js.question == ZERO
    assert js.blockable == (0, 1)
    js.answer_zero(0)  # blocks the lead
    assert js.complete
    assert sorted(js.answer["blocked"]) == [0, 2]
    assert js.answer["winner"] == 1


def test_a_zero_as_the_lead_is_not_asked_about():
    js = judge(trump=None)
    play(js, "red", 0)
    assert js.question is None and js.plays[0].card == "red 0"


def test_the_same_card_twice_is_refused_in_place():
    js = judge()
    play(js, "red", 5)
    play(js, "red", 5)
    assert "already in this trick" in js.error
    assert len(js.plays) == 1


def test_a_value_before_a_colour_is_refused():
    js = judge()
    js.pick_value(5)
    assert "colour first" in js.error


def test_the_engine_refusal_is_shown_and_the_card_not_played():
    js = judge(players=2, trump=None)
    js.set_removed("purple")
    js.pick_colour("purple")
    assert "not a colour in this game" in js.error
    assert js.plays == ()


def test_the_end_gives_double_and_peek():
    js = judge(players=3, trump=None)
    play(js, "red", 8)
    play(js, "red", 12)
    play(js, "green", 3)
    assert js.answer["double"] is True
    assert js.answer["peek"] == 0 and js.answer["winner"] == 1


def test_undo_steps_back_question_colour_then_card():
    js = judge()
    play(js, "red", 5)
    play(js, "red", 6)
    js.undo()
    assert js.question is None and js.pending is None
    js.undo()
    assert js.colour is None
    js.undo()
    assert js.plays == () and js.answer is None


def test_attached_to_a_round_it_saves_the_trick_with_the_game(service, four):
    js = JudgeState(service)
    js.attach(game_id=four, round_index=0, names=["Ann", "Bob", "Cy", "Di"], trump="green",
              leader=1, removed=None)
    assert js.seat_name(js.next_seat) == "Bob"
    for colour, value in (("red", 3), ("red", 7), ("green", 1), ("red", 14)):
        play(js, colour, value)
    assert js.complete and js.answer["winner"] == 3  # Di (seat 3) played the green 1: trump
    assert js.save()
    saved = service.judged_tricks(four)
    assert len(saved) == 1 and saved[0]["round_index"] == 0
    assert saved[0]["answer"]["winner"] == js.answer["winner"]


def test_saving_without_a_game_says_so():
    js = judge()
    assert js.save() is False
    assert "Open a game" in js.error
