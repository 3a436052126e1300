"""The Statistics screen's charts: calls (predictions or bids) met per value (bars lying down,
each with its share written beside it: `share_bars`), and recent form with its moving average
(flet-charts), and the small number formats they share with the screen's tiles: one rounding
per figure (`per_round`: points per round, everywhere, as `scorepad stats` writes them)."""

from __future__ import annotations

from typing import Any

import flet as ft

from scorepad.state.game_word import counts_games
from scorepad.state.stats import StatsState
from scorepad.ui import theme
from scorepad.ui.chart import line_chart, swatch
from scorepad.ui.widgets import text_block
from scorepad.words import MINUS, current, tr, tr_n

BAR_COLOUR = "#3D7BFF"
POINTS_COLOUR = "#9AA4B2"
AVERAGE_COLOUR = "#E5484D"
FORM_WINDOW = 5  # rounds in the form chart's moving average
CHART_H = 220
#: decimals of a points-per-round figure (a tile, a chart's heading, label and tooltips alike):
#: the 2 of `scorepad stats` (docs/stats.md), so 17 points in 4 rounds are 4.25 everywhere
PER_ROUND_DIGITS = 2
BAR_H = 18  # px: a lying bar's thickness
KEY_W = 44  # px: the key before a lying bar (a call, a hand size, a seat)


def share(rate: float) -> int:
    """A share as the whole percent every place writes it (a bar's length, its words)."""
    return round(rate * 100)


def percent(rate: float | None) -> str:
    return "–" if rate is None else tr("{n}%", n=share(rate))


def number(value: float | None, digits: int = 1) -> str:
    """A figure with up to `digits` decimals, written as the session's language writes it,
    a negative one with the minus sign (as points are written everywhere).

    >>> number(17 / 4, 2), number(-0.5), number(3.0, 2)
    ('4.25', '−0.5', '3')
    """
    if value is None:
        return "–"
    text = f"{abs(value):.{digits}f}"
    text = text.rstrip("0").rstrip(".") if "." in text else text
    sign = MINUS if value < 0 and text != "0" else ""
    lang = current()
    if lang == "en":
        return sign + text
    from babel.numbers import format_decimal

    from rules.language import LOCALES

    return sign + format_decimal(float(text), locale=LOCALES[lang], group_separator=False)


def per_round(value: float | None) -> str:
    """Points per round (or a game's hand points per game), with the one rounding every place
    that shows the figure uses (`PER_ROUND_DIGITS`)."""
    return number(value, PER_ROUND_DIGITS)


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



def share_bars(rows: list[tuple[str, float | None, int]]) -> ft.Control:
    """Bars lying down, one per (key, share met, rounds): the key, a bar as long as the share
    (the whole row's width is 100 %), the share written beside it and how many rounds it
    counts ("4×"). Every bar carries its value; a long list of keys (13 hand sizes) adds rows
    and still reads on a phone."""
    lines: list[ft.Control] = []
    for key, rate, rounds in rows:
        part = share(rate or 0)
        bar: list[ft.Control] = []
        if part:
            bar.append(ft.Container(expand=part, height=BAR_H, bgcolor=BAR_COLOUR,
                                    border_radius=ft.BorderRadius.only(top_right=4,
                                                                       bottom_right=4)))
        if part < 100:
            bar.append(ft.Container(expand=100 - part, height=BAR_H))
        lines.append(ft.Row([
            ft.Container(ft.Text(key, size=14, weight=ft.FontWeight.BOLD, no_wrap=True),
                         width=KEY_W, alignment=ft.Alignment.CENTER_RIGHT),
            ft.Container(ft.Row(bar, spacing=0), expand=True,
                         border=ft.Border.only(left=ft.BorderSide(2, ft.Colors.OUTLINE))),
            ft.Container(ft.Text(percent(rate), size=14, weight=ft.FontWeight.W_600,
                                 no_wrap=True), width=48, alignment=ft.Alignment.CENTER_RIGHT),
            ft.Container(ft.Text(f"{rounds}×", size=13, color=ft.Colors.ON_SURFACE_VARIANT,
                                 no_wrap=True), width=40),
        ], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER))
    return ft.Column(lines, spacing=4)


def hits_chart(ss: StatsState, p: Any, k: str, phrases: Any) -> ft.Control:
    """The share of calls met per call value; `phrases` say "predictions" or "bids" (the
    game's call word)."""
    name = ss.selected or ""
    said = "; ".join(tr_n("{call}: {met} of {n}", "{call}: {met} of {n}", c.rounds,
                          call=c.label, met=c.met) for c in p.by_call)
    return ft.Semantics(
        identifier=f"stats-chart-hits-{k}", container=True,
        label=phrases.value_label(name, p.title, said),
        content=ft.Column([
            ft.Text(phrases.value_title(p.title), size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Text(phrases.axis, size=12, color=ft.Colors.ON_SURFACE_VARIANT),
            share_bars([(c.label, c.rate, c.rounds) for c in p.by_call])],
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
            i + 1, round(y, PER_ROUND_DIGITS), tooltip=fch.LineChartDataPointTooltip(
                tr("average {value}", value=per_round(y)), text_style=style))
            for i, y in enumerate(avg)], color=AVERAGE_COLOUR, stroke_width=3, curved=True,
            prevent_curve_over_shooting=True),
    ]
    chart = line_chart(data, form, first=1, last=n, title=tr("game (oldest to latest)")
                       if games else tr("round (oldest to latest)"))
    average = per_round(f.form_average)
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
