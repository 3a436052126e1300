"""The Players screen's state: one change at a time, confirmed; bad input changes nothing."""

from __future__ import annotations

from scorepad.assemble import assemble
from scorepad.names import NAME_MAX
from scorepad.state.players import PlayersState


def names(ps):
    return [(p.name, p.games) for p in ps.players]


def test_rename_through_the_state(service):
    service.start_game(game="sixth-sense", players=["Ann", "Bobb", "Cy"], first_dealer=0)
    ps = assemble(service).players
    ps.load()
    k = [p.name for p in ps.players].index("Bobb")
    ps.start_rename(k)
    assert ps.new_name == "Bobb"
    ps.set_new_name("Bob")
    ps.save_rename()
    assert ps.renaming is None and "Bobb is now called Bob" in ps.notice
    assert names(ps) == [("Ann", 1), ("Bob", 1), ("Cy", 1)]


def test_an_over_long_name_is_refused_as_it_is_typed(service):
    service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    ps = assemble(service).players
    ps.load()
    ps.start_rename(0)
    ps.set_new_name("A" * NAME_MAX)
    assert ps.name_error is None
    ps.set_new_name("A" * (NAME_MAX + 1))
    assert ps.name_error and str(NAME_MAX) in ps.name_error
    ps.save_rename()
    assert ps.renaming == 0 and names(ps)[0] == ("Ann", 1)


def test_merge_asks_which_then_confirms(service):
    service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    service.start_game(game="sixth-sense", players=["Anne", "Bob", "Cy"], first_dealer=0)
    ps = assemble(service).players
    ps.load()
    order = [p.name for p in ps.players]
    ps.start_merge(order.index("Anne"))
    ps.choose_merge_into(order.index("Anne"))
    assert ps.error and ps.merge_into is None  # not into itself
    ps.choose_merge_into(order.index("Ann"))
    assert names(ps) == [("Ann", 1), ("Anne", 1), ("Bob", 2), ("Cy", 2)]  # not yet
    ps.confirm_merge()
    assert names(ps) == [("Ann", 2), ("Bob", 2), ("Cy", 2)]
    assert "Anne merged into Ann" in ps.notice
    assert ps.notice_row == 0  # shown under Ann's row, where the change is seen


def test_remove_refuses_a_player_with_games_and_confirms_otherwise(service):
    g = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0)
    ps = assemble(service).players
    ps.load()
    ps.start_remove(0)
    assert ps.removing is None and "only a player with no games" in ps.error
    service.delete_game(g.id)
    ps.load()
    ps.start_remove(0)
    assert ps.removing == 0
    ps.cancel()
    assert names(ps)[0] == ("Ann", 0)
    ps.start_remove(0)
    ps.confirm_remove()
    assert [n for n, _ in names(ps)] == ["Bob", "Cy"] and ps.notice == "Ann was removed."
