"""The Statistics screen's charts: calls (predictions or bids) met per value, and recent form
with its moving average (flet-charts), and the small number formats they share with the
screen's tiles."""

from __future__ import annotations

from typing import Any

import flet as ft

from scorepad.state.game_word import counts_games
from scorepad.state.stats import CallPhrases, StatsState
from scorepad.ui import theme
from scorepad.ui.chart import line_chart, swatch
from scorepad.ui.widgets import text_block
from scorepad.words import current, tr, tr_n

BAR_COLOUR = "#3D7BFF"
POINTS_COLOUR = "#9AA4B2"
AVERAGE_COLOUR = "#E5484D"
FORM_WINDOW = 5  # rounds in the form chart's moving average
CHART_H = 220


def percent(rate: float | None) -> str:
    return "–" if rate is None else tr("{n}%", n=round(rate * 100))


def number(value: float | None, digits: int = 1) -> str:
    """A figure with up to `digits` decimals, written as the session's language writes it."""
    if value is None:
        return "–"
    text = f"{value:.{digits}f}"
    text = text.rstrip("0").rstrip(".") if "." in text else text
    lang = current()
    if lang == "en":
        return text
    from babel.numbers import format_decimal

    from rules.language import LOCALES

    return format_decimal(float(text), locale=LOCALES[lang], group_separator=False)


def lower_better(text: str, lower: bool) -> str:
    """`text`, said to be a figure where lower is better when it is one."""
    return tr("{figure} (lower is better)", figure=text) if lower else text


def moving_average(values: tuple[int, ...] | list[int], window: int = FORM_WINDOW) -> list[float]:
    """The mean of each value with up to `window - 1` before it.

    >>> moving_average([2, 4, 6], 2)
    [2.0, 3.0, 5.0]
    """
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1):i + 1]
        out.append(sum(part) / len(part))
    return out


# -- pieces -------------------------------------------------------------------------------------



def hits_chart(ss: StatsState, p: Any, k: str, phrases: CallPhrases) -> ft.Control:
    """The share of calls met per call value; `phrases` say "predictions" or "bids" (the
    game's call word)."""
    import flet_charts as fch  # only when a chart is shown

    name = ss.selected or ""
    groups = [
        fch.BarChartGroup(x=i, rods=[fch.BarChartRod(
            from_y=0, to_y=round(100 * (c.rate or 0), 1), width=18, color=BAR_COLOUR,
            border_radius=4,  # no full-height background track: it read as 100% met
            tooltip=fch.BarChartRodTooltip(
                tr_n("{call}: {met} of {n} met ({rate})", "{call}: {met} of {n} met ({rate})",
                     c.rounds, call=c.label, met=c.met, rate=percent(c.rate)),
                text_style=theme.tooltip_style()))])
        for i, c in enumerate(p.by_call)]
    chart = fch.BarChart(
        groups=groups, min_y=0, max_y=100, interactive=True, expand=True,
        tooltip=fch.BarChartTooltip(bgcolor=theme.TOOLTIP_BG, border_radius=8,
                                    fit_inside_horizontally=True, fit_inside_vertically=True),
        left_axis=fch.ChartAxis(label_size=40, label_spacing=25,
                                labels=[fch.ChartAxisLabel(value=v,
                                                           label=ft.Text(tr("{n}%", n=v), size=12))
                                        for v in (0, 25, 50, 75, 100)]),
        bottom_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=i, label=ft.Column([
                ft.Text(c.label, size=12, weight=ft.FontWeight.BOLD),
                ft.Text(f"{c.rounds}×", size=11, color=ft.Colors.ON_SURFACE_VARIANT)],
                spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER))
                    for i, c in enumerate(p.by_call)],
            label_size=38, title=ft.Text(phrases.axis, size=12),
            title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=25, color=ft.Colors.OUTLINE_VARIANT,
                                                 width=1),
    )
    said = "; ".join(tr_n("{call}: {met} of {n}", "{call}: {met} of {n}", c.rounds,
                          call=c.label, met=c.met) for c in p.by_call)
    return ft.Semantics(
        identifier=f"stats-chart-hits-{k}", container=True,
        label=phrases.label(name, p.title, said),
        content=ft.Column([
            ft.Text(phrases.title(p.title), size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Container(chart, height=CHART_H, padding=ft.Padding.only(right=12, top=8))],
            spacing=6))


def form_chart(ss: StatsState, f: Any) -> ft.Control:
    import flet_charts as fch

    k = f.kind or f.game
    form = list(f.form)
    name = ss.selected or ""
    games = counts_games(f.game)  # the sheet's word (game: hand points)
    lower = bool(f.lower_points_better)
    if not form:
        return text_block(f"stats-chart-form-{k}", ft.Text(
            tr("No games of {game} played by {name} yet.", game=f.title, name=name) if games
            else tr("No rounds of {game} played by {name} yet.", game=f.title, name=name),
            size=theme.TEXT))
    avg = moving_average(form)
    n = len(form)
    style = theme.tooltip_style()
    data = [
        fch.LineChartData(points=[fch.LineChartDataPoint(
            i + 1, y, tooltip=fch.LineChartDataPointTooltip(
                tr_n("{n} hand point", "{n} hand points", y) if games
                else tr_n("{n} point", "{n} points", y), text_style=style))
            for i, y in enumerate(form)], color=POINTS_COLOUR, stroke_width=1, point=True),
        fch.LineChartData(points=[fch.LineChartDataPoint(
            i + 1, round(y, 2), tooltip=fch.LineChartDataPointTooltip(
                tr("average {value}", value=number(y)), text_style=style))
            for i, y in enumerate(avg)], color=AVERAGE_COLOUR, stroke_width=3, curved=True,
            prevent_curve_over_shooting=True),
    ]
    chart = line_chart(data, form, first=1, last=n, title=tr("game (oldest to latest)")
                       if games else tr("round (oldest to latest)"))
    average = number(f.form_average)
    said_lower = " " + tr("(lower is better)") if lower else ""
    legend = ft.Row([
        swatch(POINTS_COLOUR, lower_better(tr("hand points in the game") if games
                                           else tr("points in the round"), lower)),
        swatch(AVERAGE_COLOUR, tr("average of {n}", n=FORM_WINDOW), line=True),
    ], wrap=True, spacing=14)
    if games:
        said = tr_n("Chart of recent form in {game}, {name}: {n} game, {average} hand points a "
                    "game on average{lower}, latest {latest}.",
                    "Chart of recent form in {game}, {name}: {n} games, {average} hand points a "
                    "game on average{lower}, latest {latest}.", n, game=f.title, name=name,
                    average=average, latest=form[-1], lower=said_lower)
        heading = tr_n("Form · {game} · last {n} game · {average} hand points a game",
                       "Form · {game} · last {n} games · {average} hand points a game", n,
                       game=f.title, average=average)
    else:
        said = tr_n("Chart of recent form in {game}, {name}: {n} round, {average} points a "
                    "round on average{lower}, latest {latest}.",
                    "Chart of recent form in {game}, {name}: {n} rounds, {average} points a "
                    "round on average{lower}, latest {latest}.", n, game=f.title, name=name,
                    average=average, latest=form[-1], lower=said_lower)
        heading = tr_n("Form · {game} · last {n} round · {average} points a round",
                       "Form · {game} · last {n} rounds · {average} points a round", n,
                       game=f.title, average=average)
    return ft.Semantics(
        identifier=f"stats-chart-form-{k}", container=True,
        label=said,
        content=ft.Column([
            ft.Text(lower_better(heading, lower), size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Container(chart, height=CHART_H, padding=ft.Padding.only(right=12, top=8)),
            legend], spacing=6))
