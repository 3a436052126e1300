"""The what-if state: opens on a game, tries another reading, says what changes."""

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.state.what_if import WhatIfState
from rules.trump import COLOUR, Trump


def test_what_if_on_a_game_with_the_house_rule(service):
    g = service.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                           options={"six_at_nine": 6})
    g = service.record_round(g.id, RoundEntry(seats=(
        SeatEntry(call=6, tricks=9), SeatEntry(call=2, tricks=2), SeatEntry(call=3, tricks=2)),
        trump=Trump(COLOUR, "red")), index=0)
    wi = WhatIfState()
    wi.show(g)
    assert wi.is_open_for(g.id)
    assert wi.changes == {"six_at_nine": 9}  # the other reading of the game's house rule
    assert wi.result.totals == (9, 2, -1) and g.totals == (6, 2, -1)
    assert wi.changed_rounds == ["Round 1, Ann: 6 to 9. Predicted 6/9, took 9: met (the 6/9 "
                                 "card read as 9), so 9."]
    wi.choose("six_at_nine", 6)
    assert wi.result.totals == g.totals and wi.changed_rounds == []
    assert "nothing changed" in wi.label
    wi.choose("scoring", "novice")
    assert wi.label == "novice scoring"
    # the house rule does not apply to novice scoring: not offered as if it did (issue 25)
    assert wi.applies("scoring") and not wi.applies("six_at_nine")
    assert wi.note("six_at_nine") == "Novice scoring is not affected."
    wi.choose("six_at_nine", 9)
    assert wi.label == "novice scoring"
    wi.choose("scoring", "tournament")
    assert wi.error and wi.changes["scoring"] == "novice"
    wi.close()
    assert not wi.is_open_for(g.id)


def test_a_game_whose_options_change_no_points_says_so(service):
    g = service.start_game(game="nomination-whist", players=["Ann", "Bob"], first_dealer=0)
    wi = WhatIfState()
    wi.show(g)
    assert wi.result is None and "changes its points" in wi.error
