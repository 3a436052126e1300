"""Charts a player can read on a 360 x 640 phone (issue 38, item 6), checked on the controls the
chart-building functions return (scorepad/ui/chart.py, stats_charts.py, stats_figures.py,
board.py): no label at the origin's corner (half a step of room under the lowest labelled
value), no point on the chart's edge, tied lines drawn side by side with their own point shapes
and a legend that says who is tied, a value written on every bar, and one rounding per figure
(17 points in 4 rounds are 4.25 on the tile and on every chart)."""

from __future__ import annotations

import doctest
from types import SimpleNamespace

import flet as ft
import flet_charts as fch
import pytest

import scorepad.words as words
from rules.language import LANGUAGES
from rules.scoresheet import RoundEntry, SeatEntry
from rules.trump import COLOUR, Trump
from scorepad.assemble import assemble
from scorepad.services.games.service import GameService
from scorepad.state.stats import StatsState
from scorepad.store.db import open_store
from scorepad.ui import board as board_ui
from scorepad.ui import chart, stats_charts, stats_figures
from scorepad.ui.chart import spread, ties, totals_chart, x_axis, y_axis
from scorepad.ui.stats import kind_tiles
from scorepad.ui.stats_charts import share_bars
from scorepad.ui.stats_figures import figures_section
from tests.scorepad.controls import controls


@pytest.mark.parametrize("module", [chart, stats_charts, stats_figures])
def test_the_examples_of_the_chart_modules_hold(module):
    assert doctest.testmod(module).failed == 0


def first(control, kind):
    return next(c for c in controls(control) if isinstance(c, kind))


def texts(control) -> list[str]:
    """The texts of a tree in reading order."""
    out = []

    def walk(c):
        if isinstance(c, ft.Text) and c.value:
            out.append(c.value)
        for name in ("content", "controls"):
            v = getattr(c, name, None)
            for child in (v if isinstance(v, list) else [v] if isinstance(v, ft.Control)
                          else []):
                walk(child)

    walk(control)
    return out


def by_id(control, ident):
    return next(c for c in controls(control) if getattr(c, "identifier", None) == ident)


# -- the axes ------------------------------------------------------------------------------------


@pytest.mark.parametrize("values", [[0, -2, 4], [-1] * 7, [9], [3, 17], [-40, 120], [0.5]])
def test_the_y_axis_keeps_room_beyond_its_lowest_and_highest_label(values):
    y = y_axis(values)
    assert y.ticks[0] <= min(values) and y.ticks[-1] >= max(values)
    # half a step under the lowest label: it sits clear of the x axis's labels ("-2" over "1")
    assert y.ticks[0] - y.low == y.step / 2 and y.high - y.ticks[-1] == y.step / 2
    assert 0 in y.ticks and len(y.ticks) <= 9
    assert list(y.ticks) == list(range(y.ticks[0], y.ticks[-1] + 1, y.step))


@pytest.mark.parametrize("first_x,last", [(1, 1), (0, 2), (1, 7), (0, 40)])
def test_the_x_axis_keeps_its_first_and_last_point_off_the_edge(first_x, last):
    x = x_axis(first_x, last)
    assert x.low == first_x - 0.5 and x.high == last + 0.5
    assert len(x.ticks) <= 8 and all(t % x.step == 0 for t in x.ticks)


# -- the running totals: tied lines told apart -----------------------------------------------


def six_tied() -> SimpleNamespace:
    """Six players tied two by two after both rounds (4, 4, -2, -2, 2, 2)."""
    rounds = [SimpleNamespace(index=0, totals=(2, 2, -1, -1, 1, 1)),
              SimpleNamespace(index=1, totals=(4, 4, -2, -2, 2, 2))]
    return SimpleNamespace(players=["Ann", "Bob", "Cy", "Di", "Eve", "Fay"], rounds=rounds,
                           totals=rounds[-1].totals, game="sixth-sense", joined={}, left={})


def test_tied_lines_are_drawn_side_by_side_and_keep_their_true_values():
    view = six_tied()
    shown = totals_chart(view, "round-chart")
    line = first(shown, fch.LineChart)
    lines = line.data_series
    assert len(lines) == 6
    drawn = [[(p.x, p.y) for p in s.points] for s in lines]
    # every seat's line is its own: no two seats share a drawn point
    points = [pt for d in drawn for pt in d]
    assert len(set(points)) == len(points)
    # ... the tooltip still says the true total, with the minus sign
    assert [p.tooltip.text for p in lines[2].points] == ["Cy: 0", "Cy: −1", "Cy: −2"]
    # no point on the chart's edge: inside the bounds, with room
    assert all(line.min_x < x < line.max_x and line.min_y < y < line.max_y for x, y in points)
    # two tied lines are never more than a line's width or two from their total
    for s, d in enumerate(drawn):
        truth = [0] + [r.totals[s] for r in view.rounds]
        assert all(abs(y - t) < 0.5 * y_axis([0, -2, 4]).step for (_x, y), t in zip(d, truth))
    # each of the first five seats has its own point shape
    shapes = [(type(s.point).__name__, getattr(s.point, "color", None)) for s in lines[:5]]
    assert len(set(shapes)) == 5
    # the legend says who is tied where the chart ends, highest first
    assert by_id(shown, "round-chart-ties") is not None
    assert [t for t in texts(by_id(shown, "round-chart-ties"))] == [
        "Tied on 4 points: Ann and Bob", "Tied on 2 points: Eve and Fay",
        "Tied on −2 points: Cy and Di"]


def test_the_totals_charts_axis_labels_are_the_grid_with_room_under_the_lowest():
    line = first(totals_chart(six_tied(), "round-chart"), fch.LineChart)
    left = [(lab.value, lab.label.value) for lab in line.left_axis.labels]
    assert left == [(-2, "−2"), (-1, "−1"), (0, "0"), (1, "1"), (2, "2"), (3, "3"), (4, "4")]
    assert line.min_y == -2.5 and line.max_y == 4.5 and line.left_axis.label_spacing == 1
    assert [lab.value for lab in line.bottom_axis.labels] == [0, 1, 2]
    assert line.min_x == -0.5 and line.max_x == 2.5
    assert not line.left_axis.show_min and not line.bottom_axis.show_min


def test_no_tie_no_tie_line():
    view = six_tied()
    view.rounds[-1] = SimpleNamespace(index=1, totals=(6, 4, -2, -3, 2, 1))
    view.totals = view.rounds[-1].totals
    shown = totals_chart(view, "round-chart")
    assert not [c for c in controls(shown) if getattr(c, "identifier", None) == "round-chart-ties"]


def test_ties_count_only_the_lines_that_reach_the_end():
    series = [[(0, 0), (1, 3), (2, 5)], [(0, 0), (1, 3)], [(1, 5), (2, 5)]]  # Bob left
    assert ties(series) == [(5, [0, 2])]
    drawn = spread(series, 0.2)
    assert drawn[0][1] == (1, 3.1) and drawn[1][1] == (1, 2.9)  # tied after round 1
    assert drawn[0][2] == (2, 5.1) and drawn[2][1] == (2, 4.9)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tie_line_is_a_whole_sentence_in_each_language(lang):
    with words.speaking(lang):
        said = chart.tie_lines([[(0, 0), (1, 1)], [(0, 0), (1, 1)], [(0, 0), (1, 1)]],
                               ["Ann", "Bob", "Cy"])
    assert len(said) == 1 and "Ann" in said[0] and "Cy" in said[0] and "{" not in said[0]
    if lang != "en":
        assert "Tied" not in said[0] and " and " not in said[0]


def test_the_board_chart_tells_tied_lines_apart_and_stays_readable_on_a_phone():
    view = six_tied()
    b = SimpleNamespace(view=view, rows=[SimpleNamespace(name=n, total=t)
                                         for n, t in zip(view.players, view.totals)])
    s = board_ui.scale_of(360, 640)
    shown = board_ui.board_chart(b, s)
    line = first(shown, fch.LineChart)
    points = [(p.x, p.y) for d in line.data_series for p in d.points]
    assert len(set(points)) == len(points)
    assert all(line.min_x < x < line.max_x and line.min_y < y < line.max_y for x, y in points)
    assert all(lab.label.size >= 11 for lab in line.left_axis.labels + line.bottom_axis.labels)
    assert len(texts(by_id(shown, "board-chart-ties"))) == 3


# -- bars: a value on every bar ------------------------------------------------------------------


def test_every_lying_bar_carries_its_value_and_is_as_long_as_it():
    rows = [("1", 3 / 4, 4), ("2", 0.0, 2), ("3", 1.0, 1), ("6/9", 2 / 3, 3)]
    shown = share_bars(rows)
    said = texts(shown)
    for value in ("75%", "0%", "100%", "67%", "4×", "2×", "1×", "3×"):
        assert value in said
    bars = [c for c in controls(shown) if isinstance(c, ft.Container) and c.height == 18]
    lengths = sorted((c.expand, c.bgcolor is not None) for c in bars)
    assert (75, True) in lengths and (25, False) in lengths and (67, True) in lengths
    assert (100, True) in lengths and (100, False) in lengths  # 100 % met, 0 % met


# -- one rounding per figure, and the charts built from real games -------------------------------


@pytest.fixture(scope="module")
def seventeen_in_four(tmp_path_factory):
    """Ann: 5, 5, 5 and 2 points in one finished game of 4 rounds: 17/4 = 4.25 a round."""
    store = open_store(f"sqlite:///{tmp_path_factory.mktemp('charts')}/s.sqlite")
    svc = GameService(store)
    g = svc.start_game(game="sixth-sense", players=["Ann", "Bob", "Cy"], first_dealer=0,
                       options={"ending": "target", "target": 17})
    for i, calls in enumerate((((5, 5), (3, 3), (4, 5)),) * 3 + (((2, 2), (3, 3), (4, 8)),)):
        v = svc.record_round(g.id, RoundEntry(
            seats=tuple(SeatEntry(call=c, tricks=t) for c, t in calls),
            trump=Trump(COLOUR, "red")), index=i)
    assert v.status == "finished" and v.totals == (17, 12, -7)
    ss = assemble(svc).stats
    ss.load()
    ss.select_player("Ann")
    ss.read_figures()
    yield ss
    store.close()


def test_seventeen_points_in_four_rounds_read_4_25_on_the_tile_and_every_chart(
        seventeen_in_four):
    ss = seventeen_in_four
    f = next(k for k in ss.stats.kinds if k.game == "sixth-sense")
    tile = by_id(kind_tiles(ss, f), "stats-tile-points-sixth-sense")
    assert "4.25" in texts(tile)
    section = figures_section(ss, "sixth-sense")
    games = by_id(section, "stats-chart-games-sixth-sense")
    versus = by_id(section, "stats-chart-versus-sixth-sense")
    assert "4.25" in games.label and "1.83" in games.label  # the table: 22 in 12 rounds
    assert [p.tooltip.text for p in first(games, fch.LineChart).data_series[0].points] == ["4.25"]
    assert "Predictions met: Ann 100%, the table 67%" in versus.label  # 4 of 4; 8 of 12
    form = stats_charts.form_chart(ss, f)
    assert "4.25 points a round" in form.label
    heading = texts(form)[0]
    assert "4.25" in heading


def test_a_single_games_point_is_inside_the_chart(seventeen_in_four):
    games = by_id(figures_section(seventeen_in_four, "sixth-sense"),
                  "stats-chart-games-sixth-sense")
    line = first(games, fch.LineChart)
    (point,) = line.data_series[0].points
    assert line.min_x < point.x < line.max_x and line.min_y < point.y < line.max_y
    average = line.data_series[1].points  # the table's average: across the whole chart
    assert (average[0].x, average[-1].x) == (line.min_x, line.max_x)


def test_the_versus_bars_show_their_values(seventeen_in_four):
    versus = by_id(figures_section(seventeen_in_four, "sixth-sense"),
                   "stats-chart-versus-sixth-sense")
    bars = first(versus, fch.BarChart)
    assert not bars.interactive
    rods = [g.rods[0] for g in bars.groups]
    assert all(r.selected for r in rods)  # each value shown over its bar, always
    shown = [r.tooltip.text for r in rods]
    assert all(t.endswith("%") for t in shown) and bars.max_y > 100  # room over a full bar
    assert f"{shown[0]}, the table {shown[1]}" in versus.label


def test_the_bars_of_calls_met_by_hand_size_and_seat_say_each_share(seventeen_in_four):
    section = figures_section(seventeen_in_four, "sixth-sense")
    hand = texts(by_id(section, "stats-chart-hand-sixth-sense"))
    seat = texts(by_id(section, "stats-chart-seat-sixth-sense"))
    # Ann met all 4 of her calls: every bar says 100 %, and how many rounds it counts
    assert "100%" in hand and "4×" in hand
    assert all(s in seat for s in ("100%",))
