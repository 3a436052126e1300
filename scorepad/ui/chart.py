"""Running totals per player: a line chart (flet-charts) and the round table."""

from __future__ import annotations

from functools import partial

from typing import Any, Callable

import flet as ft

from scorepad.ui import theme
from scorepad.ui.widgets import text_block

#: line colours per seat, distinct on light and dark backgrounds
LINE_COLOURS = ("#3D7BFF", "#E5484D", "#2DB55D", "#F5A623", "#A855F7", "#14B8A6")


def running_totals(view: Any) -> list[list[int]]:
    """Per seat: 0, then the total after each round."""
    n = len(view.players)
    series = [[0] for _ in range(n)]
    for rnd in view.rounds:
        for s in range(n):
            series[s].append(rnd.totals[s])
    return series


def totals_chart(view: Any, ident: str) -> ft.Control:
    import flet_charts as fch  # only when a chart is shown: keeps Home's start light

    series = running_totals(view)
    flat = [v for line in series for v in line]
    lo, hi = min(flat + [0]), max(flat + [1])
    pad = max(2, (hi - lo) // 10)
    data = [
        fch.LineChartData(
            points=[fch.LineChartDataPoint(x, y, tooltip=f"{name}: {y}") for x, y in enumerate(line)],
            color=LINE_COLOURS[s % len(LINE_COLOURS)], stroke_width=3, point=True,
        )
        for s, (name, line) in enumerate(zip(view.players, series))
    ]
    rounds = len(view.rounds)
    chart = fch.LineChart(
        data_series=data,
        min_x=0, max_x=max(rounds, 1), min_y=lo - pad, max_y=hi + pad,
        left_axis=fch.ChartAxis(label_size=40),
        bottom_axis=fch.ChartAxis(
            labels=[fch.ChartAxisLabel(value=i, label=ft.Text(str(i), size=12))
                    for i in range(rounds + 1)],
            label_size=28, title=ft.Text("round", size=12), title_size=18),
        horizontal_grid_lines=fch.ChartGridLines(color=ft.Colors.OUTLINE_VARIANT, width=1),
        interactive=True, expand=True,
    )
    legend = ft.Row(
        [ft.Row([ft.Container(width=14, height=14, bgcolor=LINE_COLOURS[s % len(LINE_COLOURS)],
                              border_radius=7), ft.Text(name, size=theme.SMALL)], spacing=4)
         for s, name in enumerate(view.players)], wrap=True, spacing=12)
    totals = ", ".join(f"{n} {t}" for n, t in zip(view.players, view.totals))
    return ft.Semantics(
        identifier=ident, label=f"Chart of running totals. Now: {totals}.", container=True,
        content=ft.Column([ft.Container(chart, height=240, padding=ft.Padding.only(right=12)),
                           legend], spacing=8))


def round_table(view: Any, ident: str, *, on_open: Callable[[int], None] | None = None,
                open_ident: str = "round-open", editing: int | None = None,
                total_ident: str | None = None) -> ft.Control:
    """Points of every round per player and the totals; round headers open a round."""
    names = list(view.players)
    rounds = list(view.rounds)
    head: list[ft.Control] = [ft.Container(ft.Text("Player", size=theme.SMALL,
                                                   weight=ft.FontWeight.W_600), width=96)]
    for r in rounds:
        label = f"R{r.plan.number}"
        if on_open is not None:
            sel = editing == r.index
            head.append(ft.Semantics(
                identifier=f"{open_ident}-{r.index}", label=f"Open round {r.plan.number} to edit",
                button=True, container=True, exclude_semantics=True,
                content=ft.Container(
                    ft.Text(label, size=theme.SMALL, weight=ft.FontWeight.BOLD,
                            color=ft.Colors.ON_PRIMARY if sel else ft.Colors.PRIMARY),
                    width=44, height=theme.TAP - 4, alignment=ft.Alignment.CENTER,
                    border_radius=8, bgcolor=ft.Colors.PRIMARY if sel else None,
                    border=ft.Border.all(1, ft.Colors.PRIMARY),
                    on_click=partial(on_open, r.index), ink=True)))
        else:
            head.append(ft.Container(ft.Text(label, size=theme.SMALL), width=44,
                                     alignment=ft.Alignment.CENTER))
    head.append(ft.Container(ft.Text("Total", size=theme.SMALL, weight=ft.FontWeight.W_600),
                             width=56, alignment=ft.Alignment.CENTER_RIGHT))
    rows: list[ft.Control] = [ft.Row(head, spacing=4)]
    for s, name in enumerate(names):
        cells: list[ft.Control] = [ft.Container(ft.Text(name, size=theme.TEXT, no_wrap=True,
                                                        overflow=ft.TextOverflow.ELLIPSIS),
                                                width=96)]
        for r in rounds:
            cells.append(ft.Container(ft.Text(str(r.scores[s].points), size=theme.TEXT),
                                      width=44, alignment=ft.Alignment.CENTER))
        total = ft.Container(ft.Text(str(view.totals[s]), size=theme.TEXT,
                                     weight=ft.FontWeight.BOLD),
                             width=56, alignment=ft.Alignment.CENTER_RIGHT)
        if total_ident:
            total = text_block(f"{total_ident}-{s}", total)
        cells.append(total)
        rows.append(ft.Row(cells, spacing=4))
    return text_block(ident, ft.Row([ft.Column(rows, spacing=4)], scroll=ft.ScrollMode.AUTO))
