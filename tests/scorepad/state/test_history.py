"""History: newest games a page at a time, a game's detail, delete after asking."""

from __future__ import annotations

from scorepad.state.history import PAGE_SIZE, HistoryState


def start(service, names=("Ann", "Bob", "Cy")):
    return service.start_game(game="sixth-sense", players=list(names), first_dealer=0,
                              options={}).id


def test_games_come_a_page_at_a_time(service):
    for i in range(PAGE_SIZE + 2):
        start(service, (f"A{i}", "Bob", "Cy"))
    hs = HistoryState(service)
    hs.load()
    assert len(hs.games) == PAGE_SIZE and hs.has_more
    hs.more()
    assert len(hs.games) == PAGE_SIZE + 2 and not hs.has_more
    assert len({g.id for g in hs.games}) == PAGE_SIZE + 2


def test_opening_a_game_gives_its_rounds(service):
    gid = start(service)
    hs = HistoryState(service)
    assert hs.open(gid)
    assert hs.detail.id == gid and hs.detail.players == ("Ann", "Bob", "Cy")


def test_delete_asks_first_then_removes_the_game(service):
    gid = start(service)
    hs = HistoryState(service)
    hs.load()
    hs.open(gid)
    hs.ask_delete()
    assert hs.confirm_delete
    hs.cancel_delete()
    assert not hs.confirm_delete and service.get(gid).id == gid
    hs.ask_delete()
    assert hs.delete()
    assert hs.detail is None and all(g.id != gid for g in hs.games)
    assert service.list_games() == []


def test_opening_a_missing_game_says_so(service):
    hs = HistoryState(service)
    assert hs.open("00000000-0000-0000-0000-000000000000") is False
    assert "no game" in hs.error.lower()
