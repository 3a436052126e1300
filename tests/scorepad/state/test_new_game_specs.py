"""The new-game state renders the sheets' option specs (issue 12): what it offers follows the
specs (and the number of players), one action sets any option, a value an option does not
offer changes nothing, and the options it hands the service parse as the sheet's typed
options."""

from __future__ import annotations

import pytest

from rules.registry import scoresheet
from scorepad.state.new_game import NewGameState, game_catalogue


def form(game: str, *names: str) -> NewGameState:
    ng = NewGameState(None)
    ng.games = game_catalogue()
    ng.choose_game(game)
    for name in names:
        ng.set_name(name)
        ng.add_name()
    return ng


def shown(ng) -> list[str]:
    return [s.key for s in ng.shown_options]


def test_what_is_offered_follows_the_specs_and_the_players():
    ng = form("sixth-sense", "Ann", "Bob", "Cy")
    assert shown(ng) == ["scoring", "ending", "late_trump", "six_at_nine", "peek", "block_limit"]
    ng.set_option("ending", "target")
    assert "target" in shown(ng)
    ng.set_option("scoring", "novice")
    assert "late_trump" not in shown(ng)  # no trump at all
    ng.remove(2)
    assert "removed" in shown(ng)  # 2 players: the colour taken out
    ng.set_option("removed", "blue")
    ng.set_name("Di")
    ng.add_name()
    assert "removed" not in shown(ng) and ng.option("removed") is None  # dropped at 3


def test_a_value_not_offered_changes_nothing():
    ng = form("shedding", "Ann", "Bob")
    ng.set_option("mode", "sudden-death")
    ng.set_option("no-such-option", 3)
    assert ng.option("mode") == "classic" and ng.is_default and ng.error is None


@pytest.mark.parametrize("game", ["sixth-sense", "nomination-whist", "shedding"])
def test_the_form_hands_the_service_what_the_sheet_parses(game):
    ng = form(game, "Ann", "Bob", "Cy")
    opts = ng.options()
    parsed = scoresheet(game).options(3, opts)
    assert parsed.to_dict() == {**parsed.to_dict(), **opts}  # every chosen value kept
    for spec in ng.shown_options:  # each choice and switch, off its default
        if spec.picks:
            other = next(p.value for p in spec.picks if p.value != ng.option(spec.key))
            ng.set_option(spec.key, other)
        elif spec.kind == "switch":
            ng.set_option(spec.key, not ng.option(spec.key))
    assert not ng.is_default
    changed = scoresheet(game).options(3, ng.options())
    assert changed != parsed
    ng.reset_options()
    assert ng.is_default and scoresheet(game).options(3, ng.options()) == parsed


def test_an_option_reads_and_sets_by_its_key_as_an_attribute():
    ng = form("shedding", "Ann", "Bob")
    ng.set_mode("last-man-standing")
    ng.set_target("250")
    assert (ng.mode, ng.target) == ("last-man-standing", "250")
    assert ng.options() == {"mode": "last-man-standing", "target": 250, "challenge": False}
    with pytest.raises(AttributeError):
        ng.no_such_option
    with pytest.raises(AttributeError):  # the app keeps no other names for a game's options
        ng.shed_mode
