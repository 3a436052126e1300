"""Statistics per kind of game (issue 9, item 4): points, best game and form are never mixed
across games that score differently. Expected figures by hand from RULES.md."""

from __future__ import annotations

import pytest

from rules.scoresheet import RoundEntry, SeatEntry
from scorepad.services.games.service import GameService
from scorepad.services.figures.stats import StatsService
from scorepad.store.db import open_store
from rules.trump import COLOUR, Trump

#: the kind id of Last Man Standing (`<game>/<value>` of a kind option other than its default)
LMS_KIND = "shedding/last-man-standing"


@pytest.fixture
def svc(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'k.sqlite'}")
    yield GameService(store)
    store.close()


def shed(a, b):
    return RoundEntry(seats=(SeatEntry(points=a), SeatEntry(points=b)))


def test_figures_per_kind(svc):
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                       options={"ending": "target", "target": 5})
    # Ann 5 met: 5; Bob 0 at 3: -3; Cy 3 at 5: -2 -> finished (Ann reached 5)
    svc.record_round(g.id, RoundEntry(seats=(SeatEntry(call=5, tricks=5),
                                             SeatEntry(call=0, tricks=3),
                                             SeatEntry(call=3, tricks=5)), trump=Trump(COLOUR, "red")), index=0)
    c = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0,
                       options={"mode": "classic", "games": 2})
    svc.record_round(c.id, shed(7, 12), index=0)
    svc.record_round(c.id, shed(0, 20), index=1)
    lms = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0,
                         options={"mode": "last-man-standing", "target": 500})
    svc.record_round(lms.id, shed(30, 4), index=0)
    assert svc.record_round(lms.id, shed(480, 0), index=1).winners == ("Ann",)  # finished
    ann = StatsService(svc.store).player_stats(name="Ann")
    kinds = {k.kind: k for k in ann.kinds}
    assert set(kinds) == {"sixth-sense", "shedding", LMS_KIND}
    six, classic, last = kinds["sixth-sense"], kinds["shedding"], kinds[LMS_KIND]
    assert (six.rounds, six.points, six.best_total, six.form) == (1, 5, 5, (5,))
    assert not six.lower_points_better and not six.best_is_lowest
    # classic shedding: hand points, lower is better; best is the lowest total (7)
    assert (classic.rounds, classic.points, classic.form) == (2, 7, (7, 0))
    assert classic.lower_points_better and classic.best_is_lowest and classic.best_total == 7
    assert classic.points_per_round == 3.5 and classic.finished == 1 and classic.wins == 1
    # Last Man Standing is its own kind: its 510 never joins the classic games' figures
    assert (last.rounds, last.points, last.finished, last.form) == (2, 510, 1, (30, 480))
    assert "Last Man Standing" in str(last.title) and "classic" in str(classic.title)
    assert ann.games == 3 and ann.finished == 3 and ann.wins == 3


def test_a_game_filter_keeps_only_its_kinds(svc):
    c = svc.start_game(game="shedding", players=["Ann", "Bob"], first_dealer=0,
                       options={"mode": "classic", "games": 1})
    svc.record_round(c.id, shed(3, 9), index=0)
    six = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                         options={"ending": "target", "target": 5})  # finished by Ann's 5
    svc.record_round(six.id, RoundEntry(seats=(SeatEntry(call=5, tricks=5),
                                               SeatEntry(call=0, tricks=3),
                                               SeatEntry(call=3, tricks=5)),
                                        trump=Trump(COLOUR, "red")), index=0)
    stats = StatsService(svc.store)
    assert [k.kind for k in stats.player_stats(name="Ann", game="shedding").kinds] == ["shedding"]
    assert [k.kind for k in stats.player_stats(name="Ann", game="sixth-sense").kinds] == \
        ["sixth-sense"]
