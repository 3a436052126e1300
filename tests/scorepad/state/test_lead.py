"""Who is ahead (scorepad/state/lead.py): the round screen's last result and Home's resume cards.

Totals worked out by hand from RULES.md: whist, bid met -> 10 + tricks, missed -> 1 a trick;
shedding, each game scores the hand left, classic: the lowest total wins."""

from __future__ import annotations

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.assemble import assemble
from scorepad.state.lead import Lead, lead_in, lead_of, lead_words
from scorepad.words import speaking
from rules.trump import SUIT, Trump

NAMES = ("Ann", "Bob", "Cy")


def test_the_highest_total_leads_or_the_lowest_where_it_wins():
    assert lead_of(NAMES, (3, 13, 1), higher=True) == Lead(("Bob",), 13)
    assert lead_of(NAMES, (15, 0, 42), higher=False) == Lead(("Bob",), 0)


def test_players_on_the_same_total_share_the_lead():
    assert lead_of(NAMES, (7, 2, 7), higher=True) == Lead(("Ann", "Cy"), 7)


def test_once_over_the_sheets_winners_lead():
    assert lead_of(NAMES, (5, 5, 4), higher=True, winners=(2,), over=True) == Lead(
        ("Cy",), 4, over=True)
    assert lead_of(NAMES, (5, 6, 4), higher=True) == Lead(("Bob",), 6)


def test_no_totals_no_lead():
    assert lead_of(NAMES, (), higher=True) is None


def test_the_words_in_english_and_french():
    with speaking("en"):
        assert lead_words(Lead(("Bob",), 13)) == "Bob is ahead with 13."
        assert lead_words(Lead(("Ann", "Cy"), 7)) == "Ann and Cy are ahead with 7."
        assert lead_words(Lead(("Cy",), 4, over=True)) == "Game over: Cy wins with 4."
    with speaking("fr"):  # the real French catalog
        french = lead_words(Lead(("Ann", "Cy"), 7))
    assert "Ann" in french and "Cy" in french and "7" in french
    assert "ahead" not in french and " and " not in french


def whist(service):
    view = service.start_game(game="nomination-whist", players=list(NAMES), first_dealer=0,
                              options={"short": True})
    # 7 cards: Bob bids 3 takes 3 (13), Cy bids 2 takes 1 (1), Ann bids 1 takes 3 (3)
    entry = RoundEntry(seats=(SeatEntry(call=1, tricks=3), SeatEntry(call=3, tricks=3),
                              SeatEntry(call=2, tricks=1)), trump=Trump(SUIT, "H"))
    return view.id, entry


def test_a_stored_game_is_led_by_its_replayed_totals(service):
    game_id, entry = whist(service)
    assert lead_in(service.get(game_id)) is None  # no round yet
    service.record_round(game_id, entry, index=0)
    assert lead_in(service.get(game_id)) == Lead(("Bob",), 13)


def test_a_classic_shedding_match_is_led_by_the_lowest_total(service):
    view = service.start_game(game="shedding", players=list(NAMES), first_dealer=0,
                              options={"mode": "classic", "games": 2})
    service.record_round(view.id, RoundEntry(seats=(SeatEntry(points=15), SeatEntry(points=0),
                                                    SeatEntry(points=42))), index=0)
    assert lead_in(service.get(view.id)) == Lead(("Bob",), 0)


def test_home_says_who_is_ahead_in_each_game_to_resume(service):
    game_id, entry = whist(service)
    fresh, _ = whist(service)
    app = assemble(service)
    app.go_home()
    assert {g.id for g in app.resumable} == {game_id, fresh} and app.leads == {}
    service.record_round(game_id, entry, index=0)
    app.load_home()
    assert app.leads == {game_id: Lead(("Bob",), 13)}
