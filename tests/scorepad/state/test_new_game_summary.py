"""New game (issue 9): the summary next to Start names every option (item 6), options can be
put back to the defaults, and the one name limit refuses an over-long name as it is typed
(item 16)."""

from __future__ import annotations

from scorepad.names import NAME_MAX, name_problem
from scorepad.words import say
from scorepad.state.new_game import NewGameState, game_catalogue


def form(service=None) -> NewGameState:
    ng = NewGameState(service)
    ng.games = game_catalogue()
    return ng


def test_the_summary_names_every_option_on_or_off():
    ng = form()
    for name in ("Ann", "Bob", "Cy"):
        ng.set_name(name)
        ng.add_name()
    ng.set_scoring("novice")
    ng.set_ending("target")
    ng.set_target("150")
    ng.set_dealer(1)
    said = ng.summary
    assert said[:3] == ["6th Sense", "3 players: Ann, Bob, Cy", "Bob deals first"]
    assert "novice scoring (no trump)" in said and "to 150 points" in said
    ng.set_scoring("standard")
    assert "trump before the predictions" in ng.summary  # a switch off is named too
    ng.set_late_trump(True)
    assert "late trump" in ng.summary


def test_options_stay_for_the_next_game_until_reset():
    ng = form()
    ng.set_scoring("novice")
    ng.set_ending("target")
    ng.set_target("15")
    ng.reset()  # what a started game does: the players go, the options stay
    assert ng.scoring == "novice" and ng.target == "15" and not ng.is_default
    version = ng.form_version
    ng.reset_options()
    assert ng.is_default and ng.scoring == "standard" and ng.ending == "rounds"
    assert ng.target == "100" and ng.form_version == version + 1  # the fields show it again


def test_each_game_has_its_summary():
    ng = form()
    ng.choose_game("nomination-whist")
    ng.set_short(True)
    assert "short game (7 down to 1)" in ng.summary
    ng.choose_game("shedding")
    ng.set_mode("last-man-standing")
    ng.set_target("250")
    ng.set_challenge(True)
    assert {"Last Man Standing", "first to 250 points wins", "challenge on"} <= set(ng.summary)


def test_an_over_long_name_is_refused_as_it_is_typed():
    ng = form()
    ng.set_name("A" * NAME_MAX)
    assert ng.name_error is None
    ng.set_name("A" * (NAME_MAX + 1))
    assert ng.name_error == say(name_problem("A" * (NAME_MAX + 1)))
    ng.add_name()
    assert ng.seats == ()
    ng.set_name("  Ann   Lee ")
    ng.add_name()
    assert ng.seats == ("Ann Lee",)
