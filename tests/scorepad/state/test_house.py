"""House rules chosen in New game are stored with the game and shown in words."""

from __future__ import annotations

from scorepad.state.house import house_line, house_rules
from scorepad.state.new_game import NewGameState


def form(service, game, *names) -> NewGameState:
    ng = NewGameState(service)
    ng.load()
    ng.choose_game(game)
    for n in names:
        ng.set_name(n)
        ng.add_name()
    return ng


def test_the_6_at_nine_choice_is_stored_with_the_game(service):
    ng = form(service, "sixth-sense", "Ann", "Bob", "Cy")
    assert ng.six_at_nine == 9
    ng.set_six_at_nine(6)
    ng.set_six_at_nine(7)  # not a choice: ignored
    view = service.get(ng.start())
    assert view.options["six_at_nine"] == 6
    assert house_line(view.game, view.options) == \
        "House rule: a 6/9 prediction met with 9 tricks scores 6"


def test_the_default_is_stored_too(service):
    view = service.get(form(service, "sixth-sense", "Ann", "Bob", "Cy").start())
    assert view.options["six_at_nine"] == 9
    assert house_line(view.game, view.options, only_changed=True) is None


def test_whist_house_rules_are_stored_with_the_game(service):
    ng = form(service, "nomination-whist", "Ann", "Bob", "Cy")
    assert (ng.hook, ng.zero_streak) == (True, True)
    ng.set_hook(False)
    view = service.get(ng.start())
    assert (view.options["hook"], view.options["zero_streak"]) == (False, True)
    assert house_rules(view.game, view.options, only_changed=True) == ("no hook",)
    ng = form(service, "nomination-whist", "Ann", "Bob")
    ng.set_zero_streak(False)
    view = service.get(ng.start())
    assert (view.options["hook"], view.options["zero_streak"]) == (True, False)
    assert "zero any number of rounds" in house_line(view.game, view.options)


def test_a_game_stored_before_house_rules_reads_as_the_defaults():
    assert house_rules("sixth-sense", {"scoring": "standard"}) == \
        ("a 6/9 prediction met with 9 tricks scores 9",)
    assert house_rules("nomination-whist", {"short": False}, only_changed=True) == ()
    assert house_rules("shedding", {"mode": "classic"}) == ()
