"""Who won, in words (scorepad/ui/winners.py): a shared win names the players, never a seat."""

from __future__ import annotations

from tests.scorepad.state.conftest import service  # noqa: F401 (the fixture)
from tests.scorepad.state.round.test_state_other_games import loaded, start

def test_shared_wins_and_messages_name_players_never_seats(service):
    from scorepad.ui.winners import reason, winners_text

    game_id = start(service, "shedding", [("set_games", "1")])
    rs = loaded(service, game_id)
    for seat, value in enumerate(("25", "25", "40")):
        rs.enter_points(seat, value)
    assert rs.confirm(), rs.error
    view = rs.view
    assert view.standing.winners == (0, 1)
    assert winners_text(view) == "Ann and Bob share the win with 25 points each!"
    assert "eat" not in reason(view) and "game" in reason(view)
    assert "Ann and Bob share the win" in view.standing.text(view.players)
