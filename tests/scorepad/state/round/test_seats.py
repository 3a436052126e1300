"""Players at the table, from the round screen's state (scorepad/state/round/seats.py), with a
real service over a SQLite file: drafted changes, the refusals, Done, the round that follows
at the new table, Undo, and what the screen draws (identifiers of PLAYERS.md)."""

from __future__ import annotations

from rules.trump import COLOUR, Trump
from scorepad.state.round import RoundState
from tests.scorepad.controls import controls, identifiers


def loaded(service, game_id) -> RoundState:
    rs = RoundState(service, game_id)
    assert rs.load()
    return rs


def play_round(rs: RoundState, calls: dict[int, int], tricks: dict[int, int]) -> None:
    """One 6th Sense round entered as the keypad would (round seats), then confirmed."""
    rs.choose_trump("blue")
    for seat, value in calls.items():
        rs.enter_prediction(seat, value)
    for seat, n in tricks.items():
        rs.enter_tricks(seat, n)
    assert rs.confirm(), (rs.problems, rs.error)


def drawn(rs: RoundState) -> set[str]:
    """The identifiers the panel draws (its text fields are components: not walked)."""
    from flet.components.component import Renderer

    from scorepad.ui.round.seats import seats_panel

    with Renderer().with_context():
        return identifiers(seats_panel(rs))


def test_a_late_arrival_joins_takes_a_place_and_is_dealt_in(service, four):
    rs = loaded(service, four)
    play_round(rs, {1: 3, 2: 4, 3: 0, 0: 6}, {1: 3, 2: 5, 3: 0})
    rs.open_seats()
    assert rs.seats_open
    assert {"seats-sit-out-0", "seats-leave-3", "seats-join-after-1", "seats-join-first",
            "seats-join-start-average", "seats-done"} <= drawn(rs)
    rs.seats_name("Eve")
    rs.seats_after(1)  # after Bob
    rs.seats_start("average")
    rs.seats_add()
    assert rs.seats_draft.error is None and len(rs.seats_draft.changes) == 1
    # Done as its button calls it, with the tap's event (which once read as "end the game")
    assert rs.seats_done(object()), rs.seats_draft.error
    assert not rs.view.is_over
    view = rs.view
    assert view.players == ("Ann", "Bob", "Eve", "Cy", "Di") and not rs.seats_open
    assert rs.players == 5 and rs.names == ["Ann", "Bob", "Eve", "Cy", "Di"]
    totals = [view.totals[s] for s in (0, 1, 3, 4)]
    mean = sum(totals) / 4
    assert view.totals[2] == (int(mean + 0.5) if mean >= 0 else -int(-mean + 0.5))
    # 4 players started: 4 rounds; the deal is now for 5
    assert rs.plan.rounds == 4 and rs.plan.cards == 13


def test_a_seat_sits_out_and_is_drawn_away_never_with_a_keypad(service, four):
    rs = loaded(service, four)
    rs.open_seats()
    rs.seats_sit_out(2)
    assert rs.seats_done()
    assert rs.names == ["Ann", "Bob", "Di"] and rs.players == 3
    assert rs.away == ((2, "Cy", "away"),)  # drawn as `round-seat-2-away`, no keypad
    assert [rs.seat_of(s) for s in range(rs.players)] == [0, 1, 3]  # Di keeps seat 3
    # Di is the round's seat 2: her keypad's chips name the game's seat 3
    rs.enter_prediction(rs.order[0], 3)
    # the keypad is for the round's next seat: Bob (round seat 1 = game seat 1) led, then Di
    assert rs.active_seat == 2 and rs.seat_of(rs.active_seat) == 3


def test_a_change_that_cannot_be_is_refused_and_nothing_changes(service, four):
    rs = loaded(service, four)
    version = rs.view.version
    rs.open_seats()
    rs.seats_come_back(0)  # never sat out
    assert rs.seats_draft.error and "Ann" in rs.seats_draft.error
    assert rs.seats_draft.changes == ()
    rs.seats_name("ann")  # a name already in the game
    rs.seats_add()
    assert "Ann" in rs.seats_draft.error or "ann" in rs.seats_draft.error
    for seat in (0, 1, 2):
        rs.seats_ask_leave(seat)
        rs.seats_leave()
    assert rs.seats_done() is False  # one player would be left: 6th Sense needs 2
    assert "2 to 6" in rs.seats_draft.error and "\n" not in rs.seats_draft.error
    assert rs.service.get(four).version == version and rs.seats_open


def test_down_to_two_asks_the_colour_and_undo_takes_the_change_back(service, four):
    rs = loaded(service, four)
    rs.open_seats()
    rs.seats_sit_out(2)
    rs.seats_ask_leave(3)
    rs.seats_leave()
    assert "seats-removed-red" in drawn(rs)
    assert rs.seats_done() is False and "colour" in rs.seats_draft.error
    rs.seats_removed("red")
    assert rs.seats_done(), rs.seats_draft.error
    assert rs.players == 2 and rs.options.removed == "red"
    assert Trump(COLOUR, "red") not in [c.value for c in rs.form.trumps]
    assert rs.can_undo
    rs.undo()  # one change at a time: Di's leave, then Cy's sitting out
    assert rs.players == 3 and len(rs.view.changes) == 1
    rs.undo()
    assert rs.players == 4 and not rs.view.changes
    assert rs.view.players == ("Ann", "Bob", "Cy", "Di")


def test_the_rounds_can_change(service, four):
    rs = loaded(service, four)
    rs.open_seats()
    from scorepad.state.round.seats import asks_rounds

    assert asks_rounds(rs)
    rs.seats_rounds("6")
    assert rs.seats_done(), rs.seats_draft.error
    assert rs.plan.rounds == 6
    rs.open_seats()
    rs.seats_rounds("0")
    assert rs.seats_done() is False and rs.seats_draft.error


def test_the_panel_opens_only_while_the_entry_is_empty(service, four):
    rs = loaded(service, four)
    rs.enter_prediction(1, 3)
    rs.open_seats()
    assert not rs.seats_open and rs.error
    texts = " ".join(str(getattr(c, "value", "")) for c in controls(
        __import__("scorepad.ui.round.seats", fromlist=["x"]).open_button(rs) or None))
    assert texts.strip() == ""


def test_whist_a_seat_away_the_hook_falls_on_the_dealer_at_the_table(service):
    g = service.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy", "Di"],
                           first_dealer=3, options={"short": True})
    rs = loaded(service, g.id)
    rs.open_seats()
    rs.seats_sit_out(0)  # Ann sits out: Di deals to Bob, Cy and herself
    assert rs.seats_done(), rs.seats_draft.error
    assert rs.names == ["Bob", "Cy", "Di"]
    assert rs.names[rs.plan.dealer] == "Di" and rs.names[rs.plan.leader] == "Bob"
    rs.enter_prediction(0, 3)  # Bob
    rs.enter_prediction(1, 2)  # Cy
    assert rs.forbidden == (2,) and "Di" in rs.forbidden_for(2)[2]  # 3 + 2 + 2 = 7: the hook
    rs.enter_prediction(2, 1)
    rs.choose_trump("H")
    rs.enter_tricks(0, 3)
    rs.enter_tricks(1, 2)
    assert rs.confirm(), rs.error
    view = rs.view
    assert view.rounds[0].seat_points(4)[0] is None and view.totals[0] == 0
    # the next round: the deal moves on from Di to the next seat at the table, Bob
    assert rs.names[rs.plan.dealer] == "Bob"


def test_shedding_a_classic_joiner_starts_at_the_worst_total(service):
    g = service.start_game(game="shedding", players=["Ann", "Bob", "Cy"], first_dealer=0,
                           options={"games": 3})
    rs = loaded(service, g.id)
    for seat, value in ((0, "15"), (1, "0"), (2, "42")):
        rs.enter_points(seat, value)
    assert rs.confirm(), rs.error
    rs.open_seats()
    assert rs.seats_draft.start == "worst"  # PLAYERS.md: classic mode's default
    rs.seats_name("Dee")
    rs.seats_add()
    assert rs.seats_done(), rs.seats_draft.error
    assert rs.view.players == ("Ann", "Bob", "Cy", "Dee") and rs.view.totals[3] == 42
    assert rs.players == 4 and len(rs.draft.points) == 4


def test_ending_the_game_is_asked_once_and_undone_by_undo(service, four):
    rs = loaded(service, four)
    play_round(rs, {1: 3, 2: 4, 3: 0, 0: 6}, {1: 3, 2: 5, 3: 0})
    rs.open_seats()
    rs.seats_ask_end(True)
    assert rs.seats_draft.ending and "seats-end-confirm" in drawn(rs)
    rs.seats_ask_end(False)  # "Play on": nothing changed
    assert not rs.seats_draft.ending and not rs.view.changes
    rs.seats_ask_end(True)
    assert rs.seats_end(), rs.seats_draft.error
    assert rs.view.is_over and rs.finished
    best = max(rs.view.totals)
    assert set(rs.view.winners) == {n for n, t in zip(rs.view.players, rs.view.totals)
                                    if t == best}
    rs.undo()
    assert not rs.view.is_over and not rs.view.changes
