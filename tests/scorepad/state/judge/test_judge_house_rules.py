"""The judge's house rules of a 6th Sense game (issue 31): chosen in New game, stored with the
game, heeded by the app's trick judge and whole-round judge, kept in the saved record, and
tried in a what-if on the tricks the table kept."""

from __future__ import annotations

from scorepad.state.house import house_line
from scorepad.state.judge import JudgeState
from scorepad.state.new_game import NewGameState
from scorepad.state.round import RoundState
from scorepad.state.what_if import WhatIfState
from rules.trump import COLOUR, Trump
from tests.scorepad.state.judge.test_judge import play


def new_game(service, *names, **options) -> str:
    ng = NewGameState(service)
    ng.load()
    ng.choose_game("sixth-sense")
    for n in names:
        ng.set_name(n)
        ng.add_name()
    for key, value in options.items():
        ng.set_option(key, value)
    return ng.start()


def two_blocks(js: JudgeState) -> None:
    """Two tricks of three players, a 0 blocking in each: green 0 blocks the first, red 0 the
    second (the second block of the round)."""
    for colour, value, block in (("blue", 8, None), ("green", 0, 0), ("yellow", 3, None)):
        play(js, colour, value)
        if block is not None:
            js.answer_zero(block)
    js.next_trick()
    play(js, "yellow", 5)
    play(js, "yellow", 7)
    play(js, "red", 0)
    js.answer_zero(1)


def attached(service, gid, trump="red") -> JudgeState:
    rs = RoundState(service, gid)
    assert rs.load()
    rs.choose_trump(trump)
    js = JudgeState(service)
    js.attach_to_round(rs)
    return js


def test_the_new_game_options_are_stored_and_named(service):
    gid = new_game(service, "Ann", "Bob", removed="purple", void_leader="other",
                   peek="led_even_blocked", block_limit="round")
    view = service.get(gid)
    assert (view.options["void_leader"], view.options["peek"],
            view.options["block_limit"]) == ("other", "led_even_blocked", "round")
    line = house_line(view.game, view.options, only_changed=True)
    assert line == ("House rules: after a void trick the other player leads; a blocked led 8 "
                    "still gives the peek; one block per round")
    # another value is not a choice: ignored, the default stays
    gid = new_game(service, "Ann", "Bob", "Cy", peek="sometimes", block_limit=2)
    view = service.get(gid)
    assert (view.options["peek"], view.options["block_limit"]) == ("led", "trick")
    assert house_line(view.game, view.options, only_changed=True) is None


def test_who_leads_after_a_void_trick_is_not_offered_with_three_players(service):
    ng = NewGameState(service)
    ng.load()
    ng.choose_game("sixth-sense")
    for n in ("Ann", "Bob"):
        ng.set_name(n)
        ng.add_name()
    assert "void_leader" in [s.key for s in ng.shown_options]
    ng.set_option("void_leader", "other")
    ng.set_name("Cy")
    ng.add_name()
    assert "void_leader" not in [s.key for s in ng.shown_options]
    view = service.get(ng.start())
    assert view.options["void_leader"] == "same"


def test_the_trick_judge_follows_the_games_void_leader(service):
    for reading in ("same", "other"):
        gid = new_game(service, "Ann", "Bob", removed="purple", void_leader=reading)
        js = attached(service, gid)
        first = js.trick.leader  # left of the game's first dealer
        leads = first if reading == "same" else 1 - first
        play(js, "blue", 5)
        play(js, "green", 0)
        js.answer_zero(0)
        assert js.complete and js.trick.ruling.void and js.trick.ruling.next_leader == leads
        assert ("house rule" in str(js.trick.ruling.said)) == (reading == "other")
        js.next_trick()
        assert js.error is None and js.trick.leader == leads
        # the whole-round judge agrees (the round kept with the game)
        assert js.round.round_ruling.tricks[0].next_leader == leads
        kept = service.judged_tricks(gid)[-1]
        assert kept["kind"] == "round"
        assert kept["request"].get("house") == ({"void_leader": "other"}
                                                if reading == "other" else None)


def test_the_trick_judge_follows_the_games_peek_and_saves_the_house_rule(service):
    for reading, peek in (("led", None), ("led_even_blocked", 2)):
        # Ann deals, so Bob leads; Cy (seat 2) leads with the 8 here: set the leader
        gid = new_game(service, "Ann", "Bob", "Cy", peek=reading)
        js = attached(service, gid)
        js.set_leader(2)
        play(js, "blue", 8)
        play(js, "green", 0)
        js.answer_zero(0)
        play(js, "yellow", 3)
        assert js.complete and js.trick.ruling.peek == peek
        assert js.save()
        kept = service.judged_tricks(gid)[-1]
        assert kept["answer"]["peek"] == peek
        # the saved request is JUDGE.md's, with the house rule a trick takes
        assert kept["request"].get("house") == (None if reading == "led"
                                                else {"peek": "led_even_blocked"})


def test_one_block_per_round_refuses_the_second_block_in_the_round(service):
    gid = new_game(service, "Ann", "Bob", "Cy", block_limit="round")
    js = attached(service, gid)
    js.set_leader(0)  # Ann leads
    play(js, "blue", 8)
    play(js, "green", 0)
    js.answer_zero(0)  # Bob blocks the blue 8
    play(js, "yellow", 3)  # Cy: yellow 3 wins (the requested colour passed to yellow)
    js.next_trick()
    assert js.error is None and js.trick.leader == 2
    play(js, "yellow", 5)
    play(js, "yellow", 7)
    play(js, "red", 0)
    js.answer_zero(1)  # a second block in the round: refused, the card not played
    assert js.error and "one block per round" in js.error
    assert len(js.trick.plays) == 2
    play(js, "red", 0)
    js.answer_zero(None)  # played plainly, it is fine
    assert js.error is None and js.complete
    # without the house rule the same block is allowed
    gid = new_game(service, "Ann", "Bob", "Cy")
    js = attached(service, gid)
    js.set_leader(0)
    two_blocks(js)
    assert js.error is None and js.trick.ruling.blocked == (1, 2)


def test_what_if_judges_the_kept_tricks_again_under_the_other_reading(service):
    from rules.scoresheet import RoundEntry, SeatEntry

    gid = new_game(service, "Ann", "Bob", "Cy")
    js = attached(service, gid)
    js.set_leader(2)
    play(js, "blue", 8)
    play(js, "green", 0)
    js.answer_zero(0)
    play(js, "yellow", 3)
    assert js.trick.ruling.peek is None and js.save()
    view = service.record_round(gid, RoundEntry(seats=(
        SeatEntry(call=6, tricks=9), SeatEntry(call=2, tricks=2), SeatEntry(call=3, tricks=2)),
        trump=Trump(COLOUR, "red")), index=0)
    wi = WhatIfState()
    wi.show(view, lambda: service.judged_tricks(gid))
    assert "peek" in wi.choices and "void_leader" not in wi.choices  # 3 players: no voids
    wi.choose("scoring", "standard")  # the what-if opens on the first option's other value
    wi.choose("peek", "led_even_blocked")
    assert wi.error is None
    assert wi.result.totals == view.totals  # the points as reported do not change
    lines = wi.changed_rounds
    assert len(lines) == 1 and lines[0].startswith("Round 1, a judged trick: ")
    assert "house rule" in lines[0] and "Cy may look" in lines[0]
    wi.choose("peek", "led")
    assert wi.changed_rounds == []
    # without the kept tricks the what-if says only what the points say
    wi.show(view)
    wi.choose("scoring", "standard")
    wi.choose("peek", "led_even_blocked")
    assert wi.changed_rounds == [] and wi.result.totals == view.totals
