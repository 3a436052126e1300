"""The Statistics screen's charts of the table's figures (issue 31, item 2), drawn from the
computation `scorepad stats` prints (`StatsState.figures`): calls met (in the game's own
word: bids, predictions; `StatsState.call_phrases`) by hand size and by seat
from the dealer (bars), points per round in each of the player's finished games (a line) with
the table's average beside it, and the player against the table's average (bars). Every chart
carries a label for screen readers that says its numbers.
"""

from __future__ import annotations

import math
from typing import Any

import flet as ft

from scorepad.state.game_word import counts_games
from scorepad.state.stats import StatsState
from scorepad.ui import theme
from scorepad.ui.chart import Axis, axis_labels, line_chart, nice_step, swatch, x_axis
from scorepad.ui.stats_charts import (AVERAGE_COLOUR, BAR_COLOUR, CHART_H, PER_ROUND_DIGITS,
                                      lower_better, per_round, percent, share_bars)
from scorepad.ui.widgets import card, text_block
from scorepad.words import tr, tr_n

TABLE_COLOUR = "#9AA4B2"


def _titled(ident: str, label: str, title: str, chart: Any, *extra: ft.Control) -> ft.Control:
    return ft.Semantics(
        identifier=ident, container=True, label=label,
        content=ft.Column([
            ft.Text(title, size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Container(chart, height=CHART_H, padding=ft.Padding.only(right=12, top=8)),
            *extra], spacing=6))


def met_chart(ident: str, cells: dict[int, list[int]], *, title: str, label: str, axis: str,
              names: dict[int, str] | None = None) -> ft.Control:
    """Bars lying down: the share met of each key's [met, rounds] (a hand size, a seat from
    the dealer), its value written beside each (`share_bars`)."""
    names = names or {}
    rows = [(names.get(k, str(k)), cells[k][0] / cells[k][1] if cells[k][1] else None,
             cells[k][1]) for k in sorted(cells)]
    return ft.Semantics(
        identifier=ident, container=True, label=label,
        content=ft.Column([
            ft.Text(title, size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Text(axis, size=12, color=ft.Colors.ON_SURFACE_VARIANT),
            share_bars(rows)], spacing=6))


def _said(cells: dict[int, list[int]], names: dict[int, str] | None = None) -> str:
    names = names or {}
    return "; ".join(tr_n("{key}: {met} of {n} met", "{key}: {met} of {n} met", n,
                          key=names.get(k, str(k)), met=m)
                     for k, (m, n) in sorted(cells.items()))


def games_chart(ss: StatsState, game: str, title: str, figs: Any, mine: Any) -> ft.Control:
    """A line: points per round in each finished game, oldest first; the table's average a
    flat line beside it."""
    import flet_charts as fch

    values = mine.game_points_per_round
    table = figs.table_points_per_round() or 0.0
    games = counts_games(game)
    n = len(values)
    style = theme.tooltip_style()
    x = x_axis(1, n)
    data = [
        fch.LineChartData(points=[fch.LineChartDataPoint(
            i + 1, y, tooltip=fch.LineChartDataPointTooltip(per_round(y), text_style=style))
            for i, y in enumerate(values)], color=BAR_COLOUR, stroke_width=3, point=True),
        # the table's average across the whole chart (its ends inside it, whatever the count)
        fch.LineChartData(points=[fch.LineChartDataPoint(
            at, table, tooltip=fch.LineChartDataPointTooltip(
                tr("{name}: {points}", name=tr("the table's average"), points=per_round(table)),
                text_style=style)) for at in (x.low, x.high)],
                          color=AVERAGE_COLOUR, stroke_width=2, dash_pattern=[6, 4]),
    ]
    chart = line_chart(data, [*values, table], first=1, last=n, label_size=24,
                       title=tr("finished game (oldest to latest)"))
    each = ", ".join(per_round(v) for v in values)
    if games:
        label = tr("Chart of hand points per game in each finished game, {name}, {game}: "
                   "{values}; the table's average {table}.", name=ss.selected or "", game=title,
                   values=each, table=per_round(table))
        heading = tr("Hand points per game, game by game · {game}", game=title)
    else:
        label = tr("Chart of points per round in each finished game, {name}, {game}: "
                   "{values}; the table's average {table}.", name=ss.selected or "", game=title,
                   values=each, table=per_round(table))
        heading = tr("Points per round, game by game · {game}", game=title)
    heading = lower_better(heading, ss.lower_points_better(game))
    legend = ft.Row([swatch(BAR_COLOUR, ss.selected or ""),
                     swatch(AVERAGE_COLOUR, tr("the table's average"), line=True)],
                    wrap=True, spacing=14)
    if ss.lower_points_better(game):
        label = lower_better(label.rstrip("."), True) + "."

    return _titled(f"stats-chart-games-{game}", label, heading, chart, legend)


def bar_axis(values: list[float]) -> Axis:
    """The y axis of upright bars standing on 0: whole steps over `values` (0 and 1 in it) and
    a step of room beyond the tallest bar (and below the deepest one, if any is below 0) for the
    value written over (or under) it.

    >>> bar_axis([4.25, 1.7])
    Axis(low=0, high=6, step=1, ticks=(0, 1, 2, 3, 4, 5))
    >>> bar_axis([-1, 0.4])
    Axis(low=-2, high=2, step=1, ticks=(-1, 0, 1))
    """
    flat = [*values, 0, 1]
    lo, hi = math.floor(min(flat)), math.ceil(max(flat))
    step = nice_step(hi - lo)
    first, last = step * math.floor(lo / step), step * math.ceil(hi / step)
    return Axis(first - step if first < 0 else 0, last + step, step,
                tuple(range(first, last + 1, step)))


#: the share axis of upright bars: 0 to 100 %, and room over a full bar for its value
SHARE_AXIS = Axis(0, 120, 25, (0, 25, 50, 75, 100))


def versus_chart(ss: StatsState, game: str, title: str, figs: Any, mine: Any) -> ft.Control:
    """Bars: the player beside the table's average, in one unit: the calls met (a share) in a
    game with calls, else the points per round; each bar's value written over it (under it,
    below 0)."""
    import flet_charts as fch

    name = ss.selected or ""
    if figs.calls:
        what = ss.call_phrases(game).met
        mine_r, table_r = mine.met_rate or 0.0, figs.table_met_rate() or 0.0
        mine_v, table_v = 100 * mine_r, 100 * table_r
        shown = (percent(mine_r), percent(table_r))
        axis = SHARE_AXIS
        ticks = [fch.ChartAxisLabel(value=v, label=ft.Text(tr("{n}%", n=v), size=12))
                 for v in axis.ticks]
    else:
        what = tr("Hand points per game") if counts_games(game) else tr("Points per round")
        mine_v, table_v = mine.points_per_round or 0.0, figs.table_points_per_round() or 0.0
        shown = (per_round(mine_v), per_round(table_v))
        axis = bar_axis([mine_v, table_v])
        ticks = axis_labels(axis.ticks)
    rods = [(name, mine_v, shown[0], BAR_COLOUR), (tr("the table's average"), table_v, shown[1],
                                                  TABLE_COLOUR)]
    groups = [fch.BarChartGroup(x=i, rods=[fch.BarChartRod(
        from_y=0, to_y=round(v, PER_ROUND_DIGITS), width=28, color=colour, border_radius=4,
        selected=True,  # its value always shown (the chart is not interactive)
        tooltip=fch.BarChartRodTooltip(text, text_style=ft.TextStyle(
            size=14, weight=ft.FontWeight.BOLD, color=ft.Colors.ON_SURFACE)))])
        for i, (_who, v, text, colour) in enumerate(rods)]
    chart = fch.BarChart(
        groups=groups, min_y=axis.low, max_y=axis.high, interactive=False, expand=True,
        tooltip=fch.BarChartTooltip(bgcolor=ft.Colors.TRANSPARENT, margin=2,
                                    padding=ft.Padding.symmetric(horizontal=2, vertical=0),
                                    fit_inside_horizontally=True),
        # the bars stand on the lowest label (0, or the step under a bar below 0): it is shown;
        # the room over the tallest bar is not a value
        left_axis=fch.ChartAxis(label_size=40, label_spacing=axis.step, show_max=False,
                                labels=ticks),
        bottom_axis=fch.ChartAxis(labels=[
            fch.ChartAxisLabel(value=i, label=ft.Text(who, size=12))
            for i, (who, _v, _t, _c) in enumerate(rods)], label_size=24,
            title=ft.Text(what, size=12), title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=axis.step,
                                                 color=ft.Colors.OUTLINE_VARIANT, width=1))
    said = tr("{figure}: {name} {value}, the table {table}", figure=what, name=name,
              value=shown[0], table=shown[1])
    heading = tr("{name} and the table's average · {game}", name=name, game=title)
    if not figs.calls:
        said = lower_better(said, ss.lower_points_better(game))
        heading = lower_better(heading, ss.lower_points_better(game))
    return _titled(f"stats-chart-versus-{game}",
                   tr("Chart of {name} against the table's average, {game}: {details}.",
                      name=name, game=title, details=said), heading, chart)


def figures_section(ss: StatsState, game: str) -> ft.Control | None:
    """The charts of one game's finished games for the selected player (None: they finished
    none)."""
    figs, mine = ss.figures_of(game)
    if mine is None or not mine.rounds:
        return None
    title = ss.game_title(game)
    name = ss.selected or ""
    parts: list[ft.Control] = [text_block(f"stats-figures-{game}", ft.Text(
        tr_n("{game} · {n} finished game", "{game} · {n} finished games", mine.games,
             game=title), size=theme.TEXT, weight=ft.FontWeight.BOLD))]
    if figs.calls and mine.by_hand_size:
        says = ss.call_phrases(game)  # "Bids met", "Predictions met": the game's call word
        parts.append(met_chart(
            f"stats-chart-hand-{game}", mine.by_hand_size, title=says.hand_title(title),
            label=says.hand_label(name, title, _said(mine.by_hand_size)),
            axis=tr("cards dealt")))
        n = max(mine.by_seat)
        seats = {k: str(k) for k in mine.by_seat}
        parts.append(met_chart(
            f"stats-chart-seat-{game}", mine.by_seat, title=says.seat_title(title),
            label=says.seat_label(n, name, title, _said(mine.by_seat, seats)),
            axis=tr("seat after the dealer ({n}: the dealer)", n=n), names=seats))
    parts.append(games_chart(ss, game, title, figs, mine))
    parts.append(versus_chart(ss, game, title, figs, mine))
    return card(*parts)


@ft.component
def FiguresLoading(ss: StatsState) -> ft.Control:
    """A progress ring where the charts will be, while the figures of every finished game are
    read in the background (`StatsState.read_figures_soon`); the rest of the screen is usable.
    The charts replace it when the figures are in."""
    page = ft.context.page

    def start() -> None:
        page.run_task(ss.read_figures_soon)

    ft.use_effect(start, [ss.game, ss.figures_pending])
    return ft.Semantics(
        identifier="stats-figures-loading", container=True,
        label=tr("Reading the figures of the finished games…"),
        content=card(ft.Row([ft.ProgressRing(width=22, height=22, stroke_width=3),
                             ft.Text(tr("Reading the figures of the finished games…"),
                                     size=theme.SMALL, expand=True)], spacing=12)))

