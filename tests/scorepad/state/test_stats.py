"""Statistics screen state: pick a player, a game, a period; empty stores and bad picks."""

from __future__ import annotations

import asyncio

from datetime import datetime, timedelta, timezone

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.assemble import assemble
from scorepad.state.stats import PERIODS, StatsState
from scorepad.store.db import StoreError
from rules.trump import COLOUR, SUIT, Trump


def sixth(*seats):
    return RoundEntry(seats=tuple(SeatEntry(call=c, tricks=t) for c, t in seats), trump=Trump(COLOUR, "red"))


def play(service, names, rounds, **kw):
    g = service.start_game(game="sixth-sense", players=list(names), first_dealer=0, **kw)
    for k, entry in enumerate(rounds):
        service.record_round(g.id, entry, index=k)
    return g.id


def two_games(service):
    # G1: Ann 4+4 +1*4 = 12, Bob 5+5 +2*4 = 18, Cy -2-2 +10*4 = 36: Cy wins
    play(service, ["Ann", "Bob", "Cy"], [sixth((4, 4), (5, 5), (6, 4))] * 2
         + [sixth((1, 1), (2, 2), (10, 10))] * 4)
    # G2, to a target of 5: Ann 5, Bob -3, Cy -1: Ann wins
    play(service, ["Ann", "Bob", "Cy"], [sixth((5, 5), (0, 3), (6, 5))],
         options={"ending": "target", "target": 5})


def test_an_empty_store_is_empty_not_an_error(service):
    st = assemble(service).stats
    assert not st.is_empty  # not known before loading
    st.load()
    assert st.is_empty and st.error is None
    assert st.leaderboard == () and st.stats is None and st.selected is None


def test_loading_picks_the_leader_and_fills_the_board(service):
    two_games(service)
    st = assemble(service).stats
    st.load()
    assert st.players == ("Ann", "Bob", "Cy") and st.games == ("sixth-sense",)
    # one win each for Ann and Cy (equal rates and games: by name), none for Bob
    assert [(p.name, p.wins) for p in st.leaderboard] == [("Ann", 1), ("Cy", 1), ("Bob", 0)]
    assert st.selected == "Ann"
    assert st.stats.name == st.selected and not st.is_empty


def test_picking_a_player_shows_their_figures(service):
    two_games(service)
    st = assemble(service).stats
    st.load()
    st.select_player("Bob")
    assert st.selected == "Bob" and st.stats.name == "Bob"
    assert (st.stats.games, st.stats.finished) == (2, 2)
    assert st.prediction.game == "sixth-sense" and st.prediction.rounds == 7


def test_picking_someone_unknown_says_so_and_keeps_the_pick(service):
    two_games(service)
    st = assemble(service).stats
    st.load()
    st.select_player("Ann")
    st.select_player("Zed")
    assert st.selected == "Ann" and "Zed" in st.error


def test_a_game_filter_with_no_games_is_refused(service):
    two_games(service)
    st = assemble(service).stats
    st.load()
    st.select_game("shedding")
    assert st.game is None and "shedding" in st.error
    st.select_game("sixth-sense")
    assert st.game == "sixth-sense" and st.error is None and st.stats.games == 2
    st.select_game(None)
    assert st.game is None


def test_the_period_narrows_to_recent_games(service):
    two_games(service)
    st = assemble(service).stats
    st.load()
    st.select_player("Ann")
    assert st.stats.games == 2
    # a clock two years ahead: nothing was played in the last 30 days
    st.clock = lambda: datetime.now(timezone.utc) + timedelta(days=730)
    st.select_period("month")
    assert st.period == "month" and st.leaderboard == () and st.stats.games == 0
    st.select_period("all")
    assert st.stats.games == 2 and len(st.leaderboard) == 3
    st.select_period("decade")
    assert st.period == "all" and "decade" in st.error
    assert set(PERIODS) == {"all", "year", "month"}


def test_a_broken_store_is_a_message_not_a_traceback(service):
    class Broken:
        def __getattr__(self, name):
            def fail(**kw):
                raise StoreError("could not read the statistics: disk I/O error")
            return fail

    st = StatsState(Broken())
    st.load()
    assert st.error == "could not read the statistics: disk I/O error"
    assert st.leaderboard == () and st.stats is None


def test_picking_a_player_does_not_recount_the_leaderboard(service):
    two_games(service)
    st = assemble(service).stats
    st.load()
    calls = []
    real = st.service.table_stats
    st.service.table_stats = lambda **kw: calls.append(kw) or real(**kw)
    st.select_player("Bob")
    assert calls == [] and st.stats.name == "Bob" and len(st.leaderboard) == 3
    st.select_period("year")
    assert len(calls) == 1


def _texts(control) -> list[str]:
    """Every text a built control shows or says (its own, a Text's value, a label)."""
    out, seen = [], set()

    def walk(c):
        if id(c) in seen or c is None:
            return
        seen.add(id(c))
        for attr in ("value", "label"):
            v = getattr(c, attr, None)
            if isinstance(v, str):
                out.append(v)
        for attr in ("content", "controls", "title"):
            v = getattr(c, attr, None)
            for child in (v if isinstance(v, list) else [v]):
                if hasattr(child, "__dict__") or hasattr(child, "__slots__"):
                    walk(child)

    walk(control)
    return out


def test_a_whist_players_calls_are_bids_and_6th_sense_ones_predictions(service):
    """The call word is the sheet's (`call_word`): "Bids met" for whist, "Predictions met"
    for 6th Sense, in the tile, the chart's title, its label and its axis, translated."""
    from scorepad.ui.stats import kind_section
    from scorepad.words import speaking

    two_games(service)
    g = service.start_game(game="nomination-whist", players=["Ann", "Bob", "Cy"],
                           first_dealer=0, options={"short": True})
    view = service.record_round(g.id, RoundEntry(seats=(SeatEntry(call=1, tricks=3),
                                                        SeatEntry(call=3, tricks=3),
                                                        SeatEntry(call=2, tricks=1)),
                                                 trump=Trump(SUIT, "H")), index=0)
    while view.next_plan is not None:  # to its end: the statistics count finished games
        plan = view.next_plan
        t = plan.tricks
        for calls in ((t, 0, 1), (t, 1, 0), (t, 0, 2), (t, 2, 0)):
            entry = RoundEntry(seats=(SeatEntry(call=calls[0], tricks=t),
                                      SeatEntry(call=calls[1], tricks=0),
                                      SeatEntry(call=calls[2], tricks=0)), trump=Trump(SUIT, "H"))
            if not service.check_round(g.id, entry, index=plan.index):
                break
        view = service.record_round(g.id, entry, index=plan.index)
    assert view.status == "finished"
    st = assemble(service).stats
    st.load()
    st.select_player("Bob")
    bids, predictions = st.call_phrases("nomination-whist"), st.call_phrases("sixth-sense")
    title = st.game_title("nomination-whist")
    assert (bids.met, bids.axis) == ("Bids met", "bid, and how often it was made")
    assert bids.value_title(title) == f"Bids met by value · {title}"
    assert bids.value_label("Bob", title, "3: 1 of 1").startswith("Chart of bids met by value, Bob")
    assert predictions.met == "Predictions met"
    assert predictions.value_title("6th Sense") == "Predictions met by value · 6th Sense"
    with speaking("de"):
        assert (bids.met, bids.value_title(title)) == ("Richtige Ansagen",
                                                 f"Richtige Ansagen nach Wert · {title}")
        assert predictions.met == "Richtige Voraussagen"
    # the screen shows what the state says: the whist section's tile and chart say bids
    kinds = {f.game: f for f in st.stats.kinds}
    whist = _texts(kind_section(st, kinds["nomination-whist"]))
    assert "Bids met" in whist and f"Bids met by value · {title}" in whist, whist
    assert not any("rediction" in t for t in whist), whist
    sixth_sense = _texts(kind_section(st, kinds["sixth-sense"]))
    assert "Predictions met" in sixth_sense and "Bids met" not in sixth_sense


def test_the_charts_read_the_figures_of_scorepad_stats(service):
    """Issue 31: the screen's charts read the computation `scorepad stats` prints, narrowed
    with the game filter; a player with no finished game of a game id has no charts of it."""
    from scorepad.services.figures.compute import table_figures

    two_games(service)
    play(service, ["Ann", "Bob", "Cy"], [sixth((4, 4), (5, 5), (6, 4))])  # not finished
    st = assemble(service).stats
    st.load()
    assert st.figures_pending and st.figures is None  # the screen reads them in the background
    st.read_figures()
    assert not st.figures_pending
    assert st.figures.as_json() == table_figures(service.store).as_json()
    st.select_player("Bob")
    figs, bob = st.figures_of("sixth-sense")
    assert bob.games == 2 and bob.rounds == 7 and bob.calls_met == 6
    assert figs.table_points_per_round() == round((12 + 18 + 36 + 5 - 3 - 1) / 21, 2)
    assert st.figures_of("shedding") == (None, None)
    assert not st.lower_points_better("sixth-sense") and st.lower_points_better("shedding")


def test_the_figures_are_read_again_for_a_game_not_for_a_period(service):
    two_games(service)
    st = assemble(service).stats
    st.load()
    st.read_figures()
    first = st.figures
    st.select_period("year")  # the figures cover every finished game: nothing to read
    assert st.figures is first and not st.figures_pending
    st.select_game("sixth-sense")
    assert st.figures_pending
    asyncio.run(st.read_figures_soon())  # as the screen does: in a worker thread
    assert st.figures is not first and list(st.figures.games) == ["sixth-sense"]
    st.load()  # the store may have changed: asked again (the service keeps them until then)
    assert st.figures_pending
    st.read_figures()
    assert st.figures is not first and st.figures_game == "sixth-sense"


def test_figures_read_for_a_game_since_left_are_not_shown(service):
    """Narrowed to another game while the figures were read: those are read instead."""
    two_games(service)
    st = assemble(service).stats
    st.load()

    async def meanwhile(work):
        st.select_game("sixth-sense")  # a tap while the first reading runs
        return work()

    asyncio.run(st.read_figures_soon(meanwhile))
    assert st.figures is None and st.figures_pending and st.game == "sixth-sense"
    st.read_figures()
    assert list(st.figures.games) == ["sixth-sense"] and st.figures_game == "sixth-sense"
