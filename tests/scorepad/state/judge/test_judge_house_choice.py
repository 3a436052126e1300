"""House rules chosen in the standalone judge (scorepad/state/judge/house_rules.py): the
engine's house rules of the game (`JudgeForm.house`), the rule sheet's by default; a choice
goes into the table's round settings, what is entered is judged again with it, and the
explanation names it. Attached to a game they are the game's and are not changed here."""

from __future__ import annotations

from rules.sixth_sense.judge_form import JUDGE_FORM
from scorepad.state.judge import JudgeState
from tests.scorepad.state.judge.test_judge import play
from tests.scorepad.state.judge.test_judge_house_rules import attached, new_game, two_blocks


def void_trick() -> JudgeState:
    """2 players, Player 1 leads the blue 3, Player 2 blocks it with the green 0: no card is
    left, the trick is void."""
    js = JudgeState()
    js.set_players(2)
    js.set_removed("purple")
    js.set_trump("red")
    play(js, "blue", 3)
    play(js, "green", 0)
    js.answer_zero(0)
    assert js.error is None and js.complete and js.trick.ruling.void
    return js


def test_the_offered_house_rules_are_the_engines():
    js = JudgeState()
    keys = [r.key for r in js.table.house_rules]
    assert set(keys) == set(JUDGE_FORM.house) - {"void_leader"}  # 4 players: no void trick
    assert all(not r.changed for r in js.table.house_rules)
    js.set_players(2)
    assert {r.key for r in js.table.house_rules} == set(JUDGE_FORM.house)
    js.choose_game("nomination-whist")  # its house rules change no judge answer
    assert js.table.house_rules == ()


def test_who_leads_after_a_void_trick_follows_the_house_rule_chosen():
    js = void_trick()
    assert js.trick.ruling.next_leader == 0  # the rule sheet: the same player leads again
    assert "house rule" not in js.explanation and js.table.settings is None
    assert js.set_house("void_leader", "other")
    assert js.error is None and js.trick.ruling.void
    assert js.trick.ruling.next_leader == 1  # judged again, not cleared
    assert len(js.trick.plays) == 2
    assert "Player 2 leads the next trick (house rule: after a void trick the other player " \
           "leads)" in js.explanation
    assert js.table.settings == {"scoring": "standard", "house": {"void_leader": "other"}}
    assert js.set_house("void_leader", "same")  # back to the rule sheet's
    assert js.trick.ruling.next_leader == 0 and js.table.house == ()
    assert js.table.settings is None


def test_the_house_rule_is_chosen_before_the_trick_too():
    js = JudgeState()
    js.set_players(2)
    js.set_house("void_leader", "other")
    js.set_removed("purple")
    js.set_trump("red")
    play(js, "blue", 3)
    play(js, "green", 0)
    js.answer_zero(0)
    assert js.trick.ruling.next_leader == 1 and "house rule" in js.explanation
    # the next trick is led by the other player; the round judge heeds it as well
    js.next_trick()
    assert js.error is None and js.trick.leader == 1
    assert js.round.round_ruling.tricks[0].next_leader == 1


def test_a_blocked_led_8_gives_the_peek_only_under_the_house_rule():
    js = JudgeState()
    js.set_players(3)
    for colour, value in (("blue", 8), ("green", 0)):
        play(js, colour, value)
    js.answer_zero(0)
    play(js, "yellow", 3)
    assert js.complete and js.trick.ruling.peek is None
    assert js.set_house("peek", "led_even_blocked")
    assert js.trick.ruling.peek == 0 and "house rule" in js.explanation
    assert js.set_house("peek", "led")
    assert js.trick.ruling.peek is None and "house rule" not in js.explanation


def test_a_choice_the_game_does_not_offer_changes_nothing():
    js = void_trick()
    before = js.table
    for key, value in (("void_leader", "sometimes"), ("hook", True), ("peek", None)):
        assert not js.set_house(key, value)
        assert js.error and js.table == before
    # who leads after a void trick is no rule of 3 players: it goes with the third player
    js2 = JudgeState()
    js2.set_players(2)
    js2.set_house("void_leader", "other")
    js2.set_players(3)
    assert js2.table.house == () and js2.table.settings is None
    assert not js2.set_house("void_leader", "other") and js2.error


def test_one_block_per_round_is_refused_when_the_round_entered_has_two():
    js = JudgeState()
    js.set_players(3)
    two_blocks(js)
    assert js.error is None and js.trick.ruling.blocked == (1, 2)
    before, ruling = js.table, js.trick.ruling
    assert not js.set_house("block_limit", "round")
    assert "one block per round" in js.error
    assert js.table == before and js.trick.ruling == ruling  # nothing changed
    js.undo()  # the second block taken back: now the table may play one block per round
    assert js.set_house("block_limit", "round") and js.error is None


def test_a_game_change_goes_back_to_the_rule_sheet():
    js = void_trick()
    js.set_house("void_leader", "other")
    js.choose_game("nomination-whist")
    js.choose_game("sixth-sense")
    assert js.table.house == () and js.table.settings is None


def test_attached_the_house_rules_are_the_games_and_stay(service):
    gid = new_game(service, "Ann", "Bob", "Cy", peek="led_even_blocked")
    js = attached(service, gid)
    rules = {r.key: r.value for r in js.table.house_rules}
    assert rules["peek"] == "led_even_blocked" and rules["block_limit"] == "trick"
    settings = js.table.settings
    assert not js.set_house("peek", "led")
    assert js.error and js.table.settings == settings
    js.detach()  # the standalone judge starts from the rule sheet again
    assert js.table.house == () and js.table.settings is None
