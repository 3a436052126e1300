"""The app as a whole: navigation keeps drafts; the judge attaches to the current round."""

from __future__ import annotations

from scorepad.assemble import assemble


def test_the_round_draft_survives_a_visit_to_the_judge(service, four):
    app = assemble(service)
    assert app.open_game(four)
    rs = app.round_state()
    rs.choose_trump("purple")
    rs.enter_prediction(1, 4)
    app.open_judge(attached=True)
    assert app.route == "/judge"
    assert app.judge.attached and app.judge.table.trump == rs.trump and rs.trump.name == "purple" and app.judge.trick.leader == 1
    assert app.judge.table.names == ("Ann", "Bob", "Cy", "Di")
    app.back()
    assert app.route == "/game"
    assert app.round_state() is rs and rs.calls == (None, 4, None, None)


def test_the_judge_from_home_is_not_attached(service, four):
    app = assemble(service)
    app.open_game(four)
    app.go_home()
    app.open_judge(attached=False)
    assert not app.judge.attached


def test_new_game_form_is_kept_when_leaving_and_coming_back(service):
    app = assemble(service)
    app.open_new_game()
    app.new_game.set_name("Ann")
    app.new_game.add_name()
    app.go_home()
    app.open_new_game()
    assert app.new_game.seats == ("Ann",)


def test_starting_a_game_opens_its_round_and_home_lists_it(service):
    app = assemble(service)
    app.open_new_game()
    for n in ("Ann", "Bob", "Cy"):
        app.new_game.set_name(n)
        app.new_game.add_name()
    assert app.start_game()
    assert app.route == "/game" and app.round_state().plan.index == 0
    app.go_home()
    assert [g.id for g in app.resumable] == [app.game_id]


def test_delete_from_history_forgets_the_game(service, four):
    app = assemble(service)
    app.open_history()
    app.open_history_game(four)
    assert app.route == "/history/game"
    app.history.ask_delete()
    app.delete_from_history()
    assert app.route == "/history" and app.history.games == ()


def test_every_tap_on_the_theme_changes_what_is_seen(service):
    """Issue 25, item 4: from the device's theme, the first tap shows the other one."""
    for device_dark, first in ((False, "dark"), (True, "light")):
        app = assemble(service)
        seen = [app.shows_dark(device_dark)]
        themes = []
        for _ in range(3):
            app.toggle_theme(device_dark)
            seen.append(app.shows_dark(device_dark))
            themes.append(app.theme)
        assert themes[0] == first
        assert all(a != b for a, b in zip(seen, seen[1:])), seen


def test_the_url_names_the_game_shown_and_a_link_opens_it(service, four):
    app = assemble(service)
    app.follow(f"/game/{four}")
    assert app.route == "/game" and app.game_id == four
    assert app.url == f"/game/{four}"


def test_a_link_to_an_unknown_game_shows_home_with_the_reason(service):
    app = assemble(service)
    app.follow("/game/00000000-0000-0000-0000-000000000000")
    assert app.route == "/" and app.url == "/"
    assert "no game" in app.error.lower()


def test_a_link_to_a_history_entry_opens_its_detail(service, four):
    app = assemble(service)
    app.follow(f"/history/{four}")
    assert app.route == "/history/game" and app.history.detail.id == four


def test_an_unknown_address_shows_home(service):
    app = assemble(service)
    app.follow("/nowhere/at/all")
    assert app.route == "/"


def test_statistics_open_from_home_and_by_address_and_back_returns(service, four):
    from rules.scoresheet import RoundEntry, SeatEntry
    from rules.trump import COLOUR, Trump

    # a finished game counts for the players who played a round of it (PLAYERS.md, STATS.md)
    for k in range(4):
        view = service.record_round(four, RoundEntry(
            seats=tuple(SeatEntry(call=c, tricks=t) for c, t in
                        ((3, 3), (4, 2), (6, 8), (0, 0))), trump=Trump(COLOUR, "blue")), index=k)
    assert view.status == "finished"
    app = assemble(service)
    app.open_stats()
    assert app.route == "/stats" and app.url == "/stats"
    assert set(app.stats.players) == {"Ann", "Bob", "Cy", "Di"}
    app.back()
    assert app.route == "/"
    app.follow("/stats")
    assert app.route == "/stats" and app.stats.loaded
