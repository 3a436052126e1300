"""Statistics: a player's headline figures as tiles, charts of predictions met and recent form,
and the leaderboard of everyone. Reads `StatsState` only; the figures come from the database.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import flet as ft

from scorepad.state.stats import PERIODS, StatsState
from scorepad.ui import theme
from scorepad.ui.chart import nice_step
from scorepad.ui.widgets import act, button, card, chip, error_box, present, text_block, wrap

BAR_COLOUR = "#3D7BFF"
POINTS_COLOUR = "#9AA4B2"
AVERAGE_COLOUR = "#E5484D"
FORM_WINDOW = 5  # rounds in the form chart's moving average
CHART_H = 220


def percent(rate: float | None) -> str:
    return "–" if rate is None else f"{round(rate * 100)}%"


def number(value: float | None, digits: int = 1) -> str:
    if value is None:
        return "–"
    text = f"{value:.{digits}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


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

def tile(ident: str, value: str, caption: str, detail: str = "") -> ft.Control:
    """A headline figure: a big number over its caption."""
    return ft.Container(
        text_block(ident, ft.Column(present(
            ft.Text(value, size=30, weight=ft.FontWeight.BOLD, color=ft.Colors.PRIMARY,
                    no_wrap=True),
            ft.Text(caption, size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Text(detail, size=13, color=ft.Colors.ON_SURFACE_VARIANT) if detail else None,
        ), spacing=0, tight=True)),
        col={"xs": 6, "sm": 4}, padding=12, border_radius=theme.RADIUS,
        bgcolor=ft.Colors.SURFACE_CONTAINER_LOW, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))


def tiles(ss: StatsState) -> ft.Control:
    s = ss.stats
    p = ss.prediction
    best = s.best
    items = [
        tile("stats-tile-games", str(s.games), "Games", f"{s.finished} finished"),
        tile("stats-tile-wins", str(s.wins), "Wins", f"{percent(s.win_rate)} of finished"),
        tile("stats-tile-points", number(s.points_per_round), "Points per round",
             plural(s.rounds, "round")),
        tile("stats-tile-best", "–" if best is None else str(best.best_total), "Best game",
             "" if best is None else best.title),
    ]
    if p is not None:
        items += [
            tile("stats-tile-met", percent(p.met_rate), "Predictions met",
                 f"{p.met} of {p.rounds}"),
            tile("stats-tile-distance", number(p.average_distance, 2), "Tricks off target",
                 "on average"),
        ]
    return ft.ResponsiveRow(items, spacing=theme.GAP, run_spacing=theme.GAP)


def hits_chart(ss: StatsState) -> ft.Control:
    import flet_charts as fch  # only when a chart is shown

    p = ss.prediction
    name = ss.selected or ""
    if p is None:
        return text_block("stats-chart-hits", ft.Text(
            f"No predictions recorded for {name} yet.", size=theme.TEXT))
    groups = [
        fch.BarChartGroup(x=i, rods=[fch.BarChartRod(
            from_y=0, to_y=round(100 * (c.rate or 0), 1), width=18, color=BAR_COLOUR,
            border_radius=4,  # no full-height background track: it read as 100% met
            tooltip=f"{c.label}: {c.met} of {c.rounds} met ({percent(c.rate)})")])
        for i, c in enumerate(p.by_call)]
    chart = fch.BarChart(
        groups=groups, min_y=0, max_y=100, interactive=True, expand=True,
        left_axis=fch.ChartAxis(label_size=40, label_spacing=25,
                                labels=[fch.ChartAxisLabel(value=v, label=ft.Text(f"{v}%", size=12))
                                        for v in (0, 25, 50, 75, 100)]),
        bottom_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=i, label=ft.Column([
                ft.Text(c.label, size=12, weight=ft.FontWeight.BOLD),
                ft.Text(f"{c.rounds}×", size=11, color=ft.Colors.ON_SURFACE_VARIANT)],
                spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER))
                    for i, c in enumerate(p.by_call)],
            label_size=38, title=ft.Text("prediction, and how often it was made", size=12),
            title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=25, color=ft.Colors.OUTLINE_VARIANT,
                                                 width=1),
    )
    said = "; ".join(f"{c.label}: {c.met} of {c.rounds}" for c in p.by_call)
    return ft.Semantics(
        identifier="stats-chart-hits", container=True,
        label=f"Chart of predictions met by value, {name}, {p.title}. {said}.",
        content=ft.Column([
            ft.Text(f"Predictions met by value · {p.title}", size=theme.SMALL,
                    weight=ft.FontWeight.W_600),
            ft.Container(chart, height=CHART_H, padding=ft.Padding.only(right=12, top=8))],
            spacing=6))


def form_chart(ss: StatsState) -> ft.Control:
    import flet_charts as fch

    form = list(ss.stats.form)
    name = ss.selected or ""
    if not form:
        return text_block("stats-chart-form", ft.Text(f"No rounds played by {name} yet.",
                                                      size=theme.TEXT))
    avg = moving_average(form)
    lo, hi = min(form + [0]), max(form + [1])
    step = nice_step(hi - lo)
    min_y, max_y = step * math.floor(lo / step), step * math.ceil(hi / step)
    if max_y == hi:
        max_y += step
    n = len(form)
    data = [
        fch.LineChartData(points=[fch.LineChartDataPoint(i + 1, y, tooltip=f"{y} points")
                                  for i, y in enumerate(form)],
                          color=POINTS_COLOUR, stroke_width=1, point=True),
        fch.LineChartData(points=[fch.LineChartDataPoint(i + 1, round(y, 2),
                                                         tooltip=f"average {number(y)}")
                                  for i, y in enumerate(avg)],
                          color=AVERAGE_COLOUR, stroke_width=3, curved=True,
                          prevent_curve_over_shooting=True),
    ]
    every = max(1, math.ceil(n / 8))  # about eight labels fit a phone
    chart = fch.LineChart(
        data_series=data, min_x=1, max_x=max(n, 2), min_y=min_y, max_y=max_y,
        left_axis=fch.ChartAxis(label_size=40, label_spacing=step),
        bottom_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=i, label=ft.Text(str(i), size=12))
                    for i in range(1, n + 1)],
            label_spacing=every, label_size=28, title=ft.Text("round (oldest to latest)", size=12), title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(interval=step, color=ft.Colors.OUTLINE_VARIANT,
                                                 width=1),
        interactive=True, expand=True,
    )
    legend = ft.Row([
        ft.Row([ft.Container(width=14, height=14, bgcolor=POINTS_COLOUR, border_radius=7),
                ft.Text("points in the round", size=theme.SMALL)], spacing=4, tight=True),
        ft.Row([ft.Container(width=14, height=4, bgcolor=AVERAGE_COLOUR, border_radius=2),
                ft.Text(f"average of {FORM_WINDOW}", size=theme.SMALL)], spacing=4, tight=True),
    ], wrap=True, spacing=14)
    return ft.Semantics(
        identifier="stats-chart-form", container=True,
        label=(f"Chart of recent form, {name}: {plural(n, 'round')}, "
               f"{number(ss.stats.form_average)} points per round on average, "
               f"latest {form[-1]}."),
        content=ft.Column([
            ft.Text(f"Form · last {plural(n, 'round')} · {number(ss.stats.form_average)} "
                    "per round", size=theme.SMALL, weight=ft.FontWeight.W_600),
            ft.Container(chart, height=CHART_H, padding=ft.Padding.only(right=12, top=8)),
            legend], spacing=6))


def head_to_head(ss: StatsState) -> ft.Control | None:
    rows = ss.stats.head_to_head
    if not rows:
        return None
    lines = []
    for h in rows[:6]:
        level = f", level {h.level}" if h.level else ""
        lines.append(ft.Row([
            ft.Text(f"vs {h.opponent}", size=theme.TEXT, weight=ft.FontWeight.W_600, expand=True),
            ft.Text(f"ahead {h.ahead} of {h.games}{level}", size=theme.TEXT)]))
    return text_block("stats-head-to-head", ft.Column([
        ft.Text("Head to head (finished games: who ended ahead)", size=theme.SMALL,
                weight=ft.FontWeight.W_600), *lines], spacing=6))


def leaderboard(ss: StatsState) -> ft.Control:
    def cell(text: str, width: int | None, *, bold: bool = False, expand: bool = False,
             align=ft.Alignment.CENTER_RIGHT, size: int = theme.TEXT,
             colour: str | None = None) -> ft.Control:
        return ft.Container(ft.Text(text, size=size, no_wrap=True, color=colour,
                                    overflow=ft.TextOverflow.ELLIPSIS,
                                    weight=ft.FontWeight.BOLD if bold else None),
                            width=width, expand=expand or None, alignment=align)

    left = ft.Alignment.CENTER_LEFT
    muted = dict(size=theme.SMALL, colour=ft.Colors.ON_SURFACE_VARIANT)
    rows: list[ft.Control] = [ft.Container(ft.Row([
        cell("#", 28, align=left, **muted), cell("Player", None, expand=True, align=left, **muted),
        cell("Wins", 56, **muted), cell("Games", 64, **muted), cell("Win %", 64, **muted)],
        spacing=4), padding=ft.Padding.symmetric(horizontal=4))]
    for k, p in enumerate(ss.leaderboard):
        me = p.name == ss.selected
        rows.append(ft.Container(ft.Row([
            cell(str(k + 1), 28, align=left), cell(p.name, None, bold=me, expand=True, align=left),
            cell(str(p.wins), 56, bold=me), cell(str(p.games), 64),
            cell(percent(p.win_rate), 64)], spacing=4),
            bgcolor=ft.Colors.SECONDARY_CONTAINER if me else None, border_radius=8,
            padding=ft.Padding.symmetric(vertical=4, horizontal=4)))
    if not ss.leaderboard:
        rows.append(ft.Text("Nobody played in this period.", size=theme.TEXT))
    summary = "; ".join(f"{k + 1}. {p.name}: {plural(p.wins, 'win')} in {plural(p.games, 'game')}"
                        for k, p in enumerate(ss.leaderboard))
    return ft.Semantics(identifier="stats-leaderboard", container=True,
                        label=f"Leaderboard. {summary or 'Nobody played in this period.'}",
                        content=ft.Column([
                            ft.Text("Leaderboard", size=theme.SMALL, weight=ft.FontWeight.W_600),
                            *rows], spacing=4))


def filters(ss: StatsState) -> ft.Control:
    periods = [chip(f"stats-period-{key}", label, act(ss.select_period, key),
                    selected=ss.period == key, width=None, size=theme.SMALL)
               for key, (label, _) in PERIODS.items()]
    games: list[ft.Control] = []
    if len(ss.games) > 1:
        games = [chip("stats-game-all", "All games", act(ss.select_game, None),
                      selected=ss.game is None, width=None, size=theme.SMALL)]
        games += [chip(f"stats-game-{g}", ss.game_title(g), act(ss.select_game, g),
                       selected=ss.game == g, width=None, size=theme.SMALL) for g in ss.games]
    return ft.Column(present(wrap(games) if games else None, wrap(periods)), spacing=theme.GAP)


def empty_state(on_back: Callable[[], Any]) -> list[ft.Control]:
    return [text_block("stats-empty", card(
        ft.Icon(ft.Icons.INSIGHTS, size=48, color=ft.Colors.PRIMARY),
        ft.Text("No statistics yet", size=theme.BIG, weight=ft.FontWeight.BOLD),
        ft.Text("Play a game and the figures appear here: wins, predictions met by value, "
                "form over the last rounds, and a leaderboard of everyone at the table.",
                size=theme.TEXT))),
        button("stats-back", "Back", on_back, icon=ft.Icons.ARROW_BACK, full=True)]


# -- the screen ---------------------------------------------------------------------------------

@ft.component
def stats_view(state: StatsState, *, on_back: Callable[[], Any]) -> ft.Control:
    """The Statistics screen over `state` (loaded by whoever opens it); `on_back` leaves it."""
    ss = state
    title = ft.Text("Statistics", size=26, weight=ft.FontWeight.BOLD)
    if not ss.loaded:
        return ft.Column([title, ft.Text("Loading…", size=theme.TEXT)], spacing=10)
    if ss.is_empty:
        return ft.Column(present(title, error_box(ss.error), *empty_state(on_back)), spacing=12,
                         horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
    pickers = [chip(f"stats-player-{i}", name, act(ss.select_player, name),
                    selected=name == ss.selected, width=None, size=theme.SMALL,
                    label=f"Show {name}'s statistics")
               for i, name in enumerate(ss.players)]
    figures: list[ft.Control | None] = []
    if ss.stats is not None:
        if ss.stats.games == 0:
            figures.append(ft.Text(f"{ss.selected} has no games in this period.", size=theme.TEXT))
        else:
            figures += [tiles(ss), card(hits_chart(ss)), card(form_chart(ss)),
                        card(h2h) if (h2h := head_to_head(ss)) is not None else None]
    return ft.Column(present(
        title,
        error_box(ss.error),
        filters(ss),
        ft.Text("Player", size=theme.SMALL, weight=ft.FontWeight.W_600),
        wrap(pickers),
        *figures,
        card(leaderboard(ss)),
        button("stats-back", "Back", on_back, icon=ft.Icons.ARROW_BACK, full=True),
    ), spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
