"""Setting up a game: seats in order, first dealer, options, and what cannot start."""

from __future__ import annotations

from scorepad.state.new_game import NewGameState


def form(service, *names) -> NewGameState:
    ng = NewGameState(service)
    ng.load()
    for n in names:
        ng.set_name(n)
        ng.add_name()
    return ng


def test_names_are_seated_in_the_order_typed(service):
    ng = form(service, "Ann", " Bob ", "Cy")
    assert ng.seats == ("Ann", "Bob", "Cy")
    assert ng.name == ""


def test_the_same_name_twice_is_refused_at_the_field(service):
    ng = form(service, "Ann")
    ng.set_name("ann")
    ng.add_name()
    assert ng.name_error == "ann is already at the table."
    assert ng.seats == ("Ann",)


def test_an_empty_name_is_refused(service):
    ng = form(service)
    ng.set_name("   ")
    ng.add_name()
    assert ng.name_error == "Type a name first."


def test_a_seventh_player_is_refused(service):
    ng = form(service, *"ABCDEF")
    ng.set_name("G")
    ng.add_name()
    assert "At most 6" in ng.name_error and len(ng.seats) == 6


def test_moving_a_player_keeps_the_dealer_with_them(service):
    ng = form(service, "Ann", "Bob", "Cy")
    ng.set_dealer(0)
    ng.move(0, 1)
    assert ng.seats == ("Bob", "Ann", "Cy") and ng.dealer == 1
    ng.remove(0)
    assert ng.seats == ("Ann", "Cy") and ng.dealer == 0


def test_two_players_must_choose_the_colour_taken_out(service):
    ng = form(service, "Ann", "Bob")
    assert ng.start() is None
    assert "colour taken out" in ng.error
    ng.set_removed("green")
    gid = ng.start()
    assert gid is not None
    assert service.get(gid).options["removed"] == "green"


def test_a_target_score_must_be_a_number(service):
    ng = form(service, "Ann", "Bob", "Cy")
    ng.set_ending("target")
    ng.set_target("lots")
    assert ng.start() is None
    assert "whole number" in ng.error


def test_start_passes_dealer_and_options_to_the_game(service):
    ng = form(service, "Ann", "Bob", "Cy")
    ng.set_dealer(2)
    ng.set_scoring("novice")
    ng.set_ending("target")
    ng.set_target("50")
    ng.set_late_trump(True)
    gid = ng.start()
    view = service.get(gid)
    assert view.players == ("Ann", "Bob", "Cy") and view.first_dealer == 2
    assert view.options["scoring"] == "novice" and view.options["target"] == 50
    assert view.options["late_trump"] is True
    assert ng.seats == ()  # the form is empty for the next game


def test_known_players_can_be_seated_with_one_tap(service):
    service.start_game(game="sixth-sense", players=["Zoe", "Yan"], first_dealer=0,
                       options={"removed": "red"})
    ng = form(service)
    assert set(ng.known) == {"Zoe", "Yan"}
    k = ng.known.index("Yan")
    ng.add_known(k)
    assert ng.seats == ("Yan",)
    assert all(name != "Yan" for _, name in ng.available_known)


def test_only_games_with_a_round_screen_can_be_chosen(service):
    ng = form(service)
    available = {g.id for g in ng.games if g.available}
    assert available == {"sixth-sense", "nomination-whist", "shedding"}
    from scorepad.state.new_game import GameChoice

    ng.games = ng.games + (GameChoice("later", "Later", False),)
    ng.choose_game("later")
    assert "coming soon" in ng.error and ng.game == "sixth-sense"


def test_too_few_players_cannot_start(service):
    ng = form(service, "Ann")
    assert not ng.can_start
    assert ng.start() is None and "at least 2" in ng.error
